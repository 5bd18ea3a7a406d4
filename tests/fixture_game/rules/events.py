"""What happens in Last Chip, as facts (its phrase book, `table/phrases.py`, words them)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Event
from tabletop.core.facts import Fact


@dataclass(frozen=True)
class Took(Event):
    seat: int
    count: int
    left: int


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True)
class GameOver(Event):
    winner: int


@dataclass(frozen=True)
class LastChipTaken(Fact):
    """How every game of Last Chip ends."""


@dataclass(frozen=True)
class NotATake(Fact):
    """Refused: Last Chip has one move, taking chips."""


@dataclass(frozen=True)
class GameIsOver(Fact):
    """Refused: the game is over."""


@dataclass(frozen=True)
class NotYourTurn(Fact):
    """Refused: another seat takes now."""


@dataclass(frozen=True)
class TakeOneTo(Fact):
    """Refused: a take is one to `most` chips."""

    most: int


@dataclass(frozen=True)
class OnlyLeft(Fact):
    """Refused: only `pile` chips are left."""

    pile: int


@dataclass(frozen=True)
class LeavesAMultiple(Fact):
    """A bot's reason: taking `count` leaves the next player a multiple of `step`."""

    count: int
    step: int


@dataclass(frozen=True)
class HopeForASlip(Fact):
    """A bot's reason: no take wins by force, so one chip and hope."""
