"""Taco Party's heavy half: data, rules, bots and actions, imported when a game starts."""

from __future__ import annotations

from tabletop.core.game import Bot, GameSetup
from tabletop.core.registry import GameParts
from tabletop.games.taco_party.rules import events as ev
from tabletop.games.taco_party.rules.actions import ACTION_TYPES
from tabletop.games.taco_party.rules.bot import RandomBot, TacoPartyBot
from tabletop.games.taco_party.rules.cards import DATA_MODELS, TacoPartyData, load_data
from tabletop.games.taco_party.rules.rulebook import TacoPartyRules


def new_rules(data: TacoPartyData, setup: GameSetup) -> TacoPartyRules:
    return TacoPartyRules(data, setup)


def new_bot(data: TacoPartyData, seat: int, skill: str, seed: int) -> Bot:
    """easy: random legal moves; normal: the planning bot."""
    if skill == "easy":
        return RandomBot(seed)
    return TacoPartyBot(data, seat)


PARTS = GameParts(
    load_data=load_data,
    data_models=DATA_MODELS,
    new_rules=new_rules,
    new_bot=new_bot,
    action_types=ACTION_TYPES,
    undo_barriers=(ev.CardDrawn, ev.CentreRefilled, ev.TurnStarted, ev.DeckRanOut,
                   ev.DeckReshuffled, ev.GameEnded),
)
