"""Why ¡Taco Fight! refuses a move: one fact per reason, with what the words need
(`table/phrases.py` words them; the rules never do)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact

FLIP, BUILD, SMASH, STAB, PLAY = "flip", "build", "smash", "stab", "play"
"""What a refused seat tried: flip cards, build tacos, smash tacos, stab tacos, play cards."""


@dataclass(frozen=True)
class GameIsOver(Fact):
    """No move is taken after the end."""


@dataclass(frozen=True)
class NoSuchSeat(Fact):
    """Nobody sits at the acting seat."""


@dataclass(frozen=True)
class NotThisGame(Fact):
    """The action is not one of ¡Taco Fight!'s."""


@dataclass(frozen=True)
class OnlyInFight(Fact):
    """`doing` (FLIP, BUILD, SMASH or STAB) happens only during a fight."""

    doing: str


@dataclass(frozen=True)
class HandsFull(Fact):
    """Holding `held` tacos, the seat may not `doing` (FLIP, PLAY or STAB) until a teammate
    eats one."""

    held: int
    doing: str


@dataclass(frozen=True)
class NotOnKitchenTop(Fact):
    """The card is not on top of the seat's kitchen."""


@dataclass(frozen=True)
class NoSuchPlate(Fact):
    """No such player or plate."""


@dataclass(frozen=True)
class NotYourOwnTacos(Fact):
    """A seat may not `doing` (SMASH or STAB) the tacos attacking it: a teammate must."""

    doing: str


@dataclass(frozen=True)
class OnlyOneWay(Fact):
    """The special `taco` can only be beaten its own way."""

    taco: int


@dataclass(frozen=True)
class NotAttacking(Fact):
    """The taco is not attacking, nor held by anyone."""


@dataclass(frozen=True)
class NothingToFlip(Fact):
    """Pantry and kitchen are both empty."""


@dataclass(frozen=True)
class TacoComplete(Fact):
    """The plate's taco is already complete."""


@dataclass(frozen=True)
class StartsWith(Fact):
    """A taco starts with the ingredient of value `value` (0)."""

    value: int


@dataclass(frozen=True)
class NeedsNext(Fact):
    """The plate's taco needs the ingredient of value `value` next."""

    value: int


@dataclass(frozen=True)
class NoAttacker(Fact):
    """No taco attacks that plate."""


@dataclass(frozen=True)
class NoFists(Fact):
    """`card` has no fists: it cannot smash."""

    card: int


@dataclass(frozen=True)
class OnlyForksStab(Fact):
    """Only a fork can stab a taco."""


@dataclass(frozen=True)
class StackEmpty(Fact):
    """The ingredient stack is empty."""


@dataclass(frozen=True)
class NothingToShuffle(Fact):
    """Fewer than two cards in the pantry."""


@dataclass(frozen=True)
class GiveToTeammate(Fact):
    """Cards go to a teammate (another seat at the table)."""


@dataclass(frozen=True)
class PantryEmpty(Fact):
    """Nothing in the pantry to give."""


@dataclass(frozen=True)
class PlaceInPrep(Fact):
    """Tacos are placed during the prep phase."""


@dataclass(frozen=True)
class NotYourNewTaco(Fact):
    """The taco is not one of the seat's new tacos."""


@dataclass(frozen=True)
class AlreadyThere(Fact):
    """The taco is already on that plate."""


@dataclass(frozen=True)
class PlateTaken(Fact):
    """Another taco is already on that plate."""


@dataclass(frozen=True)
class AllPlaced(Fact):
    """Every new taco of the seat is already placed."""


@dataclass(frozen=True)
class ReadyInPrep(Fact):
    """A seat gets ready during the prep phase."""


@dataclass(frozen=True)
class AlreadyReady(Fact):
    """The seat is already ready."""


@dataclass(frozen=True)
class NothingToDo(Fact):
    """A hint asked for when the seat can do nothing at all."""
