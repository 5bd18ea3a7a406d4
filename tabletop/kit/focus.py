"""The keyboard focus ring: Left/Right (or Tab) walk a list of named targets, Enter acts."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass


@dataclass
class FocusRing:
    """Which of the targets on offer has the keyboard's focus (by position, kept in range)."""

    index: int = 0
    wrap: bool = False
    """A position past the end counts round from the start again (as when the targets were
    more), instead of standing on the last target."""

    def _at(self, targets: Sequence[Hashable]) -> int:
        return self.index % len(targets) if self.wrap else min(self.index, len(targets) - 1)

    def focused(self, targets: Sequence[Hashable]) -> Hashable | None:
        if not targets:
            return None
        return targets[self._at(targets)]

    def move(self, targets: Sequence[Hashable], step: int) -> None:
        if targets:
            self.index = (self._at(targets) + step) % len(targets)

