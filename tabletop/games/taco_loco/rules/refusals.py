"""Why Taco Loco refuses a move: one fact per reason, with what the words need
(`table/phrases.py` words them; the rules never do)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact
from tabletop.games.taco_loco.rules.events import TacoPlace
from tabletop.games.taco_loco.rules.observation import Question


@dataclass(frozen=True)
class NotThisGame(Fact):
    """The action is not one of Taco Loco's."""


@dataclass(frozen=True)
class GameIsOver(Fact):
    """No move is taken after the end."""


@dataclass(frozen=True)
class NoSuchSeat(Fact):
    seat: int


@dataclass(frozen=True)
class WaitForAnswer(Fact):
    """Another seat must answer `question` first."""

    question: Question


@dataclass(frozen=True)
class AnswerFirst(Fact):
    """The acting seat must answer `question` before anything else."""

    question: Question


@dataclass(frozen=True)
class NobodyAsked(Fact):
    """An answer to a question nobody asked."""


@dataclass(frozen=True)
class NotYourTurn(Fact):
    current: int


@dataclass(frozen=True)
class NotInHand(Fact):
    """The card is not in the acting seat's hand."""


@dataclass(frozen=True)
class SameAsLastPlayed(Fact):
    """The same-number rule (last played): a `value` equal to the last number starts a taco."""

    value: int


@dataclass(frozen=True)
class SameAsTopOfTaco(Fact):
    """The same-number rule (top of taco): `value` equals the top card of the taco `where`."""

    value: int
    where: TacoPlace


@dataclass(frozen=True)
class MayNotStartTaco(Fact):
    """A new taco only on an empty table or under the same-number rule (`same_number`)."""

    same_number: str


@dataclass(frozen=True)
class NoSuchTaco(Fact):
    taco: int


@dataclass(frozen=True)
class NoSuchReceiver(Fact):
    """Nobody sits at seat `seat` to receive the perfect taco."""

    seat: int


@dataclass(frozen=True)
class MustGiveAway(Fact):
    """A perfect taco goes to another player, never its maker."""


@dataclass(frozen=True)
class OnlyLonesomeCounters(Fact):
    """Only a Lonesome Taco counters a Legendary Taco."""
