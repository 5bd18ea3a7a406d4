"""Actions are checked against their declared field kinds before any game looks at them."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tabletop.core.actions import Action, NotAMove, UnreadableMove, check_well_formed
from tabletop.core.errors import IllegalAction


@dataclass(frozen=True)
class Sample(Action):
    card: int
    name: str
    flag: bool
    cards: tuple[int, ...]
    names: tuple[str, ...] = ()


GOOD = Sample(0, 3, "taco-1", True, (1, 2), ("a",))


def test_a_well_formed_action_passes():
    check_well_formed(GOOD)
    check_well_formed(Sample(1, -5, "", False, ()))


@pytest.mark.parametrize("field,value,kind", [
    ("seat", "0", "int"),
    ("seat", True, "int"),
    ("card", 1.5, "int"),
    ("card", None, "int"),
    ("name", 7, "str"),
    ("flag", 1, "bool"),
    ("cards", [1, 2], "tuple[int, ...]"),
    ("cards", (1, "2"), "tuple[int, ...]"),
    ("cards", (False,), "tuple[int, ...]"),
    ("names", "abc", "tuple[str, ...]"),
    ("names", (None,), "tuple[str, ...]"),
])
def test_a_field_of_the_wrong_kind_is_refused_as_a_fact(field, value, kind):
    from dataclasses import replace

    with pytest.raises(IllegalAction) as refusal:
        check_well_formed(replace(GOOD, **{field: value}))
    assert refusal.value.why == UnreadableMove(field, kind)


def test_something_that_is_not_an_action_is_refused():
    with pytest.raises(IllegalAction) as refusal:
        check_well_formed("Roll")  # type: ignore[arg-type]
    assert refusal.value.why == NotAMove()
