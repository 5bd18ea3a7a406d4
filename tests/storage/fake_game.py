"""A tiny counting game implementing the Rules protocol, so storage tests need no real game.

Seats take turns adding 1 to 3 to a shared total; each addition also scores a random bonus of
0 or 1 (so the RNG state matters); the game ends when the total reaches the target.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tabletop.core.actions import Action, Event
from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact
from tabletop.core.game import Decision, GameSetup, Outcome
from tabletop.core.registry import BestResult, GameParts, GameSpec, OptionSpec


@dataclass(frozen=True)
class Add(Action):
    amount: int


@dataclass(frozen=True)
class Added(Event):
    seat: int
    amount: int


@dataclass(frozen=True)
class Refused(Fact):
    """Any refusal of this game (its tests never read why)."""


@dataclass(frozen=True)
class TargetReached(Fact):
    """How every game ends."""


@dataclass(frozen=True)
class AnyWillDo(Fact):
    """The bot's only reason."""


class CountingRules:
    realtime = False

    def __init__(self, data: dict[str, int], setup: GameSetup) -> None:
        self.target = data[setup.options.get("length", "short")]
        self.players = len(setup.seats)
        self.rng = random.Random(setup.seed)
        self.total = 0
        self.scores = [0] * self.players
        self.seat = 0
        self.elapsed_ticks = 0
        self.moves = 0

    def actors(self) -> tuple[int, ...]:
        return () if self.is_over() else (self.seat,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.actors():
            return []
        return [Add(seat, n) for n in (1, 2, 3)]

    def apply(self, action: Action) -> list[Event]:
        if not isinstance(action, Add):
            raise IllegalAction(Refused())
        if action.seat not in self.actors():
            raise IllegalAction(Refused())
        if action.amount not in (1, 2, 3):
            raise IllegalAction(Refused())
        self.total += action.amount
        self.scores[action.seat] += action.amount + self.rng.randint(0, 1)
        self.seat = (self.seat + 1) % self.players
        self.moves += 1
        return [Added(action.seat, action.amount)]

    def tick(self, dt: float) -> list[Event]:
        self.elapsed_ticks += 1
        return []

    def observation(self, seat: int) -> Any:
        return {"total": self.total, "target": self.target}

    def is_over(self) -> bool:
        return self.total >= self.target

    def outcome(self) -> Outcome:
        best = max(self.scores)
        winners = tuple(i for i, s in enumerate(self.scores) if s == best)
        return Outcome(tuple(self.scores), winners, TargetReached())

    @property
    def turns(self) -> int:
        return self.moves

    def snapshot(self) -> dict[str, Any]:
        return {"total": self.total, "scores": list(self.scores), "seat": self.seat,
                "ticks": self.elapsed_ticks, "moves": self.moves,
                "rng": repr(self.rng.getstate())}


class CountingBot:
    def __init__(self, seat: int, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Any, legal: list[Action]) -> Decision:
        return Decision(self.rng.choice(legal), AnyWillDo())


PARTS = GameParts(
    load_data=lambda reader: {"short": 12, "long": 40},
    new_rules=CountingRules,
    new_bot=lambda data, seat, skill, seed: CountingBot(seat, seed),
    action_types=(Add,))

SPEC = GameSpec(
    id="counting", title="Counting Game", tagline="Count to the target.",
    min_players=1, max_players=4,
    options=(OptionSpec("length", "Length", ("short", "long"), "short"),),
    wiring=__name__, rulebook="", decisions="", best=BestResult("highest count"),
    progress=("not counted yet", "{n} count", "{n} counts"))

DATA = SPEC.load_data(lambda path: None)
