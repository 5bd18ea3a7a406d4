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


def circles(surface: pygame.Surface, color: Any, centres: Sequence[Point],
            radius: float) -> None:
    """Filled circles of one colour and radius at each of `centres` (a dotted line), as
    `circle` draws each."""
    if not isinstance(surface, Layer):
        for centre in centres:
            pygame.draw.circle(surface, color, centre, radius)
        return
    k = surface.k
    device_radius = radius * k
    for x, y in centres:
        pygame.draw.circle(surface, color, (round(x * k), round(y * k)), device_radius)


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


def rotozoom_raw(surface: pygame.Surface, angle: float, zoom: float) -> pygame.Surface:
    """A quick `rotozoom` for a picture in motion, shown once, left as the device-resolution
    surface pygame made (like `rotate_raw`): smoothly resized, then turned without smoothing
    (at 4K a turning hourglass's smooth turn took 2 ms a frame, this 0.7, the copy into a
    Layer as much again)."""
    w, h = pygame.Surface.get_size(surface)
    size = (max(1, round(w * zoom)), max(1, round(h * zoom)))
    return pygame.transform.rotate(pygame.transform.smoothscale(surface, size), angle)


SMALLEST_HOLE = 60_000
"""Device pixels a hole must spare for `blit_around` to cut a blit into pieces round it (each
piece is a blit of its own)."""


def blit_around(canvas: pygame.Surface, source: pygame.Surface, at: tuple[float, float],
                hole: pygame.Rect) -> None:
    """`source` blitted at `at`, but not over `hole` (where something opaque will be drawn):
    the same pixels as one blit everywhere else. The pieces' edges lie a multiple of 4
    logical pixels in from `at`, where the canvas's scale maps them to whole, even device
    pixels, so they round as the one blit would; at a scale where they would not (or from a
    place between pixels), it is one blit."""
    k = scale_of(canvas)
    ax, ay = at
    edge = 4 * k
    if hole.w * hole.h * k * k < SMALLEST_HOLE or ax != int(ax) or ay != int(ay) \
            or not edge.is_integer() or int(edge) % 2:
        canvas.blit(source, at)
        return
    ax, ay = int(ax), int(ay)
    x0, y0 = -(-(hole.x - ax) // 4) * 4, -(-(hole.y - ay) // 4) * 4  # inward to multiples of 4
    x1, y1 = (hole.right - ax) // 4 * 4, (hole.bottom - ay) // 4 * 4
    w, h = source.get_size()
    x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, w), min(y1, h)
    if x1 <= x0 or y1 <= y0:
        canvas.blit(source, at)
        return
    past = w + h + 8  # beyond the source's far edges: cut there by the blit
    for x, y, pw, ph in ((0, 0, past, y0), (0, y1, past, past), (0, y0, x0, y1 - y0),
                         (x1, y0, past, y1 - y0)):
        if pw > 0 and ph > 0:
            canvas.blit(source, (ax + x, ay + y), pygame.Rect(x, y, pw, ph))


VEIL_TILE = 128
"""The widest piece, in device pixels, `veil` blends at a time."""


def veil(surface: pygame.Surface, at: Point, size: Point, colour: Any) -> None:
    """A translucent `colour` (RGBA) laid over `size` (logical) at `at`: the very pixels a
    sheet of that colour made with `surface_like` and blitted there gives, from one narrow
    piece blitted across, so no sheet as wide as the window is made for it."""
    _lay(surface, _sheet_area(surface, at, size), colour)


def rounded_veil(surface: pygame.Surface, at: Point, size: Point, colour: Any,
                 radius: int) -> None:
    """`veil` with rounded corners: the very pixels of a sheet of `colour` with a rounded
    rectangle of `radius` drawn on it by `rect` and blitted there, though only the corners
    are drawn as a picture (a few device pixels square) and the rest is laid as `veil`."""
    area = _sheet_area(surface, at, size)
    corner = _radius(radius, scale_of(surface)) if isinstance(surface, Layer) else radius
    side = 2 * corner + 2  # a sheet this size has the corners of any bigger one
    if corner <= 0 or area.w <= side or area.h <= side:
        sheet = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(sheet, colour, sheet.get_rect(), border_radius=corner)
        pygame.Surface.blit(surface, sheet, area.topleft)
        return
    corners = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.rect(corners, colour, corners.get_rect(), border_radius=corner)
    far_x, far_y = area.right - corner, area.bottom - corner
    for x, y, cx, cy in ((area.x, area.y, 0, 0), (far_x, area.y, side - corner, 0),
                         (area.x, far_y, 0, side - corner),
                         (far_x, far_y, side - corner, side - corner)):
        pygame.Surface.blit(surface, corners, (x, y), pygame.Rect(cx, cy, corner, corner))
    between = area.w - 2 * corner
    _lay(surface, pygame.Rect(area.x + corner, area.y, between, corner), colour)
    _lay(surface, pygame.Rect(area.x, area.y + corner, area.w, area.h - 2 * corner), colour)
    _lay(surface, pygame.Rect(area.x + corner, far_y, between, corner), colour)


def _sheet_area(surface: pygame.Surface, at: Point, size: Point) -> pygame.Rect:
    """Where a sheet of logical `size` made at `surface`'s scale lands when blitted at `at`,
    in device pixels."""
    k = scale_of(surface)
    w, h = max(1, round(size[0] * k)), max(1, round(size[1] * k))
    return pygame.Rect(round(at[0] * k), round(at[1] * k), w, h)


def _lay(surface: pygame.Surface, area: pygame.Rect, colour: Any) -> None:
    """`colour` blended over the device `area` (within the clip), one narrow piece at a time."""
    shown = area.clip(pygame.Surface.get_clip(surface))
    if shown.w <= 0 or shown.h <= 0:
        return
    piece = pygame.Surface((min(VEIL_TILE, shown.w), shown.h), pygame.SRCALPHA)
    piece.fill(colour)
    for x in range(shown.x, shown.right, piece.get_width()):
        pygame.Surface.blit(surface, piece, (x, shown.y),
                            pygame.Rect(0, 0, shown.right - x, shown.h))


def soften(canvas: pygame.Surface, step: int) -> None:
    """Blur the whole canvas in place: shrunk to one pixel in `step` logical pixels and
    smoothly grown back (about 10 ms at 4K; a surface of another depth is left as it is)."""
    if canvas.get_bitsize() not in (24, 32):
        return
    width, height = pygame.Surface.get_size(canvas)  # device pixels
    factor = max(2, round(step * scale_of(canvas)))
    small = pygame.transform.smoothscale(canvas, (max(1, width // factor),
                                                  max(1, height // factor)))
    pygame.Surface.blit(canvas, pygame.transform.smoothscale(small, (width, height)), (0, 0))
