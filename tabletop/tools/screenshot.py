"""Headless rendering of any scene to a surface: the everyday way to look at the game."""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

import pygame

from tabletop.core.actions import Event
from tabletop.core.errors import DataError
from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.kit.feedback import QUIET_EVENTS
from tabletop.kit.scene import TableScene
from tabletop.tools.arguments import chosen_game, parse_options, parse_size
from tabletop.tools.screenshot_record import play_record

SCENES = ("title", "select", "setup", "table", "curtain", "refusal", "hint", "pause", "aid",
          "rules", "results", "error", "settings", "keys", "keys-fight", "statistics", "replay",
          "tutorial", "fight", "phones")
NAMES = ("Ana", "Rosa", "Diego", "Lupe", "Mateo")
RECORD_SCENES = ("title", "statistics")
"""The scenes that show the player's record (`screenshot_record`); the rest start on an empty
folder, sooner."""


def screenshot_setup(spec, players: int | None, seed: int, options: dict[str, str],
                     humans: int = 1) -> GameSetup:
    """Seat 0 (and more when asked) human so a hand is shown; the rest bots."""
    count = players if players is not None else spec.min_players
    if not spec.min_players <= count <= spec.max_players:
        raise DataError("--players", str(count),
                        f"{spec.title} seats {spec.min_players} to {spec.max_players} players")
    seats = tuple(Seat(NAMES[i], HUMAN if i < humans else BOT) for i in range(count))
    return GameSetup(seats, seed, spec.resolve_options(options))


def advance(match: Match, steps: int) -> Event | None:
    """Play `steps` actions (or real-time ticks), every seat choosing like a bot.

    Returns the last thing that happened worth telling (None: nothing yet)."""
    rules = match.rules
    last: Event | None = None
    for _ in range(steps):
        if rules.is_over():
            break
        if rules.realtime:
            for seat in range(len(match.setup.seats)):
                if seat not in match.bots:  # (seeded as the screenshots always were)
                    match.bot_takes(seat, match.spec.new_bot(match.data, seat, "normal",
                                                             match.setup.seed + seat))
            events = match.step_bots()
        else:
            events = match.submit(match.bot_decision(rules.actors()[0]).action)
        telling = [e for e in events if type(e).__name__ not in QUIET_EVENTS]
        if telling:
            last = telling[-1]
    return last


def replay_scene(services, spec, match: Match, steps: int):
    """A finished game's replay, stopped after `steps` moves."""
    from datetime import UTC, datetime

    from tabletop.core.headless import play_out
    from tabletop.scenes.replays import ReplayScene
    from tabletop.storage.records import record_of

    for seat in range(len(match.setup.seats)):
        match.bots.setdefault(seat, spec.new_bot(match.data, seat, "normal", seat))
    play_out(match)
    scene = ReplayScene(services, record_of(match, datetime.now(UTC)))
    scene.playing = False
    scene.cursor.seek(steps)
    scene.resync()
    return scene


def run_screenshot(args: argparse.Namespace) -> int:
    """Render one scene with no window and save it as PNG."""
    from tabletop.app import build_services

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from tabletop.tools.arguments import chosen_language

    with tempfile.TemporaryDirectory(prefix="taco-shot-") as folder:  # never the player's
        services = build_services(window=False, size=parse_size(args.size), storage_folder=Path(
            folder), words=chosen_language(getattr(args, "lang", None)))
        speak_chosen_language(services)
        if args.scene in RECORD_SCENES:
            play_record(services)
        surface = render_scene(services, args)
        pygame.image.save(surface, args.screenshot)
        if services.storage is not None:
            services.storage.flush()
    print(f"saved {args.screenshot}")
    return 0


def speak_chosen_language(services) -> None:
    """The language `--lang` chose is the settings' too for this run (never saved), so the
    settings screen's Language row says the language the screen is in."""
    from dataclasses import replace

    from tabletop.core.language import LANGUAGES

    storage, code = services.storage, services.words.code
    if storage is None or code not in LANGUAGES or storage.settings.language == code:
        return
    storage.settings = replace(storage.settings, language=code)
    services.settings = storage.settings


def render_scene(services, args: argparse.Namespace) -> pygame.Surface:
    stack = stage_scene(services, args)
    stack.draw(services.display.canvas, 0.0)
    return services.display.canvas


def stage_scene(services, args: argparse.Namespace) -> SceneStack:
    """The scene stack `args` asks for, settled and ready to draw as a still picture."""
    scene_name = args.scene
    if scene_name not in SCENES:
        raise DataError("--scene", scene_name, f"unknown scene (known: {', '.join(SCENES)})")
    stack = SceneStack()
    scene = build_scene(services, stack, args)
    if scene is not None:
        stack.push(scene)
    stack.apply_pending()
    for _ in range(3):
        stack.update(1 / 60)
        stack.apply_pending()
    if scene_name == "tutorial" and scene is not None:  # the coach, not a sheet put over it
        stack.pop_until(lambda top: top is scene)
        stack.apply_pending()
    still(stack)
    return stack


def still(stack: SceneStack) -> None:
    """Animations finished and no turn banner: the table (or the results' count) as a still
    picture shows it."""
    from tabletop.scenes.results import ResultsScene

    for candidate in stack.scenes + [s.view for s in stack.scenes if hasattr(s, "view")]:
        if isinstance(candidate, TableScene | ResultsScene):
            candidate.settle()


def to_viewers_turn(match: Match, view: TableScene) -> None:
    """Bots play on until the viewer is to act (or the game ends), the view caught up."""
    for _ in range(200):
        if match.rules.is_over() or view.viewer in match.rules.actors():
            break
        advance(match, 1)
    view.on_events([])  # catch the view up with the moves just played


