"""Crazy Taco's entry in the game catalogue."""

from __future__ import annotations

from tabletop.core.registry import GameSpec
from tabletop.games.crazy_taco import events as ev
from tabletop.games.crazy_taco.actions import ACTION_TYPES
from tabletop.games.crazy_taco.bot import new_bot
from tabletop.games.crazy_taco.cards import load_data
from tabletop.games.crazy_taco.options import OPTIONS
from tabletop.games.crazy_taco.rules import CrazyTacoRules

SPEC = GameSpec(
    id="crazy-taco",
    title="Crazy Taco",
    tagline="Run a taco stand with five dice: serve, collect, survive the rush (solo or 1 v 1).",
    min_players=1,
    max_players=2,
    options=OPTIONS,
    load_data=load_data,
    new_rules=lambda data, setup: CrazyTacoRules(data, setup),
    new_bot=new_bot,
    action_types=ACTION_TYPES,
    rulebook="000_9ddd6ae7f4c567e9.txt",
    decisions="crazy_taco/decisions.md",
    undo_barriers=(ev.DiceRolled, ev.PhaseChanged, ev.GameEnded),
)
