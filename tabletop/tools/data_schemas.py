"""The JSON Schemas of the data files, generated from their models into data/schemas/.

    python -m tabletop.tools.data_schemas            # write them
    python -m tabletop.tools.data_schemas --check    # exit 1 when a committed one is out of date

Each YAML file under data/ names its schema on its first line
(`# yaml-language-server: $schema=...`), so an editor with YAML support checks it while typing.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path, PurePosixPath
from typing import Any

import msgspec

from tabletop.assets.paths import resource_root

SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"
SCHEMAS = "schemas"
"""The folder under data/ that holds them."""
USER_SETTINGS = "user/settings.json"
"""The player's settings file is not under data/; its schema is published beside the rest."""


def data_models() -> dict[str, type]:
    """Every data file (relative to data/) and its model: each game's, then the app's."""
    from tabletop.audio.audio_data import FILE as AUDIO
    from tabletop.audio.audio_data import AudioData
    from tabletop.games.catalog import game_specs
    from tabletop.storage.settings_data import FILE, SavedSettings, SettingsData
    from tabletop.tools.music_score import Score
    from tabletop.tutorial.files import tutorial_file
    from tabletop.tutorial.model import Tutorial
    from tabletop.ui.guide import Aid, Examples

    models: dict[str, type] = {}
    for spec in game_specs().values():
        models.update(spec.parts.data_models)
        if spec.aid:
            models[spec.aid] = Aid
        if spec.examples:
            models[spec.examples] = Examples
        tutorial = tutorial_file(spec)
        if tutorial:
            models[tutorial] = Tutorial
    for score in sorted((resource_root() / "data" / "music").glob("*.yaml")):
        models[f"music/{score.name}"] = Score
    models[FILE] = SettingsData
    models[AUDIO] = AudioData
    models[USER_SETTINGS] = SavedSettings
    return models


def schema_path(relative: str) -> str:
    """Where the schema of `data/<relative>` lives, relative to data/."""
    path = PurePosixPath(relative)
    return str(PurePosixPath(SCHEMAS, path.parent, f"{path.stem}.schema.json"))


def schema_line(relative: str) -> str:
    """The first line a YAML file under data/ names its schema with (relative to the file)."""
    ups = "../" * (len(PurePosixPath(relative).parts) - 1)
    return f"# yaml-language-server: $schema={ups}{schema_path(relative)}"


def schema_of(relative: str, model: type) -> dict[str, Any]:
    body = msgspec.json.schema(model)
    where = "the player's settings file" if relative == USER_SETTINGS else f"data/{relative}"
    return {"$schema": SCHEMA_DIALECT,
            "title": where,
            "description": f"Generated from {model.__module__}.{model.__qualname__} by "
                           "`python -m tabletop.tools.data_schemas`; do not edit by hand.",
            **body}


def rendered() -> dict[str, str]:
    """Every schema file's text, by its path relative to data/."""
    return {schema_path(relative): json.dumps(schema_of(relative, model), indent=2,
                                              ensure_ascii=False) + "\n"
            for relative, model in data_models().items()}


def out_of_date(root: Path) -> list[str]:
    """The schemas under `root` (data/) that are missing, stale or no longer made."""
    wanted = rendered()
    stale = [path for path, text in wanted.items()
             if not (root / path).is_file() or (root / path).read_text(encoding="utf-8") != text]
    extra = [str(p.relative_to(root).as_posix()) for p in (root / SCHEMAS).rglob("*.json")
             if str(p.relative_to(root).as_posix()) not in wanted]
    return sorted(stale + extra)


def write(root: Path) -> list[str]:
    """Write every schema under `root` (data/); the paths written."""
    written = []
    for path, text in rendered().items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.is_file() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale schemas")
    args = parser.parse_args(argv)
    root = resource_root() / "data"
    if args.check:
        stale = out_of_date(root)
        for path in stale:
            print(f"data/{path} is out of date: run python -m tabletop.tools.data_schemas")
        return 1 if stale else 0
    for path in write(root):
        print(f"wrote data/{path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
