"""How a rulebook sends an action to its handler: one way for every game.

A rulebook keeps a mapping from action type to handler. Each handler validates the action fully,
returns when called with `check_only`, and only then changes the state, so `check` is `apply`'s
own validation ("The game-module contract" in ARCHITECTURE.md).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar

from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact

H = TypeVar("H")


def handler_for(handlers: Mapping[type, H], action: object, other_game: Fact) -> H:
    """The handler of `action`'s type; refused with `other_game` when the game has none."""
    found = handlers.get(type(action))
    if found is None:
        raise IllegalAction(other_game)
    return found


def refusal_of(attempt: Callable[[], object]) -> IllegalAction | None:
    """The refusal `attempt` raises, or None when it passes (a rulebook's `check`)."""
    try:
        attempt()
    except IllegalAction as refusal:
        return refusal
    return None
