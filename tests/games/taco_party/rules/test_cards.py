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
    assert "Tiny Hat" in {data.card(i).name for i in by_kind[TOPPER]}


def test_ingredients_form_the_default_ring():
    data = real_data()
    first = {}
    for card in data.cards:
        if card.kind == INGREDIENT:
            first.setdefault(card.name, card)
    assert {n: c.score for n, c in first.items()} == {
        "Meat": 3, "Cheese": 2, "Lettuce": 1, "Tomato": 1, "Guacamole": 3, "Salsa": 2}
    assert set(first["Meat"].likes) == {"Cheese", "Salsa"}
    assert set(first["Tomato"].likes) == {"Lettuce", "Guacamole"}
    for name, card in first.items():
        assert len(card.likes) == 2
        for liked in card.likes:
            assert name in first[liked].likes, "liking goes both ways round the ring"
    assert sum(1 for c in data.cards if c.name == "Salsa") == 6


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
    assert error.field == "card 'Sombrero', field 'score'"
    assert error.message == "missing"


def test_wrong_type_names_the_card(raw):
    error = broken(raw, lambda d: d["cards"][17].update(count="six"))
    assert error.field == "card 'Meat', field 'count'"
    assert error.message == "expected a whole number, found 'six'"


def test_unknown_kind(raw):
    error = broken(raw, lambda d: d["cards"][0].update(kind="burrito"))
    assert error.field == "card 'Empty Taco', field 'kind'" and "burrito" in error.message


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


def test_likes_must_name_ingredients(raw):
    error = broken(raw, lambda d: d["cards"][18].update(likes=["Cheese", "Chocolate"]))
    assert "Chocolate" in error.message
    broken(raw, lambda d: d["cards"][18].pop("likes"))
    error = broken(raw, lambda d: d["cards"][1].update(likes=["Meat"]))
    assert error.field == "card 'Poncho', field 'likes'"


def test_duplicate_name_and_no_cards(raw):
    broken(raw, lambda d: d["cards"][2].update(name="Poncho"))
    broken(raw, lambda d: d.update(cards=[]))


def test_too_few_empty_tacos_for_four_plates(raw):
    def change(d):
        d["cards"][0]["count"] = 3
        d["cards"][-1]["count"] += 7
    assert "empty tacos" in broken(raw, change).message
