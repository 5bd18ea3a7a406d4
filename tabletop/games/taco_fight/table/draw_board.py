"""One player's board as elements: its outline, the header (name, devices, Ready or forks sunk),
the pantry and kitchen, each plate's pile, the footer (held or new tacos), a refused play, and
the pills on its attacking tacos (its panel is printed on the ground: `ground.py`).

Each element's look is a frozen record of what it shows; its painter draws from that record,
the style and the table's art only.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.games.taco_fight.rules.cards import TacoFightData
from tabletop.games.taco_fight.table.board import BoardGeometry
from tabletop.games.taco_fight.table.faces import DESIGN, LEAN, PILE_STEP, PILL_CLEAR, TableArt
from tabletop.games.taco_fight.table.ink import Z_BOARD_PARTS, Z_OUTLINES, Z_PILLS
from tabletop.games.taco_fight.table.view_model import Footer, Pill, SeatFacts
from tabletop.kit import signals
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.kit.signals import Meaning, signal
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import badge, dash_rect, kept_sheet, record, text_in
from tabletop.ui.fonts import FontBook
from tabletop.ui.palette import DIM_TEXT, SLOT_LINE
from tabletop.ui.theme import Colour

Corners = tuple[int, int, int, int]
REACH = 8
"""Logical pixels an element's rectangle reaches past what it draws (outlines, shadows)."""

PILE_MOST = 2
"""The cards shown under a built taco at most: their edges peek no further up than the gap
between the rows (`faces.PILE_STEP` each)."""


PLATE_NUMBER = 28
"""An empty plate's number, printed big in the plate's middle (read across the room)."""


def _box(rect: pygame.Rect) -> Corners:
    return (rect.x, rect.y, rect.w, rect.h)


