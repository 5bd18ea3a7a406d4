"""The data files: counts, dice faces, board numbers, and validation errors that say where."""

import copy

import pytest

from tabletop.assets.yaml_data import read_data, read_yaml_file
from tabletop.core.errors import DataError
from tabletop.games.crazy_taco.rules.cards import load_data

from ..helpers import real_data


def test_customer_deck_counts_add_up():
    data = real_data()
    kinds = {}
    for card in data.customers:
        kinds[card.kind] = kinds.get(card.kind, 0) + 1
    assert kinds == {"welcome": 2, "ordinary": 36, "vip": 1, "pickpocket": 1, "bonus": 7,
                     "extra": 3, "prepaid": 3}
    assert sum(n for k, n in kinds.items() if k != "prepaid") == 50
    ordinary = [c for c in data.customers if c.kind == "ordinary"]
    assert sum(1 for c in ordinary if c.message == "task") == 8
    assert sum(1 for c in ordinary if c.message == "open") == 8
    shapes = {}
    for c in ordinary:
        shapes[(c.food, c.drink, c.price)] = shapes.get((c.food, c.drink, c.price), 0) + 1
    assert shapes == {(1, 0, 1): 8, (0, 1, 1): 4, (1, 1, 2): 10, (2, 1, 3): 6, (2, 2, 4): 4,
                      (3, 2, 5): 4}
    bonus = [c.bonus for c in data.customers if c.kind == "bonus"]
    assert sorted(bonus) == sorted(["cleaning"] * 3 + ["free_time"] * 2 + ["meal_voucher",
                                                                            "staff_key"])


def test_tasks_inspections_pinata_and_prepaid():
    data = real_data()
    assert len(data.tasks) == 9
    assert len(data.inspections) == 3
    assert data.pinata.reward == 6 and data.pinata.turns == 2
    prepaid = [c for c in data.customers if c.kind == "prepaid"]
    assert len(prepaid) == 3 and all((c.food, c.drink, c.price) == (1, 1, 2) for c in prepaid)


def test_dice_have_exactly_the_rulebook_faces():
    data = real_data()
    faces = {d.id: sorted(d.faces) for d in data.dice}
    assert faces["manager"] == sorted(["money"] * 3 + ["food", "drink", "blank"])
    for e in ("employee-1", "employee-2", "employee-3"):
        assert faces[e] == sorted(["money", "food", "food", "drink", "blank", "rest"])
    assert faces["trainee"] == sorted(["food", "food", "drink", "drink", "blank", "blank"])


def test_board_numbers():
    b = real_data().board
    assert (b.counter_positions, b.patience_slots, b.rest_room_spaces, b.bonus_zone_slots,
            b.extra_slots) == (4, 1, 3, 2, 1)
    assert (b.popularity_start, b.popularity_cap, b.popularity_lost_at) == (8, 8, 0)
    assert b.overtime_costs == (3, 5) and b.reroll_cost == 3 and b.advertising_cost == 10
    assert b.cash_start == 0


def test_card_ids_are_stable():
    ids = [c.id for c in real_data().customers]
    assert ids[:3] == ["welcome-1", "welcome-2", "taco-1"]
    assert len(set(ids)) == len(ids)


def patched(path, change):
    """A reader that returns the real data with one file changed."""
    def reader(name):
        raw = copy.deepcopy(read_data(name))
        if name.endswith(path):
            return change(raw)
        return raw
    return reader


def test_missing_field_names_file_card_and_field():
    def drop_price(raw):
        del raw["cards"][2]["price"]
        return raw
    with pytest.raises(DataError) as error:
        load_data(patched("customers.yaml", drop_price))
    assert error.value.file == "data/crazy_taco/customers.yaml"
    assert error.value.field == "customer 'taco-task', field 'price'"
    assert error.value.message == "missing"


def test_wrong_type_is_refused():
    def bad(raw):
        raw["cards"][0]["food"] = "one"
        return raw
    with pytest.raises(DataError) as error:
        load_data(patched("customers.yaml", bad))
    assert str(error.value) == ("data/crazy_taco/customers.yaml: customer 'welcome', "
                                "field 'food': expected a whole number, found 'one'")


def test_unknown_card_kind_is_refused():
    def bad(raw):
        raw["cards"][0]["kind"] = "dragon"
        return raw
    with pytest.raises(DataError, match="dragon"):
        load_data(patched("customers.yaml", bad))


def test_counts_that_do_not_add_up_are_refused():
    def bad(raw):
        raw["cards"][2]["count"] += 1
        return raw
    with pytest.raises(DataError, match="ordinary cards add up to 37, expected 36"):
        load_data(patched("customers.yaml", bad))

    def bad_tasks(raw):
        raw["total"] = 10
        return raw
    with pytest.raises(DataError, match="task cards"):
        load_data(patched("tasks.yaml", bad_tasks))


def test_deck_size_must_match_board():
    def bad(raw):
        raw["customer_deck_size"] = 49
        return raw
    with pytest.raises(DataError, match="solo deck"):
        load_data(patched("board.yaml", bad))


def test_a_die_needs_six_known_faces():
    def bad(raw):
        raw["dice"][0]["faces"] = ["money", "food"]
        return raw
    with pytest.raises(DataError, match="6 faces"):
        load_data(patched("dice.yaml", bad))

    def unknown(raw):
        raw["dice"][0]["faces"][0] = "salsa"
        return raw
    with pytest.raises(DataError, match="salsa"):
        load_data(patched("dice.yaml", unknown))


def test_menu_faces_are_checked():
    def bad(raw):
        raw["options"][0]["variants"][0]["faces"]["salsa"] = 1
        return raw
    with pytest.raises(DataError, match="salsa"):
        load_data(patched("menu.yaml", bad))


def test_empty_file_is_refused(tmp_path):
    path = tmp_path / "customers.yaml"
    path.write_text("", encoding="utf-8")
    with pytest.raises(DataError, match="empty"):
        read_yaml_file(path, "data/crazy_taco/customers.yaml")

    def empty(raw):
        return {}
    with pytest.raises(DataError) as error:
        load_data(patched("customers.yaml", empty))
    assert error.value.file == "data/crazy_taco/customers.yaml"
    with pytest.raises(DataError, match="expected a mapping"):
        load_data(patched("board.yaml", lambda raw: ["not", "a", "mapping"]))


def test_the_vip_costs_two_stars_unserved_and_one_once_served():
    from tabletop.games.crazy_taco.table.faces import describe

    vip = real_data().card("vip-1")
    assert (vip.lost_penalty(served=False).stars, vip.lost_penalty(served=True).stars) == (2, 1)
    plain = real_data().card("taco-1")
    assert plain.lost_penalty(served=True) == plain.lost_penalty(served=False) == plain.penalty
    assert describe(vip)[-1] == "Lost unserved: -2 stars. Served but unpaid: -1 star."
