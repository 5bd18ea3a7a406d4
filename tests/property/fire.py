"""Random actions for any game: legal ones, legal ones from the wrong seat, and every action
type with random field values (ids taken from the game itself, out of range, or made up).

Generic over `GameSpec.action_types`: field kinds come from the dataclass type hints, so a new
game is covered as soon as it is in the catalog.
"""

from __future__ import annotations

import dataclasses
import random
import typing
from functools import cache
from typing import Any

from tabletop.core.actions import Action

FAR_SEATS = (-1, 99, 2**31)
JUNK_INTS = (-1, -2, 0, 1, 7, 99, 10**6, 2**31, -(2**31))
JUNK_STRS = ("", "nope", "?", "card-999", "die-9", "🌮", "x" * 300)
_SKIP = ("rng", "names", "result", "ended", "end_reason", "last_message")


@cache
def field_kinds(cls: type[Action]) -> tuple[tuple[str, str], ...]:
    """(field name, kind) for every field but `seat`; kind: int, str, bool, ints, strs, other."""
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        if f.name == "seat":
            continue
        out.append((f.name, _kind(hints.get(f.name))))
    return tuple(out)


def _kind(hint: Any) -> str:
    if hint is bool:
        return "bool"
    if hint is int:
        return "int"
    if hint is str:
        return "str"
    if typing.get_origin(hint) is tuple:
        args = [a for a in typing.get_args(hint) if a is not Ellipsis]
        if args and args[0] is int:
            return "ints"
        if args and args[0] is str:
            return "strs"
    return "other"


@dataclasses.dataclass
class Pools:
    """Values worth trying: those the game uses now (so random actions are sometimes legal)."""

    ints: list[int]
    strs: list[str]

    @classmethod
    def harvest(cls, rules: Any, legal: list[Action]) -> Pools:
        ints: set[int] = set(JUNK_INTS)
        strs: set[str] = set(JUNK_STRS)
        for action in legal:
            _collect(dataclasses.asdict(action), ints, strs, depth=0)
        _collect(rules.snapshot(), ints, strs, depth=0)
        return cls(sorted(ints), sorted(strs))


def _collect(value: Any, ints: set[int], strs: set[str], depth: int) -> None:
    if depth > 6 or (len(ints) > 400 and len(strs) > 400):
        return
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        ints.add(value)
    elif isinstance(value, str):
        if len(value) <= 40:
            strs.add(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            if key in _SKIP:
                continue
            if isinstance(key, str) and len(key) <= 40:
                strs.add(key)
            _collect(item, ints, strs, depth + 1)
    elif isinstance(value, list | tuple):
        for item in value[:60]:
            _collect(item, ints, strs, depth + 1)


def random_value(rng: random.Random, kind: str, pools: Pools) -> Any:
    if kind == "int":
        return rng.choice(pools.ints)
    if kind == "str":
        return rng.choice(pools.strs)
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "ints":
        return tuple(rng.choice(pools.ints) for _ in range(rng.randrange(5)))
    if kind == "strs":
        return tuple(rng.choice(pools.strs) for _ in range(rng.randrange(5)))
    return None


def random_action(rng: random.Random, types: tuple[type[Action], ...], pools: Pools,
                  players: int) -> Action:
    """Any action type, any seat (mostly real ones), random field values."""
    cls = rng.choice(types)
    seat = rng.randrange(players) if rng.random() < 0.85 else rng.choice(FAR_SEATS)
    values = {name: random_value(rng, kind, pools) for name, kind in field_kinds(cls)}
    return cls(seat=seat, **values)


def mutated(rng: random.Random, action: Action, pools: Pools) -> Action:
    """A legal action with one field nudged: off by one, out of range, or another known id."""
    kinds = field_kinds(type(action))
    if not kinds:
        return dataclasses.replace(action, seat=rng.choice(FAR_SEATS))
    name, kind = rng.choice(kinds)
    value = getattr(action, name)
    if kind == "int" and rng.random() < 0.5:
        value = value + rng.choice((-1, 1, 100, -100))
    elif kind in ("ints", "strs") and value and rng.random() < 0.5:
        value = value[:-1] if rng.random() < 0.5 else value + (value[0],)
    else:
        value = random_value(rng, kind, pools)
    return dataclasses.replace(action, **{name: value})


def wrong_seat(rng: random.Random, action: Action, actors: tuple[int, ...],
               players: int) -> Action:
    """The same move from a seat that may not act now (or from no seat at all)."""
    idle = [s for s in range(players) if s not in actors]
    seat = rng.choice(idle) if idle and rng.random() < 0.8 else rng.choice(FAR_SEATS)
    return dataclasses.replace(action, seat=seat)
