"""Crazy Taco's cards, dice, board and menu, loaded from data/crazy_taco/ and validated."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.errors import DataError
from tabletop.core.schema import Fields, expect_total

FACES = ("money", "food", "drink", "blank", "rest")
USABLE_FACES = ("money", "food", "drink", "blank")
CUSTOMER_KINDS = ("welcome", "ordinary", "vip", "pickpocket", "bonus", "extra", "prepaid")
ORDER_KINDS = ("welcome", "ordinary", "vip", "pickpocket", "prepaid")
BONUS_KINDS = ("cleaning", "free_time", "meal_voucher", "staff_key")
MESSAGES = ("none", "open", "task")
INSPECTION_RULES = ("none_resting", "per_cleaning_card", "per_resting")
MENU_EFFECTS = ("serve_all", "to_money", "recover_rest", "set_faces", "popularity")
DIE_ROLES = ("manager", "employee", "trainee")

DIR = "crazy_taco"


def _file(name: str) -> str:
    return f"data/{DIR}/{name}"


@dataclass(frozen=True)
class Penalty:
    """What a card costs when it is lost: popularity stars and/or a fine in dollars."""

    stars: int = 0
    fine: int = 0


@dataclass(frozen=True)
class DieDef:
    """One worker die and its six faces."""

    id: str
    name: str
    role: str
    faces: tuple[str, ...]


@dataclass(frozen=True)
class CustomerCard:
    """One card of the customer deck (a customer, a bonus card, an Extra or a prepaid order)."""

    id: str
    key: str
    name: str
    kind: str
    food: int = 0
    drink: int = 0
    price: int = 0
    message: str = "none"
    penalty: Penalty = Penalty()
    served_penalty: Penalty | None = None
    reward_stars: int = 0
    bonus: str = ""
    take_faces: tuple[str, ...] = ()
    activate_faces: tuple[str, ...] = ()
    captive_turns: int = 0
    cost: int = 0
    resale: int = 0
    convert_from: tuple[str, ...] = ()
    convert_to: str = ""

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


@dataclass(frozen=True)
class TaskCard:
    """A storeroom task: the die face that resolves it, how long, its cost and its penalty."""

    id: str
    key: str
    name: str
    die: str
    turns: int
    cost: int
    penalty: Penalty


@dataclass(frozen=True)
class InspectionCard:
    """A Kitchen Heads-Up inspection and how its fine is worked out."""

    id: str
    key: str
    name: str
    rule: str
    amount: int


@dataclass(frozen=True)
class PinataCard:
    """The Fiesta Piñata bonus (Kickstarter/event card)."""

    id: str
    name: str
    die: str
    turns: int
    reward: int
    penalty: Penalty


@dataclass(frozen=True)
class MenuVariant:
    """One way to pay for a menu option: exact dice faces, and how much it gives."""

    faces: tuple[tuple[str, int], ...]
    amount: int

    @property
    def dice_count(self) -> int:
        return sum(n for _, n in self.faces)


@dataclass(frozen=True)
class MenuOption:
    """A dish of the menu card, paid with dice faces."""

    id: str
    name: str
    effect: str
    variants: tuple[MenuVariant, ...]


@dataclass(frozen=True)
class Board:
    """Board sizes, tracks and prices."""

    counter_positions: int
    patience_slots: int
    rest_room_spaces: int
    bonus_zone_slots: int
    extra_slots: int
    popularity_start: int
    popularity_cap: int
    popularity_lost_at: int
    cash_start: int
    overtime_costs: tuple[int, ...]
    reroll_cost: int
    advertising_cost: int
    advertising_stars: int
    fine_locks_die: str
    customer_deck_size: int
    welcome_positions: int
    age_every_turn: bool
    age_when_deck_empty: bool
    leftover_bonus_penalised: bool
    hand_size: int
    opening_draw: int
    redraw_count: int
    redraw_needs_deck: int
    redraws_in_a_row: int
    extra_offer_per_loss: int


@dataclass(frozen=True)
class CrazyTacoData:
    """Everything Crazy Taco reads from data/crazy_taco/."""

    board: Board
    dice: tuple[DieDef, ...]
    customers: tuple[CustomerCard, ...]
    tasks: tuple[TaskCard, ...]
    inspections: tuple[InspectionCard, ...]
    pinata: PinataCard
    menu: tuple[MenuOption, ...]
    cards: dict[str, Any] = field(default_factory=dict, compare=False)
    dice_by_id: dict[str, DieDef] = field(default_factory=dict, compare=False)

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


def _penalty(item: Fields, key: str = "penalty") -> Penalty:
    if key not in item.data:
        return Penalty()
    sub = item.sub(key)
    return Penalty(sub.get("stars", int, 0, minimum=0), sub.get("fine", int, 0, minimum=0))


def _faces(item: Fields, key: str, allowed: tuple[str, ...]) -> tuple[str, ...]:
    raw = item.get(key, list, [])
    for face in raw:
        if face not in allowed:
            raise item.fail(key, f"{face!r} is not a face (use: {', '.join(allowed)})")
    return tuple(raw)


def _board(raw: Any) -> Board:
    f = Fields(raw, _file("board.yaml"), "")
    pop = f.sub("popularity")
    adv = f.sub("advertising")
    line = f.sub("line")
    versus = f.sub("versus")
    overtime = f.get("overtime_costs", list)
    if not overtime or not all(isinstance(c, int) and c >= 0 for c in overtime):
        raise f.fail("overtime_costs", "should be a list of whole numbers")
    board = Board(
        counter_positions=f.get("counter_positions", int, minimum=1),
        patience_slots=f.get("patience_slots", int, minimum=0, maximum=1),
        rest_room_spaces=f.get("rest_room_spaces", int, minimum=1),
        bonus_zone_slots=f.get("bonus_zone_slots", int, minimum=0),
        extra_slots=f.get("extra_slots", int, minimum=0, maximum=1),
        popularity_start=pop.get("start", int, minimum=1),
        popularity_cap=pop.get("cap", int, minimum=1),
        popularity_lost_at=pop.get("lost_at", int, minimum=0),
        cash_start=f.get("cash_start", int, minimum=0),
        overtime_costs=tuple(overtime),
        reroll_cost=f.get("reroll_cost", int, minimum=0),
        advertising_cost=adv.get("cost", int, minimum=0),
        advertising_stars=adv.get("stars", int, minimum=1),
        fine_locks_die=f.get("fine_locks_die", str),
        customer_deck_size=f.get("customer_deck_size", int, minimum=1),
        welcome_positions=f.get("welcome_positions", int, minimum=0),
        age_every_turn=line.get("age_every_turn", bool),
        age_when_deck_empty=line.get("age_when_deck_empty", bool),
        leftover_bonus_penalised=line.get("leftover_bonus_penalised", bool),
        hand_size=versus.get("hand_size", int, minimum=1),
        opening_draw=versus.get("opening_draw", int, minimum=0),
        redraw_count=versus.get("redraw_count", int, minimum=1),
        redraw_needs_deck=versus.get("redraw_needs_deck", int, minimum=0),
        redraws_in_a_row=versus.get("redraws_in_a_row", int, minimum=0),
        extra_offer_per_loss=versus.get("extra_offer_per_loss", int, minimum=0),
    )
    if board.popularity_start > board.popularity_cap:
        raise f.fail("popularity.start", "is above the cap")
    if board.popularity_lost_at >= board.popularity_start:
        raise f.fail("popularity.lost_at", "must be below the start")
    if board.welcome_positions > board.counter_positions:
        raise f.fail("welcome_positions", "more than the counter holds")
    return board


def _dice(raw: Any) -> tuple[DieDef, ...]:
    f = Fields(raw, _file("dice.yaml"), "")
    out = []
    for item in f.items("dice"):
        faces = _faces(item, "faces", FACES)
        if len(faces) != 6:
            raise item.fail("faces", f"a die has 6 faces, found {len(faces)}")
        out.append(DieDef(item.get("id", str), item.get("name", str),
                          item.get("role", str, choices=DIE_ROLES), faces))
    ids = [d.id for d in out]
    if len(set(ids)) != len(ids):
        raise f.fail("dice", "two dice share an id")
    if not out:
        raise f.fail("dice", "no dice")
    return tuple(out)


def _customers(raw: Any) -> tuple[CustomerCard, ...]:
    name = _file("customers.yaml")
    f = Fields(raw, name, "")
    totals = f.sub("totals")
    cards: list[CustomerCard] = []
    seen_keys: set[str] = set()
    for item in f.items("cards"):
        key = item.get("key", str)
        if key in seen_keys:
            raise item.fail("key", f"{key!r} is used twice")
        seen_keys.add(key)
        kind = item.get("kind", str, choices=CUSTOMER_KINDS)
        count = item.get("count", int, minimum=1)
        common: dict[str, Any] = {"key": key, "name": item.get("name", str), "kind": kind}
        if kind in ORDER_KINDS:
            common.update(
                food=item.get("food", int, minimum=0),
                drink=item.get("drink", int, minimum=0),
                price=item.get("price", int, minimum=0),
                message=item.get("message", str, "none", choices=MESSAGES),
                penalty=_penalty(item),
                served_penalty=(_penalty(item, "served_penalty")
                                if "served_penalty" in item.data else None),
                reward_stars=item.get("reward_stars", int, 0, minimum=0),
            )
            if common["food"] + common["drink"] == 0:
                raise item.fail("food", "an order needs at least one food or drink")
        elif kind == "bonus":
            bonus = item.get("bonus", str, choices=BONUS_KINDS)
            common.update(
                bonus=bonus,
                penalty=_penalty(item),
                take_faces=_faces(item, "take_faces", USABLE_FACES),
                activate_faces=_faces(item, "activate_faces", USABLE_FACES),
                captive_turns=item.get("captive_turns", int, 0, minimum=0),
            )
            if bonus != "free_time" and not common["take_faces"]:
                raise item.fail("take_faces", "missing (which faces take this card)")
            if bonus == "staff_key" and not common["activate_faces"]:
                raise item.fail("activate_faces", "missing (which faces activate the key)")
            if bonus in ("cleaning", "staff_key") and common["captive_turns"] < 1:
                raise item.fail("captive_turns", "missing (how long the die stays)")
        elif kind == "extra":
            common.update(
                cost=item.get("cost", int, minimum=0),
                resale=item.get("resale", int, minimum=0),
                convert_from=_faces(item, "convert_from", USABLE_FACES),
                convert_to=item.get("convert_to", str, choices=USABLE_FACES),
            )
            if not common["convert_from"]:
                raise item.fail("convert_from", "missing (which faces it converts)")
        for i in range(1, count + 1):
            cards.append(CustomerCard(id=f"{key}-{i}", **common))
    if not cards:
        raise f.fail("cards", "no cards")
    for kind in CUSTOMER_KINDS:
        wanted = totals.get(kind, int, minimum=0)
        found = sum(1 for c in cards if c.kind == kind)
        expect_total(name, f"totals.{kind}", found, wanted, f"{kind} cards")
    for kind in ("vip", "pickpocket"):
        if sum(1 for c in cards if c.kind == kind) > 1:
            raise f.fail(f"totals.{kind}", "at most one such card")
    return tuple(cards)


def _tasks(raw: Any) -> tuple[TaskCard, ...]:
    name = _file("tasks.yaml")
    f = Fields(raw, name, "")
    out = []
    for item in f.items("tasks"):
        key = item.get("key", str)
        count = item.get("count", int, minimum=1)
        fields = dict(key=key, name=item.get("name", str),
                      die=item.get("die", str, choices=USABLE_FACES),
                      turns=item.get("turns", int, minimum=1),
                      cost=item.get("cost", int, minimum=0), penalty=_penalty(item))
        out += [TaskCard(id=f"{key}-{i}", **fields) for i in range(1, count + 1)]
    expect_total(name, "total", len(out), f.get("total", int, minimum=0), "task cards")
    return tuple(out)


def _specials(raw: Any) -> tuple[tuple[InspectionCard, ...], PinataCard]:
    f = Fields(raw, _file("specials.yaml"), "")
    inspections = []
    for item in f.items("inspections"):
        key = item.get("key", str)
        inspections.append(InspectionCard(f"inspection-{key}", key, item.get("name", str),
                                          item.get("rule", str, choices=INSPECTION_RULES),
                                          item.get("amount", int, minimum=0)))
    if not inspections:
        raise f.fail("inspections", "no inspection cards")
    p = f.sub("pinata")
    pinata = PinataCard(p.get("key", str), p.get("name", str),
                        p.get("die", str, choices=USABLE_FACES), p.get("turns", int, minimum=1),
                        p.get("reward", int, minimum=0), _penalty(p))
    return tuple(inspections), pinata


def _menu(raw: Any) -> tuple[MenuOption, ...]:
    f = Fields(raw, _file("menu.yaml"), "")
    out = []
    for item in f.items("options"):
        variants = []
        for v in item.items("variants"):
            faces_raw = v.get("faces", dict)
            faces = []
            for face, n in faces_raw.items():
                if face not in USABLE_FACES:
                    raise v.fail("faces", f"{face!r} is not a face")
                if not isinstance(n, int) or isinstance(n, bool) or n < 1:
                    raise v.fail(f"faces.{face}", "should be a whole number above 0")
                faces.append((face, n))
            variants.append(MenuVariant(tuple(faces), v.get("amount", int, minimum=0)))
        if not variants:
            raise item.fail("variants", "no way to pay for this option")
        out.append(MenuOption(item.get("id", str), item.get("name", str),
                              item.get("effect", str, choices=MENU_EFFECTS), tuple(variants)))
    return tuple(out)


def load_data(reader: Callable[[str], Any]) -> CrazyTacoData:
    """Read and validate every Crazy Taco data file; DataError names the file, card and field."""
    board = _board(reader(f"{DIR}/board.yaml"))
    dice = _dice(reader(f"{DIR}/dice.yaml"))
    customers = _customers(reader(f"{DIR}/customers.yaml"))
    tasks = _tasks(reader(f"{DIR}/tasks.yaml"))
    inspections, pinata = _specials(reader(f"{DIR}/specials.yaml"))
    menu = _menu(reader(f"{DIR}/menu.yaml"))
    solo = [c for c in customers if c.kind != "prepaid"]
    expect_total(_file("customers.yaml"), "cards", len(solo), board.customer_deck_size,
                 "solo deck cards (all but prepaid)")
    welcome = [c for c in customers if c.kind == "welcome"]
    if len(welcome) != board.welcome_positions:
        raise DataError(_file("customers.yaml"), "totals.welcome",
                        f"{len(welcome)} WELCOME cards for {board.welcome_positions} positions")
    if board.fine_locks_die not in {d.id for d in dice}:
        raise DataError(_file("board.yaml"), "fine_locks_die",
                        f"{board.fine_locks_die!r} is not a die id")
    cards: dict[str, Any] = {}
    every: list[CustomerCard | TaskCard | InspectionCard | PinataCard] = [
        *customers, *tasks, *inspections, pinata]
    for card in every:
        if card.id in cards:
            raise DataError(_file("customers.yaml"), card.id, "two cards share this id")
        cards[card.id] = card
    for die in dice:
        if die.id in cards:
            raise DataError(_file("dice.yaml"), die.id, "a die and a card share this id")
    return CrazyTacoData(board, dice, customers, tasks, inspections, pinata, menu, cards,
                         {d.id: d for d in dice})
