"""A game in progress: rules plus the action log that replays it, plus the bots in their seats."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.actions import Action, Event, action_from_dict, action_to_dict
from tabletop.core.errors import DataError, IllegalAction
from tabletop.core.game import BOT, Bot, Decision, GameSetup, RealtimeBot, Rules
from tabletop.core.registry import GameSpec

FIXED_STEP = 1 / 60
"""The one game-time step every real-time game advances by."""


@dataclass
class Match:
    """Owns one game's rules, its replayable log and its bots; the only way play changes state."""

    spec: GameSpec
    data: Any
    setup: GameSetup
    rules: Rules = field(init=False)
    log: list[dict[str, Any]] = field(init=False, default_factory=list)
    bots: dict[int, Bot] = field(init=False, default_factory=dict)
    undoable: list[bool] = field(init=False, default_factory=list)
    """Parallel to `log`: whether that entry may be taken back."""
    _plan: BotPlan | None = field(init=False, default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.rules = self.spec.new_rules(self.data, self.setup)
        self.seat_bots()

    def seat_bots(self) -> None:
        """A bot in every seat the setup gives to one."""
        for index, seat in enumerate(self.setup.seats):
            if seat.kind == BOT:
                self.bots[index] = self.new_bot(index)

    def new_bot(self, seat: int, skill: str | None = None) -> Bot:
        """A bot for `seat` (at the seat's own skill unless `skill`), seeded from the game's
        seed and the seat, so the same game plays the same way again."""
        skill = self.setup.seats[seat].skill if skill is None else skill
        return self.spec.new_bot(self.data, seat, skill, self.setup.seed * 101 + seat)

    def bot_takes(self, seat: int, bot: Bot | None = None) -> None:
        """A bot plays `seat` from now on (`bot`, one taken back earlier, or a new one)."""
        self.bots[seat] = bot if bot is not None else self.new_bot(seat)

    def person_takes(self, seat: int) -> Bot | None:
        """A person plays `seat` from now on; the bot that played it (None: none did)."""
        return self.bots.pop(seat, None)

    def restarted(self) -> Match:
        """A new match of this game at its start, as its log began (to read the log again)."""
        return Match(self.spec, self.data, self.setup)

    def submit(self, action: Action) -> list[Event]:
        """Apply an action through the rules and log it; IllegalAction passes through unchanged."""
        events = self.rules.apply(action)
        self.log.append(action_to_dict(action))
        barriers = self.spec.undo_barriers
        self.undoable.append(barriers is not None
                             and not any(isinstance(e, barriers) for e in events))
        return events

    def check(self, action: Action) -> IllegalAction | None:
        """Whether `submit(action)` would be accepted now: None, or the refusal it would raise
        (the rules' own validation; nothing changes and nothing is logged)."""
        return self.rules.check(action)

    def can_undo(self, seat: int) -> bool:
        """Whether `seat` may take back its last action (same turn, nothing revealed since)."""
        if not self.log or not self.undoable[-1] or self.rules.realtime:
            return False
        return self.log[-1].get("seat") == seat and seat in self.rules.actors()

    def undo(self, seat: int) -> bool:
        """Take back `seat`'s last action by replaying the log without it."""
        if not self.can_undo(seat):
            return False
        rebuilt = replay(self.spec, self.data, self.setup, self.log[:-1])
        flags = self.undoable[:-1]
        self.rules, self.log, self.undoable = rebuilt.rules, rebuilt.log, flags
        return True

    def clock_held(self) -> bool:
        """A real-time game's clock is held from outside the game (a tutorial's coach talks):
        `tick` changes nothing while it is. Never in a real game."""
        return False

    def tick(self, dt: float = FIXED_STEP) -> list[Event]:
        """Advance game time (real-time games); consecutive ticks share one log entry (the
        newest entry is the only one ever changed: saves rely on that to copy the log cheaply)."""
        events = self.rules.tick(dt)
        if self.log and "tick" in self.log[-1] and self.log[-1]["dt"] == dt:
            self.log[-1]["tick"] += 1
        else:
            self.log.append({"tick": 1, "dt": dt})
            self.undoable.append(False)
        return events

    def bot_decision(self, seat: int) -> Decision:
        """What the bot in `seat` (or a hint bot for a human seat) would do now."""
        bot = self.bots.get(seat) or self.spec.new_bot(self.data, seat, "normal", self.setup.seed)
        return bot.choose(self.rules.observation(seat), self.rules.legal_actions(seat))

    def plan_bot(self, seat: int) -> None:
        """Work out the next move of `seat`'s bot now, ahead of the moment it plays (a still
        table's spare time), so that the frame showing the move does not also think it. The
        plan holds for this state only: any action, an undo or another bot in the seat ends it."""
        if not self.bot_planned(seat) and seat in self.bots:
            self._plan = BotPlan(seat, self.bots[seat], self.rules, len(self.log),
                                 self.bot_decision(seat))

    def bot_planned(self, seat: int) -> bool:
        """Whether `seat`'s bot's next move is already worked out for this state."""
        plan = self._plan
        return plan is not None and plan.holds(self, seat)

    def bot_move(self, seat: int) -> Decision:
        """What `seat`'s bot plays now: its plan when one holds (used once), else decided now."""
        plan, self._plan = self._plan, None
        if plan is not None and plan.holds(self, seat):
            return plan.decision
        return self.bot_decision(seat)

    def bot_to_move(self) -> int | None:
        """The first acting seat held by a bot, if any."""
        for seat in self.rules.actors():
            if seat in self.bots:
                return seat
        return None

    def step_bots(self, dt: float = FIXED_STEP) -> list[Event]:
        """Real-time: let every bot act for one step, then advance the clock."""
        events: list[Event] = []
        for seat, bot in self.bots.items():
            if not isinstance(bot, RealtimeBot):
                raise TypeError(f"seat {seat}'s bot is turn-based: it cannot step in real time")
            for action in bot.step(self.rules.observation(seat), dt):
                try:
                    events += self.submit(action)
                except IllegalAction:
                    continue
        events += self.tick(dt)
        return events

    def check_value(self) -> str:
        """A short hash of the full state, stored in saves to detect tampering or drift."""
        return check_of(self.rules.snapshot())


@dataclass(frozen=True)
class BotPlan:
    """A bot's move worked out ahead, for the state it was worked out in."""

    seat: int
    bot: Bot
    rules: Rules
    moves: int
    """How many entries the log held: any action since ends the plan."""
    decision: Decision

    def holds(self, match: Match, seat: int) -> bool:
        return (seat == self.seat and match.bots.get(seat) is self.bot
                and match.rules is self.rules and len(match.log) == self.moves)


def check_of(snapshot: Mapping[str, Any]) -> str:
    """A short hash of a rules snapshot: the check value a save keeps."""
    blob = json.dumps(snapshot, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def replay(spec: GameSpec, data: Any, setup: GameSetup, log: Sequence[Mapping[str, Any]],
           upto: int | None = None) -> Match:
    """Rebuild a match from its setup and log (the first `upto` entries); DataError if it breaks."""
    match = Match(spec, data, setup)
    entries = log if upto is None else log[:upto]
    for number, entry in enumerate(entries):
        if "tick" in entry:
            for _ in range(int(entry["tick"])):
                match.tick(float(entry["dt"]))
            continue
        action = action_from_dict(entry, spec.action_types)
        try:
            match.submit(action)
        except IllegalAction as refusal:
            raise DataError("action log", f"entry {number}", f"refused: {refusal.why!r}") from None
    return match
