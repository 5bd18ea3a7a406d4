"""What the table tells the player: the history line, a refusal for a moment, the hint, and the
banner that names the seat to act. Plain state; `chrome.py` draws it."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.core.actions import Action

REFUSAL_SECONDS = 3.5
BANNER_IN, BANNER_HOLD, BANNER_OUT = 0.25, 0.8, 0.2
QUIET_EVENTS = ("TurnStarted", "StepChanged")
"""Events not worth the "last thing that happened" line."""

NEWS, HINT, REFUSAL = "news", "hint", "refusal"


@dataclass
class Feedback:
    """The line at the bottom of the table: a refusal while it lasts, else a standing line,
    else the hint, else the last thing that happened."""

    last_text: str
    refusal: str = ""
    refusal_time: float = 0.0
    hint_text: str = ""
    hint_action: Action | None = None
    standing: str = ""
    """A line that stays until its cause goes ("Ana's phone left…" while the seat waits for
    the host), over the hint and the news: at a real-time table the news changes every second."""

    def told(self, news: str | None) -> None:
        """An accepted move (anyone's) told `news` (None: nothing new to tell)."""
        if news is not None:
            self.last_text = news

    def refuse(self, reason: str) -> None:
        self.refusal = reason
        self.refusal_time = REFUSAL_SECONDS

    def hint(self, action: Action, said: str) -> None:
        """Show the hint `said` ("Hint: …", worded by the table) for `action`."""
        self.hint_action = action
        self.hint_text = said

    def clear_hint(self) -> None:
        self.hint_text, self.hint_action = "", None

    def advance(self, dt: float) -> bool:
        """One step of game time; True when a refusal has just run out (the line changes)."""
        if self.refusal_time <= 0:
            return False
        self.refusal_time = max(0.0, self.refusal_time - dt)
        return self.refusal_time == 0

    def due_in(self) -> float | None:
        return self.refusal_time if self.refusal_time > 0 else None

    @property
    def refusing(self) -> bool:
        return self.refusal_time > 0

    def line(self) -> tuple[str, str]:
        """(text, kind) of what the line says now: a refusal, the hint or the news."""
        if self.refusing:
            return self.refusal, REFUSAL
        if self.standing:
            return self.standing, REFUSAL
        if self.hint_text:
            return self.hint_text, HINT
        return self.last_text, NEWS


@dataclass
class Banner:
    """A short banner that slides in and out when a new seat is to act (never blocks input)."""

    text: str = ""
    seat: int | None = None
    time: float = 0.0
    for_actors: tuple[int, ...] = field(default_factory=tuple)

    def announce(self, text: str, seat: int | None) -> None:
        self.text, self.seat = text, seat
        self.time = BANNER_IN + BANNER_HOLD + BANNER_OUT

    def advance(self, dt: float, speed: float) -> None:
        if self.time > 0:
            self.time = max(0.0, self.time - dt * max(speed, 1.0))

    def shown(self) -> float | None:
        """How far the banner has slid in (0..1, eased), or None when there is none."""
        if self.time <= 0 or not self.text:
            return None
        total = BANNER_IN + BANNER_HOLD + BANNER_OUT
        elapsed = total - self.time
        if elapsed < BANNER_IN:
            shown = elapsed / BANNER_IN
        elif elapsed > BANNER_IN + BANNER_HOLD:
            shown = max(0.0, 1 - (elapsed - BANNER_IN - BANNER_HOLD) / BANNER_OUT)
        else:
            shown = 1.0
        return 1 - (1 - shown) ** 3
