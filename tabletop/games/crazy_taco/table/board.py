"""The Crazy Taco board that never moves: the felt, the zone mats and their titles, the slot
outlines, the kitchen's die places, the rest room, the popularity spaces and the menu card.

It is drawn once into a picture the app's services keep (per render scale, text size, colours
and mode) and is the ground the table's elements lie on, so a region drawn again starts with
one blit of it. An element stands for it, so that a new style draws everything again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.core.language import N_, Language
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData, MenuOption
from tabletop.games.crazy_taco.table.faces import MESSAGE_WORDS, TacoFaces
from tabletop.games.crazy_taco.table.view_model import TRAY_PLACE, Board
from tabletop.games.crazy_taco.table.view_text import dish_effect, dish_name
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.kit.view_model import Box
from tabletop.ui import paint, palette
from tabletop.ui.draw import dash_rect, panel, text_in
from tabletop.ui.fonts import MIN_TEXT
from tabletop.ui.layer import surface_like
from tabletop.ui.theme import Colour

CHARCOAL = palette.CHARCOAL
COUNT_ROOM = 64  # the popularity count's place, top right of its panel
OVERTIME_X = 106
"""Where the overtime track's chips start, from its left: room for "Horas extra:" on one
line at the table's smallest words."""
OVERTIME_GAP = 6
"""Between two overtime chips (they share the rest of the track)."""
MARK_ROOM = 8
WORDS = 18
"""The table's smallest words (titles, captions, menu rows, history): read from a sofa across
the room at 1280x720 (the text size setting scales them)."""
CLOSING_WORDS = 20
NOTE_WORDS = 20
"""A place's note a player reads to decide ("then free" under the rest room's last space,
"tasks left" under the door): 20 px at 1280x720."""
MENU_WORDS = 20
"""A menu row's name and what it gives: the row's full height at 1280x720, read from the sofa
(a word that does not fit shrinks, never under the table's smallest)."""
"""The popularity panel's line saying where the stand closes: a sentence, not a code."""
MENU_TEXT_INSET = 8
"""A menu row's words keep this much of its height free (half above, half below), clear of
the glow round the row next to it."""
MENU_ICON = 32
"""A dish's dice faces on the menu: drawn 32 px so the smallest picture (the blank face's
square) is 24 px across; a face wanted more than once is one picture and "×3", as on the
cards."""
MENU_ICON_SIDES = {"food": 40}
"""A face whose picture is flat is drawn larger, so every face on the menu stands about as
tall (the taco 40 px across is 24 px tall, as tall as the money's note at 32)."""
KEY_ICON = MENU_ICON
"""The blank face's picture in the menu's key line: the same square as in the rows."""
MENU_GAP = 6
"""Between a menu row's name, its faces and what it gives."""
MENU_FACE_ROOM = 2
"""Each side of a face's picture on a menu row: the money's note and the cup beside it, or
a "×2" before it, stand apart (with no room they touched)."""
Part = tuple[int, Callable[[pygame.Surface, int, pygame.Rect, pygame.Rect], None]]
"""A piece of a menu row's faces: its width, and how it draws itself at x in the row."""
"""A counter place's name keeps this far below it: clear of a legal place's striped band."""
QUIET_ZONES = ("task-zone", "bonus-zone", "extra-area", "fine-area")
"""Zones often empty: drawn with the cards on them, not with the board (`draw.zone_mats`): their
mat and title always, and while empty a card place with a picture of what comes there."""
MAT_STYLE = {"counter": palette.COUNTER_WOOD, "task-zone": palette.TASK_MAT,
             "rest-room": palette.REST_MAT, "fine-area": palette.FINE_MAT}
TITLES = {
    "counter": N_("THE COUNTER"),
    "kitchen": N_("KITCHEN  ·  your workers"),
    "storeroom": N_("STOREROOM"),
    "task-zone": N_("TASK ZONE"),
    "rest-room": N_("REST ROOM  ·  on a break"),
    "bonus-zone": N_("BONUS ZONE"),
    "extra-area": N_("EXTRA"),
    "fine-area": N_("FINE"),
    "popularity": N_("POPULARITY"),
    "cash": N_("CASH"),
    "menu": N_("MENU  ·  pay with exact dice faces"),
}
VERSUS_TITLES = {"kitchen": N_("KITCHEN")}
"""1 v 1, a title the board says shorter: whose workers they are is said beside it by name
(`draw.kitchen_whose`), "your workers" being untrue on the customer player's turn."""
Z_BOARD = 0.0

Felt = Callable[[pygame.Surface], pygame.Surface]
"""The felt as a picture of the canvas's size, to print the board on."""


def short_die_name(name: str, words: Language | None = None) -> str:
    """'Employee 2' -> 'Emp. 2' so five names fit under the kitchen places."""
    _ = (words or Language()).gettext
    return _(name).replace(_("Employee"), _("Emp."))


