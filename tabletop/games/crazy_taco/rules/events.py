"""Crazy Taco's events: what happened, with ids, faces and zones for the view to animate."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import TextEvent


@dataclass(frozen=True)
class PhaseChanged(TextEvent):
    """The banner changes: phase is customers / dice / management / over."""

    phase: str = ""
    step: str = ""
    turn: int = 0


@dataclass(frozen=True)
class CardMoved(TextEvent):
    """A card went from one zone to another (zones like 'deck', 'counter:2', 'patience')."""

    card: str = ""
    from_zone: str = ""
    to_zone: str = ""


@dataclass(frozen=True)
class CardStatus(TextEvent):
    """An order on the table was served and/or collected (card stays, turned upright)."""

    card: str = ""
    served: bool = False
    collected: bool = False


@dataclass(frozen=True)
class DiceRolled(TextEvent):
    """Dice were rolled (or re-rolled): pairs of (die id, face)."""

    dice: tuple[tuple[str, str], ...] = ()
    paid: int = 0


@dataclass(frozen=True)
class DieMoved(TextEvent):
    """A die moved (zones like 'cup', 'table', 'card:taco-1', 'task', 'rest:2', 'fine')."""

    die: str = ""
    face: str = ""
    from_zone: str = ""
    to_zone: str = ""


@dataclass(frozen=True)
class DieTurned(TextEvent):
    """A die was turned to another face (menu conversions)."""

    die: str = ""
    old_face: str = ""
    face: str = ""


@dataclass(frozen=True)
class MoneyChanged(TextEvent):
    delta: int = 0
    total: int = 0


@dataclass(frozen=True)
class PopularityChanged(TextEvent):
    """Stars won or lost; `why` is the reason as the results and the score sheet list it."""

    delta: int = 0
    total: int = 0
    why: str = ""


@dataclass(frozen=True)
class FineChanged(TextEvent):
    """The pending (unpaid) fine changed; while above 0 the trainee is held."""

    delta: int = 0
    total: int = 0


@dataclass(frozen=True)
class GameEnded(TextEvent):
    winners: tuple[int, ...] = ()
