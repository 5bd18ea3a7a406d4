"""Plays a game's worked examples (its `examples.yaml`) through the real rules.

Each game's test says how to set an example up (its fixed deck or dice, through the same
public constructor the rules tests use) and how a step's `do` becomes an action (a card named
the way the booklet names it becomes its id); this runner does the rest: it applies each
action and holds the rules to the step's `expect`.

`expect` entries: `{event: Name, field: value, ...}` — an event of that type among the
step's events with those field values (an int given for a list field is its length), in the
order listed; or `{refused: "words"}` — the rules refuse the action with a reason holding
those words, and nothing changes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from tabletop.core.actions import Action, Event, action_from_dict
from tabletop.core.errors import IllegalAction
from tabletop.core.game import Rules
from tabletop.core.language import Language
from tabletop.core.match import FIXED_STEP
from tabletop.scenes.guide_sources import examples_of
from tabletop.ui.guide import Example, ExampleStep

Resolve = Callable[[Rules, dict[str, Any]], dict[str, Any]]
"""A step's `do` with the booklet's names turned into the action's fields (ids)."""


def examples(spec) -> list[Example]:
    return list(examples_of(spec).values())


def play(spec, example: Example, rules: Rules, resolve: Resolve) -> None:
    """Every step of `example`, each held to its `expect` (AssertionError says which)."""
    for number, step in enumerate(example.steps, 1):
        where = f"{example.id}, step {number} ({step.says[:50]!r})"
        events = run(spec, rules, step, resolve, where)
        if events is not None:
            check(events, step.expect, where)


def run(spec, rules: Rules, step: ExampleStep, resolve: Resolve, where: str
        ) -> list[Event] | None:
    """The events of the step's action (None when it was refused as expected)."""
    do = dict(step.do)
    if "wait" in do:  # real time: let the clock run for that many seconds
        events: list[Event] = []
        for _ in range(round(float(do["wait"]) / FIXED_STEP)):
            events += rules.tick(FIXED_STEP)
        return events
    action = action_from_dict(with_defaults(resolve(rules, do), spec.action_types),
                              spec.action_types)
    refused = [e["refused"] for e in step.expect if "refused" in e]
    if refused:
        before = rules.snapshot()
        try:
            rules.apply(action)
        except IllegalAction as refusal:
            words = refusal_words(spec, rules, refusal, action.seat)
            assert refused[0] in words, f"{where}: refused with {words!r}"
            assert rules.snapshot() == before, f"{where}: a refusal changed the game"
            return None
        raise AssertionError(f"{where}: {action} should be refused")
    try:
        return rules.apply(action)
    except IllegalAction as refusal:
        raise AssertionError(f"{where}: the rules refuse {action}: {refusal.reason}") from None


def refusal_words(spec, rules: Rules, refusal: IllegalAction, seat: int) -> str:
    """The refusal as the player reads it: the game's phrase book's words (the rules' own
    sentence for a game that has none yet)."""
    book = spec.phrase_book(getattr(rules, "names", ()), getattr(rules, "data", None), rules,
                            Language())
    return refusal.reason if book is None else book.refusal(refusal.why, seat)


def with_defaults(do: dict[str, Any], types) -> dict[str, Any]:
    """`do` with the fields its action type gives defaults for filled in (a step names only
    what matters)."""
    cls = next((t for t in types if t.__name__ == do.get("type")), None)
    if cls is None:
        return do
    out = dict(do)
    for f in dataclasses.fields(cls):
        if f.name not in out and f.default is not dataclasses.MISSING:
            out[f.name] = f.default
    return out


def check(events: list[Event], expect: tuple[Mapping[str, Any], ...], where: str) -> None:
    """Each expected event is there, in the order listed, with the fields given."""
    at = 0
    for wanted in expect:
        found = next((i for i in range(at, len(events)) if matches(events[i], wanted)), None)
        assert found is not None, (
            f"{where}: expected {dict(wanted)} among "
            f"{events[at:]}")
        at = found + 1


def matches(event: Event, wanted: Mapping[str, Any]) -> bool:
    if type(event).__name__ != wanted.get("event"):
        return False
    fields = {f.name for f in dataclasses.fields(event)}
    for name, value in wanted.items():
        if name == "event":
            continue
        assert name in fields, f"{type(event).__name__} has no field {name!r}"
        actual = getattr(event, name)
        if isinstance(actual, tuple) and isinstance(value, int) and not isinstance(value, bool):
            actual = len(actual)
        elif isinstance(actual, tuple) and isinstance(value, list):
            value = tuple(value)
        if actual != value:
            return False
    return True


def action_fields(do: dict[str, Any], **ids: Any) -> dict[str, Any]:
    """`do` with some fields replaced (names turned into ids)."""
    return {**do, **ids}


__all__ = ["Action", "action_fields", "examples", "play"]
