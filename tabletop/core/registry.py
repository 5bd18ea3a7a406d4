"""What the app knows about each game: name, seats, options, how to build rules and bots."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.actions import Action
from tabletop.core.errors import DataError
from tabletop.core.game import Bot, GameSetup, Rules

DataReader = Callable[[str], Any]
"""Reads a data file (path relative to `data/`) and returns its parsed YAML."""


@dataclass(frozen=True)
class OptionSpec:
    """A game option shown on the setup screen and accepted as `--option name=value`."""

    name: str
    label: str
    choices: tuple[str, ...]
    default: str
    help: str = ""


@dataclass(frozen=True)
class GameSpec:
    """One playable game, wired from plain-Python parts (no pygame here)."""

    id: str
    title: str
    tagline: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]
    load_data: Callable[[DataReader], Any]
    new_rules: Callable[[Any, GameSetup], Rules]
    new_bot: Callable[[Any, int, str, int], Bot]
    action_types: tuple[type[Action], ...]
    rulebook: str
    decisions: str
    realtime: bool = False
    bot_skills: tuple[str, ...] = ("normal",)
    undo_barriers: tuple[type, ...] | None = None
    """Event types that reveal something new or hand play on (a draw, a roll, a new turn):
    an action whose events include one cannot be undone. None: this game offers no undo."""

    def resolve_options(self, given: Mapping[str, str]) -> dict[str, str]:
        """Defaults filled in; an unknown option or value raises DataError with the reason."""
        known = {o.name: o for o in self.options}
        resolved = {o.name: o.default for o in self.options}
        for name, value in given.items():
            if name not in known:
                names = ", ".join(known) or "none"
                raise DataError("--option", name,
                                f"unknown option for {self.title} (known: {names})")
            if value not in known[name].choices:
                allowed = ", ".join(known[name].choices)
                raise DataError("--option", name, f"{value!r} is not one of: {allowed}")
            resolved[name] = value
        return resolved
