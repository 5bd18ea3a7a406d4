"""A real-time game's replay counts in the game's own time ("0:12 of 3:40"), not in its
thousands of clock ticks: the seconds played by each step of the record."""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ReplayClock:
    """The game time at the start of each of the record's entries (`starts`: the step it
    begins at; `seconds`: the time then; `ticks`: one tick's seconds, 0 for a move)."""

    starts: tuple[int, ...]
    seconds: tuple[float, ...]
    ticks: tuple[float, ...]
    length: int

    @classmethod
    def of(cls, log: Sequence[Any]) -> ReplayClock:
        starts, seconds, ticks = [], [], []
        step, time = 0, 0.0
        for entry in log:
            count = int(entry.get("tick", 0)) if isinstance(entry, dict) else 0
            tick = float(entry.get("dt", 0.0)) if count > 0 else 0.0
            starts.append(step)
            seconds.append(time)
            ticks.append(tick)
            step += max(1, count)
            time += count * tick
        return cls(tuple(starts), tuple(seconds), tuple(ticks), step)

    def at(self, step: int) -> float:
        """The game's time, in seconds, once `step` steps have been replayed."""
        if not self.starts or step <= 0:
            return 0.0
        number = bisect.bisect_right(self.starts, min(step, self.length)) - 1
        return self.seconds[number] + (min(step, self.length) - self.starts[number]) \
            * self.ticks[number]


def clock_words(seconds: float) -> str:
    """"0:07" for 7 seconds, "3:40" for 220 (whole seconds, rounded down)."""
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"