def empty_slot(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """A place with nothing in it: a quiet outline, no box and no placeholder words."""
    paint.rect(canvas, SLOT_LINE, rect, 1, border_radius=8)


# --- the outline ------------------------------------------------------------------------------
@dataclass(frozen=True)
class OutlineLook:
    board: Corners
    colour: Colour
    width: int


def outline(board: BoardGeometry, colour: Colour, played: bool) -> Element:
    """The board's edge in its seat's colour: thick while some device plays the seat."""
    look = OutlineLook(_box(board.rect), colour, 3 if played else 1)
    return Element(("outline", board.seat), board.rect.inflate(2, 2),
                   Z_OUTLINES + board.seat / 100, look, partial(_paint_outline, look))


def _paint_outline(look: OutlineLook, canvas: pygame.Surface) -> None:
    paint.rect(canvas, look.colour, pygame.Rect(look.board), look.width, border_radius=12)


# --- the header --------------------------------------------------------------------------------
@dataclass(frozen=True)
class HeaderLook:
    board: Corners
    name: str
    colour: Colour
    shape: str
    tags: str
    played: bool
    """Some device plays the seat (its tags in the seat's colour, else "bot" dimmed)."""
    prep: bool
    ready: bool
    buttons: tuple[bool, bool] | None
    """The mouse's Auto and Ready buttons (each hovered or not), when they are offered."""
    keys: str | None
    """The keys of Auto and Ready for a seat played on keys or a pad."""
    forks: int
    refused: bool
    """A refused play covers the header's right part (`refusal`): only the name shows."""
    style: tuple


def header(style: Style, art: TableArt, board: BoardGeometry, seat: SeatFacts, prep: bool,
           ready: bool, forks: int, mouse: bool, pointer: tuple[int, int]) -> Element:
    """`mouse`: the mouse plays this seat (its prep offers the Auto and Ready buttons)."""
    devices = seat.devices
    words = style.words
    tags = seat.tags
    buttons = keys = None
    if prep and not ready and mouse:
        buttons = (board.auto_button.collidepoint(pointer),
                   board.ready_button.collidepoint(pointer))
    elif prep and not ready:
        keys = seat.prep_keys
    look = HeaderLook(_box(board.rect), seat.name, seat.colour, seat.shape, tags, bool(devices),
                      prep, ready, buttons, keys, forks, seat.refusal is not None, style.key)
    ui = style.ui
    x, y = board.rect.x + 10, board.rect.y + 4
    name_w, name_h = ui.measure(seat.name, fonts.SMALL)
    tag_w, tag_h = ui.measure(tags, TAG_SIZES[0])
    reach = pygame.Rect(board.rect.x, board.rect.y, board.rect.w, board.header.h)
    reach.union_ip(pygame.Rect(x, y, 34 + name_w + tag_w, max(2 + name_h, 4 + tag_h)))
    right = board.rect.right - 10
    for text, size in ((words.pgettext("board", "READY"), fonts.SMALL), (keys or "", 16),
                       (f"× {forks}", fonts.SMALL)):
        w, h = ui.measure(text, size)
        reach.union_ip(pygame.Rect(right - w - 40, y - 2, w + 44, h + 6))
    reach = reach.inflate(2 * REACH, 2 * REACH)
    return Element(("header", board.seat), reach, Z_BOARD_PARTS + board.seat, look,
                   partial(_paint_header, look, style, art, board, reach))


def _paint_header(look: HeaderLook, style: Style, art: TableArt, board: BoardGeometry,
                  reach: pygame.Rect, canvas: pygame.Surface) -> None:
    """The header as one kept picture: cards flying past a board redraw it often."""
    kept_sheet(canvas, style.sheets, ("header", look, _box(board.auto_button),
                                  _box(board.ready_button)),
               reach, partial(_draw_header, look, style, art, board))


def _draw_header(look: HeaderLook, style: Style, art: TableArt, board: BoardGeometry,
                 canvas: pygame.Surface, shift: tuple[int, int]) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.board).move(shift)
    x, y = rect.x + 10, rect.y + 4
    badge(canvas, look.shape, (x + 10, y + 12), 10, look.colour)
    if look.refused:
        name_w = min(ui.measure(look.name, fonts.SMALL)[0] + 2, rect.w - 60)
        text_in(canvas, ui, look.name, fonts.SMALL, theme.cream,
                pygame.Rect(x + 26, y, name_w, 24), "midleft")
        return
    right = rect.right - 10
    start = right  # where the right-hand part (Ready, buttons, keys or forks) begins
    if look.prep:
        if look.ready:  # Ready pressed: the button stays, lit and pressed in
            said = style.words.pgettext("board", "READY")
            ready = board.ready_button.move(shift)
            chip = pygame.Rect(0, 0, min(ui.measure(said, fonts.SMALL)[0] + 34, 130), ready.h)
            chip.topright = ready.topright
            start = chip.x
            paint.rect(canvas, theme.lime, chip, border_radius=8)
            paint.rect(canvas, theme.charcoal, chip, 2, border_radius=8)
            tick = (chip.x + 9, chip.centery)
            paint.lines(canvas, theme.charcoal, False,
                        [tick, (tick[0] + 4, tick[1] + 5), (tick[0] + 12, tick[1] - 6)], 3)
            text_in(canvas, ui, said, fonts.SMALL, theme.charcoal,
                    pygame.Rect(chip.x + 24, chip.y, chip.w - 28, chip.h))
        elif look.buttons is not None:
            auto, ready = board.auto_button.move(shift), board.ready_button.move(shift)
            start = auto.x
            _button(canvas, style, auto, style.words.pgettext("button", "Auto"), False,
                    look.buttons[0])
            _button(canvas, style, ready, style.words.pgettext("button", "Ready"), True,
                    look.buttons[1])
        elif look.keys is not None:
            w = min(ui.measure(look.keys, 16)[0] + 2, 200)
            start = right - w
            text_in(canvas, ui, look.keys, 16, DIM_TEXT, pygame.Rect(start, y + 1, w, 22),
                    "midright")
    else:
        icon = art.faces.icon("fork", 24)
        w = min(ui.measure(f"× {look.forks}", fonts.SMALL)[0] + 2, 60)
        text_in(canvas, ui, f"× {look.forks}", fonts.SMALL, theme.cream,
                pygame.Rect(right - w, y, w, 24), "midright")
        start = right - w - 4 - icon.get_width()
        canvas.blit(icon, icon.get_rect(topleft=(start, y)))
    room = start - 8 - (x + 26)
    name_w = min(ui.measure(look.name, fonts.SMALL)[0] + 2, room)
    name = text_in(canvas, ui, look.name, fonts.SMALL, theme.cream,
                   pygame.Rect(x + 26, y, name_w, 24), "midleft")
    tags_box = pygame.Rect(name.right + 8, y + 1, start - 8 - name.right - 8, 22)
    size = next((size for size in TAG_SIZES
                 if look.tags and ui.measure(look.tags, size)[0] <= tags_box.w), None)
    if size is not None:  # (left out where they cannot fit: the seat's name comes first)
        text_in(canvas, ui, look.tags, size, look.colour if look.played else DIM_TEXT,
                tags_box, "midleft")


