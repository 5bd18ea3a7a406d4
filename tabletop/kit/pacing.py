"""Who looks at the table, and the pace of a turn-based game (plain Python).

`Seating` knows the human seats and which of them may see the table now: in hot-seat play a
hand is shown only from its player's curtain to the end of their turn. `TurnPacing` lets bots
act one at a time, once the table has settled, at the chosen pace. The real-time table uses
`Seating` and not `TurnPacing`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

BOT_PAUSE = 0.7
"""Seconds between bot actions at normal speed (the settings' bot pace overrides it)."""
PLAN_AHEAD = 0.25
"""Seconds before its move a bot works the move out, while the table is still, so the frame
that shows the move does not also think it (`Match.plan_bot`)."""


@dataclass
class Seating:
    """The human seats and the one looking at the table (None: nobody, behind a curtain)."""

    humans: tuple[int, ...]
    viewer: int | None
    private: bool = True
    """Each human's hand is theirs alone (a real-time table shows everything to everyone)."""

    @classmethod
    def of(cls, humans: Sequence[int], private: bool = True) -> Seating:
        """With one human, they always look; with several at a private table, nobody until a
        curtain lifts."""
        humans = tuple(humans)
        return cls(humans, humans[0] if len(humans) == 1 else None, private)

    @property
    def hot_seat(self) -> bool:
        """Several humans share the screen and their hands are private: a curtain between."""
        return self.private and len(self.humans) > 1

    def human_to_act(self, actors: Sequence[int]) -> int | None:
        """The human seat the rules are waiting for, if any."""
        return next((seat for seat in actors if seat in self.humans), None)

    def curtain_for(self, actors: Sequence[int]) -> int | None:
        """The human who must lift a curtain before the table shows them anything (the viewer
        is dropped until they do), or None."""
        seat = self.human_to_act(actors)
        if seat is None or seat == self.viewer or not self.hot_seat:
            return None
        self.viewer = None
        return seat

    def close_turn(self, actors: Sequence[int]) -> int | None:
        """In hot-seat play, the viewer whose turn has just ended (dropped, so nothing private
        is drawn after it), or None."""
        seat = self.viewer
        if seat is None or not self.hot_seat or seat in actors:
            return None
        self.viewer = None
        return seat


@dataclass
class TurnPacing:
    """Bots act one at a time: after the animations, at `pace` seconds per move."""

    wait: float = 0.0

    def step(self, dt: float, pace: float) -> bool:
        """One step while a bot is to move and the table is still; True when it may act now."""
        self.wait += dt
        if self.wait < pace - 1e-9:
            return False
        self.wait = 0.0
        return True

    def due_in(self, pace: float) -> float:
        return max(0.0, pace - self.wait)


def bot_pace(setting: float | None, speed: float) -> float:
    """Seconds a bot waits before it acts, at the chosen pace and animation speed."""
    base = BOT_PAUSE if setting is None else float(setting)
    return base / speed if speed > 0 else 0.0
