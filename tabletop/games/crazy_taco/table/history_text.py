"""Crazy Taco's history as one reader reads it. The rules' texts never name a hidden card (a
card drawn into or put back from the customer player's hand is "a card"), so each event keeps
its own words; the customer player is named (or told "you"), and what only moves the pieces
along (phase banners, each die going to a card or back to the cup, a card drawn) makes no line:
the outcome of a move (served, paid, a star lost, an arrival) says it.
"""

from __future__ import annotations

from tabletop.core.actions import Event
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER
from tabletop.table.phrases import kit_words

CUSTOMER = "The customer player"
QUIET = (ev.PhaseChanged, ev.DieMoved)
"""Events that make no line of the history."""
DRAWN = "draws a card"


def history_text(event: Event, reader: int | None, customer: str = "") -> str | None:
    """`event` as `reader` reads it (None: no line); `customer`: the customer player's name
    (1 v 1), who is told "you" when they read it."""
    text = kit_words(event, None)
    if isinstance(event, QUIET) or not text or DRAWN in text:
        return None
    if customer and text.startswith(CUSTOMER + " "):
        rest = text[len(CUSTOMER) + 1:]
        if reader == CUSTOMER_PLAYER:
            verb, _, more = rest.partition(" ")
            return f"You {verb[:-1] if verb.endswith('s') else verb} {more}".rstrip()
        return f"{customer} {rest}"
    return text
