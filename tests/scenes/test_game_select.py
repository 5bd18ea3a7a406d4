"""The game-select screen: a card per game, and buttons that never crowd each other."""

import itertools

import pytest

from tabletop.engine.scene_stack import SceneStack
from tabletop.scenes.game_select import GameSelectScene
from tests.scenes.helpers import headless_services


@pytest.fixture
def scene(private_user_data):
    services = headless_services()
    stack = SceneStack()
    select = GameSelectScene(services)
    stack.push(select)
    stack.apply_pending()
    return select


def test_every_game_has_a_card_inside_the_screen(scene):
    assert len(scene.cards) == len(scene.services.playable_specs()) == 4
    for rect, _spec in scene.cards:
        assert scene.services.display.canvas.get_rect().contains(rect)


def test_buttons_keep_a_clear_gap_between_them(scene):
    rects = [widget.rect for widget in scene.widgets.widgets]
    labels = [widget.label for widget in scene.widgets.widgets]
    assert labels.count("Play") == labels.count("Rules") == 4 and "Back" in labels
    for a, b in itertools.combinations(rects, 2):
        assert not a.inflate(24, 24).colliderect(b), f"{a} and {b} are closer than 12 px"
