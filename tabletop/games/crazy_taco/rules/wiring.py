"""Crazy Taco's heavy half: data, rules, bots and actions, imported when a game starts."""

from __future__ import annotations

from tabletop.core.game import GameSetup
from tabletop.core.registry import GameParts
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules.actions import ACTION_TYPES
from tabletop.games.crazy_taco.rules.bot import new_bot
from tabletop.games.crazy_taco.rules.cards import DATA_MODELS, CrazyTacoData, load_data
from tabletop.games.crazy_taco.rules.rulebook import CrazyTacoRules


def new_rules(data: CrazyTacoData, setup: GameSetup) -> CrazyTacoRules:
    return CrazyTacoRules(data, setup)


PARTS = GameParts(
    load_data=load_data,
    data_models=DATA_MODELS,
    new_rules=new_rules,
    new_bot=new_bot,
    action_types=ACTION_TYPES,
    undo_barriers=(ev.DiceRolled, ev.PhaseChanged, ev.GameEnded),
)
