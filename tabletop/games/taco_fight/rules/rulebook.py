"""¡Taco Fight! rules: a co-operative real-time fight against six waves of tacos.

Every seat may act at any moment; game time advances only through `tick` by the fixed step and
is counted in whole steps, so a 30-second fight ends on the same step at any frame rate.
The state lives in state.py, player actions in moves.py, prep and phase changes in phases.py.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.actions import Action, Event, check_well_formed
from tabletop.core.dispatch import handler_for, refusal_of
from tabletop.core.errors import IllegalAction
from tabletop.core.game import GameSetup, NotOver, Outcome
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules import events as E
from tabletop.games.taco_fight.rules import refusals as no
from tabletop.games.taco_fight.rules.cards import HEATS, TacoFightData
from tabletop.games.taco_fight.rules.clock import steps_in
from tabletop.games.taco_fight.rules.moves import PlayerMoves
from tabletop.games.taco_fight.rules.observation import NO_TACO, Observation, StabView, TableView
from tabletop.games.taco_fight.rules.phases import PhaseMoves
from tabletop.games.taco_fight.rules.state import FIGHT, OVER, PREP

__all__ = ["FIGHT", "OVER", "PREP", "TacoFightRules"]


class TacoFightRules(PlayerMoves, PhaseMoves):
    """State and rules of one ¡Taco Fight! game (see the module docstring)."""

    realtime = True

    def __init__(self, data: TacoFightData, setup: GameSetup,
                 decks: Mapping[str, Sequence[int]] | None = None) -> None:
        """`decks` (tests) fixes stack orders, top card first: keys 'ingredient', 'mild',
        'medium', 'hot'; a given stack may hold only some of that deck's cards."""
        super().__init__(data, setup, decks)
        self._handler_map: dict[type, Any] = {
            A.Flip: self._flip, A.Build: self._build, A.Smash: self._smash, A.Stab: self._stab,
            A.Grab: self._grab, A.Shuffle: self._shuffle, A.Give: self._give,
            A.Place: self._place, A.AutoPlace: self._autoplace, A.Ready: self._ready}
        self._deal(seat=-1)

    # ----- the Rules protocol -------------------------------------------------------------

    def actors(self) -> tuple[int, ...]:
        return () if self.phase == OVER else tuple(range(self.players))

    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def turns(self) -> int:
        """Fights started so far (1 to 6)."""
        return self.fights

    def outcome(self) -> Outcome:
        scores = tuple(self.forks_sunk)
        if self.phase != OVER or self.ending is None:
            return Outcome(scores, (), NotOver())
        winners = tuple(range(self.players)) if self.won else ()
        return Outcome(scores, winners, self.ending)

    def tick(self, dt: float) -> list[Event]:
        events: list[Event] = []
        for _ in range(steps_in(dt)):
            if self.phase == OVER:
                break
            self.step += 1
            self.phase_elapsed += 1
            for seat, stab in enumerate(self.stabs):
                if stab is not None and self.step - stab[3] >= self.window_steps:
                    events.append(self._lapse(seat, E.TOO_SLOW))
            if self.phase_steps and self.phase_elapsed >= self.phase_steps:
                events += self._end_fight() if self.phase == FIGHT else self._prep_timeout()
        if events:
            self._version += 1
        return events

    def apply(self, action: Action) -> list[Event]:
        events = self._handler(action)(action)
        events += self._drop_broken_stabs()
        self._version += 1
        return events

    def check(self, action: Action) -> IllegalAction | None:
        return refusal_of(lambda: self._handler(action)(action, check_only=True))

    def _handler(self, action: Action) -> Any:
        """The handler of a well-formed action from a real seat while the game runs (the
        checks every action passes first); each handler validates the rest fully and, with
        `check_only`, stops there."""
        if self.phase == OVER:
            raise IllegalAction(no.GameIsOver())
        check_well_formed(action)
        if not 0 <= action.seat < self.players:
            raise IllegalAction(no.NoSuchSeat())
        return handler_for(self._handler_map, action, no.NotThisGame())

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action the seat may take now (plays and stabs against every legal target)."""
        if self.phase == OVER or not 0 <= seat < self.players:
            return []
        candidates: list[Action] = [A.Flip(seat), A.Grab(seat), A.Shuffle(seat),
                                    A.AutoPlace(seat), A.Ready(seat)]
        candidates += [A.Give(seat, to) for to in range(self.players)]
        top = self.kitchen[seat][-1] if self.kitchen[seat] else None
        plates = range(self.data.plates_per_player)
        if self.phase == FIGHT and top is not None:
            for owner in range(self.players):
                candidates += [A.Build(seat, top, owner, p) for p in plates]
                candidates += [A.Smash(seat, top, owner, p) for p in plates]
                candidates += [A.Stab(seat, top, t) for t in self.attack[owner] if t != NO_TACO]
                candidates += [A.Stab(seat, top, t) for t in self.held[owner]]
        if self.phase == PREP:
            mine = self.incoming[seat] + [t for t in self.attack[seat] if t != NO_TACO]
            candidates += [A.Place(seat, t, p) for t in mine for p in plates]
        return [a for a in candidates if self._is_legal(a)]

    def _is_legal(self, action: Action) -> bool:
        return refusal_of(lambda: self._handler_map[type(action)](action, check_only=True)) is None

    # ----- views and bots -----------------------------------------------------------------

    def table(self) -> TableView:
        """The public table, rebuilt only after something changed."""
        if self._view is not None and self._view[0] == self._version:
            return self._view[1]
        n = self.players
        cards = self.data.cards
        plates = tuple(tuple(tuple(p) for p in self.plates[s]) for s in range(n))
        smash = tuple(tuple(tuple(p) for p in self.smash[s]) for s in range(n))
        view = TableView(
            players=n, difficulty=self.difficulty.key, phase=self.phase, wave=self.wave,
            waves=self.waves, plates=plates,
            plate_values=tuple(tuple(cards[p[-1]].value if p else -1 for p in row)
                               for row in plates),
            attackers=tuple(tuple(row) for row in self.attack), smash=smash,
            fists=tuple(tuple(sum(cards[c].fists for c in p) for p in row) for row in smash),
            held=tuple(tuple(h) for h in self.held),
            incoming=tuple(tuple(i) for i in self.incoming),
            kitchens=tuple(tuple(k) for k in self.kitchen),
            pantry_sizes=tuple(len(p) for p in self.pantry), stack_size=len(self.stack),
            taco_stack_sizes=tuple((h, len(self.taco_stacks[h])) for h in HEATS),
            sink=tuple(self.sink), forks_sunk=tuple(self.forks_sunk),
            stabs=tuple(StabView(*s) if s else None for s in self.stabs),
            ready=tuple(self.ready), ending=self.ending,
            names=tuple(seat.name for seat in self.setup.seats))
        self._view = (self._version, view)
        return view

    def observation(self, seat: int) -> Observation:
        return Observation(seat, self.table(), self.step, self.phase_elapsed,
                           self.phase_steps if self.phase != OVER else 0, self.window_steps,
                           self.fight_steps, self.prep_steps)

