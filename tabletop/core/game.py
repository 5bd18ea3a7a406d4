"""The contract every game's rules module, bot and setup follow."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from tabletop.core.actions import Action, Event
from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact

HUMAN = "human"
BOT = "bot"


@dataclass(frozen=True)
class Seat:
    """One place at the table: a named human or a bot of some skill."""

    name: str
    kind: str = BOT
    skill: str = "normal"


@dataclass(frozen=True)
class GameSetup:
    """Everything needed to start (and so to replay) a game."""

    seats: tuple[Seat, ...]
    seed: int
    options: Mapping[str, str] = field(default_factory=dict)
    first: int | None = None
    """The seat that moves first when the game before named it (Taco Party: the lowest
    score); None: the game opens as its rulebook's first game does."""

    def is_on(self, name: str) -> bool:
        """Whether the yes/no option `name` is on: the one way rules read a switch ("on"; a
        record made before the games agreed on "on" may say "true")."""
        return switched_on(self.options.get(name, ""))


SWITCHED_ON = frozenset({"on", "true"})
"""The values a yes/no option is on at."""


def switched_on(value: object) -> bool:
    """Whether a yes/no option's value is on (rules keeping options with their defaults filled
    in read them with this, as `GameSetup.is_on` does)."""
    return str(value).lower() in SWITCHED_ON


@dataclass(frozen=True)
class NotOver(Fact):
    """The outcome of a game still being played."""


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: one score per seat, winning seats, and how it ended (a
    fact its phrase book words)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    ended: Fact

    @property
    def why(self) -> Fact:
        """How it ended (the same as `ended`)."""
        return self.ended


@dataclass(frozen=True)
class Decision:
    """A bot's chosen action and why: a fact the table's phrase book words as a hint (a
    sentence in a `str` for a game whose bots still write their own)."""

    action: Action
    reason: Fact

    @property
    def why(self) -> Fact:
        """The reason (the same as `reason`)."""
        return self.reason


class Rules(Protocol):
    """A game's state plus its rules. Plain Python, deterministic from the setup's seed.

    `apply` either changes the state and returns events, or raises IllegalAction and
    leaves the state exactly as it was; `check` runs the same validation and changes nothing.
    Tables and bots read a game only through these members and `observation(seat)`.
    """

    realtime: bool

    def actors(self) -> tuple[int, ...]:
        """Seats that may act now (in turn order; empty while the game is over)."""

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action the seat may take now (may be large for real-time games)."""

    def apply(self, action: Action) -> list[Event]:
        """Perform one action or raise IllegalAction without changing anything."""

    def check(self, action: Action) -> IllegalAction | None:
        """The refusal `apply(action)` would raise now, or None when it would accept it.

        Runs `apply`'s own validation (not a copy of it) and changes nothing, not even the
        random generator: `snapshot()` is the same afterwards.
        """

    def tick(self, dt: float) -> list[Event]:
        """Advance game time by a fixed step (turn-based games return [])."""

    def observation(self, seat: int) -> Any:
        """What this seat may see: bots decide from this and nothing else."""

    def is_over(self) -> bool: ...

    def outcome(self) -> Outcome: ...

    @property
    def turns(self) -> int:
        """Turns played so far, as the game counts them."""

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-ready data (equal snapshots mean equal games)."""


class Bot(Protocol):
    """A seat played by the computer; it sees only its observation and the legal actions."""

    def choose(self, observation: Any, legal: list[Action]) -> Decision:
        """Pick one of `legal` (turn-based games, and hints)."""


@runtime_checkable
class RealtimeBot(Protocol):
    """A bot for a real-time game, stepped with game time like the rules."""

    def step(self, observation: Any, dt: float) -> list[Action]:
        """Actions to attempt during this fixed step (often none while it 'reacts')."""

    def choose(self, observation: Any, legal: list[Action]) -> Decision: ...

