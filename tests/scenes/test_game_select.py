"""The game-select screen: a card per game, buttons that never crowd each other, and a question
before a new game takes the place of an unfinished one."""

import itertools

import pygame
import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.kit.scene import TableScene
from tabletop.scenes.game_select import GameSelectScene
from tabletop.scenes.question import QuestionScene
from tabletop.scenes.seat_setup import SeatSetupScene
from tests.scenes.helpers import headless_services, menu_of, send


@pytest.fixture
def scene(private_user_data):
    services = headless_services()
    stack = SceneStack()
    select = GameSelectScene(services)
    stack.push(select)
    stack.apply_pending()
    return select


def test_every_game_has_a_card_inside_the_screen(scene):
    assert len(scene.cards) == len(scene.services.playable_specs())
    for rect, _spec in scene.cards:
        assert scene.services.display.canvas.get_rect().contains(rect)


def test_buttons_keep_a_clear_gap_between_them(scene):
    rects = [widget.rect for widget in scene.widgets.widgets]
    labels = [widget.label for widget in scene.widgets.widgets]
    games = len(scene.specs)
    assert labels.count("Play") == labels.count("Rules") == games and "Back" in labels
    for a, b in itertools.combinations(rects, 2):
        assert not a.inflate(24, 24).colliderect(b), f"{a} and {b} are closer than 12 px"


def select_with(count: int):
    services = headless_services()
    menu_of(services, count)
    stack = SceneStack()
    select = GameSelectScene(services)
    stack.push(select)
    stack.apply_pending()
    return stack, select


def test_four_games_lie_as_they_always_have():
    _stack, select = select_with(4)
    assert [rect for rect, _ in select.cards] == [pygame.Rect(55 + 300 * i, 124, 270, 440)
                                                   for i in range(4)]
    rects = [(w.label, w.rect) for w in select.widgets.widgets]
    assert rects == ([("Play", pygame.Rect(75 + 300 * i, 498, 230, 48)) for i in range(4)]
                     + [("Rules", pygame.Rect(75 + 300 * i, 580, 86, 44)) for i in range(4)]
                     + [("Tutorial", pygame.Rect(175 + 300 * i, 580, 130, 44)) for i in range(4)]
                     + [("Back", pygame.Rect(40, 650, 160, 46))])


@pytest.mark.parametrize("count", range(1, 9))
def test_one_to_eight_games_fit_and_every_button_is_reachable(count):
    """Up to four side by side; more scroll by as a strip, by mouse (its arrows, the wheel)
    and by keyboard (moving past the last card shown)."""
    stack, select = select_with(count)
    screen = select.services.display.canvas.get_rect()
    specs = select.specs
    assert len(specs) == count
    seen_by_mouse = []
    for _page in range(count):
        cards = [rect for rect, _ in select.cards]
        assert len(cards) == min(4, count)
        assert all(screen.contains(rect) for rect in cards)
        assert not any(a.colliderect(b) for a, b in itertools.combinations(cards, 2))
        widgets = [w for w in select.widgets.widgets if w.visible]
        for a, b in itertools.combinations(widgets, 2):
            assert not a.rect.inflate(24, 24).colliderect(b.rect), (a.label, b.label)
        for widget in widgets:
            assert screen.contains(widget.rect), widget.label
            assert select.widgets.widget_at(widget.rect.center) == \
                select.widgets.widgets.index(widget), f"{widget.label} is not on top"
        seen_by_mouse += [spec for _, spec in select.cards if spec not in seen_by_mouse]
        later = [w for w in widgets if w.label == ">"]
        assert bool(later) == (count > 4)
        if not later or not later[0].enabled:
            break
        send(stack, it.PointerDown(later[0].rect.center))
    assert seen_by_mouse == specs
    select.first = 0
    select.lay_out()
    select.widgets.focus = 0
    select.keyboard_used = True
    seen_by_keys = [select.selected()]
    for _ in range(count - 1):
        send(stack, it.Navigate(1, 0))
        seen_by_keys.append(select.selected())
    assert seen_by_keys == specs
    send(stack, it.Navigate(0, 1))  # down to that game's Rules button
    assert select.widgets.focused.label == "Rules" and select.selected() is specs[-1]
    labels = set()
    for _ in range(len(select.widgets.widgets)):
        send(stack, it.Focus(1))
        labels.add(select.widgets.focused.label)
    assert {"Play", "Rules", "Back"} <= labels
    arrows = {a.label for a in (select.earlier, select.later) if a.enabled and count > 4}
    assert ({"<", ">"} & labels) == arrows and (count <= 4 or arrows == {"<"})  # at the end


def test_the_wheel_scrolls_the_strip_and_an_arrow_at_its_end_hands_on_the_focus():
    stack, select = select_with(8)
    send(stack, it.Scroll(-1))
    assert select.cards[0][1] is select.specs[1]
    send(stack, it.Scroll(1), it.Scroll(1))
    assert select.cards[0][1] is select.specs[0]
    later = select.widgets.widgets.index(select.later)
    select.widgets.focus = later
    send(stack, it.Confirm())
    assert [spec for _, spec in select.cards] == select.specs[4:]
    assert not select.later.enabled and select.widgets.focused is select.earlier
    send(stack, it.Confirm())
    assert [spec for _, spec in select.cards] == select.specs[:4]
    assert select.widgets.focused is select.later


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
    from tabletop.storage.tutorials import TutorialProgress, TutorialStore

    loco_save(scene.services)
    folder = scene.services.storage.user.folder  # its tutorial was offered once already
    TutorialStore(folder).put("taco-party", TutorialProgress(offered=True))
    index = [spec.id for _rect, spec in scene.cards].index("taco-party")
    play = [w for w in scene.widgets.widgets if w.label == "Play"][index]
    send(scene.stack, it.PointerDown(play.rect.center))
    assert isinstance(scene.stack.top, SeatSetupScene)
