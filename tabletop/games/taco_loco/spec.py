"""Taco Loco's entry in the game registry."""

from __future__ import annotations

from tabletop.core.errors import DataError
from tabletop.core.game import Bot, GameSetup
from tabletop.core.registry import GameSpec, OptionSpec
from tabletop.games.taco_loco import cards
from tabletop.games.taco_loco import events as ev
from tabletop.games.taco_loco.actions import ACTION_TYPES
from tabletop.games.taco_loco.bot import RandomBot, TacoLocoBot
from tabletop.games.taco_loco.cards import TacoLocoData
from tabletop.games.taco_loco.rules import LAST_PLAYED, SAME_NUMBER, TOP_OF_TACO, TacoLocoRules


def new_rules(data: TacoLocoData, setup: GameSetup) -> TacoLocoRules:
    return TacoLocoRules(data, setup)


def new_bot(data: TacoLocoData, seat: int, skill: str, seed: int) -> Bot:
    """"easy" plays at random; "normal" plays with sense."""
    if skill == "easy":
        return RandomBot(seed)
    if skill == "normal":
        return TacoLocoBot(data, seat, seed)
    raise DataError("seat setup", f"seat {seat}", f"unknown bot skill {skill!r}")


SPEC = GameSpec(
    id="taco-loco",
    title="Taco Loco",
    tagline="Build the perfect 11 and give it away. Overfill it and it's yours.",
    min_players=2,
    max_players=5,
    options=(
        OptionSpec(
            SAME_NUMBER, "Same-number rule", (LAST_PLAYED, TOP_OF_TACO), LAST_PLAYED,
            help=("Which card a number must not repeat: the last number card anyone played "
                  "(last-played), or the top card of the taco you play on (top-of-taco). "
                  "A repeated number starts a new taco."),
        ),
    ),
    load_data=cards.load_data,
    new_rules=new_rules,
    new_bot=new_bot,
    action_types=ACTION_TYPES,
    rulebook="004_66e0707556dc2b82.txt",
    decisions="taco_loco/decisions.md",
    bot_skills=("easy", "normal"),
    undo_barriers=(ev.CardDrawn, ev.CardDealt, ev.TurnStarted, ev.CounterAsked, ev.TacoGiven,
                   ev.TacoTaken, ev.GameOver),
)
