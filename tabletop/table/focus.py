"""The keyboard focus ring: Left/Right (or Tab) walk a list of named targets, Enter acts."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass


@dataclass
class FocusRing:
    """Which of the targets on offer has the keyboard's focus (by position, kept in range)."""

    index: int = 0

    def focused(self, targets: Sequence[Hashable]) -> Hashable | None:
        if not targets:
            return None
        return targets[min(self.index, len(targets) - 1)]

    def move(self, targets: Sequence[Hashable], step: int) -> None:
        if targets:
            self.index = (min(self.index, len(targets) - 1) + step) % len(targets)

    def put_on(self, targets: Sequence[Hashable], target: Hashable) -> None:
        """Focus `target` (or the first target when it is not on offer)."""
        self.index = list(targets).index(target) if target in targets else 0
