"""Crazy Taco's cards, dice, board and menu: the models of data/crazy_taco/*.yaml."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cached_property
from types import MappingProxyType
from typing import Annotated, Any, ClassVar, Literal

from msgspec import structs

from tabletop.core.data_model import Invalid, Meta, Model, Positive, Text, Whole, load_model
from tabletop.core.data_model_errors import error_at
from tabletop.core.errors import DataError

FACES = ("money", "food", "drink", "blank", "rest")
USABLE_FACES = ("money", "food", "drink", "blank")
CUSTOMER_KINDS = ("welcome", "ordinary", "vip", "pickpocket", "bonus", "extra", "prepaid")
ORDER_KINDS = ("welcome", "ordinary", "vip", "pickpocket", "prepaid")
BONUS_KINDS = ("cleaning", "free_time", "meal_voucher", "staff_key")
MESSAGES = ("none", "open", "task")
INSPECTION_RULES = ("none_resting", "per_cleaning_card", "per_resting")
MENU_EFFECTS = ("serve_all", "to_money", "recover_rest", "set_faces", "popularity")
DIE_ROLES = ("manager", "employee", "trainee")

Face = Literal["money", "food", "drink", "blank", "rest"]
UsableFace = Literal["money", "food", "drink", "blank"]
CustomerKind = Literal["welcome", "ordinary", "vip", "pickpocket", "bonus", "extra", "prepaid"]

DIR = "crazy_taco"


def _file(name: str) -> str:
    return f"data/{DIR}/{name}"


class Penalty(Model, frozen=True):
    """What a card costs when it is lost: popularity stars and/or a fine in dollars."""

    stars: Whole = 0
    fine: Whole = 0


# --- board.yaml -------------------------------------------------------------------------------

class Popularity(Model, frozen=True):
    """The popularity track, in stars."""

    start: Positive
    cap: Positive
    lost_at: Annotated[Whole, Meta(description="At this many stars the restaurant closes.")]


class Advertising(Model, frozen=True):
    cost: Whole
    stars: Positive


class Line(Model, frozen=True):
    """How the line of customers moves up."""

    age_every_turn: Annotated[bool, Meta(description="Every Phase 1 moves the line up one "
                                         "place before arrivals.")]
    age_when_deck_empty: Annotated[bool, Meta(description="Closing time: with nothing left to "
                                              "arrive the line still moves up.")]
    leftover_bonus_penalised: Annotated[bool, Meta(description="Bonus cards still waiting when "
                                                   "the day ends give their penalty.")]


class Versus(Model, frozen=True):
    """The 1 v 1 game's hand."""

    hand_size: Positive
    opening_draw: Annotated[Whole, Meta(description="Plus the WELCOME cards.")]
    redraw_count: Annotated[Positive, Meta(description="Discard this many to the bottom and draw "
                                           "as many, losing the turn.")]
    redraw_needs_deck: Annotated[Whole, Meta(description="The deck must hold at least this many "
                                             "cards to redraw.")]
    redraws_in_a_row: Annotated[Whole, Meta(description="At most this many redraws in a row.")]
    extra_offer_per_loss: Annotated[Whole, Meta(description="Extra cards the manager may reveal "
                                                "each time stars are lost.")]


