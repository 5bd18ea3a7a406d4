"""How the Taco Loco table is drawn: the pile, the seats, the tacos and their sums, the hand's
note and the question, as elements from the model and the viewer's choices.

Each element's look is a frozen record of what it shows, and its painter draws from that record
(and the style) only, so the canvas redraws exactly what changed.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import partial

import pygame

from tabletop.core.language import N_, Language
from tabletop.games.taco_loco.table import view_model
from tabletop.games.taco_loco.table.view_model import (
    BADGE_ROOM,
    CARD_H,
    CARD_W,
    COLUMN,
    LocoModel,
    turned_half_width,
)
from tabletop.kit.caption_plate import paint_caption_plate
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element, panel_cover
from tabletop.kit.hand import turned_half_height
from tabletop.kit.signals import BIG_POINTER, Meaning, SignalLook, edge_marks, reach, signal
from tabletop.kit.view_model import Box
from tabletop.ui import fonts, paint
from tabletop.ui.draw import (
    badge,
    dash_rect,
    draw_panel,
    kept_sheet,
    panel,
    sheet,
    stacked_rows,
    text_in,
)
from tabletop.ui.fonts import FontBook
from tabletop.ui.layer import scale_of
from tabletop.ui.palette import EDGE_BROWN, HISTORY_FILL, HISTORY_RULE, YOUR_PANEL
from tabletop.ui.theme import Colour, Theme
from tabletop.ui.widgets import Button

BADGE_RADIUS = 18
PROMPT_GIVE_HEIGHT = 76

# z-order of the table's layers (the chrome sits above 900)
Z_PILE, Z_SEATS, Z_TACOS, Z_HAND_NOTE, Z_CARDS, Z_BADGES, Z_LIFTED, Z_PROMPT = (
    10.0, 20.0, 30.0, 40.0, 100.0, 200.0, 250.0, 300.0)
Z_HISTORY = 45.0
Z_FOLD = Z_CARDS + 0.4
"""A tall taco's folded edges: over the cards lying on the table, under a flying, lifted or
dragged one (the card layer's)."""
HISTORY_ROWS = 4
HISTORY_EMPTY = N_("Nothing yet: every move is told here, the latest on top.")
""""What happened" before the first move (its corner is never bare felt)."""
LABEL_TEXT = fonts.SMALL
"""The seats' "in hand" / "taken" and the panels' headings: the table's small size, so a
label reads at 1280x720 as the lines it heads do (headings stay quieter by their ink)."""


def prompt_buttons(model: LocoModel) -> list[Box]:
    """Where the Lonesome question's two answers sit in the prompt."""
    zone = model.prompt_zone
    return [Box(zone.x + 14, zone.y + 96, 130, 50), Box(zone.x + 156, zone.y + 96, 130, 50)]


def badge_centre(column: Box) -> tuple[int, int]:
    """A taco's sum badge sits in its own column's top-right corner, in the room over its
    cards (it laps only the right end of the first card's top edge, never a strip's corner
    number), so it never reads as the neighbour's (hints name a taco by this sum) and stays
    clear of the seat panels above."""
    return badge_rect(column).center


BADGE_WIDTH = 70
"""The sum's pill at its widest: "11/11", the sum out of the perfect one."""
CROWDED_PILL = 30
"""Lapping tacos' pills are this tall (their words are narrowed to their width anyway), so a
pill laps only its first card's top edge, never the top of its corner number (a Legendary's
"11", the widest, reaches under the pill's left end)."""


def badge_rect(column: Box) -> pygame.Rect:
    """The sum's pill: as wide as its column allows (crowded tacos get a narrower one, its
    words shrunk to fit), its right end where the round badge's was."""
    width = int(max(2 * BADGE_RADIUS, min(BADGE_WIDTH, column.w - 30)))
    lapped = column.w < COLUMN  # (tacos lapping: a slimmer pill, see `CROWDED_PILL`)
    rect = pygame.Rect(0, 0, width, CROWDED_PILL if lapped else 2 * BADGE_RADIUS)
    # (a crowded column is as wide as its step: the next taco's card starts half a card
    # past its middle, and the pill ends before that card's corner number)
    right = min(column.right - 6, column.x + 1.5 * column.w - CARD_W / 2 + 4)
    rect.topright = (int(right), int(column.y))
    return rect


# --- the pile --------------------------------------------------------------------------------
@dataclass(frozen=True)
class PileLook:
    centre: tuple[float, float]
    size: int
    back: int
    style: tuple


def pile(style: Style, model: LocoModel, back: pygame.Surface, shadow: pygame.Surface
         ) -> Element:
    cx, cy = model.pile
    look = PileLook(model.pile, model.obs.pile_size, id(back), style.key)
    reach = pygame.Rect(int(cx) - 90, int(cy) - 110, 180, 240)
    return Element("pile", reach, Z_PILE, look, partial(_paint_pile, look, style, back, shadow))


def _paint_pile(look: PileLook, style: Style, back: pygame.Surface, shadow: pygame.Surface,
                canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    cx, cy = look.centre
    layers = min(6, (look.size + 9) // 10)
    if look.size == 0:  # where the pile was: an empty place, not a dark box
        rect = back.get_rect(center=(int(cx), int(cy)))
        dash_rect(canvas, rect, theme.cream_dark)
        text_in(canvas, ui, style.words.gettext("Pile empty"), fonts.BODY, theme.cream_dark,
                rect.inflate(-16, 0), shadow=theme.shadow)
    if layers:
        span = 2 * (layers - 1)
        canvas.blit(_stacked(style, back, shadow, layers, canvas),
                    (cx - 66 - span, cy - 90 - span))
    text_in(canvas, ui, style.words.ngettext("{count} left", "{count} left", look.size).format(
                count=look.size), fonts.SMALL, theme.cream,
            pygame.Rect(int(cx) - 75, int(cy) + 88, 150, 28), "midtop", shadow=theme.shadow)


def _stacked(style: Style, back: pygame.Surface, shadow: pygame.Surface, layers: int,
             target: pygame.Surface) -> pygame.Surface:
    """The pile's backs stacked `layers` deep, each on its shadow, 2 px apart, as one picture
    the services keep: one blit while cards are dealt from it, not two a layer."""
    span = 2 * (layers - 1)
    shadow_w, shadow_h = shadow.get_size()
    room = ((shadow_w - back.get_width()) // 2, (shadow_h - back.get_height()) // 2)

    def draw(surface: pygame.Surface) -> None:
        for i in range(layers):
            at = span - 2 * i
            surface.blit(shadow, (at, at))
            surface.blit(back, (at + room[0], at + room[1]))

    def make() -> pygame.Surface:
        return sheet(target, (shadow_w + span, shadow_h + span), draw)

    if style.pictures is None:
        return make()
    return style.pictures.get(("stacked pile", back, shadow, layers, scale_of(target)), make)


# --- the seats -------------------------------------------------------------------------------
Chip = tuple[Colour, Colour, str]
"""A card shown small: fill, ink and its number (`faces.chip_of`)."""
WHERE_HANDS_ARE = N_("Every hand is face up in its seat")

@dataclass(frozen=True)
class SeatLook:
    box: Box
    name: str
    you: bool
    colour: Colour
    shape: str
    hand: int
    taken: int
    style: tuple
    open_hand: tuple[Chip, ...] = ()
    """The seat's hand face up, each card as a chip (a replay watched as everyone's cards)."""
    back: int = 0
    """Which picture of the game's card back a wide seat's hand shows (its id)."""
    face: int = 0
    """Which picture the taken pile's top card shows (its id: `faces.taken_face`)."""


WIDE_SEAT = 300
"""A seat panel at least this wide (two or three seats filling the top row) shows its hand as
small copies of the game's card back with their count, and its taken pile as a stack of cards
with theirs, each group filling its half of the panel."""
MINI_CARD = (42, 58)
SMALL_CARD = (26, 36)
NARROW_PAD = 22
"""A narrow seat's hand and taken count stand this far in from its sides: the active seat's
big pointers (`signals.BIG_POINTER`, their tips `signals.INSET` inside) touch neither."""
"""A narrow seat's (three seats and more) hand: the game's card back this small."""
MINI_STEP = 28
HAND_TEXT = 16 + 2 * MINI_STEP + MINI_CARD[0] + 12
"""Where a wide seat's hand count and its "in hand" start: right of a full hand's backs."""


def seat(style: Style, box: Box, index: int, name: str, you: bool, mark: tuple[Colour, str],
         hand: int, taken: int, acting: bool, target: SignalLook | None,
         open_hand: tuple[Chip, ...] = (), back: pygame.Surface | None = None,
         face: pygame.Surface | None = None) -> list[Element]:
    """A seat's panel: its name, its hand (face down, or with `open_hand` face up: only a
    replay shows those) and the cards it has taken; round it, edge by edge, the active seat's
    outline and how it is marked as a place to give a perfect taco to (`target`: legal,
    cursor, hint), so a turn passing redraws those edges, not the panel. A wide seat
    (`WIDE_SEAT`) shows its hand as `back`s (`MINI_CARD`), a narrow one as smaller ones
    (`SMALL_CARD`). Its taken pile's top card shows `face` (`faces.taken_face`), the cards
    under it their cream edges."""
    look = SeatLook(box, name, you, mark[0], mark[1], 0 if open_hand else hand, taken,
                    style.key, open_hand, id(back) if back is not None else 0,
                    id(face) if face is not None else 0)
    z = Z_SEATS + index * 0.01
    out = [Element(("seat", index), reach(pygame.Rect(box)).inflate(4, 4), z, look,
                   partial(_paint_seat, look, style, back, face),
                   panel_cover(pygame.Rect(box), 14))]  # the seat's cream panel
    if acting:
        out += edge_marks(("acting", index), replace(signal(
            Meaning.ACTIVE_SEAT, style.theme), pointer=BIG_POINTER), pygame.Rect(box),
            z + 0.002, 14)  # (the seats stand clear of the wood: pointers read from the sofa)
    if target is not None:
        out += edge_marks(("target", index), target, pygame.Rect(box), z + 0.004, 14)
    return out


def taken_pile_rect(box: Box) -> pygame.Rect:
    """Where a seat's taken cards lie (as they pile up, each lies 2 px up and right)."""
    if box.w >= WIDE_SEAT:
        return pygame.Rect(int(box.right) - 164, int(box.y) + 40, MINI_CARD[0] + 8,
                           MINI_CARD[1] + 8)
    return pygame.Rect(int(box.right) - 66 - NARROW_PAD, int(box.y) + 40, 34, 44)


def _paint_seat(look: SeatLook, style: Style, back: pygame.Surface | None,
                face: pygame.Surface | None, canvas: pygame.Surface) -> None:
    """The seat as one picture the services keep (cards dealt past it redraw it often)."""
    kept_sheet(canvas, style.sheets, ("seat", look), reach(pygame.Rect(look.box)).inflate(4, 4),
               partial(_draw_seat, look, style, back, face))


def taken_stack(canvas: pygame.Surface, style: Style, card: pygame.Rect, taken: int,
                face: pygame.Surface | None, radius: int) -> None:
    """A seat's taken pile on `card`: a card for every four taken (four at most), each 2 px
    up and right, the top one face up (`face`: the taco mark on cream), the ones under it
    their cream edges; none taken: where they will lie, dashed."""
    theme = style.theme
    layers = min(4, (taken + 3) // 4)
    for i in range(layers):
        at = card.move(i * 2, -i * 2)
        if i == layers - 1 and face is not None:
            canvas.blit(face, at)
        else:
            paint.rect(canvas, theme.cream_dark, at, border_radius=radius)
        paint.rect(canvas, theme.charcoal, at, 1, border_radius=radius)
    if not taken:
        dash_rect(canvas, card, theme.cream_dark)


def _draw_seat(look: SeatLook, style: Style, back: pygame.Surface | None,
               face: pygame.Surface | None, canvas: pygame.Surface,
               shift: tuple[int, int]) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.box).move(shift)
    panel(canvas, rect, theme.cream if not look.you else YOUR_PANEL,
          pictures=style.pictures)
    badge(canvas, look.shape, (rect.x + 22, rect.y + 22), 11, look.colour,
          pictures=style.pictures)
    _ = style.words.gettext
    name = _("{name} (you)").format(name=look.name) if look.you else look.name
    text_in(canvas, ui, name, fonts.BODY - 2, theme.charcoal,
            pygame.Rect(rect.x + 40, rect.y + 6, rect.w - 50, 34), "midleft")
    if look.box.w >= WIDE_SEAT:
        _draw_wide_seat(look, style, back, face, canvas, rect)
        return
    for i in range(look.hand):  # (the game's card back, small, as a wide seat's)
        mini = pygame.Rect(rect.x + NARROW_PAD + i * 20, rect.y + 48, *SMALL_CARD)
        if back is not None:
            canvas.blit(back, mini)
        else:
            paint.rect(canvas, theme.magenta, mini, border_radius=4)
        paint.rect(canvas, theme.charcoal, mini, 1, border_radius=4)
    for i, (fill, ink, number) in enumerate(look.open_hand):
        mini = pygame.Rect(rect.x + NARROW_PAD + i * 31, rect.y + 48, 28, 36)
        paint.rect(canvas, fill, mini, border_radius=4)
        paint.rect(canvas, theme.cream, mini, 2, border_radius=4)
        text_in(canvas, ui, number, fonts.SMALL, ink, mini.inflate(-2, -4))  # as a wide seat's
    pile = taken_pile_rect(look.box).move(shift)
    taken_stack(canvas, style, pygame.Rect(pile.x, pile.y + 6, pile.w - 6, pile.h - 6),
                look.taken, face, 4)
    text_in(canvas, ui, str(look.taken), fonts.BODY, theme.chili if look.taken
            else theme.charcoal, pygame.Rect(rect.right - 26 - NARROW_PAD, rect.y + 46, 32, 36),
            "midleft")
    text_in(canvas, ui, _("taken"), LABEL_TEXT, theme.charcoal,
            pygame.Rect(rect.right - 78 - NARROW_PAD, rect.y + 86, 88, 24), "midtop")
    # the count beside the last card, as a wide seat's: the backs alone are hard to count
    held = len(look.open_hand) or look.hand
    if not held:  # (an empty hand: where its cards lie, dashed, and "0 in hand")
        dash_rect(canvas, pygame.Rect(rect.x + NARROW_PAD, rect.y + 48, *SMALL_CARD),
                  theme.cream_dark)
    last = (NARROW_PAD + (held - 1) * 31 + 28 if look.open_hand
            else NARROW_PAD + max(0, held - 1) * 20 + SMALL_CARD[0])
    count = pygame.Rect(rect.x + last + 6, rect.y + 48, 32, SMALL_CARD[1])
    if not look.open_hand:  # (a replay's open hand: its chips count themselves, and a count
        # after them would read as one card more)
        text_in(canvas, ui, str(held), fonts.BODY, theme.charcoal, count, "midleft")
    text_in(canvas, ui, _("in hand"), LABEL_TEXT, theme.charcoal,
            pygame.Rect(rect.x + NARROW_PAD - 2, rect.y + 86, 104, 24), "topleft")


def _draw_wide_seat(look: SeatLook, style: Style, back: pygame.Surface | None,
                    face: pygame.Surface | None, canvas: pygame.Surface,
                    rect: pygame.Rect) -> None:
    """A wide seat's hand, small backs of the game's cards (or, in a replay, its cards) with
    the count and "in hand" beside them; its taken pile a stack of cards with the count and
    "taken" beside it."""
    theme, ui = style.theme, style.ui
    _ = style.words.gettext
    top = rect.y + 44
    held = len(look.open_hand) or look.hand
    step = min(MINI_STEP, (HAND_TEXT - 28 - MINI_CARD[0]) / max(1, held - 1))  # (a big hand)
    for i in range(look.hand):
        mini = pygame.Rect(rect.x + 16 + int(i * step), top, *MINI_CARD)
        if back is not None:
            canvas.blit(back, mini)
        else:
            paint.rect(canvas, theme.magenta, mini, border_radius=5)
        paint.rect(canvas, theme.charcoal, mini, 1, border_radius=5)
    for i, (fill, ink, number) in enumerate(look.open_hand):
        mini = pygame.Rect(rect.x + 16 + int(i * step), top, *MINI_CARD)
        paint.rect(canvas, fill, mini, border_radius=5)
        paint.rect(canvas, theme.cream, mini, 2, border_radius=5)
        text_in(canvas, ui, number, fonts.SMALL, ink,
                pygame.Rect(mini.x + 3, mini.y + 2, max(MINI_STEP, int(step)) - 4, 26),
                "topleft")
    if not held:  # (an empty hand: where its cards lie, dashed)
        dash_rect(canvas, pygame.Rect(rect.x + 16, top, *MINI_CARD), theme.cream_dark)
    words = pygame.Rect(rect.x + HAND_TEXT, top - 2, rect.w // 2 - HAND_TEXT, 32)
    if not look.open_hand:  # (an open hand's chips count themselves)
        text_in(canvas, ui, str(held), fonts.BODY, theme.charcoal, words, "midleft")
    text_in(canvas, ui, _("in hand"), LABEL_TEXT, theme.charcoal,
            pygame.Rect(words.x, words.bottom, words.w, 26), "topleft")
    pile = taken_pile_rect(look.box).move(rect.x - int(look.box.x), rect.y - int(look.box.y))
    taken_stack(canvas, style, pygame.Rect(pile.x, pile.bottom - MINI_CARD[1], *MINI_CARD),
                look.taken, face, 5)
    words = pygame.Rect(pile.right + 10, top - 2, rect.right - 12 - pile.right - 10, 32)
    text_in(canvas, ui, str(look.taken), fonts.BODY, theme.chili if look.taken
            else theme.charcoal, words, "midleft")
    text_in(canvas, ui, _("taken"), LABEL_TEXT, theme.charcoal,
            pygame.Rect(words.x, words.bottom, words.w, 26), "topleft")


# --- the tacos -------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlaceLook:
    column: Box
    new_slot: bool
    picking: bool
    mark: SignalLook | None
    wash: bool
    height: int
    style: tuple
    icon: int = 0
    above: int = BADGE_ROOM
    headroom: int = 0
    """How far a mark round the taco's sum pill may rise over the pill (`marked_area`)."""


def place_area(column: Box, height: int, above: int = BADGE_ROOM) -> pygame.Rect:
    """Where a taco's column is marked: its cards, fanned down it (`above`: under its sum's
    room, or none for a very tall taco, `LocoModel.card_room`)."""
    area = pygame.Rect(column).inflate(-4, 0)
    area.y += above - 4
    area.h = max(height, above + CARD_H + 4) - above + 6
    return area


def new_slot_rect(column: Box) -> pygame.Rect:
    """The new-taco slot: a card's place where a taco's first card lies."""
    slot = pygame.Rect(0, 0, CARD_W + 8, CARD_H + 8)
    slot.center = (int(column.x + column.w / 2), int(column.y + BADGE_ROOM + CARD_H / 2))
    return slot


def place(style: Style, key: str, column: Box, new_slot: bool, picking: bool,
          mark: SignalLook | None, wash: bool, height: int,
          icon: pygame.Surface | None = None, above: int = BADGE_ROOM,
          headroom: int = 0) -> Element | None:
    """A taco's column: the new-taco slot (a dashed place with a ghost tortilla, named "New
    taco", always there to drop a card on) and its mark as a legal, refused, chosen or hinted
    place (`wash`: the one under the pointer is filled too)."""
    if not new_slot and mark is None:
        return None
    look = PlaceLook(column, new_slot, picking, mark, wash, height, style.key,
                     id(icon) if icon is not None else 0, above, headroom)
    area = place_area(column, height, above)
    if mark is not None:
        area = marked_area(column, area, new_slot, headroom)
    return Element(("place", key), reach(area).inflate(4, 4), Z_TACOS, look,
                   partial(_paint_place, look, style, icon))


def _paint_place(look: PlaceLook, style: Style, icon: pygame.Surface | None,
                 canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    area = place_area(look.column, look.height, look.above)
    if look.new_slot:
        slot = new_slot_rect(look.column)
        if look.mark is None:  # (a marked slot: the mark is its outline, not a second one
            # round the dashes, which read as busy)
            dash_rect(canvas, slot, theme.cream if look.picking else theme.cream_dark)
        if icon is not None:  # a ghost of a tortilla: a taco starts here
            before = icon.get_alpha()
            icon.set_alpha(255 if look.picking else 170)
            canvas.blit(icon, icon.get_rect(center=(slot.centerx, slot.y + 62)))
            icon.set_alpha(before)
        text_in(canvas, ui, style.words.gettext("New taco"), fonts.SMALL,
                theme.cream if look.picking else theme.cream_dark,
                pygame.Rect(slot.x + 8, slot.y + 104, slot.w - 16, slot.h - 112),
                shadow=theme.shadow, wrap=True)
    if look.mark is not None:
        look.mark.paint(canvas, marked_area(look.column, area, look.new_slot, look.headroom), 14,
                        fill=look.wash)


def marked_area(column: Box, area: pygame.Rect, new_slot: bool, headroom: int = 0
                ) -> pygame.Rect:
    """Where a place's mark goes: its cards (`area`), and a taco's sum too, so the mark goes
    round the pill whole (over the cards' top the pill broke it) and a refused taco's cross
    stands in the frame's corner, clear of the pill (it met the pill): `REFUSED_ROOM` of felt
    round the pill, over it no more than `headroom` (a tall taco's pill stands just under the
    seats: its mark keeps off them)."""
    if new_slot:
        return area
    pill = badge_rect(column).inflate(2 * REFUSED_ROOM, 2 * REFUSED_ROOM)
    rise = min(REFUSED_ROOM, max(0, headroom))
    pill.h -= REFUSED_ROOM - rise
    pill.y += REFUSED_ROOM - rise
    return area.union(pill)


REFUSED_ROOM = 8
"""Felt between a marked taco's sum pill and the mark round it."""
MARK_REACH = 10
"""How far the table's marks reach out of what they mark (the refused disc's, 10 px)."""


@dataclass(frozen=True)
class SumLook:
    rect: tuple[int, int, int, int]
    total: int
    perfect_sum: int
    style: tuple


def taco_sum(style: Style, key: str, column: Box, total: int, perfect_sum: int) -> Element:
    """A taco's sum out of the perfect one ("7/11") on its pill, over its top card's
    corner (green when it is perfect)."""
    rect = badge_rect(column)
    look = SumLook((rect.x, rect.y, rect.w, rect.h), total, perfect_sum, style.key)
    return Element(("sum", key), rect.inflate(4, 4), Z_BADGES, look,
                   partial(_paint_sum, look, style))


def _paint_sum(look: SumLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.rect)
    perfect = look.total == look.perfect_sum
    paint.rect(canvas, theme.charcoal, rect, border_radius=BADGE_RADIUS)
    paint.rect(canvas, theme.lime if perfect else theme.marigold, rect.inflate(-6, -6),
               border_radius=BADGE_RADIUS - 3)
    numbers = f"{look.total}/{look.perfect_sum}"  # numbers only: the same in every language
    text_in(canvas, ui, numbers, fonts.BODY, theme.charcoal, rect.inflate(-10, -6))


TUCKED_CHIP = (64, 22)
"""The chip on a very tall taco's folded cards that says how many they are ("2 more"), at
its widest (a crowded row's narrower chip says "+2": the words would not fit; resting on it
names them)."""
CHIP_TEXT = fonts.SMALL
TAB_H = 20
"""The caption's tab over the plate of folded numbers (it laps the plate's top by 4 px)."""


NUMBER_ENDS = 46
"""How far in from a card's left edge its band's number ends, at its widest (a Legendary's
"11" is inked to 42 px)."""


TILES_PLATE = 22
"""A fold at least this deep holds a plate of its cards' numbers as wide as its cards show."""
PLATE_INSET = 6
"""How far in from each side of the cards the plate of folded numbers stops: inside their
brown rims (a plate to within 2 px of them read as running off the card)."""


def tucked_rect(column: Box, top: float, band_top: float) -> pygame.Rect:
    """The plate on a very tall taco's folded cards, whose edges show from `top` to the band
    they are folded over (at `band_top`): a fold deep enough (`TILES_PLATE`) holds it whole,
    as wide as the cards show, between the bands over and under it (none of their numbers
    covered); a shallower one gets a chip across its middle, at the right of what shows of
    them (the bands' numbers are at the left; a crowded row's next taco covers their right
    end)."""
    left = column.x + column.w / 2 - CARD_W / 2
    shows = min(left + CARD_W, column.x + 1.5 * column.w - CARD_W / 2)
    if band_top - top >= TILES_PLATE:
        plate = pygame.Rect(0, 0, int(shows - left) - 2 * PLATE_INSET, TILES_PLATE)
        plate.center = (round((left + shows) / 2), round((top + band_top) / 2))
        return plate
    width = min(TUCKED_CHIP[0], int(shows - 6 - (left + NUMBER_ENDS)))
    rect = pygame.Rect(0, 0, width, TUCKED_CHIP[1])
    rect.midright = (int(shows) - 6, round((top + band_top) / 2))
    return rect


def folded_rect(column: Box, top: float, band_top: float) -> pygame.Rect:
    """Where a very tall taco's folded cards show their edges: from `top` to the band they
    are folded over (at `band_top`), as wide as their cards show (a crowded row's next taco
    covers their right end)."""
    left = column.x + column.w / 2 - CARD_W / 2
    shows = min(left + CARD_W, column.x + 1.5 * column.w - CARD_W / 2)
    return pygame.Rect(round(left), round(top), round(shows - left), round(band_top - top))


@dataclass(frozen=True)
class FoldLook:
    rect: tuple[int, int, int, int]
    bands: tuple[Colour, ...]


def folded_edges(key: str, column: Box, top: float, band_top: float,
                 bands: tuple[Colour, ...]) -> Element:
    """A very tall taco's folded cards as the edges of a stack, one strip of its band's
    colour (`bands`, oldest first) per card, each under a card's rim: the fold reads as that
    many cards, with none of their numbers cut to a sliver."""
    rect = folded_rect(column, top, band_top)
    look = FoldLook((rect.x, rect.y, rect.w, rect.h), bands)
    return Element(("folded", key), rect.inflate(2, 4), Z_FOLD, look,
                   partial(_paint_folded, look))


def _paint_folded(look: FoldLook, canvas: pygame.Surface) -> None:
    rect = pygame.Rect(look.rect)
    if rect.h <= 0 or not look.bands:
        return
    edge = rect.h / len(look.bands)
    for i, colour in enumerate(look.bands):
        y = rect.y + round(i * edge)
        strip = pygame.Rect(rect.x, y, rect.w, rect.bottom - y + 2)
        paint.rect(canvas, EDGE_BROWN, strip, border_radius=6)
        paint.rect(canvas, colour, strip.inflate(-4, 0).move(0, 2), border_radius=4)


@dataclass(frozen=True)
class TuckedLook:
    rect: tuple[int, int, int, int]
    count: int
    style: tuple
    hidden: tuple[Chip, ...] = ()
    """The folded cards, oldest first, each as a chip (fill, ink, number)."""
    said: str = ""
    """How many they are, in words ("5 more"): a tab over the tiles, or the chip's words."""


def folded_words(words: Language, count: int) -> str:
    """What a taco's `count` folded cards are, said beside them ("5 more"): a newcomer read
    the bare tiles "4 0 4 0 2" as nothing."""
    return words.ngettext("{count} more", "{count} more", count).format(count=count)


def tab_rect(ui: FontBook, plate: pygame.Rect, said: str) -> pygame.Rect:
    """The caption's tab on the plate of folded numbers: at its right end, over the band
    above the fold right of that band's number (`NUMBER_ENDS`), lapping the plate's top."""
    width = min(ui.measure(said, fonts.MIN_TEXT)[0] + 14, plate.w - NUMBER_ENDS + 12)
    tab = pygame.Rect(0, 0, width, TAB_H)
    tab.bottomright = (plate.right, plate.top + 4)
    return tab


def tucked_chip(style: Style, key: str, column: Box, top: float, band_top: float,
                count: int, hidden: tuple[Chip, ...] = ()) -> Element:
    """What a very tall taco folds between `top` and the band at `band_top`: its folded cards'
    numbers, each a tile of its band's colour (a 0 that reset the sum shows as its navy tile),
    when the fold has room for them; else how many ("+2"). Numbers only, the same in every
    language."""
    rect = tucked_rect(column, top, band_top)
    said = folded_words(style.words, count)
    look = TuckedLook((rect.x, rect.y, rect.w, rect.h), count, style.key, hidden, said)
    tiled = tile_rects(rect, count, tile_least(style.ui, hidden))
    reach = rect.union(tab_rect(style.ui, rect, said)) if tiled else rect
    return Element(("tucked", key), reach.inflate(4, 4), Z_BADGES, look,
                   partial(_paint_tucked, look, style))


TILE = 20
"""A folded card's tile at its widest (its number at `DIGITS`)."""
DIGITS = 22
"""A folded card's number on its tile: inked 17 px tall (at `fonts.SMALL` they read as 12 px
specks); its line's leading laps the tile's rims, its ink does not."""
TILE_LEAST = 17
"""A tile narrower than this would not read: the plate says how many instead ("6 more")."""


def tile_least(ui: FontBook, hidden: tuple[Chip, ...]) -> int:
    """How narrow the folded cards' tiles may be: `TILE_LEAST`, or wider for a Legendary's
    "11" (two figures run together on tiles too narrow for them)."""
    return max([TILE_LEAST] + [ui.measure(number, DIGITS)[0] + 4
                               for _fill, _ink, number in hidden])


def tile_rects(rect: pygame.Rect, count: int, least: int = TILE_LEAST) -> list[pygame.Rect]:
    """Each folded card's tile on the plate `rect`, left to right, centred (none when they
    would be narrower than `least`, `tile_least`)."""
    if count <= 0 or rect.h < TILE_LEAST:
        return []
    widest = max(TILE, least)
    gap = 2
    width = min(widest, (rect.w - 8 - gap * (count - 1)) // count)
    if width < least:  # (tiles side by side, their cream rims between them)
        gap, width = 0, min(widest, (rect.w - 4) // count)
    if width < least:
        return []
    height = rect.h - 4
    row = count * width + gap * (count - 1)
    x = rect.centerx - row // 2
    return [pygame.Rect(x + i * (width + gap), rect.y + 2, width, height) for i in range(count)]


def _paint_tucked(look: TuckedLook, style: Style, canvas: pygame.Surface) -> None:
    theme = style.theme
    rect = pygame.Rect(look.rect)
    tiles = tile_rects(rect, len(look.hidden), tile_least(style.ui, look.hidden))
    if tiles and look.said:  # (the tab first: the plate's rounded top over its foot)
        tab = tab_rect(style.ui, rect, look.said)
        paint.rect(canvas, theme.charcoal, tab, border_radius=6)
        text_in(canvas, style.ui, look.said, fonts.MIN_TEXT, theme.cream,
                pygame.Rect(tab.x + 6, tab.y, tab.w - 12, tab.h - 2))
    paint.rect(canvas, theme.charcoal, rect, border_radius=min(rect.h // 2, 8))
    if tiles:  # the folded cards' numbers, oldest first
        for tile, (fill, ink, number) in zip(tiles, look.hidden, strict=True):
            paint.rect(canvas, fill, tile, border_radius=4)
            paint.rect(canvas, theme.cream, tile, 1, border_radius=4)
            text_in(canvas, style.ui, number, DIGITS, ink, tile.inflate(0, 8))
        return
    paint.rect(canvas, theme.cream, rect, 2, border_radius=min(rect.h // 2, 8))
    room = rect.inflate(-8, 4)  # (the line's leading may lap the rim; its ink does not)
    fits = look.said and style.ui.measure(look.said, CHIP_TEXT)[0] <= room.w
    text_in(canvas, style.ui, look.said if fits else f"+{look.count}", CHIP_TEXT, theme.cream,
            room)


# --- the hand's note and the question --------------------------------------------------------
@dataclass(frozen=True)
class NoteLook:
    text: str
    size: float
    shadowed: bool
    centre: tuple[float, float]
    width: int
    style: tuple


def hand_note(style: Style, model: LocoModel, hidden: str,
              open_hands: bool = False) -> Element | None:
    """What the hand's place says when no hand is shown there (`hidden`: the table's words for
    where the hands are, `TableScene.where_hands_are`)."""
    if model.viewer is None:
        _ = style.words.gettext
        text = hidden
        if open_hands:  # a replay watched as everyone's cards
            text = _(WHERE_HANDS_ARE)
        look = NoteLook(text, fonts.SMALL, False, model.hand_zone.center,
                        int(model.hand_zone.w), style.key)
    elif not model.hand:
        return empty_hand(style, model)
    else:
        return None
    return Element("hand note", pygame.Rect(model.hand_zone).inflate(40, 20), Z_HAND_NOTE, look,
                   partial(_paint_note, look, style))


def _paint_note(look: NoteLook, style: Style, canvas: pygame.Surface) -> None:
    """The note: where the hands are (no one's hand shown) on a plate like the table's other
    panels, so it reads as the table's caption and never floats on bare felt."""
    box = pygame.Rect(0, 0, look.width, 60)
    box.center = (int(look.centre[0]), int(look.centre[1]))
    paint_caption_plate(canvas, style, look.text, look.size, box)


@dataclass(frozen=True)
class EmptyHandLook:
    box: tuple[int, int, int, int]
    places: tuple[tuple[int, int, int, int], ...]
    pill: tuple[int, int, int, int]
    said: str
    label: float
    style: tuple


EMPTY_INSET = (16, 28)
"""An empty hand's dashed places are a card less this: felt between them and the frame."""


def empty_hand_rect(model: LocoModel) -> pygame.Rect:
    """An empty hand's frame: the tray a full hand lies on (`LocoModel.tray_span`)."""
    zone = pygame.Rect(model.hand_zone)
    if not model.full_hand:
        return zone
    left, right = (round(x) for x in model.tray_span)
    return pygame.Rect(left, zone.y, right - left, zone.h + TRAY_PAD)  # (as tall as a held
    # hand's, its corners turned)


def empty_hand(style: Style, model: LocoModel) -> Element:
    """The viewer's empty hand as a framed empty state: the tray a full hand lies on, named
    "Your hand", its cards' places dashed, and on a pill across them "Your hand is empty" (as
    a dimmed hand says whom it waits for), not words alone on bare felt."""
    box = empty_hand_rect(model)
    places = []
    for x in model.full_hand:
        place = pygame.Rect(0, 0, CARD_W, CARD_H).inflate(-EMPTY_INSET[0], -EMPTY_INSET[1])
        place.center = (round(x), box.centery)
        places.append((place.x, place.y, place.w, place.h))
    said = style.words.gettext("Your hand is empty")
    pill = pygame.Rect(0, 0, style.ui.measure(said, fonts.SMALL)[0] + 32, STATUS_H)
    middle = (round(sum(model.full_hand) / len(model.full_hand)) if model.full_hand
              else box.centerx)
    pill.center = (middle, box.centery)
    look = EmptyHandLook((box.x, box.y, box.w, box.h), tuple(places),
                         (pill.x, pill.y, pill.w, pill.h), said, model.label, style.key)
    return Element("hand note", box.inflate(8, 8), Z_HAND_NOTE, look,
                   partial(_paint_empty_hand, look, style))


def _paint_empty_hand(look: EmptyHandLook, style: Style, canvas: pygame.Surface) -> None:
    theme = style.theme
    box = pygame.Rect(look.box)
    paint.rect(canvas, HISTORY_FILL, box, 2, border_radius=18)
    _paint_title(canvas, style, title_rect(box, look.label))
    for place in look.places:
        dash_rect(canvas, pygame.Rect(place), theme.cream_dark)
    _paint_pill(canvas, style, pygame.Rect(look.pill), look.said)


@dataclass(frozen=True)
class TrayLook:
    box: tuple[int, int, int, int]
    label: float
    style: tuple


TRAY_PAD = 6
"""The tray's least margin round its cards' turned corners (their shadows fall inside)."""
TRAY_SIDE = view_model.TRAY_SIDE
LABEL_PAD = 10
"""The felt between the tray's left edge and its label column's words."""
TITLE_H = 24
""""Your hand": one line at `fonts.SMALL`."""
LABEL_GAP = 6
"""Between "Your hand" and whom the table waits for, under it."""
TRAY_TITLE = N_("Your hand")
HAND_DIM = 185
"""How opaque the viewer's hand is while it is not their turn (dim, still readable)."""


def label_width(ui: FontBook, title: str, notes: Iterable[str]) -> float:
    """How wide the tray's label column must be for its name and each thing it may say
    (whom it waits for, on its pill, one line), up to its first card: no wider, so the hand's
    tray, centred on its zone, leaves no bare column at its left."""
    widest = max([ui.measure(title, fonts.SMALL)[0]]
                 + [ui.measure(note, fonts.SMALL)[0] + PILL_PAD for note in notes])
    return LABEL_PAD + widest + STATUS_GAP + 2


def title_rect(box: pygame.Rect, label: float) -> pygame.Rect:
    """"Your hand": at the top of the words of the label column, which stand together (the
    name, and under it whom the table waits for) in the middle of the tray's height, beside
    its cards."""
    block = TITLE_H + LABEL_GAP + STATUS_H
    return pygame.Rect(box.x + LABEL_PAD, box.centery - block // 2,
                       int(label) - LABEL_PAD - STATUS_GAP, TITLE_H)


@dataclass(frozen=True)
class CardEdge:
    """A card's dark edge, painted on its face's rim (a card sprite's highlight): a tutorial
    coach's marigold ring round a card then stands apart from the card's own frame (the
    Legendary's gold one read as the ring)."""

    colour: Colour
    width: int = 3

    def __call__(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        paint.rect(canvas, self.colour, rect, self.width, border_radius=CARD_EDGE_RADIUS)


CARD_EDGE_RADIUS = 10


def tray_rect(model: LocoModel) -> pygame.Rect | None:
    """The hand's tray: its label column, then its cards with a margin, as wide as a full hand
    (`LocoModel.tray_span`; None: no hand shows there). A tutorial's coach rings the hand by
    it."""
    if model.viewer is None or not model.hand:
        return None
    spots = [model.spots[card] for card in model.hand]
    zone = pygame.Rect(model.hand_zone)
    left, right = model.tray_span
    # (a fanned card's corners swing out below its centre, and its shadow under them)
    top = min(zone.y, int(min(s.y - turned_half_height(s.angle) for s in spots)) - TRAY_PAD)
    bottom = max(zone.bottom,
                 int(max(s.y + turned_half_height(s.angle) for s in spots)) + TRAY_PAD)
    return pygame.Rect(math.floor(left), top, math.ceil(right) - math.floor(left),
                       bottom - top)


def hand_tray(style: Style, model: LocoModel) -> Element | None:
    """The viewer's hand lies on a tray of darker felt named "Your hand" (none when no hand
    shows there; while it is dimmed, `hand_status` says whom it waits for, under the name)."""
    box = tray_rect(model)
    if box is None:
        return None
    look = TrayLook((box.x, box.y, box.w, box.h), model.label, style.key)
    return Element("hand tray", box.inflate(4, 4), Z_HAND_NOTE - 1, look,
                   partial(_paint_tray, look, style))


def _paint_tray(look: TrayLook, style: Style, canvas: pygame.Surface) -> None:
    box = pygame.Rect(look.box)
    paint.rect(canvas, HISTORY_FILL, box, 2, border_radius=18)
    _paint_title(canvas, style, title_rect(box, look.label))


def _paint_title(canvas: pygame.Surface, style: Style, line: pygame.Rect) -> None:
    theme = style.theme
    text_in(canvas, style.ui, style.words.gettext(TRAY_TITLE), fonts.SMALL, theme.cream_dark,
            line, "midleft", shadow=theme.shadow)


@dataclass(frozen=True)
class StatusLook:
    rect: tuple[int, int, int, int]
    said: str
    style: tuple
    yours: bool = False
    """Your turn: the pill is the top bar's turn chip ("Your turn", charcoal on marigold), so
    the label column is never "Your hand" alone, far from its cards, on your turn."""


STATUS_H = 32
"""The dimmed hand's status pill ("Waiting for Rosa"): one line at `fonts.SMALL`."""
PILL_PAD = 28
"""The pill's room either side of its words, together."""
STATUS_GAP = 6
"""The felt kept between the status pill and the first card's turned left edge."""


def status_rect(ui: FontBook, model: LocoModel, said: str) -> pygame.Rect | None:
    """Where the dimmed hand says whom it waits for: one line on a pill under "Your hand",
    the two in the middle of the tray's label column, as wide as its words and never over a
    card (None: no hand shows)."""
    box = tray_rect(model)
    if box is None or not model.hand:
        return None
    title = title_rect(box, model.label)
    first = min(model.spots[card].x - turned_half_width(model.spots[card].angle)
                for card in model.hand)
    width = min(ui.measure(said, fonts.SMALL)[0] + PILL_PAD,
                int(first) - STATUS_GAP - title.x)
    return pygame.Rect(title.x - 4, title.bottom + LABEL_GAP, width, STATUS_H)


def hand_status(style: Style, model: LocoModel, waiting: str,
                yours: bool = False) -> Element | None:
    """Why the viewer's hand is dimmed ("Waiting for Rosa"), on a pill under the tray's name,
    one line however long the name; on the viewer's turn (`yours`) the turn chip, "Your turn"
    (`waiting` its words), in the top bar's colours (nothing: no hand, or nothing to say)."""
    rect = status_rect(style.ui, model, waiting) if waiting else None
    if rect is None:
        return None
    look = StatusLook((rect.x, rect.y, rect.w, rect.h), waiting, style.key, yours)
    return Element("hand status", rect.inflate(8, 8), Z_BADGES, look,
                   partial(_paint_status, look, style))


def _paint_status(look: StatusLook, style: Style, canvas: pygame.Surface) -> None:
    if look.yours:
        theme, rect = style.theme, pygame.Rect(look.rect)
        radius = min(rect.h, STATUS_H) // 2
        paint.rect(canvas, theme.marigold, rect, border_radius=radius)
        paint.rect(canvas, theme.charcoal, rect, 2, border_radius=radius)
        text_in(canvas, style.ui, look.said, fonts.SMALL, theme.charcoal, rect.inflate(-16, -4))
        return
    _paint_pill(canvas, style, pygame.Rect(look.rect), look.said)


def _paint_pill(canvas: pygame.Surface, style: Style, rect: pygame.Rect, said: str) -> None:
    """The hand's status on its pill: one line, cream on the panels' dark fill."""
    theme = style.theme
    radius = min(rect.h, STATUS_H) // 2
    paint.rect(canvas, HISTORY_FILL, rect, border_radius=radius)
    paint.rect(canvas, theme.cream_dark, rect, 2, border_radius=radius)
    text_in(canvas, style.ui, said, fonts.SMALL, theme.cream, rect.inflate(-16, -4))


@dataclass(frozen=True)
class PromptLook:
    box: Box
    text: str
    answers: tuple[tuple[str, bool, bool, bool], ...]
    """(label, enabled, focused, hovered) of each answer button."""
    style: tuple


def prompt(style: Style, model: LocoModel, text: str,
           answers: tuple[tuple[str, bool, bool, bool], ...]) -> Element:
    """The private question in its panel: give the perfect taco away, or counter."""
    box = model.prompt_zone
    if not answers:
        box = Box(box.x, box.y, box.w, PROMPT_GIVE_HEIGHT)
    look = PromptLook(box, text, answers, style.key)
    return Element("prompt", pygame.Rect(box).inflate(24, 24), Z_PROMPT, look,
                   partial(_paint_prompt, look, model, style))


def _paint_prompt(look: PromptLook, model: LocoModel, style: Style,
                  canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.box)
    panel(canvas, rect, theme.cream, theme.marigold, pictures=style.pictures)
    for i, (box, (label, enabled, focused, hovered)) in enumerate(
            zip(prompt_buttons(model), look.answers, strict=False)):
        answer = Button(pygame.Rect(box), label=label, primary=i == 0)  # Counter!
        answer.enabled = enabled
        answer.draw(canvas, ui, theme, focused, hovered)
    if look.answers:  # (the question over its answers, from the top)
        words = pygame.Rect(rect.x + 14, rect.y + 10, rect.w - 28,
                            prompt_buttons(model)[0].y - rect.y - 16)
    else:  # (alone in its pill: in the pill's middle, no empty band under it)
        words = rect.inflate(-28, -16)
    text_in(canvas, ui, look.text, fonts.SMALL, theme.charcoal, words,
            "topleft" if look.answers else "midleft", wrap=True)


# --- what happened -----------------------------------------------------------------------------
@dataclass(frozen=True)
class HistoryLook:
    box: Box
    lines: tuple[str, ...]
    """The latest first."""
    style: tuple


def history(style: Style, box: Box, lines: tuple[str, ...]) -> Element | None:
    """The latest lines of the table's history, newest first, as many as fit the zone each
    as tall as its words wrap to (nothing yet: nothing drawn)."""
    if not lines:
        return None
    rows = history_rows(style.ui, box, lines[:HISTORY_ROWS])
    look = HistoryLook(box, lines[:max(1, len(rows))], style.key)
    panel_rect = history_panel(style.ui, box, look.lines)
    return Element("history panel", panel_rect.inflate(20, 20), Z_HISTORY, look,
                   partial(_paint_history, look, style), panel_cover(panel_rect, 12))


LINE_TEXT = fonts.SMALL
"""The history's lines and the sum key's rows: the table's small size, read from the couch
(its headings too, quieter than what they head by their ink)."""
HISTORY_HEADING = 34
"""From the panel's top to its first line (the heading 'What happened' sits above it)."""
ROW_GAP = 6


NO_BREAK = "\u00a0"
TIED_TAIL = 16
"""A line's last two words, this long at most together, wrap as one: never a lone word."""


def unbroken_tail(line: str) -> str:
    """`line` with its last space a no-break one, so a wrapped history line never ends on a
    word alone ("sum 4", "2 cards" wrap whole), unless its last two words are long; and no
    line starts with a number ("el taco de / 9": the number stays with the word before it)."""
    head, space, tail = line.rpartition(" ")
    before = head.rpartition(" ")[2]
    if space and head and len(before) + len(tail) <= TIED_TAIL:
        line = f"{head}{NO_BREAK}{tail}"
    return re.sub(r" (?=\d)", NO_BREAK, line)


def history_rows(ui: FontBook, box: Box, lines: tuple[str, ...]) -> list[pygame.Rect]:
    """Where each line sits, newest at the top: each as tall as its words wrap to at the
    smallest text, as many as fit the zone (the newest always, cut short if it must be)."""
    rect = pygame.Rect(box)
    return stacked_rows(ui, tuple(unbroken_tail(line) for line in lines), rect,
                        rect.y + HISTORY_HEADING, rect.bottom - 6, LINE_TEXT, ROW_GAP)


def history_panel(ui: FontBook, box: Box, lines: tuple[str, ...]) -> pygame.Rect:
    """The panel as tall as its lines need (no empty slab under a short history)."""
    rows = history_rows(ui, box, lines)
    rect = pygame.Rect(box)
    rect.h = (rows[-1].bottom if rows else rect.y + HISTORY_HEADING) + 6 - rect.y
    return rect


def _paint_history(look: HistoryLook, style: Style, canvas: pygame.Surface) -> None:
    """The panel as one picture the services keep (it is redrawn whenever a region crosses it,
    as cards are dealt past it); drawn shape by shape when texts are being recorded."""
    area = history_panel(style.ui, look.box, look.lines).inflate(12, 12)  # with its shadow
    kept_sheet(canvas, style.sheets, ("history panel", look), area,
               partial(_draw_history, look, style))


def _draw_history(look: HistoryLook, style: Style, canvas: pygame.Surface,
                  shift: tuple[int, int]) -> None:
    theme, ui = style.theme, style.ui
    rect = history_panel(ui, look.box, look.lines).move(shift)
    draw_panel(canvas, rect, HISTORY_FILL, None, radius=12, pictures=style.pictures)
    text_in(canvas, ui, style.words.gettext("What happened"), LABEL_TEXT, theme.cream_dark,
            pygame.Rect(rect.x + 12, rect.y + 6, rect.w - 24, 24), "midleft")
    rows = history_rows(ui, look.box, look.lines)
    for i, (line, row) in enumerate(zip(look.lines, rows, strict=False)):
        row = row.move(shift)
        if i:
            paint.line(canvas, HISTORY_RULE, (row.x, row.y - 1), (row.right, row.y - 1), 1)
        text_in(canvas, ui, unbroken_tail(line), LINE_TEXT,
                theme.cream if i == 0 else theme.cream_dark, row.inflate(0, -ROW_GAP // 2 * 2),
                "midleft", wrap=True)


# --- the key to the sums ------------------------------------------------------------------------
SUM_KEY_ROWS = (
    (N_("under: the taco stays"), "under"),
    (N_("exactly: give it away"), "perfect"),
    (N_("over: you take it"), "over"),
)
"""What a taco's sum means, one row per kind of badge: the panel in the bottom-right corner
(where the question is asked when there is one)."""
SUM_KEY_HEADING = 32
SUM_KEY_ROW = 40


@dataclass(frozen=True)
class SumKeyLook:
    box: Box
    perfect_sum: int
    style: tuple


def sum_key(style: Style, model: LocoModel) -> Element:
    """The key to the sums' badges, in the bottom-right corner: under the perfect sum the taco
    stays, at it the taco is given away, over it it is yours."""
    box = model.key_zone
    look = SumKeyLook(box, model.obs.perfect_sum, style.key)
    rect = sum_key_rect(box)
    return Element("sum key", rect.inflate(20, 20), Z_HISTORY, look,
                   partial(_paint_sum_key, look, style), panel_cover(rect, 12))


def sum_key_rect(box: Box) -> pygame.Rect:
    """The key's panel: its heading and three rows, from the top of the corner."""
    rect = pygame.Rect(box)
    rect.h = SUM_KEY_HEADING + len(SUM_KEY_ROWS) * SUM_KEY_ROW + 8
    return rect


def _paint_sum_key(look: SumKeyLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    _ = style.words.gettext
    rect = sum_key_rect(look.box)
    draw_panel(canvas, rect, HISTORY_FILL, None, radius=12, pictures=style.pictures)
    text_in(canvas, ui, _("The sum: aim for {sum}").format(sum=look.perfect_sum),
            LABEL_TEXT, theme.cream_dark,
            pygame.Rect(rect.x + 12, rect.y + 6, rect.w - 24, 24), "midleft")
    examples = {"under": (look.perfect_sum - 4, theme.marigold),
                "perfect": (look.perfect_sum, theme.lime),
                "over": (look.perfect_sum + 2, theme.chili)}
    for i, (words, kind) in enumerate(SUM_KEY_ROWS):
        y = rect.y + SUM_KEY_HEADING + i * SUM_KEY_ROW
        if i:
            paint.line(canvas, HISTORY_RULE, (rect.x + 12, y), (rect.right - 12, y), 1)
        total, fill = examples[kind]
        pill = pygame.Rect(rect.x + 12, y + 5, BADGE_WIDTH, SUM_KEY_ROW - 10)
        paint.rect(canvas, theme.charcoal, pill, border_radius=pill.h // 2)
        paint.rect(canvas, fill, pill.inflate(-6, -6), border_radius=pill.h // 2 - 3)
        text_in(canvas, ui, f"{total}/{look.perfect_sum}", LINE_TEXT,
                theme.cream if kind == "over" else theme.charcoal, pill.inflate(-10, -4))
        text_in(canvas, ui, _(words), LINE_TEXT, theme.cream,
                pygame.Rect(pill.right + 10, y + 2, rect.right - 12 - pill.right - 10,
                            SUM_KEY_ROW - 4), "midleft", wrap=True)


HINT_BACKING = 7
"""The dark band under the hint's dashes, out from what it marks: the lilac dashes once read as
a thin pale line on the teal felt from the sofa; on the band they stand out (still dashes and
a pip, the hint's pattern; within the signal's reach)."""


@dataclass(frozen=True)
class BoldHint(SignalLook):
    """The hint's mark (`Meaning.HINT`, its dashes and pip) over a dark band, seen from afar."""

    def paint(self, canvas: pygame.Surface, rect: pygame.Rect, radius: int = 12,
              fill: bool = True, inside: bool = False) -> None:
        band = pygame.Rect(rect).inflate(2 * HINT_BACKING, 2 * HINT_BACKING)
        paint.rect(canvas, self.ink, band, HINT_BACKING, border_radius=radius + HINT_BACKING)
        super().paint(canvas, rect, radius, fill, inside)


def refused_mark(theme: Theme) -> SignalLook:
    """The refused mark at this table: the kit's (`Meaning.REFUSED`, its cross on a disc)."""
    return signal(Meaning.REFUSED, theme)


def hint_mark(theme: Theme) -> BoldHint:
    """The hint's mark at this table (`BoldHint`): the kit's look, on its dark band."""
    look = signal(Meaning.HINT, theme)
    return BoldHint(look.meaning, look.pattern, look.colour, look.ink, look.pointer)
