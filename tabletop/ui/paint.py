"""pygame.draw and pygame.transform, in logical units on any surface (plain or `Layer`).

Scenes call these instead of pygame.draw so the same drawing code is crisp at every window
size: on a Layer the coordinates, widths and radii are scaled to device pixels; on a plain
surface the call goes straight to pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from tabletop.ui.layer import Layer, device_rect, logical_rect, scale_of

Point = Sequence[float]


def _pt(point: Point, k: float) -> tuple[int, int]:
    return (round(point[0] * k), round(point[1] * k))


def _width(width: int, k: float) -> int:
    return 0 if width <= 0 else max(1, round(width * k))


def _radius(radius: int, k: float) -> int:
    return radius if radius <= 0 else max(1, round(radius * k))


def rect(surface: pygame.Surface, color: Any, rect: Any, width: int = 0,
         border_radius: int = 0, border_top_left_radius: int = -1,
         border_top_right_radius: int = -1, border_bottom_left_radius: int = -1,
         border_bottom_right_radius: int = -1) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.rect(surface, color, rect, width, border_radius,
                                border_top_left_radius, border_top_right_radius,
                                border_bottom_left_radius, border_bottom_right_radius)
    k = surface.k
    done = pygame.draw.rect(surface, color, device_rect(rect, k), _width(width, k),
                            _radius(border_radius, k), _radius(border_top_left_radius, k),
                            _radius(border_top_right_radius, k),
                            _radius(border_bottom_left_radius, k),
                            _radius(border_bottom_right_radius, k))
    return logical_rect(done, k)


def circle(surface: pygame.Surface, color: Any, center: Point, radius: float,
           width: int = 0, **quadrants: bool) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.circle(surface, color, center, radius, width, **quadrants)
    k = surface.k
    done = pygame.draw.circle(surface, color, _pt(center, k), radius * k, _width(width, k),
                              **quadrants)
    return logical_rect(done, k)


def ellipse(surface: pygame.Surface, color: Any, rect: Any, width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.ellipse(surface, color, rect, width)
    k = surface.k
    return logical_rect(pygame.draw.ellipse(surface, color, device_rect(rect, k),
                                            _width(width, k)), k)


def arc(surface: pygame.Surface, color: Any, rect: Any, start_angle: float,
        stop_angle: float, width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.arc(surface, color, rect, start_angle, stop_angle, width)
    k = surface.k
    return logical_rect(pygame.draw.arc(surface, color, device_rect(rect, k), start_angle,
                                        stop_angle, _width(width, k)), k)


def line(surface: pygame.Surface, color: Any, start_pos: Point, end_pos: Point,
         width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.line(surface, color, start_pos, end_pos, width)
    k = surface.k
    return logical_rect(pygame.draw.line(surface, color, _pt(start_pos, k), _pt(end_pos, k),
                                         _width(width, k)), k)


def lines(surface: pygame.Surface, color: Any, closed: bool, points: Sequence[Point],
          width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.lines(surface, color, closed, points, width)
    k = surface.k
    return logical_rect(pygame.draw.lines(surface, color, closed, [_pt(p, k) for p in points],
                                          _width(width, k)), k)


def polygon(surface: pygame.Surface, color: Any, points: Sequence[Point],
            width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.polygon(surface, color, points, width)
    k = surface.k
    return logical_rect(pygame.draw.polygon(surface, color, [_pt(p, k) for p in points],
                                            _width(width, k)), k)


# -- transforms: the result keeps the source's scale ---------------------------------------------
def _keep(source: pygame.Surface, result: pygame.Surface) -> pygame.Surface:
    return Layer.adopt(result, source.k) if isinstance(source, Layer) else result


def _device_size(source: pygame.Surface, size: Sequence[float]) -> tuple[int, int]:
    k = source.k if isinstance(source, Layer) else 1.0
    return (max(1, round(size[0] * k)), max(1, round(size[1] * k)))


def smoothscale(surface: pygame.Surface, size: Sequence[float]) -> pygame.Surface:
    """The surface smoothly resized to logical `size`."""
    return _keep(surface, pygame.transform.smoothscale(surface,
                                                       _device_size(surface, size)))


def scale(surface: pygame.Surface, size: Sequence[float]) -> pygame.Surface:
    return _keep(surface, pygame.transform.scale(surface, _device_size(surface, size)))


def rotate(surface: pygame.Surface, angle: float) -> pygame.Surface:
    return _keep(surface, pygame.transform.rotate(surface, angle))


def rotate_raw(surface: pygame.Surface, angle: float) -> pygame.Surface:
    """The surface turned by `angle`, left as the plain device-resolution surface pygame made
    (no copy into a Layer: at a TV's resolution that copy costs more than the turn). For a
    picture shown once; draw it with `blit_raw_centred`."""
    return pygame.transform.rotate(surface, angle)


def blit_raw_centred(canvas: pygame.Surface, raw: pygame.Surface,
                     centre: tuple[float, float]) -> None:
    """A device-resolution surface (`rotate_raw`'s) drawn centred on a logical point."""
    k = scale_of(canvas)
    w, h = raw.get_size()
    pygame.Surface.blit(canvas, raw, (round(centre[0] * k - w / 2), round(centre[1] * k - h / 2)))


def rotozoom(surface: pygame.Surface, angle: float, zoom: float) -> pygame.Surface:
    return _keep(surface, pygame.transform.rotozoom(surface, angle, zoom))
