"""The manager bot's solo win rate on each difficulty (1,000 seeded games each; slow).

Run as a script for the report: python -m tests.games.crazy_taco.test_win_rates [games]
"""

from __future__ import annotations

import sys
import time

import pytest

from tabletop.core.game import GameSetup, Seat
from tabletop.games.crazy_taco.rules.bot import ManagerBot
from tabletop.games.crazy_taco.rules.rulebook import CrazyTacoRules
from tabletop.games.crazy_taco.spec import SPEC

from ..helpers import real_data

DIFFICULTIES = {
    "default": {},
    "characters=off": {"characters": "off"},
    "inspections=on": {"inspections": "on"},
    "pinata=on": {"pinata": "on"},
}


def solo_game(seed: int, options: dict[str, str]) -> tuple[bool, int]:
    """One bots-only solo game: (won, popularity left)."""
    data = real_data()
    rules = CrazyTacoRules(data, GameSetup((Seat("Bot"),), seed, SPEC.resolve_options(options)))
    bot = ManagerBot(data, seed)
    while not rules.is_over():
        rules.apply(bot.choose(rules.observation(0), rules.legal_actions(0)).action)
    outcome = rules.outcome()
    return 0 in outcome.winners, outcome.scores[0]


def win_rate(options: dict[str, str], games: int, first_seed: int = 0) -> float:
    seeds = range(first_seed, first_seed + games)
    return sum(solo_game(seed, options)[0] for seed in seeds) / games


@pytest.mark.slow
@pytest.mark.parametrize("name", list(DIFFICULTIES))
def test_solo_win_rate_is_neither_hopeless_nor_trivial(name):
    rate = win_rate(DIFFICULTIES[name], 1000)
    print(f"{name}: {rate:.1%}")
    assert 0.1 < rate < 0.9


def _job(args: tuple[int, str]) -> tuple[str, bool, int]:
    seed, name = args
    won, stars = solo_game(seed, DIFFICULTIES[name])
    return name, won, stars


def main(games: int = 1000) -> None:
    from multiprocessing import Pool

    began = time.time()
    with Pool(2) as pool:
        for name in DIFFICULTIES:
            results = pool.map(_job, [(seed, name) for seed in range(games)])
            wins = [stars for _, won, stars in results if won]
            mean = sum(wins) / len(wins) if wins else 0.0
            print(f"{name:16} {len(wins)}/{games} won = {len(wins) / games:.1%}; "
                  f"stars left when won {mean:.2f}", flush=True)
    print(f"{time.time() - began:.0f} s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
