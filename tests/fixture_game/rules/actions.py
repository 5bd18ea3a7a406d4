"""Last Chip's one action."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Action


@dataclass(frozen=True)
class Take(Action):
    """Take `count` chips from the pile."""

    count: int


ACTION_TYPES = (Take,)
