"""What happened in ¡Taco Fight!, as facts: views animate these, the table's phrase book
(`table/phrases.py`) words them.

Places are strings: "pantry:S", "kitchen:S", "plate:S:P", "attacker:S:P", "held:S",
"incoming:S" (a new taco not yet placed), "stack" (ingredients), "tacos:mild|medium|hot", "sink".
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Event
from tabletop.core.facts import Fact


@dataclass(frozen=True)
class CardsMoved(Event):
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
    """Kitchen top -> plate `plate` of `owner`; `value` is the plate's new spiciness."""

    value: int
    owner: int
    plate: int


@dataclass(frozen=True)
class Smashed(CardsMoved):
    """Kitchen top -> onto `taco`, attacking `owner`; `fists` is its new fist total."""

    fists: int
    taco: int
    owner: int


@dataclass(frozen=True)
class Grabbed(CardsMoved):
    """Ingredient stack -> pantry, face down."""


@dataclass(frozen=True)
class Given(CardsMoved):
    """Pantry top -> teammate `to`'s pantry, face down."""

    to: int


@dataclass(frozen=True)
class ForkSunk(CardsMoved):
    """A fork that ate a taco -> the sink (one point for `seat`)."""


@dataclass(frozen=True)
class TacoEaten(CardsMoved):
    """An eaten taco -> its victim's kitchen, ingredient side up; `seat` stabbed it."""

    victim: int


@dataclass(frozen=True)
class PrepMoved(CardsMoved):
    """A prep step moved `owner`'s cards (`step` 1 kitchen, 2 smash cards, 3 defeated tacos,
    4 deal); `wave` is the wave they were fought in (4: the wave they are dealt for)."""

    step: int
    owner: int
    wave: int


@dataclass(frozen=True)
class TacoHeld(CardsMoved):
    """Prep step 3: an undefeated taco is picked up by `holder`, the player it attacked."""

    holder: int


@dataclass(frozen=True)
class Placed(CardsMoved):
    """Prep step 5: a new taco aligned with plate `plate`."""

    plate: int


@dataclass(frozen=True)
class PantryShuffled(Event):
    seat: int


@dataclass(frozen=True)
class StabProgress(Event):
    """A tap of a fork: `taps` of `needed`; `started` on the first tap of a stab."""

    seat: int
    fork: int
    taco: int
    taps: int
    needed: int
    started: bool


NEW_STAB, COVERED, GONE, TOO_SLOW, TIME_UP = "new_stab", "covered", "gone", "too_slow", "time_up"
"""Why a stab lapses: another stab began, the fork was covered, the taco is gone, too few taps
in time, the fight's time ran out."""


@dataclass(frozen=True)
class StabLapsed(Event):
    """A stab ended without eating; `why` is one of the reasons above."""

    seat: int
    fork: int
    taco: int
    why: str


@dataclass(frozen=True)
class Verdict(Event):
    """End of a fight: how one attacking taco fared ('blocked', 'smashed' or 'standing')."""

    seat: int
    slot: int
    taco: int
    result: str


@dataclass(frozen=True)
class SeatReady(Event):
    seat: int


@dataclass(frozen=True)
class PhaseStarted(Event):
    """A phase began: 'prep' or 'fight' for `wave`; `seconds` 0 means untimed."""

    phase: str
    wave: int
    seconds: float


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended: `won` for the team; `ending` says how (see `endings.py`)."""

    won: bool
    ending: Fact
