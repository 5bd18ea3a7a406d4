"""¡Taco Fight!'s cards and rule numbers, read from data/taco_fight/*.yaml and validated."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from tabletop.core.errors import DataError
from tabletop.core.registry import DataReader
from tabletop.core.schema import Fields, expect_total

INGREDIENTS_FILE = "taco_fight/ingredients.yaml"
TACOS_FILE = "taco_fight/tacos.yaml"
GAME_FILE = "taco_fight/game.yaml"
BOTS_FILE = "taco_fight/bots.yaml"

INGREDIENT = "ingredient"
HEATS = ("mild", "medium", "hot")
EAT, BLOCK, SMASH = "eat", "block", "smash"
STEPS_PER_SECOND = 60
"""Game-time steps per second (tabletop.core.match.FIXED_STEP is 1/60)."""


@dataclass(frozen=True)
class IngredientType:
    """One kind of ingredient: its building value, fists and how many are in the box."""

    key: str
    name: str
    value: int
    count: int
    fists: int
    two_fist: int
    stabs: bool


@dataclass(frozen=True)
class Special:
    """A special opponent and the only way it can be beaten (eat, block or smash)."""

    key: str
    name: str
    beaten_by: str


@dataclass(frozen=True)
class Card:
    """One physical card. Ingredient cards have spiciness 0; taco cards show an attack side."""

    id: int
    deck: str
    ingredient: str
    name: str
    value: int
    fists: int
    stabs: bool
    spiciness: int = 0
    special: str = ""
    special_name: str = ""

    @property
    def is_taco(self) -> bool:
        return self.deck != INGREDIENT

    def attack_label(self) -> str:
        """The attacking side in sentences: 'a 5 taco', 'a Burrito'."""
        if self.special:
            return f"a {self.special_name}"
        return f"a {self.spiciness} taco"

    def label(self) -> str:
        """The ingredient side in sentences: 'a Cheese (2 fists)'."""
        fists = "1 fist" if self.fists == 1 else f"{self.fists} fists"
        return f"a {self.name} ({fists})"


@dataclass(frozen=True)
class Difficulty:
    key: str
    name: str
    waves: tuple[int, ...]
    prep_seconds: float


@dataclass(frozen=True)
class BotSkill:
    """How a computer teammate of one skill level plays (times in game seconds)."""

    key: str
    reaction_seconds: float
    jitter: float
    tap_seconds: float
    miss_chance: float
    pool_target: int


class GameNumbers(TypedDict):
    """The numbers read from the game file, as TacoFightData's fields of the same names."""

    max_players: int
    plates_per_player: int
    fight_seconds: float
    assist_seconds: float
    max_held: int
    grab_size: int
    stab_taps: int
    stab_window_seconds: float
    solo_may_defeat_own: bool
    wave_heats: tuple[str, ...]
    difficulties: tuple[Difficulty, ...]


@dataclass(frozen=True)
class TacoFightData:
    """Every card in the box (index == id) plus the numbers the rules and bots use."""

    cards: tuple[Card, ...]
    ingredient_types: tuple[IngredientType, ...]
    specials: tuple[Special, ...]
    max_players: int
    plates_per_player: int
    fight_seconds: float
    assist_seconds: float
    max_held: int
    grab_size: int
    stab_taps: int
    stab_window_seconds: float
    solo_may_defeat_own: bool
    wave_heats: tuple[str, ...]
    difficulties: tuple[Difficulty, ...]
    bot_skills: tuple[BotSkill, ...]

    def card(self, card_id: int) -> Card:
        return self.cards[card_id]

    def deck_ids(self, deck: str) -> tuple[int, ...]:
        """Ids of every card of one deck ('ingredient', 'mild', 'medium', 'hot'), in id order."""
        return tuple(c.id for c in self.cards if c.deck == deck)

    def ids_of(self, ingredient: str, fists: int | None = None) -> tuple[int, ...]:
        """Ids of the ingredient-deck cards of one type (and fists), in id order."""
        return tuple(c.id for c in self.cards if c.deck == INGREDIENT and c.ingredient == ingredient
                     and (fists is None or c.fists == fists))

    def taco_ids(self, heat: str, spiciness: int | None = None,
                 special: str = "") -> tuple[int, ...]:
        """Ids of the taco cards of one heat with that spiciness (plain) or that special."""
        return tuple(c.id for c in self.cards if c.deck == heat and c.special == special
                     and (special or spiciness is None or c.spiciness == spiciness))

    def difficulty(self, key: str) -> Difficulty:
        for d in self.difficulties:
            if d.key == key:
                return d
        raise KeyError(key)

    def skill(self, key: str) -> BotSkill:
        for s in self.bot_skills:
            if s.key == key:
                return s
        raise KeyError(key)

    def beaten_by(self, special: str) -> str:
        for s in self.specials:
            if s.key == special:
                return s.beaten_by
        raise KeyError(special)


