"""Explanations on hover: the pointer rests, then the thing explains itself in a panel kept
on screen between the bars."""

from __future__ import annotations

import pygame

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.kit.chrome import BAR_HEIGHT
from tabletop.kit.tooltips import (
    DELAY,
    Explanation,
    HoverClock,
    TooltipStyle,
    tooltip,
    tooltip_rect,
)
from tests.games.taco_loco.table.test_view import start


def test_the_clock_waits_for_the_pointer_to_rest() -> None:
    clock = HoverClock((0, 0))
    assert clock.moved((10, 10))
    assert not clock.advance(DELAY / 2) and not clock.ready
    assert not clock.moved((10, 10))  # the same place is no move
    assert clock.advance(DELAY) and clock.ready and clock.due_in() is None
    clock.moved((11, 10))
    assert not clock.ready and clock.due_in() == DELAY


def test_the_clock_times_what_the_pointer_rests_on() -> None:
    clock: HoverClock[str | None] = HoverClock(None)
    assert clock.due_in_on() is None and clock.resting_on() is None  # nothing there
    clock.rest("card 3", 0.1)
    assert clock.resting_on() is None and clock.due_in_on() == DELAY
    clock.rest("card 3", DELAY)
    assert clock.resting_on() == "card 3" and clock.due_in_on() is None
    clock.rest("card 4", 0.1)  # another thing: the clock starts again
    assert clock.resting_on() is None and clock.due_in_on() == DELAY


def test_the_panel_stays_between_the_bars() -> None:
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    words = Explanation("A 4 (cheese)", ("Adds 4 to the taco it is played on.",) * 3)
    for near in (pygame.Rect(1270, 700, 1, 1), pygame.Rect(0, 0, 1, 1),
                 pygame.Rect(600, 360, 120, 168)):
        rect = tooltip_rect(table.style(), words, near, (1280, 720))
        assert rect.top >= BAR_HEIGHT and rect.bottom <= 720 - 40
        assert rect.left >= 0 and rect.right <= 1280


def test_a_table_styles_the_one_tooltip() -> None:
    """A table's own look is a `TooltipStyle`: as wide as its longest line, rows of a fixed
    height, placed below the middle of the thing it explains, above it where there is no room."""
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    style = table.style()
    words = Explanation("Cheese", ("Adds 4.", "Goes on any taco."))
    looks = TooltipStyle(width=None, row=20, side=12, top=8, bottom=8, gap=0, offset=8, flip=8,
                         flip_x=False, centred=True)
    thing = pygame.Rect(600, 300, 100, 40)
    rect = tooltip_rect(style, words, thing, (1280, 720), looks)
    widest = max(style.ui.measure(line, looks.size)[0] for line in words.lines)
    widest = max(widest, style.ui.measure(words.title, looks.title_size)[0])
    assert rect.w == widest + 24 and rect.h == 3 * 20 + 16
    assert rect.midtop == (thing.centerx, thing.bottom + 8)
    low = pygame.Rect(600, 620, 100, 40)
    assert tooltip_rect(style, words, low, (1280, 720), looks).bottom == low.top - 8
    element = tooltip(style, words, thing, (1280, 720), 880.0, looks)
    assert element.look.looks == looks and element.rect.contains(rect)


def test_the_panel_keeps_clear_of_what_it_must_not_cover() -> None:
    """A question the player must read stays in sight: the panel moves left of the thing,
    above it, or above left, whichever is clear first."""
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    words = Explanation("A 4 (cheese)", ("Adds 4 to the taco it is played on.",) * 3)
    near = pygame.Rect(600, 300, 120, 168)
    free = tooltip_rect(table.style(), words, near, (1280, 720))
    question = free.inflate(-20, -20)
    moved = tooltip_rect(table.style(), words, near, (1280, 720), avoid=[question])
    assert not moved.colliderect(question)
    assert moved.top >= BAR_HEIGHT and moved.bottom <= 720 - 40
    assert tooltip_rect(table.style(), words, near, (1280, 720),
                        avoid=[pygame.Rect(0, 0, 10, 10)]) == free  # nothing in the way
