"""What the app asks of storage: settings, autosave, Continue, finished games to stats/replays."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.core.errors import DataError
from tabletop.core.game import HUMAN
from tabletop.core.match import Match
from tabletop.storage.problems import Problem
from tabletop.storage.records import SavedGame
from tabletop.storage.settings import Settings
from tabletop.storage.user_data import UserData


@dataclass
class StorageService:
    """Wraps UserData for scenes; never raises on a bad file (it is set aside with a notice)."""

    user: UserData
    settings: Settings
    notices: list[str] = field(default_factory=list)
    services: Any = None

    @classmethod
    def open_default(cls, folder: Path | None = None) -> StorageService:
        user = UserData.open(folder, background_saves=True)
        loaded = user.settings.load()
        service = cls(user, loaded.settings)
        service.notices.extend(loaded.messages)
        return service

    def attach(self, services: Any) -> None:
        self.services = services

    # --- settings ------------------------------------------------------------------------
    def update_settings(self, settings: Settings) -> None:
        """Apply at once (sound, speed, fullscreen) and persist."""
        self.settings = settings
        self.user.settings.save(settings)
        services = self.services
        if services is None:
            return
        services.settings = settings
        services.sounds.set_volumes(settings.master_volume, settings.effects_volume,
                                    settings.muted)
        services.display.set_fullscreen(settings.fullscreen)
        services.fonts.set_scale(settings.ui_scale)
        from tabletop.ui.theme import theme_for

        services.theme = theme_for(settings.colour_blind)

    def remember_names(self, names: list[str]) -> None:
        from tabletop.storage.settings import remember_names

        self.update_settings(remember_names(self.settings, self.user.data, names))

    # --- saves -----------------------------------------------------------------------------
    def autosave(self, match: Match) -> None:
        """Save a game with a human in it; the disk work happens off the frame, and a save
        that fails is reported with the other notices (see `take_notices`)."""
        if not any(seat.kind == HUMAN for seat in match.setup.seats):
            return  # bots-only games are not worth continuing
        try:
            self.user.saves.write(match)
        except OSError as error:
            self.notices.append(f"The game could not be saved: {error}")

    def flush(self) -> None:
        """Wait until every autosave is on disk (the app calls this as it quits)."""
        self.user.saves.flush()

    def continue_summary(self) -> str | None:
        saved = self._latest()
        return saved.summary() if saved is not None else None

    def _latest(self) -> SavedGame | None:
        result = self.user.saves.load_latest()
        self.notices.extend(self.user.take_notices())
        if isinstance(result, Problem):
            return None
        return result

    def resume_latest(self, services: Any) -> tuple[Any, Match] | str:
        """(spec, match) of the newest save, or a sentence saying why it cannot be continued."""
        saved = self._latest()
        if saved is None:
            return "There is no game to continue."
        spec = services.specs.get(saved.game)
        if spec is None:
            return self.user.saves.refuse(saved, "is of a game this version does not have").message
        try:
            data = services.game_data(spec)
        except DataError as error:
            return f"{spec.title} cannot start: {error}"
        result = self.user.saves.resume(saved, spec, data)
        if isinstance(result, Problem):
            return result.message
        return spec, result

    def finish(self, match: Match) -> None:
        """A game ended: record statistics and keep it as a replay."""
        if not any(seat.kind == HUMAN for seat in match.setup.seats):
            return
        try:
            self.user.stats.record_match(match)
            self.user.saves.discard(match.spec.id, match)
        except OSError as error:
            self.notices.append(f"The finished game could not be recorded: {error}")

    def abandon(self, match: Match) -> None:
        """Leave a game: its autosave stays so Continue can pick it up."""

    def take_notices(self) -> list[str]:
        notices = self.notices + list(self.user.take_notices())
        self.notices = []
        return notices
