"""The one entry: parse the command line, then run headless, a screenshot, the bench or the app.

The top of the house: it imports the tools and the app; nothing imports it."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from tabletop.core.errors import DataError
from tabletop.tools.arguments import (
    bots_setup,
    chosen_game,
    chosen_language,
    parse_options,
    parse_size,
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="taco-tabletop",
        description="Four taco-themed tabletop games on one animated table.")
    parser.add_argument("--headless", action="store_true",
                        help="play a bots-only game with no window and print its result as JSON")
    parser.add_argument("--screenshot", metavar="FILE",
                        help="render the table after --steps actions to a PNG, no window")
    parser.add_argument("--bench", action="store_true", help="run the speed benchmark")
    parser.add_argument("--quick", action="store_true",
                        help="with --bench: one short play per table, fail on a gross regression")
    parser.add_argument("--game", default=None,
                        help="game id (default: the menu's first game; a wrong id lists them all)")
    parser.add_argument("--players", type=int, default=None, help="number of seats")
    parser.add_argument("--seed", type=int, default=1, help="random seed (same seed, same game)")
    parser.add_argument("--steps", type=int, default=0, help="actions to play before a screenshot")
    parser.add_argument("--scene", default="table",
                        help="scene for --screenshot: table, title, select, setup, results, ...")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option as on the setup screen (repeatable)")
    parser.add_argument("--size", default="1280x720", help="window or screenshot size WxH")
    parser.add_argument("--lang", default=None, metavar="CODE",
                        help="the language of this run: en or es (default: the settings')")
    parser.add_argument("--speech-log", default=None, metavar="FILE",
                        help="write narration's lines to FILE as they are said, and with "
                             "espeak-ng render each to a WAV file in FILE's folder of its name")
    parser.add_argument("--phone-check", action="store_true",
                        help="start the phones' server on 127.0.0.1, fetch a seat's page, stop")
    parser.add_argument("--first-frame-exit", action="store_true",
                        help=argparse.SUPPRESS)  # quit after the first frame (start-up timing)
    return parser


def run_headless_command(args: argparse.Namespace) -> int:
    from tabletop.assets.game_data import load_game_data
    from tabletop.core.headless import play_out, result_json
    from tabletop.core.language import Language
    from tabletop.core.match import Match
    from tabletop.games.catalog import game_specs
    from tabletop.kit.phrases import book_of

    spec = chosen_game(game_specs(), args.game)
    setup = bots_setup(spec, args.players, args.seed, parse_options(args.option))
    match = play_out(Match(spec, load_game_data(spec), setup))
    book = book_of(spec, match, chosen_language(args.lang) or Language())
    result = result_json(match, lambda fact: book.say(fact) or "")
    print(json.dumps(result))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = build_parser().parse_args(argv)
    try:
        if args.headless:
            return run_headless_command(args)
        if args.phone_check:
            from tabletop.tools.phone_check import run_phone_check
            return run_phone_check()
        if args.bench:
            from tabletop.tools.bench import run_bench
            return run_bench(args)
        if args.screenshot:
            from tabletop.tools.screenshot import run_screenshot
            return run_screenshot(args)
        from tabletop.app import run_app
        return run_app(parse_size(args.size), first_frame_exit=args.first_frame_exit,
                       words=chosen_language(args.lang),
                       speech_log=Path(args.speech_log) if args.speech_log else None)
    except DataError as error:
        print(f"taco-tabletop: {error}", file=sys.stderr)
        return 2


def console_main() -> None:
    """The `taco-tabletop` console script."""
    sys.exit(main())