class Board(Model, frozen=True):
    """data/crazy_taco/board.yaml: board sizes, tracks and prices."""

    counter_positions: Positive
    patience_slots: Annotated[int, Meta(ge=0, le=1)]
    rest_room_spaces: Positive
    bonus_zone_slots: Whole
    extra_slots: Annotated[int, Meta(ge=0, le=1)]
    popularity: Popularity
    cash_start: Whole
    overtime_costs: Annotated[tuple[Whole, ...], Meta(min_length=1, description="The first "
                                                      "and second overtime's costs.")]
    reroll_cost: Whole
    advertising: Advertising
    fine_locks_die: Annotated[Text, Meta(description="The die (an id of dice.yaml) held in the "
                                         "FINE zone while a fine is unpaid.")]
    customer_deck_size: Annotated[Positive, Meta(description="The solo deck, WELCOME cards "
                                                 "included.")]
    welcome_positions: Whole
    line: Line
    versus: Versus

    def __post_init__(self) -> None:
        if self.popularity.start > self.popularity.cap:
            raise Invalid("popularity.start", "is above the cap")
        if self.popularity.lost_at >= self.popularity.start:
            raise Invalid("popularity.lost_at", "must be below the start")
        if self.welcome_positions > self.counter_positions:
            raise Invalid("welcome_positions", "more than the counter holds")

    @property
    def popularity_start(self) -> int:
        return self.popularity.start

    @property
    def popularity_cap(self) -> int:
        return self.popularity.cap

    @property
    def popularity_lost_at(self) -> int:
        return self.popularity.lost_at

    @property
    def advertising_cost(self) -> int:
        return self.advertising.cost

    @property
    def advertising_stars(self) -> int:
        return self.advertising.stars

    @property
    def age_every_turn(self) -> bool:
        return self.line.age_every_turn

    @property
    def age_when_deck_empty(self) -> bool:
        return self.line.age_when_deck_empty

    @property
    def leftover_bonus_penalised(self) -> bool:
        return self.line.leftover_bonus_penalised

    @property
    def hand_size(self) -> int:
        return self.versus.hand_size

    @property
    def opening_draw(self) -> int:
        return self.versus.opening_draw

    @property
    def redraw_count(self) -> int:
        return self.versus.redraw_count

    @property
    def redraw_needs_deck(self) -> int:
        return self.versus.redraw_needs_deck

    @property
    def redraws_in_a_row(self) -> int:
        return self.versus.redraws_in_a_row

    @property
    def extra_offer_per_loss(self) -> int:
        return self.versus.extra_offer_per_loss


# --- dice.yaml --------------------------------------------------------------------------------

class DieDef(Model, frozen=True):
    """One worker die and its six faces."""

    ITEM = "die"

    id: Text
    name: Text
    role: Literal["manager", "employee", "trainee"]
    faces: Annotated[tuple[Face, ...], Meta(extra_json_schema={"minItems": 6, "maxItems": 6})]

    def __post_init__(self) -> None:
        if len(self.faces) != 6:
            raise Invalid("faces", f"a die has 6 faces, found {len(self.faces)}")


class DiceFile(Model, frozen=True):
    """data/crazy_taco/dice.yaml: the workers."""

    dice: Annotated[tuple[DieDef, ...], Meta(min_length=1)]

    def __post_init__(self) -> None:
        ids = [d.id for d in self.dice]
        for index, die_id in enumerate(ids):
            if die_id in ids[:index]:
                raise Invalid(f"dice[{index}].id", f"two dice share the id {die_id!r}")


# --- customers.yaml ---------------------------------------------------------------------------

