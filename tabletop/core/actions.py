"""Base types for player intents (actions) and what happened (events), plus their JSON codec."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.errors import DataError, IllegalAction
from tabletop.core.facts import Fact


@dataclass(frozen=True)
class Action:
    """An intent from one seat. Subclasses are frozen dataclasses with JSON-friendly fields."""

    seat: int


@dataclass(frozen=True)
class Event(Fact):
    """Something the rules did, as facts: views animate it, a phrase book words it."""


_KINDS = ("int", "str", "bool", "tuple[int, ...]", "tuple[str, ...]")
"""The kinds an action's field may have (as declared, with postponed annotations)."""


@dataclass(frozen=True)
class NotAMove(Fact):
    """Refused: what was sent is not an action at all."""


@dataclass(frozen=True)
class UnreadableMove(Fact):
    """Refused: the action's field `field` is not of its declared `kind` (one of `_KINDS`)."""

    field: str
    kind: str


def _fits(value: Any, annotation: str) -> bool:
    if annotation == "int":
        return type(value) is int
    if annotation == "str":
        return type(value) is str
    if annotation == "bool":
        return type(value) is bool
    item = int if annotation == "tuple[int, ...]" else str
    return type(value) is tuple and all(type(v) is item for v in value)


def check_well_formed(action: Action) -> None:
    """Refuse an action whose fields are not of their declared kind (a garbled log, a bug).

    Every action field is an int, a str, a bool or a tuple of ints or strs (as declared, with
    postponed annotations); bools never pass for numbers, lists never for tuples.
    """
    if not dataclasses.is_dataclass(action) or not isinstance(action, Action):
        raise IllegalAction(NotAMove())
    for f in dataclasses.fields(action):
        annotation = f.type if isinstance(f.type, str) else ""
        if annotation in _KINDS and not _fits(getattr(action, f.name), annotation):
            raise IllegalAction(UnreadableMove(f.name, annotation))


def action_to_dict(action: Action) -> dict[str, Any]:
    """Encode an action as a JSON-ready dict with its type name."""
    body = {f.name: _plain(getattr(action, f.name)) for f in dataclasses.fields(action)}
    return {"type": type(action).__name__, **body}


def action_from_dict(data: Mapping[str, Any], types: Iterable[type[Action]]) -> Action:
    """Decode an action dict written by `action_to_dict`; raises DataError when it does not fit."""
    by_name = {t.__name__: t for t in types}
    name = data.get("type")
    if name not in by_name:
        raise DataError("action log", "type", f"unknown action type {name!r}")
    cls = by_name[name]
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            raise DataError("action log", f"{name}.{f.name}", "missing")
        kwargs[f.name] = _tuples(data[f.name])
    return cls(**kwargs)


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value
