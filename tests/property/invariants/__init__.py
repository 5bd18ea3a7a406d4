"""Invariants every game keeps after every accepted action, checked from `snapshot()` and the
public attributes only (one small module per game, plus the contract every game shares).

`check(spec_id, rules, players)` raises AssertionError naming what broke.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from typing import Any

from tests.property.invariants import common


def per_game() -> dict[str, Callable[[Any], None]]:
    """Each catalog game's own invariants: the module here named like its package."""
    from tabletop.games import catalog

    found = {}
    for package in catalog.GAME_PACKAGES:
        spec = importlib.import_module(catalog.spec_module(package)).SPEC
        name = f"{__name__}.{package.rsplit('.', 1)[-1]}"
        if importlib.util.find_spec(name) is not None:
            found[spec.id] = importlib.import_module(name).check
    return found


def check(spec_id: str, rules: Any, players: int, snapshot: dict[str, Any] | None = None) -> None:
    """The shared contract, then the game's own invariants (games without a module: contract)."""
    common.check(rules, players, snapshot)
    game_check = per_game().get(spec_id)
    if game_check is not None:
        game_check(rules)
