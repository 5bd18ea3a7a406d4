"""How each Taco Loco seat's score is made: the cards of every taco it took, taco by taco (an
overfilled one, a perfect one given to it, its own Legendary Taco countered), read from the
game's public events. Plain Python, for the results and the score sheet; each reason is a
fact its phrase book words."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact
from tabletop.core.scoring import Events, Label, ScoreBreakdown, breakdown
from tabletop.games.taco_loco.rules.cards import TacoLocoData
from tabletop.games.taco_loco.rules.events import LegendaryCountered, TacoGiven, TacoTaken
from tabletop.games.taco_loco.rules.observation import TacoLocoObservation
from tabletop.games.taco_loco.rules.rulebook import taco_sum


@dataclass(frozen=True)
class PerfectTacoFrom(Fact):
    """A perfect taco `giver` gave to the seat."""

    giver: int


@dataclass(frozen=True)
class CounteredTaco(Fact):
    """The seat's Legendary Taco was countered (`by` that seat, when known)."""

    by: int | None


@dataclass(frozen=True)
class OverfilledTaco(Fact):
    """A taco the seat overfilled, at `sum`."""

    sum: int


@dataclass(frozen=True)
class FewestWins(Fact):
    """The note under a score: fewest cards wins (`nothing_yet`: no taco taken so far)."""

    nothing_yet: bool


def explain(data: TacoLocoData, obs: TacoLocoObservation, events: Events
            ) -> tuple[ScoreBreakdown, ...]:
    """Every seat's cards taken so far, one line per taco (its cards: the line's amount);
    fewest cards wins."""
    lines: list[list[tuple[Label, int]]] = [[] for _ in obs.names]
    countered_by: int | None = None
    for event in events():
        if isinstance(event, LegendaryCountered):
            countered_by = event.seat
        elif isinstance(event, TacoGiven):
            lines[event.to].append((PerfectTacoFrom(event.seat), len(event.cards)))
        elif isinstance(event, TacoTaken):
            label: Label
            if event.countered:
                label = CounteredTaco(countered_by)
            else:
                label = OverfilledTaco(taco_sum([data.card(c) for c in event.cards], data))
            lines[event.seat].append((label, len(event.cards)))
    return tuple(breakdown(seat, taken, [FewestWins(nothing_yet=not taken)])
                 for seat, taken in enumerate(lines))