def _button(canvas: pygame.Surface, style: Style, rect: pygame.Rect, label: str,
            primary: bool, hover: bool) -> None:
    """A raised button (a darker lip under it) that rises a little more under the pointer."""
    theme, ui = style.theme, style.ui
    fill = theme.marigold if primary else theme.cream
    if hover:
        fill = (min(255, fill[0] + 20), min(255, fill[1] + 20), min(255, fill[2] + 20))
    face = rect.move(0, -1) if hover else rect.inflate(0, -2).move(0, -1)
    paint.rect(canvas, theme.charcoal, rect.move(0, 1), border_radius=8)  # the lip
    paint.rect(canvas, fill, face, border_radius=8)
    paint.rect(canvas, theme.charcoal, face, 1, border_radius=8)
    text_in(canvas, ui, label, fonts.SMALL, theme.charcoal, face.inflate(-8, 0))


# --- the pantry and the kitchen ------------------------------------------------------------------
@dataclass(frozen=True)
class PantryLook:
    count: int
    under: int | None
    """The kitchen's card under its top one (the top is a sprite)."""
    kitchen_empty: bool
    hovered: bool
    style: tuple


def pantry(style: Style, art: TableArt, data: TacoFightData, board: BoardGeometry, count: int,
           kitchen: tuple[int, ...], hovered: bool) -> Element:
    """`hovered`: the mouse's player points at it (outlined)."""
    look = PantryLook(count, kitchen[-2] if len(kitchen) >= 2 else None, not kitchen, hovered,
                      style.key)
    reach = signals.reach(board.pantry.inflate(8, 8)).union(board.kitchen.inflate(12, 12))
    reach.union_ip(pantry_name_box(board.pantry).inflate(4, 4))
    return Element(("pantry", board.seat), reach, Z_BOARD_PARTS + board.seat + 0.1, look,
                   partial(_paint_pantry, look, style, art, data, board))


PANTRY_PICTURE_MOST = 100_000
"""Device pixels up to which the deck is kept as a picture: at 1920x1080 it is (the deck, its
count and its pill cost more Python to draw than one blit), at 3840x2160 it is drawn in place
(blitting the bigger picture cost more than drawing it, measured with the benchmark)."""


def _paint_pantry(look: PantryLook, style: Style, art: TableArt, data: TacoFightData,
                  board: BoardGeometry, canvas: pygame.Surface) -> None:
    """The deck and its count as one kept picture (cards flying past a board redraw it
    often), then the card under the kitchen's top."""
    deck = dataclasses.replace(look, under=None, kitchen_empty=False)  # what the picture shows
    kept_sheet(canvas, style.sheets, ("pantry", deck, _box(board.pantry)),
               signals.reach(board.pantry.inflate(8, 8)).union(
                   pantry_name_box(board.pantry).inflate(4, 4)),
               partial(_draw_deck, deck, style, art, board), PANTRY_PICTURE_MOST)
    if look.under is not None:  # squarely under the top (shown as the top flies off, never a
        # sliver peeking past its edge; the footer counts the kitchen's cards)
        canvas.blit(art.faces.ingredient(data.card(look.under)), board.kitchen)
    if look.kitchen_empty:  # (a kitchen with a card is that card: its face says what it is)
        _empty_kitchen(canvas, style, board.kitchen)


GHOST = 0.4
"""An empty pile's card, drawn as an outline in the middle of its place: this share of the
place's width (a card's shape)."""


