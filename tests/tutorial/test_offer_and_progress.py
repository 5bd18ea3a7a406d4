"""The tutorial is offered the first time a game is chosen, is always one button away on the
game-select screen, can be skipped, and its progress file is versioned and set aside when bad."""

from __future__ import annotations

import json

import pytest

from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.kit.coach import CoachScene
from tabletop.scenes.game_select import GameSelectScene
from tabletop.scenes.question import QuestionScene
from tabletop.scenes.seat_setup import SeatSetupScene
from tabletop.storage.tutorials import TUTORIALS_FILE, TutorialProgress, TutorialStore
from tests.scenes.helpers import headless_services, send
from tests.tutorial.test_tutorials import tutorial_games

GAME = tutorial_games()[0]


@pytest.fixture
def select(private_user_data):
    services = headless_services()
    stack = SceneStack()
    scene = GameSelectScene(services)
    stack.push(scene)
    stack.apply_pending()
    return scene


def button(select, label: str, game: str = GAME):
    index = [spec.id for _rect, spec in select.cards].index(game)
    return [w for w in select.widgets.widgets if w.label == label][index]


def test_the_first_choice_of_a_game_offers_its_tutorial_once(select):
    stack = select.stack
    send(stack, it.PointerDown(button(select, "Play").rect.center))
    offer = stack.top
    assert isinstance(offer, QuestionScene) and offer.title.startswith("New to ")
    assert [b.label for b in offer.answers] == ["Learn (tutorial)", "Skip, play now"]
    send(stack, it.PointerDown(offer.answers[1].rect.center))
    assert isinstance(stack.top, SeatSetupScene), "skipping goes on to a real game"
    stack.pop()
    stack.apply_pending()
    send(stack, it.PointerDown(button(select, "Play").rect.center))
    assert isinstance(stack.top, SeatSetupScene), "the offer is made only once"


def test_learning_from_the_offer_opens_the_coach_on_the_table(select):
    stack = select.stack
    send(stack, it.PointerDown(button(select, "Play").rect.center))
    send(stack, it.PointerDown(stack.top.answers[0].rect.center))
    assert isinstance(stack.top, CoachScene)


def test_every_game_with_a_tutorial_has_its_button_and_the_others_grey(select):
    for _rect, spec in select.cards:
        learn = button(select, "Tutorial", spec.id)
        assert learn.enabled == (spec.id in tutorial_games())
    stack = select.stack
    send(stack, it.PointerDown(button(select, "Tutorial").rect.center))
    coach = stack.top
    assert isinstance(coach, CoachScene) and coach.coach.index == 0


def test_skip_shows_the_recap_and_play_for_real_starts_a_normal_setup(select):
    stack = select.stack
    send(stack, it.PointerDown(button(select, "Tutorial").rect.center))
    coach = stack.top
    assert isinstance(coach, CoachScene)
    send(stack, it.PointerDown(coach.skip_button.rect.center))
    assert coach.recap
    play = coach.recap_widgets.widgets[0]
    send(stack, it.PointerDown(play.rect.center))
    assert isinstance(stack.top, SeatSetupScene)
    assert stack.top.spec.id == GAME


def test_the_progress_file_keeps_each_game_and_a_bad_one_is_set_aside(tmp_path):
    store = TutorialStore(tmp_path)
    assert store.progress(GAME) == TutorialProgress()
    store.put(GAME, TutorialProgress(step=4, version=1, offered=True))
    assert TutorialStore(tmp_path).progress(GAME) == TutorialProgress(4, 1, False, True)
    body = json.loads((tmp_path / TUTORIALS_FILE).read_text())
    assert body["version"] == 1
    (tmp_path / TUTORIALS_FILE).write_text('{"version": 1, "games": {"x": {"step": "four"}}}')
    again = TutorialStore(tmp_path)
    assert again.progress(GAME) == TutorialProgress()
    (notice,) = again.take_notices()
    assert "tutorial progress" in notice
    assert list(tmp_path.glob("tutorials.corrupt-*.json"))
