"""Taco Party's card list and rule numbers, read from data/taco_party/cards.yaml and validated."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.errors import DataError
from tabletop.core.registry import DataReader
from tabletop.core.schema import Fields, expect_total

CARDS_FILE = "taco_party/cards.yaml"
FILE_LABEL = "data/taco_party/cards.yaml"

TACO = "taco"
OUTFIT = "outfit"
TOPPER = "topper"
INGREDIENT = "ingredient"
KINDS = (TACO, OUTFIT, TOPPER, INGREDIENT)

PLAYER_COUNTS = (2, 3, 4)


@dataclass(frozen=True)
class Card:
    """One physical card: a stable id (its index in the box), kind, name, score and pickup cost.

    `likes` names the ingredients an ingredient may be tucked behind (empty for other kinds).
    """

    id: int
    kind: str
    name: str
    score: int
    cost: int
    likes: tuple[str, ...] = ()

    def label(self) -> str:
        """How the card is named in sentences: 'Meat', 'an Empty Taco', 'the Sombrero'."""
        if self.kind == INGREDIENT:
            return self.name
        if self.kind == TACO:
            return f"an {self.name}" if self.name[:1].lower() in "aeiou" else f"a {self.name}"
        return f"the {self.name}"


@dataclass(frozen=True)
class RuleNumbers:
    """The numbers the rulebook leaves open (see decisions.md)."""

    hand_size: int
    centre_slots: int
    starting_tacos: int
    ingredients_for_topper: int
    pickup_per_card: int
    hot_sauce_pickup: int
    no_ingredient_penalty: int
    scored_tacos: int
    biggest_taco_multiplier: int
    completed_tacos_to_end: tuple[tuple[int, int], ...]
    deck_reshuffles: tuple[tuple[int, int], ...]

    def tacos_to_end(self, players: int) -> int:
        """Completed tacos on one plate that end the game with this many players."""
        return dict(self.completed_tacos_to_end)[players]

    def reshuffles(self, players: int) -> int:
        """How many times the discards become a new deck before a run-out ends the game."""
        return dict(self.deck_reshuffles)[players]


@dataclass(frozen=True)
class TacoPartyData:
    """Every card in the box (index == id) plus the numbers the rules use."""

    cards: tuple[Card, ...]
    numbers: RuleNumbers
    ingredient_names: tuple[str, ...]

    def card(self, card_id: int) -> Card:
        return self.cards[card_id]

    def ids_of(self, kind: str) -> tuple[int, ...]:
        """Ids of every card of that kind, in id order."""
        return tuple(c.id for c in self.cards if c.kind == kind)


def load_data(reader: DataReader) -> TacoPartyData:
    """Read and validate the card file; raises DataError naming the file, the card and the field."""
    return parse_cards(reader(CARDS_FILE), FILE_LABEL)


def parse_cards(raw: object, file: str = FILE_LABEL) -> TacoPartyData:
    """Validate parsed YAML (a mapping) and build the card list."""
    if raw is None:
        raise DataError(file, "(file)", "is empty")
    top = Fields(raw, file, "")
    total = top.get("total_cards", int, minimum=1)
    numbers = _parse_numbers(top.sub("rules"))
    entries = top.items("cards")
    if not entries:
        raise top.fail("cards", "lists no cards")
    cards: list[Card] = []
    names: set[str] = set()
    ingredient_names: list[str] = []
    pending_likes: list[tuple[Fields, tuple[str, ...]]] = []
    for entry in entries:
        kind = entry.get("kind", str, choices=KINDS)
        name = entry.get("name", str)
        if not name.strip():
            raise entry.fail("name", "is blank")
        if name in names:
            raise entry.fail("name", f"{name!r} is listed twice")
        names.add(name)
        count = entry.get("count", int, minimum=1)
        score = entry.get("score", int, minimum=0)
        cost = entry.get("cost", int, minimum=1)
        likes: tuple[str, ...] = ()
        if kind == INGREDIENT:
            raw_likes = entry.get("likes", list)
            if not raw_likes or not all(isinstance(x, str) for x in raw_likes):
                raise entry.fail("likes", "should be a list of ingredient names")
            likes = tuple(raw_likes)
            pending_likes.append((entry, likes))
            ingredient_names.append(name)
        elif "likes" in entry.data:
            raise entry.fail("likes", f"only ingredients like other cards, not a {kind}")
        for _ in range(count):
            cards.append(Card(len(cards), kind, name, score, cost, likes))
    for entry, likes in pending_likes:
        for liked in likes:
            if liked not in ingredient_names:
                raise entry.fail("likes", f"{liked!r} is not an ingredient in this file")
    expect_total(file, "cards", len(cards), total, "card counts")
    tacos = sum(1 for c in cards if c.kind == TACO)
    needed = numbers.starting_tacos * max(PLAYER_COUNTS)
    if tacos < needed:
        raise DataError(file, "cards", f"{tacos} empty tacos cannot start {needed} plates")
    dealt = numbers.centre_slots + numbers.hand_size * max(PLAYER_COUNTS)
    if total - needed < dealt:
        raise DataError(file, "cards", f"too few cards to deal {dealt} at the start")
    return TacoPartyData(tuple(cards), numbers, tuple(ingredient_names))


def _parse_numbers(rules: Fields) -> RuleNumbers:
    return RuleNumbers(
        hand_size=rules.get("hand_size", int, minimum=1),
        centre_slots=rules.get("centre_slots", int, minimum=1),
        starting_tacos=rules.get("starting_tacos", int, minimum=0),
        ingredients_for_topper=rules.get("ingredients_for_topper", int, minimum=0),
        pickup_per_card=rules.get("pickup_per_card", int, minimum=0),
        hot_sauce_pickup=rules.get("hot_sauce_pickup", int, minimum=0),
        no_ingredient_penalty=rules.get("no_ingredient_penalty", int, minimum=0),
        scored_tacos=rules.get("scored_tacos", int, minimum=1),
        biggest_taco_multiplier=rules.get("biggest_taco_multiplier", int, minimum=1),
        completed_tacos_to_end=_by_players(rules.sub("completed_tacos_to_end"), 1),
        deck_reshuffles=_by_players(rules.sub("deck_reshuffles"), 0),
    )


def _by_players(table: Fields, minimum: int) -> tuple[tuple[int, int], ...]:
    """A mapping from each player count (2, 3, 4) to a whole number."""
    for key in table.data:
        if key not in PLAYER_COUNTS:
            raise table.fail(str(key), "is not a player count (2, 3 or 4)")
    return tuple((n, table.get(n, int, minimum=minimum)) for n in PLAYER_COUNTS)
