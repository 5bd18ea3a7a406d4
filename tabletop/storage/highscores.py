"""The Taco Fight high-score table: best tacos eaten, with names, difficulty and player count."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from tabletop.core.data_model import Model, Positive, Whole, load_model
from tabletop.storage.document import JsonDocument
from tabletop.storage.settings_data import StorageLimits, bundled_settings_data
from tabletop.storage.timestamps import Clock, from_iso, to_iso, utc_now

HIGHSCORES_FILE = "highscores.json"
HIGHSCORES_VERSION = 1


@dataclass(frozen=True)
class HighScore:
    """One row: the team's names, the difficulty, how many played, tacos eaten, and when."""

    names: tuple[str, ...]
    difficulty: str
    players: int
    tacos_eaten: int
    date: datetime

    def sort_key(self) -> tuple[int, str]:
        """Most tacos first; on a tie the earlier score keeps the higher place."""
        return (-self.tacos_eaten, to_iso(self.date))

    def to_json(self) -> dict[str, Any]:
        return {"names": list(self.names), "difficulty": self.difficulty,
                "players": self.players, "tacos_eaten": self.tacos_eaten,
                "date": to_iso(self.date)}


class HighScoreStore:
    """`highscores.json`: sorted, the top `high_scores_kept` rows, written atomically."""

    def __init__(self, folder: Path, limits: StorageLimits | None = None,
                 clock: Clock = utc_now) -> None:
        self.keep = (limits or bundled_settings_data().limits).high_scores_kept
        self.clock = clock
        self.document = JsonDocument(Path(folder) / HIGHSCORES_FILE, "Your high scores",
                                     HIGHSCORES_VERSION, clock, "The table starts again.")

    def entries(self) -> tuple[HighScore, ...]:
        """The table, best first."""
        rows: list[HighScore] = self.document.read(_parse, [])
        return tuple(sorted(rows, key=HighScore.sort_key)[: self.keep])

    def rank_for(self, tacos_eaten: int) -> int | None:
        """The place (1 = top) a score would take now, or None if it would not make the table."""
        rows = self.entries()
        place = 1 + sum(1 for row in rows if row.tacos_eaten >= tacos_eaten)
        return place if place <= self.keep else None

    def add(self, names: list[str] | tuple[str, ...], difficulty: str, players: int,
            tacos_eaten: int) -> int | None:
        """Enter a finished game; returns its place (1 = top), or None if it did not make it."""
        row = HighScore(tuple(names), difficulty, int(players), int(tacos_eaten), self.clock())
        rows = sorted([*self.entries(), row], key=HighScore.sort_key)[: self.keep]
        if row not in rows:
            return None
        self.document.write({"entries": [r.to_json() for r in rows]})
        return rows.index(row) + 1

    def take_notices(self) -> tuple[str, ...]:
        return self.document.take_notices()


class HighScoreRow(Model, frozen=True):
    """One row as stored (its date an ISO time stamp)."""

    ITEM = "row"

    names: tuple[str, ...]
    difficulty: str
    players: Positive
    tacos_eaten: Whole
    date: str


class HighScoresFile(Model, frozen=True):
    """highscores.json."""

    version: int
    entries: tuple[HighScoreRow, ...]


def _parse(body: dict[str, Any]) -> list[HighScore]:
    table = load_model(body, HighScoresFile, HIGHSCORES_FILE)
    return [HighScore(row.names, row.difficulty, row.players, row.tacos_eaten,
                      from_iso(row.date)) for row in table.entries]
