"""Typed errors shared by every game: refusals players read, and data problems maintainers fix."""

from __future__ import annotations

from tabletop.core.facts import Fact, Said


class IllegalAction(Exception):
    """A rules module refused an action; `why` is a fact the table's phrase book words for the
    player (a sentence in `Said`, for a game not yet on a phrase book).

    Raising it promises that the game state did not change.
    """

    def __init__(self, why: Fact | str) -> None:
        self.why: Fact = Said(why) if isinstance(why, str) else why
        super().__init__(why if isinstance(why, str) else repr(why))

    @property
    def reason(self) -> str:
        """The refusal as the rules wrote it, or as a maintainer reads its fact."""
        return self.why.text if isinstance(self.why, Said) else repr(self.why)


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
