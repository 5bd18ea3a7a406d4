"""Plain-text documents shipped with the app: the rulebooks and each game's decisions."""

from __future__ import annotations

from tabletop.assets.paths import data_path, seed_path


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
