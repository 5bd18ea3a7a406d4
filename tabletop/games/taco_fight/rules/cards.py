"""¡Taco Fight!'s cards and rule numbers: the models of data/taco_fight/*.yaml."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from msgspec import structs

from tabletop.core.data_model import Invalid, Meta, Model, Positive, Text, Whole, load_model
from tabletop.core.data_model_errors import error_at
from tabletop.core.registry import DataReader

INGREDIENTS_FILE = "taco_fight/ingredients.yaml"
TACOS_FILE = "taco_fight/tacos.yaml"
GAME_FILE = "taco_fight/game.yaml"
BOTS_FILE = "taco_fight/bots.yaml"

INGREDIENT = "ingredient"
HEATS = ("mild", "medium", "hot")
Heat = Literal["mild", "medium", "hot"]
EAT, BLOCK, SMASH = "eat", "block", "smash"
STEPS_PER_SECOND = 60
"""Game-time steps per second (tabletop.core.match.FIXED_STEP is 1/60)."""

Spiciness = Annotated[int, Meta(ge=1, le=7)]
Fists = Annotated[int, Meta(ge=0, le=9)]


def _whole_steps(field: str, value: float) -> None:
    """A duration in seconds must be a whole number of game steps."""
    steps = value * STEPS_PER_SECOND
    if abs(steps - round(steps)) > 1e-6:
        raise Invalid(field, f"{value} s is not a whole number of 1/{STEPS_PER_SECOND} s steps")


# --- ingredients.yaml -------------------------------------------------------------------------

class IngredientType(Model, frozen=True):
    """One kind of ingredient: its building value, fists and how many are in the box."""

    ITEM = "ingredient type"

    key: Annotated[Text, Meta(description="The id the taco backs use.")]
    name: Annotated[Text, Meta(description="How it is named on the card and in sentences.")]
    value: Annotated[int, Meta(ge=0, le=7, description="The spiciness the card adds when "
                               "building a taco (0, 1, 2, ... once each).")]
    count: Annotated[Positive, Meta(description="How many of these cards are in the box.")]
    fists: Annotated[Fists, Meta(description="Smash fists.")]
    two_fist: Annotated[Whole, Meta(description="How many copies carry two fists instead.")] = 0
    stabs: Annotated[bool, Meta(description="The card is a fork, used to stab tacos.")] = False

    def __post_init__(self) -> None:
        if self.two_fist > self.count:
            raise Invalid("two_fist", f"{self.two_fist} two-fist copies but only "
                          f"{self.count} cards")


class IngredientsFile(Model, frozen=True):
    """data/taco_fight/ingredients.yaml: the ingredient deck."""

    total: Annotated[Positive, Meta(description="Ingredient cards in the box.")]
    types: Annotated[tuple[IngredientType, ...], Meta(min_length=1)]

    def __post_init__(self) -> None:
        keys: set[str] = set()
        for index, kind in enumerate(self.types):
            if kind.key in keys:
                raise Invalid(f"types[{index}].key", f"{kind.key!r} is listed twice")
            keys.add(kind.key)
        found = sum(t.count for t in self.types)
        if found != self.total:
            raise Invalid("types", f"ingredient counts add up to {found}, expected {self.total}")
        if sorted(t.value for t in self.types) != list(range(len(self.types))):
            raise Invalid("types", "values must be 0, 1, 2, ... once each (tacos build "
                          "strictly in that order)")
        if not any(t.stabs for t in self.types):
            raise Invalid("types", "no ingredient type stabs (the fork)")


# --- tacos.yaml -------------------------------------------------------------------------------

class Special(Model, frozen=True):
    """A special opponent and the only way it can be beaten (eat, block or smash)."""

    ITEM = "special"

    key: Text
    name: Text
    beaten_by: Literal["eat", "block", "smash"]


class SpicinessRow(Model, frozen=True):
    """`count` plain taco faces of one spiciness."""

    ITEM = "spiciness row"
    NAMED_BY = ("spiciness",)

    spiciness: Spiciness
    count: Positive


class SpecialRow(Model, frozen=True):
    """`count` faces showing one special opponent."""

    ITEM = "special"

    key: Annotated[Text, Meta(description="A special listed under `specials`.")]
    count: Positive


class BackRow(Model, frozen=True):
    """`count` taco backs showing one ingredient."""

    ITEM = "back"
    NAMED_BY = ("ingredient",)

    ingredient: Annotated[Text, Meta(description="An ingredient key of ingredients.yaml.")]
    count: Positive


class TacoDeck(Model, frozen=True):
    """One heat's taco deck: its faces (plain and special) and its backs, `total` of each."""

    ITEM = "deck"
    NAMED_BY = ("heat",)

    heat: Heat
    total: Positive
    spiciness: tuple[SpicinessRow, ...]
    specials: tuple[SpecialRow, ...]
    special_spiciness: Annotated[Spiciness, Meta(description="The spiciness of its specials.")]
    backs: tuple[BackRow, ...]

    def __post_init__(self) -> None:
        faces = sum(r.count for r in self.spiciness) + sum(r.count for r in self.specials)
        if faces != self.total:
            raise Invalid("spiciness", f"{self.heat} taco faces (plain and special) add up to "
                          f"{faces}, expected {self.total}")
        backs = sum(r.count for r in self.backs)
        if backs != self.total:
            raise Invalid("backs", f"{self.heat} taco backs add up to {backs}, "
                          f"expected {self.total}")


