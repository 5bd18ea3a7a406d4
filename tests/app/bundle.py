"""A private copy of the app's bundled files (data/ copied, sprites/sounds/seeds linked) that the
app reads instead of the real ones, so a test can break one file and watch the app cope."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.assets import paths
from tabletop.assets.yaml_data import read_data
from tabletop.games.catalog import game_specs

REAL_ROOT = paths.resource_root()


def make_bundle(root: Path, monkeypatch: Any) -> Path:
    """Copy data/ into `root`, link the rest, and point `resource_root()` at it."""
    shutil.copytree(REAL_ROOT / "data", root / "data")
    for name in ("sprites", "sounds", "seeds"):
        if (REAL_ROOT / name).exists():
            (root / name).symlink_to(REAL_ROOT / name, target_is_directory=True)
    monkeypatch.setattr(paths, "resource_root", lambda: root)
    return root


@cache
def files_read(game: str) -> tuple[str, ...]:
    """The data files (relative to data/) a game's load_data reads, in reading order."""
    seen: list[str] = []

    def reader(relative: str) -> Any:
        seen.append(relative)
        return read_data(relative)

    game_specs()[game].load_data(reader)
    return tuple(dict.fromkeys(seen))


def yaml_files() -> list[tuple[str, str]]:
    return [(game, relative) for game in game_specs() for relative in files_read(game)]


def maps() -> list[str]:
    """Every Tiled map under data/, relative to data/."""
    data = REAL_ROOT / "data"
    return sorted(str(p.relative_to(data)) for p in data.rglob("*.tmx"))


def game_of_map(relative: str) -> str | None:
    folder = relative.split("/")[0]
    return next((g for g in game_specs() if g.replace("-", "_") == folder), None)


def reader_with(relative: str, change: Callable[[Any], Any]) -> Callable[[str], Any]:
    """A data reader that hands `change(parsed)` for one file and the real data otherwise."""
    def reader(name: str) -> Any:
        parsed = read_data(name)
        return change(parsed) if name == relative else parsed
    return reader
