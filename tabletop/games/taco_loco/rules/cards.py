"""Taco Loco's card list and rule numbers, read from data/taco_loco/cards.yaml and validated."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.registry import DataReader
from tabletop.core.schema import Fields, expect_total

CARDS_FILE = "taco_loco/cards.yaml"
FILE_LABEL = "data/taco_loco/cards.yaml"

NUMBER = "number"
LEGENDARY = "legendary"
LONESOME = "lonesome"
KINDS = (NUMBER, LEGENDARY, LONESOME)


@dataclass(frozen=True)
class Card:
    """One physical card: a stable id (its index in the deck list), its kind and its value."""

    id: int
    kind: str
    value: int
    name: str

    @property
    def is_number(self) -> bool:
        return self.kind == NUMBER

    def label(self) -> str:
        """How the card is named in sentences: 'a 5', 'a Legendary Taco'."""
        return f"a {self.value}" if self.is_number else f"a {self.name}"


@dataclass(frozen=True)
class TacoLocoData:
    """Every card in the box (index == id) plus the numbers the rules use."""

    cards: tuple[Card, ...]
    hand_size: int
    perfect_sum: int
    lonesome_resets_to: int

    def card(self, card_id: int) -> Card:
        return self.cards[card_id]

    def ids_of(self, kind: str, value: int = 0) -> tuple[int, ...]:
        """Ids of every card of that kind (and value, for number cards), in id order."""
        return tuple(c.id for c in self.cards
                     if c.kind == kind and (kind != NUMBER or c.value == value))


def load_data(reader: DataReader) -> TacoLocoData:
    """Read and validate the card file; raises DataError naming the file, the card and the field."""
    return parse_cards(reader(CARDS_FILE), FILE_LABEL)


def parse_cards(raw: object, file: str = FILE_LABEL) -> TacoLocoData:
    """Validate parsed YAML (a mapping) and build the card list."""
    top = Fields(raw, file, "")
    deck_total = top.get("deck_total", int, minimum=1)
    hand_size = top.get("hand_size", int, minimum=1)
    perfect_sum = top.get("perfect_sum", int, minimum=1)
    resets_to = top.get("lonesome_resets_to", int, minimum=0)
    if resets_to >= perfect_sum:
        raise top.fail("lonesome_resets_to", f"must be below perfect_sum ({perfect_sum})")
    cards: list[Card] = []
    seen_values: set[int] = set()
    kinds_found: set[str] = set()
    entries = top.items("cards")
    if not entries:
        raise top.fail("cards", "lists no cards")
    for entry in entries:
        name = entry.get("name", str)
        kind = entry.get("kind", str, choices=KINDS)
        count = entry.get("count", int, minimum=1)
        value = 0
        if kind == NUMBER:
            value = entry.get("value", int, minimum=1, maximum=perfect_sum)
            if value in seen_values:
                raise entry.fail("value", f"number {value} is listed twice")
            seen_values.add(value)
        elif "value" in entry.data:
            raise entry.fail("value", f"a {kind} card has no number value")
        kinds_found.add(kind)
        first = len(cards)
        cards.extend(Card(first + i, kind, value, name) for i in range(count))
    expect_total(file, "cards", len(cards), deck_total, "card counts")
    for kind in KINDS:
        if kind not in kinds_found:
            raise top.fail("cards", f"has no {kind} card")
    return TacoLocoData(tuple(cards), hand_size, perfect_sum, resets_to)
