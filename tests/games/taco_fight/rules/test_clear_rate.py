"""Statistical runs (marked slow, skipped in CI): how often four bots clear each difficulty.

Run with: python -m pytest -m slow tests/games/taco_fight/test_clear_rate.py -s
"""

import pytest

from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match
from tabletop.games.taco_fight.spec import SPEC

from ..helpers import data

GAMES = 100


def clear_rate(difficulty: str, players: int = 4, skill: str = "normal") -> float:
    wins = 0
    for seed in range(GAMES):
        seats = tuple(Seat(f"Bot {i}", BOT, skill) for i in range(players))
        match = play_out(Match(SPEC, data(), GameSetup(seats, seed, {"difficulty": difficulty})))
        wins += bool(match.rules.outcome().winners)
    return wins / GAMES


@pytest.mark.slow
@pytest.mark.parametrize("difficulty,at_least", [("normal", 0.8), ("hard", 0.5),
                                                 ("madness", 0.3)])
def test_four_bots_clear_rate(difficulty, at_least):
    rate = clear_rate(difficulty)
    print(f"\n{difficulty}: four normal bots cleared {rate:.0%} of {GAMES} games")
    assert rate >= at_least
