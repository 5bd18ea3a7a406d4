"""After a won game: the result as a moment over the high-score table."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.core.game import HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.games.taco_fight.table import scores_scene
from tabletop.games.taco_fight.table.scores_scene import HighScoreScene
from tests.scenes.every_scene import fresh_services, on_stack
from tests.scenes.test_results import placed_texts


def scene_for(tmp_path, players: int, earlier: int, eaten: int, speed: str = "normal",
              reduced: bool = False) -> HighScoreScene:
    services = fresh_services(tmp_path)
    services.settings = dataclasses.replace(services.settings, animation_speed=speed,
                                            reduced_motion=reduced)
    store = services.storage.user.high_scores
    for i in range(earlier):
        store.add([f"P{i}"], "normal", 1, 20 + i)
    spec = services.specs["taco-fight"]
    seats = tuple(Seat(name, HUMAN) for name in ("Ana", "Beto", "Diego", "Lupe")[:players])
    match = Match(spec, services.game_data(spec), GameSetup(seats, 3, {}))
    place = store.add([s.name for s in seats], "normal", players, eaten)
    return HighScoreScene(services, match, place, None)


def test_a_new_high_score_is_a_moment_and_said_on_its_ribbon(tmp_path):
    scene = scene_for(tmp_path, 1, 2, 40)
    assert scene.place == 1 and scene.ribbon == "New high score!"
    on_stack(scene)
    assert scene.moments.live and scene.moving()  # the burst plays as the screen opens
    said = [placed.text for placed in placed_texts(scene.services, scene)]
    assert "New high score!" in said and "tacos eaten" in said
    for _ in range(120):
        scene.update(1 / 30)
    assert not scene.moving()  # short: over within a few seconds


@pytest.mark.parametrize("speed", ["instant"])
def test_no_moment_at_instant_speed(tmp_path, speed):
    scene = scene_for(tmp_path, 2, 0, 5, speed=speed)
    on_stack(scene)
    assert not scene.moments.live


def test_with_reduced_motion_the_moment_still_shows_standing_still(tmp_path):
    scene = scene_for(tmp_path, 1, 0, 5, reduced=True)
    on_stack(scene)
    assert scene.moments.live  # (the kit draws it as a still glow: `moments.elements`)


@pytest.mark.parametrize("players", [1, 4])
def test_the_new_row_shows_even_below_the_top_rows_and_everything_fits(tmp_path, players):
    scene = scene_for(tmp_path, players, 9, 3)
    assert scene.place is not None and scene.place > scores_scene.ROWS
    rows = scene.shown_rows()
    assert len(rows) == scores_scene.ROWS and rows[-1][0] == scene.place
    hero, table = scene.hero(), scene.table_box()
    assert hero.bottom <= table.y and table.bottom <= scores_scene.ROOM[1]
    assert hero.y >= scores_scene.ROOM[0]
    assert hero.contains(scene.ribbon_box()) and hero.contains(scene.number_box())
    said = [placed.text for placed in placed_texts(scene.services, scene)]
    assert f"Place {scene.place} in the high scores!" in said
