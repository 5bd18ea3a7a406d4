"""Base types for player intents (actions) and what happened (events), plus their JSON codec."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.errors import DataError


@dataclass(frozen=True)
class Action:
    """An intent from one seat. Subclasses are frozen dataclasses with JSON-friendly fields."""

    seat: int


@dataclass(frozen=True)
class Event:
    """Something the rules did; views animate it and the log shows `text`."""

    text: str


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
