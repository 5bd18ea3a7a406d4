"""Autosaves: one versioned JSON record per game in progress, resumed by replaying its log."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from tabletop.core.language import N_
from tabletop.core.match import Match
from tabletop.core.registry import GameSpec
from tabletop.storage.atomic_json import (
    BROKEN,
    MISSING,
    is_record_file,
    read_json,
    set_aside_problem,
    write_json,
)
from tabletop.storage.problems import Notice, Problem
from tabletop.storage.records import (
    GAME_ID,
    RecordError,
    SavedGame,
    parse_record,
    rebuild,
    record_of,
)
from tabletop.storage.replays import ReplayStore
from tabletop.storage.settings_data import StorageLimits, bundled_settings_data
from tabletop.storage.timestamps import Clock, utc_now
from tabletop.storage.writer import BackgroundWriter

SAVES_FOLDER = "saves"
WHAT = "Your saved game"


def older_rules_message(spec: GameSpec) -> str:
    """Why a save from before a rule change cannot go on (the file stays where it is)."""
    return Notice(N_("Your {game} game was saved with an older version of the {game} rules "
                     "and does not play out the same under the new ones, so it cannot be "
                     "continued. It is kept as it was."), game=spec.title)


class SaveStore:
    """`saves/<game id>.json` in the user's data folder; finished games move on to replays."""

    def __init__(self, folder: Path, limits: StorageLimits | None = None,
                 clock: Clock = utc_now, writer: BackgroundWriter | None = None) -> None:
        self.folder = Path(folder) / SAVES_FOLDER
        self.clock = clock
        self.replays = ReplayStore(folder, limits or bundled_settings_data().limits, clock)
        self.writer = writer
        """With a writer, autosaves reach the disk off the caller's thread; every read, move or
        set-aside here waits for them first, so this store never sees a stale file."""
        self._problems: list[Problem] = []
        self._failed_writes: list[str] = []

    def path_for(self, game_id: str) -> Path:
        if not GAME_ID.match(game_id):
            raise ValueError(f"game id {game_id!r} cannot name a file")
        return self.folder / f"{game_id}.json"

    def write(self, match: Match) -> SavedGame:
        """Autosave the match (atomically: a crash leaves the previous save intact). With a
        writer the record is made here, encoded and written on its thread: see `flush`."""
        record = record_of(match, self.clock())
        path = self.path_for(record.game)
        if self.writer is None:
            write_json(path, record.to_json())
        else:
            self.writer.submit(path, record.to_json())  # a fresh body over a detached log
        return dataclasses.replace(record, path=path)

    def flush(self) -> None:
        """Wait until every autosave handed to the writer is on disk (or has failed)."""
        if self.writer is not None:
            self.writer.flush()
            self._failed_writes += self.writer.take_errors()

    def load(self, game_id: str) -> SavedGame | Problem | None:
        """The save of this game; None if there is none; a Problem (file set aside) if unusable."""
        self.flush()
        return self._read(self.path_for(game_id))

    def saved_games(self) -> tuple[SavedGame, ...]:
        """Every usable save, newest first; unusable ones are set aside (see `take_notices`)."""
        self.flush()
        if not self.folder.is_dir():
            return ()
        found = []
        for path in sorted(self.folder.iterdir()):
            if is_record_file(path):
                result = self._read(path)
                if isinstance(result, SavedGame):
                    found.append(result)
        return tuple(sorted(found, key=lambda s: (s.saved_at, s.game), reverse=True))

    def load_latest(self) -> SavedGame | Problem | None:
        """The newest usable save; else the Problem of the first one set aside; else None."""
        before = len(self._problems)
        games = self.saved_games()
        if games:
            return games[0]
        return self._problems[before] if len(self._problems) > before else None

    def has_continue(self) -> bool:
        return bool(self.saved_games())

    def latest_summary(self) -> str | None:
        """"Taco Loco · Ana, Rosa (bot) · 2025-01-31 18:04" of the newest save."""
        games = self.saved_games()
        return games[0].summary() if games else None

    def resume(self, saved: SavedGame, spec: GameSpec, data: Any) -> Match | Problem:
        """Rebuild the match from the save; if it no longer adds up, set the file aside.

        A save made under other rules (`GameSpec.rules_version`) is never set aside: one from
        older rules is continued if it still plays out exactly as saved, else kept where it is
        with a Problem saying why (so is one from newer rules, which is not tried)."""
        path = saved.path or self.path_for(saved.game)
        if saved.rules_version > spec.rules_version:
            return Problem(f"Your {spec.title} game was saved with a newer version of the "
                           f"{spec.title} rules: update Taco Tabletop to continue it.",
                           None, f"{path}: rules version {saved.rules_version}")
        try:
            return rebuild(saved, spec, data)
        except RecordError as error:
            if saved.rules_version < spec.rules_version:
                return Problem(older_rules_message(spec), None, f"{path}: {error.detail}")
            if "check value" in error.detail:
                reason = "was changed or damaged since it was saved"
            else:
                reason = "no longer replays with this version of the game"
            return self._set_aside(path, error.detail, reason)

    def refuse(self, saved: SavedGame, reason: str) -> Problem:
        """Set a save aside for a reason found by the caller, e.g. "is of a game this version
        does not have"; the message reads "Your saved game <reason> and was set aside as …"."""
        return self._set_aside(saved.path or self.path_for(saved.game), reason, reason)

    def discard(self, game_id: str, match: Match | None = None) -> Path | None:
        """The game is over (or abandoned): move its record to the replays folder.

        With `match`, the record is first brought up to date (including the outcome).
        Returns where the record went, or None when there was nothing to move.
        """
        self.flush()  # an autosave still on its way must not land after the record moved on
        path = self.path_for(game_id)
        if match is not None:
            write_json(path, record_of(match, self.clock()).to_json())
        if not path.exists():
            return None
        return self.replays.adopt(path, game_id)

    def take_notices(self) -> tuple[str, ...]:
        """Messages about files set aside or autosaves that failed since the last call (show
        them once, e.g. on title)."""
        self.flush()
        notices = tuple(problem.message for problem in self._problems) + tuple(
            Notice(N_("The game could not be saved: {error}"), error=error)
            for error in self._failed_writes)
        self._problems = []
        self._failed_writes = []
        return notices

    def _read(self, path: Path) -> SavedGame | Problem | None:
        read = read_json(path)
        if read.status == MISSING:
            return None
        if read.status == BROKEN:
            return self._set_aside(path, read.detail)
        try:
            return parse_record(read.data, path)
        except RecordError as error:
            if error.future:
                return self._set_aside(path, error.detail,
                                       "was made by a newer version of Taco Tabletop",
                                       "Update Taco Tabletop to continue it.")
            return self._set_aside(path, error.detail)

    def _set_aside(self, path: Path, detail: str, reason: str = "could not be read",
                   after: str = "") -> Problem:
        self.flush()
        problem = set_aside_problem(path, WHAT, detail, reason=reason, after=after,
                                    moment=self.clock())
        self._problems.append(problem)
        return problem
