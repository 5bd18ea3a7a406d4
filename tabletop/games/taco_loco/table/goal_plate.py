"""The goal plate: while the row of tacos is short (the opening's one taco, or none), the felt
right of it says what the tacos are for, a sum built from small cards ("4 + 3 + 4 = 11")
and the game's goal in a line, rather than lie bare. It stands at the row's right end, against
the special cards' key, and goes when the row needs its felt or the first card is taken,
for good (`view_model.GOAL_ROOM`): it never comes back between turns."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.language import N_
from tabletop.games.taco_loco.table.faces import number_inks
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element, panel_cover
from tabletop.ui import fonts, paint
from tabletop.ui.draw import draw_panel, text_in
from tabletop.ui.palette import HISTORY_FILL

HEADING = N_("The goal")
SAID = N_("Build tacos that add up to {sum}: the player who takes the fewest cards wins.")
"""The goal alone: what a sum under, at or over it does is the sums' key's to say (its
"11/11" pills), not said twice."""
CHIP = (26, 30)
"""A small card of the sum's example."""
PILL = (44, 32)
"""The example's result: the perfect sum on a cream tile (the sums' key's lime "11/11" pill
is that key's own)."""
PAD = 12
HEADING_H = 30
Z_GOAL = 45.0
"""Over the felt and the empty row's outline, under the cards."""


def example(perfect: int) -> tuple[int, ...]:
    """Small numbers (at most 6) that sum to `perfect`: 4 + 3 + 4 for 11."""
    parts: list[int] = []
    while sum(parts) < perfect:
        parts.append(min(4 if len(parts) % 2 == 0 else 3, perfect - sum(parts)))
    return tuple(parts)


@dataclass(frozen=True)
class GoalLook:
    rect: tuple[int, int, int, int]
    perfect: int
    style: tuple


def goal_plate(style: Style, rect: pygame.Rect, perfect: int) -> Element:
    look = GoalLook((rect.x, rect.y, rect.w, rect.h), perfect, style.key)
    return Element("goal plate", rect.inflate(12, 12), Z_GOAL, look,
                   partial(_paint_goal, look, style), panel_cover(rect, 12))


def sum_row(rect: pygame.Rect, parts: tuple[int, ...]) -> tuple[list[pygame.Rect],
                                                                   pygame.Rect]:
    """The example's small cards and its result's pill, centred across the plate."""
    plus = 16
    width = len(parts) * CHIP[0] + len(parts) * plus + PILL[0]
    x = rect.centerx - width // 2
    y = rect.y + HEADING_H + 6
    chips = [pygame.Rect(x + i * (CHIP[0] + plus), y, *CHIP) for i in range(len(parts))]
    pill = pygame.Rect(x + len(parts) * (CHIP[0] + plus), y - 1, *PILL)
    return chips, pill


def _paint_goal(look: GoalLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    _ = style.words.gettext
    rect = pygame.Rect(look.rect)
    draw_panel(canvas, rect, HISTORY_FILL, None, radius=12, pictures=style.pictures)
    text_in(canvas, ui, _(HEADING), fonts.SMALL, theme.cream_dark,
            pygame.Rect(rect.x + PAD, rect.y + 4, rect.w - 2 * PAD, HEADING_H - 4), "midleft")
    parts = example(look.perfect)
    chips, pill = sum_row(rect, parts)
    for i, (chip, value) in enumerate(zip(chips, parts, strict=True)):
        band, ink, _index = number_inks(value)
        paint.rect(canvas, band, chip, border_radius=4)
        paint.rect(canvas, theme.cream, chip, 1, border_radius=4)
        text_in(canvas, ui, str(value), fonts.SMALL, ink, chip.inflate(0, 4))
        sign = "+" if i < len(parts) - 1 else "="
        text_in(canvas, ui, sign, fonts.SMALL, theme.cream,
                pygame.Rect(chip.right, chip.y, 16, chip.h))
    paint.rect(canvas, theme.cream, pill, border_radius=6)
    text_in(canvas, ui, str(look.perfect), fonts.BODY, theme.charcoal, pill.inflate(-4, -2))
    top = pill.bottom + 10
    text_in(canvas, ui, _(SAID).format(sum=look.perfect), fonts.SMALL, theme.cream,
            pygame.Rect(rect.x + PAD, top, rect.w - 2 * PAD, rect.bottom - 8 - top),
            "midleft", wrap=True)
