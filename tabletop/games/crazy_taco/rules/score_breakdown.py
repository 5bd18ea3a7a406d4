"""How each Crazy Taco seat's score is made: the manager's stars (the start, then every star
won or lost with its cause, the customers who left unhappy one line; a closed stand keeps
none), the customer player's stars taken (1 v 1), read from the game's public events.
Plain Python, for the results and the score sheet; each reason is a fact its phrase book
words."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from tabletop.core.facts import Fact
from tabletop.core.scoring import Events, Label, ScoreBreakdown, breakdown
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
from tabletop.games.crazy_taco.rules.events import (
    LeftUnhappy,
    NeverDealtWith,
    PopularityChanged,
    TaskNotDone,
)
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


@dataclass(frozen=True)
class CustomersLeftUnhappy(Fact):
    """`count` customers of more than one kind left unhappy: one line for them all."""

    count: int


@dataclass(frozen=True)
class TasksNotDone(Fact):
    """`count` tasks of more than one kind were replaced before they were done: one line."""

    count: int


@dataclass(frozen=True)
class BonusesNeverDealtWith(Fact):
    """`count` bonus cards of more than one kind still waited at closing time: one line."""

    count: int


ONE_LINE_FOR_ALL = {LeftUnhappy: CustomersLeftUnhappy, TaskNotDone: TasksNotDone,
                    NeverDealtWith: BonusesNeverDealtWith}
"""Causes that name a card, told as one line however many kinds of card they named: a lost
day reads 'Customers left unhappy', not a line per customer's title."""


def same_cause(data: CrazyTacoData, why: Fact) -> Hashable:
    """What makes two causes the same card's: their kind and the kind of card they name (two
    Food trucks not done are one line, whichever of the two it was; a Double with a task or
    an open message is a Double: one name, one line)."""
    card = getattr(why, "card", None)
    if isinstance(card, str) and card in data.cards:
        found = data.card(card)
        message = getattr(found, "message", "") or ""
        return (type(why), found.key.removesuffix(f"-{message}") if message else found.key)
    return why


def grouped(data: CrazyTacoData, changes: list[tuple[Fact, int]]) -> list[tuple[Label, int]]:
    """The same cause twice is one line: "Food truck was not done (×2)", its stars added;
    customers who left unhappy, tasks not done and bonus cards left waiting are one line each
    whatever cards they were ("3 customers left unhappy"), named by the card where they were
    all one kind (causes in the order they first happened; stars won and lost kept apart)."""
    added: dict[tuple[Hashable, bool], tuple[list[Fact], list[int]]] = {}
    for why, amount in changes:
        kind = type(why)
        key = kind.__name__ if kind in ONE_LINE_FOR_ALL else same_cause(data, why)
        whys, amounts = added.setdefault((key, amount > 0), ([], []))
        whys.append(why)
        amounts.append(amount)
    lines: list[tuple[Label, int]] = []
    for whys, amounts in added.values():
        first = whys[0]
        if len({same_cause(data, why) for why in whys}) > 1:
            lines.append((ONE_LINE_FOR_ALL[type(first)](len(whys)), sum(amounts)))
        else:
            lines.append((StarsFor(first, len(whys)), sum(amounts)))
    return lines


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
