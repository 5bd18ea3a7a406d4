"""Card data: the bundled file is valid, and malformed files name the file and the field."""

from pathlib import Path

import pytest
import yaml

from tabletop.assets.yaml_data import read_data, read_yaml_file
from tabletop.core.errors import DataError
from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME, NUMBER, load_data

GOOD = {
    "deck_total": 70,
    "hand_size": 3,
    "perfect_sum": 11,
    "lonesome_resets_to": 0,
    "cards": [{"key": str(v), "name": str(v), "kind": "number", "value": v, "count": 10}
              for v in range(1, 7)]
    + [{"key": "legendary", "name": "Legendary Taco", "kind": "legendary", "count": 5},
       {"key": "lonesome", "name": "Lonesome Taco", "kind": "lonesome", "count": 5}],
}


def reader_for(tmp_path: Path, content: object | str):
    """A reader (like read_data) over one tmp file holding `content`."""
    path = tmp_path / "cards.yaml"
    text = content if isinstance(content, str) else yaml.safe_dump(content)
    path.write_text(text, encoding="utf-8")
    return lambda relative: read_yaml_file(path, f"data/{relative}")


def fresh() -> dict:
    return yaml.safe_load(yaml.safe_dump(GOOD))


def test_bundled_cards_match_the_defaults():
    data = load_data(read_data)
    assert len(data.cards) == 70
    assert [c.id for c in data.cards] == list(range(70))
    for value in range(1, 7):
        assert len(data.ids_of(NUMBER, value)) == 10
    assert len(data.ids_of(LEGENDARY)) == 5
    assert len(data.ids_of(LONESOME)) == 5
    assert (data.hand_size, data.perfect_sum, data.lonesome_resets_to) == (3, 11, 0)


def test_a_valid_tmp_file_loads(tmp_path):
    assert len(load_data(reader_for(tmp_path, GOOD)).cards) == 70


def test_missing_field_names_file_card_and_field(tmp_path):
    raw = fresh()
    del raw["cards"][2]["value"]
    with pytest.raises(DataError) as err:
        load_data(reader_for(tmp_path, raw))
    assert err.value.file == "data/taco_loco/cards.yaml"
    assert err.value.field == "card '3', field 'value'"
    assert err.value.message.startswith("missing")


def test_every_card_has_a_key_of_its_own(tmp_path):
    assert [c.key for c in load_data(read_data).cards[::10]] == [
        "one", "two", "three", "four", "five", "six", "legendary"]
    raw = fresh()
    raw["cards"][7]["key"] = "legendary"
    with pytest.raises(DataError, match="'legendary' is used twice"):
        load_data(reader_for(tmp_path, raw))
    raw = fresh()
    raw["cards"][6]["key"] = "Legendary Taco"
    with pytest.raises(DataError) as err:
        load_data(reader_for(tmp_path, raw))
    assert "key" in err.value.field


def test_missing_top_level_number(tmp_path):
    raw = fresh()
    del raw["perfect_sum"]
    with pytest.raises(DataError, match="field 'perfect_sum': missing"):
        load_data(reader_for(tmp_path, raw))


def test_wrong_type(tmp_path):
    raw = fresh()
    raw["cards"][0]["count"] = "ten"
    with pytest.raises(DataError) as err:
        load_data(reader_for(tmp_path, raw))
    assert err.value.field == "card '1', field 'count'"
    assert err.value.message == "expected a whole number, found 'ten'"


def test_wrong_type_for_hand_size(tmp_path):
    raw = fresh()
    raw["hand_size"] = 3.5
    with pytest.raises(DataError, match="hand_size"):
        load_data(reader_for(tmp_path, raw))


def test_unknown_card_kind(tmp_path):
    raw = fresh()
    raw["cards"][6]["kind"] = "spicy"
    with pytest.raises(DataError) as err:
        load_data(reader_for(tmp_path, raw))
    assert err.value.field == "card 'legendary', field 'kind'"
    assert "'spicy' is not one of" in err.value.message


def test_counts_must_add_up_to_the_declared_total(tmp_path):
    raw = fresh()
    raw["cards"][0]["count"] = 9
    with pytest.raises(DataError) as err:
        load_data(reader_for(tmp_path, raw))
    assert err.value.field == "field 'cards'"
    assert "add up to 69, expected 70" in err.value.message


def test_empty_file(tmp_path):
    with pytest.raises(DataError) as err:
        load_data(reader_for(tmp_path, ""))
    assert err.value.file == "data/taco_loco/cards.yaml"
    assert "empty" in err.value.message


def test_not_a_mapping(tmp_path):
    with pytest.raises(DataError, match="expected a mapping"):
        load_data(reader_for(tmp_path, "- just\n- a list\n"))


def test_empty_card_list(tmp_path):
    raw = fresh()
    raw["cards"] = []
    with pytest.raises(DataError, match="'cards': expected at least one item, found an empty list"):
        load_data(reader_for(tmp_path, raw))


def test_a_special_card_has_no_value(tmp_path):
    raw = fresh()
    raw["cards"][7]["value"] = 3
    with pytest.raises(DataError, match="card 'lonesome', field 'value': a lonesome card "
                                        "has no number value"):
        load_data(reader_for(tmp_path, raw))


def test_a_number_listed_twice(tmp_path):
    raw = fresh()
    raw["cards"][1]["value"] = 1
    with pytest.raises(DataError, match="listed twice"):
        load_data(reader_for(tmp_path, raw))


def test_every_kind_must_be_present(tmp_path):
    raw = fresh()
    raw["cards"] = raw["cards"][:7]
    raw["deck_total"] = 65
    with pytest.raises(DataError, match="has no lonesome card"):
        load_data(reader_for(tmp_path, raw))


def test_number_value_out_of_range(tmp_path):
    raw = fresh()
    raw["cards"][5]["value"] = 12
    with pytest.raises(DataError, match="12 is above perfect_sum \\(11\\)"):
        load_data(reader_for(tmp_path, raw))


def test_reset_must_be_below_the_perfect_sum(tmp_path):
    raw = fresh()
    raw["lonesome_resets_to"] = 11
    with pytest.raises(DataError, match="lonesome_resets_to"):
        load_data(reader_for(tmp_path, raw))


def test_malformed_yaml(tmp_path):
    with pytest.raises(DataError, match="not valid YAML"):
        load_data(reader_for(tmp_path, "cards: [unclosed\n"))
