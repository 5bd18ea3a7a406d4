"""The card files: the real counts, and errors that name the file, the card and the field."""

import copy
from collections import Counter

import pytest

from tabletop.assets.yaml_data import read_data, read_yaml_file
from tabletop.core.errors import DataError
from tabletop.games.taco_fight.rules.cards import (
    BOTS_FILE,
    GAME_FILE,
    INGREDIENTS_FILE,
    TACOS_FILE,
    load_data,
    parse_data,
)

from ..helpers import data

FILES = (INGREDIENTS_FILE, TACOS_FILE, GAME_FILE, BOTS_FILE)


def raw():
    return [copy.deepcopy(read_data(name)) for name in FILES]


def test_ingredient_cards():
    d = data()
    ingredients = [c for c in d.cards if c.deck == "ingredient"]
    assert len(ingredients) == 160
    counts = Counter(c.name for c in ingredients)
    assert counts == {"Tortilla": 30, "Lettuce": 26, "Meat": 22, "Fork": 20, "Onion": 18,
                      "Cheese": 16, "Guacamole": 14, "Hot Sauce": 14}
    two = Counter(c.name for c in ingredients if c.fists == 2)
    assert two == {"Tortilla": 10, "Lettuce": 8, "Meat": 7, "Onion": 6, "Cheese": 5,
                   "Guacamole": 4, "Hot Sauce": 4}
    assert {c.fists for c in ingredients if c.name == "Fork"} == {0}
    assert all(c.stabs == (c.name == "Fork") for c in ingredients)
    assert {c.name: c.value for c in ingredients} == {
        "Tortilla": 0, "Lettuce": 1, "Meat": 2, "Fork": 3, "Onion": 4, "Cheese": 5,
        "Guacamole": 6, "Hot Sauce": 7}
    assert [c.id for c in d.cards] == list(range(len(d.cards)))


@pytest.mark.parametrize("heat,total,faces,special,backs", [
    ("mild", 24, {1: 5, 2: 8, 3: 8}, 2, {"Onion": 12, "Cheese": 12}),
    ("medium", 32, {3: 7, 4: 11, 5: 11}, 4, {"Cheese": 16, "Guacamole": 16}),
    ("hot", 40, {5: 9, 6: 14, 7: 14}, 6, {"Guacamole": 20, "Hot Sauce": 20}),
])
def test_taco_cards(heat, total, faces, special, backs):
    tacos = [c for c in data().cards if c.deck == heat]
    assert len(tacos) == total
    assert Counter(c.spiciness for c in tacos if not c.special) == faces
    specials = [c for c in tacos if c.special]
    assert sorted(c.special_name for c in specials) == ["Burrito", "Chips & Salsa", "Fajita"]
    assert {c.spiciness for c in specials} == {special}
    assert Counter(c.name for c in tacos) == backs
    assert {c.fists for c in tacos} == {2}


def test_numbers():
    d = data()
    assert [x.waves for x in d.difficulties] == [(1, 1, 2, 2, 3, 3), (2, 2, 3, 3, 4, 4),
                                                 (3, 3, 4, 4, 5, 5)]
    assert d.wave_heats == ("mild", "mild", "medium", "medium", "hot", "hot")
    assert (d.plates_per_player, d.fight_seconds, d.grab_size, d.max_held) == (5, 30, 5, 2)
    assert d.difficulty("madness").prep_seconds == 30 and d.difficulty("normal").prep_seconds == 0
    assert d.assist_seconds == 45
    assert d.stab_taps >= 2 and d.stab_window_seconds > 0
    assert [s.key for s in d.bot_skills] == ["easy", "normal", "hard"]
    reactions = [s.reaction_seconds for s in d.bot_skills]
    assert reactions == sorted(reactions, reverse=True)


def expect_error(files, file_index, field_part, message_part):
    with pytest.raises(DataError) as error:
        parse_data(*files)
    assert error.value.file == f"data/{FILES[file_index]}"
    assert field_part in error.value.field
    assert message_part in error.value.message
    return error.value


