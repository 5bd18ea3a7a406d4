"""msgspec's validation error in a modder's words: the item by its name, the field, the value.

msgspec says "Expected `int`, got `str` - at `$.cards[3].price`"; this walks that path through
the parsed file and the model's types, so the error reads "customer 'vip', field 'price':
expected a whole number, found 'three'".
"""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Union

import msgspec

from tabletop.core.errors import DataError, Invalid

_AT = re.compile(r"^(?P<what>.*?)(?: - at (?P<key>`key` in )?`\$(?P<path>[^`]*)`)?$", re.S)
_STEP = re.compile(r"\.(\w+)|\[(\d+)\]|\[(\.\.\.)\]")
_KINDS = {"int": "a whole number", "float": "a number", "str": "text",
          "bool": "true or false", "array": "a list", "object": "a mapping", "null": "nothing"}
_BOUNDS = {">=": "{} or more", ">": "more than {}", "<=": "{} or less", "<": "less than {}"}
_MISSING = object()
_ANY_KEY = object()


@dataclass
class _Place:
    """Where the walk has got to: the items passed ("customer 'vip'") and the field within."""

    items: list[str] = field(default_factory=list)
    fields: list[str] = field(default_factory=list)
    kind: Any = None
    value: Any = None

    def label(self) -> str:
        parts = list(self.items)
        if self.fields:
            parts.append(f"field '{'.'.join(self.fields)}'")
        return ", ".join(parts) or "(top level)"


def data_error(error: msgspec.ValidationError, raw: Any, model: type, file: str) -> DataError:
    """The DataError for a failed `msgspec.convert(raw, model)`."""
    text = str(error)
    match = _AT.match(text)
    what, path = (match["what"], match["path"]) if match else (text, None)
    steps = _steps(path or "")
    cause = error.__cause__
    if isinstance(cause, Invalid):  # the model's own check: its field is a path from the item
        return DataError(file, _walk(raw, model, steps + _steps("." + cause.field)).label(),
                         cause.message)
    place = _walk(raw, model, steps)
    if match and match["key"]:
        return DataError(file, place.label(), _key_problem(what, place))
    return DataError(file, *_problem(what, place))


def _steps(path: str) -> list[Any]:
    steps: list[Any] = []
    for name, index, _any in _STEP.findall(path):
        steps.append(name if name else int(index) if index else _ANY_KEY)
    return steps


def _walk(raw: Any, model: type, steps: list[Any]) -> _Place:
    place = _Place(kind=model, value=raw)
    for step in steps:
        kind, value = _unwrap(place.kind), place.value
        if isinstance(step, str):
            hints = _struct_fields(kind)
            place.kind = hints.get(step, Any)
            place.value = value.get(step, _MISSING) if isinstance(value, Mapping) else _MISSING
            place.fields.append(step)
            continue
        item_kind = _item_kind(kind, step)
        if step is _ANY_KEY:  # msgspec does not say which key of a mapping: find it
            step = _failing_key(value, item_kind)
            item = value.get(step, _MISSING) if isinstance(value, Mapping) else _MISSING
        elif isinstance(value, Mapping):
            item = value.get(step, _MISSING)
        else:
            item = (value[step] if isinstance(value, list | tuple) and step < len(value)
                    else _MISSING)
        place.kind, place.value = item_kind, item
        element = _unwrap(item_kind)
        if _is_model(element):
            name = _name_of(element, item, step)
            place.items.append(name)
            place.fields = []
        elif place.fields:
            place.fields[-1] += f".{step}" if isinstance(value, Mapping) else f"[{step}]"
        else:
            place.fields.append(str(step))
    return place


def _item_kind(kind: Any, step: Any) -> Any:
    """The type of one item of a list, tuple or mapping."""
    args = typing.get_args(kind)
    if not args:
        return Any
    if typing.get_origin(kind) is tuple and args[-1] is not Ellipsis:
        return args[step] if isinstance(step, int) and step < len(args) else Any
    return args[0] if typing.get_origin(kind) in (tuple, list) else args[-1]


def _failing_key(value: Any, item_kind: Any) -> Any:
    if isinstance(value, Mapping):
        for key, item in value.items():
            try:
                msgspec.convert(item, item_kind)
            except msgspec.ValidationError:
                return key
    return "?"


def _unwrap(kind: Any) -> Any:
    """The type under Annotated[...] and `X | None`."""
    while typing.get_origin(kind) is typing.Annotated:
        kind = typing.get_args(kind)[0]
    if typing.get_origin(kind) in (Union, types.UnionType):
        options = [k for k in typing.get_args(kind) if k is not type(None)]
        if len(options) == 1:
            return _unwrap(options[0])
    return kind


