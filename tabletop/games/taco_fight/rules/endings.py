"""How a ¡Taco Fight! game ends, as facts (`table/phrases.py` words them)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact


@dataclass(frozen=True)
class AllWavesDefeated(Fact):
    """The team won: every one of the `waves` waves was defeated."""

    waves: int


@dataclass(frozen=True)
class SpecialStanding(Fact):
    """Food coma: the special `taco` attacking `owner` was still standing when the sand ran out
    (it was not beaten its only way)."""

    owner: int
    taco: int


@dataclass(frozen=True)
class LeftAfterLastFight(Fact):
    """Food coma: tacos were still attacking or held after the last fight."""


@dataclass(frozen=True)
class HoldingTooMany(Fact):
    """Food coma: `seat` would hold `count` tacos, more than anyone may."""

    seat: int
    count: int


def ending_code(ending: Fact | None) -> str:
    """How a game ended as the state keeps it (its snapshot): the fact's kind and fields, ''
    while the game goes on."""
    return "" if ending is None else repr(ending)
