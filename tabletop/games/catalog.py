"""The games the app offers, in menu order (only games that can really be played)."""

from __future__ import annotations

import importlib

from tabletop.core.registry import GameSpec

GAME_MODULES = (
    "tabletop.games.taco_loco.spec",
    "tabletop.games.taco_party.spec",
    "tabletop.games.taco_fight.spec",
    "tabletop.games.crazy_taco.spec",
)


def game_specs() -> dict[str, GameSpec]:
    """Every playable game by id."""
    specs = (importlib.import_module(name).SPEC for name in GAME_MODULES)
    return {spec.id: spec for spec in specs}
