"""The same-number plate: at two seats, the felt between their panels says which number was
played last (a small card of it) and that another card of it must start a new taco, the one
rule a player must otherwise keep in mind (with the "top-of-taco" option, the rule as it then
reads). More seats fill the top row: the felt over the pile holds a compact plate instead, as
wide as the pile: a "Last number" heading with the number's small card beside it, and under
them the same sentence ("Another 6 must start a new taco."), wrapped, never shrunk
(`compact_plate`). With no taco on the table both plates say what the table's row
says: any number may start one."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.language import N_
from tabletop.games.taco_loco.rules.options import TOP_OF_TACO
from tabletop.games.taco_loco.table.draw import unbroken_tail
from tabletop.games.taco_loco.table.faces import VALUE_ICONS, number_inks
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element, panel_cover
from tabletop.kit.view_model import Box
from tabletop.ui import fonts, paint
from tabletop.ui.draw import draw_panel, text_in
from tabletop.ui.palette import HISTORY_FILL

HEADING = N_("Last number played")
SAID = N_("Another {value} must start a new taco.")
AFTER_SPECIAL = N_("Special cards leave it: another {value} must start a new taco.")
"""Right after a Legendary or Lonesome Taco (the card last played, whose 11 or 0 the plate does
not show): why the plate still shows the number before it."""
NONE_YET = N_("No number played yet.")
NO_TACO = N_("Any number may start a taco.")
"""With no taco on the table: every card starts one, so the last number bars none (it still
counts once a taco is down: the hover says so)."""
TOP_HEADING = N_("The same number")
TOP_SAID = N_("The same number as a taco's last card: it starts a new taco.")
"""The "top-of-taco" option's rule (the phone's key says it too)."""
LEAST_WIDTH = 240
"""The felt between two seats' panels takes the plate only if it is this wide."""
MARGIN = 16
"""Felt left between the plate and each seat's panel."""
PICTURE = 30
"""The small card's ingredient (`picture_name`)."""
MINI = (44, 60)
"""The small card of the last number."""
BAND = 24
PAD = 12
HEADING_H = 32
Z_PLATE = 40.0
"""Over the felt, under the cards (as the keys)."""
COMPACT_PAD = 7
"""The compact plate's margin each side of its sentence."""
COMPACT_HEADING = N_("Last number")
"""The compact plate's heading, its number's small card beside it (`HEADING`, shorter)."""
COMPACT_HEAD = 26
"""The compact plate's heading row: its words and the small card."""
CHIP = (22, 24)
"""The compact plate's small card: its number on its band's colour, as the cards' bands."""
CHIP_GAP = 6


def picture_name(last_number: int | None) -> str | None:
    """The image of the last number's ingredient, as its cards show it (None: no number)."""
    return f"icons/{VALUE_ICONS[last_number]}.png" if last_number in VALUE_ICONS else None


def plate_zone(seats: tuple[Box, ...]) -> Box | None:
    """The felt between two seats' panels, less a margin each side (None: more seats, or
    too narrow a gap)."""
    if len(seats) != 2:
        return None
    left, right = sorted(seats, key=lambda box: box.x)
    x = left.x + left.w + MARGIN
    width = right.x - MARGIN - x
    if width < LEAST_WIDTH:
        return None
    return Box.of(x, left.y, width, left.h)


@dataclass(frozen=True)
class PlateLook:
    zone: Box
    heading: str
    said: str
    card: tuple[tuple[int, int, int], tuple[int, int, int], str] | None
    """The last number's small card: its band, its number's ink and its number."""
    style: tuple
    picture: int = 0
    """Which picture the small card shows (its id)."""


def plate(style: Style, zone: Box, last_number: int | None, same_number: str,
          picture: pygame.Surface | None = None, tacos: bool = True,
          after_special: bool = False) -> Element:
    """The plate in `zone`: the last number played (its small card shows `picture`, the
    number's ingredient) and what it means now (`tacos`: whether any taco is on the table;
    with none, any number starts the next one; `after_special`: the card last played was a
    Legendary or Lonesome Taco, which leave the number as it was)."""
    _ = style.words.gettext
    card = None
    if same_number == TOP_OF_TACO:
        heading, said = _(TOP_HEADING), _(TOP_SAID)
    elif last_number is None:
        heading, said = _(HEADING), _(NONE_YET)
    elif not tacos:  # (a number beside "any number" reads as a contradiction: no card)
        heading, said = _(HEADING), _(NO_TACO)
    else:
        band, ink, _index = number_inks(last_number)
        card = (band, ink, str(last_number))
        heading = _(HEADING)
        said = _(AFTER_SPECIAL if after_special else SAID).format(value=last_number)
    look = PlateLook(zone, heading, said, card, style.key,
                     id(picture) if picture is not None else 0)
    rect = pygame.Rect(zone)
    return Element("same-number plate", rect.inflate(20, 20), Z_PLATE, look,
                   partial(_paint_plate, look, style, picture), panel_cover(rect, 12))


