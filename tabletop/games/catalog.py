"""The games the app offers, in menu order: a list of game packages and nothing else.

Each package's `spec.py` holds its `SPEC` (a `GameSpec`), which names everything else of the
game; the app, the art generator, the benchmark and the tests ask the specs.
"""

from __future__ import annotations

import importlib

from tabletop.core.registry import GameSpec

GAME_PACKAGES = (
    "tabletop.games.taco_loco",
    "tabletop.games.taco_party",
    "tabletop.games.taco_fight",
    "tabletop.games.crazy_taco",
)


def spec_module(package: str) -> str:
    """Where a game package keeps its spec."""
    return f"{package}.spec"


def game_specs() -> dict[str, GameSpec]:
    """Every game by id, in menu order."""
    specs = (importlib.import_module(spec_module(name)).SPEC for name in GAME_PACKAGES)
    return {spec.id: spec for spec in specs}
