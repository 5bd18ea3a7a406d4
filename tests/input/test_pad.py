"""Gamepads: SDL's game-controller events (and a raw joystick's, for an unknown pad) become the
same intents the keyboard makes, marked with the pad that sent them."""

import pygame
import pytest

from tabletop.input import intents as it
from tabletop.input import pad
from tabletop.input.mapper import InputMapper
from tabletop.input.pad import PadReader
from tests.pad.helpers import FakeOpener


def ev(kind, **fields):
    return pygame.event.Event(kind, **fields)


def mapper(devices=None):
    return InputMapper(lambda p: p, opener=FakeOpener(devices))


def test_a_known_pad_is_read_through_its_controller_events_only():
    m = mapper()
    got = m.map_events([
        ev(pygame.JOYDEVICEADDED, device_index=0),  # SDL sends both for a known pad
        ev(pygame.CONTROLLERDEVICEADDED, device_index=0),
        ev(pygame.CONTROLLERBUTTONDOWN, instance_id=7, button=pygame.CONTROLLER_BUTTON_A),
        ev(pygame.JOYBUTTONDOWN, instance_id=7, button=0),  # the same press, raw: dropped
        ev(pygame.CONTROLLERBUTTONUP, instance_id=7, button=pygame.CONTROLLER_BUTTON_A),
        ev(pygame.CONTROLLERBUTTONDOWN, instance_id=7, button=pygame.CONTROLLER_BUTTON_START),
        ev(pygame.CONTROLLERBUTTONDOWN, instance_id=7, button=pygame.CONTROLLER_BUTTON_BACK),
        ev(pygame.CONTROLLERBUTTONDOWN, instance_id=7,
           button=pygame.CONTROLLER_BUTTON_DPAD_LEFT),
        ev(pygame.CONTROLLERBUTTONUP, instance_id=7, button=pygame.CONTROLLER_BUTTON_DPAD_LEFT),
        ev(pygame.CONTROLLERAXISMOTION, instance_id=7, axis=pygame.CONTROLLER_AXIS_LEFTY,
           value=-32768),
        ev(pygame.JOYHATMOTION, instance_id=7, hat=0, value=(1, 0)),  # raw again: dropped
    ])
    assert got == [it.PadAdded(7, "Xbox pad"), it.PadButton(7, pad.A), it.PadButtonUp(7, pad.A),
                   it.PadButton(7, pad.START), it.PadButton(7, pad.BACK),
                   it.PadHat(7, -1, 0), it.PadHat(7, 0, 0), it.PadAxis(7, 1, -1.0)]


def test_controller_buttons_take_the_standard_numbers_whatever_sdl_calls_them():
    """SDL's BACK is 4 and its LEFTSHOULDER 9; the standard (Xbox raw) numbers are 6 and 4."""
    m = mapper()
    m.map_event(ev(pygame.CONTROLLERDEVICEADDED, device_index=0))
    presses = [m.map_event(ev(pygame.CONTROLLERBUTTONDOWN, instance_id=7, button=b))
               for b in (pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X,
                         pygame.CONTROLLER_BUTTON_Y, pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
                         pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)]
    assert [p.button for p in presses] == [pad.B, pad.X, pad.Y, pad.LB, pad.RB]


def test_an_unknown_pad_falls_back_to_its_raw_joystick():
    m = mapper()
    got = m.map_events([
        ev(pygame.JOYDEVICEADDED, device_index=1),
        ev(pygame.JOYBUTTONDOWN, instance_id=9, button=0),
        ev(pygame.JOYHATMOTION, instance_id=9, hat=0, value=(0, 1)),
        ev(pygame.JOYAXISMOTION, instance_id=9, axis=0, value=0.75),
        ev(pygame.JOYDEVICEREMOVED, instance_id=9),
    ])
    assert got == [it.PadAdded(9, "Odd stick"), it.PadButton(9, 0), it.PadHat(9, 0, -1),
                   it.PadAxis(9, 0, 0.75), it.PadRemoved(9)]


@pytest.mark.parametrize("joystick_first", [True, False])
def test_a_known_pad_unplugged_is_said_once(joystick_first):
    m = mapper()
    m.map_event(ev(pygame.CONTROLLERDEVICEADDED, device_index=0))
    both = [ev(pygame.JOYDEVICEREMOVED, instance_id=7),
            ev(pygame.CONTROLLERDEVICEREMOVED, instance_id=7)]
    got = m.map_events(both if joystick_first else both[::-1])
    assert got == [it.PadRemoved(7)]


