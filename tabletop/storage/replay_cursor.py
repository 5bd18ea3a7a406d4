"""Step through a recorded game, forward and back, by rebuilding it from its log."""

from __future__ import annotations

import bisect
import copy
from typing import Any

from tabletop.core.actions import Event, action_from_dict
from tabletop.core.errors import DataError, IllegalAction
from tabletop.core.game import GameSetup, Rules
from tabletop.core.match import Match
from tabletop.core.registry import GameSpec
from tabletop.storage.records import RecordError, SavedGame, same_state
from tabletop.storage.settings_data import StorageLimits, bundled_settings_data


class ReplayCursor:
    """The state of a recorded game at any step (one action or one tick is one step).

    Snapshots (copies of the match) are kept every `snapshot_every` steps, so stepping back
    replays at most that many steps. Raises RecordError when the record does not replay.
    """

    def __init__(self, spec: GameSpec, data: Any, record: SavedGame,
                 limits: StorageLimits | None = None) -> None:
        limits = limits or bundled_settings_data().limits
        self.spec = spec
        self.data = data
        self.record = record
        self._starts: list[int] = []  # the step at which each log entry begins
        total = 0
        for number, entry in enumerate(record.log):
            self._starts.append(total)
            total += _tick_count(entry, number) if "tick" in entry else 1
        self._length = total
        self.every = max(limits.replay_snapshot_every, -(-total // limits.replay_max_snapshots))
        if spec.id != record.game:
            raise RecordError(f"is a game of {record.game}, not {spec.id}")
        try:
            options = spec.resolve_options(record.options)
            setup = GameSetup(record.seats, record.seed, options, record.first)
            self._match = Match(spec, data, setup)
        except (DataError, ValueError) as error:  # a seat named first that is not there
            raise RecordError(f"cannot be set up: {error}") from None
        self._position = 0
        self._snapshots: dict[int, Match] = {}
        self._keep_snapshot()

    def __len__(self) -> int:
        return self._length

    @property
    def position(self) -> int:
        """Steps applied so far (0 = the start, len = the end)."""
        return self._position

    @property
    def match(self) -> Match:
        return self._match

    @property
    def rules(self) -> Rules:
        """The game state at the current step (draw from it; do not change it)."""
        return self._match.rules

    def forward(self) -> list[Event]:
        """Apply the next step and return its events ([] at the end)."""
        if self._position >= self._length:
            return []
        number = bisect.bisect_right(self._starts, self._position) - 1
        entry = self.record.log[number]
        if "tick" in entry:
            events = self._match.tick(float(entry["dt"]))
        else:
            try:
                action = action_from_dict(entry, self.spec.action_types)
                events = self._match.submit(action)
            except IllegalAction as refusal:
                raise RecordError(f"entry {number} refused: {refusal.why!r}") from None
            except Exception as error:
                raise RecordError(f"entry {number}: {type(error).__name__}: {error}") from None
        self._position += 1
        self._keep_snapshot()
        return events

    def back(self) -> None:
        """Go one step back (rebuilt from the nearest snapshot)."""
        self.seek(self._position - 1)

    def seek(self, step: int) -> None:
        """Go to any step, clamped to 0..len."""
        step = max(0, min(self._length, step))
        if step < self._position or step - self._position > self.every:
            base = max((k for k in self._snapshots if k <= step), default=None)
            if base is not None and not (base <= self._position <= step):
                self._match = self._copy(self._snapshots[base])
                self._position = base
        while self._position < step:
            self.forward()

    def to_end(self) -> None:
        self.seek(self._length)

    def verify(self) -> str | None:
        """None when the final state matches the record (its check value, and a finished
        game's scores and winners); else why."""
        here = self._position
        self.to_end()
        try:
            if not same_state(self._match, self.record):
                return (f"The replay ends in a different state than was recorded "
                        f"(check {self._match.check_value()}, recorded {self.record.check}).")
            expected = self.record.outcome
            if expected is not None:
                if not self.rules.is_over():
                    return "The replay ends before the recorded game was over."
                found_outcome = self.rules.outcome()
                # scores and winners: how it ended is a fact the record keeps by its kind (or,
                # made before #34, as the rules' sentence), and the check value pins the state
                if (found_outcome.scores, found_outcome.winners) != (expected.scores,
                                                                     expected.winners):
                    return "The replay ends with a different result than was recorded."
            return None
        finally:
            self.seek(here)

    def _keep_snapshot(self) -> None:
        if self._position % self.every == 0 and self._position not in self._snapshots:
            self._snapshots[self._position] = self._copy(self._match)

    def _copy(self, match: Match) -> Match:
        """A deep copy sharing the (read-only) spec and card data."""
        return copy.deepcopy(match, {id(self.spec): self.spec, id(self.data): self.data})


def _tick_count(entry: Any, number: int) -> int:
    count = entry.get("tick")
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise RecordError(f"entry {number}: tick count {count!r} is not a positive whole number")
    if isinstance(entry.get("dt"), bool) or not isinstance(entry.get("dt"), int | float):
        raise RecordError(f"entry {number}: dt {entry.get('dt')!r} is not a number")
    return count
