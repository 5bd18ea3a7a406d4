"""What one seat of Taco Party may see (`Observation`), and where a card may go (`Target`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    """Where a card may be dropped: a seat's plate and a taco index (-1 = a new taco)."""

    plate: int
    taco: int


@dataclass(frozen=True)
class Observation:
    """What one seat may see: its own hand; everything else on the table is public."""

    seat: int
    players: int
    names: tuple[str, ...]
    current: int
    step: str
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    plates: tuple[tuple[tuple[int, ...], ...], ...]
    centre: tuple[int | None, ...]
    deck_count: int
    discard_count: int
    discard_top: int | None
    burned: tuple[tuple[int, ...], ...]
    pickup: int
    spent: int
    plays: int
    burn_choices: tuple[int, ...]
    would_burn: tuple[int, ...]
    completed: tuple[int, ...]
    tacos_to_end: int
    run_outs: int
    run_outs_to_end: int
    hot_sauce: bool
    turn: int

    @property
    def pickup_left(self) -> int:
        return self.pickup - self.spent
