"""Prep and phase changes: placing tacos, Ready, the end of a fight (prep steps 1-4)."""

from __future__ import annotations

from tabletop.core.actions import Event
from tabletop.core.errors import IllegalAction
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules import events as E
from tabletop.games.taco_fight.rules import refusals as no
from tabletop.games.taco_fight.rules.clock import steps_to_seconds
from tabletop.games.taco_fight.rules.endings import (
    AllWavesDefeated,
    HoldingTooMany,
    LeftAfterLastFight,
    SpecialStanding,
)
from tabletop.games.taco_fight.rules.observation import NO_TACO
from tabletop.games.taco_fight.rules.prep import STANDING, auto_place, verdict
from tabletop.games.taco_fight.rules.state import FIGHT, OVER, PREP, TableState


class PhaseMoves(TableState):
    """Prep actions (place, auto-place, ready) and the phase transitions of the clock."""

    # ----- prep actions -------------------------------------------------------------------

    def _place(self, action: A.Place, check_only: bool = False) -> list[Event]:
        seat, taco, plate = action.seat, action.taco, action.plate
        if self.phase != PREP:
            raise IllegalAction(no.PlaceInPrep())
        self._check_owner(seat, plate)
        row = self.attack[seat]
        if taco in self.incoming[seat]:
            src = f"incoming:{seat}"
        elif taco in row:
            src = f"attacker:{seat}:{row.index(taco)}"
        else:
            raise IllegalAction(no.NotYourNewTaco())
        if row[plate] == taco:
            raise IllegalAction(no.AlreadyThere())
        if row[plate] != NO_TACO:
            raise IllegalAction(no.PlateTaken())
        if check_only:
            return []
        if src.startswith("incoming"):
            self.incoming[seat].remove(taco)
        else:
            row[row.index(taco)] = NO_TACO
        row[plate] = taco
        return [E.Placed(seat, (taco,), src, f"attacker:{seat}:{plate}", plate)]

    def _autoplace(self, action: A.AutoPlace, check_only: bool = False) -> list[Event]:
        if self.phase != PREP:
            raise IllegalAction(no.PlaceInPrep())
        if not self.incoming[action.seat]:
            raise IllegalAction(no.AllPlaced())
        return [] if check_only else self._place_all(action.seat)

    def _place_all(self, seat: int) -> list[Event]:
        tacos = [self.data.cards[t] for t in self.incoming[seat]]
        row = self.attack[seat]
        free = [p for p in range(len(row)) if row[p] == NO_TACO]
        values = [self.data.cards[p[-1]].value if p else -1 for p in self.plates[seat]]
        events: list[Event] = []
        for taco, plate in auto_place(tacos, [self._ways[t.id] for t in tacos], free, values):
            events += self._place(A.Place(seat, taco, plate))
        return events

    def _ready(self, action: A.Ready, check_only: bool = False) -> list[Event]:
        seat = action.seat
        if self.phase != PREP:
            raise IllegalAction(no.ReadyInPrep())
        if self.ready[seat]:
            raise IllegalAction(no.AlreadyReady())
        if check_only:
            return []
        events = self._place_all(seat) if self.incoming[seat] else []
        self.ready[seat] = True
        events.append(E.SeatReady(seat))
        if all(self.ready):
            events += self._start_fight()
        return events

    # ----- phases -------------------------------------------------------------------------

    def _start_fight(self) -> list[Event]:
        self.phase = FIGHT
        self.phase_elapsed = 0
        self.phase_steps = self.fight_steps
        self.ready = [False] * self.players
        self.fights += 1
        seconds = steps_to_seconds(self.fight_steps)
        return [E.PhaseStarted(FIGHT, self.wave, seconds)]

    def _prep_timeout(self) -> list[Event]:
        events: list[Event] = []
        for seat in range(self.players):
            if self.incoming[seat]:
                events += self._place_all(seat)
        return events + self._start_fight()

    def _deal(self, seat: int) -> list[Event]:
        """Prep step 4: deal the wave's tacos, one per player per round, in seat order."""
        index = self.wave - 1
        heat = self.data.wave_heats[index]
        stack = self.taco_stacks[heat]
        for _ in range(self.difficulty.waves[index]):
            for s in range(self.players):
                if stack:
                    self.incoming[s].append(stack.pop())
        return [E.PrepMoved(seat, tuple(self.incoming[s]), f"tacos:{heat}", f"incoming:{s}", 4,
                            s, self.wave) for s in range(self.players)]

    def _end_fight(self) -> list[Event]:
        events: list[Event] = [self._lapse(s, E.TIME_UP) for s in range(self.players)
                               if self.stabs[s]]
        cards = self.data.cards
        standing: list[tuple[int, int, int]] = []
        for owner in range(self.players):
            for slot, taco in enumerate(self.attack[owner]):
                if taco == NO_TACO:
                    continue
                pile = self.plates[owner][slot]
                fists = sum(cards[c].fists for c in self.smash[owner][slot])
                result = verdict(self._ways[taco], cards[taco].spiciness,
                                 cards[pile[-1]].value if pile else -1, fists)
                events.append(E.Verdict(owner, slot, taco, result))
                if result == STANDING:
                    standing.append((owner, slot, taco))
        for owner, _slot, taco in standing:
            if cards[taco].special:
                return events + self._game_over(False, SpecialStanding(owner, taco))
        if self.wave >= self.waves:
            if standing or any(self.held):
                return events + self._game_over(False, LeftAfterLastFight())
            return events + self._game_over(True, AllWavesDefeated(self.waves))
        events += self._clean_up(standing)
        if self.phase == OVER:
            return events
        self.wave += 1
        events += self._deal(-1)
        self.phase = PREP
        self.phase_elapsed = 0
        self.phase_steps = self.prep_steps
        seconds = steps_to_seconds(self.prep_steps)
        return events + [E.PhaseStarted(PREP, self.wave, seconds)]

    def _clean_up(self, standing: list[tuple[int, int, int]]) -> list[Event]:
        """Prep steps 1 to 3: kitchens and smash cards onto pantries, tacos cleared or held."""
        events: list[Event] = []
        for seat in range(self.players):
            kitchen = self.kitchen[seat]
            if kitchen:
                events.append(E.PrepMoved(-1, tuple(kitchen), f"kitchen:{seat}", f"pantry:{seat}",
                                          1, seat, self.wave))
                self.pantry[seat].extend(reversed(kitchen))
                kitchen.clear()
        for owner in range(self.players):
            for slot, pile in enumerate(self.smash[owner]):
                if pile:
                    events.append(E.PrepMoved(-1, tuple(pile), f"attacker:{owner}:{slot}",
                                              f"pantry:{owner}", 2, owner, self.wave))
                    self.pantry[owner].extend(reversed(pile))
                    pile.clear()
        held_now = {(o, s) for o, s, _t in standing}
        for owner in range(self.players):
            row = self.attack[owner]
            for slot, taco in enumerate(row):
                if taco == NO_TACO:
                    continue
                row[slot] = NO_TACO
                if (owner, slot) in held_now:
                    self.held[owner].append(taco)
                    events.append(E.TacoHeld(-1, (taco,), f"attacker:{owner}:{slot}",
                                             f"held:{owner}", owner))
                else:
                    self.pantry[owner].append(taco)
                    events.append(E.PrepMoved(-1, (taco,), f"attacker:{owner}:{slot}",
                                              f"pantry:{owner}", 3, owner, self.wave))
        for owner in range(self.players):
            if len(self.held[owner]) > self.data.max_held:
                return events + self._game_over(
                    False, HoldingTooMany(owner, len(self.held[owner])))
        return events
