"""Loads sprites once and caches them (and their scaled variants) at the render scale."""

from __future__ import annotations

import pygame

from tabletop.assets.paths import sprite_path
from tabletop.core.errors import DataError
from tabletop.ui import pixel_budget
from tabletop.ui.layer import Layer
from tabletop.ui.pictures import Pictures

SCALED_LIMIT = 256
"""The scaled sprites kept at most (how many, and their pixels' bytes)."""


class ImageCache:
    """Sprites by path under sprites/, converted for fast blitting when a display exists.

    `k` is the render scale (device pixels per logical pixel): at k != 1 every sprite is
    resampled once from its file to that resolution, keeping its logical size.
    """

    def __init__(self) -> None:
        self.k = 1.0
        self._files: dict[str, pygame.Surface] = {}
        self._images: dict[str, pygame.Surface] = {}
        self._bounds: dict[str, pygame.Rect] = {}
        self._scaled = Pictures(limit=SCALED_LIMIT, bytes_limit=pixel_budget.SCALED.floor)
        """Sprites scaled to a size, the least recently asked for going first (a die drawn at
        every size of its tumble would otherwise keep each for the whole game)."""

    def set_render_scale(self, k: float) -> None:
        if k != self.k:
            self.k = k
            self._images.clear()
            self._scaled.clear()
            self._scaled.bytes_limit = pixel_budget.SCALED.bytes_at(k)

    def original(self, relative: str) -> pygame.Surface:
        """The sprite exactly as its file holds it (for reading pixels)."""
        return self._file(relative)

    def drawn_bounds(self, relative: str) -> pygame.Rect:
        """Where the sprite's file has any pixel that is not see-through (its drawing less
        its empty margin), in the file's own pixels: read once per sprite (a table laying
        out a card's pictures asks for it in every frame that paints one)."""
        bounds = self._bounds.get(relative)
        if bounds is None:
            bounds = self._bounds[relative] = self._file(relative).get_bounding_rect()
        return bounds.copy()

    def _file(self, relative: str) -> pygame.Surface:
        image = self._files.get(relative)
        if image is None:
            image = self._files[relative] = self._load(relative)
        return image

    @staticmethod
    def _load(relative: str) -> pygame.Surface:
        """The sprite's file read now (a DataError naming it when it cannot be)."""
        path = sprite_path(relative)
        try:
            image = pygame.image.load(str(path))
        except (FileNotFoundError, pygame.error) as exc:
            raise DataError(f"sprites/{relative}", "(file)",
                            f"cannot be loaded: {exc}") from None
        if pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        return image

    def get(self, relative: str) -> pygame.Surface:
        """The sprite at its own logical size."""
        image = self._images.get(relative)
        if image is None:
            image = self._file(relative)
            if self.k != 1.0:
                image = self._resampled(image, image.get_size())
            self._images[relative] = image
        return image

    def scaled(self, relative: str, size: tuple[int, int]) -> pygame.Surface:
        """The sprite smooth-scaled to logical `size`, computed once."""
        return self._scaled.get((relative, size[0], size[1]),
                                lambda: self._resampled(self._file(relative), size))

    def paint_scaled(self, relative: str, target: pygame.Surface) -> None:
        """The sprite smooth-scaled over the whole of `target`, not kept: for a picture as big
        as the window, kept once by whoever owns it (a second copy would cost 32 MB at 4K); its
        file is read for it and let go after, unless another use keeps it."""
        device = (target.device_size if isinstance(target, Layer) else target.get_size())
        image = self._files.get(relative) or self._load(relative)
        if device == image.get_size():
            pygame.Surface.blit(target, image, (0, 0))
            return
        if (image.get_bitsize(), image.get_masks()[:3]) == \
                (target.get_bitsize(), target.get_masks()[:3]):
            pygame.transform.smoothscale(image, device, target)  # no window-sized scratch copy
        else:  # (smoothscale would not convert between formats)
            pygame.Surface.blit(target, pygame.transform.smoothscale(image, device), (0, 0))

    def _resampled(self, image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        k = self.k
        device = (max(1, round(size[0] * k)), max(1, round(size[1] * k)))
        out = pygame.transform.smoothscale(image, device) if device != image.get_size() \
            else image
        return Layer.adopt(out, k) if k != 1.0 else out
