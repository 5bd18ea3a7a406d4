"""Why a phone's message is refused before the game sees it: facts a phrase book words."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact
from tabletop.phones.messages import MAX_MESSAGE


@dataclass(frozen=True)
class UnreadableMessage(Fact):
    """The message is not JSON of a kind the page sends."""


@dataclass(frozen=True)
class TooLong(Fact):
    """The message is longer than any move needs (`limit` bytes)."""

    limit: int


@dataclass(frozen=True)
class TooFast(Fact):
    """More messages than a person taps: this one was dropped."""


@dataclass(frozen=True)
class TakenOver(Fact):
    """Another phone opened this seat's link and plays it now."""


@dataclass(frozen=True)
class TableClosed(Fact):
    """The table stopped serving phones (the game ended, or phones were turned off)."""


@dataclass(frozen=True)
class NotYourSeat(Fact):
    """The move names another seat than the phone's own."""


@dataclass(frozen=True)
class TableMovedOn(Fact):
    """The move was chosen from a picture of the table that is no longer current."""


@dataclass(frozen=True)
class PhoneLeft(Fact):
    """`name`'s phone went away while the game waits for it."""

    name: str


@dataclass(frozen=True)
class PhoneJoined(Fact):
    """`name` plays on a phone now."""

    name: str


@dataclass(frozen=True)
class PhoneBack(Fact):
    """`name`'s phone is back."""

    name: str


@dataclass(frozen=True)
class CannotServe(Fact):
    """The phones' server could not start (`why`: the system's reason)."""

    why: str


SERVER_FACTS: tuple[Fact, ...] = (UnreadableMessage(), TooLong(MAX_MESSAGE), TooFast(),
                                   TakenOver(), TableClosed())
"""The refusals the server itself sends (worded for each seat when the server starts)."""


@dataclass(frozen=True)
class TableFull(Fact):
    """A phone asked to join, but every seat is taken (no bot's seat left to take)."""


@dataclass(frozen=True)
class GameStarted(Fact):
    """A phone asked to join after the game began."""


@dataclass(frozen=True)
class GameEnded(Fact):
    """A phone asked to join while a finished game's results are up."""


@dataclass(frozen=True)
class NameTaken(Fact):
    """A joining phone gave a name another seat has (`name`)."""

    name: str


@dataclass(frozen=True)
class NoName(Fact):
    """A joining phone gave no name (spaces only)."""


@dataclass(frozen=True)
class JoinedByPhone(Fact):
    """`name` took a seat from a phone (seat setup's line)."""

    name: str