class CustomerRow(Model, frozen=True):
    """One line of the customer deck: `count` identical cards with ids "<key>-1", "<key>-2"...

    Orders (welcome, ordinary, vip, pickpocket, prepaid) need food, drink and price; a bonus
    card its bonus; an Extra its cost, resale and convert_to (`REQUIRED`)."""

    ITEM = "customer"

    key: Text
    name: Text
    kind: CustomerKind
    count: Positive
    food: Whole = 0
    drink: Whole = 0
    price: Whole = 0
    message: Annotated[Literal["none", "open", "task"], Meta(
        description="open: draw / play one more customer; task: reveal a task card.")] = "none"
    penalty: Penalty = Penalty()
    served_penalty: Annotated[Penalty | None, Meta(description="Served in time, then lost "
                                                   "unpaid (the VIP).")] = None
    reward_stars: Whole = 0
    bonus: Literal["", "cleaning", "free_time", "meal_voucher", "staff_key"] = ""
    take_faces: Annotated[tuple[UsableFace, ...], Meta(description="The faces that take this "
                                                       "bonus card.")] = ()
    activate_faces: Annotated[tuple[UsableFace, ...], Meta(description="The faces that "
                                                           "activate the key.")] = ()
    captive_turns: Annotated[Whole, Meta(description="How long the die stays.")] = 0
    cost: Whole = 0
    resale: Whole = 0
    convert_from: tuple[UsableFace, ...] = ()
    convert_to: Literal["", "money", "food", "drink", "blank"] = ""

    REQUIRED: ClassVar[Mapping[str, tuple[str, ...]]] = MappingProxyType({
        **{kind: ("food", "drink", "price") for kind in ORDER_KINDS},
        "bonus": ("bonus",), "extra": ("cost", "resale", "convert_to")})
    """The fields a card of each kind must give (the others keep their defaults)."""

    def __post_init__(self) -> None:
        if self.kind in ORDER_KINDS and self.food + self.drink == 0:
            raise Invalid("food", "an order needs at least one food or drink")
        if self.kind == "bonus":
            if self.bonus != "free_time" and not self.take_faces:
                raise Invalid("take_faces", "missing (which faces take this card)")
            if self.bonus == "staff_key" and not self.activate_faces:
                raise Invalid("activate_faces", "missing (which faces activate the key)")
            if self.bonus in ("cleaning", "staff_key") and self.captive_turns < 1:
                raise Invalid("captive_turns", "missing (how long the die stays)")
        if self.kind == "extra" and not self.convert_from:
            raise Invalid("convert_from", "missing (which faces it converts)")

    @property
    def is_order(self) -> bool:
        """A customer with food and drink to serve (not a bonus card or an Extra)."""
        return self.kind in ORDER_KINDS

    @property
    def is_bonus(self) -> bool:
        return self.kind == "bonus"

    def lost_penalty(self, served: bool) -> Penalty:
        """What losing this card costs; a served customer may cost less (the VIP)."""
        if served and self.served_penalty is not None:
            return self.served_penalty
        return self.penalty


class CustomerCard(CustomerRow, frozen=True, kw_only=True):
    """One card of the customer deck (a customer, a bonus card, an Extra or a prepaid order)."""

    id: str


class Totals(Model, frozen=True):
    """How many cards of each kind the deck holds."""

    welcome: Whole
    ordinary: Whole
    vip: Annotated[int, Meta(ge=0, le=1)]
    pickpocket: Annotated[int, Meta(ge=0, le=1)]
    bonus: Whole
    extra: Whole
    prepaid: Whole


def _required_by_kind() -> dict[str, Any]:
    """CustomerRow.REQUIRED as JSON Schema, so an editor asks for them too."""
    return {"allOf": [{"if": {"properties": {"kind": {"const": kind}}},
                       "then": {"required": list(names)}}
                      for kind, names in CustomerRow.REQUIRED.items()]}


class CustomersFile(Model, frozen=True):
    """data/crazy_taco/customers.yaml: the customer deck."""

    totals: Totals
    cards: Annotated[tuple[Annotated[CustomerRow, Meta(extra_json_schema=_required_by_kind())],
                           ...], Meta(min_length=1)]

    def __post_init__(self) -> None:
        keys: set[str] = set()
        for index, row in enumerate(self.cards):
            if row.key in keys:
                raise Invalid(f"cards[{index}].key", f"{row.key!r} is used twice")
            keys.add(row.key)
        for kind in CUSTOMER_KINDS:
            wanted = getattr(self.totals, kind)
            found = sum(row.count for row in self.cards if row.kind == kind)
            if found != wanted:
                raise Invalid(f"totals.{kind}", f"{kind} cards add up to {found}, "
                              f"expected {wanted}")


# --- tasks.yaml and specials.yaml -------------------------------------------------------------

