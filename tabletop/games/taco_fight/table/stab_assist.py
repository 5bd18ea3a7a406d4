"""¡Taco Fight!'s one-press stab (Settings → "Taco Fight: one press eats"): a player who cannot
tap fast presses once and the table taps the fork on for them, one tap every `GAP` seconds, well
inside the rules' window, until the taco is eaten or the stab lapses (the fork covered, the taco
gone). The rules are unchanged: the same taps, submitted for the player."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tabletop.games.taco_fight.rules.actions import Stab
from tabletop.games.taco_fight.rules.observation import StabView

SETTING = "one_press_stab"
GAP = 0.2
"""Seconds between the taps the table makes (six taps take 1 s; the window is 2 s)."""


@dataclass
class StabAssist:
    """The stabs the table is tapping on, by seat: the stab and the seconds to its next tap."""

    tapping: dict[int, tuple[Stab, float]] = field(default_factory=dict)

    def started(self, seat: int, stab: Stab) -> None:
        """A player's tap: the table goes on tapping it (a new stab replaces the old one)."""
        self.tapping[seat] = (stab, GAP)

    def due(self, dt: float, stabs: Sequence[StabView | None]) -> list[tuple[int, Stab]]:
        """The taps due after `dt` seconds; a stab the rules no longer show in progress (eaten,
        or lapsed) is let go."""
        out = []
        for seat, (stab, left) in list(self.tapping.items()):
            shown = stabs[seat] if seat < len(stabs) else None
            if shown is None or (shown.fork, shown.taco) != (stab.fork, stab.taco):
                del self.tapping[seat]
                continue
            left -= dt
            if left <= 0:
                out.append((seat, stab))
                left = GAP
            self.tapping[seat] = (stab, left)
        return out
