"""How a Taco Loco game ends, as a fact (`table/phrases.py` words it)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact


@dataclass(frozen=True)
class AllHandsEmpty(Fact):
    """Every hand is empty: `winners` took the fewest cards (`best` each); `left_on_table`
    cards were still in tacos and go to no one."""

    winners: tuple[int, ...]
    best: int
    left_on_table: int
