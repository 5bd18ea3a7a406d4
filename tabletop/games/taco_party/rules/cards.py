"""Taco Party's card list and rule numbers: the model of data/taco_party/cards.yaml."""

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
from tabletop.core.errors import DataError
from tabletop.core.registry import DataReader

CARDS_FILE = "taco_party/cards.yaml"
FILE_LABEL = "data/taco_party/cards.yaml"

TACO = "taco"
OUTFIT = "outfit"
TOPPER = "topper"
INGREDIENT = "ingredient"
KINDS = (TACO, OUTFIT, TOPPER, INGREDIENT)

PLAYER_COUNTS = (2, 3, 4)
_BY_PLAYERS = {"required": ["2", "3", "4"], "propertyNames": {"enum": ["2", "3", "4"]}}
TacosToEnd = Annotated[dict[int, Positive], Meta(
    description="By number of players (2, 3 and 4): completed tacos that end the game.",
    extra_json_schema=_BY_PLAYERS)]
Reshuffles = Annotated[dict[int, Whole], Meta(
    description="By number of players (2, 3 and 4): times the discards become a new deck "
    "before the next run-out ends the game.", extra_json_schema=_BY_PLAYERS)]


class CardRow(Model, frozen=True):
    """One line of the card list: `count` identical cards."""

    ITEM = "card"
    NAMED_BY = ("key", "name")

    key: Annotated[Key, Meta(description="The card's stable key (code, the tutorial, worked "
                                         "examples, pictures and tests name it by this).")]
    kind: Annotated[Literal["taco", "outfit", "topper", "ingredient"], Meta(
        description="taco (an empty taco), outfit, topper or ingredient.")]
    name: Annotated[Text, Meta(description="How the table shows and says the card; once in "
                                           "the file.")]
    count: Annotated[Positive, Meta(description="How many of these cards are in the box.")]
    score: Annotated[Whole, Meta(description="The number in the top corner.")]
    cost: Annotated[Positive, Meta(description="The pickup cost in the bottom corner.")]
    likes: Annotated[tuple[Key, ...], Meta(description="An ingredient only: the keys of the "
                                           "ingredients it may be tucked behind.")] = ()

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise Invalid("name", "is blank")
        if self.kind == INGREDIENT and not self.likes:
            raise Invalid("likes", "missing (the ingredients this one may be tucked behind)")
        if self.kind != INGREDIENT and self.likes:
            raise Invalid("likes", f"only ingredients like other cards, not a {self.kind}")


class Card(CardRow, frozen=True, kw_only=True):
    """One physical card: its line of the card list, and a stable id (its place in the box)."""

    id: int


class RuleNumbers(Model, frozen=True):
    """The numbers the rulebook leaves open (see decisions.md)."""

    hand_size: Annotated[Positive, Meta(description="Draw back up to this many cards at the "
                                        "end of a turn.")]
    centre_slots: Annotated[Positive, Meta(description="Face-up cards in the middle, refilled "
                                           "at the end of every turn.")]
    starting_tacos: Annotated[Whole, Meta(description="Empty tacos put on each plate at the "
                                          "start.")]
    ingredients_for_topper: Annotated[Whole, Meta(description="A topper needs this many "
                                                  "ingredients; so does a completed taco.")]
    pickup_per_card: Annotated[Whole, Meta(description="Pickup earned by each card played.")]
    hot_sauce_pickup: Annotated[Whole, Meta(description="Pickup earned by an empty taco played "
                                            "onto another plate.")]
    no_ingredient_penalty: Annotated[Whole, Meta(description="Each taco without any ingredient "
                                                 "scores minus this.")]
    scored_tacos: Annotated[Positive, Meta(description="How many of a player's biggest tacos "
                                           "score.")]
    biggest_taco_multiplier: Annotated[Positive, Meta(description="The biggest taco is counted "
                                                      "this many times.")]
    completed_tacos_to_end: TacosToEnd
    deck_reshuffles: Reshuffles

    def __post_init__(self) -> None:
        for name in ("completed_tacos_to_end", "deck_reshuffles"):
            table: dict[int, int] = getattr(self, name)
            for players in table:
                if players not in PLAYER_COUNTS:
                    raise Invalid(f"{name}.{players}", "is not a player count (2, 3 or 4)")
            for players in PLAYER_COUNTS:
                if players not in table:
                    raise Invalid(f"{name}.{players}", "missing")

    def tacos_to_end(self, players: int) -> int:
        """Completed tacos on one plate that end the game with this many players."""
        return self.completed_tacos_to_end[players]

    def reshuffles(self, players: int) -> int:
        """How many times the discards become a new deck before a run-out ends the game."""
        return self.deck_reshuffles[players]