class TaskRow(Model, frozen=True):
    """One line of the task deck: `count` identical storeroom tasks."""

    ITEM = "task"

    key: Text
    name: Text
    count: Positive
    die: Annotated[UsableFace, Meta(description="The face that resolves it.")]
    turns: Annotated[Positive, Meta(description="How long that die stays captive.")]
    cost: Annotated[Whole, Meta(description="Paid when the die comes back.")]
    penalty: Annotated[Penalty, Meta(description="When a new task replaces it unresolved.")] = (
        Penalty())


class TaskCard(TaskRow, frozen=True, kw_only=True):
    """A storeroom task card: its line of the task deck and its id."""

    id: str


class TasksFile(Model, frozen=True):
    """data/crazy_taco/tasks.yaml: the task cards."""

    total: Whole
    tasks: tuple[TaskRow, ...]

    def __post_init__(self) -> None:
        found = sum(row.count for row in self.tasks)
        if found != self.total:
            raise Invalid("total", f"task cards add up to {found}, expected {self.total}")


class InspectionCard(Model, frozen=True):
    """A Kitchen Heads-Up inspection and how its fine is worked out."""

    ITEM = "inspection"

    key: Text
    name: Text
    rule: Literal["none_resting", "per_cleaning_card", "per_resting"]
    amount: Whole

    @property
    def id(self) -> str:
        return f"inspection-{self.key}"


class PinataCard(Model, frozen=True):
    """The Fiesta Piñata bonus (Kickstarter/event card); its key is its id."""

    key: Text
    name: Text
    die: UsableFace
    turns: Positive
    reward: Whole
    penalty: Penalty = Penalty()

    @property
    def id(self) -> str:
        return self.key


class SpecialsFile(Model, frozen=True):
    """data/crazy_taco/specials.yaml: the inspections (one goes into the deck) and the piñata."""

    inspections: Annotated[tuple[InspectionCard, ...], Meta(min_length=1)]
    pinata: PinataCard


# --- menu.yaml --------------------------------------------------------------------------------

class MenuVariant(Model, frozen=True, rename={"cost": "faces"}):
    """One way to pay for a menu option: exact dice faces, and how much it gives."""

    ITEM = "way to pay"

    cost: Annotated[dict[UsableFace, Positive], Meta(description="How many dice of each face.")]
    amount: Whole

    @cached_property
    def faces(self) -> tuple[tuple[str, int], ...]:
        """(face, how many) in the file's order."""
        return tuple(self.cost.items())

    @property
    def dice_count(self) -> int:
        return sum(n for _, n in self.faces)


class MenuOption(Model, frozen=True):
    """A dish of the menu card, paid with dice faces."""

    ITEM = "menu option"
    NAMED_BY = ("id", "name")

    id: Text
    name: Text
    effect: Literal["serve_all", "to_money", "recover_rest", "set_faces", "popularity"]
    variants: Annotated[tuple[MenuVariant, ...], Meta(min_length=1)]


class MenuFile(Model, frozen=True):
    """data/crazy_taco/menu.yaml: the menu card."""

    options: tuple[MenuOption, ...]


# --- what the rules receive -------------------------------------------------------------------

Card = CustomerCard | TaskCard | InspectionCard | PinataCard


class CrazyTacoData(Model, frozen=True):
    """Everything Crazy Taco reads from data/crazy_taco/."""

    board: Board
    dice: tuple[DieDef, ...]
    customers: tuple[CustomerCard, ...]
    tasks: tuple[TaskCard, ...]
    inspections: tuple[InspectionCard, ...]
    pinata: PinataCard
    menu: tuple[MenuOption, ...]

    @cached_property
    def cards(self) -> dict[str, Any]:
        """Every card by id."""
        every: list[Card] = [*self.customers, *self.tasks, *self.inspections, self.pinata]
        return {card.id: card for card in every}

    @cached_property
    def dice_by_id(self) -> dict[str, DieDef]:
        return {d.id: d for d in self.dice}

    def card(self, card_id: str) -> Any:
        """Any card by id (customer, task, inspection or the piñata)."""
        return self.cards[card_id]

    def die(self, die_id: str) -> DieDef:
        return self.dice_by_id[die_id]

    def menu_option(self, option_id: str) -> MenuOption | None:
        for option in self.menu:
            if option.id == option_id:
                return option
        return None

    def of_kind(self, kind: str) -> list[CustomerCard]:
        return [c for c in self.customers if c.kind == kind]


