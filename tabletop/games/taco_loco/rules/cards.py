"""Taco Loco's card list and rule numbers: the model of data/taco_loco/cards.yaml."""

from __future__ import annotations

from functools import cached_property
from typing import Annotated, Literal

from tabletop.core.data_model import (
    Invalid,
    Key,
    Meta,
    Model,
    Positive,
    Text,
    Whole,
    counted,
    load_model,
)
from tabletop.core.registry import DataReader

CARDS_FILE = "taco_loco/cards.yaml"
FILE_LABEL = "data/taco_loco/cards.yaml"

NUMBER = "number"
LEGENDARY = "legendary"
LONESOME = "lonesome"
KINDS = (NUMBER, LEGENDARY, LONESOME)
Kind = Literal["number", "legendary", "lonesome"]


class CardRow(Model, frozen=True):
    """One line of the card list: `count` identical cards."""

    ITEM = "card"
    NAMED_BY = ("key", "name")

    key: Annotated[Key, Meta(description="The card's stable key (tutorials, tests and phrase "
                                         "books name it by this).")]
    name: Annotated[Text, Meta(description="How the card is named in sentences.")]
    kind: Annotated[Kind, Meta(description="number, legendary or lonesome.")]
    count: Annotated[Positive, Meta(description="How many of these cards are in the box.")]
    value: Annotated[Whole, Meta(description="A number card's number (1 up to perfect_sum); "
                                 "the special cards have none.")] = 0

    def __post_init__(self) -> None:
        if self.kind == NUMBER and self.value == 0:
            raise Invalid("value", "missing (a number card needs its number)")
        if self.kind != NUMBER and self.value:
            raise Invalid("value", f"a {self.kind} card has no number value")


class Card(CardRow, frozen=True, kw_only=True):
    """One physical card: its line of the card list, and a stable id (its place in the deck)."""

    id: int

    @property
    def is_number(self) -> bool:
        return self.kind == NUMBER


class TacoLocoData(Model, frozen=True, rename={"rows": "cards"}):
    """data/taco_loco/cards.yaml: every card in the box plus the numbers the rules use."""

    deck_total: Annotated[Positive, Meta(description="Cards in the box; the counts below must "
                                         "add up to this.")]
    hand_size: Annotated[Positive, Meta(description="Cards dealt to each player, and the hand "
                                        "you refill to.")]
    perfect_sum: Annotated[Positive, Meta(description="A taco at exactly this sum is perfect "
                                          "and is given away.")]
    lonesome_resets_to: Annotated[Whole, Meta(description="The sum a Lonesome Taco resets a "
                                              "taco to (below perfect_sum).")]
    rows: Annotated[tuple[CardRow, ...], Meta(min_length=1, description="The card list.")]

    def __post_init__(self) -> None:
        if self.lonesome_resets_to >= self.perfect_sum:
            raise Invalid("lonesome_resets_to",
                          f"must be below perfect_sum ({self.perfect_sum})")
        seen: set[int] = set()
        keys: set[str] = set()
        for index, row in enumerate(self.rows):
            if row.key in keys:
                raise Invalid(f"cards[{index}].key", f"{row.key!r} is used twice")
            keys.add(row.key)
            if row.value > self.perfect_sum:
                raise Invalid(f"cards[{index}].value", f"{row.value} is above perfect_sum "
                              f"({self.perfect_sum})")
            if row.kind == NUMBER and row.value in seen:
                raise Invalid(f"cards[{index}].value", f"number {row.value} is listed twice")
            seen.add(row.value if row.kind == NUMBER else 0)
        total = sum(row.count for row in self.rows)
        if total != self.deck_total:
            raise Invalid("cards", f"card counts add up to {total}, expected {self.deck_total}")
        for kind in KINDS:
            if all(row.kind != kind for row in self.rows):
                raise Invalid("cards", f"has no {kind} card")

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        """Every card in the box, index == id."""
        return counted(self.rows, Card)

    def card(self, card_id: int) -> Card:
        return self.cards[card_id]

    def ids_of(self, kind: str, value: int = 0) -> tuple[int, ...]:
        """Ids of every card of that kind (and value, for number cards), in id order."""
        return tuple(c.id for c in self.cards
                     if c.kind == kind and (kind != NUMBER or c.value == value))


DATA_MODELS: dict[str, type] = {CARDS_FILE: TacoLocoData}
"""Each file this game reads (under data/) and its model."""


def load_data(reader: DataReader) -> TacoLocoData:
    """Read the card file; a DataError names the file, the card and the field."""
    return parse_cards(reader(CARDS_FILE), FILE_LABEL)


def parse_cards(raw: object, file: str = FILE_LABEL) -> TacoLocoData:
    """The card file's parsed YAML as the model."""
    return load_model(raw, TacoLocoData, file)
