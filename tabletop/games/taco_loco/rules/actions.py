"""What a Taco Loco player can do: frozen, JSON-friendly actions (every field an int)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Action


@dataclass(frozen=True)
class PlayCard(Action):
    """On your turn: put card `card` (an id from your hand) on the taco with id `taco`."""

    card: int
    taco: int


@dataclass(frozen=True)
class StartTaco(Action):
    """On your turn: lay card `card` down as the base of a new taco.

    Allowed only when the table has no taco or the same-number rule forces it.
    """

    card: int


@dataclass(frozen=True)
class GiveTaco(Action):
    """After making a perfect taco: hand it to seat `to` (never yourself)."""

    to: int


@dataclass(frozen=True)
class CounterLegendary(Action):
    """When asked: play Lonesome Taco `card` onto the Legendary player's taco."""

    card: int


@dataclass(frozen=True)
class DeclineCounter(Action):
    """When asked: let the Legendary Taco stand (a seat without a Lonesome can only do this)."""


ACTION_TYPES = (PlayCard, StartTaco, GiveTaco, CounterLegendary, DeclineCounter)
