"""Crazy Taco's tutorial: every step's top bar says what to do now, never the turn alone
(the coach's note, then Next, while it talks; the move it asks, else)."""

from __future__ import annotations

import pytest

from tabletop.kit.coach import CoachScene
from tabletop.scenes.tutorial import play_to
from tests.scenes.helpers import headless_services
from tests.tutorial.test_tutorials import on_stack


@pytest.mark.parametrize("code", ["en", "es"])
def test_every_tutorial_step_says_what_to_do_now(code):
    from tabletop.assets.catalogs import load_language
    from tabletop.games.crazy_taco.table.view import COACH_READ

    services = headless_services()
    services.words = load_language(code)
    stack, table, coach = on_stack(services, "crazy-taco")
    assert isinstance(coach, CoachScene)
    match = coach.match
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        _turn, tip, _seat = table.status_text()
        assert tip, step + 1
        if match.coach.talking:
            assert tip == services.words.gettext(COACH_READ), step + 1
        if match.coach.free:
            break
        play_to(match, step + 1)
