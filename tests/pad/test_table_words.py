"""What a turn-based table draws itself (outside the top bar) speaks the device in hand: with a
pad, its buttons' names, never "click" or a key; with the keys, keys; with the mouse, clicks."""

from __future__ import annotations

import re

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.crazy_taco.table.view_text import manager_prompt
from tabletop.input import intents as it
from tests.games.crazy_taco.table import test_view as crazy
from tests.games.taco_loco.table import test_view as loco
from tests.pad.helpers import Pads, press
from tests.scenes.helpers import send

NAMES_A_KEY_OR_MOUSE = re.compile(r"\b(Click|click|Drag|drag|Drop|Enter|Backspace|Esc|Tab|"
                                  r"Arrows|arrows|Left/Right|Up/Down)\b")


def test_device_words_say_the_pads_buttons_the_keys_or_the_mouse():
    stack, table, match = loco.start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    loco.human_turn(stack, table)
    pads = Pads(table.services, stack)
    pads.plug(0)
    words = ("Click the player", "{left_right} to the player, then {confirm}")
    assert table.device_words(*words) == "Click the player"
    send(stack, it.Navigate(1, 0))
    assert table.device_words(*words) == "Left/Right to the player, then Enter"
    pads.post(press("rb"))
    assert table.device_words(*words) == "D-pad left/right to the player, then A"


def roll_strip(table):
    canvas = table.services.display.canvas
    return next(e.look.text for e in table.elements(canvas) if e.key == "reroll strip")


def test_crazy_tacos_kitchen_strip_names_no_device_before_the_roll():
    """The top bar says how to roll (said once); the kitchen's strip says only how many dice
    roll ("5 dice to roll"), the same whatever is in hand: no click, key or button."""
    stack, table, match = crazy.start((Seat("Ana", HUMAN),))
    assert crazy.human_turn(stack, table) and table.obs().step == "roll"
    said = roll_strip(table)
    assert said == "5 dice to roll"
    pads = Pads(table.services, stack)
    pads.plug(0)
    pads.post(press("rb"))
    assert roll_strip(table) == said
    send(stack, it.Navigate(1, 0))
    assert roll_strip(table) == said


def test_crazy_tacos_overtime_prompt_names_no_click_with_the_keys():
    stack, table, match = crazy.start((Seat("Ana", HUMAN),))
    obs = table.obs()
    die = next(iter(obs.dice))
    resting = obs.dice[die].__class__(**{**vars(obs.dice[die]), "zone": "rest"})
    obs = obs.__class__(**{**vars(obs), "dice": {**obs.dice, die: resting}})
    assert "Click" in manager_prompt("manage", False, 0, obs, 3)
    keys = manager_prompt("manage", True, 0, obs, 3)
    assert "Click" not in keys and "{confirm}" in keys


def test_any_pad_button_puts_the_mouses_words_away():
    stack, table, match = loco.start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    loco.human_turn(stack, table)
    send(stack, it.PointerMove((5, 300)))
    assert "Drag" in table.status_text()[1]
    pads = Pads(table.services, stack)
    pads.plug(0)
    pads.post(press("y"))  # nothing to undo: the pad is in hand all the same
    said = table.status_text()[1]
    assert not NAMES_A_KEY_OR_MOUSE.search(table.device_words("Drag it", "{confirm}"))
    assert "Drag" not in said and "click" not in said, said
