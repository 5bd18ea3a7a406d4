"""Small validation helpers for data files: every error names the file, the item and the field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.errors import DataError

_MISSING = object()

_TYPE_NAMES = {int: "a whole number", str: "text", bool: "true or false", list: "a list",
               dict: "a mapping", float: "a number"}


class Fields:
    """Reads typed fields from one mapping in a data file, with errors that say where."""

    def __init__(self, data: Any, file: str, where: str) -> None:
        if not isinstance(data, Mapping):
            raise DataError(file, where or "(top level)",
                            f"expected a mapping, found {type(data).__name__}")
        self.data = data
        self.file = file
        self.where = where

    def _name(self, key: str | int) -> str:
        return f"{self.where}.{key}" if self.where else str(key)

    def get(self, key: str | int, kind: type, default: Any = _MISSING, *,
            choices: tuple[Any, ...] | None = None, minimum: float | None = None,
            maximum: float | None = None) -> Any:
        """The value of `key` (text, or a whole number such as a player count), checked for
        type, choices and range."""
        if key not in self.data:
            if default is _MISSING:
                raise DataError(self.file, self._name(key), "missing")
            return default
        value = self.data[key]
        ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            ok, value = True, float(value)
        if not ok:
            wanted = _TYPE_NAMES.get(kind, kind.__name__)
            raise DataError(self.file, self._name(key),
                            f"should be {wanted}, found {value!r}")
        if choices is not None and value not in choices:
            allowed = ", ".join(str(c) for c in choices)
            raise DataError(self.file, self._name(key), f"{value!r} is not one of: {allowed}")
        if minimum is not None and value < minimum:
            raise DataError(self.file, self._name(key), f"{value} is below {minimum}")
        if maximum is not None and value > maximum:
            raise DataError(self.file, self._name(key), f"{value} is above {maximum}")
        return value

    def sub(self, key: str) -> Fields:
        """The nested mapping under `key`."""
        return Fields(self.get(key, dict), self.file, self._name(key))

    def items(self, key: str) -> list[Fields]:
        """The list under `key`, each entry as Fields named by its index (and `name` if any)."""
        entries = self.get(key, list)
        out = []
        for i, entry in enumerate(entries):
            label = f"{self._name(key)}[{i}]"
            if isinstance(entry, Mapping) and isinstance(entry.get("name"), str):
                label += f" ({entry['name']})"
            out.append(Fields(entry, self.file, label))
        return out

    def fail(self, key: str, message: str) -> DataError:
        """A DataError for `key` in this item, to raise."""
        return DataError(self.file, self._name(key), message)


def expect_total(file: str, field: str, found: int, wanted: int, what: str) -> None:
    """Raise DataError when a count does not add up."""
    if found != wanted:
        raise DataError(file, field, f"{what} add up to {found}, expected {wanted}")
