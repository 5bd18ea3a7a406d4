"""Fixed-timestep clock: real time in, a whole number of equal game steps out (no pygame)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class FixedStepClock:
    """Accumulates clamped real time and hands out fixed steps, capped per frame.

    `time_source` returns seconds (monotonic); tests inject a fake one.
    """

    step: float = 1 / 60
    max_frame: float = 0.25
    max_steps: int = 8
    time_source: Callable[[], float] = time.perf_counter
    accumulator: float = field(default=0.0, init=False)
    _last: float | None = field(default=None, init=False)

    def reset(self) -> None:
        """Forget elapsed time (after a pause or a long load) so no burst of steps follows."""
        self._last = None
        self.accumulator = 0.0

    def advance(self) -> int:
        """Measure the time since the last call and return how many steps to run now."""
        now = self.time_source()
        elapsed = 0.0 if self._last is None else now - self._last
        self._last = now
        self.accumulator += min(max(elapsed, 0.0), self.max_frame)
        steps = 0
        while self.accumulator >= self.step and steps < self.max_steps:
            self.accumulator -= self.step
            steps += 1
        if steps == self.max_steps and self.accumulator >= self.step:
            self.accumulator %= self.step  # a slow machine slows the game instead of spiralling
        return steps

    @property
    def alpha(self) -> float:
        """How far between the last step and the next the frame is drawn (0..1)."""
        return self.accumulator / self.step
