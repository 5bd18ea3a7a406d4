"""Fonts and cached text: one bundled font in a few sizes; text is rendered once, not per frame."""

from __future__ import annotations

from pathlib import Path

import pygame

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

    def set_scale(self, scale: float) -> None:
        """The player's text-size setting: every size is multiplied by it."""
        if scale != self.scale:
            self.scale = scale
            self._cache.clear()

    def font(self, size: int) -> pygame.font.Font:
        size = max(8, round(size * self.scale))
        if size not in self._fonts:
            self._fonts[size] = pygame.font.Font(str(self.path), size)
        return self._fonts[size]

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
        if width:
            font.align = pygame.FONT_LEFT
            base = font.render(text, True, colour, None, width)
        else:
            base = font.render(text, True, colour)
        if shadow is None:
            return base.convert_alpha() if pygame.display.get_surface() else base
        if width:
            under = font.render(text, True, shadow, None, width)
        else:
            under = font.render(text, True, shadow)
        out = pygame.Surface((base.get_width() + 2, base.get_height() + 2), pygame.SRCALPHA)
        out.blit(under, (2, 2))
        out.blit(base, (0, 0))
        return out
