"""Plain-text documents shipped with the app: the rulebooks and each game's decisions."""

from __future__ import annotations

from tabletop.assets.paths import data_path, seed_path
from tabletop.core.errors import DataError


def rules_texts(rulebook: str, decisions: str) -> tuple[str, str]:
    """(rulebook, decisions); a missing file says so in the text instead of failing."""
    try:
        book = seed_path(rulebook).read_text(encoding="utf-8")
    except OSError:
        book = "This game's rulebook is missing from the installation."
    try:
        ours = data_path(decisions).read_text(encoding="utf-8")
    except OSError:
        ours = "This game's page of decisions is missing from the installation."
    return book, ours


def data_text(relative: str) -> str:
    """The text of `data/<relative>` (a Markdown page); DataError naming it when it cannot be
    read."""
    try:
        return data_path(relative).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(f"data/{relative}", "(file)", "file not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(f"data/{relative}", "(file)", f"cannot be read: {exc}") from None
