"""Crazy Taco's events: what happened, with ids, faces and zones for the view to animate."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Event


@dataclass(frozen=True)
class PhaseChanged(Event):
    """The banner changes: phase is customers / dice / management / over."""

    phase: str = ""
    step: str = ""
    turn: int = 0


@dataclass(frozen=True)
class CardMoved(Event):
    """A card went from one zone to another (zones like 'deck', 'counter:2', 'patience')."""

    card: str = ""
    from_zone: str = ""
    to_zone: str = ""


@dataclass(frozen=True)
class CardStatus(Event):
    """An order on the table was served and/or collected (card stays, turned upright)."""

    card: str = ""
    served: bool = False
    collected: bool = False


@dataclass(frozen=True)
class DiceRolled(Event):
    """Dice were rolled (or re-rolled): pairs of (die id, face)."""

    dice: tuple[tuple[str, str], ...] = ()
    paid: int = 0


@dataclass(frozen=True)
class DieMoved(Event):
    """A die moved (zones like 'cup', 'table', 'card:taco-1', 'task', 'rest:2', 'fine')."""

    die: str = ""
    face: str = ""
    from_zone: str = ""
    to_zone: str = ""


@dataclass(frozen=True)
class DieTurned(Event):
    """A die was turned to another face (menu conversions)."""

    die: str = ""
    old_face: str = ""
    face: str = ""


@dataclass(frozen=True)
class MoneyChanged(Event):
    delta: int = 0
    total: int = 0


@dataclass(frozen=True)
class PopularityChanged(Event):
    """Stars won or lost; `why` is the reason as the results and the score sheet list it."""

    delta: int = 0
    total: int = 0
    why: str = ""


@dataclass(frozen=True)
class FineChanged(Event):
    """The pending (unpaid) fine changed; while above 0 the trainee is held."""

    delta: int = 0
    total: int = 0


@dataclass(frozen=True)
class GameEnded(Event):
    winners: tuple[int, ...] = ()
