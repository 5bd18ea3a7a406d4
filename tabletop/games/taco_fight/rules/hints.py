"""Why a ¡Taco Fight! bot chose its move (what a hint says), as facts: `table/phrases.py` words
them. `seat` is the seat the advice is for (the bot's own, or the player asking)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact


@dataclass(frozen=True)
class FlipToLook(Fact):
    """Flip to look for useful ingredients."""


@dataclass(frozen=True)
class NothingBetter(Fact):
    """Nothing better to do right now (any legal move)."""


@dataclass(frozen=True)
class GrabForNextFight(Fact):
    """Prep: grab ingredients for the next fight."""


@dataclass(frozen=True)
class GetReady(Fact):
    """Prep: face the tacos with the tallest plates and get ready."""


@dataclass(frozen=True)
class KeepTapping(Fact):
    """Keep tapping the fork until the taco is eaten."""


@dataclass(frozen=True)
class ShufflePantry(Fact):
    """Shuffle: flipping in pairs hides the same cards every time."""


@dataclass(frozen=True)
class GrabMore(Fact):
    """Grab more ingredients."""


@dataclass(frozen=True)
class PassCard(Fact):
    """Hands full: pass a card to a teammate."""


@dataclass(frozen=True)
class AddToPlate(Fact):
    """Add `card` to plate `plate` of `owner`."""

    seat: int
    card: int
    owner: int
    plate: int


@dataclass(frozen=True)
class StabAt(Fact):
    """Stab `taco` at plate `plate` of `owner`, so `owner` eats it."""

    seat: int
    taco: int
    owner: int
    plate: int


@dataclass(frozen=True)
class SmashAt(Fact):
    """Smash `taco` at plate `plate` of `owner`."""

    seat: int
    taco: int
    owner: int
    plate: int


@dataclass(frozen=True)
class StabHeld(Fact):
    """Stab the taco `owner` is holding."""

    seat: int
    owner: int
