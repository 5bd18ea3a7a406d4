"""Which cards in the out pile left unhappy: the rules' state keeps only the pile, so the
table reads it from the game's events (a customer pushed out, storming out or giving up
leaves unhappy; one served and paid, a task done, a card used up does not)."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.core.actions import Event
from tabletop.games.crazy_taco.rules import events as ev

UNHAPPY_WAYS = (ev.PushedOut, ev.VipStormsOut, ev.GivesUp, ev.TaskThrownAway)
"""How a customer leaves unhappy (`rules/counter.py`'s `_leave`), or a task is thrown away
undone: it costs its penalty (the pile's top card shows it, stamped "Lost")."""


def left_unhappy(events: Iterable[Event]) -> frozenset[str]:
    """The cards that went to the out pile unhappy, of `events` (oldest first)."""
    return frozenset(e.card for e in events if isinstance(e, ev.CardMoved)
                     and e.to_zone == "out" and isinstance(e.how, UNHAPPY_WAYS))
