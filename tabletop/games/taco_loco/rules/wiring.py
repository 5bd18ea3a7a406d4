"""Taco Loco's heavy half: data, rules, bots and actions, imported when a game starts."""

from __future__ import annotations

from tabletop.core.errors import DataError
from tabletop.core.game import Bot, GameSetup
from tabletop.core.registry import GameParts
from tabletop.games.taco_loco.rules import cards
from tabletop.games.taco_loco.rules import events as ev
from tabletop.games.taco_loco.rules.actions import ACTION_TYPES
from tabletop.games.taco_loco.rules.bot import RandomBot, TacoLocoBot
from tabletop.games.taco_loco.rules.cards import TacoLocoData
from tabletop.games.taco_loco.rules.rulebook import TacoLocoRules


def new_rules(data: TacoLocoData, setup: GameSetup) -> TacoLocoRules:
    return TacoLocoRules(data, setup)


def new_bot(data: TacoLocoData, seat: int, skill: str, seed: int) -> Bot:
    """"easy" plays at random; "normal" plays with sense."""
    if skill == "easy":
        return RandomBot(seed)
    if skill == "normal":
        return TacoLocoBot(data, seat, seed)
    raise DataError("seat setup", f"seat {seat}", f"unknown bot skill {skill!r}")


PARTS = GameParts(
    load_data=cards.load_data,
    data_models=cards.DATA_MODELS,
    new_rules=new_rules,
    new_bot=new_bot,
    action_types=ACTION_TYPES,
    undo_barriers=(ev.CardDrawn, ev.CardDealt, ev.TurnStarted, ev.CounterAsked, ev.TacoGiven,
                   ev.TacoTaken, ev.GameOver),
)
