"""Elements: what a table draws, each with a rectangle, a z-order and a key of what it shows.

A table describes its picture as elements every frame; `RetainedCanvas` compares them with the
ones it drew last time and redraws only where something is new, gone, moved or looks different.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

import pygame

Painter = Callable[[pygame.Surface], None]


@dataclass(frozen=True)
class Element:
    """One drawn thing. Two elements with the same `key`, `rect`, `z` and `look` draw the same
    pixels, so the canvas keeps what it drew; `paint` draws it (at its place, on a canvas that
    may be clipped to a dirty region)."""

    key: Hashable
    rect: pygame.Rect
    """Every logical pixel `paint` may touch (shadows and outlines included)."""
    z: float
    look: Hashable
    """Everything `paint` reads besides the rectangle: equal looks draw equal pixels."""
    paint: Painter = field(compare=False, repr=False)
    cover: Callable[[], pygame.Rect | None] | None = field(default=None, compare=False,
                                                           repr=False)
    """A rectangle inside `rect` that `paint` covers with fully opaque pixels wherever the
    canvas is not clipped (a card's face), asked only when the background under the element
    is drawn: the background is not drawn there first."""
    keep: bool = field(default=True, compare=False)
    """Whether the canvas may keep the element's picture when it is large (a panel), to put
    it back when something passes over it; False for what one blit paints anyway (a card)."""


def panel_cover(rect: pygame.Rect, radius: int) -> Callable[[], pygame.Rect]:
    """The cover of an opaque panel whose corners are rounded by `radius`: its middle band,
    two pixels in from its sides and its corners' height (and two) from its top and bottom,
    so no rounding to device pixels reaches past what the panel paints."""
    band = pygame.Rect(rect).inflate(-4, -2 * (radius + 2))
    return lambda: band
