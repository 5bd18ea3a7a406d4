"""The history of a ¡Taco Fight! match opened part-way (a resumed game, a screenshot): its log
played again on a fresh copy, ticks included (the kit's `history_of` keeps none for a
real-time game: its clock is part of the log)."""

from __future__ import annotations

from tabletop.core.actions import action_from_dict
from tabletop.core.errors import IllegalAction
from tabletop.core.match import Match
from tabletop.table.history import History


def replayed_history(match: Match) -> History:
    """Every telling event of `match` so far, each with its move number (what stops the log
    replaying, a refused entry, ends the history there)."""
    history = History()
    again = Match(match.spec, match.data, match.setup)
    for entry in match.log:
        if "tick" in entry:
            for _ in range(int(entry["tick"])):
                history.told(len(again.log), again.tick(float(entry["dt"])))
            continue
        try:
            events = again.submit(action_from_dict(entry, match.spec.action_types))
        except IllegalAction:
            return history
        history.told(len(again.log), events)
    return history
