"""The compiled catalogs under `tabletop/locale/` (`<lang>/LC_MESSAGES/tabletop.mo`), opened
into a `Language`; and which language the system speaks, for a first start."""

from __future__ import annotations

import gettext
import locale
import os
from collections.abc import Mapping
from pathlib import Path

from tabletop.assets.paths import resource_root
from tabletop.core.errors import DataError
from tabletop.core.language import ENGLISH, LANGUAGES, Language

DOMAIN = "tabletop"
"""The catalogs' name: `tabletop.pot`, each language's `tabletop.po` and `.mo`."""


def locale_root() -> Path:
    """The folder of the catalogs (in the source tree or the frozen bundle)."""
    return resource_root() / "tabletop" / "locale"


def load_language(code: str) -> Language:
    """The language `code` names (English needs no catalog); DataError for one not offered or
    whose compiled catalog is missing."""
    if code == ENGLISH:
        return Language()
    if code not in LANGUAGES:
        raise DataError("--lang", code, f"unknown language (known: {', '.join(LANGUAGES)})")
    try:
        with open(locale_root() / code / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as file:
            return Language(code, gettext.GNUTranslations(file))
    except OSError as error:
        raise DataError(f"tabletop/locale/{code}", str(error.strerror),
                        "the compiled catalog is missing (see docs/translating.md)") from None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system speaks, among those offered: any `es_*` is Spanish, anything
    else English (the variables gettext reads, then the platform's own locale)."""
    environ = os.environ if environ is None else environ
    names = [environ.get(v, "") for v in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    if not any(names) and environ is os.environ:
        names.append(locale.getlocale()[0] or "")
    for name in names:
        for part in name.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
            if code == "spanish":  # Windows names its locales "Spanish_Mexico"
                return "es"
            if part and code not in ("c", "posix"):
                return ENGLISH
    return ENGLISH
