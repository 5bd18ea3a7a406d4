"""Per-game statistics: played, won, best and average score, current and best win streak."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.core.game import HUMAN
from tabletop.core.match import Match
from tabletop.core.schema import Fields
from tabletop.storage.document import JsonDocument
from tabletop.storage.timestamps import Clock, utc_now

STATS_FILE = "stats.json"
STATS_VERSION = 1


@dataclass(frozen=True)
class GameStats:
    """One game's record; "won" means a human seat was among the winners."""

    played: int = 0
    won: int = 0
    best_score: int | None = None
    total_score: int = 0
    current_streak: int = 0
    best_streak: int = 0

    @property
    def average_score(self) -> float | None:
        return self.total_score / self.played if self.played else None

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    def after(self, human_won: bool, score: int) -> GameStats:
        """These statistics with one more game counted."""
        streak = self.current_streak + 1 if human_won else 0
        best = score if self.best_score is None else max(self.best_score, score)
        return GameStats(self.played + 1, self.won + int(human_won), best,
                         self.total_score + score, streak, max(self.best_streak, streak))


def human_result(match: Match) -> tuple[bool, int] | None:
    """(a human seat won, best human score) for a finished match; None with no human seat."""
    outcome = match.rules.outcome()
    humans = [i for i, seat in enumerate(match.setup.seats) if seat.kind == HUMAN]
    if not humans:
        return None
    won = any(i in outcome.winners for i in humans)
    return won, max(outcome.scores[i] for i in humans)


class StatsStore:
    """`stats.json` in the user's data folder, rewritten atomically after every game."""

    def __init__(self, folder: Path, clock: Clock = utc_now) -> None:
        self.document = JsonDocument(Path(folder) / STATS_FILE, "Your statistics", STATS_VERSION,
                                     clock, "Counting starts again.")

    def all(self) -> dict[str, GameStats]:
        """Statistics of every game played so far, by game id."""
        return self.document.read(_parse, {})

    def get(self, game_id: str) -> GameStats:
        return self.all().get(game_id, GameStats())

    def record(self, game_id: str, human_won: bool, score: int) -> GameStats:
        """Count one finished game and return that game's new statistics."""
        games = self.all()
        games[game_id] = games.get(game_id, GameStats()).after(bool(human_won), int(score))
        self.document.write({"games": {g: dataclasses.asdict(s) for g, s in games.items()}})
        return games[game_id]

    def record_match(self, match: Match) -> GameStats | None:
        """Count a finished match for its human seats (bots-only games are not counted)."""
        result = human_result(match)
        if result is None:
            return None
        return self.record(match.spec.id, *result)

    def take_notices(self) -> tuple[str, ...]:
        return self.document.take_notices()


def _parse(body: dict[str, Any]) -> dict[str, GameStats]:
    games = Fields(body, STATS_FILE, "").sub("games")
    out = {}
    for game_id in games.data:
        entry = games.sub(str(game_id))
        counts = {name: entry.get(name, int, minimum=0)
                  for name in ("played", "won", "current_streak", "best_streak")}
        best = entry.data.get("best_score")
        if best is not None:
            best = entry.get("best_score", int)
        out[str(game_id)] = GameStats(best_score=best, total_score=entry.get("total_score", int),
                                      **counts)
    return out
