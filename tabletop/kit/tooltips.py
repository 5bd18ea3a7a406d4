"""Everything on a table explains itself on hover or focus: a small panel by the pointer (or
by the focused thing) saying what it is, what it does and what its numbers mean.

A table works out the lines (`Explanation`: a title and a few sentences) for what is under
the pointer; `HoverClock` says when the pointer has rested long enough for them to show, and
`tooltip` is their element (kept between the top bar and the bottom line, never off screen).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Generic, TypeVar

import pygame

from tabletop.kit.chrome import BAR_HEIGHT, Style
from tabletop.kit.elements import Element
from tabletop.ui import fonts, palette
from tabletop.ui.draw import panel, text_in
from tabletop.ui.palette import EDGE_BROWN as EDGE
from tabletop.ui.palette import RGB as Colour
from tabletop.ui.palette import TIP_PAPER as PAPER

T = TypeVar("T")

DELAY = 0.45
"""Seconds the pointer rests on something before it explains itself."""
WIDTH = 320
INK = palette.CHARCOAL
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
class TooltipStyle:
    """How a table's tooltip looks and where it goes (the style hook: every table draws the
    one `tooltip`, each in its own colours and measures)."""

    fill: Colour = PAPER
    edge: Colour = EDGE
    radius: int = 10
    title_ink: Colour = INK
    ink: Colour = INK
    title_size: float = fonts.SMALL
    size: float = fonts.MIN_TEXT
    width: int | None = WIDTH
    """The panel's width, its lines wrapped to it (None: as wide as the longest line)."""
    row: int | None = None
    """Every line's height, the line centred in it (None: as tall as it renders)."""
    side: int = ROOM
    top: int = ROOM
    bottom: int = ROOM
    gap: int = 4
    """Between two lines."""
    offset: int = 12
    """From the pointer (or the thing) to the panel, below right of it."""
    flip: int | None = 12
    """Where there is no room below: this far above it (None: only kept on screen)."""
    flip_x: bool = True
    """Where there is no room at the right, on its left."""
    centred: bool = False
    """Below the thing's middle rather than below right of it."""
    area: tuple[int, int, int, int] = (0, BAR_HEIGHT + 4, 0, BOTTOM_ROOM)
    """Kept in from the canvas's left, top, right and bottom edges."""
    kept: bool = True
    """The panel is a picture the services keep."""


KIT = TooltipStyle()
"""The kit's tooltip: dark ink on paper, 320 pixels wide."""


@dataclass(frozen=True)
class TooltipLook:
    explanation: Explanation
    rect: tuple[int, int, int, int]
    style: tuple = field(default=())
    looks: TooltipStyle = KIT


def _rows(style: Style, explanation: Explanation,
          looks: TooltipStyle) -> list[tuple[str, float, Colour, int]]:
    """Each line's text, size, colour and height (wrapped to the panel's width, if it has one)."""
    ui = style.ui
    width = 0 if looks.width is None else looks.width - 2 * looks.side
    out: list[tuple[str, float, Colour, int]] = []
    for i, line in enumerate((explanation.title, *explanation.lines)):
        size, ink = (looks.title_size, looks.title_ink) if i == 0 else (looks.size, looks.ink)
        height = looks.row or ui.text(line, size, ink, width=width).get_height()
        out.append((line, size, ink, height))
    return out


def tooltip_rect(style: Style, explanation: Explanation, near: pygame.Rect,
                 canvas_size: tuple[int, int], looks: TooltipStyle = KIT,
                 avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Below right of `near` (the pointer, or the focused thing), inside the table's bars;
    where that would cover one of `avoid` (a question the player must read), left of it,
    above it or above left, whichever is clear first."""
    rows = _rows(style, explanation, looks)
    width = looks.width
    if width is None:
        width = max(style.ui.measure(line, size)[0] for line, size, _, _ in rows) \
            + 2 * looks.side
    height = sum(h + looks.gap for *_, h in rows) - looks.gap + looks.top + looks.bottom
    rect = pygame.Rect(near.right + looks.offset, near.bottom + looks.offset, width, height)
    if looks.centred:
        rect.midtop = (near.centerx, near.bottom + looks.offset)
    left, top, right, bottom = looks.area
    area = pygame.Rect(left, top, canvas_size[0] - left - right,
                       canvas_size[1] - top - bottom)
    if looks.flip_x and rect.right > area.right:
        rect.right = near.x - looks.offset
    if looks.flip is not None and rect.bottom > area.bottom:
        rect.bottom = near.y - looks.flip
    rect.clamp_ip(area)
    if not any(rect.colliderect(other) for other in avoid):
        return rect
    left_of = rect.copy()
    left_of.right = near.x - looks.offset
    above = rect.copy()
    above.bottom = near.y - (looks.flip if looks.flip is not None else looks.offset)
    above_left = above.copy()
    above_left.right = left_of.right
    for candidate in (left_of, above, above_left):
        candidate.clamp_ip(area)
        if not any(candidate.colliderect(other) for other in avoid):
            return candidate
    return rect


def tooltip(style: Style, explanation: Explanation, near: pygame.Rect,
            canvas_size: tuple[int, int], z: float = 880.0,
            looks: TooltipStyle = KIT, avoid: Sequence[pygame.Rect] = ()) -> Element:
    """The explanation's panel as an element (under the chrome, over the table), clear of
    `avoid` where it can be."""
    rect = tooltip_rect(style, explanation, near, canvas_size, looks, avoid)
    look = TooltipLook(explanation, (rect.x, rect.y, rect.w, rect.h), style.key, looks)
    return Element("tooltip", rect.inflate(24, 24), z, look,
                   partial(_paint_tooltip, look, style))


def _paint_tooltip(look: TooltipLook, style: Style, canvas: pygame.Surface) -> None:
    looks = look.looks
    rect = pygame.Rect(look.rect)
    panel(canvas, rect, looks.fill, looks.edge, radius=looks.radius,
          pictures=style.pictures if looks.kept else None)
    y = rect.y + looks.top
    for line, size, ink, height in _rows(style, look.explanation, looks):
        box = pygame.Rect(rect.x + looks.side, y, rect.w - 2 * looks.side, height)
        if looks.row is not None:
            text_in(canvas, style.ui, line, size, ink, box, "midleft")
        elif looks.width is not None:
            text_in(canvas, style.ui, line, size, ink, box, "topleft", wrap=True)
        else:
            canvas.blit(style.ui.text(line, size, ink), box.topleft)
        y += height + looks.gap