class TacosFile(Model, frozen=True):
    """data/taco_fight/tacos.yaml: the special opponents and the three taco decks."""

    back_fists: Annotated[Fists, Meta(description="Fists on the ingredient side of a taco.")]
    specials: tuple[Special, ...]
    decks: tuple[TacoDeck, ...]

    def __post_init__(self) -> None:
        known = [s.key for s in self.specials]
        seen: set[str] = set()
        for index, deck in enumerate(self.decks):
            if deck.heat in seen:
                raise Invalid(f"decks[{index}].heat", f"{deck.heat!r} is listed twice")
            seen.add(deck.heat)
            for row_index, row in enumerate(deck.specials):
                if row.key not in known:
                    raise Invalid(f"decks[{index}].specials[{row_index}].key",
                                  f"unknown special {row.key!r} (known: {', '.join(known)})")
        missing = [h for h in HEATS if h not in seen]
        if missing:
            raise Invalid("decks", f"missing the {', '.join(missing)} deck")


# --- game.yaml --------------------------------------------------------------------------------

class Difficulty(Model, frozen=True):
    """A difficulty: how many tacos attack each plate in each wave, and the prep timer."""

    ITEM = "difficulty"

    key: Text
    name: Text
    waves: Annotated[tuple[Positive, ...], Meta(description="Tacos per plate in each wave "
                                                "(one number for each of wave_heats).")]
    prep_seconds: Annotated[float, Meta(ge=0, description="0 = prep is untimed.")]

    def __post_init__(self) -> None:
        _whole_steps("prep_seconds", self.prep_seconds)


class Stab(Model, frozen=True):
    """Stabbing a taco with a fork."""

    taps: Annotated[Positive, Meta(description="Taps of the fork needed to eat a taco...")]
    window_seconds: Annotated[float, Meta(ge=0.1, description="...within this long after the "
                                          "first tap, or the stab lapses.")]

    def __post_init__(self) -> None:
        _whole_steps("window_seconds", self.window_seconds)


class GameFile(Model, frozen=True):
    """data/taco_fight/game.yaml: the numbers the rulebook leaves open."""

    max_players: Annotated[int, Meta(ge=1, le=8)]
    plates_per_player: Annotated[int, Meta(ge=1, le=9)]
    fight_seconds: Annotated[float, Meta(ge=1, description="The hourglass.")]
    assist_seconds: Annotated[float, Meta(ge=1, description="The hourglass with the longer "
                                          "hourglass (assist) option.")]
    max_held: Annotated[Whole, Meta(description="Holding more tacos than this is a food coma.")]
    grab_size: Annotated[Positive, Meta(description="Cards taken from the ingredient stack per "
                                        "grab.")]
    stab: Stab
    solo_may_defeat_own: Annotated[bool, Meta(description="One player alone may smash and stab "
                                              "the tacos attacking them.")]
    wave_heats: Annotated[tuple[Heat, ...], Meta(min_length=1, description="The heat of each "
                                                 "wave, in order.")]
    difficulties: Annotated[tuple[Difficulty, ...], Meta(min_length=1)]

    def __post_init__(self) -> None:
        _whole_steps("fight_seconds", self.fight_seconds)
        _whole_steps("assist_seconds", self.assist_seconds)
        for index, level in enumerate(self.difficulties):
            for wave, count in enumerate(level.waves):
                if count > self.plates_per_player:
                    raise Invalid(f"difficulties[{index}].waves[{wave}]",
                                  f"should be 1 to {self.plates_per_player}, found {count}")
            if len(level.waves) != len(self.wave_heats):
                raise Invalid(f"difficulties[{index}].waves", f"has {len(level.waves)} waves, "
                              f"wave_heats has {len(self.wave_heats)}")


# --- bots.yaml --------------------------------------------------------------------------------

class BotSkill(Model, frozen=True):
    """How a computer teammate of one skill level plays (times in game seconds)."""

    ITEM = "skill"

    key: Text
    reaction_seconds: Annotated[float, Meta(ge=0.05, description="Average pause between two "
                                            "decisions.")]
    jitter: Annotated[float, Meta(ge=0, le=0.9, description="The pause varies by +/- this "
                                  "fraction at random.")]
    tap_seconds: Annotated[float, Meta(ge=1 / STEPS_PER_SECOND, description="Pause between two "
                                       "taps of a fork.")]
    miss_chance: Annotated[float, Meta(ge=0, le=1, description="How often the bot overlooks a "
                                       "useful play and just flips on.")]
    pool_target: Annotated[Positive, Meta(description="The bot grabs while pantry and kitchen "
                                          "hold fewer cards.")]