def _paint_plate(look: PlateLook, style: Style, picture: pygame.Surface | None,
                 canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.zone)
    draw_panel(canvas, rect, HISTORY_FILL, None, radius=12, pictures=style.pictures)
    text_in(canvas, ui, look.heading, fonts.SMALL, theme.cream_dark,
            pygame.Rect(rect.x + PAD, rect.y + 3, rect.w - 2 * PAD, 30), "midleft")
    left = rect.x + PAD
    if look.card is not None:
        band, ink, number = look.card
        mini = pygame.Rect(left, rect.y + HEADING_H + 6, *MINI)
        paint.rect(canvas, theme.cream, mini, border_radius=5)
        paint.rect(canvas, band, pygame.Rect(mini.x, mini.y, mini.w, BAND),
                   border_top_left_radius=5, border_top_right_radius=5)
        if picture is not None:
            canvas.blit(picture, picture.get_rect(center=(mini.centerx,
                                                          (mini.y + BAND + mini.bottom) // 2)))
        paint.rect(canvas, theme.charcoal, mini, 1, border_radius=5)
        text_in(canvas, ui, number, fonts.SMALL, ink,
                pygame.Rect(mini.x + 5, mini.y, mini.w - 8, BAND), "midleft")
        left = mini.right + PAD
    words = pygame.Rect(left, rect.y + HEADING_H, rect.right - PAD - left,
                        rect.bottom - 6 - rect.y - HEADING_H)
    text_in(canvas, ui, unbroken_tail(look.said), fonts.SMALL, theme.cream, words, "midleft",
            wrap=True)


@dataclass(frozen=True)
class CompactLook:
    zone: Box
    said: str
    """The plate's sentence: the two-seat plate's ("Another 5 must start a new taco."), or
    with no taco on the table or no number yet, what it says then."""
    style: tuple
    heading: str = ""
    card: tuple[tuple[int, int, int], tuple[int, int, int], str] | None = None
    """The last number's small card beside the heading: its band, its number's ink and its
    number (None with no number yet or no taco down, as the wide plate)."""


def compact_zone(seats: tuple[Box, ...], zone: Box) -> Box | None:
    """Where the compact plate stands (`zone`, the felt over the pile): wherever the felt
    between two seats holds no plate (None: it does)."""
    return None if plate_zone(seats) is not None else zone


def compact_plate(style: Style, zone: Box, last_number: int | None, same_number: str,
                  tacos: bool = True) -> Element | None:
    """The last number played, compact: a "Last number" heading with the number's small card,
    and under them the two-seat plate's sentence ("Another 5 must start a new taco."), over
    the pile and as wide as it (None with the "top-of-taco" option, where the last number
    bars nothing). With no taco on the table every card starts one: the plate says so, with
    no card, as the wide plate does."""
    if same_number == TOP_OF_TACO:
        return None
    _ = style.words.gettext
    card = None
    if last_number is None:
        said = _(NONE_YET)
    elif not tacos:
        said = _(NO_TACO)
    else:
        said = _(SAID).format(value=last_number)
        band, ink, _index = number_inks(last_number)
        card = (band, ink, str(last_number))
    look = CompactLook(zone, said, style.key, _(COMPACT_HEADING), card)
    rect = pygame.Rect(zone)
    return Element("last number plate", rect.inflate(12, 12), Z_PLATE, look,
                   partial(_paint_compact, look, style), panel_cover(rect, 10))


def compact_head_rect(zone: Box) -> pygame.Rect:
    """The compact plate's heading row: its words and the small card, centred together."""
    rect = pygame.Rect(zone)
    return pygame.Rect(rect.x + COMPACT_PAD, rect.y + 2, rect.w - 2 * COMPACT_PAD, COMPACT_HEAD)


def compact_rule_rect(zone: Box) -> pygame.Rect:
    """Where the compact plate's sentence is written: under the heading, its whole width,
    less a margin."""
    rect = pygame.Rect(zone)
    top = rect.y + 2 + COMPACT_HEAD
    return pygame.Rect(rect.x + COMPACT_PAD, top, rect.w - 2 * COMPACT_PAD, rect.bottom - 3 - top)


def _paint_compact(look: CompactLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.zone)
    draw_panel(canvas, rect, HISTORY_FILL, None, radius=10, pictures=style.pictures)
    said, rule = unbroken_tail(look.said), compact_rule_rect(look.zone)
    w, h = ui.fitted_size(said, fonts.SMALL, rule.size, True, fonts.MIN_TEXT)
    if w > rule.w or h > rule.h:  # (a long language at a large text size: the sentence takes
        # the heading's room too, rather than run past the plate)
        whole = pygame.Rect(rule.x, rect.y + 3, rule.w, rect.bottom - 6 - rect.y)
        text_in(canvas, ui, said, fonts.SMALL, theme.cream, whole, "center", wrap=True,
                floor=fonts.MIN_TEXT)
        return
    head = compact_head_rect(look.zone)
    chip = CHIP[0] + CHIP_GAP if look.card is not None else 0
    words = ui.fit(look.heading, fonts.SMALL, (head.w - chip, head.h), False, fonts.MIN_TEXT)[0]
    width = min(head.w - chip, ui.measure(look.heading, words)[0])
    left = head.centerx - (width + chip) // 2
    text_in(canvas, ui, look.heading, words, theme.cream_dark,
            pygame.Rect(left, head.y, width + 2, head.h), "midleft", floor=fonts.MIN_TEXT)
    if look.card is not None:
        band, ink, number = look.card
        tile = pygame.Rect(left + width + CHIP_GAP, 0, *CHIP)
        tile.centery = head.centery
        paint.rect(canvas, band, tile, border_radius=4)
        paint.rect(canvas, theme.charcoal, tile, 1, border_radius=4)
        text_in(canvas, ui, number, fonts.SMALL, ink, tile, "center", floor=fonts.MIN_TEXT)
    text_in(canvas, ui, said, fonts.SMALL, theme.cream, rule, "center", wrap=True,
            floor=fonts.MIN_TEXT)
