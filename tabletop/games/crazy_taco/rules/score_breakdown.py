"""How each Crazy Taco seat's score is made: the manager's stars (the start, then every star
won or lost with its cause; a closed stand keeps none), the customer player's stars taken
(1 v 1), read from the game's public events. Plain Python, for the results and the score
sheet; each reason is a fact its phrase book words."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from tabletop.core.facts import Fact
from tabletop.core.scoring import Events, Label, ScoreBreakdown, breakdown
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
from tabletop.games.crazy_taco.rules.events import PopularityChanged
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.crazy_taco.rules.state import VERSUS


@dataclass(frozen=True)
class StarsFor(Fact):
    """Stars won or lost for `why` (a cause of `events.py`), `times` times over."""

    why: Fact
    times: int = 1


@dataclass(frozen=True)
class StartingStars(Fact):
    """The popularity the day starts with."""


@dataclass(frozen=True)
class DayLost(Fact):
    """The day was lost: no stars kept."""


@dataclass(frozen=True)
class ManagerScoresWonDay(Fact):
    """The note: the manager scores the stars left on a won day."""


@dataclass(frozen=True)
class LostDayScoresNothing(Fact):
    """The note: a lost day scores no stars."""


@dataclass(frozen=True)
class PlayedManager(Fact):
    """1 v 1, the first note: this seat was the manager (ran the restaurant) and scores the
    stars left on a won day."""


@dataclass(frozen=True)
class PlayedCustomers(Fact):
    """1 v 1, the note: this seat was the customer player (sent the customers in) and scores
    every star Crazy Taco loses."""


def same_cause(data: CrazyTacoData, why: Fact) -> Hashable:
    """What makes two causes the same line: their kind and the kind of card they name (two
    Food trucks not done are one line, whichever of the two it was; a Double with a task or
    an open message is a Double: one name, one line)."""
    card = getattr(why, "card", None)
    if isinstance(card, str) and card in data.cards:
        found = data.card(card)
        message = getattr(found, "message", "") or ""
        return (type(why), found.key.removesuffix(f"-{message}") if message else found.key)
    return why


def grouped(data: CrazyTacoData, changes: list[tuple[Fact, int]]) -> list[tuple[Label, int]]:
    """The same cause twice is one line: "Food truck was not done (×2)", its stars added
    (causes in the order they first happened; stars won and lost kept apart)."""
    added: dict[tuple[Hashable, bool], tuple[Fact, list[int]]] = {}
    for why, amount in changes:
        added.setdefault((same_cause(data, why), amount > 0), (why, []))[1].append(amount)
    return [(StarsFor(why, len(amounts)), sum(amounts)) for why, amounts in added.values()]


def explain(data: CrazyTacoData, obs: CrazyTacoObservation, events: Events
            ) -> tuple[ScoreBreakdown, ...]:
    """The manager's popularity change by change (the score once the day is won); in 1 v 1
    also the customer player's stars taken, loss by loss, each card's note saying the seat's
    part (manager or customer player) and how it scores."""
    changes = [e for e in events() if isinstance(e, PopularityChanged) and e.delta]
    manager: list[tuple[Label, int]] = [(StartingStars(), data.board.popularity_start)]
    manager += grouped(data, [(change.why, change.delta) for change in changes])
    lost = obs.over and MANAGER not in obs.winners
    if lost:
        manager.append((DayLost(), -obs.popularity))
    if obs.mode != VERSUS:
        return (breakdown(MANAGER, manager,
                          [LostDayScoresNothing() if lost else ManagerScoresWonDay()]),)
    taken = grouped(data, [(change.why, -change.delta) for change in changes
                           if change.delta < 0])
    return (breakdown(MANAGER, manager,
                      [PlayedManager(), *([LostDayScoresNothing()] if lost else [])]),
            breakdown(CUSTOMER_PLAYER, taken, [PlayedCustomers()]))