DATA_MODELS: dict[str, type] = {f"{DIR}/board.yaml": Board, f"{DIR}/dice.yaml": DiceFile,
                                f"{DIR}/customers.yaml": CustomersFile,
                                f"{DIR}/tasks.yaml": TasksFile,
                                f"{DIR}/specials.yaml": SpecialsFile,
                                f"{DIR}/menu.yaml": MenuFile}
"""Each file this game reads (under data/) and its model, in reading order."""


def _customers(raw: Any) -> tuple[CustomerCard, ...]:
    deck = load_model(raw, CustomersFile, _file("customers.yaml"))
    cards: list[CustomerCard] = []
    for index, row in enumerate(deck.cards):
        for name in CustomerRow.REQUIRED.get(row.kind, ()):
            if name not in raw["cards"][index]:
                raise error_at(_file("customers.yaml"), raw, CustomersFile,
                               f"cards[{index}].{name}", "missing")
        values = structs.asdict(row)
        cards += [CustomerCard(id=f"{row.key}-{i}", **values) for i in range(1, row.count + 1)]
    return tuple(cards)


def _tasks(raw: Any) -> tuple[TaskCard, ...]:
    deck = load_model(raw, TasksFile, _file("tasks.yaml"))
    return tuple(TaskCard(id=f"{row.key}-{i}", **structs.asdict(row))
                 for row in deck.tasks for i in range(1, row.count + 1))


def load_data(reader: Callable[[str], Any]) -> CrazyTacoData:
    """Read every Crazy Taco data file; DataError names the file, card and field."""
    board = load_model(reader(f"{DIR}/board.yaml"), Board, _file("board.yaml"))
    dice = load_model(reader(f"{DIR}/dice.yaml"), DiceFile, _file("dice.yaml")).dice
    customers = _customers(reader(f"{DIR}/customers.yaml"))
    tasks = _tasks(reader(f"{DIR}/tasks.yaml"))
    specials = load_model(reader(f"{DIR}/specials.yaml"), SpecialsFile, _file("specials.yaml"))
    menu = load_model(reader(f"{DIR}/menu.yaml"), MenuFile, _file("menu.yaml")).options
    solo = [c for c in customers if c.kind != "prepaid"]
    if len(solo) != board.customer_deck_size:
        raise DataError(_file("customers.yaml"), "field 'cards'",
                        f"solo deck cards (all but prepaid) add up to {len(solo)}, expected "
                        f"{board.customer_deck_size} (customer_deck_size in board.yaml)")
    welcome = [c for c in customers if c.kind == "welcome"]
    if len(welcome) != board.welcome_positions:
        raise DataError(_file("customers.yaml"), "field 'totals.welcome'",
                        f"{len(welcome)} WELCOME cards for {board.welcome_positions} positions "
                        "(welcome_positions in board.yaml)")
    if board.fine_locks_die not in {d.id for d in dice}:
        raise DataError(_file("board.yaml"), "field 'fine_locks_die'",
                        f"{board.fine_locks_die!r} is not a die id of dice.yaml")
    data = CrazyTacoData(board, dice, customers, tasks, specials.inspections, specials.pinata,
                         menu)
    seen: set[str] = set()
    every: list[Card] = [*customers, *tasks, *specials.inspections, specials.pinata]
    for card in every:
        if card.id in seen:
            raise DataError(_file("customers.yaml"), f"card {card.id!r}",
                            "two cards share this id")
        seen.add(card.id)
    for die in dice:
        if die.id in data.cards:
            raise DataError(_file("dice.yaml"), f"die {die.id!r}", "a die and a card share "
                            "this id")
    return data
