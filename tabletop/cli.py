"""Command-line entry: parse arguments, then run headless, a screenshot, the bench or the app."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from tabletop.core.errors import DataError
from tabletop.core.game import BOT, GameSetup, Seat

BOT_NAMES = ("Rosa", "Diego", "Lupe", "Mateo", "Carmen")


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
                        help="with --bench: fewer frames, fail if a scene costs over 2× its floor")
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
    parser.add_argument("--first-frame-exit", action="store_true",
                        help=argparse.SUPPRESS)  # quit after the first frame (start-up timing)
    return parser


def parse_options(pairs: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise DataError("--option", pair, "expected NAME=VALUE")
        options[name.strip()] = value.strip()
    return options


def chosen_game(specs, game: str | None):
    """The spec `--game` names (the menu's first game when it names none)."""
    if game is None and specs:
        return next(iter(specs.values()))
    if game not in specs:
        raise DataError("--game", str(game), f"unknown game (known: {', '.join(specs)})")
    return specs[game]


def bots_setup(spec, players: int | None, seed: int, options: dict[str, str]) -> GameSetup:
    """A bots-only setup for headless runs and screenshots."""
    count = players if players is not None else spec.min_players
    if not spec.min_players <= count <= spec.max_players:
        raise DataError("--players", str(count),
                        f"{spec.title} seats {spec.min_players} to {spec.max_players} players")
    seats = tuple(Seat(BOT_NAMES[i % len(BOT_NAMES)], BOT) for i in range(count))
    return GameSetup(seats, seed, spec.resolve_options(options))


def run_headless_command(args: argparse.Namespace) -> int:
    from tabletop.core.headless import run_headless
    from tabletop.games.catalog import game_specs
    from tabletop.games.data_reader import load_game_data

    spec = chosen_game(game_specs(), args.game)
    setup = bots_setup(spec, args.players, args.seed, parse_options(args.option))
    result = run_headless(spec, load_game_data(spec), setup)
    print(json.dumps(result))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = build_parser().parse_args(argv)
    try:
        if args.headless:
            return run_headless_command(args)
        if args.bench:
            from tabletop.bench import run_bench
            return run_bench(args)
        from tabletop.app import run_app, run_screenshot
        if args.screenshot:
            return run_screenshot(args)
        return run_app(args)
    except DataError as error:
        print(f"taco-tabletop: {error}", file=sys.stderr)
        return 2
