"""Why Taco Party refuses a move: one fact per reason, with what the words need
(`table/phrases.py` words them; the rules never do)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact


@dataclass(frozen=True)
class GameIsOver(Fact):
    """No move is taken after the end."""


@dataclass(frozen=True)
class NotThisGame(Fact):
    """The action is not one of Taco Party's."""


@dataclass(frozen=True)
class NotYourTurn(Fact):
    """It is `current`'s turn."""

    current: int


@dataclass(frozen=True)
class DonePlaying(Fact):
    """Done playing (EndPlay) outside the play step: playing is over for this turn."""


@dataclass(frozen=True)
class FinishOutsidePickup(Fact):
    """Finish (EndPickup) outside the pickup step."""


@dataclass(frozen=True)
class NothingToBurn(Fact):
    """A burn choice when no tie is waiting for one."""


@dataclass(frozen=True)
class BurnAHighest(Fact):
    """The burn choice must be one of the tied highest-scoring middle cards."""


@dataclass(frozen=True)
class PlayOutsidePlayStep(Fact):
    """Cards are played in the play step only, before discarding."""


@dataclass(frozen=True)
class NotInHand(Fact):
    """The card is not in the acting seat's hand."""


@dataclass(frozen=True)
class NoSuchPlate(Fact):
    plate: int


@dataclass(frozen=True)
class NoSuchTaco(Fact):
    """Taco `taco` is not on `plate`."""

    plate: int
    taco: int


@dataclass(frozen=True)
class OwnPlateOnly(Fact):
    """Without the hot sauce variant a card goes onto the player's own plate only."""


@dataclass(frozen=True)
class OnlyEmptyTacoServed(Fact):
    """Hot sauce: only an empty taco, as a new taco, goes onto another player's plate."""


@dataclass(frozen=True)
class StartWithEmptyTaco(Fact):
    """Only an empty taco starts a new taco; another card goes on a taco."""


@dataclass(frozen=True)
class EmptyTacoStandsAlone(Fact):
    """An empty taco starts a new taco of its own: it goes on no taco."""


@dataclass(frozen=True)
class OneOutfitPerTaco(Fact):
    """The taco already wears an outfit."""


@dataclass(frozen=True)
class ToppedTaco(Fact):
    """The taco has its topper: only an outfit may still be added."""


@dataclass(frozen=True)
class TopperNeedsIngredients(Fact):
    """A topper needs `need` ingredients on the taco."""

    need: int


@dataclass(frozen=True)
class DoesNotLike(Fact):
    """Ingredient `card` goes only next to the ingredients it likes, not after `last`."""

    card: int
    last: int


@dataclass(frozen=True)
class DiscardOutsideDiscardStep(Fact):
    """Discarding comes after playing, before picking up."""


@dataclass(frozen=True)
class SameCardTwice(Fact):
    """A discard names one card twice."""


@dataclass(frozen=True)
class DiscardFromHandOnly(Fact):
    """A discarded card is not in the hand."""


@dataclass(frozen=True)
class PickupOutsidePickupStep(Fact):
    """Cards are picked up in the pickup step only."""


@dataclass(frozen=True)
class NotInMiddle(Fact):
    """The card is not in the middle."""


@dataclass(frozen=True)
class TooDear(Fact):
    """The card costs `cost`, more than the `left` pickup."""

    cost: int
    left: int
