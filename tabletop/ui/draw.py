"""Small drawing helpers shared by scenes: panels, player badges, text placement."""

from __future__ import annotations

import functools
import math

import pygame

from tabletop.ui import paint
from tabletop.ui.layer import new_surface, scale_of
from tabletop.ui.theme import Colour


@functools.lru_cache(maxsize=256)
def panel_shadow(width: int, height: int, radius: int, k: float = 1.0) -> pygame.Surface:
    """The soft shadow under a panel of that size (at render scale k), drawn once."""
    shade = new_surface((width + 8, height + 8), pygame.SRCALPHA, k)
    paint.rect(shade, (0, 0, 0, 70), shade.get_rect().inflate(-6, -6).move(3, 4),
                     border_radius=radius)
    return shade


def panel(canvas: pygame.Surface, rect: pygame.Rect, fill: Colour, border: Colour | None = None,
          radius: int = 14, shadow: bool = True) -> None:
    """A rounded panel with a soft drop shadow."""
    if shadow:
        shade = panel_shadow(rect.w, rect.h, radius, scale_of(canvas))
        canvas.blit(shade, (rect.x - 3, rect.y - 3))
    paint.rect(canvas, fill, rect, border_radius=radius)
    if border is not None:
        paint.rect(canvas, border, rect, width=2, border_radius=radius)


def shape_points(shape: str, centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = centre
    if shape == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    if shape == "square":
        s = r * 0.85
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "star":
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        return pts
    return []


def badge(canvas: pygame.Surface, shape: str, centre: tuple[float, float], r: float,
          colour: Colour, outline: Colour = (43, 43, 43)) -> None:
    """A player's colour always paired with a shape (● ▲ ■ ◆ ★)."""
    if shape == "circle":
        paint.circle(canvas, colour, centre, r)
        paint.circle(canvas, outline, centre, r, 2)
        return
    pts = shape_points(shape, centre, r)
    paint.polygon(canvas, colour, pts)
    paint.polygon(canvas, outline, pts, 2)


def blit_centred(canvas: pygame.Surface, surface: pygame.Surface,
                 centre: tuple[float, float]) -> pygame.Rect:
    rect = surface.get_rect(center=(int(centre[0]), int(centre[1])))
    canvas.blit(surface, rect)
    return rect
