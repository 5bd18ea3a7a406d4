"""Invariants every game keeps after every accepted action, checked from `snapshot()` and the
public attributes only (one small module per game, plus the contract every game shares).

`check(spec_id, rules, players)` raises AssertionError naming what broke.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.property.invariants import common, crazy_taco, taco_fight, taco_loco, taco_party

PER_GAME: dict[str, Callable[[Any], None]] = {
    "taco-loco": taco_loco.check,
    "taco-party": taco_party.check,
    "crazy-taco": crazy_taco.check,
    "taco-fight": taco_fight.check,
}


def check(spec_id: str, rules: Any, players: int, snapshot: dict[str, Any] | None = None) -> None:
    """The shared contract, then the game's own invariants (games without a module: contract)."""
    common.check(rules, players, snapshot)
    game_check = PER_GAME.get(spec_id)
    if game_check is not None:
        game_check(rules)
