"""A supersampled drawing surface: draw in logical pixels, get a smooth downscaled result."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

Point = tuple[float, float]
DETAIL = 2
"""Sprites the game resizes at run time (icons, card backs, dice) are stored this many times
their logical size, so a window drawn at 1.5x or 2x still shows sharp art."""
Colour = tuple[int, ...]


def unpremultiply(surface: pygame.Surface) -> pygame.Surface:
    """Undo premultiplied alpha (the inverse of Surface.premul_alpha)."""
    w, h = surface.get_size()
    data = bytearray(pygame.image.tobytes(surface, "RGBA"))
    for i in range(3, len(data), 4):
        a = data[i]
        if a == 0 or a == 255:
            continue
        for j in (i - 3, i - 2, i - 1):
            data[j] = min(255, (data[j] * 255 + a // 2) // a)
    return pygame.image.frombytes(bytes(data), (w, h), "RGBA")


def downscale(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Smoothly shrink an RGBA surface without dark fringes (premultiplied averaging)."""
    premul = surface.premul_alpha()
    small = pygame.transform.smoothscale(premul, size)
    return unpremultiply(small)


def soft_blur(surface: pygame.Surface, radius: float, factor: int = 4) -> pygame.Surface:
    """A Gaussian blur done at 1/factor resolution (fast; fine for shadows and glows)."""
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, w // factor), max(1, h // factor)))
    small = pygame.transform.gaussian_blur(small, max(1, round(radius / factor)))
    return pygame.transform.smoothscale(small, (w, h))


