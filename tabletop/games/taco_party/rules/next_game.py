"""Who goes first in the next game: "After the first game the player who had the lowest score
goes first." Plain Python, named by the spec's `next_first` for the results' "Play again"."""

from __future__ import annotations

from tabletop.core.game import GameSetup, Outcome


def opener(setup: GameSetup) -> int:
    """The seat that moved first in a game of this setup (the first seat unless it was named)."""
    return 0 if setup.first is None else setup.first


def lowest_first(setup: GameSetup, outcome: Outcome) -> int:
    """The seat with the lowest score of the finished game; of several tied, the first of them
    clockwise after the seat that opened that game (so the opening moves on)."""
    count = len(outcome.scores)
    lowest = min(outcome.scores)
    after = opener(setup)
    order = [(after + step) % count for step in range(1, count + 1)]
    return next(seat for seat in order if outcome.scores[seat] == lowest)
