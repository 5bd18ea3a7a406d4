"""What the executable must carry: the asset folders and the font, listed once for spec and smoke.

Loaded by file path (this folder is deliberately not a package: `packaging` is also the name of
a library that pip and PyInstaller import).
"""

from __future__ import annotations

from pathlib import Path

APP_NAME = "taco-tabletop"
ONEFILE_NAME = "taco-tabletop-onefile"
ASSET_FOLDERS = ("data", "sprites", "sounds", "seeds", "tabletop/locale")
"""The folders of files the app opens (`tabletop/locale`: the compiled catalogs, with their
sources beside them)."""
SKIPPED_NAMES = frozenset({"__pycache__", ".DS_Store", "Thumbs.db", ".gitkeep"})
# Game modules are found through importlib (the catalog and each game's spec); these packages
# never run in the app and are left out of the bundle, and so is each game's card-back art code
# (its spec names it for the art generator: see `art_modules`).
EXCLUDED_PACKAGES = ("tabletop.artgen", "tabletop.tools.art", "tabletop.tools.data_schemas",
                     "tabletop.tools.music", "tabletop.tools.music_loudness",
                     "tabletop.tools.music_midi", "tabletop.tools.music_render",
                     "tabletop.tools.music_check",
                     "tabletop.tools.music_score", "tabletop.tools.catalog_yaml",
                     "tabletop.tools.catalog_markdown")
EXCLUDED_MODULES = ("numpy", "tkinter", "_tkinter", "unittest", "pydoc", "pytest", "hypothesis",
                    "PyInstaller", "setuptools", "pip")


def project_root() -> Path:
    return Path(__file__).resolve().parents[1]


def asset_files(root: Path) -> list[str]:
    """Every file under root's asset folders, as sorted POSIX paths relative to root."""
    found: list[str] = []
    for folder in ASSET_FOLDERS:
        base = root / folder
        if not base.is_dir():
            continue
        for path in base.rglob("*"):
            relative = path.relative_to(root)
            if path.is_file() and not SKIPPED_NAMES.intersection(relative.parts):
                found.append(relative.as_posix())
    return sorted(found)


def data_entries(root: Path) -> list[tuple[str, str]]:
    """PyInstaller `datas` pairs (source file, destination folder) for every asset file."""
    return [(str(root / name), str(Path(name).parent)) for name in asset_files(root)]


def bundled_assets_root(onedir: Path) -> Path:
    """Where the one-folder build keeps its data files (PyInstaller 6 uses `_internal/`)."""
    internal = onedir / "_internal"
    return internal if internal.is_dir() else onedir


def art_modules() -> set[str]:
    """The modules of the games' card-back art, as the catalog's specs name them (only the art
    generator runs them)."""
    from tabletop.games.catalog import game_specs

    return {spec.back.art.partition(":")[0] for spec in game_specs().values()
            if spec.back is not None and spec.back.art}


def keep_module(name: str) -> bool:
    """Whether a tabletop submodule goes into the bundle."""
    if any(name == pkg or name.startswith(pkg + ".") for pkg in EXCLUDED_PACKAGES):
        return False
    return name not in art_modules()