def test_missing_field_names_the_card():
    files = raw()
    del files[0]["types"][3]["value"]
    expect_error(files, 0, "ingredient type 'fork', field 'value'", "missing")
    files = raw()
    del files[2]["stab"]["taps"]
    expect_error(files, 2, "field 'stab.taps'", "missing")


def test_wrong_type():
    files = raw()
    files[0]["types"][1]["count"] = "twenty-six"
    expect_error(files, 0, "ingredient type 'lettuce', field 'count'", "whole number")
    files = raw()
    files[2]["fight_seconds"] = "thirty"
    expect_error(files, 2, "fight_seconds", "number")
    files = raw()
    files[3]["skills"][0]["reaction_seconds"] = [1]
    expect_error(files, 3, "skill 'easy', field 'reaction_seconds'", "number")


def test_unknown_card_kind():
    files = raw()
    files[1]["decks"][0]["specials"][0]["key"] = "enchilada"
    expect_error(files, 1, "deck 'mild', special 'enchilada', field 'key'",
                 "unknown special 'enchilada'")
    files = raw()
    files[1]["decks"][1]["heat"] = "volcanic"
    expect_error(files, 1, "deck 'volcanic', field 'heat'", "not one of")
    files = raw()
    files[1]["specials"][1]["beaten_by"] = "tickle"
    expect_error(files, 1, "special 'fajita', field 'beaten_by'", "not one of")
    files = raw()
    files[1]["decks"][2]["backs"][0]["ingredient"] = "pineapple"
    expect_error(files, 1, "deck 'hot', back 'pineapple', field 'ingredient'",
                 "unknown ingredient")


def test_counts_that_do_not_add_up():
    files = raw()
    files[0]["types"][0]["count"] = 31
    expect_error(files, 0, "field 'types'", "add up to 161, expected 160")
    files = raw()
    files[1]["decks"][0]["spiciness"][0]["count"] = 4
    expect_error(files, 1, "deck 'mild', field 'spiciness'", "add up to 23, expected 24")
    files = raw()
    files[1]["decks"][2]["backs"][1]["count"] = 19
    expect_error(files, 1, "deck 'hot', field 'backs'", "add up to 39")
    files = raw()
    files[0]["types"][2]["two_fist"] = 23
    expect_error(files, 0, "ingredient type 'meat', field 'two_fist'", "two-fist")
    files = raw()
    files[2]["difficulties"][2]["waves"] = [3, 3, 4, 4, 5]
    expect_error(files, 2, "difficulty 'madness', field 'waves'", "has 5 waves")
    files = raw()
    files[2]["difficulties"][2]["waves"] = [4, 3, 4, 4, 5, 5]
    expect_error(files, 2, "difficulty 'madness', field 'waves'",
                 "need 28 mild tacos, the deck has 24")
    files = raw()
    files[2]["stab"]["window_seconds"] = 1.005
    expect_error(files, 2, "field 'stab.window_seconds'", "whole number of 1/60 s steps")


def test_values_must_run_0_to_7():
    files = raw()
    files[0]["types"][4]["value"] = 3
    expect_error(files, 0, "field 'types'", "values must be 0, 1, 2")


def test_empty_file(tmp_path):
    for name in FILES:
        target = tmp_path / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("", encoding="utf-8")

    def reader(relative):
        return read_yaml_file(tmp_path / relative, f"data/{relative}")

    with pytest.raises(DataError) as error:
        load_data(reader)
    assert error.value.file == f"data/{INGREDIENTS_FILE}"
    assert "empty" in error.value.message
    files = raw()
    files[1] = []
    expect_error(files, 1, "", "expected a mapping")


def test_every_card_has_a_key_apart_from_its_name():
    cards = data().cards
    ingredients = {c.key for c in cards if not c.is_taco}
    assert ingredients == {t.key for t in data().ingredient_types}
    assert all(c.key == c.ingredient for c in cards if not c.is_taco)
    specials = {c.key for c in cards if c.is_taco and c.special}
    assert specials == {"chips_salsa", "fajita", "burrito"}
    plain = {c.key for c in cards if c.is_taco and not c.special}
    assert "mild-1" in plain and all(k.rsplit("-", 1)[0] in ("mild", "medium", "hot")
                                     for k in plain)