def load_data(reader: DataReader) -> TacoFightData:
    """Read and validate the four data files; raises DataError naming file, card and field."""
    return parse_data(reader(INGREDIENTS_FILE), reader(TACOS_FILE), reader(GAME_FILE),
                      reader(BOTS_FILE))


def _label(name: str) -> str:
    return f"data/{name}"


def parse_data(ingredients: object, tacos: object, game: object, bots: object) -> TacoFightData:
    """Validate the parsed YAML of the four files and build the card list."""
    types = _parse_ingredients(ingredients, _label(INGREDIENTS_FILE))
    cards: list[Card] = []
    for t in types:
        for copy in range(t.count):
            fists = 2 if copy < t.two_fist else t.fists
            cards.append(Card(len(cards), INGREDIENT, t.key, t.name, t.value, fists, t.stabs))
    specials, taco_cards = _parse_tacos(tacos, _label(TACOS_FILE), types, len(cards))
    cards += taco_cards
    numbers = _parse_game(game, _label(GAME_FILE), cards)
    skills = _parse_bots(bots, _label(BOTS_FILE))
    return TacoFightData(cards=tuple(cards), ingredient_types=types, specials=specials,
                         bot_skills=skills, **numbers)


def _parse_ingredients(raw: object, file: str) -> tuple[IngredientType, ...]:
    top = Fields(raw, file, "")
    total = top.get("total", int, minimum=1)
    entries = top.items("types")
    if not entries:
        raise top.fail("types", "lists no ingredient types")
    types: list[IngredientType] = []
    for entry in entries:
        key = entry.get("key", str)
        if any(t.key == key for t in types):
            raise entry.fail("key", f"{key!r} is listed twice")
        count = entry.get("count", int, minimum=1)
        fists = entry.get("fists", int, minimum=0, maximum=9)
        two_fist = entry.get("two_fist", int, 0, minimum=0)
        if two_fist > count:
            raise entry.fail("two_fist", f"{two_fist} two-fist copies but only {count} cards")
        types.append(IngredientType(key, entry.get("name", str), entry.get("value", int, minimum=0,
                                    maximum=7), count, fists, two_fist,
                                    entry.get("stabs", bool, False)))
    expect_total(file, "types", sum(t.count for t in types), total, "ingredient counts")
    values = sorted(t.value for t in types)
    if values != list(range(len(types))):
        raise DataError(file, "types", "values must be 0, 1, 2, ... once each (tacos build "
                        "strictly in that order)")
    if not any(t.stabs for t in types):
        raise DataError(file, "types", "no ingredient type stabs (the fork)")
    return tuple(types)


def _parse_tacos(raw: object, file: str, types: tuple[IngredientType, ...],
                 first_id: int) -> tuple[tuple[Special, ...], list[Card]]:
    top = Fields(raw, file, "")
    back_fists = top.get("back_fists", int, minimum=0, maximum=9)
    specials: list[Special] = []
    for entry in top.items("specials"):
        specials.append(Special(entry.get("key", str), entry.get("name", str),
                                entry.get("beaten_by", str, choices=(EAT, BLOCK, SMASH))))
    by_key = {s.key: s for s in specials}
    type_by_key = {t.key: t for t in types}
    cards: list[Card] = []
    seen: set[str] = set()
    for deck in top.items("decks"):
        heat = deck.get("heat", str, choices=HEATS)
        if heat in seen:
            raise deck.fail("heat", f"{heat!r} is listed twice")
        seen.add(heat)
        total = deck.get("total", int, minimum=1)
        special_spice = deck.get("special_spiciness", int, minimum=1, maximum=7)
        faces: list[tuple[int, str]] = []
        for row in deck.items("spiciness"):
            spice = row.get("spiciness", int, minimum=1, maximum=7)
            faces += [(spice, "")] * row.get("count", int, minimum=1)
        for row in deck.items("specials"):
            key = row.get("key", str)
            if key not in by_key:
                raise row.fail("key", f"unknown special {key!r} (known: {', '.join(by_key)})")
            faces += [(special_spice, key)] * row.get("count", int, minimum=1)
        expect_total(file, f"{deck.where}.spiciness", len(faces), total,
                     f"{heat} taco faces (plain and special)")
        backs: list[IngredientType] = []
        for row in deck.items("backs"):
            key = row.get("ingredient", str)
            if key not in type_by_key:
                raise row.fail("ingredient", f"unknown ingredient {key!r}")
            backs += [type_by_key[key]] * row.get("count", int, minimum=1)
        expect_total(file, f"{deck.where}.backs", len(backs), total, f"{heat} taco backs")
        for (spice, special), back in zip(faces, backs, strict=True):
            name = by_key[special].name if special else ""
            cards.append(Card(first_id + len(cards), heat, back.key, back.name, back.value,
                              back_fists, back.stabs, spice, special, name))
    missing = [h for h in HEATS if h not in seen]
    if missing:
        raise top.fail("decks", f"missing the {', '.join(missing)} deck")
    return tuple(specials), cards


