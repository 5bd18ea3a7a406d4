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
