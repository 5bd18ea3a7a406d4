"""The player's language: the app's translator, handed to whatever puts things into words.

A `Language` wraps one gettext catalog (English needs none: its messages are the catalog's
keys). It is a value in the app's services, never a global: a phrase book, a menu or a prompt
is given the one to speak, and a change of language builds them again with the new one.
Messages are written in English in the code, marked for extraction (`gettext`, `ngettext`,
`pgettext`, `npgettext`, or `N_` where a message is written apart from where it is said), with
placeholders filled in after translation (`{name}`), never words glued together.
"""

from __future__ import annotations

import gettext
from dataclasses import dataclass, field
from types import MappingProxyType

ENGLISH = "en"
LANGUAGES = MappingProxyType({"en": "English", "es": "Español"})
"""The languages a player may choose, each named in itself (never translated)."""


def N_(message: str) -> str:
    """Marks `message` for the catalog where it is written; it is translated where it is said."""
    return message


@dataclass(frozen=True)
class Language:
    """One language's words: the catalog's translations, or the messages themselves."""

    code: str = ENGLISH
    catalog: gettext.NullTranslations = field(default_factory=gettext.NullTranslations,
                                              compare=False, repr=False)

    def gettext(self, message: str) -> str:
        """`message` in this language (an empty message stays empty: it is not the header)."""
        return self.catalog.gettext(message) if message else message

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        """The form for `count` (the language's own plural rules pick it)."""
        return self.catalog.ngettext(singular, plural, count)

    def pgettext(self, context: str, message: str) -> str:
        """`message` as meant in `context` (a short word that means more than one thing)."""
        return self.catalog.pgettext(context, message) if message else message

    def npgettext(self, context: str, singular: str, plural: str, count: int) -> str:
        """A plural form, as meant in `context`."""
        return self.catalog.npgettext(context, singular, plural, count)

    def decimal(self, value: float, places: int = 1) -> str:
        """`value` with `places` decimals, its separator this language's ("0,6" in Spanish)."""
        point = self.pgettext("decimal-separator", ".")
        return f"{value:.{places}f}".replace(".", point)


@dataclass(frozen=True)
class Countable:
    """A word that counts, written apart from where it is said (a table's score label:
    "1 star", "2 stars"): its two catalog forms, the language's plural rules picking one."""

    one: str
    other: str

    @classmethod
    def ngettext(cls, singular: str, plural: str) -> Countable:
        """Marks `singular` and `plural` for the catalog as one plural entry (the extractor
        knows this name) and keeps them to be said later."""
        return cls(singular, plural)

    def said(self, language: Language, count: int | float) -> str:
        """The form for `count` ('star' for 1, 'stars' for 0 or 2)."""
        return language.ngettext(self.one, self.other, int(count))

    def many(self, language: Language) -> str:
        """The form for a heading over counts ('Stars: 3')."""
        return language.ngettext(self.one, self.other, 2)


CountWord = str | Countable
"""What a score is counted in: a fixed word (its catalog message), or a `Countable`."""


def count_word(label: CountWord, language: Language, count: int | float | None = None) -> str:
    """`label` in `language`: a `Countable` in its form for `count` (its many form without
    one), a plain message as it is."""
    if isinstance(label, Countable):
        return label.many(language) if count is None else label.said(language, count)
    return language.gettext(label)


def titled(text: str, title: str) -> str:
    """`text` headed by a game's `title` and a colon ("{game}: player aid"), with the colon
    made a dash where the title ends in punctuation of its own: "¡Taco Fight! — player aid",
    never "¡Taco Fight!: player aid" (a title is never translated, so any language's text
    starts with it the same way)."""
    if title and title[-1] in "!?." and f"{title}:" in text:
        return text.replace(f"{title}:", f"{title} —", 1)
    return text
