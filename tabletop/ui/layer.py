"""Surfaces drawn at the window's resolution while every size and position stays logical.

The game lays out a 1280x720 table. A window of another size does not stretch that picture:
the canvas is a `Layer` with `k` device pixels per logical pixel, and text, card faces and
shapes are rendered at that resolution, so a 1920x1080 window is as crisp as a 1280x720 one.
At k == 1 plain `pygame.Surface`s are used and nothing here costs anything.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, TypeGuard

import pygame

LOGICAL_SIZE = (1280, 720)
"""The table's logical canvas: every layout is written at this size."""


def device_rect(rect: Any, k: float) -> pygame.Rect:
    """A logical rectangle in device pixels (edges rounded, so neighbours stay seamless)."""
    r = pygame.FRect(rect)
    x0, y0 = round(r.x * k), round(r.y * k)
    return pygame.Rect(x0, y0, round((r.x + r.w) * k) - x0, round((r.y + r.h) * k) - y0)


def logical_rect(rect: pygame.Rect, k: float) -> pygame.Rect:
    """A device rectangle back in logical units."""
    x0, y0 = round(rect.x / k), round(rect.y / k)
    return pygame.Rect(x0, y0, round(rect.right / k) - x0, round(rect.bottom / k) - y0)


def scale_of(surface: pygame.Surface) -> float:
    """Device pixels per logical pixel of a surface (1 for a plain surface)."""
    return surface.k if isinstance(surface, Layer) else 1.0


class Layer(pygame.Surface):
    """A surface with `k` device pixels per logical pixel; its API speaks logical units."""

    k: float
    _logical: tuple[int, int]
    rescaled_blits: int

    def __init__(self, size: Sequence[float], flags: int = 0, k: float = 1.0,
                 device: tuple[int, int] | None = None) -> None:
        w, h = size
        if device is None:
            device = (max(1, round(w * k)), max(1, round(h * k)))
        super().__init__(device, flags)
        self._adopt_scale(k, (max(1, round(w)), max(1, round(h))))

    def _adopt_scale(self, k: float, logical: tuple[int, int]) -> None:
        self.k = k
        self._logical = logical
        self.rescaled_blits = 0

    @classmethod
    def adopt(cls, surface: pygame.Surface, k: float) -> Layer:
        """A device-resolution surface (rendered text, a transform's result) as a Layer."""
        dw, dh = surface.get_size() if not isinstance(surface, Layer) else surface.device_size
        layer = cls((dw / k, dh / k), pygame.SRCALPHA, k, device=(dw, dh))
        layer.fill((0, 0, 0, 0))
        pygame.Surface.blit(layer, surface, (0, 0), None, pygame.BLEND_RGBA_ADD)
        return layer

    def _derived(self, surface: pygame.Surface) -> Layer:
        """A surface pygame made from this one (copy, convert), given this one's scale."""
        assert isinstance(surface, Layer)  # pygame makes a copy of a subclass in that class
        surface._adopt_scale(self.k, self._logical)
        return surface

    # -- sizes, in logical units ---------------------------------------------------------------
    @property
    def device_size(self) -> tuple[int, int]:
        return pygame.Surface.get_size(self)

    def get_size(self) -> tuple[int, int]:
        return self._logical

    def get_width(self) -> int:
        return self._logical[0]

    def get_height(self) -> int:
        return self._logical[1]

    def get_rect(self, **where: Any) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self._logical)
        for name, value in where.items():
            setattr(rect, name, value)
        return rect

    def get_bounding_rect(self, min_alpha: int = 1) -> pygame.Rect:
        return logical_rect(pygame.Surface.get_bounding_rect(self, min_alpha), self.k)

    # -- drawing, in logical units -------------------------------------------------------------
    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        k = self.k
        if scale_of(source) != k:
            source = self._matched(source)
        device_area = device_rect(area, k) if area is not None else None
        done = pygame.Surface.blit(self, source, (round(dest[0] * k), round(dest[1] * k)),
                                   device_area, special_flags)
        return logical_rect(done, k)

    def blits(self, blit_sequence: Iterable[Any],
              doreturn: int | bool = True) -> list[pygame.Rect] | None:
        done = [self.blit(*item) for item in blit_sequence]
        return done if doreturn else None

    def _matched(self, source: pygame.Surface) -> pygame.Surface:
        """A source made at another scale, resized to this one (correct size, softer)."""
        self.rescaled_blits += 1
        w, h = source.get_size()
        size = (max(1, round(w * self.k)), max(1, round(h * self.k)))
        try:
            return pygame.transform.smoothscale(source, size)
        except ValueError:
            return pygame.transform.scale(source, size)

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        device = device_rect(rect, self.k) if rect is not None else None
        return logical_rect(pygame.Surface.fill(self, color, device, special_flags), self.k)

    def set_clip(self, rect: Any = None) -> None:
        pygame.Surface.set_clip(self, device_rect(rect, self.k) if rect is not None else None)

    def get_clip(self) -> pygame.Rect:
        return logical_rect(pygame.Surface.get_clip(self), self.k)

    # -- pygame operations that make new surfaces keep the scale -------------------------------
    def copy(self) -> Layer:
        return self._derived(pygame.Surface.copy(self))

    def convert(self, *args: Any) -> Layer:
        return self._derived(pygame.Surface.convert(self, *args))

    def convert_alpha(self, *args: Any) -> Layer:
        return self._derived(pygame.Surface.convert_alpha(self, *args))

    def subsurface(self, *rect: Any) -> Layer:
        area = rect[0] if len(rect) == 1 else rect
        sub = pygame.Surface.subsurface(self, device_rect(area, self.k))
        assert isinstance(sub, Layer)  # as in _derived
        sub._adopt_scale(self.k, pygame.Rect(area).size)
        return sub


