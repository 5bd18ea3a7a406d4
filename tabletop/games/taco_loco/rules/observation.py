"""What one Taco Loco seat may see: its own hand, and everything face up on the table."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.taco_loco.rules.cards import Card

GIVE = "give"
COUNTER = "counter"


@dataclass(frozen=True)
class Question:
    """A pending choice: `seat` must answer; `player` made the perfect taco or the Legendary.

    kind "give": `seat` (== `player`) chooses who receives taco `taco`.
    kind "counter": `seat` may counter `player`'s Legendary Taco on taco `taco`.
    """

    kind: str
    seat: int
    player: int
    taco: int


@dataclass(frozen=True)
class TacoView:
    """One taco on the table: its cards bottom to top and its current sum."""

    id: int
    cards: tuple[Card, ...]
    sum: int

    @property
    def top(self) -> Card:
        return self.cards[-1]


@dataclass(frozen=True)
class TacoLocoObservation:
    """Only what `seat` may see; bots decide from this and nothing else."""

    seat: int
    names: tuple[str, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    tacos: tuple[TacoView, ...]
    taken: tuple[int, ...]
    taken_cards: tuple[tuple[Card, ...], ...]
    pile_size: int
    last_number: int | None
    current: int | None
    question: Question | None
    turns: int
    same_number: str
    perfect_sum: int
    hand_size: int
    over: bool

    @property
    def players(self) -> int:
        return len(self.names)

    def taco(self, taco_id: int) -> TacoView | None:
        return next((t for t in self.tacos if t.id == taco_id), None)
