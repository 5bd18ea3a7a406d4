"""What the player is told when a file in their data folder cannot be used.

A notice is a whole sentence of the catalog (`N_`), filled with its values: it reads as English
where it is a plain string (logs, tests), and a screen says it in the player's language
(`said`). The sentences a file set aside can be told with are listed whole, one per kind of
file and reason (`SET_ASIDE`), never glued from fragments."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from tabletop.core.language import N_, Language


class Notice(str):
    """A sentence for the player: its English words (the string itself), with the catalog's
    message and the values that fill it, so a screen says it in the player's language."""

    message: str
    values: tuple[tuple[str, str], ...]
    worded: frozenset[str]
    """The values that are themselves catalog messages (a setting's name)."""

    def __new__(cls, message: str, worded: Iterable[str] = (), **values: object) -> Notice:
        filled = {name: str(value) for name, value in values.items()}
        made = super().__new__(cls, message.format(**filled))
        made.message = message
        made.values = tuple(filled.items())
        made.worded = frozenset(worded)
        return made

    def said(self, words: Language) -> str:
        """The notice in `words`'s language."""
        values = {name: words.gettext(value) if name in self.worded else value
                  for name, value in self.values}
        return words.gettext(self.message).format(**values)


def said(notice: str, words: Language) -> str:
    """A notice in `words`'s language (a plain string as it was written)."""
    return notice.said(words) if isinstance(notice, Notice) else notice


@dataclass(frozen=True)
class Problem:
    """A file that could not be used: `message` is for the player, `detail` for a bug report."""

    message: str
    moved_to: Path | None = None
    detail: str = ""


UNREADABLE = "could not be read"
SET_ASIDE = MappingProxyType({
    ("Your saved game", UNREADABLE):
        N_("Your saved game could not be read and was set aside as {file}."),
    ("Your saved game", "was changed or damaged since it was saved"):
        N_("Your saved game was changed or damaged since it was saved and was set aside as "
           "{file}."),
    ("Your saved game", "no longer replays with this version of the game"):
        N_("Your saved game no longer replays with this version of the game and was set "
           "aside as {file}."),
    ("Your saved game", "was made by a newer version of Taco Tabletop"):
        N_("Your saved game was made by a newer version of Taco Tabletop and was set aside as "
           "{file}. Update Taco Tabletop to continue it."),
    ("Your saved game", "is of a game this version does not have"):
        N_("Your saved game is of a game this version does not have and was set aside as "
           "{file}."),
    ("A replay", UNREADABLE): N_("A replay could not be read and was set aside as {file}."),
    ("Your settings", UNREADABLE):
        N_("Your settings could not be read and were set aside as {file}. The default "
           "settings are used."),
    ("Your statistics", UNREADABLE):
        N_("Your statistics could not be read and were set aside as {file}. Counting starts "
           "again."),
    ("Your statistics", "were made by a newer version of Taco Tabletop"):
        N_("Your statistics were made by a newer version of Taco Tabletop and were set aside "
           "as {file}. Counting starts again."),
    ("Your high scores", UNREADABLE):
        N_("Your high scores could not be read and were set aside as {file}. The table starts "
           "again."),
    ("Your high scores", "were made by a newer version of Taco Tabletop"):
        N_("Your high scores were made by a newer version of Taco Tabletop and were set aside "
           "as {file}. The table starts again."),
    ("Your tutorial progress", UNREADABLE):
        N_("Your tutorial progress could not be read and was set aside as {file}. The "
           "tutorials start from the beginning."),
    ("Your tutorial progress", "were made by a newer version of Taco Tabletop"):
        N_("Your tutorial progress was made by a newer version of Taco Tabletop and was set "
           "aside as {file}. The tutorials start from the beginning."),
})
"""Each kind of file and reason a file is set aside for, as the whole sentence that says so."""
LEFT_IN_PLACE = N_("A file in your data folder could not be used, and it could not be moved "
                   "aside either; it was left in place: {file}.")


def set_aside_message(what: str, moved_to: Path | None, reason: str = UNREADABLE,
                      after: str = "", path: Path | None = None) -> str:
    """E.g. "Your saved game could not be read and was set aside as x.corrupt-….json.": the
    sentence `SET_ASIDE` has for `what` and `reason` (a notice), else one made of them."""
    if moved_to is None:
        return Notice(LEFT_IN_PLACE, file=path.name if path is not None else what)
    sentence = SET_ASIDE.get((what, reason))
    if sentence is not None:
        return Notice(sentence, file=moved_to.name)
    verb = "were" if what.endswith(("settings", "statistics", "scores")) else "was"
    return f"{what} {reason} and {verb} set aside as {moved_to.name}. {after}".strip()
