"""What a ¡Taco Fight! seat can try to do. Every seat may act in the same step."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Action


@dataclass(frozen=True)
class Flip(Action):
    """Flip two cards from your pantry onto your kitchen (one if it is the last card, or while
    you hold a taco); with an empty pantry, turn your kitchen over to reform the pantry."""


@dataclass(frozen=True)
class Build(Action):
    """Play your kitchen's top card onto a plate (any player's) to build a taco there."""

    card: int
    owner: int
    plate: int


@dataclass(frozen=True)
class Smash(Action):
    """Play your kitchen's top card onto a taco attacking someone else (adds its fists)."""

    card: int
    owner: int
    slot: int


@dataclass(frozen=True)
class Stab(Action):
    """One tap of your kitchen-top fork on a taco attacking (or held by) someone else."""

    fork: int
    taco: int


@dataclass(frozen=True)
class Grab(Action):
    """Take cards from the ingredient stack onto your pantry."""


@dataclass(frozen=True)
class Shuffle(Action):
    """Shuffle your pantry."""


@dataclass(frozen=True)
class Give(Action):
    """Give the top card of your pantry to a teammate's pantry."""

    to: int


@dataclass(frozen=True)
class Place(Action):
    """Prep: align one of your new tacos with one of your plates (or move it to another)."""

    taco: int
    plate: int


@dataclass(frozen=True)
class AutoPlace(Action):
    """Prep: place all your unplaced new tacos automatically."""


@dataclass(frozen=True)
class Ready(Action):
    """Prep: you are ready (unplaced tacos are placed automatically); the fight starts when
    every seat is ready."""


ACTION_TYPES: tuple[type[Action], ...] = (Flip, Build, Smash, Stab, Grab, Shuffle, Give, Place,
                                          AutoPlace, Ready)
