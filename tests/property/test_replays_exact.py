"""Replays are exact: a seed plus the action log (through JSON, as saves store it) rebuilds the
final state of a bots-only game bit for bit, for every game in the catalog.

CI plays 100 seeded games per game (Taco Fight, the slowest, takes about 0.15 s of CPU per game
and its replay, so about 15 s); `pytest -m slow` plays 1,000 per game.
"""

from __future__ import annotations

import json
import random

import pytest

from tabletop.core.headless import play_out
from tabletop.core.match import Match, replay
from tests.property.games import game_params, spec_and_data
from tests.property.under_fire import random_setup

CI_GAMES = 100
SLOW_GAMES = 1000


def replays_exactly(game: str, count: int, first_seed: int = 0) -> None:
    spec, data = spec_and_data(game)
    for number in range(first_seed, first_seed + count):
        setup = random_setup(spec, random.Random(f"{game}/{number}"))
        match = play_out(Match(spec, data, setup))
        log = json.loads(json.dumps(match.log))
        again = replay(spec, data, setup, log)
        where = f"{game} game {number} (seed {setup.seed}, {len(setup.seats)} seats)"
        assert again.rules.is_over(), f"{where}: the replay did not reach the end"
        assert again.rules.snapshot() == match.rules.snapshot(), f"{where}: state differs"
        assert again.check_value() == match.check_value(), f"{where}: check value differs"
        assert again.rules.outcome() == match.rules.outcome(), f"{where}: outcome differs"
        assert again.rules.turns == match.rules.turns
        assert again.log == log, f"{where}: the replay logged something else"


@pytest.mark.parametrize("game", game_params("replays_exact"))
def test_a_hundred_games_replay_exactly(game):
    replays_exactly(game, CI_GAMES)


@pytest.mark.slow
@pytest.mark.parametrize("game", game_params("replays_exact"))
def test_a_thousand_games_replay_exactly(game):
    replays_exactly(game, SLOW_GAMES, first_seed=CI_GAMES)
