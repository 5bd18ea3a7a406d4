"""The one place that knows where bundled files live (source tree or frozen executable)."""

from __future__ import annotations

import sys
from pathlib import Path

APP_NAME = "taco-tabletop"


def resource_root() -> Path:
    """Folder holding data/, sprites/, sounds/ and seeds/ (the bundle's folder when frozen)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def data_path(relative: str) -> Path:
    return resource_root() / "data" / relative


def sprite_path(relative: str) -> Path:
    return resource_root() / "sprites" / relative


def sound_path(relative: str) -> Path:
    return resource_root() / "sounds" / relative


def seed_path(relative: str) -> Path:
    return resource_root() / "seeds" / relative


def user_data_dir() -> Path:
    """The user's own folder for settings, saves, statistics (never inside the app's folder)."""
    from platformdirs import user_data_path

    folder = user_data_path(APP_NAME, appauthor=False)
    folder.mkdir(parents=True, exist_ok=True)
    return folder
