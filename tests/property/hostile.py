"""Hostile values for every field of every action type: wrong types, out-of-range numbers, made-up
names, a legal list with one entry twice, real seats that may not act, and real ids of the wrong
kind of card or die taken from the game itself.

Generic over `GameSpec.action_types` (field kinds come from the dataclass annotations); the only
per-game knowledge is `WRONG_KIND` below. Crazy Taco's ids are names, sorted here by kind (a die,
an order, a voucher...), so an id of another kind is never legal. In the other games every id is
a number (cards, tacos, plates and seats overlap), so every number in the state is tried: the
sweep skips the moves `legal_actions` lists (complete in those games) and expects the rest to
be refused.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator
from typing import Any

from tabletop.core.actions import Action

BAD_INTS: tuple[tuple[str, Any], ...] = (
    ("a word", "0"), ("nothing", None), ("a fraction", 1.5), ("a yes", True), ("a no", False),
    ("a list", [0]), ("a tuple", (0,)), ("a dict", {}), ("minus one", -1),
    ("very negative", -(2**31)), ("huge", 10**9), ("enormous", 2**64), ("vast", 10**100),
)
BAD_STRS: tuple[tuple[str, Any], ...] = (
    ("a number", 0), ("nothing", None), ("a fraction", 1.5), ("a yes", True),
    ("a tuple", ("x",)), ("bytes", b"x"), ("made up", "nope"), ("an emoji", "🌮"),
    ("very long", "x" * 300), ("a space", " "), ("an empty name", ""),
)
BAD_BOOLS: tuple[tuple[str, Any], ...] = (
    ("nothing", None), ("a word", "yes"), ("zero", 0), ("one", 1), ("two", 2), ("a list", []),
)
BAD_INT_TUPLES: tuple[tuple[str, Any], ...] = (
    ("nothing", None), ("a number", 0), ("a word", "012"), ("a list", [0]),
    ("holding nothing", (None,)), ("holding a word", ("0",)), ("holding a fraction", (1.5,)),
    ("holding a yes", (True,)), ("holding a tuple", ((0,),)), ("holding minus one", (-1,)),
    ("holding a huge number", (10**9,)),
)
BAD_STR_TUPLES: tuple[tuple[str, Any], ...] = (
    ("nothing", None), ("a word", "abc"), ("a number", 0), ("a list", ["x"]),
    ("holding nothing", (None,)), ("holding a number", (0,)), ("holding a tuple", (("a",),)),
    ("holding made-up names", ("nope", "nada")), ("holding a long name", ("x" * 300,)),
    ("holding an empty name", ("",)),
)
BAD_SEATS: tuple[tuple[str, Any], ...] = BAD_INTS + (("the seat after the last", "players"),)

ANNOTATIONS = {"int": "int", "str": "str", "bool": "bool", "tuple[int, ...]": "ints",
               "tuple[str, ...]": "strs"}


def field_kind(f: dataclasses.Field) -> str:
    """int, str, bool, ints, strs (the action modules use postponed annotations)."""
    annotation = f.type if isinstance(f.type, str) else getattr(f.type, "__name__", "")
    kind = ANNOTATIONS.get(annotation.replace("Tuple", "tuple"))
    assert kind is not None, f"the sweep does not know the field type {f.type!r} of {f.name}"
    return kind


# --- real ids of the wrong kind, per game ----------------------------------------------------

def _ints_in(value: Any, out: set[int], depth: int = 0) -> None:
    if depth > 6 or isinstance(value, bool):
        return
    if isinstance(value, int):
        out.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            _ints_in(item, out, depth + 1)
    elif isinstance(value, list | tuple):
        for item in value:
            _ints_in(item, out, depth + 1)


def state_ints(rules: Any) -> list[int]:
    """Every number in the state (card, taco, plate and seat ids all mixed)."""
    found: set[int] = set()
    snap = rules.snapshot()
    snap.pop("rng", None)
    _ints_in(snap, found)
    return sorted(found)


def _crazy_taco_ids(rules: Any) -> dict[str, list[str]]:
    """Crazy Taco's ids by kind."""
    data = rules.data
    customers = data.customers
    return {
        "die": [d.id for d in data.dice],
        "menu": [o.id for o in data.menu],
        "face": ["money", "food", "drink", "blank", "rest"],
        "order": [c.id for c in customers if c.is_order],
        "bonus": [c.id for c in customers if c.is_bonus],
        "voucher": [c.id for c in customers if c.bonus == "meal_voucher"],
        "key": [c.id for c in customers if c.bonus == "staff_key"],
        "extra": [c.id for c in customers if c.kind == "extra"],
        "task": [t.id for t in data.tasks],
        "inspection": [i.id for i in data.inspections],
        "pinata": [data.pinata.id],
    }


