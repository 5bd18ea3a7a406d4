"""Pictures made once and blitted many times (panels, badges, shadows), owned by the services."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

LIMIT = 512


class Pictures:
    """A bounded cache of pictures keyed by what they show (and the render scale they were made
    at, which is part of every key); the oldest unused ones go first."""

    def __init__(self, limit: int = LIMIT) -> None:
        self.limit = limit
        self._kept: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        found = self._kept.get(key)
        if found is None:
            found = self._kept[key] = make()
            if len(self._kept) > self.limit:
                self._kept.popitem(last=False)
        else:
            self._kept.move_to_end(key)
        return found

    def clear(self) -> None:
        self._kept.clear()

    def __len__(self) -> int:
        return len(self._kept)
