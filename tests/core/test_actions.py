"""Actions are checked against their declared field kinds before any game looks at them."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tabletop.core.actions import Action, check_well_formed
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


@pytest.mark.parametrize("field,value,words", [
    ("seat", "0", "seat should be a whole number"),
    ("seat", True, "seat should be a whole number"),
    ("card", 1.5, "card should be a whole number"),
    ("card", None, "card should be a whole number"),
    ("name", 7, "name should be a name"),
    ("flag", 1, "flag should be yes or no"),
    ("cards", [1, 2], "cards should be a list of whole numbers"),
    ("cards", (1, "2"), "cards should be a list of whole numbers"),
    ("cards", (False,), "cards should be a list of whole numbers"),
    ("names", "abc", "names should be a list of names"),
    ("names", (None,), "names should be a list of names"),
])
def test_a_field_of_the_wrong_kind_is_refused_in_words(field, value, words):
    from dataclasses import replace

    with pytest.raises(IllegalAction) as refusal:
        check_well_formed(replace(GOOD, **{field: value}))
    assert refusal.value.reason == f"That move cannot be read: its {words}."


def test_something_that_is_not_an_action_is_refused():
    with pytest.raises(IllegalAction, match="not a move"):
        check_well_formed("Roll")  # type: ignore[arg-type]