def _ghost_cards(canvas: pygame.Surface, place: pygame.Rect, centre: tuple[int, int],
                 count: int) -> pygame.Rect:
    """`count` card outlines stacked up-left of `centre` (the top one last): an empty pile's
    picture, quiet as the slot's own lines, sized to its `place`."""
    width = round(place.w * GHOST)
    card = pygame.Rect(0, 0, width, width * 3 // 2)
    card.center = centre
    for i in reversed(range(count)):
        paint.rect(canvas, SLOT_LINE, card.move(-4 * i, -4 * i), 2, border_radius=5)
    return card


TAG_SIZES = (fonts.SMALL, 16)
"""A board header's device tags ("mouse · WASD · arrows"): at the seat name's size where they
fit beside it (at 16 px their lowercase read as 9 px), else the table's floor."""


PILE_NAME = 16
"""The pantry's and an empty kitchen's names: read across, at the table's small size."""
PILE_NAME_ROOM = 24
"""The height of the band an empty kitchen's name takes at its foot."""


def pile_names(style: Style) -> tuple[str, str]:
    """The names of a board's two piles, the pantry (above) and the kitchen (below)."""
    words = style.words
    return words.pgettext("board", "Pantry"), words.pgettext("board", "Kitchen")


PANTRY_TAB_H = 20
"""The pantry's name's pill: one line of the table's small size, in the band over the card
back's taco (at 22 px from 5 px down it covered the taco's top)."""
PANTRY_TAB_PAD = 5
"""The pill's room either side of the name (12 px made "Despensa" wider than the card)."""


def pantry_name_box(rect: pygame.Rect) -> pygame.Rect:
    """The band across the top of the pantry where it is named: inside the card, over the
    strip of its back above the taco (a pill past the card's sides crossed its border)."""
    return pygame.Rect(rect.x + 4, rect.y + 3, rect.w - 8, PANTRY_TAB_H)


PANTRY_NAME_FLOOR = 14
"""The least size the pantry's name steps down to so its pill keeps `PANTRY_TAB_PAD` either
side of it (Spanish "Despensa" at 16 px filled its pill from edge to edge)."""


def pantry_name_size(ui: FontBook, said: str, rect: pygame.Rect) -> float:
    """The pantry's name's size: `PILE_NAME`, or a logical pixel at a time down to
    `PANTRY_NAME_FLOOR` until its pill keeps its padding inside the card."""
    room = pantry_name_box(rect).w - 2 * PANTRY_TAB_PAD
    size = PILE_NAME
    while size > PANTRY_NAME_FLOOR and ui.measure(said, size)[0] > room:
        size -= 1
    return size


def pantry_tab(ui: FontBook, said: str, rect: pygame.Rect) -> pygame.Rect:
    """The pill the pantry's name sits on: centred on the deck, no wider than its name needs
    and never past the card's sides."""
    band = pantry_name_box(rect)
    w = min(band.w, ui.measure(said, pantry_name_size(ui, said, rect))[0]
            + 2 * PANTRY_TAB_PAD)
    tab = pygame.Rect(0, 0, w, band.h)
    tab.midtop = (rect.centerx, band.y)
    return tab


def kitchen_name_box(rect: pygame.Rect) -> pygame.Rect:
    """The band across the foot of an empty kitchen where it is named."""
    return pygame.Rect(rect.x + 4, rect.bottom - PILE_NAME_ROOM - 4, rect.w - 8,
                       PILE_NAME_ROOM)


def _empty_kitchen(canvas: pygame.Surface, style: Style, rect: pygame.Rect) -> None:
    """An empty kitchen: a card outline under an arrow from the pantry above (a flip lays
    the pantry's top card here, face up), and its name across its foot."""
    name = kitchen_name_box(rect)
    card = _ghost_cards(canvas, rect, (rect.centerx, (rect.y + name.y) // 2 + 12), 1)
    text_in(canvas, style.ui, pile_names(style)[1], PILE_NAME, DIM_TEXT, name)
    x, top = rect.centerx, rect.y + 10
    tip = card.y - 6
    paint.line(canvas, SLOT_LINE, (x, top), (x, tip - 4), 3)
    paint.polygon(canvas, SLOT_LINE, [(x - 8, tip - 8), (x + 8, tip - 8), (x, tip)])


def _draw_deck(look: PantryLook, style: Style, art: TableArt, board: BoardGeometry,
               canvas: pygame.Surface, shift: tuple[int, int]) -> None:
    theme, ui = style.theme, style.ui
    rect = board.pantry.move(shift)
    count = look.count
    if count:
        depth = min(4, (count + 4) // 5)
        stack = art.pantry_stack(depth, rect.topleft)
        canvas.blit(stack, (rect.x - LEAN * (depth - 1), rect.y - LEAN * (depth - 1)))
        pill = pygame.Rect(0, 0, 40, 24)
        pill.center = (rect.centerx, rect.bottom - 16)
        paint.rect(canvas, theme.charcoal, pill, border_radius=12)
        text_in(canvas, ui, str(count), fonts.SMALL, theme.white, pill)
    else:  # an empty pantry: a quiet pile of card outlines and its count, as when it is full
        _ghost_cards(canvas, rect, (rect.centerx + 4, rect.centery - 8), 3)
        pill = pygame.Rect(0, 0, 40, 24)
        pill.center = (rect.centerx, rect.bottom - 16)
        paint.rect(canvas, SLOT_LINE, pill, border_radius=12)
        text_in(canvas, ui, "0", fonts.SMALL, DIM_TEXT, pill)
    said = pile_names(style)[0]
    tab = pantry_tab(ui, said, rect)
    paint.rect(canvas, theme.charcoal if count else SLOT_LINE, tab, border_radius=tab.h // 2)
    text_in(canvas, ui, said, pantry_name_size(ui, said, rect),
            theme.cream if count else DIM_TEXT, tab.inflate(-2, 0))
    if look.hovered:
        signal(Meaning.CURSOR, theme).paint(canvas, rect.inflate(8, 8), 10, fill=False)


# --- the plates ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlateLook:
    place: bool
    """Prep, and no taco attacks this plate yet: the attacker's place is a legal target
    (marked with its neighbours' by `legal_run`)."""
    depth: int
    """Cards showing their edges under the top one (up to 4)."""
    under: int | None
    """The card under the top one, shown while the top card is not a sprite (it flew off)."""
    empty: bool
    """Nothing built: the plate's number (printed on the ground) shows."""
    style: tuple


def plate(style: Style, art: TableArt, data: TacoFightData, board: BoardGeometry, slot: int,
          place: bool, pile: tuple[int, ...], top_shown: bool) -> Element:
    """`top_shown`: the pile's top card is drawn as a sprite."""
    depth = min(PILE_MOST, len(pile) - 1) if pile else 0
    under = pile[-2] if len(pile) >= 2 and not top_shown else None
    look = PlateLook(place, depth, under, not pile, style.key)
    reach = signals.reach(board.columns[slot]).inflate(8, 8)
    return Element(("plate", board.seat, slot), reach,
                   Z_BOARD_PARTS + board.seat + 0.2 + slot / 100, look,
                   partial(_paint_plate, look, style, art, data, board, slot))


def _paint_plate(look: PlateLook, style: Style, art: TableArt, data: TacoFightData,
                 board: BoardGeometry, slot: int, canvas: pygame.Surface) -> None:
    plate_rect = board.plate_rects[slot]
    depth = look.depth
    if depth > 0:
        canvas.blit(art.pile_edges(depth), (plate_rect.x, plate_rect.y - depth * PILE_STEP))
    if look.under is not None:
        canvas.blit(art.faces.ingredient(data.card(look.under)), plate_rect)
    if look.empty:  # the number on the ground's plate, told to a layout test's log
        record(style.ui, canvas, str(slot + 1), plate_number_box(style, board, slot),
               plate_rect)


def plate_number_box(style: Style, board: BoardGeometry, slot: int) -> pygame.Rect:
    """Where an empty plate's number is printed (on the ground, in the middle of the plate)."""
    plate_rect = board.plate_rects[slot]
    w, h = style.ui.measure(str(slot + 1), PLATE_NUMBER)
    return pygame.Rect(plate_rect.centerx - w // 2, plate_rect.centery - h // 2, w, h)


def plate_disc_box(art: TableArt, board: BoardGeometry, slot: int) -> pygame.Rect:
    """An empty plate's picture (the plate printed on the ground, its number in the middle),
    with a little room round it: what a bot's tag keeps clear of."""
    disc = pygame.Rect((0, 0), art.plate.get_size())
    disc.center = board.plate_rects[slot].center
    return disc.inflate(8, 8)


@dataclass(frozen=True)
class LegalRunLook:
    places: tuple[Corners, ...]
    style: tuple


def legal_runs(style: Style, board: BoardGeometry, slots: list[int]) -> list[Element]:
    """The attackers' places a new taco may go, each run of neighbours inside one band of
    stripes (its own wash in each place): one band per edge, never two meeting between two
    places, and never past the board's edge or into its header."""
    runs: list[list[int]] = []
    for slot in sorted(slots):
        if runs and runs[-1][-1] == slot - 1:
            runs[-1].append(slot)
        else:
            runs.append([slot])
    out = []
    for run in runs:
        rects = [board.attackers[slot] for slot in run]
        look = LegalRunLook(tuple(_box(r) for r in rects), style.key)
        area = rects[0].unionall(rects[1:])
        out.append(Element(("legal", board.seat, run[0]), area,
                           Z_BOARD_PARTS + board.seat + 0.15, look,
                           partial(_paint_legal_run, look, style)))
    return out


def legal_band(places: tuple[Corners, ...]) -> pygame.Rect:
    """The rectangle a run's band of stripes lies inside (the run's places together)."""
    rects = [pygame.Rect(p) for p in places]
    return rects[0].unionall(rects[1:])


def _paint_legal_run(look: LegalRunLook, style: Style, canvas: pygame.Surface) -> None:
    legal = signal(Meaning.LEGAL, style.theme)
    for place in look.places:
        signals.wash(legal, canvas, pygame.Rect(place), 8)
    legal.paint(canvas, legal_band(look.places).inflate(-18, -18), 0, fill=False)


# --- the footer and a refused play ---------------------------------------------------------------
@dataclass(frozen=True)
class FooterLook:
    footer: Footer
    colour: Colour
    style: tuple


def footer(style: Style, art: TableArt, data: TacoFightData, board: BoardGeometry,
           strip: Footer, colour: Colour) -> Element:
    look = FooterLook(strip, colour, style.key)
    room = board.footer
    reach = pygame.Rect(room.x, room.y, board.mini(0).x - room.x, room.h)
    for i in range(len(strip.tacos)):
        reach.union_ip(signals.reach(board.mini(i).inflate(4, 4)))
    if strip.note is not None:
        w, h = style.ui.measure(strip.note, 16)
        reach.union_ip(pygame.Rect(board.mini(len(strip.tacos)).x + strip.note_gap,
                                   board.footer.centery - h // 2 - 1, w, h + 2))
    return Element(("footer", board.seat), reach.inflate(2 * REACH, 2 * REACH),
                   Z_BOARD_PARTS + board.seat + 0.5, look,
                   partial(_paint_footer, look, style, art, data, board))


def _paint_footer(look: FooterLook, style: Style, art: TableArt, data: TacoFightData,
                  board: BoardGeometry, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    strip = look.footer
    room = board.footer
    if strip.label is not None:
        text_in(canvas, ui, strip.label, 16, DIM_TEXT,
                pygame.Rect(room.x + 6, room.y, board.mini(0).x - 6 - room.x - 6, room.h),
                "midleft")
    for i, taco in enumerate(strip.tacos):
        rect = board.mini(i)
        canvas.blit(art.faces.mini_attack(data.card(taco)), rect)
        if taco == strip.outlined:
            signal(Meaning.SELECTED, theme).paint(canvas, rect.inflate(-8, -8), 8,
                                                  fill=False)  # (standing off: inside the strip)
    if strip.note is not None:
        left = board.mini(len(strip.tacos)).x + strip.note_gap
        text_in(canvas, ui, strip.note, 16, DIM_TEXT if strip.calm else theme.chili,
                pygame.Rect(left, room.y, room.right - left, room.h), "midleft")


def footer_end(style: Style, board: BoardGeometry, strip: Footer) -> int:
    """How far right a board's footer strip shows something (its label, tacos and note):
    past it the strip is free (a bot's tag may go there)."""
    if strip.note is not None:
        return board.mini(len(strip.tacos)).x + strip.note_gap + \
            style.ui.measure(strip.note, 16)[0]
    if strip.tacos:
        return board.mini(len(strip.tacos) - 1).right
    return board.mini(0).x


# --- over the attacking tacos ------------------------------------------------------------------
@dataclass(frozen=True)
class PillLook:
    pill: Pill
    at: tuple[int, int]
    width: int
    style: tuple


def pill(style: Style, art: TableArt, board: BoardGeometry, label: Pill) -> Element:
    """Fists so far (or BLOCKED / SMASHED) across the bottom of an attacking taco."""
    rect = board.attackers[label.slot]
    look = PillLook(label, (rect.centerx, rect.bottom - 2), rect.w, style.key)
    picture = _pill_picture(style, art, look)
    reach = picture.get_rect(midbottom=look.at).union(_pill_backing(look, picture))
    return Element(("pill", board.seat, label.slot), reach.inflate(4, 4),
                   Z_PILLS + board.seat / 10 + label.slot / 1000, look,
                   partial(_paint_pill, look, style, art))


def _pill_picture(style: Style, art: TableArt, look: PillLook) -> pygame.Surface:
    theme = style.theme
    inside = look.width - 2 * PILL_CLEAR  # (inside the card's border, clear of its sides)
    if look.pill.beaten:
        fill = theme.marigold if look.pill.how == "smash" else theme.lime
        return art.pill(look.pill.text, fill, theme.charcoal, "", inside)
    return art.pill(look.pill.text, theme.charcoal, theme.white, "fist", inside)


def _pill_backing(look: PillLook, picture: pygame.Surface) -> pygame.Rect:
    """The card's own paper behind a pill, across the face inside its frame: a special's
    "SMASH IT" under the pill never peeks out above or beside it."""
    k = look.width / DESIGN[0]
    frame, bottom = max(2, round(5 * k)), look.at[1] + 2
    top = min(look.at[1] - picture.get_height() - 3, bottom - round(28 * k))  # the label's line
    return pygame.Rect(look.at[0] - look.width // 2 + frame, top, look.width - 2 * frame,
                       bottom - frame - top)


def _paint_pill(look: PillLook, style: Style, art: TableArt, canvas: pygame.Surface) -> None:
    picture = _pill_picture(style, art, look)
    at = picture.get_rect(midbottom=look.at)
    paint.rect(canvas, palette.CREAM, _pill_backing(look, picture), border_radius=4)
    canvas.blit(picture, at)
    card = pygame.Rect(0, 0, look.width, at.h + 4)
    card.midbottom = (look.at[0], look.at[1] + 2)
    record(style.ui, canvas, look.pill.text, at, card)


# --- a covered plate's number and the new taco a play would place ---------------------------------
PLATE_BADGE = 26
"""A covered plate's number: a small plate at least this wide, a chip tucked in its top card's
upper left corner, under the value, where the picture leaves the card bare (at 28 it touched
the meat's picture)."""
PLATE_BADGE_NUMBER = 15
"""The number on it, at least (over the table's smallest text, so it reads at a glance)."""
PLATE_BADGE_FILL = 0.9
"""The number's size to its chip's width: its digit 17 px on four boards' 26 px chip (at 0.8
it read as a 13-15 px mark at 1280x720)."""
PLATE_BADGE_INK = palette.CHARCOAL
"""The number's ink: dark on the plate's cream (the ground's pale ink read grey there)."""
PLATE_BADGE_RIM = palette.EDGE_BROWN
"""The chip's rim: a card's own, so it reads as part of the pile, not a sticker on it."""
BADGE_LEFT, BADGE_TOP, BADGE_LEAST = 3, 36, 22
"""The chip's left edge, top and least size on the card's 78 x 109 design: on the cream below
the band, apart from it (straddling the band's edge under the value it read as a second
number of the card's), beside the picture."""


@dataclass(frozen=True)
class PlateBadgeLook:
    number: int
    centre: tuple[int, int]
    size: int
    style: tuple


def plate_badge_size(board: BoardGeometry) -> int:
    """The chip's width: the design's, scaled with the cards (never under `PLATE_BADGE`)."""
    return max(PLATE_BADGE, round(BADGE_LEAST * board.plate_rects[0].w / DESIGN[0]))


def plate_badge_centre(board: BoardGeometry, slot: int) -> tuple[int, int]:
    """Where a covered plate's number sits: in its top card's upper left corner, under the
    value's digit and beside the picture (which it never covers)."""
    rect = board.plate_rects[slot]
    k = rect.w / DESIGN[0]
    half = plate_badge_size(board) // 2
    return (rect.x + round(BADGE_LEFT * k) + half,
            rect.y + round(BADGE_TOP * k) + half)


def plate_badge_box(board: BoardGeometry, slot: int) -> pygame.Rect:
    """The covered plate's number badge (a bot's tag keeps clear of it)."""
    size = plate_badge_size(board)
    box = pygame.Rect(0, 0, size, size)
    box.center = plate_badge_centre(board, slot)
    return box


def plate_badge(style: Style, art: TableArt, board: BoardGeometry, slot: int) -> Element:
    """The number of a plate a taco is built on, a chip in its top card's corner (an empty
    plate's number is printed on the ground)."""
    look = PlateBadgeLook(slot + 1, plate_badge_centre(board, slot), plate_badge_size(board),
                          style.key)
    reach = plate_badge_box(board, slot).inflate(4, 4)
    return Element(("plate number", board.seat, slot), reach,
                   Z_PILLS - 1 + board.seat / 10 + slot / 1000, look,
                   partial(_paint_plate_badge, look, style, art))


def _paint_plate_badge(look: PlateBadgeLook, style: Style, art: TableArt,
                       canvas: pygame.Surface) -> None:
    at = pygame.Rect(0, 0, look.size, look.size)
    at.center = look.centre
    paint.circle(canvas, palette.CREAM, at.center, look.size / 2)
    paint.circle(canvas, PLATE_BADGE_RIM, at.center, look.size / 2, 2)
    size = max(PLATE_BADGE_NUMBER, round(look.size * PLATE_BADGE_FILL))
    text_in(canvas, style.ui, str(look.number), size, PLATE_BADGE_INK,
            at.inflate(8, 12))  # (a digit's line is taller than the digit)


@dataclass(frozen=True)
class GhostLook:
    taco: int
    place: Corners
    style: tuple
    tag: str


GHOST_ALPHA = 200
"""How much of the new taco a play would place shows in the place it would go: enough to tell
which taco (at 90, under the hatching of the free places, its number went grey and read as a
faded placeholder), never as much as a laid card (at 255 a reviewer took it for placed)."""
GHOST_DASH = 6
"""The dashes round that preview: a place offered, not a card laid."""
GHOST_TAG = fonts.MIN_TEXT + 2
"""The words on the preview ("Place here?"): it says in words that nothing is laid yet."""


def ghost(style: Style, art: TableArt, data: TacoFightData, board: BoardGeometry, slot: int,
          taco: int) -> Element:
    """The new taco a seat's next play places, faint in the free place its cursor is on (prep),
    a "Place here?" tag across its foot: a place offered, the taco still under New tacos (its
    chip there outlined as the one chosen)."""
    place = board.attackers[slot]
    look = GhostLook(taco, _box(place), style.key, ghost_tag(style, place))
    return Element(("ghost", board.seat, slot), place.inflate(4, 4),
                   Z_BOARD_PARTS + board.seat + 0.3, look,
                   partial(_paint_ghost, look, style, art, data))


def ghost_tag(style: Style, place: pygame.Rect) -> str:
    """The preview's words: "Place here?" where they fit on one line across its foot, else
    "Here?" (two lines of "Place here?" on two to four boards' cards covered the taco's art)."""
    said = style.words.gettext("Place here?")
    inner = place.inflate(-14, -14)
    if style.ui.measure(said, GHOST_TAG)[0] <= inner.w - 8:
        return said
    return style.words.pgettext("preview", "Here?")


def ghost_tag_rect(ui: FontBook, place: pygame.Rect, tag: str) -> pygame.Rect:
    """The tag's chip on the preview: across its foot, inside its dashes, as tall as its words
    wrapped to the card's width."""
    inner = place.inflate(-14, -14)
    w, h = ui.fitted_size(tag, GHOST_TAG, (inner.w - 8, inner.h // 2), True)
    chip = pygame.Rect(0, 0, min(inner.w, w + 10), h + 2)
    chip.midbottom = (inner.centerx, place.bottom - 6)  # (just inside the dashes: low, clear
    return chip  # of the taco's face above it)


def _paint_ghost(look: GhostLook, style: Style, art: TableArt, data: TacoFightData,
                 canvas: pygame.Surface) -> None:
    place = pygame.Rect(look.place)
    canvas.blit(art.ghost_attack(data.card(look.taco), GHOST_ALPHA), place)
    for inset in (3, 4):  # (two 2-px passes: one bold dashed line, clear of the card's rim)
        dash_rect(canvas, place.inflate(-2 * inset, -2 * inset), palette.CREAM, GHOST_DASH)
    chip = ghost_tag_rect(style.ui, place, look.tag)
    paint.rect(canvas, palette.CHARCOAL, chip, border_radius=6)
    text_in(canvas, style.ui, look.tag, GHOST_TAG, palette.CREAM, chip.inflate(-6, 0),
            wrap=True)