def rect(box: Box) -> pygame.Rect:
    return pygame.Rect(box)


OUT_SPREAD = 0
"""The out pile's count keeps inside its place's width ("13 gone", one line under it): round
24 saw it wider, touching Patience's red frame and the counter's edge."""
OUT_WORDS_H = 46
"""The out pile's count's room under its place (one line; the explainer's box takes it)."""


def out_words_box(box: Box | pygame.Rect) -> pygame.Rect:
    """Where the out pile's count lies: under its place, within its width."""
    return under(box, OUT_WORDS_H, spread=OUT_SPREAD)


def under(box: Box | pygame.Rect, height: int = 20, spread: int = 0) -> pygame.Rect:
    """The strip right under `box` (wider by `spread` each side) where its name goes."""
    r = pygame.Rect(box)
    return pygame.Rect(r.x - spread, r.bottom + 2, r.w + 2 * spread, height)


def title_strip(box: Box | pygame.Rect) -> pygame.Rect:
    """Where a zone's title goes: along its top edge."""
    r = pygame.Rect(box)
    return pygame.Rect(r.x + 10, r.y + 3, r.w - 20, 20)


COACH_CLEAR_TITLES = ("kitchen", "storeroom", "task-zone", "rest-room")
"""Zones whose title line (and key) a tutorial coach's arrow never crosses."""


def coach_keep_clear(board: Board) -> list[pygame.Rect]:
    """The board's words and workers a tutorial coach's arrow must not cross on its way up
    from under the kitchen: the zones' titles and keys, each worker's station and name, the
    re-roll strip and the storeroom's "tasks left" (the place it points at is ringed
    whole, so an arrow that cannot pass is left out)."""
    out = [title_strip(board.box(name)) for name in COACH_CLEAR_TITLES]
    for index in range(board.dice_count):
        x, y = board.tray_point(index)
        station = pygame.Rect(0, 0, TRAY_PLACE + 4, TRAY_PLACE + 4)
        station.center = (int(x), int(y))
        out.append(station.union(under(station, spread=4)))
    out.append(rect(board.box("reroll")))
    out.append(under(board.box("door"), spread=12).move(0, 4))
    return out


def label(surface: pygame.Surface, style: Style, text: str, box: pygame.Rect,
          colour: Colour = palette.LABEL_INK, size: float = WORDS, anchor: str = "midtop",
          wrap: bool = False) -> pygame.Rect:
    """`text` fitted into `box` (shrunk, then wrapped), placed at the box's `anchor`."""
    return text_in(surface, style.ui, text, size, colour, box, anchor, wrap=wrap)


def label_reach(style: Style, text: str, box: pygame.Rect, size: float = WORDS,
                anchor: str = "midtop", wrap: bool = False) -> pygame.Rect:
    """Every pixel `label` may touch: its box, or more when the text cannot fit it on one line
    (wrapped text is fitted to its box: the layout tests hold every text inside its box)."""
    box = pygame.Rect(box)
    fitted, width = style.ui.fit(text, size, (max(1, box.w), max(1, box.h)), wrap)
    if width:
        return box.inflate(4, 4)
    placed = pygame.Rect((0, 0), (style.ui.measure(text, fitted)[0],
                                  style.ui.line_height(fitted)))
    setattr(placed, anchor, getattr(box, anchor))
    return box.union(placed).inflate(4, 4)


def slot_outline(surface: pygame.Surface, box: Box | pygame.Rect,
                 colour: Colour = palette.SLOT_EDGE) -> None:
    paint.rect(surface, colour, pygame.Rect(box), 2, border_radius=9)


TILE = 22
PLACE_EMPTY = N_("empty")
"""An empty counter place says so inside a dashed outline (a card covers it): round 24 read
the faint customer it showed before as a customer face down."""
PLACE_ART_ALPHA = 45
"""An empty place's faint picture (Patience's hourglass and star scale it): quieter than
anything on it."""


DOOR_ART = 84
DOOR_ART_TOP = 8
"""The door's picture in the upper part of its doorway, its caption ("Next task") clear under
it on the dark floor, never written over the picture."""
DOOR_ALPHA = 110
"""The storeroom's door, drawn in its dark doorway: plain to see, quieter than a task on it."""
LEAVES_ROOM = 12
"""Place 1's name ("1 · leaves next") reaches this far right of the place, into the gap
before the Patience place, so a longer language keeps its size."""


PATIENCE_ART = 56
"""The empty Patience place: a faint hourglass this big over two words, what happens there,
and the broken star it costs (a card covers them)."""
PATIENCE_STAR = 32


