"""What happens in Last Chip."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Event


@dataclass(frozen=True)
class Took(Event):
    seat: int
    count: int
    left: int


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True)
class GameOver(Event):
    winner: int
