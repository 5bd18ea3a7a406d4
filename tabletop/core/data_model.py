"""Typed models of the data files: frozen msgspec Structs, read from parsed YAML or JSON.

A model declares each field's type and range once; `load_model` checks a parsed file against it
and turns the library's error into a `DataError` naming the file, the item and the field
(`model_errors.py`). A model's `__post_init__` may raise `Invalid` for a check that spans fields.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Annotated, Any, ClassVar, TypeVar

import msgspec
from msgspec import Meta, structs

from tabletop.core.data_model_errors import data_error
from tabletop.core.errors import Invalid

__all__ = ["Invalid", "Meta", "Model", "Positive", "Text", "Whole", "counted", "load_model"]


class Model(msgspec.Struct, frozen=True, forbid_unknown_fields=True, dict=True):
    """A frozen record of a data file; a field the model does not declare is refused."""

    ITEM: ClassVar[str] = "item"
    """What one of these is called in an error message ("customer 'vip', field 'price'")."""
    NAMED_BY: ClassVar[tuple[str, ...]] = ("key", "id", "name")
    """The fields whose value names one of these in an error, the first present wins."""


Whole = Annotated[int, Meta(ge=0)]
"""A whole number, 0 or more."""
Positive = Annotated[int, Meta(ge=1)]
"""A whole number, 1 or more."""
Text = Annotated[str, Meta(min_length=1)]
"""Text that is not empty."""
Key = Annotated[str, Meta(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")]
"""A stable name for code, saves, tutorials and phrase books ("legendary", "tiny-hat"):
lowercase letters and digits, words joined by dashes; a display name may change, a key not."""


T = TypeVar("T")


def load_model(raw: Any, model: type[T], file: str) -> T:
    """`raw` (parsed YAML or JSON) as `model`; a DataError naming the file, item and field."""
    try:
        return msgspec.convert(raw, model)
    except msgspec.ValidationError as error:
        raise data_error(error, raw, model, file) from None


C = TypeVar("C")


def counted(rows: Iterable[Any], card: Callable[..., C]) -> tuple[C, ...]:
    """Every card of a deck file whose lines each say how many (`count`): a line becomes that
    many cards, numbered from 0 in file order (index == id), each with the line's fields."""
    out: list[C] = []
    for row in rows:
        first = len(out)
        out.extend(card(id=first + i, **structs.asdict(row)) for i in range(row.count))
    return tuple(out)
