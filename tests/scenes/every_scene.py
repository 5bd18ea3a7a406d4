"""Every scene in every state it can show, staged headless: for the layout tests.

A state is a name and a function that stages it on fresh services (each with its own user
folder, so saves, replays and statistics are exactly what the state needs). New scenes and
new states go here, and every layout test then checks them.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tabletop.app import build_services
from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.services import Services
from tabletop.tools.screenshot import advance, stage_scene, still
from tests.scenes.helpers import game_ids

GAMES = tuple(game_ids())
TEXT_SIZES = (0.8, 0.9, 1.0, 1.1, 1.2, 1.3)
NAMES = ("Ana", "Beto", "Chela", "Dani", "Eva")
CONVERTED = ("title", "select", "settings", "keys", "setup-", "pause-", "curtain-taco-loco",
             "results-taco-loco", "statistics", "table-taco-loco", "refusal-taco-loco",
             "hint-taco-loco", "replays-", "curtain-taco-party", "results-taco-party",
             "table-taco-party", "refusal-taco-party", "hint-taco-party", "curtain-taco-fight",
             "results-taco-fight", "table-taco-fight", "refusal-taco-fight", "hint-taco-fight",
             "controls-", "curtain-crazy-taco", "results-crazy-taco", "table-crazy-taco",
             "refusal-crazy-taco", "hint-crazy-taco", "aid-", "rules-", "error", "replay-")
"""The states (by the start of their names) whose every text goes through the catalog: the
bypass test checks them in the pseudo-locale, the layout tests in Spanish and the pseudo-locale
too (`test_catalog_bypass.NOT_YET` lists the others)."""


@dataclass(frozen=True)
class State:
    """A scene as a player can see it: `stage(services)` puts it on a new stack."""

    name: str
    stage: Callable[[Services], SceneStack]
    prepare: Callable[[Services], None] = lambda services: None
    """What the user folder must hold first (saves, replays, statistics)."""


def fresh_services(folder: Path) -> Services:
    return build_services(window=False, storage_folder=folder)


def on_stack(*scenes) -> SceneStack:
    stack = SceneStack()
    for scene in scenes:
        stack.push(scene)
        stack.apply_pending()
    for _ in range(3):
        stack.update(1 / 60)
        stack.apply_pending()
    still(stack)
    return stack


def shot(scene: str, game: str = "taco-loco", players: int | None = None, steps: int = 6,
         seed: int = 7) -> Callable[[Services], SceneStack]:
    """A state as the screenshot mode stages it."""
    def stage(services: Services) -> SceneStack:
        return stage_scene(services, argparse.Namespace(
            scene=scene, game=game, players=players, seed=seed, steps=steps, option=[],
            size="1280x720"))
    return stage


# --- what the user folder holds ----------------------------------------------------------------
def human_match(services: Services, game: str, players: int | None = None,
                seed: int = 5) -> Match:
    """A game with a human in seat 0 (played here by its bot)."""
    spec = services.specs[game]
    count = players or max(spec.min_players, min(2, spec.max_players))
    seats = tuple(Seat(NAMES[i], HUMAN if i == 0 else BOT) for i in range(count))
    match = Match(spec, services.game_data(spec), GameSetup(seats, seed, spec.resolve_options({})))
    for seat in range(count):
        match.bots.setdefault(seat, spec.new_bot(match.data, seat, "normal", seed + seat))
    return match


def an_unfinished_game(services: Services, game: str = "taco-loco") -> None:
    match = human_match(services, game)
    advance(match, 4)
    services.storage.autosave(match)
    services.storage.flush()


def finished_games(services: Services, count: int = 1, game: str = "taco-loco") -> None:
    for seed in range(count):
        match = human_match(services, game, seed=seed + 1)
        services.storage.autosave(match)
        play_out(match)
        services.storage.finish(match)
    services.storage.flush()


def high_scores(services: Services) -> None:
    for i in range(6):
        services.storage.user.high_scores.add(["Ana", "Beto", "Chela", "Dani"], "madness", 4,
                                              40 + i)


def both(*steps: Callable[[Services], None]) -> Callable[[Services], None]:
    def prepare(services: Services) -> None:
        for step in steps:
            step(services)
    return prepare


# --- the scenes ---------------------------------------------------------------------------------
def title(services: Services) -> SceneStack:
    from tabletop.scenes.title import TitleScene

    return on_stack(TitleScene(services))


def replay_list(services: Services) -> SceneStack:
    from tabletop.scenes.replays import ReplayListScene
    from tabletop.scenes.title import TitleScene

    return on_stack(TitleScene(services), ReplayListScene(services))


def setup(game: str, players: int, kinds: str, message: bool = False):
    def stage(services: Services) -> SceneStack:
        from tabletop.scenes.seat_setup import SeatSetupScene

        scene = SeatSetupScene(services, services.specs[game])
        if scene.spec.min_players != scene.spec.max_players:
            scene._set_count(str(players))
        for seat in range(players):
            kind = {"humans": HUMAN, "bots": BOT}.get(kinds, HUMAN if seat == 0 else BOT)
            if seat or kind == HUMAN:
                scene._set_kind(seat, kind)
        if message:
            scene.names[1] = scene.names[0]
            scene.start()
        return on_stack(scene)
    return stage


def rules(game: str, section: int, scroll: int = 0):
    """The booklet at one of its sections (scrolled down by `scroll`)."""
    def stage(services: Services) -> SceneStack:
        from tabletop.scenes.rules_page import RulesScene

        scene = RulesScene(services, services.specs[game])
        scene.show(section)
        scene.scroll_by(scroll)
        return on_stack(scene)
    return stage


def booklet_sections(game: str) -> int:
    from tabletop.games.catalog import game_specs
    from tabletop.scenes.guide_sources import booklet_of

    return len(booklet_of(game_specs()[game]))


def results(game: str, players: int):
    def stage(services: Services) -> SceneStack:
        from tabletop.scenes.results import ResultsScene

        spec = services.specs[game]
        match = human_match(services, game, players, seed=11)
        play_out(match)
        view = services.table_view_class(game)(services, spec, match)
        return on_stack(ResultsScene(services, spec, match, view.result_details(),
                                     view.score_label))
    return stage


def fight_controls(players: int):
    def stage(services: Services) -> SceneStack:
        from tabletop.games.taco_fight.table.controls_scene import ControlsScene

        spec = services.specs["taco-fight"]
        match = human_match(services, "taco-fight", players)
        table = services.table_view_class("taco-fight")(services, spec, match)
        stack = on_stack(table)
        while stack.top is not table:
            stack.pop()
            stack.apply_pending()
        stack.push(ControlsScene(services, table, first=True))
        stack.apply_pending()
        return stack
    return stage


def general_states() -> list[State]:
    return [
        State("title", title),
        State("title-continue", title, an_unfinished_game),
        State("title-replays", title, finished_games),
        State("title-continue-replays", title, both(finished_games, an_unfinished_game)),
        State("select", shot("select")),
        State("settings", shot("settings")),
        State("keys", shot("keys")),
        State("keys-fight", shot("keys-fight")),
        State("statistics", shot("statistics")),
        State("statistics-played", shot("statistics"), both(finished_games, high_scores)),
        State("replays-none", replay_list),
        State("replays-many", replay_list, lambda s: finished_games(s, 9)),
        State("error", shot("error")),
    ]


def game_states(game: str, spec) -> list[State]:
    low, high = spec.min_players, spec.max_players
    counts = sorted({low, high, max(low, min(2, high))})
    states = []
    for count in counts:
        for kinds in ("one-human", "humans", "bots"):
            states.append(State(f"setup-{game}-{count}-{kinds}", setup(game, count, kinds)))
        states.append(State(f"results-{game}-{count}", results(game, count)))
        for steps in (0, 12):
            states.append(State(f"table-{game}-{count}-{steps}", shot("table", game, count,
                                                                      steps)))
    states.append(State(f"setup-{game}-message", setup(game, max(low, 2), "humans", True)))
    for section in range(booklet_sections(game)):
        states.append(State(f"rules-{game}-{section}", rules(game, section)))
    states.append(State(f"rules-{game}-0-scrolled", rules(game, 0, 10_000)))
    two = max(low, min(2, high))
    for scene in ("curtain", "refusal", "hint", "pause", "aid", "replay"):
        if scene == "curtain" and spec.realtime:
            continue  # nothing is hidden at a real-time table: it has no curtain
        states.append(State(f"{scene}-{game}", shot(scene, game, two, 10)))
    if game == "taco-fight":
        for count in range(low, high + 1):
            states.append(State(f"controls-{count}", fight_controls(count)))
    return states


def every_state() -> list[State]:
    from tabletop.games.catalog import game_specs

    specs = game_specs()
    states = general_states()
    for game in GAMES:
        states += game_states(game, specs[game])
    return states


def stage(state: State, folder: Path) -> tuple[Services, SceneStack]:
    services = fresh_services(folder)
    state.prepare(services)
    return services, state.stage(services)