def _is_model(kind: Any) -> bool:
    return isinstance(kind, type) and issubclass(kind, msgspec.Struct)


def _struct_fields(kind: Any) -> dict[str, Any]:
    """A Struct's field types by the names the file uses."""
    if not _is_model(kind):
        return {}
    hints = typing.get_type_hints(kind, include_extras=True)
    return {encoded: hints[name] for name, encoded in
            zip(kind.__struct_fields__, kind.__struct_encode_fields__, strict=True)}


def _name_of(kind: type, item: Any, index: Any) -> str:
    noun = getattr(kind, "ITEM", "item")
    if isinstance(index, str):
        return f"{noun} {index!r}"
    if isinstance(item, Mapping):
        for key in getattr(kind, "NAMED_BY", ()):
            if isinstance(item.get(key), str | int) and not isinstance(item.get(key), bool):
                return f"{noun} {item[key]!r}"
    return f"the {_ordinal(index + 1)} {noun}"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _choices(kind: Any) -> list[Any]:
    kind = _unwrap(kind)
    if typing.get_origin(kind) is Literal:
        return [c for c in typing.get_args(kind) if c != ""]
    return []


def found(value: Any) -> str:
    """A value from the file as a modder would write it."""
    if value is _MISSING:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nothing"
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, list | tuple):
        return "an empty list" if not value else f"a list of {len(value)}"
    return repr(value)


def _kinds(names: str) -> str:
    return " or ".join(_KINDS.get(n.strip(), n.strip()) for n in names.split("|"))


def _problem(what: str, place: _Place) -> tuple[str, str]:
    """(field label, message) for one of msgspec's sentences."""
    value = place.value
    if m := re.match(r"Object missing required field `(\w+)`", what):
        place.fields.append(m[1])
        return place.label(), "missing"
    if m := re.match(r"Object contains unknown field `(\w+)`", what):
        known = ", ".join(_struct_fields(_unwrap(place.kind)))
        place.fields.append(m[1])
        return place.label(), f"is not a field here (known: {known})"
    if m := re.match(r"Expected `([\w |]+)`, got `(\w+)`", what):
        return place.label(), f"expected {_kinds(m[1])}, found {found(value)}"
    if m := re.match(r"Expected `(\w+)` of length (>=|<=) (\d+)", what):
        count = int(m[3])
        if m[1] == "str":
            if count == 1 and m[2] == ">=":
                return place.label(), "is empty"
            limit = _BOUNDS[m[2]].format(count)
            return place.label(), f"expected text of {limit} characters, found {found(value)}"
        if count == 1 and m[2] == ">=":
            return place.label(), f"expected at least one item, found {found(value)}"
        noun = "item" if count == 1 else "items"
        limit = _BOUNDS[m[2]].format(count)
        return place.label(), f"expected a list of {limit} {noun}, found {found(value)}"
    if m := re.match(r"Expected `(\w+)` (>=|>|<=|<) (\S+)", what):
        bound = m[3].removesuffix(".0") if m[1] == "float" else m[3]
        return place.label(), (f"expected {_kinds(m[1])} of {_BOUNDS[m[2]].format(bound)}, "
                               f"found {found(value)}")
    if what.startswith("Invalid enum value"):
        allowed = ", ".join(str(c) for c in _choices(place.kind))
        return place.label(), f"{found(value)} is not one of: {allowed}"
    return place.label(), what


def _key_problem(what: str, place: _Place) -> str:
    """The message when a mapping's key is wrong (`place` is the mapping)."""
    keys = typing.get_args(_unwrap(place.kind))
    allowed = ", ".join(str(c) for c in _choices(keys[0])) if keys else ""
    bad = re.match(r"Invalid enum value (.*)", what)
    if bad and allowed:
        return f"{bad[1]} is not allowed here (use: {allowed})"
    if m := re.match(r"Expected `(\w+)`, got `(\w+)`", what):
        return f"a name here should be {_kinds(m[1])}, found {_kinds(m[2])}"
    return what


def error_at(file: str, raw: Any, model: type, field: str, message: str) -> DataError:
    """A DataError for a check the loader makes across files: `field` is a path in `raw`
    ("decks[2].backs[0].ingredient"), named the way msgspec's errors are."""
    return DataError(file, _walk(raw, model, _steps("." + field)).label(), message)
