"""Last Chip's rules: a pile of chips; in turn, each player takes one to three; whoever takes
the last chip wins. The seed chooses who begins."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tabletop.core.actions import Action, Event, check_well_formed
from tabletop.core.errors import IllegalAction
from tabletop.core.game import GameSetup, Outcome
from tests.fixture_game.rules.actions import Take
from tests.fixture_game.rules.events import (
    GameIsOver,
    GameOver,
    LastChipTaken,
    NotATake,
    NotYourTurn,
    OnlyLeft,
    TakeOneTo,
    Took,
    TurnStarted,
)


@dataclass(frozen=True)
class LastChipData:
    """Last Chip's numbers (a game in the app reads these from data/<game>/)."""

    most: int = 3


def load_data(reader: Any) -> LastChipData:
    return LastChipData()


@dataclass(frozen=True)
class LastChipObservation:
    pile: int
    most: int
    to_move: int | None
    taken: tuple[int, ...]


class LastChipRules:
    realtime = False

    def __init__(self, data: LastChipData, setup: GameSetup) -> None:
        self.most = data.most
        self.names = tuple(seat.name for seat in setup.seats)
        self.players = len(setup.seats)
        self.rng = random.Random(setup.seed)
        self.pile = int(setup.options.get("pile", "15"))
        self.seat = self.rng.randrange(self.players)
        self.taken = [0] * self.players
        self.winner: int | None = None
        self.takes = 0

    def actors(self) -> tuple[int, ...]:
        return () if self.is_over() else (self.seat,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.actors():
            return []
        return [Take(seat, n) for n in range(1, min(self.most, self.pile) + 1)]

    def apply(self, action: Action) -> list[Event]:
        check_well_formed(action)
        if not isinstance(action, Take):
            raise IllegalAction(NotATake())
        if self.is_over():
            raise IllegalAction(GameIsOver())
        if action.seat != self.seat:
            raise IllegalAction(NotYourTurn())
        if not 1 <= action.count <= self.most:
            raise IllegalAction(TakeOneTo(self.most))
        if action.count > self.pile:
            raise IllegalAction(OnlyLeft(self.pile))
        self.pile -= action.count
        self.taken[action.seat] += action.count
        self.takes += 1
        events: list[Event] = [Took(action.seat, action.count, self.pile)]
        if self.pile == 0:
            self.winner = action.seat
            events.append(GameOver(action.seat))
            return events
        self.seat = (self.seat + 1) % self.players
        events.append(TurnStarted(self.seat))
        return events

    def tick(self, dt: float) -> list[Event]:
        return []

    def observation(self, seat: int) -> LastChipObservation:
        return LastChipObservation(self.pile, self.most, self.actors()[0] if self.actors()
                                   else None, tuple(self.taken))

    def is_over(self) -> bool:
        return self.winner is not None

    def outcome(self) -> Outcome:
        winners = () if self.winner is None else (self.winner,)
        return Outcome(tuple(self.taken), winners, LastChipTaken())

    @property
    def turns(self) -> int:
        return self.takes

    def snapshot(self) -> dict[str, Any]:
        return {"pile": self.pile, "seat": self.seat, "taken": list(self.taken),
                "winner": self.winner, "takes": self.takes,
                "rng": list(self.rng.getstate()[1])}
