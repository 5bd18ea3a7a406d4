"""Per-game statistics: played, won, best and average score, current and best win streak."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.core.data_model import Model, Whole, load_model
from tabletop.core.game import HUMAN
from tabletop.core.match import Match
from tabletop.core.registry import BestResult
from tabletop.storage.document import JsonDocument
from tabletop.storage.timestamps import Clock, utc_now

STATS_FILE = "stats.json"
STATS_VERSION = 2
"""2: each game's best follows its own sense of better (`judged` says which); version 1 took
the highest score of any game, so it is read as judged "higher"."""
FIRST_JUDGEMENT = BestResult().key
"""How every version-1 file was judged: the best human seat's score, highest wins, any game."""


@dataclass(frozen=True)
class GameStats:
    """One game's record; "won" means a human seat was among the winners."""

    played: int = 0
    won: int = 0
    best_score: int | None = None
    total_score: int = 0
    current_streak: int = 0
    best_streak: int = 0
    scored: int = 0
    """Games counted in `total_score` (fewer than `played` when the way of judging changed)."""
    judged: str = FIRST_JUDGEMENT
    """The `BestResult.key` that `best_score` and `total_score` were counted by."""

    @property
    def average_score(self) -> float | None:
        return self.total_score / self.scored if self.scored else None

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    def judged_by(self, best: BestResult) -> GameStats:
        """These statistics as `best` sees them: scores counted another way start again."""
        if self.judged == best.key:
            return self
        return dataclasses.replace(self, best_score=None, total_score=0, scored=0,
                                   judged=best.key)

    def after(self, human_won: bool, score: int, best: BestResult | None = None) -> GameStats:
        """These statistics with one more game counted (judged by `best`)."""
        best = best or BestResult()
        base = self.judged_by(best)
        streak = base.current_streak + 1 if human_won else 0
        top = base.best_score
        if (human_won or not best.won_only) and (top is None or best.better(score, top)):
            top = score
        return GameStats(base.played + 1, base.won + int(human_won), top,
                         base.total_score + score, streak, max(base.best_streak, streak),
                         base.scored + 1, best.key)


def human_result(match: Match) -> tuple[bool, int] | None:
    """(a human seat won, the score that counts) for a finished match; None with no human
    seat. The score is the best human seat's, or the whole table's (`BestResult.team`)."""
    outcome = match.rules.outcome()
    humans = [i for i, seat in enumerate(match.setup.seats) if seat.kind == HUMAN]
    if not humans:
        return None
    best = match.spec.best
    won = any(i in outcome.winners for i in humans)
    if best.team:
        return won, sum(outcome.scores)
    return won, best.best_of([outcome.scores[i] for i in humans])


class StatsStore:
    """`stats.json` in the user's data folder, rewritten atomically after every game."""

    def __init__(self, folder: Path, clock: Clock = utc_now) -> None:
        self.document = JsonDocument(Path(folder) / STATS_FILE, "Your statistics", STATS_VERSION,
                                     clock, "Counting starts again.", oldest=1)

    def all(self) -> dict[str, GameStats]:
        """Statistics of every game played so far, by game id."""
        return self.document.read(_parse, {})

    def get(self, game_id: str) -> GameStats:
        return self.all().get(game_id, GameStats())

    def record(self, game_id: str, human_won: bool, score: int,
               best: BestResult | None = None) -> GameStats:
        """Count one finished game and return that game's new statistics."""
        games = self.all()
        games[game_id] = games.get(game_id, GameStats()).after(bool(human_won), int(score), best)
        self.document.write({"games": {g: dataclasses.asdict(s) for g, s in games.items()}})
        return games[game_id]

    def record_match(self, match: Match) -> GameStats | None:
        """Count a finished match for its human seats (bots-only games are not counted)."""
        result = human_result(match)
        if result is None:
            return None
        return self.record(match.spec.id, *result, best=match.spec.best)

    def take_notices(self) -> tuple[str, ...]:
        return self.document.take_notices()


class GameStatsRow(Model, frozen=True):
    """One game's statistics as stored (version 1 had no `scored` and `judged`)."""

    ITEM = "game"

    played: Whole
    won: Whole
    current_streak: Whole
    best_streak: Whole
    total_score: int
    best_score: int | None = None
    scored: Whole | None = None
    judged: str | None = None


class StatsFile(Model, frozen=True):
    """stats.json."""

    version: int
    games: dict[str, GameStatsRow]


def _parse(body: dict[str, Any]) -> dict[str, GameStats]:
    stats = load_model(body, StatsFile, STATS_FILE)
    out = {}
    for game_id, row in stats.games.items():
        scored, judged = row.scored, row.judged
        if stats.version == 1:  # every game then counted every score, judged the first way
            scored, judged = row.played, FIRST_JUDGEMENT
        elif scored is None or judged is None:
            raise ValueError(f"{STATS_FILE}: game {game_id!r}: missing scored or judged")
        out[game_id] = GameStats(played=row.played, won=row.won, best_score=row.best_score,
                                 total_score=row.total_score, current_streak=row.current_streak,
                                 best_streak=row.best_streak, scored=scored, judged=judged)
    return out
