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


def test_f1_opens_the_rules_of_the_game_the_keyboard_is_on(scene):
    from tabletop.input import intents as it
    from tabletop.scenes.rules_page import RulesScene

    stack = scene.stack
    for index, spec in enumerate(scene.specs):
        scene.widgets.focus = index  # that game's Play button
        scene.keyboard_used = True
        stack.handle(it.Command("rules"))
        stack.apply_pending()
        assert isinstance(stack.top, RulesScene) and stack.top.spec is spec
        stack.handle(it.Back())
        stack.apply_pending()
        assert stack.top is scene
    scene.widgets.focus = len(scene.specs) + 2  # the third game's Rules button
    stack.handle(it.Command("rules"))
    stack.apply_pending()
    assert stack.top.spec is scene.specs[2]


def test_f1_opens_the_rules_of_the_game_under_the_pointer(scene):
    from tabletop.input import intents as it
    from tabletop.scenes.rules_page import RulesScene

    stack = scene.stack
    rect, spec = scene.cards[3]
    stack.handle(it.PointerMove(rect.center))
    stack.handle(it.Command("rules"))
    stack.apply_pending()
    assert isinstance(stack.top, RulesScene) and stack.top.spec is spec
