"""Fixed-timestep clock: real time in, a whole number of equal game steps out (no pygame)."""

from __future__ import annotations

import math
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

    def resume(self) -> None:
        """Carry on from now after a sleep: the time slept is not game time (no catch-up)."""
        self._last = self.time_source()
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


def steps_until(due: float, step: float) -> int:
    """The whole steps from now to a due time (at least one: it is due on a step)."""
    return max(1, math.ceil(due / step - 1e-9))


def steps_covering(slept: float, due: float | None, step: float) -> int:
    """The whole steps a still scene's sleep of `slept` seconds stood for.

    A sleep with nothing due covers no steps (only input can change the scene, so none is
    owed); one that waited for a due time covers the steps up to it, never more, so the due
    change happens on exactly the step it was due and nothing after it is run in a burst."""
    if due is None or slept <= 0:
        return 0
    return min(steps_until(due, step), int(slept / step + 1e-6))
