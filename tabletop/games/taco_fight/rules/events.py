"""What happened in ¡Taco Fight!: views animate these; `text` is the log line.

Places are strings: "pantry:S", "kitchen:S", "plate:S:P", "attacker:S:P", "held:S",
"incoming:S" (a new taco not yet placed), "stack" (ingredients), "tacos:mild|medium|hot", "sink".
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import TextEvent


@dataclass(frozen=True)
class CardsMoved(TextEvent):
    """Cards went from one place to another; `seat` is who did it (-1: the game itself)."""

    seat: int
    cards: tuple[int, ...]
    src: str
    dst: str


@dataclass(frozen=True)
class Flipped(CardsMoved):
    """Pantry -> kitchen, ingredient side up (the last card in `cards` is the new top)."""


@dataclass(frozen=True)
class KitchenTurnedOver(CardsMoved):
    """Kitchen -> pantry, turned over as a stack (order reversed, not shuffled)."""


@dataclass(frozen=True)
class Built(CardsMoved):
    """Kitchen top -> a plate; `value` is the plate's new spiciness."""

    value: int


@dataclass(frozen=True)
class Smashed(CardsMoved):
    """Kitchen top -> onto an attacking taco; `fists` is its new fist total."""

    fists: int


@dataclass(frozen=True)
class Grabbed(CardsMoved):
    """Ingredient stack -> pantry, face down."""


@dataclass(frozen=True)
class Given(CardsMoved):
    """Pantry top -> a teammate's pantry, face down."""


@dataclass(frozen=True)
class ForkSunk(CardsMoved):
    """A fork that ate a taco -> the sink (one point for `seat`)."""


@dataclass(frozen=True)
class TacoEaten(CardsMoved):
    """An eaten taco -> its victim's kitchen, ingredient side up; `seat` stabbed it."""

    victim: int


@dataclass(frozen=True)
class PrepMoved(CardsMoved):
    """A prep step moved cards (`step` 1 kitchen, 2 smash cards, 3 defeated tacos, 4 deal)."""

    step: int


@dataclass(frozen=True)
class TacoHeld(CardsMoved):
    """Prep step 3: an undefeated taco is picked up by the player it attacked."""


@dataclass(frozen=True)
class Placed(CardsMoved):
    """Prep step 5: a new taco aligned with a plate."""


@dataclass(frozen=True)
class PantryShuffled(TextEvent):
    seat: int


@dataclass(frozen=True)
class StabProgress(TextEvent):
    """A tap of a fork: `taps` of `needed`; `started` on the first tap of a stab."""

    seat: int
    fork: int
    taco: int
    taps: int
    needed: int
    started: bool


@dataclass(frozen=True)
class StabLapsed(TextEvent):
    """A stab ended without eating (too few taps in time, fork covered, taco gone)."""

    seat: int
    fork: int
    taco: int


@dataclass(frozen=True)
class Verdict(TextEvent):
    """End of a fight: how one attacking taco fared ('blocked', 'smashed' or 'standing')."""

    seat: int
    slot: int
    taco: int
    result: str


@dataclass(frozen=True)
class SeatReady(TextEvent):
    seat: int


@dataclass(frozen=True)
class PhaseStarted(TextEvent):
    """A phase began: 'prep' or 'fight' for `wave`; `seconds` 0 means untimed."""

    phase: str
    wave: int
    seconds: float


@dataclass(frozen=True)
class GameOver(TextEvent):
    """The game ended: `won` for the team, `text` says why."""

    won: bool
