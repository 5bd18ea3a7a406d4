"""What the app asks of storage: settings, autosaves and resuming them, finished games to
stats/replays."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.core.errors import DataError
from tabletop.core.game import HUMAN
from tabletop.core.language import N_
from tabletop.core.match import Match
from tabletop.storage.problems import Notice, Problem
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
    def open_default(cls, folder: Path | None = None,
                     specs: Mapping[str, Any] | None = None) -> StorageService:
        """The app's storage over `folder` (default: the user's), knowing the games `specs`;
        until the player chooses a language, the system's is theirs."""
        from tabletop.assets.catalogs import system_language

        user = UserData.open(folder, background_saves=True, specs=specs,
                             first_language=system_language())
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
        services.apply_settings(settings)

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
            self.notices.append(Notice(N_("The game could not be saved: {error}"), error=error))

    def flush(self) -> None:
        """Wait until every autosave is on disk (the app calls this as it quits)."""
        self.user.saves.flush()

    def saved_games(self, specs: Mapping[str, Any]) -> list[SavedGame]:
        """Every unfinished game to offer, newest first (one per game at most). A save of a
        game `specs` does not have is set aside, and said so with the other notices."""
        found = []
        for saved in self.user.saves.saved_games():
            if saved.game in specs:
                found.append(saved)
            else:
                self.user.saves.refuse(saved, "is of a game this version does not have")
        self.notices.extend(self.user.take_notices())
        return found

    def saved_game(self, game_id: str) -> SavedGame | None:
        """The unfinished game of this kind, if there is a usable one."""
        result = self.user.saves.load(game_id)
        self.notices.extend(self.user.take_notices())
        return result if isinstance(result, SavedGame) else None

    def resume(self, saved: SavedGame, services: Any) -> tuple[Any, Match] | str:
        """(spec, match) of a saved game, or a sentence saying why it cannot be continued."""
        spec = services.specs.get(saved.game)
        if spec is None:
            return self.user.saves.refuse(saved, "is of a game this version does not have").message
        try:
            data = services.game_data(spec)
        except DataError as error:
            return Notice(N_("{game} cannot start: {problem}"), game=spec.title, problem=error)
        result = self.user.saves.resume(saved, spec, data)
        if isinstance(result, Problem):
            return result.message
        return spec, result

    def replace_save(self, game_id: str) -> None:
        """A new game of this kind begins: its unfinished one moves to the replays (kept,
        never overwritten)."""
        try:
            self.user.saves.discard(game_id)
        except OSError as error:
            self.notices.append(Notice(N_("The unfinished game could not be moved to the "
                                          "replays: {error}"), error=error))

    def finish(self, match: Match) -> None:
        """A game ended: record statistics and keep it as a replay."""
        if not any(seat.kind == HUMAN for seat in match.setup.seats):
            return
        try:
            self.user.stats.record_match(match)
            self.user.saves.discard(match.spec.id, match)
        except OSError as error:
            self.notices.append(Notice(N_("The finished game could not be recorded: {error}"),
                                       error=error))

    def enter_high_score(self, match: Match, difficulty: str, tacos_eaten: int) -> int | None:
        """A won ¡Taco Fight! enters the high scores under the rule `finish` counts it by: only
        with a human at the table (a bots-only win is not on the board, nor in the statistics).
        Returns its place (1 = top), or None when it did not make it."""
        if not any(seat.kind == HUMAN for seat in match.setup.seats):
            return None
        try:
            return self.user.high_scores.add([seat.name for seat in match.setup.seats],
                                             difficulty, len(match.setup.seats), tacos_eaten)
        except OSError:
            return None

    def keep_watch(self, record: SavedGame, seat: int | None) -> SavedGame:
        """A replay remembers whose eyes it was watched through (None: everyone's cards)."""
        try:
            return self.user.replays.keep_watch(record, seat)
        except OSError as error:
            self.notices.append(Notice(N_("The replay could not remember its view: {error}"),
                                       error=error))
            return record

    def take_notices(self) -> list[str]:
        notices = self.notices + list(self.user.take_notices())
        self.notices = []
        return notices
