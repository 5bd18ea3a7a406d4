"""How a score was made: each seat's score as lines of (label, amount) that add up to it.

Every game explains its scores with a pure function of its rules part (no pygame), named by
its spec (`GameSpec.scoring`, "package.module:function"): `explain(data, observation, events)`
returns one `ScoreBreakdown` per seat. It reads only what every seat may see: the public
parts of `observation` (whoever's it is) and the game's events so far (`events()`, the log
played again on a fresh copy; called only by a game that needs them, so a real-time game's
long log is not replayed to explain a count it can read off the table). The results screen
shows the breakdowns of the end, the table's score sheet those of the game so far.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.actions import Event, action_from_dict
from tabletop.core.errors import DataError, IllegalAction
from tabletop.core.facts import Fact
from tabletop.core.match import Match
from tabletop.core.registry import load_named

Events = Callable[[], Sequence[Event]]
"""The game's events so far, oldest first (computed when called)."""
Explain = Callable[[Any, Any, Events], tuple["ScoreBreakdown", ...]]
"""A game's `explain(data, observation, events)`: one breakdown per seat."""


Label = Fact | str
"""A score line's or note's reason: a fact from the rules, its words once the game's phrase
book has worded the breakdown (`Phrases.breakdown`)."""


@dataclass(frozen=True)
class ScoreLine:
    """One reason in a score: "Taco 2, 5 cards: 4 × 2", +8."""

    label: Label
    amount: int


@dataclass(frozen=True)
class ScoreBreakdown:
    """A seat's score and how it was made. The lines always add up to the total (checked
    when it is made); `notes` say what counts without changing it ("Fewest cards wins")."""

    seat: int
    total: int
    lines: tuple[ScoreLine, ...]
    notes: tuple[Label, ...] = ()

    def __post_init__(self) -> None:
        added = sum(line.amount for line in self.lines)
        if added != self.total:
            raise ValueError(f"seat {self.seat}'s score lines add up to {added}, "
                             f"not its total {self.total}")


def breakdown(seat: int, lines: Sequence[tuple[Label, int]],
              notes: Sequence[Label] = ()) -> ScoreBreakdown:
    """A breakdown whose total is its lines' sum."""
    made = tuple(ScoreLine(label, amount) for label, amount in lines)
    return ScoreBreakdown(seat, sum(line.amount for line in made), made, tuple(notes))


def signed(amount: int) -> str:
    """'+3', '0', '−2' (with a real minus sign), as a breakdown's amounts are shown."""
    if amount < 0:
        return f"\u2212{-amount}"
    return f"+{amount}" if amount > 0 else "0"


def events_of(match: Match) -> list[Event]:
    """Every event of the match so far: its log played again on a fresh copy (a log that no
    longer plays stops where it breaks)."""
    again = Match(match.spec, match.data, match.setup)
    events: list[Event] = []
    for entry in match.log:
        if "tick" in entry:
            for _ in range(int(entry["tick"])):
                events += again.tick(float(entry["dt"]))
            continue
        try:
            events += again.submit(action_from_dict(entry, match.spec.action_types))
        except (IllegalAction, DataError):
            break
    return events


def explainer(spec: Any) -> Explain | None:
    """The function `spec.scoring` names (imported now), or None for a game without one."""
    name = getattr(spec, "scoring", "")
    if not name:
        return None
    found: Explain = load_named(name, f"{spec.title}'s score breakdown")
    return found


def breakdowns_of(match: Match, viewer: int | None = None) -> tuple[ScoreBreakdown, ...] | None:
    """Each seat's breakdown as the match stands (None: the game explains no scores). Only
    public things are read, so whose observation it is (`viewer`, else seat 0) changes
    nothing."""
    explain = explainer(match.spec)
    if explain is None:
        return None
    kept: list[list[Event]] = []

    def events() -> Sequence[Event]:
        if not kept:
            kept.append(events_of(match))
        return kept[0]

    observation = match.rules.observation(0 if viewer is None else viewer)
    return explain(match.data, observation, events)
