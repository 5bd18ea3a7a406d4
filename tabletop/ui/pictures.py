"""Pictures made once and blitted many times (panels, badges, shadows), owned by the services."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from tabletop.ui import pixel_budget

LIMIT = 512
ASKED_LIMIT = 256
"""Keys asked for once and not made (see `Pictures.again`) that are remembered."""


def bytes_of(picture: pygame.Surface) -> int:
    """The bytes a surface's pixels take (device pixels, whatever scale it speaks)."""
    return picture.get_pitch() * pygame.Surface.get_height(picture)


class Pictures:
    """A bounded cache of pictures keyed by what they show (and the render scale they were made
    at, which is part of every key); the oldest unused ones go first, when more than `limit`
    or more than `bytes_limit` bytes are kept (the owner sets it by the render scale, see
    `pixel_budget`: at a 4K TV's scale one kept panel holds a few megabytes, and a long game's
    changing panels must not pile up)."""

    def __init__(self, limit: int = LIMIT, bytes_limit: int = pixel_budget.PICTURES.floor) -> None:
        self.limit = limit
        self.bytes_limit = bytes_limit
        self.bytes = 0
        self._kept: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._asked: OrderedDict[Hashable, None] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        found = self._kept.get(key)
        if found is not None:
            self._kept.move_to_end(key)
            return found
        found = self._kept[key] = make()
        self.bytes += bytes_of(found)
        while len(self._kept) > 1 and (len(self._kept) > self.limit
                                       or self.bytes > self.bytes_limit):
            _key, oldest = self._kept.popitem(last=False)
            self.bytes -= bytes_of(oldest)
        return found

    def again(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface | None:
        """The picture of `key` if it was asked for before (made now if need be); None the
        first time, for the caller to draw in place: a look shown for one frame only (a count
        that keeps changing) is not worth making into a picture, one redrawn again is."""
        if key in self._kept or key in self._asked:
            self._asked.pop(key, None)
            return self.get(key, make)
        self._asked[key] = None
        if len(self._asked) > ASKED_LIMIT:
            self._asked.popitem(last=False)
        return None

    def clear(self) -> None:
        self._kept.clear()
        self._asked.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._kept)
