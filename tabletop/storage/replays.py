"""Finished games kept as records in `replays/`, newest first, the last N only."""

from __future__ import annotations

import dataclasses
import os
import re
from pathlib import Path

from tabletop.storage.atomic_json import (
    BROKEN,
    is_record_file,
    read_json,
    set_aside_problem,
    write_json,
)
from tabletop.storage.records import GAME_ID, RecordError, SavedGame, parse_record
from tabletop.storage.settings_data import StorageLimits, bundled_settings_data
from tabletop.storage.timestamps import Clock, compact, utc_now

REPLAYS_FOLDER = "replays"
REPLAY_NAME = re.compile(r"^\d{8}T\d{6}Z-\d{3}-[A-Za-z0-9_-]+\.json$")
"""`20250131T180405Z-001-taco-loco.json`: the only files pruning may ever remove."""


class ReplayStore:
    """The replays folder: add or adopt records, list them, keep the newest `replays_kept`."""

    def __init__(self, folder: Path, limits: StorageLimits | None = None,
                 clock: Clock = utc_now) -> None:
        self.folder = Path(folder) / REPLAYS_FOLDER
        self.limits = limits or bundled_settings_data().limits
        self.clock = clock
        self._notices: list[str] = []

    def _new_path(self, game_id: str) -> Path:
        if not GAME_ID.match(game_id):
            raise ValueError(f"game id {game_id!r} cannot name a file")
        self.folder.mkdir(parents=True, exist_ok=True)
        stamp = compact(self.clock())
        number = 1
        while (path := self.folder / f"{stamp}-{number:03d}-{game_id}.json").exists():
            number += 1
        return path

    def add(self, record: SavedGame) -> Path:
        """Write a record into the replays folder (atomically), then prune old ones."""
        path = self._new_path(record.game)
        write_json(path, record.to_json())
        self.prune()
        return path

    def adopt(self, source: Path, game_id: str) -> Path:
        """Move an existing record file (a finished autosave) into the replays folder."""
        path = self._new_path(game_id)
        os.replace(source, path)
        self.prune()
        return path

    def keep_watch(self, record: SavedGame, seat: int | None) -> SavedGame:
        """Remember whose eyes a replay was watched through (a seat, None: everyone's cards)
        in its own file, rewritten atomically; the record as it now is."""
        changed = dataclasses.replace(record, watch=seat)
        if record.path is not None and record.path.parent == self.folder:
            write_json(record.path, changed.to_json())
        return changed

    def _names(self) -> list[Path]:
        if not self.folder.is_dir():
            return []
        return sorted(p for p in self.folder.iterdir() if REPLAY_NAME.match(p.name))

    def prune(self) -> list[Path]:
        """Remove the oldest replay records beyond the limit (nothing else); returns them."""
        extra = self._names()[: -self.limits.replays_kept]
        for path in extra:
            path.unlink(missing_ok=True)
        return extra

    def records(self) -> tuple[SavedGame, ...]:
        """Every readable replay, newest first; broken ones are set aside (see take_notices)."""
        found = []
        for path in reversed(self._names()):
            if not is_record_file(path):
                continue
            read = read_json(path)
            if read.status == BROKEN:
                self._set_aside(path, read.detail)
                continue
            try:
                found.append(parse_record(read.data, path))
            except RecordError as error:
                self._set_aside(path, error.detail)
        return tuple(found)

    def take_notices(self) -> tuple[str, ...]:
        notices, self._notices = tuple(self._notices), []
        return notices

    def _set_aside(self, path: Path, detail: str) -> None:
        problem = set_aside_problem(path, "A replay", detail, moment=self.clock())
        self._notices.append(problem.message)
