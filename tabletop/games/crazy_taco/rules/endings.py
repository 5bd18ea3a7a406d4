"""How a Crazy Taco game ends, as facts (`table/phrases.py` words them)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact


@dataclass(frozen=True)
class StandClosed(Fact):
    """Solo: popularity hit bottom and the stand closed (nobody wins)."""


@dataclass(frozen=True)
class DayDone(Fact):
    """Solo: every customer was dealt with; the manager won with `stars` stars."""

    stars: int


@dataclass(frozen=True)
class CustomersWon(Fact):
    """1 v 1: the customers brought popularity to its last space."""


@dataclass(frozen=True)
class ManagerSurvived(Fact):
    """1 v 1: the manager dealt with every customer."""


@dataclass(frozen=True)
class NoCardToPlay(Fact):
    """1 v 1: the customer player holds no card they may play, so the manager wins."""
