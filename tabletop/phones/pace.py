"""A flood of messages is dropped: a token bucket per phone (the server's clock, never the
rules')."""

from __future__ import annotations

from dataclasses import dataclass

RATE = 10.0
"""Messages a second a phone may send, on average (a person taps far fewer)."""
BURST = 20.0
"""Messages a phone may send at once."""
CUT_OFF = 200
"""Dropped messages after which the phone is disconnected (it can come back)."""


@dataclass
class Bucket:
    """How many messages a phone may still send now."""

    tokens: float = BURST
    last: float | None = None
    dropped: int = 0

    def allow(self, now: float) -> bool:
        if self.last is not None:
            self.tokens = min(BURST, self.tokens + (now - self.last) * RATE)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        self.dropped += 1
        return False

    @property
    def flooding(self) -> bool:
        return self.dropped >= CUT_OFF
