"""What the results screen may ask a game's phrase book, as facts: its own heading for who won
(Crazy Taco's 1 v 1 says the winner's role: "Ana (Manager) survives the day") and a seat's
part in the game under its name. A book with no wording for them leaves the kit's words."""

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
