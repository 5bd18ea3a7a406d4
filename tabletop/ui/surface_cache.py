"""A bounded cache of surfaces by key, for an object the services keep (the hourglass's glass
for each sand level): what is still asked for survives a turn-over, the rest is forgotten."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame


class SurfaceCache:
    """Surfaces made once per key. When `limit` keys are held the older ones are set aside:
    those still asked for come back, the rest are forgotten at the next turn-over."""

    def __init__(self, limit: int = 256) -> None:
        self._items: dict[Any, pygame.Surface] = {}
        self._older: dict[Any, pygame.Surface] = {}
        self._limit = limit

    def get(self, key: Any, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._items.get(key)
        if surface is None:
            surface = self._older.pop(key, None)
            if surface is None:
                surface = make()
            if len(self._items) >= self._limit:
                self._older, self._items = self._items, {}
            self._items[key] = surface
        return surface

    def find(self, key: Any) -> pygame.Surface | None:
        """The surface made for `key`, if there is one (without making it)."""
        surface = self._items.get(key)
        if surface is None and key in self._older:
            surface = self.get(key, lambda: self._older[key])
        return surface

    def clear(self) -> None:
        self._items.clear()
        self._older.clear()
