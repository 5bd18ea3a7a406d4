"""Crazy Taco's public look-ahead: placements tried on what one seat may see (the bots' tool).

A `Position` is rebuilt from a seat's observation alone: the deck, the task deck, the Extra
pile and any hand the seat may not see are empty and its random generator is a fresh one, so
nothing tried on it can reveal a hidden card. Only Phase 2 placements may be tried (serving,
collecting, a task, a bonus card, a meal voucher, a menu dish): they never draw a card or roll
a die, so they play out on the public state exactly as on the real one. Each try is judged and
played by the rules' own path (`rulebook.perform`, the one `apply` and `check` use) on a copy;
a position never changes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop.core.actions import Action
from tabletop.core.errors import IllegalAction
from tabletop.games.crazy_taco.rules.actions import (
    ActivateBonus,
    Collect,
    DoTask,
    Menu,
    Serve,
    TakeBonus,
    UseVoucher,
)
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
from tabletop.games.crazy_taco.rules.legal import placement_targets, placements
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.rules.rulebook import perform
from tabletop.games.crazy_taco.rules.shared import MANAGER, Table
from tabletop.games.crazy_taco.rules.state import (
    Captive,
    DieState,
    OrderStatus,
    State,
    clone,
)

PLACEMENTS = (Serve, Collect, DoTask, TakeBonus, ActivateBonus, UseVoucher, Menu)
"""The actions a position can try: the Phase 2 moves that use dice without rolling them."""


@dataclass(frozen=True)
class Position:
    """A public position: one seat's observation as a state the rules can try placements on."""

    data: CrazyTacoData
    state: State
    """The public state (hidden piles empty); read it, never change it."""

    @classmethod
    def seen(cls, data: CrazyTacoData, observation: CrazyTacoObservation) -> Position:
        """The position `observation` shows."""
        return cls(data, public_state(observation))

    def after(self, action: Action) -> Position | None:
        """The position once the placement `action` is played; None when the rules refuse it."""
        if not isinstance(action, PLACEMENTS):
            raise ValueError(f"only placements can be tried, not {type(action).__name__}")
        copy = clone(self.state)
        try:
            perform(self.data, copy, action, check_only=False)
        except IllegalAction:
            return None
        return Position(self.data, copy)

    def placements(self, seat: int = MANAGER) -> list[Action]:
        """The placements the rules offer here, in `legal_actions` order (no re-roll, no
        finishing: those roll dice or end the step)."""
        return placements(Table(self.data, self.state), seat, ends=False)

    def placement_targets(self, die_id: str) -> list[tuple[str, str]]:
        """(verb, target) pairs this die could help with here (it may need more dice to
        complete the move); verbs: serve, collect, task, take, activate, menu, reroll, keep."""
        return placement_targets(Table(self.data, self.state), die_id)


def public_state(o: CrazyTacoObservation) -> State:
    """A state holding just what `o` shows: hidden piles empty, a fresh random generator."""
    s = State(mode=o.mode, options=dict(o.options), rng=random.Random(0), counter=list(o.counter))
    for key in ("patience", "door", "extra", "extra_offer", "offers", "money", "popularity",
                "stars_lost", "fine_due", "overtime_used", "last_message", "pinata",
                "restricted", "special_played", "redraws", "to_draw", "turn", "phase", "step",
                "over", "ending"):
        setattr(s, key, getattr(o, key))
    s.hand = list(o.hand)
    s.status = {k: OrderStatus(v.served, v.collected) for k, v in o.status.items()}
    s.task_zone = [Captive(c.card, c.die, c.turns_left, c.placed_turn) for c in o.task_zone]
    s.bonus_zone = [Captive(c.card, c.die, c.turns_left, c.placed_turn) for c in o.bonus_zone]
    s.conversions_used = list(o.conversions_used)
    s.dice = {k: DieState(d.id, d.zone, d.face, d.on, d.kept) for k, d in o.dice.items()}
    s.fine_cards = list(o.fine_cards)
    s.out = list(o.out)
    s.winners = tuple(o.winners)
    return s
