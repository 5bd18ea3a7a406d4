"""The scenes the fuzz drives, each as a builder: services -> the scenes of a fresh stack,
bottom first (so Back, Quit and Play again have somewhere to go)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from tabletop.core.errors import DataError
from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match
from tabletop.games.catalog import game_specs
from tabletop.scenes.error import ErrorScene
from tabletop.scenes.game_select import GameSelectScene
from tabletop.scenes.pause import PauseScene
from tabletop.scenes.replays import ReplayListScene, ReplayScene
from tabletop.scenes.results import ResultsScene
from tabletop.scenes.rules_page import RulesScene
from tabletop.scenes.seat_setup import SeatSetupScene
from tabletop.scenes.settings import SettingsScene
from tabletop.scenes.statistics import StatisticsScene
from tabletop.scenes.title import TitleScene

Builder = Callable[[Any], list[Any]]
NAMES = ("Ana", "Beto", "Chela", "Dani", "Eva")


def new_match(services: Any, game: str, humans: int, seed: int = 11) -> Match:
    spec = services.specs[game]
    players = max(spec.min_players, min(max(2, humans), spec.max_players))
    seats = tuple(Seat(NAMES[i], HUMAN if i < humans else BOT) for i in range(players))
    return Match(spec, services.game_data(spec), GameSetup(seats, seed, spec.resolve_options({})))


def finished_match(services: Any, game: str, seed: int = 5) -> Match:
    match = new_match(services, game, humans=1, seed=seed)
    for seat in range(len(match.setup.seats)):
        match.bots.setdefault(seat, match.spec.new_bot(match.data, seat, "normal", seat))
    play_out(match)
    return match


def view_for(services: Any, match: Match) -> Any:
    return services.table_view_class(match.spec.id)(services, match.spec, match)


def table(game: str, humans: int) -> Builder:
    def build(services):
        return [TitleScene(services), view_for(services, new_match(services, game, humans))]
    return build


def paused(game: str) -> Builder:
    def build(services):
        view = view_for(services, new_match(services, game, 1))
        return [TitleScene(services), view, PauseScene(services, view.spec, view.quit_to_menu)]
    return build


def results(game: str) -> Builder:
    def build(services):
        match = finished_match(services, game)
        view = view_for(services, match)
        return [TitleScene(services), ResultsScene(services, match.spec, match,
                                                   view.result_details(), view.score_label)]
    return build


def record_replays(services: Any, games: list[str]) -> None:
    from tabletop.storage.records import record_of

    for game in games:
        services.storage.user.replays.add(record_of(finished_match(services, game),
                                                    datetime.now(UTC)))


def replay_list(services):
    record_replays(services, playable(services))
    return [TitleScene(services), ReplayListScene(services)]


def replay(game: str) -> Builder:
    def build(services):
        from tabletop.storage.records import record_of

        record = record_of(finished_match(services, game), datetime.now(UTC))
        return [TitleScene(services), ReplayScene(services, record)]
    return build


def general() -> dict[str, Builder]:
    error = DataError("data/taco_loco/cards.yaml", "cards[3].value", "should be a number")
    return {
        "title": lambda s: [TitleScene(s)],
        "select": lambda s: [TitleScene(s), GameSelectScene(s)],
        "settings": lambda s: [TitleScene(s), SettingsScene(s)],
        "statistics": lambda s: [TitleScene(s), StatisticsScene(s)],
        "replays": replay_list,
        "error": lambda s: [TitleScene(s), ErrorScene(s, error)],
        "error-alone": lambda s: [ErrorScene(s, error)],
    }


def playable(services: Any) -> list[str]:
    return [s.id for s in services.playable_specs()]


def game_cases() -> dict[str, Builder]:
    """Every per-game scene, for every game in the catalog that has a table view."""
    cases: dict[str, Builder] = {}
    for game, spec in game_specs().items():
        cases[f"{game}/setup"] = lambda s, g=game: [TitleScene(s), SeatSetupScene(s, s.specs[g])]
        cases[f"{game}/rules"] = lambda s, g=game: [TitleScene(s), RulesScene(s, s.specs[g])]
        if not has_view(game):
            continue
        cases[f"{game}/table"] = table(game, humans=1)
        cases[f"{game}/table-hot-seat"] = table(game, humans=min(2, spec.max_players))
        cases[f"{game}/table-bots"] = table(game, humans=0)
        cases[f"{game}/pause"] = paused(game)
        cases[f"{game}/results"] = results(game)
        cases[f"{game}/replay"] = replay(game)
    return cases


def has_view(game: str) -> bool:
    """Whether the game has a table yet (its spec names one)."""
    return bool(game_specs()[game].table)


def all_cases() -> dict[str, Builder]:
    return {**general(), **game_cases()}
