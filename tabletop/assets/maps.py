"""Reads table layouts from data/ (Tiled .tmx files), naming the file in every error."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.assets.paths import data_path
from tabletop.layout.tiled import TableLayout, load_layout


def read_layout(relative: str, required: Iterable[tuple[str, str]] = ()) -> TableLayout:
    """Parse `data/<relative>`; every required (layer, zone) must exist."""
    return load_layout(data_path(relative), f"data/{relative}", required)
