"""Why a Taco Party bot chose its move (what a hint says, to the player on turn), as facts:
`table/phrases.py` words them. A taco is named by its place on its plate (`taco`, counted
from the left among `tacos`), as the table lays it out."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact


@dataclass(frozen=True)
class AnyMove(Fact):
    """The easy bot picks any legal move at random."""


@dataclass(frozen=True)
class NothingToDecide(Fact):
    """Only one thing to do."""


@dataclass(frozen=True)
class SwapForMiddle(Fact):
    """Nothing worth playing: done playing with no card played swaps the hand for the middle."""


@dataclass(frozen=True)
class KeepTheRest(Fact):
    """Done playing: the cards left are for later."""


@dataclass(frozen=True)
class ServeEmptyTaco(Fact):
    """Hot sauce: serve an empty taco to `seat`, costing them `penalty` points while empty."""

    seat: int
    penalty: int


@dataclass(frozen=True)
class StartNewTaco(Fact):
    """A new taco holds more ingredients."""


@dataclass(frozen=True)
class DressTaco(Fact):
    """Outfit `card` dresses the taco."""

    card: int
    taco: int
    tacos: int


@dataclass(frozen=True)
class TopTaco(Fact):
    """Topper `card` tops the taco."""

    card: int
    taco: int
    tacos: int


@dataclass(frozen=True)
class FillTaco(Fact):
    """Ingredient `card` is the taco's first: it stops costing `penalty`."""

    card: int
    taco: int
    tacos: int
    penalty: int


@dataclass(frozen=True)
class TuckIn(Fact):
    """Ingredient `card` likes `last`, the taco's last ingredient."""

    card: int
    last: int
    taco: int
    tacos: int


@dataclass(frozen=True)
class DiscardMisfits(Fact):
    """Discard `cards`: they do not fit the tacos."""

    cards: tuple[int, ...]


@dataclass(frozen=True)
class KeepHand(Fact):
    """Discard nothing (`all_useful`: every card has a use)."""

    all_useful: bool


@dataclass(frozen=True)
class FinishAndBurn(Fact):
    """Finish picking up, burning one of `burns` (`could_buy`: something was affordable, but
    not worth the pickup)."""

    burns: tuple[int, ...]
    could_buy: bool


@dataclass(frozen=True)
class DonePickingUp(Fact):
    """Finish: nothing to buy, nothing burns."""


@dataclass(frozen=True)
class PickUp(Fact):
    """Pick up `card` (`spends_all`: the whole pickup is spent, so nothing burns)."""

    card: int
    spends_all: bool


@dataclass(frozen=True)
class BurnToDeny(Fact):
    """Burn `card`: it would help the others most."""

    card: int
