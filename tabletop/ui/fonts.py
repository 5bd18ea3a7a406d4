"""Fonts and cached text: one bundled font in a few sizes; text is rendered once, not per frame."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.ui.layer import Layer, new_surface

HEADING = 44
TITLE = 30
BODY = 24
SMALL = 18


def bundled_font_path() -> Path:
    """The font that ships inside pygame-ce (bundled explicitly in the executable too)."""
    return Path(pygame.__file__).parent / pygame.font.get_default_font()


class FontBook:
    """Fonts by size and a bounded cache of rendered text surfaces."""

    def __init__(self, path: Path | None = None, cache_limit: int = 2048) -> None:
        self.path = path or bundled_font_path()
        self._fonts: dict[int, pygame.font.Font] = {}
        self._cache: dict[tuple, pygame.Surface] = {}
        self._limit = cache_limit
        self.scale = 1.0
        self.k = 1.0

    def set_render_scale(self, k: float) -> None:
        """Device pixels per logical pixel: text is rendered at that resolution."""
        if k != self.k:
            self.k = k
            self._cache.clear()

    def set_scale(self, scale: float) -> None:
        """The player's text-size setting: every size is multiplied by it."""
        if scale != self.scale:
            self.scale = scale
            self._cache.clear()

    def font(self, size: int) -> pygame.font.Font:
        """The font at `size` logical points, for rendering at the current scale."""
        size = max(8, round(size * self.scale * self.k))
        if size not in self._fonts:
            self._fonts[size] = pygame.font.Font(str(self.path), size)
        return self._fonts[size]

    def measure(self, text: str, size: int) -> tuple[int, int]:
        """The logical size `text` takes at `size`, without rendering it."""
        w, h = self.font(size).size(text)
        return (round(w / self.k), round(h / self.k))

    def text(self, text: str, size: int, colour: tuple[int, int, int],
             shadow: tuple[int, int, int] | None = None, width: int = 0) -> pygame.Surface:
        """Rendered text (optionally with a soft drop shadow, optionally wrapped to `width`)."""
        key = (text, size, colour, shadow, width)
        surface = self._cache.get(key)
        if surface is None:
            surface = self._render(text, size, colour, shadow, width)
            if len(self._cache) >= self._limit:
                self._cache.clear()
            self._cache[key] = surface
        return surface

    def _render(self, text: str, size: int, colour, shadow, width: int) -> pygame.Surface:
        font = self.font(size)
        k = self.k
        width = round(width * k)
        if width:
            font.align = pygame.FONT_LEFT
            base = font.render(text, True, colour, None, width)
        else:
            base = font.render(text, True, colour)
        if shadow is None:
            if k != 1.0:
                return Layer.adopt(base, k)
            return base.convert_alpha() if pygame.display.get_surface() else base
        if width:
            under = font.render(text, True, shadow, None, width)
        else:
            under = font.render(text, True, shadow)
        w, h = base.get_size()
        out = new_surface((w / k + 2, h / k + 2), pygame.SRCALPHA, k)
        out.blit(Layer.adopt(under, k) if k != 1.0 else under, (2, 2))
        out.blit(Layer.adopt(base, k) if k != 1.0 else base, (0, 0))
        return out
