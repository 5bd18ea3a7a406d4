"""What one Crazy Taco seat may see: everything on the table, and no pile's order.

The deck, the task deck and the Extra pile show only how many cards they hold; the customer
player's hand is shown to the customer player alone (the manager sees how many cards it holds);
the random generator, a test's dice script and the cards boxed for this game are never shown.
Its fields and `counter_cards()` are named as the state's, so tables and bots read it the way
the rules read their state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tabletop.core.facts import Fact


@dataclass(frozen=True)
class DieView:
    """Where one die is and which face it shows ('' while in the cup); `on`: the card, menu
    option or rest-room space it is on; `kept`: kept from the last turn's roll."""

    id: str
    zone: str
    face: str
    on: str
    kept: bool


@dataclass(frozen=True)
class CaptiveView:
    """A task or bonus card in its zone, with the die held on it ('' if none)."""

    card: str
    die: str
    turns_left: int
    placed_turn: int


@dataclass(frozen=True)
class OrderView:
    """An order at the counter: served yet, paid yet."""

    served: bool
    collected: bool


@dataclass(frozen=True)
class CrazyTacoObservation:
    """Only what `seat` may see; bots and the table decide and draw from this and nothing else.

    Cards are named by id; `counter` lists positions 1.. ('' = a free place); mappings keep the
    rules' order (dice in the data's order, orders as they arrived).
    """

    seat: int
    actors: tuple[int, ...]
    mode: str
    """solo or versus."""
    options: Mapping[str, str]
    counter: tuple[str, ...]
    patience: str
    status: Mapping[str, OrderView]
    door: str
    """The task waiting on the storeroom door ('' if none)."""
    task_zone: tuple[CaptiveView, ...]
    bonus_zone: tuple[CaptiveView, ...]
    extra: str
    """The Extra card in the kitchen ('' if none)."""
    extra_offer: str
    """The Extra card offered now ('' if none)."""
    offers: int
    conversions_used: tuple[str, ...]
    dice: Mapping[str, DieView]
    money: int
    popularity: int
    stars_lost: int
    fine_due: int
    fine_cards: tuple[str, ...]
    overtime_used: int
    out: tuple[str, ...]
    """Cards out of the game, face up."""
    last_message: str
    pinata: str
    hand: tuple[str, ...]
    """The customer player's hand, to the customer player only (else empty)."""
    hand_count: int
    restricted: bool
    special_played: bool
    redraws: int
    to_draw: int
    turn: int
    phase: str
    step: str
    over: bool
    winners: tuple[int, ...]
    ending: Fact | None
    """How the game ended (`endings.py`; None while it goes on)."""
    deck_count: int
    task_deck_count: int
    extras_pile_count: int

    def counter_cards(self) -> list[str]:
        """Cards on the counter, position 1 first, then the one in Patience."""
        cards = [c for c in self.counter if c]
        if self.patience:
            cards.append(self.patience)
        return cards
