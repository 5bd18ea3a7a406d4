"""Play one game to its end through a Match while throwing illegal actions at it.

Every refusal must be the typed `IllegalAction` with a reason, and leave `snapshot()` exactly as
it was; every accepted action must keep the game's invariants; the game must end within a bound;
after the end everything is refused and nothing changes; the log replays to the same state.
Every action is first put to the rules' public `check`, which must agree with `apply`.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.actions import Action
from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact
from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.match import FIXED_STEP, Match, replay
from tabletop.core.registry import GameSpec
from tests.property import fire, invariants
from tests.property.agreement import agreeing
from tests.property.invariants.common import check_finished

MAX_TURN_ACTIONS = 6000
MAX_REALTIME_STEPS = 60 * 60 * 60
REALTIME_CHECK_EVERY = 60
UNDO_RATE = 0.15


@dataclass
class Tally:
    """What one game under fire went through."""

    accepted: int = 0
    refused: int = 0
    random_accepted: int = 0
    undone: int = 0
    ticks: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    checked_accepted: int = 0
    checked_refused: int = 0
    """Actions `check` and `apply` agreed on (both accepted / both refused for one reason)."""


def random_setup(spec: GameSpec, rng: random.Random) -> GameSetup:
    players = rng.randint(spec.min_players, spec.max_players)
    seats = tuple(Seat(f"Seat{i}", BOT, rng.choice(spec.bot_skills)) for i in range(players))
    options = {o.name: rng.choice(o.choices) for o in spec.options}
    return GameSetup(seats, rng.randrange(2**31), options)


class Fire:
    """One game under fire (see the module docstring)."""

    def __init__(self, spec: GameSpec, data: Any, setup: GameSetup, chaos: int,
                 illegal_rate: float = 0.35, bot_rate: float = 0.5) -> None:
        self.spec = spec
        self.match = Match(spec, data, setup)
        self.players = len(setup.seats)
        self.rng = random.Random(chaos)
        self.illegal_rate = illegal_rate
        self.bot_rate = bot_rate
        self.tally = Tally()
        self.seen_legal: list[Action] = []
        self.pools: fire.Pools | None = None

    @property
    def rules(self) -> Any:
        """The match's rules now (taking a move back rebuilds them)."""
        return self.match.rules

    # --- the checks --------------------------------------------------------------------
    def submit(self, action: Action, compare_snapshots: bool = True) -> None:
        """The match's submit, after the rules' `check` (they must agree)."""
        try:
            agreeing(self.rules, action, self.match.submit, compare_snapshots)
        except IllegalAction:
            self.tally.checked_refused += 1
            raise
        self.tally.checked_accepted += 1

    def check(self) -> None:
        invariants.check(self.spec.id, self.rules, self.players)
        for seat in range(self.players):
            self.rules.observation(seat)  # every seat can always look at the table

    def must_refuse(self, action: Action, why: str) -> None:
        before = self.rules.snapshot()
        try:
            self.submit(action)
        except IllegalAction as refusal:
            self._refused(refusal, before, action)
            return
        raise AssertionError(f"{why}: {action} was accepted")

    def may_refuse(self, action: Action) -> bool:
        """Accepted (invariants then hold) or refused (nothing changed); True when accepted."""
        before = self.rules.snapshot()
        try:
            self.submit(action)
        except IllegalAction as refusal:
            self._refused(refusal, before, action)
            return False
        self.tally.accepted += 1
        self.tally.random_accepted += 1
        self.check()
        return True

    def _refused(self, refusal: IllegalAction, before: dict, action: Action) -> None:
        assert type(refusal) is IllegalAction, f"{type(refusal).__name__} for {action}"
        assert isinstance(refusal.why, Fact) and type(refusal.why) is not Fact, (
            f"a refusal without a reason for {action}")
        after = self.rules.snapshot()
        assert after == before, f"refusing {action} changed the state: " + _diff(before, after)
        self.tally.refused += 1
        kind = type(action).__name__
        self.tally.kinds[kind] = self.tally.kinds.get(kind, 0) + 1

    def play_legal(self, seat: int, legal: list[Action]) -> None:
        if seat in self.match.bots and self.rng.random() < self.bot_rate:
            action = self.match.bot_decision(seat).action
            assert action in legal or self.rules.realtime, (
                f"the bot chose {action}, which is not among the legal actions")
        else:
            action = self.rng.choice(legal)
        before = self.rules.snapshot()
        try:
            self.submit(action)
        except IllegalAction as refusal:
            raise AssertionError(f"legal_actions({seat}) offered {action}, "
                                 f"but it was refused: {refusal.reason}") from None
        assert self.rules.snapshot() != before or self.rules.realtime, (
            f"{action} was accepted but changed nothing")
        self.seen_legal.append(action)
        del self.seen_legal[:-20]
        self.tally.accepted += 1
        self.check()

    # --- the illegal volley --------------------------------------------------------------
    def volley(self, legal_by_seat: dict[int, list[Action]]) -> bool:
        """One illegal (or random) attempt of a random kind; True when it was accepted."""
        rng = self.rng
        actors = self.rules.actors()
        if self.pools is None or rng.random() < 0.1:
            everything = [a for acts in legal_by_seat.values() for a in acts]
            self.pools = fire.Pools.harvest(self.rules, everything)
        choice = rng.random()
        legal = [a for acts in legal_by_seat.values() for a in acts]
        if choice < 0.3 and legal:
            self.must_refuse(fire.wrong_seat(rng, rng.choice(legal), actors, self.players),
                             "a move from a seat that may not act")
            return False
        if choice < 0.55 and legal:
            attempt = fire.mutated(rng, rng.choice(legal), self.pools)
        else:
            attempt = fire.random_action(rng, self.spec.action_types, self.pools, self.players)
        if attempt.seat in actors:
            return self.may_refuse(attempt)
        self.must_refuse(attempt, "a move from a seat that may not act")
        return False

    # --- whole games --------------------------------------------------------------------
    def run(self) -> Tally:
        self.check()
        if self.rules.realtime:
            self._run_realtime()
        else:
            self._run_turns()
        assert self.rules.is_over(), f"{self.spec.title} did not end within the bound"
        self.after_the_end()
        self.replays_exactly()
        return self.tally

    def _run_turns(self) -> None:
        for _ in range(MAX_TURN_ACTIONS):
            rules = self.rules
            if rules.is_over():
                return
            actors = rules.actors()
            legal_by_seat = {seat: rules.legal_actions(seat) for seat in range(self.players)}
            for seat in range(self.players):
                if seat not in actors:
                    assert legal_by_seat[seat] == [], f"seat {seat} is not acting but has moves"
            seat = actors[0] if len(actors) == 1 else self.rng.choice(actors)
            assert legal_by_seat[seat], f"seat {seat} must act but has no legal move"
            moved = False
            while not moved and self.rng.random() < self.illegal_rate:
                moved = self.volley(legal_by_seat)  # a random move may happen to be legal
            if not moved:
                self.play_legal(seat, legal_by_seat[seat])
            if self.rng.random() < UNDO_RATE:
                self.try_undo()

    def try_undo(self) -> None:
        """Ctrl+Z from any seat: refused (nothing changes) or the last move is taken back,
        leaving exactly the state its log replays to, never across a draw or another seat."""
        seat = self.rng.randrange(self.players)
        before = self.rules.snapshot()
        last = self.match.log[-1] if self.match.log else None
        allowed = self.match.can_undo(seat)
        if not self.match.undo(seat):
            assert not allowed and self.rules.snapshot() == before, "a refused undo changed it"
            return
        assert allowed and last is not None and last.get("seat") == seat, (
            f"seat {seat} took back {last}, which was not its own")
        self.tally.undone += 1
        self.check()
        self.replays_exactly()

    def _run_realtime(self) -> None:
        rules = self.rules
        match = self.match
        for step in range(MAX_REALTIME_STEPS):
            if rules.is_over():
                return
            for seat, bot in list(match.bots.items()):
                for action in bot.step(rules.observation(seat), FIXED_STEP):
                    try:
                        self.submit(action, compare_snapshots=False)
                    except IllegalAction:
                        continue
                    self.tally.accepted += 1
            if self.rng.random() < self.illegal_rate * 0.2:
                seat = self.rng.randrange(self.players)
                legal = rules.legal_actions(seat)
                if legal and self.rng.random() < 0.5:
                    self.play_legal(seat, legal)
                else:
                    self.volley({seat: legal})
            events = match.tick(FIXED_STEP)
            self.tally.ticks += 1
            if events or step % REALTIME_CHECK_EVERY == 0:
                self.check()

    def after_the_end(self) -> None:
        """Nothing is offered, everything is refused, time stands still."""
        rules = self.rules
        check_finished(rules, self.players)
        self.check()
        pools = self.pools or fire.Pools.harvest(rules, self.seen_legal)
        attempts = list(self.seen_legal[-5:])
        attempts += [fire.random_action(self.rng, self.spec.action_types, pools, self.players)
                     for _ in range(10)]
        for action in attempts:
            self.must_refuse(action, "a move after the game ended")
        before = rules.snapshot()
        events = rules.tick(FIXED_STEP)
        assert rules.snapshot() == before and not events, "time moved after the end"

    def replays_exactly(self) -> None:
        """The log (accepted actions and ticks only) rebuilds exactly this state."""
        log = json.loads(json.dumps(self.match.log))
        again = replay(self.spec, self.match.data, self.match.setup, log)
        assert again.rules.snapshot() == self.rules.snapshot(), "the log does not explain the state"


def _diff(before: dict, after: dict) -> str:
    keys = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
    return ", ".join(f"{k}: {before.get(k)!r:.80} -> {after.get(k)!r:.80}" for k in keys[:5])
