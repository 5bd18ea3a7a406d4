"""How many bytes of pictures an object holds: the surfaces reachable from it through its
containers and attributes, each counted once, none of those held by caches it shares with
others (the services' sprites and text), which are counted where they belong."""

from __future__ import annotations

import inspect
from collections import deque
from collections.abc import Iterable, Mapping
from typing import Any

import pygame

DEPTH = 6
"""How many containers and attributes deep pictures are looked for (a game's card faces keep
theirs in a cache of their own: faces → cache → its entries → the picture)."""


def surface_bytes(surface: pygame.Surface) -> int:
    """The bytes of the pixels a surface holds itself (none for a subsurface: its parent's)."""
    if surface.get_parent() is not None:
        return 0
    return int(surface.get_pitch() * pygame.Surface.get_height(surface))


def _inside(value: Any) -> Iterable[Any]:
    if isinstance(value, Mapping):
        return list(value.values())
    if isinstance(value, list | tuple | set | frozenset | deque):
        return list(value)
    attributes = getattr(value, "__dict__", None)
    return list(attributes.values()) if isinstance(attributes, dict) else ()


def held_bytes(value: Any, apart: Iterable[object] = (), depth: int = DEPTH) -> int:
    """The bytes of every picture `value` holds, `depth` steps deep at most, not looking
    inside `apart` (shared caches)."""
    seen = {id(shared) for shared in apart}
    total = 0
    queue: deque[tuple[Any, int]] = deque([(value, 0)])
    while queue:
        item, level = queue.popleft()
        if (id(item) in seen or isinstance(item, str | bytes | int | float | type)
                or inspect.isroutine(item) or inspect.ismodule(item)):
            continue
        seen.add(id(item))
        if isinstance(item, pygame.Surface):
            total += surface_bytes(item)
        elif level < depth:
            queue.extend((inner, level + 1) for inner in _inside(item))
    return total
