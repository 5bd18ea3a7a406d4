"""Inked building blocks shared by the illustration modules (fill, then a thin ink stroke)."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from tabletop.artgen.canvas import Canvas, Colour, Point, arc_points, rotate_points
from tabletop.artgen.palette import INK

LINE = 1.6  # inner ink line width, logical px at 96 px icons


def inked_poly(c: Canvas, colour: Colour, pts: Sequence[Point], w: float = LINE) -> None:
    c.poly(colour, pts)
    if w:
        c.poly(INK, pts, w)


def inked_circle(c: Canvas, colour: Colour, centre: Point, r: float, w: float = LINE) -> None:
    if w:
        c.circle(INK, centre, r + w / 2)
    c.circle(colour, centre, r - w / 2 if w else r)


def inked_ellipse(c: Canvas, colour: Colour, centre: Point, rx: float, ry: float,
                  w: float = LINE) -> None:
    if w:
        c.ellipse(INK, centre, rx + w / 2, ry + w / 2)
    c.ellipse(colour, centre, rx - w / 2, ry - w / 2)


def inked_rect(c: Canvas, colour: Colour, x: float, y: float, w: float, h: float,
               radius: float = 0, lw: float = LINE) -> None:
    if lw:
        c.rect(INK, x - lw / 2, y - lw / 2, w + lw, h + lw, radius + lw / 2 if radius else 0)
    c.rect(colour, x + lw / 2, y + lw / 2, w - lw, h - lw, max(0, radius - lw / 2) if radius else 0)


def half_disk(centre: Point, r: float, a0: float = 180, a1: float = 360,
              ry: float | None = None, steps: int = 40) -> list[Point]:
    """A pie slice polygon (default: the lower half, flat side up)."""
    return arc_points(centre, r, a0, a1, steps, ry)


def blob(centre: Point, r: float, wobble: float, lobes: int, phase: float = 0,
         ry: float | None = None, steps: int = 72) -> list[Point]:
    """A wavy closed outline (lettuce, guacamole, clouds)."""
    cx, cy = centre
    ry = r if ry is None else ry
    out = []
    for i in range(steps):
        a = 2 * math.pi * i / steps
        k = 1 + wobble * math.sin(lobes * a + phase)
        out.append((cx + math.cos(a) * r * k, cy + math.sin(a) * ry * k))
    return out


def speckles(c: Canvas, colour: Colour, inside: Sequence[Point], count: int, seed: int,
             r: tuple[float, float] = (0.8, 1.6)) -> None:
    """Deterministic dots scattered inside a polygon."""
    rng = random.Random(seed)
    xs = [p[0] for p in inside]
    ys = [p[1] for p in inside]
    placed = 0
    tries = 0
    while placed < count and tries < count * 40:
        tries += 1
        x = rng.uniform(min(xs), max(xs))
        y = rng.uniform(min(ys), max(ys))
        if point_in_poly((x, y), inside):
            c.circle(colour, (x, y), rng.uniform(*r))
            placed += 1


def point_in_poly(pt: Point, poly: Sequence[Point]) -> bool:
    x, y = pt
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / ((yj - yi) or 1e-9) + xi:
            inside = not inside
        j = i
    return inside


def inset(points: Sequence[Point], centre: Point, factor: float) -> list[Point]:
    cx, cy = centre
    return [(cx + (x - cx) * factor, cy + (y - cy) * factor) for x, y in points]


def moved(points: Sequence[Point], dx: float, dy: float) -> list[Point]:
    return [(x + dx, y + dy) for x, y in points]


def rounded_poly(points: Sequence[Point], radius: float, steps: int = 6) -> list[Point]:
    """Round the corners of a convex-ish polygon by cutting each corner with a small curve."""
    out: list[Point] = []
    n = len(points)
    for i in range(n):
        p0, p1, p2 = points[i - 1], points[i], points[(i + 1) % n]
        d1 = math.hypot(p1[0] - p0[0], p1[1] - p0[1]) or 1
        d2 = math.hypot(p2[0] - p1[0], p2[1] - p1[1]) or 1
        r1 = min(radius, d1 / 2)
        r2 = min(radius, d2 / 2)
        a = (p1[0] + (p0[0] - p1[0]) * r1 / d1, p1[1] + (p0[1] - p1[1]) * r1 / d1)
        b = (p1[0] + (p2[0] - p1[0]) * r2 / d2, p1[1] + (p2[1] - p1[1]) * r2 / d2)
        for k in range(steps + 1):
            t = k / steps
            # quadratic Bezier a -> p1 -> b
            x = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * p1[0] + t * t * b[0]
            y = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * p1[1] + t * t * b[1]
            out.append((x, y))
    return out


def rotated(points: Sequence[Point], centre: Point, degrees: float) -> list[Point]:
    return rotate_points(points, centre, degrees)


def bezier(p0: Point, p1: Point, p2: Point, steps: int = 16) -> list[Point]:
    out = []
    for k in range(steps + 1):
        t = k / steps
        out.append(((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
                    (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1]))
    return out


def eyes(c: Canvas, left: Point, right: Point, r: float = 3.2, look: Point = (0.4, 0.3)) -> None:
    """Two cartoon eyes with a white glint."""
    for x, y in (left, right):
        c.circle(INK, (x, y), r)
        c.circle((255, 255, 255), (x - r * 0.35 + look[0], y - r * 0.35 + look[1]), r * 0.38)


def smile(c: Canvas, centre: Point, r: float, w: float = 1.8, sad: bool = False) -> None:
    if sad:
        c.arc(INK, (centre[0], centre[1] + r), r, 30, 150, w)
    else:
        c.arc(INK, centre, r, 200, 340, w)