class Canvas:
    """An RGBA surface `ss` times larger than its logical size; every call takes logical units."""

    def __init__(self, width: int, height: int, ss: int = 4) -> None:
        self.width = width
        self.height = height
        self.ss = ss
        self.surface = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)

    # -- coordinates -------------------------------------------------------------------------
    def p(self, x: float, y: float) -> tuple[int, int]:
        return (round(x * self.ss), round(y * self.ss))

    def pts(self, points: Iterable[Point]) -> list[tuple[int, int]]:
        return [self.p(x, y) for x, y in points]

    def s(self, v: float) -> int:
        return max(1, round(v * self.ss))

    def layer(self) -> Canvas:
        """A fresh transparent canvas of the same size."""
        return Canvas(self.width, self.height, self.ss)

    # -- shapes ------------------------------------------------------------------------------
    def fill(self, colour: Colour) -> None:
        self.surface.fill(colour)

    def circle(self, colour: Colour, centre: Point, r: float, width: float = 0) -> None:
        pygame.draw.circle(self.surface, colour, self.p(*centre), round(r * self.ss),
                           self.s(width) if width else 0)

    def ellipse(self, colour: Colour, centre: Point, rx: float, ry: float,
                width: float = 0) -> None:
        rect = pygame.Rect(0, 0, round(rx * 2 * self.ss), round(ry * 2 * self.ss))
        rect.center = self.p(*centre)
        pygame.draw.ellipse(self.surface, colour, rect, self.s(width) if width else 0)

    def rect(self, colour: Colour, x: float, y: float, w: float, h: float, radius: float = 0,
             width: float = 0) -> None:
        r = pygame.Rect(*self.p(x, y), round(w * self.ss), round(h * self.ss))
        pygame.draw.rect(self.surface, colour, r, self.s(width) if width else 0,
                         border_radius=round(radius * self.ss) if radius else -1)

    def poly(self, colour: Colour, points: Sequence[Point], width: float = 0) -> None:
        if width:
            self.polyline(colour, list(points) + [points[0]], width)
        else:
            pygame.draw.polygon(self.surface, colour, self.pts(points))

    def line(self, colour: Colour, a: Point, b: Point, width: float) -> None:
        """A thick line with round caps."""
        ax, ay = a
        bx, by = b
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * width / 2, dx / length * width / 2
        pygame.draw.polygon(self.surface, colour, self.pts(
            [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]))
        self.circle(colour, a, width / 2)
        self.circle(colour, b, width / 2)

    def polyline(self, colour: Colour, points: Sequence[Point], width: float) -> None:
        for a, b in zip(points, points[1:], strict=False):
            self.line(colour, a, b, width)

    def arc(self, colour: Colour, centre: Point, r: float, a0: float, a1: float, width: float,
            steps: int = 24) -> None:
        """A thick round-capped arc; angles in degrees, 0 = east, counter-clockwise (y up)."""
        self.polyline(colour, arc_points(centre, r, a0, a1, steps), width)

    def band(self, colour: Colour, centre: Point, r_in: float, r_out: float, a0: float,
             a1: float, steps: int = 32) -> None:
        """A filled ring segment."""
        outer = arc_points(centre, r_out, a0, a1, steps)
        inner = arc_points(centre, r_in, a1, a0, steps)
        self.poly(colour, outer + inner)

    def star(self, colour: Colour, centre: Point, r_out: float, r_in: float, points: int = 5,
             rotation: float = 90) -> None:
        self.poly(colour, star_points(centre, r_out, r_in, points, rotation))

    def text(self, text: str, size: float, colour: Colour, centre: Point,
             bold: bool = False) -> pygame.Rect:
        """Bundled default font, centred on a logical point."""
        font = pygame.font.Font(None, round(size * self.ss))
        font.set_bold(bold)
        img = font.render(text, True, colour)
        rect = img.get_rect(center=self.p(*centre))
        self.surface.blit(img, rect)
        return rect

    # -- compositing -------------------------------------------------------------------------
    def blit(self, other: Canvas | pygame.Surface, offset: Point = (0, 0),
             special_flags: int = 0) -> None:
        src = other.surface if isinstance(other, Canvas) else other
        self.surface.blit(src, self.p(*offset), special_flags=special_flags)

    def outlined(self, colour: Colour, width: float, steps: int = 16) -> Canvas:
        """A new canvas: this drawing with a solid silhouette stroke of `width` around it."""
        mask = pygame.mask.from_surface(self.surface, 20)
        stamp = mask.to_surface(setcolor=colour, unsetcolor=(0, 0, 0, 0))
        out = self.layer()
        rad = width * self.ss
        for ring in (rad, rad * 0.55):
            for i in range(steps):
                ang = 2 * math.pi * i / steps
                out.surface.blit(stamp, (round(math.cos(ang) * ring), round(math.sin(ang) * ring)))
        out.surface.blit(self.surface, (0, 0))
        return out

    def shadowed(self, offset: Point = (0, 2.5), alpha: int = 70, blur: float = 2.0) -> Canvas:
        """A new canvas: a soft drop shadow under this drawing."""
        mask = pygame.mask.from_surface(self.surface, 20)
        stamp = mask.to_surface(setcolor=(0, 0, 0, alpha), unsetcolor=(0, 0, 0, 0))
        if blur:
            stamp = soft_blur(stamp, blur * self.ss, self.ss)
        out = self.layer()
        out.surface.blit(stamp, self.p(*offset))
        out.surface.blit(self.surface, (0, 0))
        return out

    def clip_to(self, mask_canvas: Canvas) -> None:
        """Keep only the parts of this drawing inside mask_canvas's opaque area."""
        mask = pygame.mask.from_surface(mask_canvas.surface, 20)
        keep = mask.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(255, 255, 255, 0))
        self.surface.blit(keep, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)

    def result(self, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The drawing shrunk to its logical size (or `size`)."""
        return downscale(self.surface, size or (self.width, self.height))

    def detailed(self) -> pygame.Surface:
        """The drawing at DETAIL times its logical size (for sprites resized at run time)."""
        return self.result((self.width * DETAIL, self.height * DETAIL))


def arc_points(centre: Point, r: float, a0: float, a1: float, steps: int = 24,
               ry: float | None = None) -> list[Point]:
    """Points along an arc, degrees, 0 = east, counter-clockwise as seen on screen."""
    cx, cy = centre
    ry = r if ry is None else ry
    out = []
    for i in range(steps + 1):
        a = math.radians(a0 + (a1 - a0) * i / steps)
        out.append((cx + math.cos(a) * r, cy - math.sin(a) * ry))
    return out


def star_points(centre: Point, r_out: float, r_in: float, points: int = 5,
                rotation: float = 90) -> list[Point]:
    cx, cy = centre
    out = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rotation + 180 * i / points)
        out.append((cx + math.cos(a) * r, cy - math.sin(a) * r))
    return out


def rotate_points(points: Iterable[Point], centre: Point, degrees: float) -> list[Point]:
    """Rotate points about a centre (counter-clockwise on screen)."""
    cx, cy = centre
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * ca + (y - cy) * sa, cy - (x - cx) * sa + (y - cy) * ca)
            for x, y in points]


