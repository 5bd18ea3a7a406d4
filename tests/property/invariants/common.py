"""The part of the game-module contract every game keeps (ARCHITECTURE.md, "The game-module
contract"): JSON-ready snapshots, sane actors, outcomes shaped like the seats."""

from __future__ import annotations

import json
from typing import Any

from tabletop.core.facts import Fact
from tabletop.core.game import NotOver


def check(rules: Any, players: int, snapshot: dict[str, Any] | None = None) -> None:
    snap = rules.snapshot() if snapshot is None else snapshot
    assert isinstance(snap, dict), "snapshot() is a dict"
    assert json.loads(json.dumps(snap)) == snap, "snapshot() is JSON-ready (no tuples, no sets)"
    actors = rules.actors()
    assert isinstance(actors, tuple), "actors() is a tuple"
    assert len(set(actors)) == len(actors), f"actors() repeats a seat: {actors}"
    assert all(isinstance(s, int) and 0 <= s < players for s in actors), f"bad actors {actors}"
    over = rules.is_over()
    assert bool(actors) != over, f"actors() {actors} must be empty exactly when the game is over"
    turns = rules.turns
    assert isinstance(turns, int) and turns >= 0, f"turns is {turns!r}"
    outcome = rules.outcome()
    assert len(outcome.scores) == players, "one score per seat"
    assert all(isinstance(s, int) for s in outcome.scores), outcome.scores
    assert all(0 <= w < players for w in outcome.winners), outcome.winners
    assert len(set(outcome.winners)) == len(outcome.winners), outcome.winners
    if over:
        ended = outcome.ended  # a fact its phrase book words
        assert isinstance(ended, Fact) and not isinstance(ended, NotOver), \
            "a finished game says how"
    else:
        assert not outcome.winners, "nobody wins a game still going"


def check_finished(rules: Any, players: int) -> None:
    """A finished game offers no move to anyone."""
    assert rules.is_over()
    for seat in range(players):
        assert rules.legal_actions(seat) == [], f"seat {seat} has moves after the end"
