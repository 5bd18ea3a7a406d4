"""What the results screen may ask a game's phrase book, as facts: its own heading for who won
(Crazy Taco's 1 v 1 says the winner's role: "Ana (Manager) survives the day"), a seat's
part in the game under its name, the rule that decided when the scores alone do not say it,
and the word under a seat's score where the seats count different things. A book with no
wording for them leaves the kit's words."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact


@dataclass(frozen=True)
class WhoWon(Fact):
    """The game's winners (`seats`, by `names`, every seat's name in seat order)."""

    seats: tuple[int, ...]
    names: tuple[str, ...]


@dataclass(frozen=True)
class SeatPart(Fact):
    """The part `seat` played (a role), said under its name on the results card."""

    seat: int


@dataclass(frozen=True)
class Decided(Fact):
    """Why `seats` won, said under the heading in place of how the game ended (`why`), where
    the roles decide rather than the bigger number (Crazy Taco's 1 v 1)."""

    why: Fact | None
    seats: tuple[int, ...]


@dataclass(frozen=True)
class ScoreWord(Fact):
    """The word under `seat`'s score of `score` where the seats count different things
    (Crazy Taco's 1 v 1: "stars kept", "stars taken"); else the table's score label."""

    seat: int
    score: int


@dataclass(frozen=True)
class Unscored(Fact):
    """`count` reasons worth nothing, folded into one row where a card has no room for each
    (Taco Party's "2 more tacos score nothing", said as its own lines say it); a book with no
    wording leaves the kit's "2 more scoring nothing"."""

    count: int