def patience_art(surface: pygame.Surface, style: Style, slot: pygame.Rect,
                 faces: TacoFaces) -> None:
    """The Patience place while nobody waits in it says what it is: an hourglass run out and
    "last chance" over the struck-through star a customer costs who leaves from here."""
    glass = faces.icon("hourglass_icon", PATIENCE_ART).copy()
    glass.set_alpha(PLACE_ART_ALPHA * 2)
    at = glass.get_rect(midtop=(slot.centerx, slot.y + 14))
    surface.blit(glass, at)
    words = pygame.Rect(slot.x + 6, at.bottom + 4, slot.w - 12, 48)
    label(surface, style, style.words.gettext("last chance"), words, palette.PATIENCE_INK,
          WORDS, "midtop", wrap=True)
    star = surface_like(surface, (PATIENCE_STAR, PATIENCE_STAR), pygame.SRCALPHA)
    faces.lost_star(star, pygame.Rect(0, 0, PATIENCE_STAR, PATIENCE_STAR))
    star.set_alpha(PLACE_ART_ALPHA * 3)
    surface.blit(star, star.get_rect(midbottom=(slot.centerx, slot.bottom - 12)))



def floor(surface: pygame.Surface, zone: pygame.Rect) -> None:
    """A kitchen's tiled floor: every other tile a shade lighter, inside the zone's corners."""
    inside = zone.inflate(-10, -10)
    inside.y, inside.h = zone.y + 26, zone.h - 31  # under the title
    for row, y in enumerate(range(inside.y, inside.bottom, TILE)):
        for column, x in enumerate(range(inside.x, inside.right, TILE)):
            if (row + column) % 2:
                tile = pygame.Rect(x, y, TILE, TILE).clip(inside)
                paint.rect(surface, palette.KITCHEN_TILE, tile)


def walk_on(surface: pygame.Surface, x: int, y: int, colour: Colour) -> None:
    """A small chevron pointing right, the way customers walk along the counter."""
    paint.polygon(surface, colour, [(x, y - 7), (x + 9, y), (x, y + 7)])


MAT_DROP = 4
"""How far below a zone's mat its shadow shows: the mat lies on the felt like a tray."""
MAT_RIM = 1.35
"""How much lighter a mat's rim is than its fill (light from above, as on the cards)."""


def mat(surface: pygame.Surface, box: Box, colour: tuple[int, ...]) -> None:
    """A zone's tinted mat with depth: a soft shadow under its lower edge, the fill and a
    lighter rim, so the board reads as a restaurant's pass of trays, not a form."""
    layer = surface_like(surface, (box.w, box.h + MAT_DROP), pygame.SRCALPHA)
    inside = pygame.Rect(0, 0, box.w, box.h)
    paint.rect(layer, palette.SHADOW, inside.move(0, MAT_DROP), border_radius=14)
    paint.rect(layer, colour, inside, border_radius=14)
    rgb, alpha = colour[:3], colour[3] if len(colour) > 3 else 255
    rim = (*palette.shade((rgb[0], rgb[1], rgb[2]), MAT_RIM), min(255, alpha + 40))
    paint.rect(layer, rim, inside, 2, border_radius=14)
    surface.blit(layer, (box.x, box.y))


# --- the element ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class BoardLook:
    versus: bool
    size: tuple[int, int]
    style: tuple


def board_element(style: Style, size: tuple[int, int], versus: bool) -> Element:
    """The board under everything: the table's ground draws it (`draw_ground`), so this element
    paints nothing; its look changes with the style, and then the whole canvas is redrawn."""
    return Element("board", pygame.Rect((0, 0), size), Z_BOARD,
                   BoardLook(versus, size, style.key), _paint_nothing)


def _paint_nothing(canvas: pygame.Surface) -> None:
    """The ground has drawn the board already."""


def board_picture(canvas: pygame.Surface, felt: Felt, style: Style, board: Board,
                  data: CrazyTacoData, faces: TacoFaces) -> pygame.Surface:
    """The felt and everything fixed on it, drawn once at the canvas's size and scale."""
    surface = felt(canvas)
    draw_mats(surface, style, board, data, faces)
    draw_menu_card(surface, style, board, data, faces)
    return surface


