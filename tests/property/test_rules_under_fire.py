"""Rules under fire: for every game in the catalog, random games from random seeds with legal
and illegal actions mixed in (see under_fire.py for what is checked after each one).

CI runs a small, derandomised set (the same examples every run, so a failure is reproducible);
`pytest -m slow tests/property` runs the heavy profile with fresh random examples.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.core.game import BOT, GameSetup, Seat
from tests.property.games import game_params, spec_and_data
from tests.property.under_fire import Fire

CI_EXAMPLES = {False: 20, True: 2}       # turn-based, real-time
HEAVY_EXAMPLES = {False: 400, True: 25}


def play(game: str, data: st.DataObject) -> None:
    spec, game_data = spec_and_data(game)
    players = data.draw(st.integers(spec.min_players, spec.max_players), label="players")
    seats = tuple(Seat(f"Seat{i}", BOT, data.draw(st.sampled_from(spec.bot_skills),
                                                   label=f"skill {i}"))
                  for i in range(players))
    options = {o.name: data.draw(st.sampled_from(o.choices), label=o.name) for o in spec.options}
    seed = data.draw(st.integers(0, 2**31 - 1), label="seed")
    chaos = data.draw(st.integers(0, 2**32 - 1), label="chaos")
    illegal_rate = data.draw(st.sampled_from((0.1, 0.4, 0.8)), label="illegal rate")
    bot_rate = data.draw(st.sampled_from((0.0, 0.5, 0.9)), label="bot rate")
    setup = GameSetup(seats, seed, options)
    Fire(spec, game_data, setup, chaos, illegal_rate, bot_rate).run()


def run(game: str, examples: dict[bool, int], derandomize: bool) -> None:
    spec, _ = spec_and_data(game)
    database = None if derandomize else settings.default.database
    configured = settings(max_examples=examples[spec.realtime], deadline=None,
                          derandomize=derandomize, database=database, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    configured(given(st.data())(lambda data: play(game, data)))()


@pytest.mark.parametrize("game", game_params("under_fire"))
def test_rules_under_fire(game):
    run(game, CI_EXAMPLES, derandomize=True)


@pytest.mark.slow
@pytest.mark.parametrize("game", game_params("under_fire"))
def test_rules_under_heavy_fire(game):
    run(game, HEAVY_EXAMPLES, derandomize=False)
