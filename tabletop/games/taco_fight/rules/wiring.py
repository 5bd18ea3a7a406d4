"""¡Taco Fight!'s heavy half: data, rules, bots and actions, imported when a game starts."""

from __future__ import annotations

from tabletop.core.game import GameSetup
from tabletop.core.registry import GameParts
from tabletop.games.taco_fight.rules.actions import ACTION_TYPES
from tabletop.games.taco_fight.rules.bot import TacoFightBot
from tabletop.games.taco_fight.rules.cards import DATA_MODELS, TacoFightData, load_data
from tabletop.games.taco_fight.rules.rulebook import TacoFightRules


def new_rules(data: TacoFightData, setup: GameSetup) -> TacoFightRules:
    return TacoFightRules(data, setup)


def new_bot(data: TacoFightData, seat: int, skill: str, seed: int) -> TacoFightBot:
    return TacoFightBot(data, seat, skill, seed)


PARTS = GameParts(
    load_data=load_data,
    data_models=DATA_MODELS,
    new_rules=new_rules,
    new_bot=new_bot,
    action_types=ACTION_TYPES,
)
