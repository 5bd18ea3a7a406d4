"""What the command line's words mean: a game, its options, a window size, a bots-only table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.core.errors import DataError
from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.language import Language
from tabletop.core.registry import GameSpec

BOT_NAMES = ("Rosa", "Diego", "Lupe", "Mateo", "Carmen")


def parse_options(pairs: Sequence[str]) -> dict[str, str]:
    """`--option NAME=VALUE` pairs as a dict (a pair without `=` is refused)."""
    options: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise DataError("--option", pair, "expected NAME=VALUE")
        options[name.strip()] = value.strip()
    return options


def parse_size(text: str) -> tuple[int, int]:
    """`--size WxH` as a (width, height) pair."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise DataError("--size", text, "expected WIDTHxHEIGHT, e.g. 1280x720") from None
    return (w, h)


def chosen_game(specs: dict[str, GameSpec], game: str | None) -> GameSpec:
    """The spec `--game` names (the menu's first game when it names none)."""
    if game is None and specs:
        return next(iter(specs.values()))
    if game not in specs:
        raise DataError("--game", str(game), f"unknown game (known: {', '.join(specs)})")
    return specs[game]


def bots_setup(spec: GameSpec, players: int | None, seed: int,
               options: dict[str, Any]) -> GameSetup:
    """A bots-only setup for headless runs and the benchmark."""
    count = players if players is not None else spec.min_players
    if not spec.min_players <= count <= spec.max_players:
        raise DataError("--players", str(count),
                        f"{spec.title} seats {spec.min_players} to {spec.max_players} players")
    seats = tuple(Seat(BOT_NAMES[i % len(BOT_NAMES)], BOT) for i in range(count))
    return GameSetup(seats, seed, spec.resolve_options(options))


def chosen_language(code: str | None) -> Language | None:
    """The language `--lang` names (None: the settings' own); `qps`, the test tooling's
    pseudo-locale, renders screenshots whose every translated letter is accented."""
    if code is None:
        return None
    if code == "qps":
        from tabletop.tools.pseudo_locale import pseudo_language

        return pseudo_language()
    from tabletop.assets.catalogs import load_language

    return load_language(code)
