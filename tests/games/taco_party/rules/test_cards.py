"""The card file: the real one loads and adds up; broken ones raise DataError naming the field."""

import copy

import pytest
import yaml

from tabletop.assets.paths import data_path
from tabletop.core.errors import DataError
from tabletop.games.taco_party.rules.cards import (
    CARDS_FILE,
    FILE_LABEL,
    INGREDIENT,
    OUTFIT,
    TACO,
    TOPPER,
    load_data,
    parse_cards,
)

from ..helpers import real_data


@pytest.fixture
def raw():
    return yaml.safe_load(data_path(CARDS_FILE).read_text(encoding="utf-8"))


def test_real_file_has_62_cards_with_stable_ids():
    data = real_data()
    assert len(data.cards) == 62
    assert [c.id for c in data.cards] == list(range(62))
    by_kind = {k: data.ids_of(k) for k in (TACO, OUTFIT, TOPPER, INGREDIENT)}
    assert [len(by_kind[k]) for k in (TACO, OUTFIT, TOPPER, INGREDIENT)] == [10, 8, 8, 36]
    assert {(data.card(i).score, data.card(i).cost) for i in by_kind[TACO]} == {(1, 1)}
    assert {(data.card(i).score, data.card(i).cost) for i in by_kind[OUTFIT]} == {(3, 2)}
    assert {(data.card(i).score, data.card(i).cost) for i in by_kind[TOPPER]} == {(4, 3)}
    assert {data.card(i).cost for i in by_kind[INGREDIENT]} == {1}
    assert "tiny-hat" in {data.card(i).key for i in by_kind[TOPPER]}
    assert data.card(by_kind[TOPPER][5]).name == "Chef's Hat"


def test_ingredients_form_the_default_ring():
    data = real_data()
    first = {}
    for card in data.cards:
        if card.kind == INGREDIENT:
            first.setdefault(card.key, card)
    assert {k: c.score for k, c in first.items()} == {
        "meat": 3, "cheese": 2, "lettuce": 1, "tomato": 1, "guacamole": 3, "salsa": 2}
    assert data.ingredient_keys == tuple(first)
    assert set(first["meat"].likes) == {"cheese", "salsa"}
    assert set(first["tomato"].likes) == {"lettuce", "guacamole"}
    for key, card in first.items():
        assert len(card.likes) == 2
        for liked in card.likes:
            assert key in first[liked].likes, "liking goes both ways round the ring"
    assert sum(1 for c in data.cards if c.key == "salsa") == 6
    assert data.name_of("guacamole") == "Guacamole"


def test_every_card_has_a_key_of_its_own(raw):
    data = real_data()
    rows = [data.rows[i] for i in (0, 9, 14, 15)]
    assert [(row.key, row.name) for row in rows] == [
        ("empty-taco", "Empty Taco"), ("tiny-hat", "Tiny Hat"), ("chefs-hat", "Chef's Hat"),
        ("top-hat", "Top Hat")]
    assert len({row.key for row in data.rows}) == len(data.rows) == 23
    error = broken(raw, lambda d: d["cards"][2].update(key="poncho"))
    assert error.field == "card 'poncho', field 'key'"
    assert error.message == "'poncho' is used twice"
    error = broken(raw, lambda d: d["cards"][14].update(key="Chef's Hat"))
    assert "key" in error.field
    error = broken(raw, lambda d: d["cards"][14].pop("key"))
    assert error.field == """card "Chef's Hat", field 'key'""" and error.message == "missing"


def test_rule_numbers_come_from_the_file():
    n = real_data().numbers
    assert (n.hand_size, n.centre_slots, n.starting_tacos) == (4, 4, 1)
    assert (n.ingredients_for_topper, n.pickup_per_card, n.hot_sauce_pickup) == (3, 1, 1)
    assert (n.no_ingredient_penalty, n.scored_tacos, n.biggest_taco_multiplier) == (2, 3, 2)
    assert [n.tacos_to_end(p) for p in (2, 3, 4)] == [3, 2, 2]
    assert [n.reshuffles(p) for p in (2, 3, 4)] == [0, 1, 1]


def test_load_data_reads_through_the_reader(raw):
    asked = []

    def reader(path):
        asked.append(path)
        return raw

    assert len(load_data(reader).cards) == 62
    assert asked == ["taco_party/cards.yaml"]


def broken(raw, change):
    bad = copy.deepcopy(raw)
    change(bad)
    with pytest.raises(DataError) as info:
        parse_cards(bad)
    assert info.value.file == FILE_LABEL
    return info.value


def test_empty_file():
    with pytest.raises(DataError, match="empty"):
        parse_cards(None)
    with pytest.raises(DataError):
        parse_cards([])


def test_missing_field_names_the_card(raw):
    error = broken(raw, lambda d: d["cards"][10].pop("score"))
    assert error.field == "card 'sombrero', field 'score'"
    assert error.message == "missing"


def test_wrong_type_names_the_card(raw):
    error = broken(raw, lambda d: d["cards"][17].update(count="six"))
    assert error.field == "card 'meat', field 'count'"
    assert error.message == "expected a whole number, found 'six'"


def test_unknown_kind(raw):
    error = broken(raw, lambda d: d["cards"][0].update(kind="burrito"))
    assert error.field == "card 'empty-taco', field 'kind'" and "burrito" in error.message


def test_counts_must_add_up(raw):
    error = broken(raw, lambda d: d["cards"][0].update(count=9))
    assert "61" in error.message and "62" in error.message


def test_missing_rule_number(raw):
    error = broken(raw, lambda d: d["rules"].pop("hand_size"))
    assert error.field == "field 'rules.hand_size'"


def test_bad_player_count_table(raw):
    broken(raw, lambda d: d["rules"]["completed_tacos_to_end"].pop(3))
    error = broken(raw, lambda d: d["rules"]["deck_reshuffles"].update({5: 1}))
    assert "player count" in error.message


def test_likes_must_name_ingredients_by_key(raw):
    error = broken(raw, lambda d: d["cards"][18].update(likes=["cheese", "chocolate"]))
    assert "'chocolate' is not an ingredient" in error.message
    error = broken(raw, lambda d: d["cards"][18].update(likes=["cheese", "tiny-hat"]))
    assert "'tiny-hat' is not an ingredient" in error.message
    error = broken(raw, lambda d: d["cards"][18].update(likes=["Meat", "Salsa"]))
    assert "likes" in error.field  # a display name is no key
    broken(raw, lambda d: d["cards"][18].pop("likes"))
    error = broken(raw, lambda d: d["cards"][1].update(likes=["meat"]))
    assert error.field == "card 'poncho', field 'likes'"


def test_duplicate_name_and_no_cards(raw):
    error = broken(raw, lambda d: d["cards"][2].update(name="Poncho"))
    assert error.message == "'Poncho' is listed twice"
    broken(raw, lambda d: d.update(cards=[]))


def test_too_few_empty_tacos_for_four_plates(raw):
    def change(d):
        d["cards"][0]["count"] = 3
        d["cards"][-1]["count"] += 7
    assert "empty tacos" in broken(raw, change).message
