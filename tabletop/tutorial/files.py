"""Where a game's tutorial lives and how it is read (the only code that opens one)."""

from __future__ import annotations

from pathlib import PurePosixPath

from tabletop.assets.paths import data_path
from tabletop.assets.yaml_data import read_data
from tabletop.core.data_model import load_model
from tabletop.core.registry import GameSpec
from tabletop.tutorial.model import Tutorial

FILE = "tutorial.yaml"


def tutorial_file(spec: GameSpec) -> str | None:
    """`<game>/tutorial.yaml` beside the game's other data (None: the game has none)."""
    home = spec.aid or spec.decisions
    if not home:
        return None
    relative = str(PurePosixPath(home).parent / FILE)
    return relative if data_path(relative).is_file() else None


def read_tutorial(spec: GameSpec) -> Tutorial | None:
    """The game's tutorial (None: it has none); DataError naming the field when it is wrong."""
    relative = tutorial_file(spec)
    if relative is None:
        return None
    return load_model(read_data(relative), Tutorial, f"data/{relative}")
