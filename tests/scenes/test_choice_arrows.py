"""Every choice on every screen moves the way its arrow points, by mouse and by keyboard."""

from __future__ import annotations

import pytest

from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.scenes.seat_setup import SeatSetupScene
from tabletop.scenes.setting_rows import SettingRow
from tabletop.scenes.settings import SettingsScene
from tabletop.ui.widgets import Chips, Choice
from tests.scenes.helpers import headless_services, send


@pytest.fixture
def services():
    return headless_services()


def left_arrow(choice: Choice) -> tuple[int, int]:
    box = choice.control() if isinstance(choice, SettingRow) else choice.rect
    return (box.x + 12, box.centery)


def right_arrow(choice: Choice) -> tuple[int, int]:
    box = choice.control() if isinstance(choice, SettingRow) else choice.rect
    return (box.right - 12, box.centery)


def on_screen(scene) -> SceneStack:
    stack = SceneStack()
    stack.push(scene)
    stack.apply_pending()
    return stack


def setting_choices(scene: SettingsScene) -> list[tuple[object, Choice]]:
    """The app's settings and their rows (the games' own settings follow them)."""
    choices = [w for w in scene.widgets.widgets if isinstance(w, Choice)]
    assert len(choices) == len(scene.rules) + len(scene.game_settings)
    return [((name, rule), scene.rows[name]) for name, rule in scene.rules]


def game_setting_choices(scene: SettingsScene) -> list[tuple[object, object, Choice]]:
    return [(spec, setting, choice) for (spec, setting), choice
            in zip(scene.game_settings, scene.game_rows, strict=True)]


def moved(rule, before, after, direction: int) -> bool:
    """Did the setting move one step the way the arrow points?"""
    if rule.kind is bool:
        return after == (not before)
    if rule.kind is str:
        n = len(rule.choices)
        return rule.choices.index(after) == (rule.choices.index(before) + direction) % n
    expected = min(rule.maximum, max(rule.minimum, before + direction * rule.step))
    return after == pytest.approx(expected)


def press(stack, scene, choice: Choice, direction: int, by: str) -> None:
    """An arrow clicked or pressed; on a row of chips, the chip that way clicked."""
    if by == "mouse" and isinstance(choice, Chips):
        chips = choice.chip_rects()
        send(stack, it.PointerDown(chips[(choice.index + direction) % len(chips)].center))
    elif by == "mouse":
        send(stack, it.PointerDown(left_arrow(choice) if direction < 0 else right_arrow(choice)))
    else:
        scene.widgets.focus = scene.widgets.widgets.index(choice)
        send(stack, it.Navigate(direction, 0))


@pytest.mark.parametrize("by", ["mouse", "keyboard"])
def test_every_setting_moves_the_way_its_arrow_points(services, by):
    scene = SettingsScene(services)
    stack = on_screen(scene)
    storage = services.storage
    for (name, rule), choice in setting_choices(scene):
        if name == "fullscreen":
            continue  # the headless display has no window to make full screen
        for direction in (-1, 1, 1, -1, -1):
            before = getattr(storage.settings, name)
            press(stack, scene, choice, direction, by)
            after = getattr(storage.settings, name)
            assert moved(rule, before, after, direction), (name, by, direction, before, after)
    assert game_setting_choices(scene), "Taco Fight's assist is among the settings"
    for spec, setting, choice in game_setting_choices(scene):
        for direction in (-1, 1, 1, -1, -1):
            before = storage.settings.game_value(spec, setting.name)
            press(stack, scene, choice, direction, by)
            after = storage.settings.game_value(spec, setting.name)
            n = len(setting.choices)
            assert setting.choices.index(after) == (setting.choices.index(before)
                                                    + direction) % n, (spec.id, setting.name)


def test_master_volume_goes_down_from_its_left_arrow(services):
    """The report: "<" on Master volume raised it 80 → 100; the mouse could never lower it."""
    scene = SettingsScene(services)
    stack = on_screen(scene)
    choice = next(choice for (name, _rule), choice in setting_choices(scene)
                  if name == "master_volume")
    values = []
    for _ in range(3):
        send(stack, it.PointerDown(left_arrow(choice)))
        values.append(services.storage.settings.master_volume)
    assert values == pytest.approx([0.7, 0.6, 0.5])


def cycling_choices(scene) -> list[Choice]:
    return [w for w in scene.widgets.widgets if isinstance(w, Choice) and w.visible]


def game_ids():
    from tabletop.games.catalog import game_specs

    return list(game_specs())


@pytest.mark.parametrize("by", ["mouse", "keyboard"])
@pytest.mark.parametrize("game", game_ids())
def test_every_setup_choice_moves_the_way_its_arrow_points(services, game, by):
    spec = services.specs[game]
    scene = SeatSetupScene(services, spec)
    stack = on_screen(scene)
    checked = 0
    for position in range(len(cycling_choices(scene))):
        for direction in (-1, 1, 1, -1):
            choice = cycling_choices(scene)[position]
            before, n = choice.index, len(choice.choices)
            label = choice.label
            press(stack, scene, choice, direction, by)
            # Some choices rebuild the screen (players, human/bot): find the one now there.
            now = cycling_choices(scene)[position]
            assert now.label == label
            assert now.index == (before + direction) % n, (game, label, by, direction)
            checked += 1
    assert checked >= 8

