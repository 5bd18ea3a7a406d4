"""Loads sprites once and caches them (and their scaled variants)."""

from __future__ import annotations

import pygame

from tabletop.assets.paths import sprite_path
from tabletop.core.errors import DataError


class ImageCache:
    """Sprites by path under sprites/, converted for fast blitting when a display exists."""

    def __init__(self) -> None:
        self._images: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}

    def get(self, relative: str) -> pygame.Surface:
        image = self._images.get(relative)
        if image is None:
            path = sprite_path(relative)
            try:
                image = pygame.image.load(str(path))
            except (FileNotFoundError, pygame.error) as exc:
                raise DataError(f"sprites/{relative}", "(file)",
                                f"cannot be loaded: {exc}") from None
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            self._images[relative] = image
        return image

    def scaled(self, relative: str, size: tuple[int, int]) -> pygame.Surface:
        """The sprite smooth-scaled to `size`, computed once."""
        key = (relative, size[0], size[1])
        image = self._scaled.get(key)
        if image is None:
            image = pygame.transform.smoothscale(self.get(relative), size)
            self._scaled[key] = image
        return image
