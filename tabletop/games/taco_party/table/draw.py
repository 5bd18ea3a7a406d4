"""How the Taco Party table is drawn: the plates and their rims, the middle, the turn's steps,
the log, the hand's note, the cards and what lies over them, as elements.

Each element's look is a frozen record of what it shows, and its painter draws from that record
(the style and the pictures it is given) only, so the canvas redraws exactly what changed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial

import pygame

from tabletop.core.actions import Action
from tabletop.core.language import N_, Language
from tabletop.engine.display import LOGICAL_SIZE
from tabletop.games.taco_party.rules.actions import BURN, DRAW, PICKUP, Discard
from tabletop.games.taco_party.rules.cards import INGREDIENT, OUTFIT, TOPPER
from tabletop.games.taco_party.rules.tacos import TacoScore, is_complete
from tabletop.games.taco_party.table.faces import (
    LIKES_HEART,
    PartyFaces,
    Tint,
    card_colour,
    heart,
    picture_path,
    shade,
)
from tabletop.games.taco_party.table.input import CHOSEN, HINTED, LEGAL, REFUSED, WRONG
from tabletop.games.taco_party.table.plate_layout import (
    MEDIUM,
    TINY,
    CardSize,
    display_order,
)
from tabletop.games.taco_party.table.view_model import (
    HEADER,
    KEY_ROW,
    LOG_FOOT,
    LOG_HEAD,
    LOG_LINE,
    MIDDLE,
    PROGRESS_ROW,
    PartyModel,
    Place,
    box_of,
    coin_box,
)
from tabletop.games.taco_party.table.view_text import STEP_CHIPS, chip_index, chip_label, signed
from tabletop.kit.caption_plate import paint_caption_plate
from tabletop.kit.cards import CardLayer, card_element
from tabletop.kit.chrome import BOTTOM_ROOM, FELT_AREA, Style
from tabletop.kit.elements import Element
from tabletop.kit.signals import Meaning, SignalLook, edge_marks, reach, signal
from tabletop.kit.signals import mark as signal_mark
from tabletop.kit.tooltips import Explanation, TooltipStyle
from tabletop.kit.tooltips import tooltip as kit_tooltip
from tabletop.kit.view_model import Box
from tabletop.ui import fonts, paint, palette
from tabletop.ui.card_sprite import CardSprite
from tabletop.ui.draw import badge, dash_rect, panel, text_in
from tabletop.ui.theme import Colour, Theme

MAT_RADIUS = 14

# z-order of the table's layers (the chrome sits above 900); glowing places lie over the cards
# but under the rims, so a mark never covers a taco's points; the step buttons lie over the
# hand's cards, so a hovered card rises behind them and never hides a button
(Z_SEATS, Z_SLOT, Z_MIDDLE, Z_STEPS, Z_LOG, Z_HAND_NOTE, Z_BUTTONS, Z_BUTTON_HINT, Z_CARDS,
 Z_RIMS, Z_MARKS, Z_GLOWS, Z_MOVING, Z_FLYING, Z_LIFTED, Z_POPUPS, Z_INSPECT) = (
    10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 150.0, 160.0, 100.0, 300.0, 400.0, 250.0, 600.0, 650.0,
    700.0, 800.0, 850.0)

Corners = tuple[int, int, int, int]


def glow_signals(theme: Theme) -> dict[str, SignalLook]:
    """The kit's signal for each reason a place glows: a legal place (stripes), a wrong or
    refused one (a wash and a cross), the keys' choice (the cursor's dots), the hint (dashes)."""
    return {LEGAL: signal(Meaning.LEGAL, theme), WRONG: signal(Meaning.REFUSED, theme),
            CHOSEN: signal(Meaning.CURSOR, theme), REFUSED: signal(Meaning.REFUSED, theme),
            HINTED: signal(Meaning.HINT, theme)}


def check_mark(canvas: pygame.Surface, centre: tuple[float, float], r: float,
               colour: Colour) -> None:
    """A drawn tick (the bundled font has no ✓)."""
    cx, cy = centre
    paint.lines(canvas, colour, False, [(cx - r, cy), (cx - r * 0.3, cy + r * 0.7),
                                        (cx + r, cy - r * 0.7)], 3)


def rule(canvas: pygame.Surface, colour: Colour, left: int, right: int, y: int,
         width: int) -> None:
    """A thin line across a strip (under a seat's name, the shine of a rim)."""
    paint.line(canvas, colour, (left + 2, y + 3), (right - 2, y + 3), width)


# --- the plates ----------------------------------------------------------------------------
@dataclass(frozen=True)
class SeatLook:
    """A seat's mat: what changes only when a taco wraps or the viewer changes."""

    box: Box
    mat: tuple[int, int, int, int]
    """Your own plate's mat is lighter (with '(you)' in its header, that says whose it is)."""
    colour: Colour
    style: tuple


@dataclass(frozen=True)
class HeaderLook:
    """What a seat's header tells: who, their hand, tacos done and points."""

    box: Box
    name: str
    colour: Colour
    shape: str
    minis: int
    """Cards in the seat's hand, said in its header ("4 in hand", "0 in hand"); -1: not said
    (the viewer's own, or a hand shown face up)."""
    open_hand: tuple[int, ...]
    """The seat's hand shown face up in its header instead, each card's band (a replay
    watched as everyone's cards)."""
    total: int
    done: str
    """Tacos completed out of those that end the game ("Tacos done 1/3", beside the tick), one
    short wording on every strip, yours too, however crowded, four long names included (the
    strip's tooltip says the game ends there; "Completed tacos 0/2" on yours beside
    "Completed 0/2" and a bare "0/3" read as three ideas)..."""
    done_short: str
    """...its count alone ("1/3")."""
    any_done: bool
    style: tuple
    short: tuple[bool, bool] = (False, False)
    """Whether every strip says its tacos done by the count alone, and its hand by its number
    alone: one form for the whole table, short on all strips when any one strip must shorten
    (`strips_short`)."""


def seat(style: Style, faces: PartyFaces, model: PartyModel, index: int, name: str,
         badge_mark: tuple[Colour, str], acting: bool, total: int,
         open_hand: tuple[int, ...] = (), short: tuple[bool, bool] = (False, False)
         ) -> list[Element]:
    """A seat's plate: its mat, the active seat's outline round it, and the header with name,
    hand, tacos done and points (with `open_hand`, its hand face up: only a replay shows one
    that is not the viewer's), each an element of its own so a move redraws only what it
    changed."""
    obs = model.obs
    mine = index == model.viewer
    theme = style.theme
    shown = -1 if mine or open_hand else obs.hand_sizes[index]  # "0 in hand" said too
    _ = style.words.gettext
    box = box_of(model.seat_rect(index))
    look = SeatLook(box, palette.PLACEMAT_MINE if mine else palette.PLACEMAT, badge_mark[0],
                    style.key)
    head = HeaderLook(box, _("{name} (you)").format(name=name) if mine else name,
                      badge_mark[0], badge_mark[1], shown, open_hand, total,
                      _("Tacos done {done}/{goal}").format(done=obs.completed[index],
                                                          goal=obs.tacos_to_end),
                      f"{obs.completed[index]}/{obs.tacos_to_end}",
                      obs.completed[index] > 0, style.key, short)
    mat = faces.tint((box.w, box.h), look.mat, MAT_RADIUS)
    hand = tuple((picture_path(c), card_colour(c), c.score)
                 for c in (model.data.card(card) for card in open_hand))
    z = Z_SEATS + index * 0.01
    out = [Element(("seat", index), reach(pygame.Rect(box)), z, look,
                   partial(_paint_seat, look, style, mat))]
    if acting:
        out += edge_marks(("acting", index), signal(Meaning.ACTIVE_SEAT, theme),
                          pygame.Rect(box), z + 0.002, MAT_RADIUS)
    out.append(Element(("seat head", index), pygame.Rect(box.x, box.y, box.w, HEADER), z + 0.004,
                       head, partial(_paint_header, head, style, faces, hand)))
    return out


WHERE_HANDS_ARE = N_("Every hand is face up on its name strip")
HandCard = tuple[str, Colour, int]
"""A card of a hand shown face up on its name strip: its picture, its band's colour, its
points."""
HAND_CHIP = 44
"""A face-up hand's card on a name strip: its picture and its points on a cream disc..."""
HAND_CHIP_BARE = 28
"""...or, on a crowded strip, its colour and its points alone (its tooltip names it)."""
HAND_CHIP_GAP = 3


def open_hand_layout(count: int, room: int) -> tuple[int, float, bool]:
    """How a face-up hand of `count` cards lies in `room` on a name strip: (each chip's width,
    the step between them, whether each shows its picture): pictures where they fit, else
    bare chips side by side, else bare chips overlapping (each one's points still show)."""
    for width, pictured in ((HAND_CHIP, True), (HAND_CHIP_BARE, False)):
        if count * (width + HAND_CHIP_GAP) - HAND_CHIP_GAP <= room:
            return width, width + HAND_CHIP_GAP, pictured
    step = max(18.0, (room - HAND_CHIP_BARE) / max(1, count - 1))
    return HAND_CHIP_BARE, step, False


def open_hand_width(count: int, pictured: bool = True) -> int:
    """The room a face-up hand takes on its name strip, side by side."""
    width = HAND_CHIP if pictured else HAND_CHIP_BARE
    return max(0, count * (width + HAND_CHIP_GAP) - HAND_CHIP_GAP)


def grown_box(box: Box, dx: int, dy: int) -> Box:
    return Box(box.x - dx, box.y - dy, box.w + 2 * dx, box.h + 2 * dy)


def _paint_seat(look: SeatLook, style: Style, mat: Tint,
                canvas: pygame.Surface) -> None:
    theme = style.theme
    rect = pygame.Rect(look.box)
    mat.lay(canvas, rect)
    header = pygame.Rect(rect.x, rect.y, rect.w, HEADER)
    paint.rect(canvas, theme.cream, header, border_top_left_radius=MAT_RADIUS,
               border_top_right_radius=MAT_RADIUS)
    rule(canvas, look.colour, header.x + 8, header.right - 8, header.bottom - 4, 3)


def strip_words(style: Style, model: PartyModel, index: int, name: str, total: int,
                open_hand: tuple[int, ...] = ()) -> tuple[str, str, str, int]:
    """A seat's strip's words: its name as shown, its points, its tacos done in words, and the
    cards in its hand (-1: not said)."""
    obs = model.obs
    _ = style.words.gettext
    mine = index == model.viewer
    shown = -1 if mine or open_hand else obs.hand_sizes[index]
    return (_("{name} (you)").format(name=name) if mine else name,
            _("{points} pts").format(points=total),
            _("Tacos done {done}/{goal}").format(done=obs.completed[index],
                                                 goal=obs.tacos_to_end), shown)


STRIP_DONE_SLACK = 28
"""What "Tacos done 1/2" keeps free on its strip beyond its words, the tick and the hand's count:
at least 8 px between "4 in hand" and the tick (30 left 10 px, and at 1920x1080, where a line
measures a pixel or two wider, four-seat strips said a bare "0/2" that fit at 1280x720)."""


def strip_fit(style: Style, width: int, name: str, points: str, done: str, done_short: str,
              minis: int, hand: int, short_done: bool = False) -> tuple[bool, bool]:
    """Whether a strip `width` wide must say its tacos done by the count alone ("Tacos done"
    shortens to the tick and "1/3" first: a bare "1" beside the card backs did not read as a
    hand), and then its hand by the number alone (a long name at a big text size only)."""
    ui = style.ui
    right = width - 10 - ui.measure(points, fonts.SMALL)[0] - 18
    name_w = ui.measure(name, fonts.SMALL)[0]
    held = style.words.ngettext("{count} in hand", "{count} in hand", minis).format(
        count=minis) if minis >= 0 else ""
    held_w = ui.measure(held, fonts.SMALL)[0] if held else 0
    # +30 here is +38 and -22 below
    held_least = (held_w + 30 if held else 0) + (open_hand_width(hand, False) + 8 if hand else 0)
    short_done = short_done or name_w + held_least + ui.measure(done, fonts.SMALL)[0] + 30 > \
        right - STRIP_DONE_SLACK
    done_w = ui.measure(done_short if short_done else done, fonts.SMALL)[0]
    room = right - done_w - 22 - STRIP_DONE_SLACK
    return short_done, bool(held) and held_w + 38 + name_w > room


def strips_short(style: Style, model: PartyModel, names: list[str], totals: list[int],
                 open_hands: list[tuple[int, ...]]) -> tuple[bool, bool]:
    """One table, one form: the tacos done shortened on every strip when any strip must
    shorten them (a crowded "✓ 0/2" beside the others' "Tacos done 1/2" read as two ideas),
    and likewise the hand's count (measured beside the form every strip then takes)."""
    obs = model.obs
    strips = [(box_of(model.seat_rect(index)).w,
               *strip_words(style, model, index, name, totals[index], open_hands[index]),
               f"{obs.completed[index]}/{obs.tacos_to_end}", len(open_hands[index]))
              for index, name in enumerate(names)]
    short_done = False
    for width, shown, points, done, minis, count, hand in strips:
        short_done |= strip_fit(style, width, shown, points, done, count, minis, hand)[0]
    short_held = any(strip_fit(style, width, shown, points, done, count, minis, hand,
                               short_done)[1]
                     for width, shown, points, done, minis, count, hand in strips)
    return short_done, short_held


def _paint_header(look: HeaderLook, style: Style, faces: PartyFaces,
                  hand: tuple[HandCard, ...], canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.box)
    badge(canvas, look.shape, (rect.x + 16, rect.y + 13), 9, look.colour)
    right = rect.right - 10
    points = style.words.gettext("{points} pts").format(points=look.total)
    score_w = ui.measure(points, fonts.SMALL)[0]
    text_in(canvas, ui, points, fonts.SMALL, theme.charcoal,
            pygame.Rect(right - score_w, rect.y + 3, score_w, HEADER - 6), "midright")
    right -= score_w + 18  # the points stand apart from the tacos completed
    held = style.words.ngettext("{count} in hand", "{count} in hand", look.minis).format(
        count=look.minis) if look.minis >= 0 else ""
    # one wording on every strip: "Tacos done 1/3", in words, or on every strip the tick and
    # "1/3" (its tooltip says what they count) where any strip would not hold the words
    short_done, short_held = strip_fit(style, rect.w, look.name, points, look.done,
                                       look.done_short, look.minis, len(hand), look.short[0])
    short_held = short_held or look.short[1]
    done = look.done_short if short_done else look.done
    done_w = ui.measure(done, fonts.SMALL)[0]
    said = text_in(canvas, ui, done, fonts.SMALL, theme.charcoal,
                   pygame.Rect(right - done_w, rect.y + 3, done_w, HEADER - 6), "midright")
    # the tick beside the words as drawn (a long line renders a little narrower than it
    # measures at a larger window's scale: a gap opened between them at 1920x1080)
    check_mark(canvas, (said.x - 14, rect.y + 12), 6,
               theme.lime if look.any_done else palette.NOT_DONE)
    room = right - done_w - 22 - (rect.x + 30)
    if held and short_held:
        held = str(look.minis)  # a long name at a big text size only: the card backs and
        # the count (its tooltip says it)
    held_w = ui.measure(held, fonts.SMALL)[0] + 26 if held else 0
    room -= held_w + 12 if held else 0
    name = text_in(canvas, ui, look.name, fonts.SMALL, theme.charcoal,
                   pygame.Rect(rect.x + 30, rect.y + 3, max(20, room - (8 if hand else 0)
                                                            - (open_hand_width(len(hand), False)
                                                               if hand else 0)),
                               HEADER - 6), "midleft")
    x = name.right + 8
    if hand:
        _paint_open_hand(style, faces, hand, pygame.Rect(x, rect.y + 3,
                                                         rect.x + 30 + room - x, HEADER - 6),
                         canvas)
    if held:  # the cards in the seat's hand: one card back and their count in words
        hand_glyph(canvas, theme, x, rect.y + 3)
        text_in(canvas, ui, held, fonts.SMALL, theme.charcoal,
                pygame.Rect(x + 22, rect.y + 3, held_w - 22, HEADER - 6), "midleft")


def hand_glyph(canvas: pygame.Surface, theme: Theme, x: int, y: int) -> None:
    """Two small card backs fanned side by side (18x20 from `x`, `y`): a hand of cards, not
    one magenta square, that read as a seat's own colour mark beside the name."""
    for dx, dy in ((0, 3), (6, 0)):
        card = pygame.Rect(x + dx, y + dy, 11, 16)
        paint.rect(canvas, theme.charcoal, card.inflate(2, 2), border_radius=3)
        paint.rect(canvas, theme.magenta, card, border_radius=2)
        paint.rect(canvas, theme.cream, card.inflate(-4, -4), 1, border_radius=1)


def _paint_open_hand(style: Style, faces: PartyFaces, hand: tuple[HandCard, ...],
                     room: pygame.Rect, canvas: pygame.Surface) -> None:
    """A hand face up on a name strip: each card a chip of its band's colour with its
    picture (where there is room) and its points on a cream disc at the strip's text size."""
    theme, ui = style.theme, style.ui
    width, step, pictured = open_hand_layout(len(hand), room.w)
    for i, (picture, colour, score) in enumerate(hand):
        chip = pygame.Rect(round(room.x + i * step), room.y, width, room.h)
        paint.rect(canvas, shade(colour, 0.6), chip.inflate(2, 2), border_radius=6)
        paint.rect(canvas, colour, chip, border_radius=5)
        if pictured:
            side = chip.h - 2
            drawing, at = faces.drawn(picture, side, side)
            canvas.blit(drawing, (chip.x + 2 + at[0], chip.y + 1 + at[1]))
        rad = chip.h // 2
        centre = (chip.right - rad - 1, chip.centery)
        paint.circle(canvas, theme.charcoal, centre, rad)
        paint.circle(canvas, theme.cream, centre, rad - 2)
        digits = pygame.Rect(0, 0, 2 * rad, chip.h + 6)  # the strip's size: never shrunk
        digits.center = (centre[0], centre[1] + 1)
        text_in(canvas, ui, str(score), fonts.SMALL, theme.charcoal, digits)


@dataclass(frozen=True)
class TabLook:
    """A folded taco's tab, inside its column: a pile of card edges that says how many cards
    it folds away in words ("7 more" on a small card at its left end) and, in a row beside it, as
    many of the pictures of the ingredients tucked in it as stand apart there, each once, on
    its band's colour (resting on the tab shows the taco whole)."""

    box: Box
    count: int
    """How many cards the tab stands for..."""
    label: str
    """...said in words ("7 more")."""
    cards: tuple[tuple[str, Colour], ...]
    """The pictures shown: the first kinds of ingredient tucked away (top of the stack first)
    that fit apart, each its picture's name and its band's colour (every card's kind when
    none is an ingredient)."""
    side: int
    """Each picture's side..."""
    step: float
    """...how far apart they stand (never overlapping)..."""
    left: float
    """...and where the first one stands (the row centred right of the count)."""
    style: tuple
    snug: bool = False
    """Whether the count and pictures are set snug (`TAB_SNUG`): the count's card narrower, each
    picture's frame 1 px (else 2)."""


TAB_PILE = 4
"""A tab's pile of card edges: the card behind shows this much above the front one."""
TAB_SIDE_LEAST = 18
"""A tab's pictures are never smaller than this, the table's least for a mark that carries
meaning: fewer are shown where more would not fit (five overlapping 14 px pictures read as a
smudge; a reviewer could not tell the 14-16 px ones apart at 1280x720)."""
TAB_PICTURE_GAP = 2
"""The felt-free gap between two of a tab's pictures."""


def tab_front(box: Box) -> pygame.Rect:
    """The front card of a tab's pile (the card behind it shows `TAB_PILE` above it)."""
    return pygame.Rect(box.x, box.y + TAB_PILE, box.w, box.h - TAB_PILE)


def tab_words(style: Style, count: int) -> str:
    """What a tab's count says: "7 more", the cards folded away beyond those in sight ("7
    cards" left a reviewer asking whether it counted the whole taco or the hidden ones)."""
    return style.words.ngettext("{count} more", "{count} more", count).format(count=count)


def tab_count_box(style: Style, box: Box, label: str, snug: bool = False) -> pygame.Rect:
    """The small card at a tab's left end that counts its cards in words: as tall as the
    front card allows, as wide as its words need (never wider than the tab); `snug`
    (`TAB_SNUG`), closer round its words, so a narrow column's tab keeps room for a picture."""
    front = tab_front(box)
    height = front.h - 6
    inset, pad = (2, 4) if snug else (4, 10)
    width = min(style.ui.measure(label, fonts.SMALL)[0] + pad, front.w - 2 * inset)
    return pygame.Rect(front.x + inset, front.y + 3, width, height)


TAB_SNUG = (False, True)
"""A tab's count and pictures as usual, then snug where no picture stood beside "7 cards" in
a narrow column (a newcomer saw a count of cards and nothing of what was in them): the text
stays the table's 18 px, the felt round it narrower."""


def tab_pictures(cards: Sequence) -> tuple[tuple[str, Colour], ...]:
    """Each kind of ingredient among `cards` once, in stack order (every kind when none is)."""
    shown = [c for c in cards if c.kind == INGREDIENT] or list(cards)
    out: list[tuple[str, Colour]] = []
    for card in shown:
        item = (picture_path(card), card_colour(card))
        if item not in out:
            out.append(item)
    return tuple(out)


def tab_row(room: pygame.Rect, count: int, frame: int = 2) -> tuple[int, int, float, float]:
    """How many of `count` pictures stand apart in `room`, and how: (how many, their side,
    the step between them, the first one's left edge), the row centred, each chip
    `TAB_PICTURE_GAP` from the next; the pictures shrink to `TAB_SIDE_LEAST`, then fewer
    are shown (none where even one would not fit)."""
    side = max(TAB_SIDE_LEAST, room.h - 2 * frame)  # each chip as tall as the row
    while True:
        chip = side + 2 * frame
        step = float(chip + TAB_PICTURE_GAP)
        fits = max(0, int((room.w - chip) // step) + 1) if room.w >= chip else 0
        if fits >= count or side <= TAB_SIDE_LEAST:
            shown = min(count, fits)
            width = chip + max(0, shown - 1) * step if shown else 0
            return shown, side, step, room.x + max(0.0, (room.w - width) / 2)
        side -= 1


def tab_frame(snug: bool) -> int:
    """The coloured frame round each of a tab's pictures: 1 px set snug, else 2."""
    return 1 if snug else 2


def fold_tabs(style: Style, faces: PartyFaces, model: PartyModel) -> list[Element]:
    """Each folded taco's tab, in one band of its column between its newest bands and its
    front card, never wider than the column."""
    out = []
    for seat, index, place, hidden in model.tabs():
        box = box_of(place)
        cards = [model.data.card(card) for card in hidden]
        pictures = tab_pictures(cards)
        label = tab_words(style, len(cards))
        front = tab_front(box)
        for snug in TAB_SNUG:
            counter = tab_count_box(style, box, label, snug)
            gap, margin = (2, 2) if snug else (4, 3)
            room = pygame.Rect(counter.right + gap, front.y + 2,
                               front.right - margin - counter.right - gap, front.h - 4)
            shown, side, step, left = tab_row(room, len(pictures), tab_frame(snug))
            if shown or not pictures:
                break
        look = TabLook(box, len(cards), label, pictures[:shown], side, step, left, style.key,
                       snug)
        out.append(Element(("fold tab", seat, index), pygame.Rect(box), Z_CARDS + 0.9, look,
                           partial(_paint_tab, look, style, faces)))
    return out


def _paint_tab(look: TabLook, style: Style, faces: PartyFaces, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    box = pygame.Rect(look.box)
    front = tab_front(look.box)
    for inset, top in ((2 * TAB_PILE, box.y), (TAB_PILE, box.y + TAB_PILE // 2)):  # behind
        edge = pygame.Rect(box.x + inset, top, box.w - 2 * inset, front.bottom - top)
        paint.rect(canvas, shade(theme.cream, 0.86), edge, border_top_left_radius=7,
                   border_top_right_radius=7)
        paint.rect(canvas, theme.charcoal, edge, 1, border_top_left_radius=7,
                   border_top_right_radius=7)
    paint.rect(canvas, theme.cream, front, border_top_left_radius=7, border_top_right_radius=7)
    paint.rect(canvas, theme.charcoal, front, 1, border_top_left_radius=7,
               border_top_right_radius=7)
    counter = tab_count_box(style, look.box, look.label, look.snug)  # on a small card
    paint.rect(canvas, theme.charcoal, counter.inflate(2, 2), border_radius=4)
    paint.rect(canvas, theme.magenta, counter, border_radius=3)
    digits = pygame.Rect(counter.x, box.y, counter.w, box.h + 2)  # the tab's height: never
    digits.centery = counter.centery + 1  # shrunk below the strips' 18 px
    text_in(canvas, ui, look.label, fonts.SMALL, theme.white, digits)
    side, frame = look.side, tab_frame(look.snug)
    top = front.centery - (side + 2 * frame) // 2
    for i, (picture, colour) in enumerate(look.cards):  # each kind: its band in small
        chip = pygame.Rect(round(look.left + i * look.step), top, side + 2 * frame,
                           side + 2 * frame)
        paint.rect(canvas, shade(colour, 0.6), chip.inflate(2, 2), border_radius=6)
        paint.rect(canvas, colour, chip, border_radius=5)
        drawing, at = faces.drawn(picture, side, side)  # its drawing fills the chip
        canvas.blit(drawing, (chip.x + frame + at[0], chip.y + frame + at[1]))


@dataclass(frozen=True)
class ShellLook:
    """A taco's shell: a tortilla-coloured cradle behind its base and what stands in front of
    it, so a stack reads as one taco whose filling (the bands above) is tucked into it."""

    box: Box
    style: tuple


SHELL_OUT = 5
"""How far a taco's shell shows beside and under its cards."""


def shells(style: Style, model: PartyModel) -> list[Element]:
    """Each taco's shell, under its cards (`PartyModel.shell_rect`)."""
    out = []
    for seat in range(model.players):
        for index in range(len(model.obs.plates[seat])):
            rect = model.shell_rect(seat, index)
            if rect is None:
                continue
            box = box_of(rect)
            box = Box(box.x - SHELL_OUT, box.y - 2, box.w + 2 * SHELL_OUT, box.h + 2 + SHELL_OUT)
            look = ShellLook(box, style.key)
            out.append(Element(("shell", seat, index), pygame.Rect(box).inflate(4, 4),
                               Z_SLOT + 0.5, look, partial(_paint_shell, look)))
            # (its rect round its dark edge too, a pixel outside its box: a redraw that
            # left that pixel behind drew a stray line above a new taco's shell)
    return out


SPECKLE_STEP = 13
"""A tortilla's toasted speckles down each side of its shell, this far apart."""


def _paint_shell(look: ShellLook, canvas: pygame.Surface) -> None:
    """A tortilla wrapped round the taco: its edge, a lighter fold inside it, speckles."""
    box = pygame.Rect(look.box)
    tortilla = palette.PARTY_TORTILLA
    paint.rect(canvas, shade(tortilla, 0.62), box.inflate(2, 2), border_radius=12)
    paint.rect(canvas, tortilla, box, border_radius=11)
    fold = box.inflate(-SHELL_OUT, -SHELL_OUT)
    paint.rect(canvas, shade(tortilla, 1.12), fold, 2, border_radius=9)
    speckle = shade(tortilla, 0.72)
    for n, y in enumerate(range(box.y + 14, box.bottom - 10, SPECKLE_STEP)):
        for x in (box.x + SHELL_OUT // 2, box.right - SHELL_OUT // 2 - 1):
            paint.circle(canvas, speckle, (x, y + (n % 2) * 4), 1.5)


@dataclass(frozen=True)
class SlotLook:
    box: Box
    style: tuple
    live: bool = True
    """Your turn to play: a card dropped there starts a new taco. Off your turn the slot is
    fainter (no sheen, its outline and words dimmed): your plate keeps its place, so your
    tacos stand where they will on your turn, never off-centre beside an empty gap."""
    dashed: bool = True
    """Its own dashed edge; not while the hint's dashes stand round it (two dashed outlines,
    one inside the other, read as busy)."""


SLOT_DIM = 0.62
"""How much of the slot's cream its outline and words keep off your turn."""


def new_taco_slot(style: Style, faces: PartyFaces, box: Box, live: bool = True,
                  dashed: bool = True) -> Element:
    """Where a card dropped on your plate starts a new taco (on your turn, to play; fainter
    off it; without its own dashes while the hint's mark it)."""
    look = SlotLook(box, style.key, live, dashed)
    shade = faces.tint((box.w, box.h), palette.CREAM_SHEEN, 10)
    return Element("new taco", pygame.Rect(box).inflate(8, 8), Z_SLOT, look,
                   partial(_paint_slot, look, style, shade))


TACO_PLACE_REACH = 4
"""How far past an empty taco place its element's rect reaches (its dashes lie on its edge)."""


def taco_places(style: Style, model: PartyModel, seat: int) -> list[Element]:
    """Another player's empty taco places: quiet dashed card places where its
    next tacos will stand, up to the tacos that end the game, so its plate reads as a plate
    waiting for tacos, not bare felt round one. Each is an element of its own, its rect round
    all it paints, so the table's kept picture redraws it when it comes or goes. They say
    nothing and are fainter than your own slot: no card can be played there (a reviewer found
    their "New taco" words noise, wrapping to two lines in the narrow plates of 3-4 seats)."""
    ink = shade(style.theme.cream_dark, PLACE_DIM)
    out = []
    for i, rect in enumerate(model.taco_places(seat)):
        box = box_of(rect)
        out.append(Element(("taco place", seat, i),
                           pygame.Rect(box).inflate(2 * TACO_PLACE_REACH, 2 * TACO_PLACE_REACH),
                           Z_SLOT, (box, ink, style.key),
                           partial(_paint_place, box, ink)))
    return out


PLACE_DIM = 0.5
"""How much of the cream another player's empty taco place keeps (your own slot, off your
turn, keeps `SLOT_DIM`)."""


def _paint_place(box: Box, ink: Colour, canvas: pygame.Surface) -> None:
    """A dashed, wordless taco place."""
    dash_rect(canvas, pygame.Rect(box), ink)


SLOT_WORDS_IN = 8
"""The new-taco slot's words keep this far from its dashed edges (4 px ran them into it)."""


def _paint_slot(look: SlotLook, style: Style, sheen: Tint,
                canvas: pygame.Surface) -> None:
    theme = style.theme
    slot = pygame.Rect(look.box)
    ink = theme.cream_dark if look.live else shade(theme.cream_dark, SLOT_DIM)
    if look.live:
        sheen.lay(canvas, slot)
    if look.dashed:
        dash_rect(canvas, slot, ink)
    _slot_words(canvas, style, slot, style.words.gettext("New taco"), ink)


def _slot_words(canvas: pygame.Surface, style: Style, slot: pygame.Rect, said: str,
                ink: Colour) -> None:
    """A dashed place's words, centred, on two lines where one would reach its dashes."""
    ui = style.ui
    lines = ([said] if ui.measure(said, fonts.SMALL)[0] <= slot.w - 2 * SLOT_WORDS_IN
             else said.split(" ", 1))  # "Taco nuevo" on two lines, clear of the dashes
    y = slot.centery - 11 * len(lines)
    for line in lines:
        text_in(canvas, ui, line, fonts.SMALL, ink,
                pygame.Rect(slot.x + 4, y, slot.w - 8, 22), "midtop")
        y += 22


@dataclass(frozen=True)
class ChipLook:
    """One taco's points on the rim."""

    text: str
    fill: Colour
    ink: Colour
    complete: bool
    x: int
    width: int
    size: int = fonts.SMALL
    """The chip's text size: `fonts.MIN_TEXT` on a rim too crowded for the usual size."""
    struck: bool = False
    """Its points struck through: a taco beyond the ones that score, on a rim too crowded to
    say "Not counted" (`chip_struck`)."""


@dataclass(frozen=True)
class RimLook:
    rim: Box
    colour: Colour
    chips: tuple[ChipLook, ...]
    burned: tuple[str, int, int] | None
    """The burned cards' points, where their chip is centred and its width."""
    style: tuple
    burned_flame: bool = False
    """The burned chip says its points beside the burn's flame (the key's "burns"), not
    "Burned:", on a rim too crowded for every taco's chip to keep its words."""


CHIP_GAP = 14
"""The felt kept between two chips on a rim (their dark edges 12 px apart: two chips never
read as one, "Biggest \u00d72" never touching "Empty")."""


CHIP_TIERS = tuple(range(7))
"""A rim's chips' wordings, tried in turn until they fit under their tacos: the usual words
("Biggest: 21 \u00d7 2 = 42"), then the biggest's sum alone ("21 pts \u00d7 2 = 42"), then
every other chip its points ("5 pts"), then the burned chip its flame and points ("\u22124"
beside the key's flame, where "Burned: \u22124" took a quarter of a crowded rim: four tacos and
burns on a quarter of the table once said bare numbers), then the biggest's short words
("\u00d72: 42 pts", "42 pts"), and only where even those cannot part the numbers alone
(`chip_words`). Always the table's 18 px text: a chip is read across the table."""
FLAME_TIER = 3
"""From this tier on, the burned chip is its flame and its points (`burned_words`)."""
NUMBERS_ALONE = 6
"""The last tier: the numbers alone."""
STRUCK_TIER = 4
"""From this tier on (four tacos on a quarter of the table), a taco not counted says its
points struck through, where "Not in top 3" does not fit under it."""
RIM_FLAME = 16
"""The burned chip's flame, at the key's and the burn tags' size."""


def chip_words(score: TacoScore, times: int, words: Language | None = None,
               short: int = 0, scored: int = 3) -> str:
    """What a taco's chip says: one story of what counts, in one form a first-time player
    reads on every rim, at every width and in every language. A taco that counts says its
    points ("16 pts"); the biggest why it counts twice and what it makes ("Biggest: 21
    × 2 = 42", as the results do); a taco with no ingredient "Empty: −2", like its
    card; a taco beyond the `scored` that count says why it does not ("Not in top 3: 5 pts",
    "Not in top 3" where the rim is crowded, its points struck through only on the most
    crowded rims; its own points, never "0": two identical tacos once read "4 pts" and "0
    pts"). ("Top 3: 4 pts" under a taco that counted beside a
    struck-through "4 pts" under one that did not said one idea two ways, neither why.)
    `short`, only for a table whose rims stand too narrow for those words (`CHIP_TIERS`, one
    tier for every rim): 1 says the biggest's sum alone ("21 pts × 2 = 42") and a taco
    not counted "Not in top 3", 2 and 3 every other chip its points ("−2 pts"), 4 the
    biggest "×2: 42 pts", 5 every counted chip's points ("42 pts"), with a word beside
    the number (the chip's colour still tells the biggest, the empty and the not counted
    apart; from 4 a taco not counted its points struck through, `chip_struck`); 6, the
    numbers alone, only where even those cannot part."""
    _ = (words or Language()).gettext
    points = score.card_points if score.counted == "extra" else score.points
    if short >= NUMBERS_ALONE:
        return signed(points) if points < 0 else str(points)
    if score.counted == "extra" and short < STRUCK_TIER:  # why it adds nothing: only the
        if short:  # biggest `scored` count
            return _("Not in top {scored}").format(scored=scored)
        return _("Not in top {scored}: {points} pts").format(scored=scored, points=points)
    if score.counted == "biggest" and short < 4:
        said = (_("Biggest: {points} × {times} = {total}") if not short
                else _("{points} pts × {times} = {total}"))
        return said.format(points=score.card_points, times=times, total=score.points)
    if score.counted == "biggest" and short == 4:
        return _("×{times}: {total} pts").format(times=times, total=score.points)
    if score.counted == "top" or short >= 2:
        return _("{points} pts").format(points=signed(points) if points < 0 else points)
    return _("Empty: {points}").format(points=signed(points))  # no ingredient yet


def chip_struck(score: TacoScore, short: int) -> bool:
    """Whether a chip's points are struck through: a taco not counted, where its chip is too
    short to say so in words (`chip_words`)."""
    return score.counted == "extra" and short >= STRUCK_TIER


def burned_words(points: int, words: Language | None = None, flame: bool = False) -> str:
    """The burned cards' chip: "Burned: \u22123" (`flame`: "\u22123", drawn beside the flame
    the key calls "burns")."""
    if flame:
        return signed(-points)
    _ = (words or Language()).gettext
    return _("Burned: {points}").format(points=signed(-points))


def rims(style: Style, faces: PartyFaces, model: PartyModel, colours: Sequence[Colour],
         tacos: Sequence[Sequence[TacoScore]]) -> list[Element]:
    """Every plate's rim (`rim`), all worded alike (`chip_words`): at the shortest tier any
    rim needs, one form for the table (a crowded rim's "9 pts \u00d7 2 = 18" beside the
    others' "Biggest: 9 \u00d7 2 = 18" read as two ideas)."""
    short = max((rim_tier(style, model, seat, scores) for seat, scores in enumerate(tacos)),
                default=0)
    return [rim(style, faces, model, seat, colours[seat], scores, short)
            for seat, scores in enumerate(tacos)]


def rim_tier(style: Style, model: PartyModel, index: int, tacos: Sequence[TacoScore]) -> int:
    """The first of `CHIP_TIERS` whose chips fit under their tacos on this rim."""
    rim_box = box_of(model.rim_rect(index))
    columns = sorted((pygame.Rect(box_of(model.column(index, s.index))) for s in tacos),
                     key=lambda r: r.x)
    for short in CHIP_TIERS:
        chips, burnt = _rim_chips(style, model, index, tacos, short)
        if not _crowded(chips, burnt, rim_box, columns):
            return short
    return CHIP_TIERS[-1]


def rim(style: Style, faces: PartyFaces, model: PartyModel, index: int, colour: Colour,
        tacos: Sequence[TacoScore], short: int | None = None) -> Element:
    """The plate's front rim, below (the others') or over the foot of (yours) each taco, with
    each taco's points and why they count under it, and the burned cards' loss; `short`: the
    table's tier (else this rim's own, `rim_tier`)."""
    rim_box = box_of(model.rim_rect(index))
    if short is None:
        short = rim_tier(style, model, index, tacos)
    chips, burnt = _rim_chips(style, model, index, tacos, short)
    look = RimLook(rim_box, colour, tuple(chips), burnt, style.key,
                   burnt is not None and short >= FLAME_TIER)
    return Element(("rim", index), pygame.Rect(look.rim).inflate(120, 8),
                   Z_RIMS + index * 0.01, look, partial(_paint_rim, look, style, faces))


def _rim_chips(style: Style, model: PartyModel, index: int, tacos: Sequence[TacoScore],
               short: int = 0, size: int = fonts.SMALL
               ) -> tuple[list[ChipLook], tuple[str, int, int] | None]:
    """A rim's chips, each centred under its taco (nudged only where two would touch), and
    its burned chip (if any)."""
    theme, obs, ui = style.theme, model.obs, style.ui
    numbers = model.data.numbers
    rim_box = box_of(model.rim_rect(index))
    burned = model.burned_rect(index)
    lost = sum(model.data.card(c).score for c in obs.burned[index])
    burnt = None
    if burned is not None:
        flame = short >= FLAME_TIER
        text = burned_words(lost, style.words, flame)
        width = ui.measure(text, size)[0] + 16 + (RIM_FLAME + 2 if flame else 0)
        burnt = (text, round(burned.right) - (width + 1) // 2, width)
    chips = []
    for score in tacos:
        taco = obs.plates[index][score.index]
        fill, ink = {"biggest": (theme.marigold, theme.charcoal),
                     "top": (theme.white, theme.charcoal),
                     "extra": (palette.EXTRA_BAND, theme.charcoal)}.get(
                         score.counted, (theme.chili, theme.white))
        text = chip_words(score, numbers.biggest_taco_multiplier, style.words, short,
                          numbers.scored_tacos)
        complete = is_complete(model.data, taco)
        width = max(34, ui.measure(text, size)[0] + (32 if complete else 16))
        column = pygame.Rect(box_of(model.column(index, score.index)))
        chips.append(ChipLook(text, fill, ink, complete, column.centerx, width, size,
                              chip_struck(score, short)))
    return _spread(chips, rim_box, burnt), burnt


def _spread(chips: list[ChipLook], rim: Box, burnt: tuple[str, int, int] | None
            ) -> list[ChipLook]:
    """Chips nudged apart where two would touch (and clear of the burned chip), each as near
    its taco as it can be."""
    out: list[ChipLook] = []
    edge = rim.x + 2
    for chip in sorted(chips, key=lambda c: c.x):
        x = max(chip.x, edge + CHIP_GAP + chip.width // 2)
        out.append(replace(chip, x=x))
        edge = x + (chip.width + 1) // 2
    limit = (burnt[1] - burnt[2] // 2 if burnt else rim.x + rim.w - 2)
    for i in range(len(out) - 1, -1, -1):
        chip = out[i]
        x = min(chip.x, limit - CHIP_GAP - (chip.width + 1) // 2)
        out[i] = replace(chip, x=x)
        limit = x - chip.width // 2
    return out


def _crowded(chips: Sequence[ChipLook], burnt: tuple[str, int, int] | None, rim: Box,
             columns: Sequence[pygame.Rect] = ()) -> bool:
    """Whether a rim's chips, spread, touch, leave the rim or are pushed clear of their own
    tacos (`columns`, left to right)."""
    placed = sorted(chips, key=lambda c: c.x)
    if any(c.x + (c.width + 1) // 2 <= column.left or c.x - c.width // 2 >= column.right
           for c, column in zip(placed, columns, strict=False)):
        return True
    spans = sorted([(c.x - c.width // 2, c.x + (c.width + 1) // 2) for c in chips]
                   + ([(burnt[1] - burnt[2] // 2, burnt[1] + (burnt[2] + 1) // 2)]
                      if burnt else []))
    if spans and (spans[0][0] < rim.x + 2 or spans[-1][1] > rim.x + rim.w - 2):
        return True
    return any(a[1] + CHIP_GAP > b[0] for a, b in zip(spans, spans[1:], strict=False))


def _paint_rim(look: RimLook, style: Style, faces: PartyFaces,
               canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    rim = pygame.Rect(look.rim)
    paint.rect(canvas, palette.RIM_FILL, rim, border_radius=10)
    paint.rect(canvas, look.colour, rim, 2, border_radius=10)
    rule(canvas, palette.RIM_SHINE, rim.x + 8, rim.right - 8, rim.y, 2)
    for chip_look in look.chips:
        chip = pygame.Rect(0, 0, chip_look.width, rim.h - 4)
        chip.center = (chip_look.x, rim.centery)
        paint.rect(canvas, theme.charcoal, chip.inflate(2, 2), border_radius=11)
        paint.rect(canvas, chip_look.fill, chip, border_radius=10)
        words = chip
        if chip_look.complete:
            paint.circle(canvas, theme.lime, (chip.x + 11, chip.centery), 8)
            check_mark(canvas, (chip.x + 11, chip.centery), 4, theme.white)
            words = pygame.Rect(chip.x + 20, chip.y, chip.w - 20, chip.h)
        drawn = text_in(canvas, ui, chip_look.text, chip_look.size, chip_look.ink,
                        words.move(0, 1))
        if chip_look.struck:  # its points do not count
            y = drawn.centery + 1
            paint.line(canvas, chip_look.ink, (drawn.x - 2, y), (drawn.right + 1, y), 2)
    size = min((c.size for c in look.chips), default=fonts.SMALL)
    if look.burned is not None:
        text, x, width = look.burned
        chip = pygame.Rect(0, 0, width, rim.h - 4)
        chip.center = (x, rim.centery)
        paint.rect(canvas, theme.chili, chip, border_radius=10)
        words = chip
        if look.burned_flame:  # the key's flame on a cream disc, then the points
            centre = (chip.x + 4 + RIM_FLAME // 2, chip.centery)
            paint.circle(canvas, theme.cream, centre, RIM_FLAME // 2 + 1)
            flame, at = faces.drawn("icons/flame.png", RIM_FLAME - 2, RIM_FLAME - 2)
            canvas.blit(flame, (centre[0] - (RIM_FLAME - 2) // 2 + at[0],
                                centre[1] - (RIM_FLAME - 2) // 2 + at[1]))
            words = pygame.Rect(chip.x + RIM_FLAME + 4, chip.y, chip.w - RIM_FLAME - 4, chip.h)
        text_in(canvas, ui, text, size, theme.white, words.move(0, 1))


# --- the middle of the table and the steps --------------------------------------------------
@dataclass(frozen=True)
class MiddleLook:
    """The middle's mat and its tag: what stays put while the piles and the sale change."""

    area: Box
    label: Box
    """The middle's tag ("For sale"), at the left of its cards."""
    style: tuple


@dataclass(frozen=True)
class PilesLook:
    """The deck and the discard pile on the middle's mat, with their counts."""

    deck: Box
    discard: Box
    deck_count: int
    discard_count: int
    last_deck: bool
    back: int
    style: tuple


Z_PILES, Z_EMPTY_SALE = Z_MIDDLE + 0.1, Z_MIDDLE + 0.2
"""Over the middle's mat, in the order one painter drew them all in before they were apart."""


def middle(style: Style, faces: PartyFaces, model: PartyModel) -> list[Element]:
    """The middle: its mat and tag; the deck and the discard pile with their counts (a ribbon
    over the deck's foot says "last" above its label "deck" once the discards have become the
    last deck: not at two seats, where the first deck is the last one, as 'How to win' says,
    and a ribbon there from the first turn on said nothing a newcomer could read); a dashed
    place for each card for sale that is missing. Apart, so a move that changes a count
    redraws the piles, not the whole mat and the cards on it."""
    obs = model.obs
    deck, discard = box_of(model.zone("deck")), box_of(model.zone("discard"))
    centre = model.zone("centre")
    area = Box(deck.x - 8, round(centre.y) - 2, round(centre.right) - deck.x + 12,
               round(centre.h) + 4)
    back = faces.back(TINY)
    look = MiddleLook(area, model.middle_label_box(), style.key)
    piles = PilesLook(deck, discard, obs.deck_count, obs.discard_count,
                      bool(obs.deck_count and obs.run_outs_to_end > 1
                           and obs.run_outs == obs.run_outs_to_end - 1),
                      id(back), style.key)
    reach = pygame.Rect(area).unionall([pygame.Rect(deck).inflate(24, 60),
                                        pygame.Rect(discard).inflate(24, 60)]).inflate(8, 8)
    out = [Element("middle", reach, Z_MIDDLE, look,
                   partial(_paint_mat, look, style,
                           faces.tint((area.w, area.h), palette.PLACEMAT, MAT_RADIUS))),
           Element("piles", piles_reach(deck, discard), Z_PILES, piles,
                   partial(_paint_piles, piles, style, back, faces.shadow(TINY)))]
    for (card, (x, y)) in zip(obs.centre, model.centre_points(), strict=True):
        if card is None:
            slot = empty_sale_slot((round(x), round(y)))
            out.append(Element(("empty sale", slot.center), slot.inflate(4, 4), Z_EMPTY_SALE,
                               (slot.center, style.key),
                               partial(_paint_empty_sale, style, slot)))
    return out


def piles_reach(deck: Box, discard: Box) -> pygame.Rect:
    """Every pixel the piles may paint: their cards' shadows and stacked backs, the
    discards' edges, and the two lines of words under each."""
    piles = pygame.Rect(deck).union(pygame.Rect(discard))
    return pygame.Rect(piles.x - 16, piles.y - 34, piles.w + 32, piles.h + 34 + 2 * 22 + 8)


def empty_sale_slot(centre: tuple[int, int]) -> pygame.Rect:
    slot = pygame.Rect(0, 0, MIDDLE.width, MIDDLE.height)
    slot.center = centre
    return slot


def deck_layers(count: int) -> int:
    """How many card backs the deck's pile shows (one for every eight cards, five at most)."""
    return min(5, (count + 7) // 8)


def last_deck_ribbon(deck: Box, count: int) -> Box:
    """Where the last deck's ribbon lies: across the foot of the pile's top card, clear of the
    back's picture."""
    shift = 2 * (max(1, deck_layers(count)) - 1)
    return Box(deck.x - shift, deck.y - shift + deck.h - 26, deck.w, 24)


def _paint_mat(look: MiddleLook, style: Style, mat: Tint, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    mat.lay(canvas, pygame.Rect(look.area))
    label = pygame.Rect(look.label)
    paint.rect(canvas, theme.cream, label, border_radius=10)  # (no rule under it: a short
    # orange line at its rounded foot read as a stray underline)
    text_in(canvas, ui, style.words.pgettext("zone", "For sale"), fonts.SMALL, theme.charcoal,
            middle_label_words(label))


def _paint_piles(look: PilesLook, style: Style, back: pygame.Surface, shadow: pygame.Surface,
                 canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    deck, discard = pygame.Rect(look.deck), pygame.Rect(look.discard)
    layers = deck_layers(look.deck_count)
    if look.deck_count == 0:
        dash_rect(canvas, deck, theme.cream_dark)
    for i in range(layers):
        canvas.blit(shadow, (deck.x - 6 + 3 - i * 2, deck.y - 6 + 3 - i * 2))
        canvas.blit(back, (deck.x - i * 2, deck.y - i * 2))
    if look.discard_count == 0:
        dash_rect(canvas, discard, theme.cream_dark)
    else:
        for i in range(min(3, look.discard_count - 1)):
            paint.rect(canvas, theme.cream_dark, discard.move(-2 - i * 2, -2 - i * 2),
                       border_radius=6)
    words = style.words
    for rect, word, count in ((deck, words.pgettext("pile", "deck"), look.deck_count),
                              (discard, words.pgettext("pile", "discard"), look.discard_count)):
        for i, text in enumerate((word, str(count))):
            text_in(canvas, ui, text, fonts.SMALL, theme.cream,
                    pygame.Rect(rect.x - 3, rect.bottom + 1 + i * 22, rect.w + 6, 22),
                    "midtop", shadow=theme.shadow)
    if look.last_deck:  # "last" on a ribbon over the deck's foot, read with its label below
        ribbon = pygame.Rect(last_deck_ribbon(look.deck, look.deck_count))
        paint.rect(canvas, theme.charcoal, ribbon.inflate(2, 2), border_radius=6)
        paint.rect(canvas, theme.chili, ribbon, border_radius=5)
        text_in(canvas, ui, words.pgettext("deck ribbon", "Last"), fonts.SMALL, theme.white,
                ribbon.move(0, 1))  # as wide as the deck: "Last" over its label "deck"


def _paint_empty_sale(style: Style, slot: pygame.Rect, canvas: pygame.Surface) -> None:
    dash_rect(canvas, slot, style.theme.cream_dark)


def middle_label_words(label: pygame.Rect) -> pygame.Rect:
    """Where the middle's tag says its word, above the tag's rule, 3 px clear of each side
    ("En venta" touched them)."""
    return label.inflate(-6, -8).move(0, -2)


@dataclass(frozen=True)
class StepsLook:
    zone: Box
    coin: tuple[int, int]
    amount: int
    spending: bool
    lit: int
    """The step chip lit (past ones are shown done; none once the game is over)."""
    notes: tuple[str, ...]
    """What the panel says under the chips (who draws, whose turn, what to burn)."""
    aside: tuple[str, int]
    """What the pickup is and buys, said under the chips from that x (past any buttons);
    "" when the row has no room for it."""
    style: tuple
    owner: tuple[Colour, str] | None = None
    """Whose pickup the ticket shows on another seat's turn: that seat's mark (its colour and
    shape, as the top bar and its plate show it), on the ticket's corner."""


ASIDE_SIZE = fonts.SMALL
"""The pickup's line under the step chips."""
OWNER_MARK_R = 10
"""The seat's mark on the pickup ticket's corner on another seat's turn."""


def owner_mark_centre(ticket: pygame.Rect) -> tuple[int, int]:
    """Where the owner's mark sits on the ticket: its top left corner, clear of the number."""
    return (ticket.x + OWNER_MARK_R + 4, ticket.y + OWNER_MARK_R + 4)


def pickup_aside(ui: fonts.FontBook, model: PartyModel, said: Sequence[str], left: int
                 ) -> tuple[str, int]:
    """The longest of `said` that fits whole on the row under the chips from `left` (past the
    step buttons) to the panel's right, at `ASIDE_SIZE`: never cut short, never shrunk."""
    zone = model.zone("steps")
    room = zone.x + zone.w - 12 - left
    for text in said:
        if ui.measure(text, ASIDE_SIZE)[0] <= room:
            return (text, left)
    return ("", left)


def steps(style: Style, faces: PartyFaces, model: PartyModel, lit: int,
          notes: tuple[str, ...], aside: tuple[str, int] = ("", 0),
          owner: tuple[Colour, str] | None = None) -> Element:
    """The turn's steps: the pickup ticket (with `owner`'s mark on another seat's turn), the
    four step chips, a note under them (or what the pickup is and buys, beside the step's
    buttons)."""
    obs = model.obs
    zone = box_of(model.zone("steps"))
    coin = model.coin_centre()
    spending = obs.step in (PICKUP, BURN)
    look = StepsLook(zone, (round(coin[0]), round(coin[1])),
                     obs.pickup_left if spending else obs.pickup, spending, lit, notes,
                     ("", 0) if notes else aside, style.key, owner)
    return Element("steps", pygame.Rect(zone).inflate(8, 8), Z_STEPS, look,
                   partial(_paint_steps, look, style, faces.tint((zone.w, zone.h), palette.PLACEMAT,
                                                                 MAT_RADIUS)))


def _paint_steps(look: StepsLook, style: Style, mat: Tint,
                 canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    zone = pygame.Rect(look.zone)
    mat.lay(canvas, zone)
    ticket = pygame.Rect(coin_box(look.coin))  # a gold ticket, as a card's cost: it pays them
    paint.rect(canvas, theme.charcoal, ticket.inflate(4, 4), border_radius=14)
    paint.rect(canvas, theme.marigold, ticket, border_radius=12)
    text_in(canvas, ui, str(look.amount), 30, theme.charcoal,
            pygame.Rect(ticket.x, ticket.y + 2, ticket.w, 36))
    coin = style.words.pgettext("coin", "pickup")  # the budget's one name, spent or not
    text_in(canvas, ui, coin, fonts.SMALL, theme.charcoal,
            pygame.Rect(ticket.x + 1, ticket.y + 36, ticket.w - 2, ticket.h - 38))
    if look.owner is not None:  # whose pickup: the seat's mark, as on its plate
        badge(canvas, look.owner[1], owner_mark_centre(ticket), OWNER_MARK_R, look.owner[0])
    for i, ((step, _), chip) in enumerate(zip(STEP_CHIPS, step_chip_rects(zone), strict=True)):
        if i == look.lit:
            paint.rect(canvas, theme.marigold, chip, border_radius=14)
            ink = theme.charcoal
        elif i < look.lit:
            paint.rect(canvas, palette.CHIP_FILL, chip, border_radius=14)
            ink = palette.CHIP_INK
        else:
            paint.rect(canvas, theme.cream_dark, chip, 2, border_radius=14)
            ink = theme.cream_dark
        text_in(canvas, ui, f"{i + 1} {chip_label(step, style.words)}", fonts.SMALL, ink,
                chip.inflate(-20, 0))
    for note in look.notes:
        text_in(canvas, ui, note, fonts.SMALL, theme.cream,
                pygame.Rect(zone.x + 96, zone.y + 46, zone.w - 104, 26), "midleft")
    text, left = look.aside
    if text:  # level with the step buttons' labels
        text_in(canvas, ui, text, ASIDE_SIZE, theme.cream,
                pygame.Rect(left, zone.y + 36, zone.right - 12 - left, 36), "midleft")


def step_chip_rects(zone: pygame.Rect) -> list[pygame.Rect]:
    """The four step chips in a row right of the pickup ticket."""
    return [pygame.Rect(zone.x + 96 + i * (STEP_CHIP_W + 6), zone.y + 6, STEP_CHIP_W, 26)
            for i in range(len(STEP_CHIPS))]


STEP_CHIP_W = 108
"""A step chip's width: its words ("3 Comprar" at 18 px) 12 px or more from its ends (98
px: they touched its rounded ends)."""


def button_hint(theme: Theme, button: pygame.Rect) -> Element:
    """The hinted step button, marked with the hint's signal."""
    return signal_mark("button hint", signal(Meaning.HINT, theme), button.inflate(4, 4),
                Z_BUTTON_HINT, 14, fill=False)


def glows(theme: Theme, model: PartyModel, places: Mapping[Place, str]) -> list[Element]:
    """Places that glow: legal for the held card, chosen by the keys, refused, hinted."""
    looks = glow_signals(theme)
    out = []
    for i, (place, why) in enumerate(places.items()):
        box = model.glow_rect(place)
        if box is not None:
            out.append(signal_mark(("glow", place), looks[why], pygame.Rect(box),
                                   Z_GLOWS + i * 1e-3, 14))
    return out


# --- the log and the hand ----------------------------------------------------------------------
@dataclass(frozen=True)
class LogLook:
    zone: Box
    rows: tuple[tuple[str, int, tuple[Colour, str] | None], ...]
    """(text, times in a row, the badge of the seat whose turn began) of each line shown."""
    style: tuple
    title: str = ""
    """The panel's title ("": "What happened"; "How to win" before anything happened)."""
    dated: bool = False
    """Its lines in time ("What happened"): the newest in cream, the older dimmed."""


LOG_TEXT = fonts.SMALL
"""The "What happened" lines: the table's body copy, read often, never small."""
LOG_TITLE = 20
"""Its title."""


def history(style: Style, faces: PartyFaces, zone: Box,
            rows: Sequence[tuple[str, int, tuple[Colour, str] | None]],
            title: str = "", key: str = "log") -> Element:
    """The "What happened" panel: the latest lines of the history, newest at the top (as at
    every table), each with the badge of the seat that acted (`title`: another panel in its
    place or under it, its lines the same way, `key` naming it)."""
    shown = (zone.h - LOG_HEAD - LOG_FOOT) // LOG_LINE
    look = LogLook(zone, tuple(rows[-shown:]), style.key, title, dated=not title)
    return Element(key, pygame.Rect(zone).inflate(8, 8), Z_LOG, look,
                   partial(_paint_log, look, style, faces.tint((zone.w, zone.h), palette.PLACEMAT,
                                                               MAT_RADIUS)))


def _paint_log(look: LogLook, style: Style, mat: Tint, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    zone = pygame.Rect(look.zone)
    if not look.rows:  # nothing happened yet: no empty box
        return
    mat.lay(canvas, zone)
    title = text_in(canvas, ui, look.title or style.words.gettext("What happened"), LOG_TITLE,
                    theme.marigold,
                    pygame.Rect(zone.x + 14, zone.y + 5, zone.w - 28, 24), "midleft")
    if look.dated:  # the order said where it is read, at the title's right end
        cue = style.words.gettext("newest first")
        if title.right + 24 + ui.measure(cue, LOG_TEXT)[0] <= zone.right - 14:
            text_in(canvas, ui, cue, LOG_TEXT, theme.cream_dark,
                    pygame.Rect(zone.x + 14, zone.y + 5, zone.w - 28, 24), "midright")
    room = (zone.h - LOG_HEAD - LOG_FOOT) // LOG_LINE  # lines: the newest rows whole
    y = zone.y + LOG_HEAD
    for n, (text, count, mark) in enumerate(reversed(look.rows)):  # newest at the top, as
        x = zone.x + 14  # every table's, the older lines dimmed as Taco Loco's (the order
        # had no cue: "...0 pickup left" over "...1 pickup left" read backwards)
        ink = theme.cream if n == 0 or not look.dated else theme.cream_dark
        lines = row_lines(ui, text, count, mark is not None, zone.w)
        if len(lines) > room:
            break
        room -= len(lines)
        if mark is not None:
            badge(canvas, mark[1], (x + 6, y + LOG_LINE // 2), 7, mark[0])
            x += 20
        for line in lines:
            text_in(canvas, ui, line, LOG_TEXT, ink,
                    pygame.Rect(x, y, zone.right - 12 - x, LOG_LINE), "midleft")
            y += LOG_LINE


def row_lines(ui: fonts.FontBook, text: str, count: int, marked: bool, width: int) -> list[str]:
    """A history row's lines in a "What happened" panel `width` wide: on one line, else two,
    else (a narrow zone, the coach's) whole on as many as it takes."""
    if count > 1:
        text = f"{text} (\u00d7{count})"
    room = width - 26 - (20 if marked else 0)
    lines = two_lines(ui, text, room)
    if lines[-1].endswith("\u2026"):
        lines = wrapped(ui, text, room)
    return lines


def log_lines(ui: fonts.FontBook, width: int, rows: Sequence[tuple[str, int, bool]],
              most: int) -> int:
    """How many lines a panel `width` wide takes to show the newest of `rows` (text, times
    in a row, whether it has a seat's badge) whole, up to `most` lines (at least the newest
    row's, so a long first line in a narrow zone is never dropped for want of room)."""
    total = 0
    for text, count, marked in reversed(rows):
        lines = len(row_lines(ui, text, count, marked, width))
        if total + lines > most:
            return total or min(lines, most)
        total += lines
    return total


def wrapped(ui: fonts.FontBook, text: str, width: int, size: float = LOG_TEXT) -> list[str]:
    """`text` broken between words into as many lines of `width` as it takes."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and ui.measure(f"{lines[-1]} {word}", size)[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


CLAUSE_ENDS = (";", ":", ",")
"""A two-line history row breaks after one of these where it can..."""
CLAUSE_LEAST = 0.5
"""...its first line at least this share of the panel (else it fills the first line)."""


def two_lines(ui: fonts.FontBook, text: str, width: int, size: float = LOG_TEXT) -> list[str]:
    """`text` in one line of `width`, else broken between words into two lines as the rows
    around it read: after its last clause ("...from the left;" / "pickup now: 1") where that
    first line fills at least half the panel, else as full a first line as leaves two words
    or more on the second (a balanced break, "...to their 2nd" / "taco from the left...",
    ran half as wide as its full-width neighbours), the second cut short with an ellipsis
    only if even two lines cannot hold it."""
    if ui.measure(text, size)[0] <= width:
        return [text]
    words = text.split(" ")
    fits = [(a, b) for cut in range(1, len(words) - 1)
            for a, b in ((" ".join(words[:cut]), " ".join(words[cut:])),)
            if ui.measure(a, size)[0] <= width and ui.measure(b, size)[0] <= width]
    clauses = [(a, b) for a, b in fits
               if a.endswith(CLAUSE_ENDS) and ui.measure(a, size)[0] >= CLAUSE_LEAST * width]
    if clauses or fits:  # the latest clause's end, else the fullest first line
        return list((clauses or fits)[-1])
    first = words[0]
    for count in range(1, len(words)):
        candidate = " ".join(words[:count + 1])
        if ui.measure(candidate, size)[0] > width:
            break
        first = candidate
    rest = text[len(first):].strip()
    if ui.measure(rest, size)[0] > width:
        while rest and ui.measure(rest + "\u2026", size)[0] > width:
            rest = rest[:-1]
        rest += "\u2026"
    return [first, rest] if rest else [first]


@dataclass(frozen=True)
class NoteLook:
    text: str
    size: float
    shadowed: bool
    centre: tuple[int, int]
    style: tuple
    why: str = ""
    """Under "Your hand is empty", why and until when ("Step 4, Draw, fills it back up to 4
    cards"): an empty hand read as a fault in the tutorial's buying step."""


def hand_note(style: Style, model: PartyModel, hidden: str,
              open_hands: bool = False) -> Element | None:
    """What the hand's place says when no hand is shown there (`hidden`: the table's words for
    where the hands are, `TableScene.where_hands_are`)."""
    zone = pygame.Rect(box_of(model.hand_area()))
    if model.viewer is None:
        _ = style.words.gettext
        text = hidden
        if open_hands:  # a replay watched as everyone's cards
            text = _(WHERE_HANDS_ARE)
        look = NoteLook(text, fonts.SMALL, False, zone.center, style.key)
    elif not model.obs.hand:
        count = model.data.numbers.hand_size
        look = NoteLook(style.words.gettext("Your hand is empty"), fonts.BODY, True, zone.center,
                        style.key, style.words.ngettext(
                            "Step {number}, {step}, fills it back up to {count} card",
                            "Step {number}, {step}, fills it back up to {count} cards",
                            count).format(number=chip_index(DRAW) + 1,
                                          step=chip_label(DRAW, style.words), count=count))
    else:
        return None
    return Element("hand note", zone.inflate(40, 20), Z_HAND_NOTE, look,
                   partial(_paint_note, look, style))


@dataclass(frozen=True)
class LabelLook:
    box: Box
    title: str
    name: str
    colour: Colour
    shape: str
    style: tuple


def hand_label(style: Style, faces: PartyFaces, model: PartyModel, name: str,
               badge_mark: tuple[Colour, str]) -> Element:
    """Whose hand the fanned cards are: "Your hand" over the seat's badge and name (it says
    whose while a bot is on turn too), on the same dark mat as the key under it, so the
    column reads as the hand's legend and never as a blank card. Two lines: whose turn it is
    the top bar's chip says ("Diego's turn" under the name made four lines crammed into
    the column, and said the turn twice)."""
    box = model.hand_label_box()
    look = LabelLook(box, style.words.gettext("Your hand"), name, badge_mark[0], badge_mark[1],
                     style.key)
    return Element("hand label", pygame.Rect(box).inflate(4, 4), Z_HAND_NOTE, look,
                   partial(_paint_label, look, style,
                           faces.tint((box.w, box.h), palette.PLACEMAT, MAT_RADIUS)))


def _paint_label(look: LabelLook, style: Style, mat: Tint, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    box = pygame.Rect(look.box)
    mat.lay(canvas, box)
    step = LINE_BOX
    badged = fits_whole(ui, look.name, box.w - 26)
    if not badged:  # the seat's colour, where its badge has no room beside the name (a
        # rule under a badged name read as a stray underline)
        rule(canvas, look.colour, box.x + 8, box.right - 8, box.bottom - 3, 3)
    y = box.y + max(1, (box.h - 2 * step) // 2 - 1)
    text_in(canvas, ui, look.title, fonts.SMALL, theme.marigold,  # (a longer language's a
            _line_box(box.x + 2, y, box.w - 4, step), floor=NAME_LEAST)  # little smaller)
    y += step + 1
    beside = 22 if badged else 0
    widest = min(box.w - 4 - beside, ui.measure(look.name, fonts.SMALL)[0])
    left = box.centerx - (widest + beside) // 2
    if badged:
        badge(canvas, look.shape, (left + 8, y + step / 2), 7, look.colour)
    text_in(canvas, ui, look.name, fonts.SMALL, theme.cream,  # one line: a long name a
            _line_box(left + beside, y, box.right - 2 - left - beside, step), "midleft",
            floor=NAME_LEAST)  # little smaller (the column holds the key under it)


def _line_box(x: int, y: int, w: int, step: int) -> pygame.Rect:
    """One of the label's lines, `step` tall."""
    return pygame.Rect(x, y, w, step)


LINE_BOX = 20
"""The label's line step: the height 18 px text takes, so its lines keep their full size
(at 18-19 px steps they shrank) and never overlap at a larger text size."""


def fits_whole(ui: fonts.FontBook, name: str, width: int) -> bool:
    """Whether `name` fits `width` on one line at 18 px or, shrunk, at `NAME_LEAST`."""
    return ui.fitted_size(name, fonts.SMALL, (width, 40), floor=NAME_LEAST)[0] <= width


NAME_LEAST = 14
"""The smallest a one-word name is drawn to keep it whole."""


def _paint_note(look: NoteLook, style: Style, canvas: pygame.Surface) -> None:
    """The note: where the hands are (no one's hand shown) on a plate like the table's other
    panels, so it reads as the table's caption and never floats on bare felt; "Your hand is
    empty" (the shadowed one) in big words on the felt where the hand would be."""
    theme = style.theme
    box = pygame.Rect(0, 0, 460, 60)
    box.center = look.centre
    if look.shadowed:
        if look.why:  # the two lines centred together
            box.y -= 16
            why = pygame.Rect(0, 0, 560, 30)
            why.midtop = (box.centerx, box.bottom - 8)
            text_in(canvas, style.ui, look.why, fonts.SMALL, theme.cream_dark, why,
                    shadow=theme.shadow)
        text_in(canvas, style.ui, look.text, look.size, theme.cream_dark, box,
                shadow=theme.shadow)
        return
    paint_caption_plate(canvas, style, look.text, look.size, box)


# --- the cards and what lies over them ---------------------------------------------------------
HAND_DIM = 165
"""The viewer's hand's opacity while another seat is on turn (still readable)."""


def card_highlight(theme: Theme, model: PartyModel, card: int, hint: Action | None,
                   focused: tuple | None, my_turn: bool) -> SignalLook | None:
    """A card's signal: the hint's card, the keys' cursor, one that may be picked up or
    burned now (a legal target)."""
    if hint is not None:
        cards = hint.cards if isinstance(hint, Discard) else (getattr(hint, "card", None),)
        if card in cards:
            return signal(Meaning.HINT, theme)
    if focused is not None and focused[0] in ("hand", "centre") and focused[1] == card:
        return signal(Meaning.CURSOR, theme)
    obs = model.obs
    if my_turn:
        if obs.step == PICKUP and card in obs.centre \
                and model.data.card(card).cost <= obs.pickup_left:
            return signal(Meaning.LEGAL, theme)
        if obs.step == BURN and card in obs.burn_choices:
            return signal(Meaning.LEGAL, theme)
    return None


def cards(layer: CardLayer, highlights: Mapping[int, SignalLook | None],
          clips: Mapping[int, pygame.Rect], raised: Sequence[int],
          travelling: Callable[[CardSprite], bool], raised_look: SignalLook) -> list[Element]:
    """Every card: settled ones in order (plate cards cut off at their rim), those moving over
    the rims, those flying out of sight, then the card held or picked up, outlined."""
    out = []
    moving = []
    for n, card in enumerate(layer.order):
        sprite = layer.sprites.get(card)
        if sprite is None:
            continue
        sprite.highlight = highlights.get(card)
        if card in raised:
            continue
        if travelling(sprite):
            moving.append(sprite)
            continue
        out.append(card_element(sprite, Z_CARDS + n * 1e-3, clip=clips.get(card)))
    for i, sprite in enumerate(moving):
        out.append(card_element(sprite, Z_MOVING + i * 1e-3))
    for i, sprite in enumerate(layer.flying):
        out.append(card_element(sprite, Z_FLYING + i * 1e-4, ("flying", id(sprite))))
    for i, card in enumerate(raised):
        held = layer.sprites.get(card)
        if held is not None:
            held.highlight = raised_look
            out.append(card_element(held, Z_LIFTED + i * 1e-3))
    return out


@dataclass(frozen=True)
class DiscLook:
    rect: Corners
    card: int
    step: int
    size: CardSize
    style: tuple


def covered_discs(style: Style, faces: PartyFaces, model: PartyModel, layer: CardLayer,
                  clips: Mapping[int, pygame.Rect], skip: Callable[[int], bool]
                  ) -> list[Element]:
    """Each squeezed stack's cards' points whole: a disc that fits the band the next card
    leaves in sight, just over the card itself (under the next one); not while it moves."""
    out = []
    order = {card: n for n, card in enumerate(layer.order)}
    for card, (step, size) in model.covered_bands().items():
        sprite = layer.sprites.get(card)
        clip = clips.get(card)
        if sprite is None or skip(card) or card not in order or (clip is not None and not clip.w):
            continue
        rect = sprite.rect
        look = DiscLook((rect.x, rect.y, rect.w, rect.h), card, step, size, style.key)
        out.append(Element(("covered disc", card), reach(rect), Z_CARDS + order[card] * 1e-3
                           + 5e-4, look, partial(_paint_disc, look, faces, model, clip)))
    return out


def _paint_disc(look: DiscLook, faces: PartyFaces, model: PartyModel,
                clip: pygame.Rect | None, canvas: pygame.Surface) -> None:
    before = canvas.get_clip()
    if clip is not None:
        canvas.set_clip(clip.clip(before) if before else clip)
    faces.covered_disc(canvas, model.data.card(look.card), look.size, look.rect[:2], look.step)
    canvas.set_clip(before)


@dataclass(frozen=True)
class MarkLook:
    rect: Corners
    text: str
    """"DISCARD", or what a burning card costs at the end ("−3")."""
    discard: bool
    """Marked for discarding (veiled, outlined, tagged) or a warning of what burns (tagged)."""
    selected: SignalLook
    style: tuple


def marks(style: Style, faces: PartyFaces, layer: CardLayer, marked: Sequence[int],
          burning: Sequence[int], points: Callable[[int], int]) -> list[Element]:
    """Marked-for-discard tags on hand cards; burn warnings on middle cards (a flame and what
    the card costs at the end, "−3": the card's tooltip says it in words)."""
    out = []
    _ = style.words.gettext
    shown = [(card, _("DISCARD"), True) for card in marked]
    shown += [(card, signed(-points(card)), False) for card in burning]
    for i, (card, text, discard) in enumerate(shown):
        sprite = layer.sprites.get(card)
        if sprite is None:
            continue
        rect = sprite.rect
        look = MarkLook((rect.x, rect.y, rect.w, rect.h), text, discard,
                        signal(Meaning.SELECTED, style.theme), style.key)
        veil = faces.tint(rect.size, palette.DISCARD_VEIL, 10) if discard else None
        out.append(Element(("mark", card, discard), reach(rect), Z_MARKS + i * 1e-3,
                           look, partial(_paint_mark, look, style, faces, veil)))
    return out


BURN_PICTURE_ROOM = 37
"""The widest band picture's right edge on a middle card (a cheese, a sombrero)."""
BURN_TAG_INSET = 3
"""A burn tag's inset from its card's left and top edges: inside the card, on the band (it once
rose 9 px above the edge, where it read as a stray label between two panels)."""
BURN_DISC_GAP = 6
"""The least room between a burn tag's dark edge and the band's points disc, so its "−3"
never touches the disc's "3" (a reviewer read two like numbers run together)."""
BURN_GAP = 4
"""Between the tag's flame and its points: side by side, apart (stacked on a 28 px band the
flame's foot crossed the digits)."""


def burn_tag_box(rect: pygame.Rect, band: int) -> pygame.Rect:
    """A middle card's burn warning: a tag across its top band, the flame then the points it
    costs ("−3"), from the band's left edge to `BURN_DISC_GAP` short of its points disc.
    It lies over the band's small picture, which on a middle card repeats the whole picture
    under the band (a narrow tag squeezed between the two stacked its flame over its digits
    and sat against the disc), so the card's picture, name, cost and likes stay whole."""
    disc_left = rect.w - 2 - 2 * (band // 2)  # faces._score_chip: the disc's left edge
    right = disc_left - BURN_DISC_GAP - 1  # its dark edge one pixel further out
    height = band - 2 * BURN_TAG_INSET + 2
    return pygame.Rect(rect.x + BURN_TAG_INSET, rect.y + BURN_TAG_INSET - 1,
                       right - BURN_TAG_INSET, height)


def _paint_mark(look: MarkLook, style: Style, faces: PartyFaces, veil: Tint | None,
                canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.rect)
    if not look.discard:  # what Finish would burn, and what it costs at the end
        _paint_burn_tag(look, style, faces, canvas)
        return
    assert veil is not None
    veil.lay(canvas, rect)
    look.selected.paint(canvas, rect, 10, fill=False)
    tag = pygame.Rect(0, 0, rect.w + 4, 28)
    tag.center = (rect.centerx, rect.centery + 4)
    paint.rect(canvas, theme.charcoal, tag.inflate(2, 2), border_radius=8)
    paint.rect(canvas, theme.chili, tag, border_radius=7)
    text_in(canvas, ui, look.text, fonts.SMALL, theme.white, tag.inflate(-4, 0).move(0, 1))


BURN_FLAME = 18
"""The burn tag's flame: this tall, left of the points it costs..."""
BURN_DIGITS = fonts.SMALL
"""...and the points, this big (never shrunk under it)."""


def _paint_burn_tag(look: MarkLook, style: Style, faces: PartyFaces,
                    canvas: pygame.Surface) -> None:
    """A cream tag edged in chili across the band: the flame, then the points the card would
    cost ("−3"), clear of the band's points disc."""
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.rect)
    tag = burn_tag_box(rect, MIDDLE.band)
    paint.rect(canvas, theme.charcoal, tag.inflate(2, 2), border_radius=7)
    paint.rect(canvas, theme.chili, tag, border_radius=6)
    inside = tag.inflate(-4, -4)
    paint.rect(canvas, theme.cream, inside, border_radius=4)
    flame, at = faces.drawn("icons/flame.png", BURN_FLAME, BURN_FLAME)
    left = inside.x + 2
    canvas.blit(flame, (left + at[0], inside.centery - BURN_FLAME // 2 + at[1]))
    digits = pygame.Rect(left + BURN_FLAME + BURN_GAP, tag.y,
                         inside.right - left - BURN_FLAME - BURN_GAP, tag.h)
    text_in(canvas, ui, look.text, BURN_DIGITS, theme.charcoal, digits.move(0, 1),
            floor=BURN_DIGITS)


@dataclass(frozen=True)
class InspectLook:
    box: Corners
    title: str
    cards: tuple[int, ...]
    style: tuple


def inspect(style: Style, faces: PartyFaces, model: PartyModel, seat: int, index: int,
            owner: str, pointer: tuple[int, int] | None = None) -> Element | None:
    """Resting the pointer on a squeezed or small taco, or a folded one's tab, shows it in
    full beside it."""
    obs = model.obs
    if index >= len(obs.plates[seat]) or not model.shown_whole(seat, index, pointer):
        return None
    taco = obs.plates[seat][index]
    size = MEDIUM
    shown = display_order(model.data, taco)
    height = size.height + (len(shown) - 1) * size.band
    title = style.words.gettext("{name}, taco {number}").format(name=owner, number=index + 1)
    width = style.ui.text(title, 16, style.theme.cream).get_width()
    box = pygame.Rect(0, 0, max(size.width, width) + 20, height + 44)
    col = pygame.Rect(box_of(model.column(seat, index)))
    box.left = col.right + 12 if col.right + 12 + box.w < 1270 else col.left - 12 - box.w
    box.top = max(50, min(col.top - 20, 712 - box.h))
    look = InspectLook((box.x, box.y, box.w, box.h), title, tuple(shown), style.key)
    pictures = tuple(faces.face(model.data.card(card), size) for card in shown)
    return Element("inspect", box.inflate(16, 16), Z_INSPECT, look,
                   partial(_paint_inspect, look, style, pictures))


def _paint_inspect(look: InspectLook, style: Style, pictures: tuple[pygame.Surface, ...],
                   canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    box = pygame.Rect(look.box)
    panel(canvas, box, palette.BAR_FILL, theme.marigold, radius=12)
    text_in(canvas, ui, look.title, 16, theme.cream,
            pygame.Rect(box.x + 6, box.y + 6, box.w - 12, 22), "midtop")
    y = box.y + 32
    for face in pictures:
        canvas.blit(face, face.get_rect(midtop=(box.centerx, y)))
        y += MEDIUM.band


# --- what a thing means ----------------------------------------------------------------------
TIP = TooltipStyle(fill=palette.BAR_FILL, radius=12, title_size=16,
                   width=None, row=20, side=12, top=8, bottom=8, gap=0, offset=18,
                   flip_x=False, area=(4, FELT_AREA.top, 4, BOTTOM_ROOM), kept=False)
"""The kit's tooltip on a dark panel, a marigold heading over cream lines, kept off the bars."""


def tooltip(style: Style, lines: Sequence[str], pointer: tuple[int, int] | None,
            beside: pygame.Rect | None, canvas_width: int) -> Element:
    """What the thing under the pointer (or the keys' focus, `beside`) means: a heading and
    plain lines below right of the pointer, or below the focused thing."""
    looks = replace(TIP, edge=style.theme.marigold, title_ink=style.theme.marigold,
                    ink=style.theme.cream)
    if pointer is not None:
        near = pygame.Rect(pointer, (0, 0))
    elif beside is not None:
        near, looks = beside, replace(looks, offset=8, flip=8, centred=True)
    else:
        near, looks = pygame.Rect(0, 0, 0, 0), replace(looks, offset=0, flip=None)
    return kit_tooltip(style, Explanation(lines[0], tuple(lines[1:])), near,
                       (canvas_width, LOGICAL_SIZE[1]), Z_INSPECT + 1, looks)


@dataclass(frozen=True)
class ProgressLook:
    box: Box
    title: str
    rows: tuple[tuple[bool, str], ...]
    """Each thing a completed taco has, said, and whether your taco has it."""
    style: tuple


def taco_progress(model: PartyModel, seat: int) -> tuple[bool, int, bool]:
    """The seat's taco nearest completion (outfit, ingredients toward the topper's number,
    topper), as (has an outfit, ingredients, has a topper); nothing held when no taco is."""
    need = model.data.numbers.ingredients_for_topper
    best = (False, 0, False)
    for taco in model.obs.plates[seat]:
        kinds: list[str] = [model.data.card(card).kind for card in taco]
        held = (OUTFIT in kinds, kinds.count(INGREDIENT), TOPPER in kinds)
        if held[0] + min(held[1], need) / max(1, need) + held[2] > \
                best[0] + min(best[1], need) / max(1, need) + best[2]:
            best = held
    return best


def progress(style: Style, faces: PartyFaces, model: PartyModel, seat: int) -> Element | None:
    """Beside your tacos while they leave the plate roomy: what a taco has when it is done
    ("Done when it has:", the strips' "Tacos done"), each ticked when your taco nearest
    completion has it, the ingredients counted ("ingredients 1/3")."""
    place = model.progress_box(seat)
    if place is None:
        return None
    box = box_of(place)
    words = style.words
    need = model.data.numbers.ingredients_for_topper
    outfit, count, topper = taco_progress(model, seat)
    rows = ((outfit, words.pgettext("checklist", "outfit")),
            (count >= need, words.ngettext("ingredient {count}/{need}",
                                           "ingredients {count}/{need}", need).format(
                count=min(count, need), need=need)),
            (topper, words.pgettext("checklist", "topper")))
    look = ProgressLook(box, words.gettext("Done when it has:"), rows, style.key)
    return Element("progress", pygame.Rect(box).inflate(4, 4), Z_SEATS + 0.5, look,
                   partial(_paint_progress, look, style,
                           faces.tint((box.w, box.h), palette.PLACEMAT, MAT_RADIUS)))


def _paint_progress(look: ProgressLook, style: Style, mat: Tint,
                    canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    box = pygame.Rect(look.box)
    mat.lay(canvas, box)
    x, y = box.x + 10, box.y + 6
    text_in(canvas, ui, look.title, fonts.SMALL, theme.marigold,
            pygame.Rect(x, y, box.w - 20, PROGRESS_ROW), "midleft")
    for i, (held, said) in enumerate(look.rows):
        row = pygame.Rect(x + 26, y + (i + 1) * PROGRESS_ROW, box.w - 36, PROGRESS_ROW)
        if held:  # a lime tick; not yet: an empty ring (a grey tick read as done)
            check_mark(canvas, (x + 9, row.centery), 7, theme.lime)
        else:
            paint.circle(canvas, palette.NOT_DONE, (x + 9, row.centery), 7, 2)
        text_in(canvas, ui, said, fonts.SMALL, theme.cream if held else shade(theme.cream, 0.8),
                row, "midleft")


@dataclass(frozen=True)
class KeyLook:
    box: Corners
    words: tuple[str, str, str, str]
    """What a card's round chip, gold ticket, heart and flame tag mean, in the reader's
    language."""
    style: tuple
    tab: tuple[str, str] | None = None
    """While a taco stands folded: its tab's count chip as the tab says it ("2 more") and,
    under it, what the tab stands for ("hidden": cards folded away); a reviewer could not
    tell what the "4 more" chips over the tall tacos meant."""


def number_key(style: Style, faces: PartyFaces, model: PartyModel) -> Element:
    """The key to a card's marks, under the hand's label: the round score chip is points, the
    gold ticket the pickup cost, the heart the ingredients it likes (goes next to), the flame
    tag a card for sale that burns if pickup is left (its "−3" was explained nowhere on the
    table)."""
    words = style.words
    box = pygame.Rect(model.key_box())
    tab = (tab_words(style, KEY_TAB_COUNT), words.pgettext("key", "hidden")) \
        if model.key_rows() > 4 else None
    look = KeyLook((box.x, box.y, box.w, box.h),
                   (words.pgettext("key", "points"), words.pgettext("key", "cost"),
                    words.pgettext("key", "likes"), words.pgettext("key", "burns")), style.key,
                   tab)
    flame = faces.drawn("icons/flame.png", KEY_FLAME, KEY_FLAME)
    return Element("number key", box.inflate(8, 8), Z_STEPS + 1, look,
                   partial(_paint_key, look, style,
                           faces.tint((box.w, box.h), palette.PLACEMAT, MAT_RADIUS), flame))


KEY_TAB_COUNT = 2
"""The count the key's tab chip shows, as the key's points disc shows a 3."""
KEY_FLAME = 14
"""The key's flame, in a tag like the one on a card for sale (the tag 18 px, the heart 18 px
across and the ticket 20 px wide: the table's least for a mark that carries meaning)."""


def _paint_key(look: KeyLook, style: Style, mat: Tint,
               flame: tuple[pygame.Surface, tuple[int, int]], canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    box = pygame.Rect(look.box)
    mat.lay(canvas, box)
    x, y = box.x + 3, box.y + 2
    rows = [pygame.Rect(x + 24, y + i * KEY_ROW, box.right - 1 - x - 24, KEY_ROW)
            for i in range(len(look.words))]
    cy = rows[0].centery
    paint.circle(canvas, theme.charcoal, (x + 11, cy), 10)
    paint.circle(canvas, theme.cream, (x + 11, cy), 8)
    text_in(canvas, ui, "3", fonts.SMALL, theme.charcoal, pygame.Rect(x + 1, cy - 10, 20, 20))
    cy = rows[1].centery
    ticket = pygame.Rect(x + 1, cy - 9, 20, 18)
    paint.rect(canvas, theme.charcoal, ticket.inflate(2, 2), border_radius=6)
    paint.rect(canvas, theme.marigold, ticket, border_radius=5)
    text_in(canvas, ui, "1", fonts.SMALL, theme.charcoal, ticket.inflate(0, 2).move(0, 1))
    heart(canvas, (x + 11, rows[2].centery), LIKES_HEART, palette.CHILI)
    tag = pygame.Rect(x + 2, rows[3].centery - 9, 18, 18)
    paint.rect(canvas, theme.charcoal, tag.inflate(2, 2), border_radius=5)
    paint.rect(canvas, theme.chili, tag, border_radius=4)
    paint.rect(canvas, theme.cream, tag.inflate(-4, -4), border_radius=3)
    picture, at = flame
    canvas.blit(picture, (tag.centerx - KEY_FLAME // 2 + at[0], tag.y + 2 + at[1]))
    for row, said in zip(rows, look.words, strict=True):
        text_in(canvas, ui, said, fonts.SMALL, theme.cream, row, "midleft")
    if look.tab is not None:  # a folded taco's tab: its chip, as drawn on the tab, then
        count, meaning = look.tab  # what it stands for
        top = rows[-1].bottom + 2
        chip = pygame.Rect(x + 1, top + 1, min(box.w - 8, ui.measure(count, fonts.SMALL)[0] + 10),
                           KEY_ROW - 2)
        for inset in (4, 2):  # the pile of card edges behind it, as on the tab
            edge = pygame.Rect(chip.x + inset, chip.y - 4 + inset, chip.w - 2 * inset, 6)
            paint.rect(canvas, shade(theme.cream, 0.86), edge, border_top_left_radius=3,
                       border_top_right_radius=3)
        paint.rect(canvas, theme.charcoal, chip.inflate(2, 2), border_radius=4)
        paint.rect(canvas, theme.magenta, chip, border_radius=3)
        text_in(canvas, ui, count, fonts.SMALL, theme.white,  # in its row, as every word
                pygame.Rect(chip.x, top, chip.w, KEY_ROW))  # of the key
        text_in(canvas, ui, meaning, fonts.SMALL, theme.cream,
                pygame.Rect(x + 24, top + KEY_ROW, box.right - 1 - x - 24, KEY_ROW), "midleft")
