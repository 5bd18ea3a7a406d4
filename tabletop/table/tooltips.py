"""Everything on a table explains itself on hover or focus: a small panel by the pointer (or
by the focused thing) saying what it is, what it does and what its numbers mean.

A table works out the lines (`Explanation`: a title and a few sentences) for what is under
the pointer; `HoverClock` says when the pointer has rested long enough for them to show, and
`tooltip` is their element (kept between the top bar and the bottom line, never off screen).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Generic, TypeVar

import pygame

from tabletop.table.chrome import BAR_HEIGHT, Style
from tabletop.table.elements import Element
from tabletop.ui import fonts, palette
from tabletop.ui.draw import panel, text_in

T = TypeVar("T")

DELAY = 0.45
"""Seconds the pointer rests on something before it explains itself."""
WIDTH = 320
PAPER = (255, 248, 232)
INK = palette.CHARCOAL
EDGE = (120, 96, 70)
ROOM = 12
BOTTOM_ROOM = 46
"""Kept free at the bottom: the history line."""


@dataclass(frozen=True)
class Explanation:
    """What a thing on the table is (the title) and what it does (the lines)."""

    title: str
    lines: tuple[str, ...] = ()


@dataclass
class HoverClock(Generic[T]):
    """How long the pointer has rested where it is (`HoverClock[tuple[int, int]]`, its
    position), or on what (a card, a taco: `HoverClock[Thing | None]`, see `rest`)."""

    pointer: T
    rested: float = 0.0

    def moved(self, pos: T) -> bool:
        """The pointer is at `pos` now; True when that is a move (the clock starts again)."""
        if pos == self.pointer:
            return False
        self.pointer, self.rested = pos, 0.0
        return True

    def rest(self, on: T, dt: float) -> None:
        """One step with the pointer on `on` (None: nothing): a new thing starts the clock."""
        if not self.moved(on):
            self.advance(dt)

    def resting_on(self) -> T | None:
        """What the pointer has rested on long enough to explain (None: nothing yet)."""
        return self.pointer if self.ready else None

    def due_in_on(self) -> float | None:
        """When what the pointer is on will have rested long enough (None: nothing to wait
        for: nothing there, or it already has)."""
        return None if self.pointer is None else self.due_in()

    def advance(self, dt: float) -> bool:
        """One step; True when the pointer has just rested long enough."""
        before = self.rested
        self.rested += dt
        return before < DELAY <= self.rested

    @property
    def ready(self) -> bool:
        return self.rested >= DELAY

    def due_in(self) -> float | None:
        return None if self.ready else DELAY - self.rested


@dataclass(frozen=True)
class TooltipLook:
    explanation: Explanation
    rect: tuple[int, int, int, int]
    style: tuple = field(default=())


def _rows(style: Style, explanation: Explanation) -> list[tuple[str, float, int]]:
    """Each line's text, size and height when wrapped to the panel's width."""
    ui = style.ui
    out: list[tuple[str, float, int]] = []
    for i, line in enumerate((explanation.title, *explanation.lines)):
        size: float = fonts.SMALL if i == 0 else fonts.MIN_TEXT
        height = ui.text(line, size, INK, width=WIDTH - 2 * ROOM).get_height()
        out.append((line, size, height))
    return out


def tooltip_rect(style: Style, explanation: Explanation, near: pygame.Rect,
                 canvas_size: tuple[int, int]) -> pygame.Rect:
    """Below right of `near` (the pointer, or the focused thing), inside the table's bars."""
    height = sum(h + 4 for _, _, h in _rows(style, explanation)) + 2 * ROOM - 4
    rect = pygame.Rect(near.right + 12, near.bottom + 12, WIDTH, height)
    area = pygame.Rect(0, BAR_HEIGHT + 4, canvas_size[0], canvas_size[1] - BAR_HEIGHT - 4
                       - BOTTOM_ROOM)
    if rect.right > area.right:
        rect.right = near.x - 12
    if rect.bottom > area.bottom:
        rect.bottom = near.y - 12
    rect.clamp_ip(area)
    return rect


def tooltip(style: Style, explanation: Explanation, near: pygame.Rect,
            canvas_size: tuple[int, int], z: float = 880.0) -> Element:
    """The explanation's panel as an element (under the chrome, over the table)."""
    rect = tooltip_rect(style, explanation, near, canvas_size)
    look = TooltipLook(explanation, (rect.x, rect.y, rect.w, rect.h), style.key)
    return Element("tooltip", rect.inflate(24, 24), z, look,
                   partial(_paint_tooltip, look, style))


def _paint_tooltip(look: TooltipLook, style: Style, canvas: pygame.Surface) -> None:
    rect = pygame.Rect(look.rect)
    panel(canvas, rect, PAPER, EDGE, radius=10, pictures=style.pictures)
    y = rect.y + ROOM
    for line, size, height in _rows(style, look.explanation):
        text_in(canvas, style.ui, line, size, INK,
                pygame.Rect(rect.x + ROOM, y, rect.w - 2 * ROOM, height), "topleft",
                wrap=True)
        y += height + 4