# Which kinds of id each Crazy Taco field may hold (every other kind is wrong for it).
CRAZY_TACO_FIELDS: dict[tuple[str, str], tuple[str, ...]] = {
    ("Serve", "card"): ("order",), ("Collect", "card"): ("order",),
    ("UseVoucher", "card"): ("order",), ("UseVoucher", "voucher"): ("voucher",),
    ("TakeBonus", "card"): ("bonus",), ("ActivateBonus", "card"): ("key", "pinata"),
    ("Menu", "option"): ("menu",), ("Menu", "faces"): ("face",),
    ("PlayCard", "card"): ("order", "bonus", "extra", "inspection"),
    ("PlayCard", "companion"): ("order", "bonus", "extra", "inspection"),
    ("Redraw", "cards"): ("order", "bonus", "extra", "inspection"),
}
DIE_FIELDS = {"dice", "die", "pay_die", "targets", "keep"}


def crazy_taco_wrong(rules: Any, cls: type[Action], name: str) -> tuple[list[str], list[str]]:
    """Ids of the wrong kind for this field: (those in play now, the others)."""
    ids = _crazy_taco_ids(rules)
    allowed = ("die",) if name in DIE_FIELDS else CRAZY_TACO_FIELDS[(cls.__name__, name)]
    wrong = {i for kind, group in ids.items() if kind not in allowed for i in group}
    s = rules.state
    in_play = [*s.counter, s.patience, s.door, s.extra, s.extra_offer, *s.hand,
               *(e.card for e in s.bonus_zone), *(e.card for e in s.task_zone), *s.dice]
    first = [i for i in dict.fromkeys(in_play) if i in wrong]
    return first, sorted(wrong - set(first))


WRONG_KIND: dict[str, Callable[[Any, type[Action], str], tuple[list[Any], list[Any]]]] = {
    "crazy-taco": crazy_taco_wrong,
}
"""Per game whose ids are names: (ids always tried, ids sampled from) for a field; every other
game's ids are ints: every number in the state is tried (`ints_wrong`), relying on
`legal_actions` being complete."""


def ints_wrong(rules: Any, cls: type[Action], name: str) -> tuple[list[Any], list[Any]]:
    return [], state_ints(rules)


# --- the sweep's attempts ---------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Attempt:
    action: Any
    why: str


def template(cls: type[Action], seat: int) -> dict[str, Any]:
    """Plausible field values for an action type with no legal example now."""
    blank = {"int": 0, "str": "", "bool": False, "ints": (), "strs": ()}
    values: dict[str, Any] = {"seat": seat}
    for f in dataclasses.fields(cls):
        if f.name != "seat":
            values[f.name] = (f.default if f.default is not dataclasses.MISSING
                              else blank[field_kind(f)])
    return values


def attempts(game: str, rules: Any, cls: type[Action], players: int, rng: random.Random,
             wrong_ids: int = 6) -> Iterator[Attempt]:
    """Hostile variants of one action type: each field in turn gets each hostile value."""
    actors = rules.actors()
    legal = [a for seat in actors for a in rules.legal_actions(seat) if type(a) is cls]
    bases = [dataclasses.asdict(a) for a in legal[:1]] or [template(cls, actors[0])]
    idle = [s for s in range(players) if s not in actors]
    for base in bases:
        for seat in idle:
            yield Attempt(cls(**{**base, "seat": seat}), f"from seat {seat}, not acting")
        for label, value in BAD_SEATS:
            value = players if value == "players" else value
            yield Attempt(cls(**{**base, "seat": value}), f"seat {label}")
        for f in dataclasses.fields(cls):
            if f.name == "seat":
                continue
            kind = field_kind(f)
            default = f.default if f.default is not dataclasses.MISSING else None
            hostile = _hostile(game, rules, cls, f.name, kind, rng, wrong_ids)
            own = base[f.name]
            if isinstance(own, tuple) and own:
                hostile.append(("naming the same one twice", own + own[:1]))
            for label, value in hostile:
                if value == default and type(value) is type(default):
                    continue  # a field's own default ('' companion, no pay die) means "none"
                yield Attempt(cls(**{**base, f.name: value}), f"{f.name} {label}")


def _hostile(game: str, rules: Any, cls: type[Action], name: str, kind: str,
             rng: random.Random, wrong_ids: int) -> list[tuple[str, Any]]:
    fixed = {"int": BAD_INTS, "str": BAD_STRS, "bool": BAD_BOOLS, "ints": BAD_INT_TUPLES,
             "strs": BAD_STR_TUPLES}[kind]
    out = list(fixed)
    if kind == "bool":
        return out
    always, others = WRONG_KIND.get(game, ints_wrong)(rules, cls, name)
    picked = always + rng.sample(others, min(wrong_ids, len(others)))
    for value in picked:
        if kind in ("int", "str"):
            out.append((f"the real id {value!r} of the wrong kind", value))
        else:
            out.append((f"holding the real id {value!r} of the wrong kind", (value,)))
    return out
