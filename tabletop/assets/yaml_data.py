"""Reads YAML data files with the safe loader; problems become DataError naming the file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tabletop.assets.paths import data_path
from tabletop.core.errors import DataError


def read_yaml_file(path: Path, label: str | None = None) -> Any:
    """Parse one YAML file; unreadable, empty or malformed files raise DataError."""
    name = label or path.name
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(name, "(file)", "file not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(name, "(file)", f"cannot be read: {exc}") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark is not None else "(file)"
        problem = getattr(exc, "problem", None) or str(exc)
        raise DataError(name, where, f"is not valid YAML: {problem}") from None
    if data is None:
        raise DataError(name, "(file)", "is empty")
    return data


def read_data(relative: str) -> Any:
    """Parse `data/<relative>`; the error names the path as players and maintainers see it."""
    return read_yaml_file(data_path(relative), f"data/{relative}")
