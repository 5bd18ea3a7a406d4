"""Why a Taco Loco bot chose its move (what a hint says), as facts: `table/phrases.py` words
them."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact
from tabletop.games.taco_loco.rules.events import TacoPlace


@dataclass(frozen=True)
class AnyMove(Fact):
    """The easy bot picks any legal move at random."""


@dataclass(frozen=True)
class GiveToLeader(Fact):
    """The perfect taco goes to `seat`, who has taken fewest (`leading`: said so, with 3+)."""

    seat: int
    leading: bool


@dataclass(frozen=True)
class NoLonesome(Fact):
    """No Lonesome Taco in hand to counter with."""


@dataclass(frozen=True)
class CounterOrReceive(Fact):
    """Counter, or `player` gives this taco to me."""

    player: int


@dataclass(frozen=True)
class CounterSoTheyTake(Fact):
    """Counter: `player` must take all `cards` cards."""

    player: int
    cards: int


@dataclass(frozen=True)
class KeepLonesome(Fact):
    """The taco is too small to spend the Lonesome Taco on."""


@dataclass(frozen=True)
class LegendaryPerfect(Fact):
    """A Legendary Taco makes the taco at `where` (None: a new taco) perfect, `cards` cards."""

    where: TacoPlace | None
    cards: int


@dataclass(frozen=True)
class LonesomeResets(Fact):
    """A Lonesome Taco resets the taco at `where` to `to`, so nobody takes it now."""

    where: TacoPlace | None
    to: int


@dataclass(frozen=True)
class OverfillLeast(Fact):
    """Nothing safer: overfill the taco at `where` and take its `cards` cards."""

    where: TacoPlace | None
    cards: int


@dataclass(frozen=True)
class PerfectFor(Fact):
    """Card `card` on `where` makes a perfect `perfect` for `seat` (`leading`: the one
    leading, said when it fits)."""

    card: int
    where: TacoPlace | None
    perfect: int
    seat: int
    leading: bool


@dataclass(frozen=True)
class PlaySafely(Fact):
    """Card `card` on `where` leaves a safe sum `total`."""

    card: int
    where: TacoPlace | None
    total: int