def same_format(a: pygame.Surface, b: pygame.Surface) -> bool:
    """Whether two surfaces hold their pixels alike (depth and channel masks)."""
    return (a.get_bitsize(), a.get_masks()) == (b.get_bitsize(), b.get_masks())


def ready_to_blit(surface: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """`surface` in the pixel format the window blits fastest (with per-pixel alpha, or
    opaque): itself when it already has it (a new surface usually does: converting would
    only copy it), else a converted copy; itself when there is no window."""
    window = pygame.display.get_surface()
    if window is None:
        return surface
    if not alpha:
        return surface if same_format(surface, window) else surface.convert()
    best = pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha()
    return surface if same_format(surface, best) else surface.convert_alpha()


def matches(cached: pygame.Surface | None, target: pygame.Surface) -> TypeGuard[pygame.Surface]:
    """True when a cached full-size surface still fits `target` (same size, same scale)."""
    return (cached is not None and cached.get_size() == target.get_size()
            and scale_of(cached) == scale_of(target))


def new_surface(size: Sequence[float], flags: int = 0, k: float = 1.0) -> pygame.Surface:
    """A surface of logical `size` at scale `k` (a plain Surface when k is 1)."""
    if k == 1.0:
        return pygame.Surface((max(1, round(size[0])), max(1, round(size[1]))), flags)
    return Layer(size, flags, k)


def canvas_surface(size: Sequence[float], k: float = 1.0) -> pygame.Surface:
    """A surface like `new_surface(size, 0, k)` to draw every frame on, whose rows do not
    start 16 bytes apart: SDL copies an opaque picture onto a surface whose rows do, from
    one whose rows do too (a kept panel, the felt), with streaming stores that bypass the
    cache, 10 to 30 times slower here than a plain copy for the patches a frame redraws
    (a 100x100 felt patch onto a 4K canvas: 31 µs instead of 1.3). One spare pixel at the
    end of each row (the canvas is a subsurface of a surface a pixel wider) rules that path
    out for every copy onto or off the canvas."""
    plain = new_surface(size, 0, k)
    w, h = pygame.Surface.get_size(plain)
    if w % 4:
        return plain  # its rows already fall off the 16-byte grid
    if not isinstance(plain, Layer):
        return pygame.Surface((w + 1, h)).subsurface((0, 0, w, h))
    wider = Layer(((w + 1) / k, h / k), 0, k, device=(w + 1, h))
    canvas = pygame.Surface.subsurface(wider, (0, 0, w, h))
    assert isinstance(canvas, Layer)  # (pygame makes a subclass's subsurface in that class)
    canvas._adopt_scale(k, plain.get_size())
    return canvas


def surface_like(target: pygame.Surface, size: Sequence[float], flags: int = 0) -> pygame.Surface:
    """A surface at the same scale as `target` (to draw into and blit onto it later)."""
    return new_surface(size, flags, scale_of(target))
