"""Loads a game's validated data through the assets layer (the only code that opens files)."""

from __future__ import annotations

from typing import Any

from tabletop.assets.yaml_data import read_data
from tabletop.core.registry import GameSpec


def load_game_data(spec: GameSpec) -> Any:
    """Read and validate the game's YAML; raises DataError naming file and field."""
    return spec.load_data(read_data)
