"""Taco Party's actions (what a seat asks for) and events (what happened, for views and the log).

Zones named in events: "hand:<seat>", "plate:<seat>:taco:<index>", "centre:<slot>", "discard",
"burned:<seat>", "deck". A card id moving into or out of "hand:<seat>" is private to that seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Action, TextEvent

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


@dataclass(frozen=True)
class CardMoved(TextEvent):
    """A card went from one zone to another (base of every card movement)."""

    card: int
    source: str
    target: str


@dataclass(frozen=True)
class CardPlayed(CardMoved):
    """`seat` played `card` onto a taco; `pickup` is the turn's pickup amount now."""

    seat: int
    plate: int
    taco: int
    pickup: int


@dataclass(frozen=True)
class CardDiscarded(CardMoved):
    seat: int


@dataclass(frozen=True)
class CardPickedUp(CardMoved):
    """`seat` took a middle card (paid `cost`; 0 when taking the middle after playing nothing)."""

    seat: int
    cost: int


@dataclass(frozen=True)
class CardBurned(CardMoved):
    seat: int


@dataclass(frozen=True)
class CardDrawn(CardMoved):
    """A card drawn from the deck into a hand (face down for everyone else)."""

    seat: int


@dataclass(frozen=True)
class CentreRefilled(CardMoved):
    """A deck card turned face up into an empty middle slot."""

    slot: int


@dataclass(frozen=True)
class DeckRanOut(TextEvent):
    """The deck was emptied; `times` counts run-outs so far this game."""

    times: int


@dataclass(frozen=True)
class DeckReshuffled(TextEvent):
    """The discards were shuffled into a new deck."""

    cards: tuple[int, ...]
    source: str = "discard"
    target: str = "deck"


@dataclass(frozen=True)
class StepChanged(TextEvent):
    seat: int
    step: str


@dataclass(frozen=True)
class BurnChoice(TextEvent):
    """Unspent pickup, and several middle cards tie for highest score: `seat` picks one."""

    seat: int
    choices: tuple[int, ...]


@dataclass(frozen=True)
class PickupOver(TextEvent):
    """The pickup step ended by itself with nothing to decide (`left` pickup, nothing burns)."""

    seat: int
    left: int


@dataclass(frozen=True)
class TurnStarted(TextEvent):
    seat: int
    turn: int


@dataclass(frozen=True)
class GameEnded(TextEvent):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
