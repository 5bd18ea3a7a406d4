"""Devices at the ¡Taco Fight! table: seats, joining, hot-plugging and intent translation."""

from tabletop.games.taco_fight.table.devices import (
    FIGHT_KEYS,
    FLIP,
    GRAB,
    HIT,
    LEFT_KEYS,
    MOUSE,
    MOVE,
    PAD,
    PLAY,
    READY,
    RIGHT_KEYS,
    Command,
    DeviceHub,
    device_tag,
    key_labels,
    pad_device,
    prep_keys,
)
from tabletop.input import intents as it
from tabletop.input.keymap import BY_NAME, FIGHT, KeyMap


def test_one_human_gets_the_mouse_and_both_keyboard_layouts():
    hub = DeviceHub(4, (0,))
    assert hub.devices_for(0) == [MOUSE, LEFT_KEYS, RIGHT_KEYS]
    assert hub.driven() == {0}


def test_several_humans_share_out_mouse_left_and_right_keys():
    hub = DeviceHub(4, (0, 2, 3))
    assert hub.seat(MOUSE) == 0 and hub.seat(LEFT_KEYS) == 2 and hub.seat(RIGHT_KEYS) == 3
    assert hub.driven() == {0, 2, 3}


def test_a_new_pad_joins_the_first_free_human_seat_then_a_bot_seat():
    hub = DeviceHub(4, (0, 1, 2, 3))
    hub.add_pad(7, "Pad")
    assert hub.seat(pad_device(7)) is None
    assert hub.join(pad_device(7)) == 3
    hub.add_pad(8, "Pad")
    assert hub.join(pad_device(8)) is None  # every seat is driven
    solo = DeviceHub(3, (1,))
    solo.add_pad(5)
    assert solo.join(pad_device(5)) == 0  # a bot seat, since the only human seat is driven


def test_a_removed_pad_gives_back_its_seat():
    hub = DeviceHub(4, (0, 1, 2, 3))
    hub.add_pad(3)
    hub.join(pad_device(3))
    assert hub.remove_pad(3) == 3
    assert 3 not in hub.driven() and pad_device(3) not in hub.devices
    assert hub.remove_pad(3) is None


def test_cycling_passes_through_not_playing():
    hub = DeviceHub(2, (0,))
    assert hub.cycle(LEFT_KEYS, 1) == 1
    assert hub.cycle(LEFT_KEYS, 1) is None
    assert hub.cycle(LEFT_KEYS, 1) == 0


def test_intents_become_commands_of_the_right_device():
    hub = DeviceHub(4, (0,))
    assert hub.translate(it.KeyPress("w")) == Command(LEFT_KEYS, MOVE, 0, -1)
    assert hub.translate(it.KeyPress("q")) == Command(LEFT_KEYS, FLIP)
    assert hub.translate(it.Navigate(1, 0)) == Command(RIGHT_KEYS, MOVE, 1, 0)
    assert hub.translate(it.Confirm()) == Command(RIGHT_KEYS, PLAY)
    assert hub.translate(it.KeyPress("right shift")) == Command(RIGHT_KEYS, HIT)
    assert hub.translate(it.PadButton(4, 3)) == Command(pad_device(4), GRAB)
    assert hub.translate(it.PadHat(4, 0, 1)) == Command(pad_device(4), MOVE, 0, 1)
    assert hub.translate(it.PadHat(4, 0, 0)) is None
    assert hub.translate(it.KeyPress("h")) is None


def test_the_stick_moves_once_per_push():
    hub = DeviceHub(1, (0,))
    moves = [hub.translate(it.PadAxis(2, 0, v)) for v in (0.2, 0.7, 0.9, 0.8, 0.1, -0.8)]
    assert [m.dx if m else None for m in moves] == [None, 1, None, None, None, -1]


def test_keyboard_layouts_do_not_clash_and_every_device_reaches_every_command():
    keys = KeyMap()
    every = [keys.keys_of(action)[0] for action in FIGHT_KEYS]
    assert len(every) == len(set(every))
    assert all(BY_NAME[action].where == FIGHT for action in FIGHT_KEYS)
    commands = {name for device, name, _dx, _dy in FIGHT_KEYS.values() if device == LEFT_KEYS}
    right = {name for device, name, _dx, _dy in FIGHT_KEYS.values() if device == RIGHT_KEYS}
    assert commands == right | {MOVE, PLAY}
    for kind in (MOUSE, LEFT_KEYS, RIGHT_KEYS, PAD):
        assert set(key_labels(kind, keys)) >= commands | {READY}


def test_the_keyboard_players_keys_are_the_ones_chosen_in_settings():
    chosen = KeyMap().rebind("fight left up", "i").rebind("fight right hit", "k")
    hub = DeviceHub(2, (0, 1), keys=lambda: chosen)
    assert hub.translate(it.KeyPress("i")) == Command(LEFT_KEYS, MOVE, 0, -1)
    assert hub.translate(it.KeyPress("w")) is None  # W no longer moves anyone
    assert hub.translate(it.KeyPress("k")) == Command(RIGHT_KEYS, HIT)
    assert hub.translate(it.KeyPress("right shift")) is None
    assert key_labels(LEFT_KEYS, chosen)[MOVE] == "I A S D"
    assert key_labels(RIGHT_KEYS, chosen)[HIT] == "K"
    assert device_tag(LEFT_KEYS, keys=chosen) == "IASD"
    assert device_tag(LEFT_KEYS) == "WASD" and device_tag(RIGHT_KEYS) == "arrows"
    moved = KeyMap().rebind("up", "u").rebind("confirm", "o")
    assert key_labels(RIGHT_KEYS, moved)[MOVE] == "U Left Down Right"
    assert key_labels(RIGHT_KEYS, moved)[PLAY] == "O"


def test_a_seat_on_keys_names_its_prep_keys_and_one_on_the_mouse_has_buttons():
    from tabletop.core.language import Language

    words = Language()
    assert prep_keys((LEFT_KEYS,), words, KeyMap()) == "Z auto · X ready"
    assert prep_keys((LEFT_KEYS,), words, KeyMap().rebind("fight left ready", "v")) == \
        "Z auto · V ready"
    assert prep_keys((MOUSE, LEFT_KEYS), words, KeyMap()) is None
    assert prep_keys((), words, KeyMap()) is None
