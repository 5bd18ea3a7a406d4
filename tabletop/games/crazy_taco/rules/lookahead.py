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

from dataclasses import dataclass
from typing import Any

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
from tabletop.games.crazy_taco.rules.legal import placements
from tabletop.games.crazy_taco.rules.rulebook import perform
from tabletop.games.crazy_taco.rules.shared import MANAGER, Table
from tabletop.games.crazy_taco.rules.state import State, clone, state_from_public

PLACEMENTS = (Serve, Collect, DoTask, TakeBonus, ActivateBonus, UseVoucher, Menu)
"""The actions a position can try: the Phase 2 moves that use dice without rolling them."""


@dataclass(frozen=True)
class Position:
    """A public position: one seat's observation as a state the rules can try placements on."""

    data: CrazyTacoData
    state: State
    """The public state (hidden piles empty); read it, never change it."""

    @classmethod
    def seen(cls, data: CrazyTacoData, observation: dict[str, Any]) -> Position:
        """The position `observation` shows."""
        return cls(data, state_from_public(observation))

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
