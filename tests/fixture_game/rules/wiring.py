"""Last Chip's heavy half, as the spec's `wiring` names it."""

from __future__ import annotations

from tabletop.core.game import Bot, GameSetup
from tabletop.core.registry import GameParts
from tests.fixture_game.rules.actions import ACTION_TYPES
from tests.fixture_game.rules.bot import LastChipBot
from tests.fixture_game.rules.rulebook import LastChipData, LastChipRules, load_data


def new_rules(data: LastChipData, setup: GameSetup) -> LastChipRules:
    return LastChipRules(data, setup)


def new_bot(data: LastChipData, seat: int, skill: str, seed: int) -> Bot:
    return LastChipBot(seat)


PARTS = GameParts(load_data=load_data, new_rules=new_rules, new_bot=new_bot,
                  action_types=ACTION_TYPES)
