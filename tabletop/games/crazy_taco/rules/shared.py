"""Small state changes shared by every phase, each announcing itself with an event."""

from __future__ import annotations

from typing import Any

from tabletop.core.actions import Event
from tabletop.core.facts import Fact
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
from tabletop.games.crazy_taco.rules.endings import CustomersWon, StandClosed
from tabletop.games.crazy_taco.rules.events import (
    CardMoved,
    DieMoved,
    FineChanged,
    GameEnded,
    MoneyChanged,
    PhaseChanged,
    PopularityChanged,
)
from tabletop.games.crazy_taco.rules.state import (
    CUP,
    FINE,
    PHASE_OVER,
    SOLO,
    SPENT,
    STEP_OVER,
    VERSUS,
    State,
)

MANAGER = 0
CUSTOMER_PLAYER = 1


class Table:
    """The data, the state and the events of the action being applied."""

    def __init__(self, data: CrazyTacoData, state: State) -> None:
        self.data = data
        self.s = state
        self.events: list[Event] = []

    @property
    def board(self):
        return self.data.board

    def card(self, card_id: str) -> Any:
        return self.data.card(card_id)

    def emit(self, event: Event) -> None:
        self.events.append(event)

    # --- phases ------------------------------------------------------------------------
    def set_step(self, phase: str, step: str) -> None:
        s = self.s
        if (s.phase, s.step) == (phase, step):
            return
        s.phase, s.step = phase, step
        self.emit(PhaseChanged(phase, step, s.turn))

    # --- money, popularity, fines ------------------------------------------------------
    def gain(self, amount: int, why: Fact) -> None:
        if amount:
            self.s.money += amount
            self.emit(MoneyChanged(amount, self.s.money, why))

    def pay(self, amount: int, why: Fact) -> None:
        """Spend money the caller has checked is there."""
        if amount:
            assert self.s.money >= amount
            self.s.money -= amount
            self.emit(MoneyChanged(-amount, self.s.money, why))

    def charge(self, amount: int, why: Fact) -> bool:
        """A cost or fine: paid now if the register holds it, else pending (trainee held)."""
        if amount <= 0:
            return True
        if self.s.money >= amount:
            self.pay(amount, why)
            return True
        self.s.fine_due += amount
        self.emit(FineChanged(amount, self.s.fine_due, why))
        self.hold_fined_die()
        return False

    def hold_fined_die(self) -> None:
        die = self.s.dice[self.board.fine_locks_die]
        if die.zone in (CUP, "table", SPENT):
            self.move_die(die.id, FINE, face="")

    def add_stars(self, n: int, why: Fact) -> None:
        s = self.s
        gained = min(n, self.board.popularity_cap - s.popularity)
        if gained > 0:
            s.popularity += gained
            self.emit(PopularityChanged(gained, s.popularity, why))

    def lose_stars(self, n: int, why: Fact) -> None:
        s = self.s
        if n <= 0 or s.over:
            return
        lost = min(n, s.popularity - self.board.popularity_lost_at)
        s.popularity -= lost
        s.stars_lost += lost
        self.emit(PopularityChanged(-lost, s.popularity, why))
        if s.mode == VERSUS and lost > 0:
            s.offers += self.board.extra_offer_per_loss
        if s.popularity <= self.board.popularity_lost_at:
            if s.mode == SOLO:
                self.end_game((), StandClosed())
            else:
                self.end_game((CUSTOMER_PLAYER,), CustomersWon())

    def end_game(self, winners: tuple[int, ...], how: Fact) -> None:
        s = self.s
        if s.over:
            return
        s.over = True
        s.winners = winners
        s.ending = how
        s.phase, s.step = PHASE_OVER, STEP_OVER
        self.emit(PhaseChanged(PHASE_OVER, STEP_OVER, s.turn))
        self.emit(GameEnded(winners, how))

    # --- cards -------------------------------------------------------------------------
    def move_card(self, card: str, from_zone: str, to_zone: str, how: Fact) -> None:
        self.emit(CardMoved(card, from_zone, to_zone, how))

    def take_off_table(self, card: str) -> str:
        """Remove a card from the counter or Patience (leaving a gap); returns its old zone."""
        s = self.s
        zone = s.zone_of_card(card)
        if card == s.patience:
            s.patience = ""
        elif card in s.counter:
            s.counter[s.counter.index(card)] = ""
        s.status.pop(card, None)
        for die in s.dice.values():
            if die.zone == SPENT and die.on == card:
                die.on = ""
        return zone

    def discard(self, card: str, from_zone: str, how: Fact) -> None:
        """A card leaves the game (face up in the out pile)."""
        self.s.out.append(card)
        self.move_card(card, from_zone, "out", how)

    # --- dice --------------------------------------------------------------------------
    def move_die(self, die_id: str, zone: str, on: str = "", face: str | None = None,
                 how: Fact | None = None) -> None:
        s = self.s
        die = s.dice[die_id]
        before = s.die_zone(die_id)
        die.zone = zone
        die.on = on
        die.kept = False
        if face is not None:
            die.face = face
        self.emit(DieMoved(die_id, die.face, before, s.die_zone(die_id), how))

    def release_die(self, die_id: str) -> None:
        """A captive or resting die comes back: to the cup, or to the FINE zone if held."""
        if die_id == self.board.fine_locks_die and self.s.fine_due > 0:
            self.move_die(die_id, FINE, face="")
        else:
            self.move_die(die_id, CUP, face="")