class TacoPartyData(Model, frozen=True, rename={"rows": "cards", "numbers": "rules"}):
    """data/taco_party/cards.yaml: every card in the box plus the numbers the rules use."""

    total_cards: Annotated[Positive, Meta(description="Cards in the box; the counts must add "
                                          "up to this.")]
    numbers: Annotated[RuleNumbers, Meta(description="The numbers the rulebook leaves open.")]
    rows: Annotated[tuple[CardRow, ...], Meta(min_length=1, description="The card list.")]

    def __post_init__(self) -> None:
        keys: set[str] = set()
        names: set[str] = set()
        for index, row in enumerate(self.rows):
            if row.key in keys:
                raise Invalid(f"cards[{index}].key", f"{row.key!r} is used twice")
            keys.add(row.key)
            if row.name in names:
                raise Invalid(f"cards[{index}].name", f"{row.name!r} is listed twice")
            names.add(row.name)
        ingredients = {row.key for row in self.rows if row.kind == INGREDIENT}
        for index, row in enumerate(self.rows):
            for liked in row.likes:
                if liked not in ingredients:
                    raise Invalid(f"cards[{index}].likes",
                                  f"{liked!r} is not an ingredient in this file")
        total = sum(row.count for row in self.rows)
        if total != self.total_cards:
            raise Invalid("cards", f"card counts add up to {total}, expected {self.total_cards}")
        tacos = sum(row.count for row in self.rows if row.kind == TACO)
        needed = self.numbers.starting_tacos * max(PLAYER_COUNTS)
        if tacos < needed:
            raise Invalid("cards", f"{tacos} empty tacos cannot start {needed} plates")
        dealt = self.numbers.centre_slots + self.numbers.hand_size * max(PLAYER_COUNTS)
        if total - needed < dealt:
            raise Invalid("cards", f"too few cards to deal {dealt} at the start")

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        """Every card in the box, index == id."""
        return counted(self.rows, Card)

    @cached_property
    def ingredient_keys(self) -> tuple[str, ...]:
        """Every ingredient's key, in file order."""
        return tuple(row.key for row in self.rows if row.kind == INGREDIENT)

    @cached_property
    def rows_by_key(self) -> dict[str, CardRow]:
        """Each line of the card list by its key."""
        return {row.key: row for row in self.rows}

    def name_of(self, key: str) -> str:
        """The display name of the card with this key ('chefs-hat' → "Chef's Hat")."""
        return self.rows_by_key[key].name

    def card(self, card_id: int) -> Card:
        return self.cards[card_id]

    def ids_of(self, kind: str) -> tuple[int, ...]:
        """Ids of every card of that kind, in id order."""
        return tuple(c.id for c in self.cards if c.kind == kind)


DATA_MODELS: dict[str, type] = {CARDS_FILE: TacoPartyData}
"""Each file this game reads (under data/) and its model."""


def load_data(reader: DataReader) -> TacoPartyData:
    """Read the card file; a DataError names the file, the card and the field."""
    return parse_cards(reader(CARDS_FILE), FILE_LABEL)


def parse_cards(raw: object, file: str = FILE_LABEL) -> TacoPartyData:
    """The card file's parsed YAML as the model."""
    if raw is None:
        raise DataError(file, "(file)", "is empty")
    return load_model(raw, TacoPartyData, file)
