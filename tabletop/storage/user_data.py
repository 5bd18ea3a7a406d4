"""Every store over one user-data folder, built together (the app passes user_data_dir())."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from tabletop.core.registry import GameSpec
from tabletop.storage.highscores import HighScoreStore
from tabletop.storage.replays import ReplayStore
from tabletop.storage.saves import SaveStore
from tabletop.storage.settings import SettingsStore
from tabletop.storage.settings_data import SettingsData, bundled_settings_data
from tabletop.storage.stats import StatsStore
from tabletop.storage.timestamps import Clock, utc_now
from tabletop.storage.writer import BackgroundWriter


@dataclass(frozen=True)
class UserData:
    """Settings, autosaves, replays, statistics and high scores in one folder."""

    folder: Path
    data: SettingsData
    settings: SettingsStore
    saves: SaveStore
    stats: StatsStore
    high_scores: HighScoreStore

    @property
    def replays(self) -> ReplayStore:
        return self.saves.replays

    @classmethod
    def open(cls, folder: Path | None = None, data: SettingsData | None = None,
             clock: Clock = utc_now, background_saves: bool = False,
             specs: Mapping[str, GameSpec] | None = None,
             first_language: str | None = None) -> UserData:
        """The stores over `folder` (default: the user's data folder); reads no file yet.
        `background_saves`: autosaves are written on a worker thread (the app's choice);
        `specs`: the games whose own settings the settings file keeps; `first_language`: the
        language until the player chooses one."""
        if folder is None:
            from tabletop.assets.paths import user_data_dir

            folder = user_data_dir()
        folder = Path(folder)
        data = data or bundled_settings_data()
        writer = BackgroundWriter() if background_saves else None
        return cls(folder, data, SettingsStore(folder, data, clock, specs, first_language),
                   SaveStore(folder, data.limits, clock, writer), StatsStore(folder, clock),
                   HighScoreStore(folder, data.limits, clock))

    def take_notices(self) -> tuple[str, ...]:
        """Messages about any file set aside since the last call, from every store."""
        return (self.saves.take_notices() + self.replays.take_notices()
                + self.stats.take_notices() + self.high_scores.take_notices())
