"""Frame pacing: never draw faster than the frame rate (no pygame; time and sleep injectable)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

FRAME_RATE = 60.0


@dataclass
class FramePacer:
    """Starts drawn frames at most `rate` times a second, on a steady cadence while they run.

    Tests inject a fake `now` and `sleep`."""

    rate: float = FRAME_RATE
    now: Callable[[], float] = time.perf_counter
    sleep: Callable[[float], None] = time.sleep
    _next: float | None = field(default=None, init=False)

    @property
    def interval(self) -> float:
        return 1.0 / self.rate

    def wait_for_frame(self) -> None:
        """Sleep until the next frame may start, then claim it (at once after a still spell)."""
        now = self.now()
        if self._next is not None and now < self._next:
            self.sleep(self._next - now)
            now = max(self.now(), self._next)
        if self._next is None or now - self._next > self.interval:
            self._next = now + self.interval  # the first frame after a pause or a stall
        else:
            self._next += self.interval
