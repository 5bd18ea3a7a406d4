"""What happened in Taco Party, for views to animate and the phrase book to word: facts only.

Zones named in events: "hand:<seat>", "plate:<seat>:taco:<index>", "centre:<slot>", "discard",
"burned:<seat>", "deck". A card id moving into or out of "hand:<seat>" is private to that seat
(no wording names a drawn card).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Event
from tabletop.games.taco_party.rules.endings import Ending


@dataclass(frozen=True)
class CardMoved(Event):
    """A card went from one zone to another (base of every card movement)."""

    card: int
    source: str
    target: str


@dataclass(frozen=True)
class CardPlayed(CardMoved):
    """`seat` played `card` onto taco `taco` of `plate` (a seat's; another seat's is hot sauce);
    `started`: it began that taco; `tacos`: the tacos on that plate now (a taco is named by its
    place among them); `pickup` is the turn's pickup amount now."""

    seat: int
    plate: int
    taco: int
    pickup: int
    started: bool
    tacos: int


@dataclass(frozen=True)
class CardDiscarded(CardMoved):
    """`seat` discarded `card` (`nothing_played`: the hand goes, as no card was played)."""

    seat: int
    nothing_played: bool


@dataclass(frozen=True)
class CardPickedUp(CardMoved):
    """`seat` took a middle card: paid `cost` and has `left` pickup left, or (`cost` 0) took the
    middle after playing nothing."""

    seat: int
    cost: int
    left: int


@dataclass(frozen=True)
class CardBurned(CardMoved):
    """Unspent pickup burned `card` from the middle onto `seat`'s burned pile."""

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
class DeckRanOut(Event):
    """The deck was emptied; `times` counts run-outs so far this game (`final`: no reshuffle
    is left, the game ends after this turn; else the discards become a new deck)."""

    times: int
    final: bool


@dataclass(frozen=True)
class DeckReshuffled(Event):
    """The discards were shuffled into a new deck."""

    cards: tuple[int, ...]
    source: str = "discard"
    target: str = "deck"


@dataclass(frozen=True)
class StepChanged(Event):
    seat: int
    step: str


@dataclass(frozen=True)
class BurnChoice(Event):
    """`seat` has `left` pickup unspent, and several middle cards tie for the highest score:
    they pick one of `choices` to burn."""

    seat: int
    choices: tuple[int, ...]
    left: int


@dataclass(frozen=True)
class PickupOver(Event):
    """The pickup step ended by itself with nothing to decide: the pickup spent (`left` 0), or
    `left` pickup and the middle empty; nothing burns."""

    seat: int
    left: int


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    turn: int


@dataclass(frozen=True)
class GameEnded(Event):
    """The game is over: how (`ending`), the scores, who won."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    ending: Ending
