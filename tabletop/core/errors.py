"""Typed errors shared by every game: refusals players read, and data problems maintainers fix."""

from __future__ import annotations

from tabletop.core.facts import Fact


class IllegalAction(Exception):
    """A rules module refused an action; `why` is a fact the table's phrase book words for the
    player (its repr is what a maintainer reads).

    Raising it promises that the game state did not change.
    """

    def __init__(self, why: Fact) -> None:
        self.why = why
        super().__init__(repr(why))


class DataError(Exception):
    """A data file (YAML cards, Tiled map, save) is wrong; names the file and the field."""

    def __init__(self, file: str, field: str, message: str) -> None:
        super().__init__(f"{file}: {field}: {message}")
        self.file = file
        self.field = field
        self.message = message


class Invalid(ValueError):
    """A check spanning fields failed (raised in a model's `__post_init__`): which field, why."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message
