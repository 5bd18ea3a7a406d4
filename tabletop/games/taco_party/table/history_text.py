"""Taco Party's history as one reader reads it: every move is public (plays, discards, the
middle cards taken and burned), so each event keeps its own words, said to "you" when the
reader made it or it landed on their plate. Draws and the middle's refills make no line (the
table shows the cards; a drawn card is never named), nor does a pickup step that ends by itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.actions import Event
from tabletop.games.taco_party.rules.actions import CardDrawn, CentreRefilled, PickupOver
from tabletop.table.phrases import kit_words

QUIET = (CardDrawn, CentreRefilled, PickupOver)
"""Events that make no line of the history."""
YOU_VERBS = (("discards", "discard"), ("takes", "take"), ("pays", "pay"), ("burns", "burn"),
             ("has", "have"))
"""A third-person verb of an event's text and its form after "You"."""


def capital(text: str) -> str:
    """Event texts may start with 'an Empty Taco…': a capital letter for the screen."""
    return text[:1].upper() + text[1:]


def history_text(event: Event, reader: int | None, names: Sequence[str]) -> str | None:
    """`event` as `reader` reads it (None: no line)."""
    text = kit_words(event, None)
    if isinstance(event, QUIET) or not text:
        return None
    if reader is None:
        return capital(text)
    name = names[reader]
    seat = getattr(event, "seat", None)
    if seat == reader and text.startswith(name + " "):
        rest = text[len(name) + 1:]
        if rest.startswith("added "):
            rest = rest.replace(" their ", " your ", 1)
        for said, to_you in YOU_VERBS:
            rest = rest.replace(f"and {said} ", f"and {to_you} ", 1)
            if rest.startswith(said + " "):
                rest = to_you + rest[len(said):]
        text = "You " + rest
    text = text.replace(f"onto {name}'s plate", "onto your plate")
    return capital(text)
