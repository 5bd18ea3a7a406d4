"""Taco Party's results say each taco once: the breakdown lists every taco and burned card,
and the table adds no second line for any of them ("Taco 4: not in top 3, 0" under
"Taco 4, 2 cards: not in the 3 biggest  0")."""

from __future__ import annotations

import pytest

from tabletop.core.headless import play_out
from tabletop.scenes.results import ResultsScene
from tests.scenes.every_scene import fresh_services, human_match


@pytest.mark.parametrize("players", (2, 3, 4))
def test_no_taco_is_said_twice_on_the_results(players, tmp_path):
    services = fresh_services(tmp_path)
    spec = services.specs["taco-party"]
    match = play_out(human_match(services, "taco-party", players, seed=11))
    view = services.table_view_class("taco-party")(services, spec, match)
    scene = ResultsScene(services, spec, match, view.result_details(), view.score_label)
    assert scene.breakdowns is not None
    for part in scene.breakdowns:
        said = [str(line.label) for line in part.lines] + [str(note) for note in part.notes]
        tacos = [text.partition(",")[0].partition(":")[0] for text in said
                 if text.startswith("Taco ")]
        assert tacos and len(tacos) == len(set(tacos)), said