def tutorial_scene(services, stack: SceneStack, spec, step: int):
    """The game's tutorial at `step` (the last step when it has fewer): its table and coach."""
    from tabletop.scenes.tutorial import build_tutorial
    from tabletop.tutorial.files import read_tutorial

    tutorial = read_tutorial(spec)
    if tutorial is None:
        raise DataError("--scene", "tutorial", f"{spec.title} has no tutorial")
    table, coach = build_tutorial(services, spec, tutorial, min(step, len(tutorial.steps) - 1))
    stack.push(table)
    stack.apply_pending()
    return coach


def curtain_seats(spec, players: int | None) -> int | None:
    """How many seats a curtain's screenshot needs: two humans at least (a solo game's
    two-player form); a real-time game has no curtain (nothing in it is hidden)."""
    if spec.realtime:
        raise DataError("--scene", "curtain",
                        f"{spec.title} has no curtain: its players share one table")
    return players if players is not None else max(2, spec.min_players)


def build_scene(services, stack: SceneStack, args: argparse.Namespace):  # noqa: C901
    from tabletop.scenes.title import TitleScene

    name = args.scene
    if name == "title":
        return TitleScene(services)
    if name == "select":
        from tabletop.scenes.game_select import GameSelectScene

        return GameSelectScene(services)
    if name == "error":
        from tabletop.scenes.error import ErrorScene

        folder = chosen_game(services.specs, args.game).decisions.partition("/")[0]
        return ErrorScene(services, DataError(f"data/{folder}/cards.yaml", "cards[3].value",
                                              "should be a whole number, found 'six'"))
    if name == "settings":
        from tabletop.scenes.settings import SettingsScene

        return SettingsScene(services)
    if name in ("keys", "keys-fight"):
        from tabletop.scenes.keys import KeysScene

        keys = KeysScene(services)
        if name == "keys-fight":
            keys.turn_page()
        return keys
    if name == "statistics":
        from tabletop.scenes.statistics import StatisticsScene

        return StatisticsScene(services)
    spec = chosen_game(services.specs, args.game)
    if name == "setup":
        from tabletop.scenes.seat_setup import SeatSetupScene

        seats = SeatSetupScene(services, spec)
        if args.players is not None:  # the seats asked for, each past the first a bot
            seats.seat(args.players)
        return seats
    if name == "rules":
        from tabletop.scenes.rules_page import RulesScene

        booklet = RulesScene(services, spec)
        if args.steps:  # --steps: pages turned (3 shows the fourth page; past the last, it)
            booklet.show(min(max(0, args.steps), len(booklet.sections) - 1))
        return booklet
    if name == "tutorial":
        return tutorial_scene(services, stack, spec, args.steps)
    if name == "fight" and not spec.realtime:
        raise DataError("--scene", "fight", f"{spec.title} has no fight: it is played in turns")
    players = curtain_seats(spec, args.players) if name == "curtain" else args.players
    humans = 2 if name == "curtain" else 1
    setup = screenshot_setup(spec, players, args.seed, parse_options(args.option), humans)
    match = Match(spec, services.game_data(spec), setup)
    last = advance(match, args.steps)
    view = services.table_view_class(spec.id)(services, spec, match)
    if last is not None:  # the line as the table tells it after that move (its own news_of)
        news = view.news_of([last])
        view.feedback.last_text = news if news is not None else view.phrases.say(last, None) or ""
    if name == "replay":
        return replay_scene(services, spec, match, args.steps)
    if name == "results":
        from tabletop.core.headless import play_out

        for seat in range(len(setup.seats)):
            match.bots.setdefault(seat, spec.new_bot(match.data, seat, "normal", seat))
        play_out(match)
        from tabletop.scenes.results import ResultsScene

        return ResultsScene(services, spec, match, view.result_details(), view.score_label)
    stack.push(view)
    stack.apply_pending()
    if name == "curtain":
        return None  # the view puts up its own curtain for the first human
    if name == "fight":  # --steps: seconds of fighting, 30 to a wave (40: 10 s into wave 2)
        view.demo_fight(args.steps)
        return None
    if view.viewer is None and view.humans:
        view.viewer = view.humans[0]
    if name == "phones":
        return phone_codes_scene(services, spec, view, len(setup.seats))
    if name == "pause":
        from tabletop.scenes.pause import PauseScene

        return PauseScene(services, spec, lambda: None)
    if name == "aid":
        return view.aid_scene()
    if name in ("refusal", "hint"):  # on the viewer's turn, as a player sees them
        to_viewers_turn(match, view)
    if name == "refusal":
        view.demo_refusal()
    if name == "hint":
        view.show_hint()
    return None


EXAMPLE_ADDRESS = "192.168.1.20:8000"
"""The address the phones' codes screenshot shows (a home network's; no server is started)."""


def phone_codes_scene(services, spec, view: TableScene, seats: int):
    """The codes screen "Play on phones" opens over the table, every seat on a phone (a
    picture of it: no server is started, the links are examples), the first seat's phone
    already come, the others not yet scanned."""
    from tabletop.routes import PhoneCodes
    from tabletop.scenes.phone_codes import PhoneCodesScene

    names = [seat.name for seat in view.match.setup.seats]
    links = tuple((names[seat], f"http://{EXAMPLE_ADDRESS}/seat/{'0123456789abcdef' * 2}{seat}")
                  for seat in range(seats))
    request = PhoneCodes(spec.title, EXAMPLE_ADDRESS, links, lambda: None, spec.realtime,
                         tuple(range(seats)), lambda: frozenset({0}))
    return PhoneCodesScene(services, request)
