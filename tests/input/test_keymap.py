"""The key map: every action's default keys, the player's choices over them, and a key never
doing two actions."""

from __future__ import annotations

import pytest

from tabletop.input.keymap import (
    ACTIONS,
    EVERYWHERE,
    FIGHT,
    TURNS,
    KeyMap,
    KeyTaken,
    key_words,
    keymap_of,
    problem,
)


def test_by_default_each_action_has_its_usual_keys_and_no_key_does_two_at_one_table():
    keys = KeyMap()
    assert keys.action_of("return") == keys.action_of("space") == "confirm"
    assert keys.action_of("f5") == "summary" and keys.action_of("ctrl+z") == "undo"
    for where in (TURNS, FIGHT):
        every = [k for a in ACTIONS if a.where in (where, EVERYWHERE)
                 for k in keys.keys_of(a.name)]
        assert len(every) == len(set(every))
    assert problem({}) is None


def test_taco_fights_keys_are_read_at_its_table_and_may_share_a_turn_tables_key():
    keys = KeyMap()
    assert keys.action_of("s") == "scores" and keys.action_of("s", FIGHT) == "fight left down"
    assert keys.action_of("w") is None and keys.action_of("f3", FIGHT) == "fight scores"
    assert keys.action_of("f1", FIGHT) == "rules"  # the aid is everywhere
    assert keys.rebind("hint", "w").action_of("w") == "hint"  # no table answers both
    with pytest.raises(KeyTaken) as taken:
        keys.rebind("fight left up", "f1")  # the aid opens at the Fight's table too
    assert taken.value.other == "rules"
    with pytest.raises(KeyTaken) as taken:
        keys.rebind("fight right hit", "w")  # both players share one keyboard
    assert taken.value.other == "fight left up"
    with pytest.raises(KeyTaken):
        keys.rebind("up", "w")  # the right player moves with the Move keys
    assert problem({"fight left up": "f1"}) is not None
    assert problem({"hint": "w", "fight scores": "h"}) is None


def test_a_key_another_action_has_is_refused_naming_that_action():
    with pytest.raises(KeyTaken) as taken:
        KeyMap().rebind("hint", "s")
    assert taken.value.other == "scores"


def test_choosing_the_default_key_again_forgets_the_choice():
    keys = KeyMap().rebind("hint", "j")
    assert keys.chosen == {"hint": "j"} and keys.action_of("h") is None
    assert keys.rebind("hint", "h").chosen == {}


def test_saved_choices_are_checked_and_unknown_actions_left_out():
    assert problem({"hint": "s"}) is not None  # S is the scores'
    assert problem({"jump": "j"}) is not None
    assert problem(["hint"]) is not None
    assert keymap_of({"hint": "j", "jump": "k"}).chosen == {"hint": "j"}


def test_keys_are_named_as_people_write_them():
    assert [key_words(k) for k in ("ctrl+z", "f5", "left", "h", "space")] == \
        ["Ctrl+Z", "F5", "Left", "H", "Space"]


def test_a_named_key_is_said_in_the_players_language():
    from tabletop.assets.catalogs import load_language

    spanish = load_language("es")
    assert [key_words(k, spanish) for k in ("left", "space", "ctrl+z", "f5")] == [
        "Izquierda", "Espacio", "Ctrl+Z", "F5"]
