"""Menus read a pad as the tables do: the left stick moves the focus with the tables' dead zone
and repeat, the scenes that read arrows themselves (the rules booklet, the replay) take the
d-pad and stick too, and every hint on them names pad buttons while a pad is in hand."""

from __future__ import annotations

import re

import pygame

from tabletop.app import _dispatch
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.input import pad
from tabletop.scenes.pad_controls import PadControlsScene
from tabletop.scenes.player_aid import PlayerAidScene
from tabletop.scenes.replays import ReplayScene
from tabletop.scenes.rules_page import RulesScene
from tabletop.scenes.title import TitleScene
from tabletop.ui import glyph_text
from tests.pad.helpers import PAD, Pads, dpad, ev, press, stick
from tests.scenes.helpers import STEP, headless_services, send, settle
from tests.scenes.test_replays import finished_record

KEY_WORDS = re.compile(r"\b(Enter|Backspace|Esc|Tab|Arrows|Left/Right|Up/Down|Ctrl\+Z|F1|F2)\b")


def on_screen(services, scene):
    stack = SceneStack()
    stack.push(scene)
    stack.apply_pending()
    pads = Pads(services, stack)
    pads.plug(0)
    return stack, pads


def hold_stick_down(value=30000):
    return [ev(pygame.CONTROLLERAXISMOTION, instance_id=PAD,
               axis=pygame.CONTROLLER_AXIS_LEFTY, value=value)]


def let_go():
    return [ev(pygame.CONTROLLERAXISMOTION, instance_id=PAD,
               axis=pygame.CONTROLLER_AXIS_LEFTY, value=0)]


def test_the_stick_moves_a_menus_focus_past_its_dead_zone():
    services = headless_services()
    scene = TitleScene(services)
    stack, pads = on_screen(services, scene)
    first = scene.widgets.focus
    pads.post(stick(0, 1))
    assert scene.widgets.focus == first + 1
    pads.post([ev(pygame.CONTROLLERAXISMOTION, instance_id=PAD,
                  axis=pygame.CONTROLLER_AXIS_LEFTY, value=9000)])  # inside the dead zone
    assert scene.widgets.focus == first + 1


def test_a_stick_held_in_a_menu_repeats_as_at_a_table_and_stops_when_let_go():
    services = headless_services()
    scene = TitleScene(services)
    stack, pads = on_screen(services, scene)
    scene.time = 99.0  # the logo at rest: the title holds still
    first = scene.widgets.focus
    pads.post(hold_stick_down())
    assert scene.widgets.focus == first + 1
    assert scene.due_in() is not None and abs(scene.due_in() - pad.REPEAT_DELAY) < 1e-6
    settle(stack, pad.REPEAT_DELAY + STEP / 2)
    assert scene.widgets.focus == first + 2
    pads.post(let_go())
    assert scene.due_in() is None
    settle(stack, 2.0)
    assert scene.widgets.focus == first + 2


def test_a_held_stick_lets_go_when_a_scene_opens_over_the_menu():
    services = headless_services()
    scene = TitleScene(services)
    stack, pads = on_screen(services, scene)
    first = scene.widgets.focus
    pads.post(hold_stick_down())
    assert scene.widgets.focus == first + 1
    scene.pause()  # the stick is let go under the scene on top: it must not repeat on return
    assert scene.due_in() is None
    settle(stack, 2.0)
    assert scene.widgets.focus == first + 1


def test_the_d_pad_and_the_stick_turn_and_scroll_the_rules_booklet():
    services = headless_services()
    scene = RulesScene(services, services.specs["taco-loco"])
    stack, pads = on_screen(services, scene)
    pads.post(dpad(1, 0))
    assert scene.section == 1  # turned, as Right does (the focus stays on its entry)
    pads.post(stick(1, 0))
    assert scene.section == 2
    scene.show(len(scene.sections) - 1)  # the rulebook as printed: long enough to scroll
    pads.post(stick(0, 1))
    assert scene.scroll > 0


def test_the_booklets_key_line_names_pad_buttons_with_a_pad_in_hand():
    services = headless_services()
    scene = RulesScene(services, services.specs["taco-loco"])
    stack, pads = on_screen(services, scene)
    send(stack, it.Navigate(0, 1))
    keys = scene.key_line()
    assert "Up/Down: scroll" in keys
    pads.post(press("rb"))
    said = scene.key_line()
    assert not KEY_WORDS.search(said), said
    for name in ("dpad", "lb", "rb", "a"):
        assert glyph_text.glyph(name) in said
    scene.draw(services.display.canvas, 0.0)


def test_the_player_aids_rules_button_names_the_pads_back_button_which_opens_them():
    services = headless_services()
    scene = PlayerAidScene(services, services.specs["taco-loco"])
    stack, pads = on_screen(services, scene)
    assert scene.rules_button.label == "Full rules (F1)"
    pads.post(press("rb"))
    assert scene.rules_button.label == "Full rules (Back)"
    pads.post(press("back"))
    assert isinstance(stack.top, RulesScene)
    stack.pop()
    stack.apply_pending()
    _dispatch(services, stack, [it.Navigate(1, 0)])  # a key, as the app hands it on
    assert scene.rules_button.label == "Full rules (F1)"


def test_the_replay_steps_by_d_pad_and_stick_and_its_caption_names_the_pads_button():
    services = headless_services()
    _, record = finished_record(services)
    scene = ReplayScene(services, record)
    stack, pads = on_screen(services, scene)
    scene.playing = False
    assert scene.view.replay_caption.endswith("Esc: close")
    pads.post(dpad(1, 0))
    pads.post(stick(1, 0))
    assert scene.cursor.position == 2
    pads.post(dpad(-1, 0))
    assert scene.cursor.position == 1
    assert not KEY_WORDS.search(scene.view.replay_caption)
    assert scene.view.replay_caption.endswith(f"{glyph_text.glyph('b')} close")
    speed = scene.speed_index
    pads.post(hold_stick_down(-30000))  # Up/Down change the speed; held, it repeats
    assert scene.speed_index == speed + 1
    settle(stack, pad.REPEAT_DELAY + STEP / 2)
    assert scene.speed_index == speed + 2


def test_the_controls_screens_menu_note_is_said_as_glyphs_and_follows_the_swap():
    services = headless_services()
    scene = PadControlsScene(services)
    stack, pads = on_screen(services, scene)
    note = scene.menu_note()
    assert not KEY_WORDS.search(note), note
    assert glyph_text.glyph("a") + " chooses" in note and glyph_text.glyph("b") + " goes" in note
    services.storage.update_settings(
        __import__("dataclasses").replace(services.settings, pad_swap=True))
    assert glyph_text.glyph("b") + " chooses" in scene.menu_note()
    assert "F2" in scene.subheading
    pads.post(press("rb"))
    assert "F2" not in scene.subheading
