"""Input fuzz: every scene takes random clicks, drags, keys, text, resizes, focus loss and pads
coming and going, through intents and through real pygame events, with game time running, and
never raises; every game on screen keeps its invariants (see driver.py).

CI sends 1,000 events per scene; `pytest -m slow tests/fuzz` sends 10,000.
"""

from __future__ import annotations

import pytest

from tests.fuzz.cases import all_cases
from tests.fuzz.driver import SceneFuzz

CI_EVENTS = 1000
SLOW_EVENTS = 10_000
CASES = all_cases()


@pytest.mark.parametrize("case", list(CASES))
def test_scene_survives_random_input(case, monkeypatch):
    SceneFuzz(case, CASES[case], seed=1, monkeypatch=monkeypatch).run(CI_EVENTS)


@pytest.mark.slow
@pytest.mark.parametrize("case", list(CASES))
def test_scene_survives_ten_thousand_random_events(case, monkeypatch):
    SceneFuzz(case, CASES[case], seed=2, monkeypatch=monkeypatch).run(SLOW_EVENTS)
