"""A new turn begins: the line may move up, then Phase 1 runs (solo) or waits (1 v 1)."""

from __future__ import annotations

from tabletop.games.crazy_taco.rules.counter import age_line, continue_arrivals
from tabletop.games.crazy_taco.rules.shared import Table
from tabletop.games.crazy_taco.rules.state import PHASE_CUSTOMERS, SOLO
from tabletop.games.crazy_taco.rules.versus import begin_customer_turn


def begin_turn(t: Table) -> None:
    """A new turn: Phase 1 runs (solo) or waits for the customer player (1 v 1)."""
    s = t.s
    s.turn += 1
    s.conversions_used = []
    t.set_step(PHASE_CUSTOMERS, "arrivals")
    if t.board.age_every_turn:
        age_line(t)
    if s.over:
        return
    if s.mode == SOLO:
        if s.deck:
            s.to_draw = 1
        elif t.board.age_when_deck_empty and not t.board.age_every_turn:
            age_line(t)
        continue_arrivals(t)
    else:
        begin_customer_turn(t)
