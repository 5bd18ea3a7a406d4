"""Typed errors shared by every game: refusals players read, and data problems maintainers fix."""

from __future__ import annotations


class IllegalAction(Exception):
    """A rules module refused an action; `reason` is a sentence a player understands.

    Raising it promises that the game state did not change.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


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