def test_buttons_mean_what_the_keyboard_does_at_a_table():
    reader = PadReader(table=True)
    got = [reader.read(it.PadButton(3, b)) for b in
           (pad.A, pad.B, pad.X, pad.Y, pad.START, pad.BACK, pad.LB, pad.RB)]
    assert got == [it.Confirm(3), it.Erase(3), it.Command("hint", 3), it.Command("undo", 3),
                   it.Command("pause", 3), it.Command("aid", 3), it.Focus(-1, 3),
                   it.Focus(1, 3)]


def test_in_a_menu_b_and_start_go_back():
    reader = PadReader(table=False)
    assert reader.read(it.PadButton(3, pad.B)) == it.Back(3)
    assert reader.read(it.PadButton(3, pad.START)) == it.Back(3)
    assert reader.read(it.PadButton(3, pad.A)) == it.Confirm(3)


def test_in_a_menu_back_opens_the_rules_as_f1_does():
    assert PadReader(table=False).read(it.PadButton(3, pad.BACK)) == it.Command("rules", 3)


def test_a_hint_is_said_in_the_words_of_the_device_in_hand():
    from types import SimpleNamespace

    from tabletop.input.device_words import say, say_plain
    from tabletop.input.pad_seats import PadSeats
    from tabletop.ui.glyph_text import glyph

    services = SimpleNamespace(pads=PadSeats(), settings=SimpleNamespace(pad_swap=False))
    assert say(services, "{escape}: close") == "Esc: close"
    services.pads.in_hand = True
    assert say(services, "{escape}: close") == f"{glyph('b')} close"  # in a menu B goes back
    assert say(services, "{escape}: menu", menu=False) == f"{glyph('start')} menu"
    assert say(services, "{confirm}: open", "{next}: next") == f"{glyph('rb')} next"
    assert say_plain(services, "Full rules ({aid})") == "Full rules (Back)"
    services.settings.pad_swap = True
    assert say(services, "{escape}: close") == f"{glyph('a')} close"


def test_the_swap_setting_exchanges_confirm_and_back():
    reader = PadReader(table=True)
    assert reader.read(it.PadButton(3, pad.B), swap=True) == it.Confirm(3)
    assert reader.read(it.PadButton(3, pad.A), swap=True) == it.Erase(3)
    assert pad.button_name("confirm", swap=True) == "B"


def test_the_stick_has_a_dead_zone_and_moves_once_per_push():
    reader = PadReader()
    moves = [reader.read(it.PadAxis(2, 0, v)) for v in (0.2, 0.45, 0.7, 0.9, 0.4, 0.1, -0.8)]
    assert moves == [None, None, it.Navigate(1, 0, 2), None, None, None, it.Navigate(-1, 0, 2)]
    assert reader.read(it.PadAxis(2, 5, 1.0)) is None  # a trigger moves nothing


def test_a_held_stick_repeats_after_a_delay_and_stops_when_let_go():
    reader = PadReader()
    assert reader.read(it.PadAxis(2, 1, 0.9)) == it.Navigate(0, 1, 2)
    assert reader.advance(pad.REPEAT_DELAY - 0.05) == []
    assert reader.due_in() == pytest.approx(0.05)
    assert reader.advance(0.05 + pad.REPEAT_EVERY * 2) == [it.Navigate(0, 1, 2)] * 3
    reader.read(it.PadAxis(2, 1, 0.0))
    assert reader.advance(5.0) == [] and reader.due_in() is None


def test_a_held_d_pad_repeats_too_and_a_new_direction_moves_at_once():
    reader = PadReader()
    assert reader.read(it.PadHat(4, 1, 0)) == it.Navigate(1, 0, 4)
    assert reader.advance(pad.REPEAT_DELAY) == [it.Navigate(1, 0, 4)]
    assert reader.read(it.PadHat(4, 0, 1)) == it.Navigate(0, 1, 4)
    reader.read(it.PadRemoved(4))
    assert reader.advance(5.0) == []


def test_keyboard_intents_pass_through_unchanged():
    reader = PadReader()
    assert reader.read(it.Navigate(1, 0)) == it.Navigate(1, 0)
    assert reader.read(it.Confirm()) == it.Confirm()


def test_posted_controller_events_reach_the_mapper_under_the_dummy_driver():
    """The dummy video driver queues synthetic controller events like real ones."""
    pygame.display.init()
    m = mapper()
    m.map_event(ev(pygame.CONTROLLERDEVICEADDED, device_index=0))
    pygame.event.clear()
    pygame.event.post(ev(pygame.CONTROLLERBUTTONDOWN, instance_id=7,
                         button=pygame.CONTROLLER_BUTTON_X))
    assert m.poll() == [it.PadButton(7, pad.X)]
