"""`check` against `apply`: the public "would this be accepted, and if not why" must agree with
what the rules then do, and asking must change nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.core.actions import Action, Event
from tabletop.core.errors import IllegalAction


def agreeing(rules: Any, action: Action, perform: Callable[[Action], list[Event]],
             compare_snapshots: bool = True) -> list[Event]:
    """`perform(action)` (the match's submit or the rules' apply) after `rules.check(action)`.

    Both accept it, or both refuse it with the same reason (the refusal is raised again);
    `check` leaves `snapshot()` unchanged. AssertionError when they disagree.
    """
    before = rules.snapshot() if compare_snapshots else None
    verdict = rules.check(action)
    assert verdict is None or type(verdict) is IllegalAction, (
        f"check returned {verdict!r} for {action}")
    if before is not None:
        assert rules.snapshot() == before, f"check({action}) changed the state"
    try:
        events = perform(action)
    except IllegalAction as refusal:
        assert verdict is not None, (
            f"check accepted {action}, but apply refused it: {refusal.why!r}")
        assert verdict.why == refusal.why, (
            f"check and apply refuse {action} for different reasons: "
            f"{verdict.why!r} / {refusal.why!r}")
        raise
    assert verdict is None, f"check refused {action} ({verdict.why!r}), but apply accepted it"
    return events
