"""Taco Party's actions (what a seat asks for) and turn steps; what happened is in `events.py`."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Action

PLAY = "play"
DISCARD = "discard"
PICKUP = "pickup"
BURN = "burn"
DRAW = "draw"
OVER = "over"
STEPS = (PLAY, DISCARD, PICKUP, BURN, DRAW, OVER)
"""Turn steps; `burn` is the pickup step's tie question, `draw` is automatic (seen in events)."""


@dataclass(frozen=True)
class PlayCard(Action):
    """Play `card` from the hand onto taco `taco` of `plate` (a seat); taco -1 starts a new one."""

    card: int
    plate: int
    taco: int


@dataclass(frozen=True)
class EndPlay(Action):
    """Stop playing. With no card played this turn: discard the hand, take the middle, turn ends."""


@dataclass(frozen=True)
class Discard(Action):
    """Discard these hand cards (an empty tuple discards nothing)."""

    cards: tuple[int, ...]


@dataclass(frozen=True)
class Pickup(Action):
    """Pay a middle card's cost out of the pickup amount and take it into the hand (the step
    goes on until Finish, unless the pickup is spent exactly or the middle is empty)."""

    card: int


@dataclass(frozen=True)
class EndPickup(Action):
    """Finish picking up; unspent pickup burns the highest-scoring middle card (the only way the
    pickup step ends while pickup is left and the middle holds cards)."""


@dataclass(frozen=True)
class Burn(Action):
    """Answer the tie question: burn this one of the equally high-scoring middle cards."""

    card: int


ACTION_TYPES: tuple[type[Action], ...] = (PlayCard, EndPlay, Discard, Pickup, EndPickup, Burn)
