"""Once a game is over, the table's top bar says who won, in the results screen's words."""

from __future__ import annotations

import pytest

from tabletop.core.headless import play_out
from tests.scenes.every_scene import fresh_services, human_match
from tests.scenes.test_results_breakdown import staged

CASES = [("taco-loco", 3), ("taco-party", 2), ("crazy-taco", 1), ("crazy-taco", 2)]


@pytest.mark.parametrize(("game", "players"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_the_finished_tables_top_bar_names_the_winner_as_the_results_do(game, players,
                                                                       tmp_path):
    services = fresh_services(tmp_path)
    _stack, results, _match = staged(services, game, players)
    match = play_out(human_match(services, game, players, seed=11))
    table = services.table_view_class(game)(services, services.specs[game], match)
    bar, = (e for e in table.chrome(services.display.canvas) if e.key == "status")
    assert match.rules.is_over()
    assert results.heading and bar.look.prompt == results.heading
    assert bar.look.step  # beside "Game over"


def test_a_game_still_running_keeps_its_own_prompt(tmp_path):
    services = fresh_services(tmp_path)
    match = human_match(services, "taco-loco", 3, seed=11)
    table = services.table_view_class("taco-loco")(services, services.specs["taco-loco"], match)
    bar, = (e for e in table.chrome(services.display.canvas) if e.key == "status")
    assert "wins" not in bar.look.prompt
