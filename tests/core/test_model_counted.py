"""A deck file's counted lines become that many cards, numbered in file order."""

from tabletop.core.data_model import Model, counted


class Row(Model, frozen=True):
    name: str
    count: int


class Card(Row, frozen=True):
    id: int


def test_each_line_becomes_count_cards_numbered_in_file_order():
    cards = counted([Row("One", 2), Row("Two", 0), Row("Three", 1)], Card)
    assert [(c.id, c.name) for c in cards] == [(0, "One"), (1, "One"), (2, "Three")]
