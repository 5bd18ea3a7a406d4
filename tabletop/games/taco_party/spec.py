"""Taco Party's registry entry: options, data, rules and bots wired together."""

from __future__ import annotations

from tabletop.core.game import Bot, GameSetup
from tabletop.core.registry import GameSpec, OptionSpec
from tabletop.games.taco_party import actions as act
from tabletop.games.taco_party.actions import ACTION_TYPES
from tabletop.games.taco_party.bot import RandomBot, TacoPartyBot
from tabletop.games.taco_party.cards import TacoPartyData, load_data
from tabletop.games.taco_party.rules import HOT_SAUCE_OPTION, TacoPartyRules


def new_rules(data: TacoPartyData, setup: GameSetup) -> TacoPartyRules:
    return TacoPartyRules(data, setup)


def new_bot(data: TacoPartyData, seat: int, skill: str, seed: int) -> Bot:
    """easy: random legal moves; normal: the planning bot."""
    if skill == "easy":
        return RandomBot(seed)
    return TacoPartyBot(data, seat)


SPEC = GameSpec(
    id="taco-party",
    title="Taco Party",
    tagline="Stack picky ingredients, dress your tacos, and eat the biggest ones.",
    min_players=2,
    max_players=4,
    options=(
        OptionSpec(HOT_SAUCE_OPTION, "Hot sauce variant", ("false", "true"), "false",
                   help="You may play an empty taco onto another player's plate: "
                        "it counts toward your pickup and costs them 2 points if it stays empty."),
    ),
    load_data=load_data,
    new_rules=new_rules,
    new_bot=new_bot,
    action_types=ACTION_TYPES,
    rulebook="001_00f04f0c14532056.txt",
    decisions="taco_party/decisions.md",
    bot_skills=("easy", "normal"),
    undo_barriers=(act.CardDrawn, act.CentreRefilled, act.TurnStarted, act.DeckRanOut,
                   act.DeckReshuffled, act.GameEnded),
)
