"""What the player is told when a file in their data folder cannot be used."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Problem:
    """A file that could not be used: `message` is for the player, `detail` for a bug report."""

    message: str
    moved_to: Path | None = None
    detail: str = ""


def set_aside_message(what: str, moved_to: Path | None, reason: str = "could not be read",
                      after: str = "") -> str:
    """E.g. "Your saved game could not be read and was set aside as x.corrupt-….json."."""
    verb = "were" if what.endswith(("settings", "statistics", "scores")) else "was"
    if moved_to is None:
        text = f"{what} {reason}, and it could not be moved aside either; it was left in place."
    else:
        text = f"{what} {reason} and {verb} set aside as {moved_to.name}."
    return f"{text} {after}".strip()
