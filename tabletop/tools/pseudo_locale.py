"""The pseudo-locale `qps`, for tests and screenshots only (never offered to players): every
message of the catalog's template comes out with each letter accented and 40 % longer, so a
layout that holds for it holds for a longer language, and a drawn text with a plain letter in
it never went through the catalog (a message the template does not hold stays as written, as
it would in any language). Placeholders (`{name}`) and control tokens are kept."""

from __future__ import annotations

import gettext
import math
import re

from tabletop.core.language import Language

CODE = "qps"
PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "áьçđéƒĝħíĵκłмñóрþŕšţúνŵхýžĄВÇĐĘҒБĦĮЈКŁМΝØРΩЯŞŢŲΛШΧҮΖ"
"""Each letter marked, or a look-alike from another script where the bundled font has no
marked one, none taller or deeper than the font's own letters (a mark above a capital or an
ascender, or a hook below, would run past a line's box): `tests/tools/test_pseudo_locale.py`."""
ACCENT = str.maketrans(PLAIN, ACCENTED)
PADDING = 0.4
KEPT = re.compile(r"(\{[^{}]*\})")
"""What stays as written: a placeholder or a control's token."""


def pseudo(message: str) -> str:
    """`message` accented and padded by 40 % (its placeholders as they are)."""
    if not message:
        return message
    parts = KEPT.split(message)
    shown = "".join(part if KEPT.fullmatch(part) else part.translate(ACCENT) for part in parts)
    return shown + "·" * math.ceil(len(message) * PADDING)


CONTEXT = "\x04"
"""What separates a message's context from its id in a compiled catalog."""
Known = frozenset[tuple[str | None, str]]
"""The template's messages: (context or None, message id; a plural's singular)."""


class PseudoCatalog(gettext.NullTranslations):
    """A catalog that says every message of the template in the pseudo-locale."""

    def __init__(self, known: Known) -> None:
        super().__init__()
        self.known = known

    def _say(self, context: str | None, msgid: str, said: str) -> str:
        return pseudo(said) if (context, msgid) in self.known else said

    def gettext(self, message: str) -> str:
        return self._say(None, message, message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self._say(None, msgid1, msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self._say(context, message, message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self._say(context, msgid1, msgid1 if n == 1 else msgid2)


def template_messages() -> Known:
    """The catalog's messages, as the compiled Spanish catalog holds them (every one: its
    test fails on a missing entry)."""
    from tabletop.assets.catalogs import DOMAIN, locale_root

    with open(locale_root() / "es" / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as file:
        compiled = gettext.GNUTranslations(file)
    known: set[tuple[str | None, str]] = set()
    ids = getattr(compiled, "_catalog", {})  # the one way gettext lists a catalog's ids
    for key in ids:
        msgid = key[0] if isinstance(key, tuple) else key
        context, _, message = msgid.rpartition(CONTEXT)
        if message:
            known.add((context or None, message))
    return frozenset(known)


def pseudo_language() -> Language:
    """The pseudo-locale as a language for the services."""
    return Language(CODE, PseudoCatalog(template_messages()))