# --- drawing -------------------------------------------------------------------------------------
def draw_mats(surface: pygame.Surface, style: Style, board: Board, data: CrazyTacoData,
              faces: TacoFaces) -> None:
    theme, box = style.theme, board.box
    _ = style.words.gettext
    for name in ("counter", "kitchen", "storeroom", "task-zone", "rest-room", "bonus-zone",
                 "extra-area", "fine-area", "actions"):
        zone = box(name)
        if name == "kitchen":  # one room: the storeroom's door at the back of the kitchen
            room = rect(zone).union(rect(box("storeroom")))
            mat(surface, Box(room.x, room.y, room.w, room.h), palette.MAT)
            floor(surface, room)
        elif name == "actions":  # one tray: what happened over what to do now
            tray = rect(box("history")).union(rect(zone))
            mat(surface, Box(tray.x, tray.y, tray.w, tray.h), palette.MAT)
            line = (rect(box("history")).bottom + zone.y) // 2
            paint.line(surface, palette.HISTORY_RULE, (tray.x + 12, line),
                       (tray.right - 12, line), 2)
        elif name not in QUIET_ZONES and name != "storeroom":  # quiet: felt and title
            mat(surface, zone, MAT_STYLE.get(name, palette.MAT))
        if name in TITLES:
            title = _(VERSUS_TITLES.get(name, TITLES[name]) if board.versus else TITLES[name])
            strip = title_strip(zone)
            if board.versus and name == "extra-area":  # the Extra pile's count at the right
                strip.x -= 4
                strip.w = box("extra-pile").x - 2 - strip.x
            if name in QUIET_ZONES:  # a quiet zone's mat says its title once something lies
                continue  # there (1 v 1, the empty Extra area's title strip says it before)
            if titled(style, strip, name):
                label(surface, style, title, strip, palette.GOLD, anchor="topleft")
            if name in KEYS and name not in KEYS_WHILE_SHOWN:
                title_key(surface, style, key_strip(strip), name, faces)
    # popularity and cash: one cream card, a line between them (one box, not two)
    stars, cash = rect(box("popularity")), rect(box("cash"))
    panel(surface, stars.union(cash), palette.CREAM, radius=12, pictures=style.pictures)
    middle = (stars.right + cash.x) // 2
    paint.line(surface, palette.CREAM_DARK, (middle, cash.y + 10), (middle, cash.bottom - 10), 2)
    strip = title_strip(box("popularity"))  # (the register is its coin and money alone)
    strip.w -= COUNT_ROOM  # the count stands at the right
    label(surface, style, _(TITLES["popularity"]), strip, palette.BROWN, anchor="topleft")
    # the counter, a wooden top: deck, places 4..1 (the rulebook's: 1 fills first and is
    # the next to leave), Patience, out; chevrons show the way the line walks
    for position in (4, 3, 2, 1):
        slot = rect(box(f"counter-{position}"))
        paint.rect(surface, palette.COUNTER_PLACE, slot, border_radius=9)
        dash_rect(surface, slot, palette.COUNTER_LIP)  # an empty place, under the card
        label(surface, style, _(PLACE_EMPTY), slot.inflate(-12, -12), palette.LABEL_INK,
              anchor="center")
        number = under(slot, 20).move(0, MARK_ROOM)
        said = f"{position}"
        if position == 1:  # the rulebook's order: place 1 is the next to leave
            said = _("{place} · leaves next").format(place=position)
            number.w += LEAVES_ROOM  # into the gap before Patience, clear of its name
        label(surface, style, said, number, palette.CREAM, 18)
        if position > 1:  # on the line of numbers, halfway to the next place
            walk_on(surface, slot.right - 2, number.centery, palette.COUNTER_LIP)
    patience = rect(box("patience"))
    slot_outline(surface, patience, theme.chili)
    patience_art(surface, style, patience, faces)
    label(surface, style, _("PATIENCE"), under(patience, 20, spread=8).move(0, MARK_ROOM),
          palette.PATIENCE_INK)
    walk_on(surface, patience.x - 14, patience.centery, palette.PATIENCE_INK)
    slot_outline(surface, box("out"), palette.PILE_EDGE)
    slot_outline(surface, box("deck"), palette.PILE_EDGE)
    # the kitchen: a tiled floor, one steel station per worker, the re-roll strip
    for index, die in enumerate(data.dice):
        x, y = board.tray_point(index)
        place = pygame.Rect(0, 0, TRAY_PLACE, TRAY_PLACE)
        place.center = (int(x), int(y))
        paint.rect(surface, palette.DIE_PLACE, place, border_radius=14)  # (one frame a worker:
        paint.rect(surface, palette.QUIET_LINE, place, 2, border_radius=14)  # their place)
        spread = max(0, (round(board.box("dice").w / len(data.dice)) - TRAY_PLACE) // 2)
        label(surface, style, short_die_name(die.name, style.words),
              under(place, spread=spread),
              palette.LABEL_INK, WORDS)
    # storeroom door and task zone
    door = rect(box("door"))  # a dark doorway in the kitchen's back wall
    paint.rect(surface, palette.DIE_PLACE, door, border_radius=9)
    art = faces.icon("door", DOOR_ART)
    art.set_alpha(DOOR_ALPHA)
    surface.blit(art, art.get_rect(midtop=(door.centerx, door.y + DOOR_ART_TOP)))
    slot_outline(surface, door)
    # rest room: three spaces, then back to work
    for space in (1, 2, 3):
        room = rect(box(f"rest-{space}"))
        paint.rect(surface, palette.REST_FILL, room, border_radius=10)
        paint.rect(surface, palette.REST_EDGE, room, 2, border_radius=10)
        label(surface, style, str(space), pygame.Rect(room.x + 8, room.y + 2, 24, 20),
              palette.REST_INK, WORDS, "topleft")
        if space < 3:
            mid = room.right + 6
            paint.polygon(surface, palette.REST_INK, [
                (mid - 4, room.centery - 7), (mid + 4, room.centery), (mid - 4,
                                                                       room.centery + 7)])
    label(surface, style, _("then free"), under(box("rest-3"), 22, spread=12).move(0, -2),
          palette.REST_INK, NOTE_WORDS, "midtop")
    overtime = box("overtime")
    label(surface, style, _("Overtime:"), pygame.Rect(overtime.x, overtime.y, OVERTIME_X - 4,
                                                   overtime.h), palette.REST_INK, WORDS, "midleft",
          wrap=True)  # a larger text size wraps rather than shrinks
    # the popularity track's stars are drawn with the count (exactly as many as it holds)
    zone = box("popularity")
    lost = data.board.popularity_lost_at
    label(surface, style, style.words.ngettext(
          "Crazy Taco closes at {lost} star", "Crazy Taco closes at {lost} stars", lost).format(
          lost=lost), pygame.Rect(zone.x + 8, zone.bottom - 25, zone.w - 16, 24), palette.BROWN,
          CLOSING_WORDS, "midleft")


def draw_menu_card(surface: pygame.Surface, style: Style, board: Board, data: CrazyTacoData,
                   faces: TacoFaces) -> None:
    _ = style.words.gettext
    zone = rect(board.box("menu"))
    paint.rect(surface, palette.BLACK, zone.move(3, 4), border_radius=14)
    paint.rect(surface, palette.PAPER, zone, border_radius=14)
    paint.rect(surface, palette.MAGENTA, zone, 3, border_radius=14)
    label(surface, style, _(TITLES["menu"]), pygame.Rect(zone.x + 12, zone.y + 4, zone.w - 24, 20),
          palette.MAGENTA, WORDS, "midleft")
    for option, box in zip(data.menu, board.menu_rows().values(), strict=True):
        row = rect(box)
        paint.rect(surface, palette.MENU_ROW, row, border_radius=8)
        inner = row.inflate(0, -MENU_TEXT_INSET)  # clear of a neighbour row's glow
        # what the dish gives at the right, its faces just before it, its name in the rest
        # (the name keeps room for itself at the smallest text; the rest is the words')
        effect, name = dish_effect(option, style.words), dish_name(option, style.words)
        parts = menu_faces(style, option, faces)
        drawn = sum(width for width, _draw in parts)
        free = row.w - 16 - drawn - 2 * MENU_GAP
        said = effect_width(style, option, row, drawn)
        gives = pygame.Rect(row.right - 8 - said, inner.y, said, inner.h)
        label(surface, style, effect, gives, palette.HEADING, MENU_WORDS, "midright")
        x = gives.x - MENU_GAP - drawn
        for width, draw_part in parts:
            draw_part(surface, x, row, inner)
            x += width
        label(surface, style, name, pygame.Rect(row.x + 8, inner.y, free - said, inner.h),
              CHARCOAL, MENU_WORDS, "midleft")
    menu_key(surface, style, board, faces)


def effect_width(style: Style, option: MenuOption, row: pygame.Rect, drawn: int) -> int:
    """How wide what a dish gives is at its row's right: its words' width, narrower only so
    the dish's name keeps room for itself at the smallest text (`drawn`: its faces' width)."""
    effect, name = dish_effect(option, style.words), dish_name(option, style.words)
    free = row.w - 16 - drawn - 2 * MENU_GAP
    smallest = MIN_TEXT / style.ui.scale  # (the floor text shrinks to, in points)
    return max(min(style.ui.measure(effect, MENU_WORDS)[0] + 2,
                   free - style.ui.measure(name, smallest)[0] - 2),
               style.ui.measure(effect, smallest)[0] + 2)


def menu_spans(style: Style, board: Board, data: CrazyTacoData, faces: TacoFaces
               ) -> dict[str, tuple[tuple[int, int, tuple[tuple[str, int], ...]], ...]]:
    """Where each way to pay a dish is drawn on its row, left to right: (left, right, the
    faces it asks for), so dice paid to a dish lie over the very faces they paid."""
    out = {}
    for option, box in zip(data.menu, board.menu_rows().values(), strict=True):
        row = rect(box)
        parts = menu_faces(style, option, faces)
        drawn = sum(width for width, _draw in parts)
        x = row.right - 8 - effect_width(style, option, row, drawn) - MENU_GAP - drawn
        widths = iter(width for width, _draw in parts)
        spans = []
        for n, variant in enumerate(option.variants):
            if n:
                x += next(widths)  # "or"
            left = x
            for _face, count in variant.faces:
                x += next(widths) + (next(widths) if count > 1 else 0)
            spans.append((left, x, tuple(variant.faces)))
        out[option.id] = tuple(spans)
    return out


def menu_faces(style: Style, option: MenuOption, faces: TacoFaces) -> list[Part]:
    """A dish's faces as pieces left to right: each face once, at its visible width, with
    "×n" after it when it is wanted n times; "or" between two ways to pay."""
    _ = style.words.gettext
    parts: list[Part] = []

    def words_part(text: str, colour: Colour) -> Part:
        width = style.ui.measure(text, WORDS)[0] + 4

        def paint_words(surface: pygame.Surface, x: int, row: pygame.Rect,
                        inner: pygame.Rect) -> None:
            label(surface, style, text, pygame.Rect(x, inner.y, width, inner.h), colour, WORDS,
                  "center")
        return width, paint_words

    def icon_part(face: str) -> Part:
        icon = faces.face_icon(face, MENU_ICON_SIDES.get(face, MENU_ICON))
        seen = icon.get_bounding_rect()

        def paint_icon(surface: pygame.Surface, x: int, row: pygame.Rect,
                       inner: pygame.Rect) -> None:  # what shows, centred, a little apart
            surface.blit(icon, (x + MENU_FACE_ROOM - seen.x, row.centery - seen.centery))
        return seen.w + 2 * MENU_FACE_ROOM, paint_icon

    for n, variant in enumerate(option.variants):
        if n:
            parts.append(words_part(_("or"), palette.BROWN))
        for face, count in variant.faces:
            parts.append(icon_part(face))
            if count > 1:
                parts.append(words_part(f"\u00d7{count}", CHARCOAL))
    return parts


@dataclass(frozen=True)
class KeyMark:
    """One entry of a zone's key: the mark as a card or die shows it (`word` on a chip of
    `colour`, or `star`: the card's own lost star after the word), and what it means."""

    word: str
    colour: Colour
    means: str
    star: bool = False
    stamp: bool = False
    """Drawn as an order's Served / Paid stamp is (`stamp_colours`): a pale chip, its edge
    and its word in the stamp's colour."""


LOST_STAR = "\u22121"
"""The star a customer costs, as every card's footer shows it: "−1" in red by a star struck
through."""
COUNTER_KEY = (KeyMark(N_("Served"), palette.SERVED_STAMP, N_("must pay"), stamp=True),
               KeyMark(N_("Paid"), palette.PAID_STAMP, N_("to be fed"), stamp=True),
               KeyMark(LOST_STAR, palette.PAPER, N_("if it leaves"), star=True),
               KeyMark(MESSAGE_WORDS["open"], palette.SKY, N_("1 more card")),
               KeyMark(MESSAGE_WORDS["task"], palette.CHILI, N_("new task")))
"""The counter's key, along its title, in plain words (round 11: short enough that the
English line fits at `KEY_WORDS`, 20 px; it was 18): the stamps of an order half done
(served but unpaid; paid, so they wait for their food), the star every card says it costs
if the customer leaves before both are done (a Served card still owes its pay: round 11's
"if unserved" read as a threat already lifted once the card was served, which it is not),
and the computer's messages in a card's footer, which did their work when the card came in
(OPEN brought 1 more card, TASK a new task to the storeroom door). Round 8: "owes money",
"if unhappy", "+1 card" and "+1 task" read as shorthand; round 27: "Paid yet to eat" as a
typo ("to be fed")."""
KEY_WORDS = 20
"""A zone key's chips and words: a size above the table's words, read at 1280x720 by a
first-time player."""
KEY_GAP = 11
"""Between two entries of the counter's key (and between its title and the first): wide
enough that each chip reads with its own words, not its neighbour's."""
KEY_RIGHT = 8
"""A key's last words keep this far from its zone's frame (the OPEN chip never touches it)."""
KEY_PAD = 14
"""A key's chip: its word and this much room (half either side; round 14: at 8 the words
all but touched the chip's edges)."""
KEY_CHIP_STEP = 3
"""A key chip's word is this much smaller than the key's words (never under `KEY_CHIP_LEAST`):
on a chip as tall as the 22 px title line, a 20 px word filled it edge to edge (round 14)."""
KEY_CHIP_LEAST = 16
"""The smallest a key chip's word is drawn."""
KEY_STAR = 22
"""The struck-through star on the key's chip, the chip's height: a 20 px star (at 20 the
picture's star was 18, "a 12 px icon" to round 11's reviewer)."""
ALWAYS_SAID = 5
"""The counter's entries said at every text size and in every language: every mark a card in
the line shows (the stamps, the star, the OPEN and TASK chips)."""


TITLE_GIVES_WAY = ("counter",)
"""Zones whose title is left out where their key's marks need the whole line (every mark a
customer card shows, explained at 20 px): the wooden counter with its line of customers
says what it is."""


def titled(style: Style, strip: pygame.Rect, zone: str) -> bool:
    """Whether a zone's title is drawn: always, but where its key needs the whole line."""
    title = style.ui.fitted_size(style.words.gettext(TITLES[zone]), WORDS, strip.size)[0]
    if zone not in KEYS:
        return True
    entries = key_boxes(style, key_strip(strip), zone)[1]
    return not entries or entries[0][3].x >= strip.x + title + KEY_GAP - 1


KITCHEN_KEY = (KeyMark(N_("kept"), palette.SKY, N_("not rolled again")),)
"""The kitchen's key, along its title: the tag over a die kept out of the next re-roll."""
KITCHEN_KEY_MANAGING = (KeyMark(N_("kept"), palette.SKY, N_("for next turn")),)
"""The kitchen's key in phase 3: a kept die is not left over from this turn but held for the
next one (round 11: beside "Nothing more to do: end the turn", two kept dice read as dice the
player had not managed to place)."""
USED_KEY = KeyMark(N_("used"), palette.SLATE, N_("worked this turn"))
"""The kitchen key's entry for a greyed die back in its place, its card gone: it has done its
work this turn (round 24: the "used" and "idle" tags had no key)."""
IDLE_KEY = KeyMark(N_("idle"), palette.SLATE, N_("not used this turn"))
"""The kitchen key's entry for a die left in the cup once the dice phase is over."""
REST_KEY = KeyMark(N_("to rest"), palette.REST_EDGE, N_("rest room at turn end"))
"""The kitchen key's entry for a die that rolled zzz: it stays in its place this turn and
goes to the rest room when the turn ends (round 31: seen in the kitchen in one screenshot and
in the rest room in another, it read as two rules)."""
KEYS = {"counter": COUNTER_KEY, "kitchen": KITCHEN_KEY}
"""The zones whose title line is also the key of the marks in them."""
KEYS_WHILE_SHOWN = ("kitchen",)
"""Keys said only while their mark lies on the table (the kitchen's, while a die is kept:
`draw.kitchen_key`); the counter's marks are on its cards all game."""


STAMP_TINT = 1.8
"""A Served / Paid stamp's fill: its colour this far toward white (round 29: a solid chip
in the footer beside the 20 px penalty read as a heavy band across every order)."""
STAMP_INK = 0.6
"""A stamp's word and edge: its colour this dark (4.5:1 and more on the tint)."""


def stamp_colours(colour: Colour) -> tuple[Colour, Colour]:
    """A stamp of `colour` as drawn: its pale fill, and its word's and edge's ink."""
    rgb = (colour[0], colour[1], colour[2])
    return palette.shade(rgb, STAMP_TINT), palette.shade(rgb, STAMP_INK)


def stamp_chip(surface: pygame.Surface, colour: Colour, box: pygame.Rect) -> Colour:
    """A stamp's chip (the pale fill, a 2 px edge in the stamp's colour); its word's ink."""
    fill, ink = stamp_colours(colour)
    paint.rect(surface, fill, box, border_radius=6)
    paint.rect(surface, colour, box, 2, border_radius=6)
    return ink


def chip_ink(fill: Colour) -> Colour:
    """The words on a chip of `fill`: white where it reads at 4.5:1, else charcoal."""
    rgb = (fill[0], fill[1], fill[2])
    return palette.WHITE if palette.contrast_ratio(palette.WHITE, rgb) >= 4.5 else CHARCOAL


def key_strip(title: pygame.Rect) -> pygame.Rect:
    """A zone key's line: its title's strip grown 2 px upwards (room for 20 px), its foot
    where the title's is, clear of the glow round a legal place under it; its right end
    `KEY_RIGHT` short of the title's, clear of the zone's frame."""
    return pygame.Rect(title.x, title.y - 2, title.w - KEY_RIGHT, title.h + 2)


KeyEntry = tuple[KeyMark, str, str, pygame.Rect, pygame.Rect]
"""A key's entry placed: the mark, its chip's words, its meaning, the chip and the words' box."""


def key_boxes(style: Style, strip: pygame.Rect, zone: str = "counter",
              marks: Sequence[KeyMark] = ()) -> tuple[float, list[KeyEntry]]:
    """The size of a zone's key and where each of its entries goes, right-aligned on its
    title line: its chip and its words, at `KEY_WORDS` where the entries always said fit so,
    else at the table's `WORDS`, else (a larger text size) at the default text size's 18 px;
    the last entries are left out only where there is no room for them even so (`marks`:
    the zone's key at this moment, where it is not always `KEYS[zone]`)."""
    _ = style.words.gettext
    ui = style.ui
    title = ui.fitted_size(_(TITLES[zone]), WORDS, strip.size)[0]
    marks = marks or KEYS[zone]
    rooms = [strip.w - title - KEY_GAP] + ([strip.w] if zone in TITLE_GIVES_WAY else [])
    steps = (tuple(dict.fromkeys((KEY_WORDS, WORDS, WORDS / ui.scale))),)  # (at a larger
    # text size the default's 18 px last)
    sized: list[tuple[KeyMark, str, str, int, int]] = []
    said_least = min(ALWAYS_SAID, len(marks)) if zone == "counter" else 1  # (the kitchen's
    # "used" and "idle" give way to "kept" before its words shrink)
    room = rooms[-1]
    for sizes in steps:  # the title gives way before a mark goes unexplained
        for room in rooms:
            for size in sizes:
                sized = []
                for mark in marks:
                    said, word = _(mark.means), _(mark.word)
                    chip_w = ui.fitted_size(word, chip_size(size), strip.size)[0] + KEY_PAD
                    if mark.star:
                        chip_w += KEY_STAR
                    sized.append((mark, word, said, chip_w,
                                  ui.fitted_size(said, size, strip.size)[0] + 2))
                while len(sized) > said_least and key_width(sized) > room:
                    sized.pop()  # (entries past those always said give way first)
                if key_width(sized) <= room:
                    break
            if key_width(sized) <= room:
                break
        if key_width(sized) <= room:
            break
    while sized and key_width(sized) > room:
        sized.pop()
    out = []
    x = strip.right - key_width(sized)
    for mark, word, said, chip_w, words_w in sized:
        chip = pygame.Rect(x, strip.y, chip_w, strip.h)
        out.append((mark, word, said, chip,
                    pygame.Rect(chip.right + 5, strip.y, words_w, strip.h)))
        x = chip.right + 5 + words_w + KEY_GAP
    return size, out


def chip_size(size: float) -> float:
    """A key chip's word beside words of `size`: a step smaller, room above and below it."""
    return max(KEY_CHIP_LEAST, size - KEY_CHIP_STEP)


def key_width(sized: Sequence[tuple[KeyMark, str, str, int, int]]) -> int:
    """How wide a key's entries are in a row: each chip, 5 px and its words, `KEY_GAP` apart."""
    return sum(chip + 5 + words for *_, chip, words in sized) + KEY_GAP * max(0, len(sized) - 1)


def title_key(surface: pygame.Surface, style: Style, strip: pygame.Rect, zone: str,
              faces: TacoFaces, marks: Sequence[KeyMark] = ()) -> None:
    """A zone's key along its title line: the counter's "[Served] unpaid  [Paid] waits
    for food  [−1★] if they leave unhappy", the kitchen's "[kept] not rolled again"."""
    size, entries = key_boxes(style, strip, zone, marks)
    for mark, word, said, chip, words_box in entries:
        paint.rect(surface, mark.colour, chip, border_radius=6)
        if mark.star:  # the card's own footer: red words and the struck-through star on paper
            words_at = chip.inflate(-KEY_STAR, 0).move(-KEY_STAR // 2, 0)
            label(surface, style, word, words_at, palette.CHILI, chip_size(size), "center")
            star = pygame.Rect(0, 0, KEY_STAR, KEY_STAR)
            star.midright = (chip.right - 4, chip.centery)
            faces.lost_star(surface, star)
        elif mark.stamp:  # (as the card's stamp is drawn: one look for one meaning)
            ink = stamp_chip(surface, mark.colour, chip)
            label(surface, style, word, chip, ink, chip_size(size), "center")
        else:
            paint.rect(surface, palette.WHITE, chip, 1, border_radius=6)
            label(surface, style, word, chip, chip_ink(mark.colour), chip_size(size), "center")
        label(surface, style, said, words_box, palette.CREAM, size, "midleft")


MENU_KEY = (N_("= a blank face"), N_("what you get"))
"""The menu's key, under its rows: the blank face's picture named (left), and what the
right-hand words are (right)."""


def menu_key_boxes(board: Board) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The key's blank-face picture, its words, and the right-hand column's words."""
    zone = rect(board.box("menu"))
    last = rect(list(board.menu_rows().values())[-1])
    line = pygame.Rect(last.x, last.bottom + 3, last.w, zone.bottom - 4 - last.bottom - 3)
    icon = pygame.Rect(line.x + 8, line.centery - KEY_ICON // 2, KEY_ICON, KEY_ICON)
    split = line.w * 3 // 5  # the blank face's words are the longer
    left = pygame.Rect(icon.right + 4, line.y, line.x + split - icon.right - 8, line.h)
    right = pygame.Rect(line.x + split, line.y, line.w - split - 6, line.h)
    return icon, left, right


def menu_key(surface: pygame.Surface, style: Style, board: Board, faces: TacoFaces) -> None:
    """The menu's key: what the empty square is, and that the words at the right are what a
    dish gives."""
    _ = style.words.gettext
    icon, left, right = menu_key_boxes(board)
    surface.blit(faces.face_icon("blank", KEY_ICON), icon)
    label(surface, style, _(MENU_KEY[0]), left, palette.BROWN, WORDS, "midleft")
    label(surface, style, _(MENU_KEY[1]), right, palette.HEADING, WORDS, "midright")
