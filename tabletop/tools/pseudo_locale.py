"""The pseudo-locale `qps`, for tests and screenshots only (never offered to players): every
message that goes through the catalog comes out with each letter accented and 40 % longer, so
a layout that holds for it holds for a longer language, and a drawn text with a plain letter
in it never went through the catalog. Placeholders (`{name}`) and control tokens are kept."""

from __future__ import annotations

import gettext
import math
import re

from tabletop.core.language import Language

CODE = "qps"
PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "áƀçďéƒĝĥíĵķĺṁñóƥʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ"
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


class PseudoCatalog(gettext.NullTranslations):
    """A catalog that says every message in the pseudo-locale."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


def pseudo_language() -> Language:
    """The pseudo-locale as a language for the services."""
    return Language(CODE, PseudoCatalog())
