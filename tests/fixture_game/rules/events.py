"""What happens in Last Chip."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import TextEvent


@dataclass(frozen=True)
class Took(TextEvent):
    seat: int
    count: int
    left: int


@dataclass(frozen=True)
class TurnStarted(TextEvent):
    seat: int


@dataclass(frozen=True)
class GameOver(TextEvent):
    winner: int
