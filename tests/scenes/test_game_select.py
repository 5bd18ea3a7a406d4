"""The game-select screen: a card per game, buttons that never crowd each other, and a question
before a new game takes the place of an unfinished one."""

import itertools

import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.scenes.game_select import GameSelectScene
from tabletop.scenes.question import QuestionScene
from tabletop.scenes.seat_setup import SeatSetupScene
from tabletop.table.scene import TableScene
from tests.scenes.helpers import headless_services, send


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


def loco_save(services, moves: int = 3):
    """An unfinished Taco Loco game on disk."""
    spec = services.specs["taco-loco"]
    match = Match(spec, services.game_data(spec),
                  GameSetup((Seat("Ana", HUMAN), Seat("Rosa", BOT)), 5, {}))
    match.bots[0] = spec.new_bot(match.data, 0, "normal", 0)
    for _ in range(moves):
        match.submit(match.bot_decision(match.rules.actors()[0]).action)
    services.storage.autosave(match)
    services.storage.flush()
    return match


def loco_play_button(select):
    index = [spec.id for _rect, spec in select.cards].index("taco-loco")
    return [w for w in select.widgets.widgets if w.label == "Play"][index]


def test_a_new_game_of_a_kind_with_an_unfinished_one_asks_first(scene):
    services = scene.services
    saved = loco_save(services)
    stack = scene.stack
    send(stack, it.PointerDown(loco_play_button(scene).rect.center))
    question = stack.top
    assert isinstance(question, QuestionScene), "Play opened a fresh setup without asking"
    assert "unfinished Taco Loco game" in question.title
    assert any("Ana, Rosa (bot)" in line for line in question.lines)
    assert [b.label for b in question.answers] == ["Continue it", "New game", "Back"]
    stack.draw(services.display.canvas, 0.0)
    send(stack, it.Back())
    assert stack.top is scene
    send(stack, it.PointerDown(loco_play_button(scene).rect.center))
    send(stack, it.PointerDown(stack.top.answers[0].rect.center))  # Continue it
    assert isinstance(stack.top, TableScene)
    assert stack.top.match.rules.snapshot() == saved.rules.snapshot()


def test_a_new_game_in_its_place_keeps_the_unfinished_one_in_the_replays(scene):
    services = scene.services
    saved = loco_save(services)
    stack = scene.stack
    saves = services.storage.user.saves
    send(stack, it.PointerDown(loco_play_button(scene).rect.center))
    send(stack, it.PointerDown(stack.top.answers[1].rect.center))  # New game
    setup = stack.top
    assert isinstance(setup, SeatSetupScene) and setup.spec.id == "taco-loco"
    assert saves.load("taco-loco").check == saved.check_value(), "nothing replaced yet"
    send(stack, it.Back())
    assert stack.top is scene and saves.load("taco-loco") is not None
    send(stack, it.PointerDown(loco_play_button(scene).rect.center))
    send(stack, it.PointerDown(stack.top.answers[1].rect.center))
    stack.top.start()
    stack.apply_pending()
    assert isinstance(stack.top, TableScene) and stack.top.match is not saved
    assert saves.load("taco-loco") is None, "the new game has not saved yet"
    (kept,) = services.storage.user.replays.records()
    assert kept.check == saved.check_value() and not kept.finished


def test_a_game_with_no_unfinished_one_goes_straight_to_its_setup(scene):

    loco_save(scene.services)
    index = [spec.id for _rect, spec in scene.cards].index("taco-party")
    play = [w for w in scene.widgets.widgets if w.label == "Play"][index]
    send(scene.stack, it.PointerDown(play.rect.center))
    assert isinstance(scene.stack.top, SeatSetupScene)