class BotsFile(Model, frozen=True):
    """data/taco_fight/bots.yaml: the computer teammates."""

    skills: Annotated[tuple[BotSkill, ...], Meta(min_length=1)]


# --- what the rules receive -------------------------------------------------------------------

class Card(Model, frozen=True):
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

    @property
    def key(self) -> str:
        """How tutorials and tests name the card, never its words: an ingredient card by its
        ingredient's key ("tortilla"), a special taco by its own ("fajita"), any other taco
        by its deck and spiciness ("mild-2")."""
        if not self.is_taco:
            return self.ingredient
        return self.special or f"{self.deck}-{self.spiciness}"


class TacoFightData(GameFile, frozen=True, kw_only=True):
    """The game file's numbers, plus every card in the box (index == id), the ingredient types,
    the specials and the bot skills of the other three files."""

    cards: tuple[Card, ...]
    ingredient_types: tuple[IngredientType, ...]
    specials: tuple[Special, ...]
    bot_skills: tuple[BotSkill, ...]

    @property
    def stab_taps(self) -> int:
        return self.stab.taps

    @property
    def stab_window_seconds(self) -> float:
        return self.stab.window_seconds

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


DATA_MODELS: dict[str, type] = {INGREDIENTS_FILE: IngredientsFile, TACOS_FILE: TacosFile,
                                GAME_FILE: GameFile, BOTS_FILE: BotsFile}
"""Each file this game reads (under data/) and its model."""


def load_data(reader: DataReader) -> TacoFightData:
    """Read the four data files; a DataError names the file, the card and the field."""
    return parse_data(reader(INGREDIENTS_FILE), reader(TACOS_FILE), reader(GAME_FILE),
                      reader(BOTS_FILE))


def _label(name: str) -> str:
    return f"data/{name}"


def parse_data(ingredients: Any, tacos: Any, game: Any, bots: Any) -> TacoFightData:
    """The parsed YAML of the four files as the models, checked against each other."""
    kinds = load_model(ingredients, IngredientsFile, _label(INGREDIENTS_FILE))
    decks = load_model(tacos, TacosFile, _label(TACOS_FILE))
    numbers = load_model(game, GameFile, _label(GAME_FILE))
    skills = load_model(bots, BotsFile, _label(BOTS_FILE))
    cards: list[Card] = []
    for t in kinds.types:
        for copy in range(t.count):
            fists = 2 if copy < t.two_fist else t.fists
            cards.append(Card(len(cards), INGREDIENT, t.key, t.name, t.value, fists, t.stabs))
    cards += _taco_cards(decks, tacos, kinds.types, len(cards))
    _check_waves(numbers, game, cards)
    return TacoFightData(**structs.asdict(numbers), cards=tuple(cards),
                         ingredient_types=kinds.types, specials=decks.specials,
                         bot_skills=skills.skills)


def _taco_cards(decks: TacosFile, raw: Any, types: tuple[IngredientType, ...],
                first_id: int) -> list[Card]:
    by_key = {s.key: s for s in decks.specials}
    type_by_key = {t.key: t for t in types}
    cards: list[Card] = []
    for index, deck in enumerate(decks.decks):
        faces = [(row.spiciness, "") for row in deck.spiciness for _ in range(row.count)]
        faces += [(deck.special_spiciness, row.key) for row in deck.specials
                  for _ in range(row.count)]
        backs: list[IngredientType] = []
        for row_index, row in enumerate(deck.backs):
            if row.ingredient not in type_by_key:
                raise error_at(_label(TACOS_FILE), raw, TacosFile,
                               f"decks[{index}].backs[{row_index}].ingredient",
                               f"unknown ingredient {row.ingredient!r} (known: "
                               f"{', '.join(type_by_key)})")
            backs += [type_by_key[row.ingredient]] * row.count
        for (spice, special), back in zip(faces, backs, strict=True):
            name = by_key[special].name if special else ""
            cards.append(Card(first_id + len(cards), deck.heat, back.key, back.name, back.value,
                              decks.back_fists, back.stabs, spice, special, name))
    return cards


def _check_waves(numbers: GameFile, raw: Any, cards: list[Card]) -> None:
    """Each difficulty's waves, at the most players, must not need more tacos than a deck has."""
    for index, level in enumerate(numbers.difficulties):
        for heat in HEATS:
            needed = numbers.max_players * sum(
                c for c, h in zip(level.waves, numbers.wave_heats, strict=True) if h == heat)
            have = sum(1 for c in cards if c.deck == heat)
            if needed > have:
                raise error_at(_label(GAME_FILE), raw, GameFile, f"difficulties[{index}].waves",
                               f"{numbers.max_players} players need {needed} {heat} tacos, "
                               f"the deck has {have}")