def _seconds(fields: Fields, key: str, minimum: float = 0) -> float:
    """A duration in seconds that is a whole number of game steps."""
    value = fields.get(key, float, minimum=minimum)
    steps = value * STEPS_PER_SECOND
    if abs(steps - round(steps)) > 1e-6:
        raise fields.fail(key, f"{value} s is not a whole number of 1/{STEPS_PER_SECOND} s steps")
    return value


def _parse_game(raw: object, file: str, cards: list[Card]) -> GameNumbers:
    top = Fields(raw, file, "")
    max_players = top.get("max_players", int, minimum=1, maximum=8)
    plates = top.get("plates_per_player", int, minimum=1, maximum=9)
    heats = tuple(top.get("wave_heats", list))
    for i, heat in enumerate(heats):
        if heat not in HEATS:
            raise DataError(file, f"wave_heats[{i}]", f"unknown heat {heat!r}")
    if not heats:
        raise top.fail("wave_heats", "lists no waves")
    stab = top.sub("stab")
    difficulties: list[Difficulty] = []
    for entry in top.items("difficulties"):
        waves = entry.get("waves", list)
        for i, count in enumerate(waves):
            if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= plates:
                raise entry.fail(f"waves[{i}]", f"should be a whole number 1..{plates}, "
                                 f"found {count!r}")
        if len(waves) != len(heats):
            raise entry.fail("waves", f"has {len(waves)} waves, wave_heats has {len(heats)}")
        difficulties.append(Difficulty(entry.get("key", str), entry.get("name", str),
                                       tuple(waves), _seconds(entry, "prep_seconds")))
        for heat in HEATS:
            needed = max_players * sum(c for c, h in zip(waves, heats, strict=True) if h == heat)
            have = sum(1 for c in cards if c.deck == heat)
            if needed > have:
                raise entry.fail("waves", f"{max_players} players need {needed} {heat} tacos, "
                                 f"the deck has {have}")
    if not difficulties:
        raise top.fail("difficulties", "lists no difficulty")
    return {
        "max_players": max_players,
        "plates_per_player": plates,
        "fight_seconds": _seconds(top, "fight_seconds", minimum=1),
        "assist_seconds": _seconds(top, "assist_seconds", minimum=1),
        "max_held": top.get("max_held", int, minimum=0),
        "grab_size": top.get("grab_size", int, minimum=1),
        "stab_taps": stab.get("taps", int, minimum=1),
        "stab_window_seconds": _seconds(stab, "window_seconds", minimum=0.1),
        "solo_may_defeat_own": top.get("solo_may_defeat_own", bool),
        "wave_heats": heats,
        "difficulties": tuple(difficulties),
    }


def _parse_bots(raw: object, file: str) -> tuple[BotSkill, ...]:
    top = Fields(raw, file, "")
    skills: list[BotSkill] = []
    for entry in top.items("skills"):
        skills.append(BotSkill(
            key=entry.get("key", str),
            reaction_seconds=entry.get("reaction_seconds", float, minimum=0.05),
            jitter=entry.get("jitter", float, minimum=0.0, maximum=0.9),
            tap_seconds=entry.get("tap_seconds", float, minimum=1 / STEPS_PER_SECOND),
            miss_chance=entry.get("miss_chance", float, minimum=0.0, maximum=1.0),
            pool_target=entry.get("pool_target", int, minimum=1)))
    if not skills:
        raise top.fail("skills", "lists no bot skill")
    return tuple(skills)
