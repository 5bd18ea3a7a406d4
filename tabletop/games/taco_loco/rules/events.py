"""What happened in Taco Loco, for views to animate: card ids moving between named zones.

Zones are strings: "pile", "hand:<seat>", "taco:<taco id>", "taken:<seat>". Events that move a
card into a hand carry its id so the card sprite can fly; only the owner's view may show its face
(no event names a hidden card to anyone but its owner's phrase book reader).

Events are facts: the table's phrase book (`table/phrases.py`) words them.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Event


@dataclass(frozen=True)
class TacoPlace:
    """A taco as the table shows it at that moment: its sum, its place from the left (1 is the
    leftmost), and whether another taco shows the same sum (then its place names it)."""

    sum: int
    place: int
    sum_shared: bool


@dataclass(frozen=True)
class CardDealt(Event):
    """Setup: one card from the pile into a hand."""

    seat: int
    card: int
    source: str
    target: str


@dataclass(frozen=True)
class BaseCardPlaced(Event):
    """Setup: the top card of the pile starts the first taco."""

    card: int
    taco: int
    source: str
    target: str
    sum: int


@dataclass(frozen=True)
class BaseCardReturned(Event):
    """Setup: a special card turned up as the base and was shuffled back into the pile."""

    card: int
    source: str
    target: str


@dataclass(frozen=True)
class CardPlayed(Event):
    """A card went from a hand onto a taco on its player's turn (`started`: it began a new taco)."""

    seat: int
    card: int
    taco: int
    source: str
    target: str
    started: bool
    sum: int
    where: TacoPlace | None = None
    """The taco as it showed before the card went on (None: the card started it)."""


@dataclass(frozen=True)
class CounterAsked(Event):
    """`seat` is asked whether to counter `legendary_seat`'s Legendary Taco (everyone is asked)."""

    seat: int
    legendary_seat: int
    taco: int


@dataclass(frozen=True)
class CounterDeclined(Event):
    """`seat` let the Legendary Taco stand."""

    seat: int
    taco: int


@dataclass(frozen=True)
class LegendaryCountered(Event):
    """`seat` played Lonesome Taco `card` onto the Legendary player's taco."""

    seat: int
    card: int
    taco: int
    legendary_seat: int
    source: str
    target: str


@dataclass(frozen=True)
class GiveAsked(Event):
    """`seat` made a perfect taco and must choose who receives it."""

    seat: int
    taco: int


@dataclass(frozen=True)
class TacoGiven(Event):
    """A perfect taco went from the table to another player's taken pile."""

    seat: int
    to: int
    taco: int
    cards: tuple[int, ...]
    source: str
    target: str


@dataclass(frozen=True)
class TacoTaken(Event):
    """`seat` took a whole taco: overfilled it, or their Legendary Taco was countered."""

    seat: int
    taco: int
    cards: tuple[int, ...]
    source: str
    target: str
    countered: bool
    sum: int
    """The taco's sum when it was taken."""


@dataclass(frozen=True)
class CardDrawn(Event):
    """A card from the pile into a hand (its face is private to that seat)."""

    seat: int
    card: int
    source: str
    target: str
    pile_left: int


@dataclass(frozen=True)
class TurnStarted(Event):
    """It is now `seat`'s turn (`first`: the game's first turn)."""

    seat: int
    first: bool = False


@dataclass(frozen=True)
class GameOver(Event):
    """All hands are empty; scores are cards taken (fewest wins)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    left_on_table: int
    """Cards still in tacos on the table, which go to no one."""
