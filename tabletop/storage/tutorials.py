"""How far the player got in each game's tutorial (`tutorials.json`): the step to resume at,
whether it was finished, and whether it was offered when the game was first chosen.

A tutorial is never a game of the records: no autosave, replay or statistic is made of it;
this small versioned file is all it keeps (a bad one is set aside and the tutorials start
again)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from tabletop.core.data_model import Model, Positive, Whole, load_model
from tabletop.storage.document import JsonDocument
from tabletop.storage.timestamps import Clock, utc_now

TUTORIALS_FILE = "tutorials.json"
TUTORIALS_VERSION = 1


@dataclass(frozen=True)
class TutorialProgress:
    """One game's tutorial: the step to resume at (under which version of its steps), whether
    it was finished, and whether it was offered already."""

    step: int = 0
    version: int = 1
    finished: bool = False
    offered: bool = False

    def at(self, step: int, version: int) -> TutorialProgress:
        return replace(self, step=step, version=version)


class SavedTutorial(Model, frozen=True):
    """One game's row as stored."""

    ITEM = "tutorial"
    step: Whole = 0
    version: Positive = 1
    finished: bool = False
    offered: bool = False


class TutorialsFile(Model, frozen=True):
    """tutorials.json."""

    version: int
    games: dict[str, SavedTutorial]


def _parse(body: dict[str, Any]) -> dict[str, TutorialProgress]:
    saved = load_model(body, TutorialsFile, TUTORIALS_FILE)
    return {game: TutorialProgress(row.step, row.version, row.finished, row.offered)
            for game, row in saved.games.items()}


class TutorialStore:
    """`tutorials.json` in the user's data folder, written atomically after each step."""

    def __init__(self, folder: Path, clock: Clock = utc_now) -> None:
        self.document = JsonDocument(Path(folder) / TUTORIALS_FILE, "Your tutorial progress",
                                     TUTORIALS_VERSION, clock,
                                     "The tutorials start from the beginning.")

    def all(self) -> dict[str, TutorialProgress]:
        found: dict[str, TutorialProgress] = self.document.read(_parse, {})
        return found

    def progress(self, game: str) -> TutorialProgress:
        return self.all().get(game, TutorialProgress())

    def put(self, game: str, progress: TutorialProgress) -> None:
        rows = self.all()
        rows[game] = progress
        self.document.write({"games": {
            name: {"step": row.step, "version": row.version, "finished": row.finished,
                   "offered": row.offered} for name, row in sorted(rows.items())}})

    def take_notices(self) -> tuple[str, ...]:
        return self.document.take_notices()
