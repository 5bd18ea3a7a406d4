"""A panel's drop shadow blended straight onto the canvas, without a picture of its size.

The shadow is a rounded rectangle of one translucent colour. Drawn the plain way it needs a
clear picture as large as the panel (at a 4K TV's scale a big panel's is 4 MB, made, zeroed
and faulted in for every paint, or kept in a cache it crowds out). Here the same pixels are
blended piece by piece: the four corners from a small picture of the corner's curve, the
straight parts from thin strips of the colour, and only where the canvas's clip lets them
show and the panel painted next does not cover them. Every pixel is the one the plain way
gives (each is blended on its own: `tests/ui/test_shade.py` compares both ways).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from tabletop.ui import paint
from tabletop.ui.layer import device_rect, new_surface, scale_of

Point = Sequence[float]


def minus(rect: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """`rect` without `hole`: up to four rectangles."""
    cut = rect.clip(hole)
    if cut.w <= 0 or cut.h <= 0:
        return [rect]
    parts = [pygame.Rect(rect.x, rect.y, rect.w, cut.y - rect.y),
             pygame.Rect(rect.x, cut.bottom, rect.w, rect.bottom - cut.bottom),
             pygame.Rect(rect.x, cut.y, cut.x - rect.x, cut.h),
             pygame.Rect(cut.right, cut.y, rect.right - cut.right, cut.h)]
    return [part for part in parts if part.w > 0 and part.h > 0]


def minus_all(rects: list[pygame.Rect], holes: list[pygame.Rect]) -> list[pygame.Rect]:
    for hole in holes:
        rects = [part for rect in rects for part in minus(rect, hole)]
    return rects


def blend_rounded(canvas: pygame.Surface, colour: Any, origin: Point, size: Point,
                  shape: Any, radius: int, hidden: Any = None) -> None:
    """Blend onto `canvas` what `paint.rect(picture, colour, shape, border_radius=radius)` on
    a clear `new_surface(size, SRCALPHA)` blitted at `origin` would (all in logical units),
    leaving out the parts inside `hidden`, a logical rectangle with corners of `radius` that
    is painted over next (pygame's drawing replaces pixels, so what it covers never shows)."""
    k = scale_of(canvas)
    corner = 0 if radius <= 0 else max(1, round(radius * k))
    at = (round(origin[0] * k), round(origin[1] * k))
    picture = pygame.Rect(at, (max(1, round(size[0] * k)), max(1, round(size[1] * k))))
    shaped = device_rect(shape, k).move(at)
    if corner and min(shaped.w, shaped.h) < 2 * corner + 2:
        _blend_whole(canvas, colour, origin, size, shape, radius)
        return
    shown = shaped.clip(picture).clip(pygame.Surface.get_clip(canvas))
    if shown.w <= 0 or shown.h <= 0:
        return
    pieces = [shown]
    if hidden is not None:
        under = device_rect(hidden, k)
        pieces = minus_all(pieces, [under.inflate(-2 * corner, 0), under.inflate(0, -2 * corner)])
    if not pieces:
        return
    corners: list[tuple[pygame.Rect, tuple[int, int]]] = []
    if corner:
        side = 2 * corner + 2
        curve = new_surface((side, side), pygame.SRCALPHA)
        curve.fill((0, 0, 0, 0))
        paint.rect(curve, colour, (0, 0, side, side), border_radius=corner)
        far = side - corner
        for x, y, cx, cy in ((shaped.x, shaped.y, 0, 0),
                             (shaped.right - corner, shaped.y, far, 0),
                             (shaped.x, shaped.bottom - corner, 0, far),
                             (shaped.right - corner, shaped.bottom - corner, far, far)):
            corners.append((pygame.Rect(x, y, corner, corner), (cx - x, cy - y)))
        for piece in pieces:
            for square, (dx, dy) in corners:
                part = piece.clip(square)
                if part.w > 0 and part.h > 0:
                    pygame.Surface.blit(canvas, curve, part.topleft,
                                        part.move(dx, dy))
        pieces = minus_all(pieces, [square for square, _offset in corners])
    for piece in pieces:
        strip = new_surface(piece.size, pygame.SRCALPHA)
        strip.fill(colour)
        pygame.Surface.blit(canvas, strip, piece.topleft)


def rounded_picture(colour: Any, size: Point, shape: Any, radius: int,
                    k: float = 1.0) -> pygame.Surface:
    """The plain way's picture: a clear surface of logical `size` at scale `k`, the rounded
    `shape` on it in `colour` (blitted at the origin `blend_rounded` is given, the same
    pixels; worth keeping for a small shadow drawn often)."""
    picture = new_surface(size, pygame.SRCALPHA, k)
    paint.rect(picture, colour, shape, border_radius=radius)
    return picture


def _blend_whole(canvas: pygame.Surface, colour: Any, origin: Point, size: Point,
                 shape: Any, radius: int) -> None:
    """The plain way: a clear picture of `size`, the shape on it, blitted (small shapes)."""
    canvas.blit(rounded_picture(colour, size, shape, radius, scale_of(canvas)), origin)
