"""JSON files written atomically, read safely, and moved aside (never deleted) when broken."""

from __future__ import annotations

import json
import os
import tempfile
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from tabletop.storage.problems import Problem, set_aside_message
from tabletop.storage.timestamps import compact, utc_now

MISSING = "missing"
OK = "ok"
BROKEN = "broken"

CORRUPT_MARK = ".corrupt-"
"""Part of the name of every file moved aside; folder scans skip such files."""


@dataclass(frozen=True)
class JsonRead:
    """The result of reading one JSON file: status MISSING, OK (with `data`) or BROKEN."""

    status: str
    data: Any = None
    detail: str = ""


def write_json(path: Path, data: Any, *, pretty: bool = False) -> None:
    """Replace `path` with `data` so that a crash at any moment leaves the old or the new file."""
    write_text(path, encode_json(data, pretty=pretty))


def encode_json(data: Any, *, pretty: bool = False) -> str:
    """`data` as the JSON text our files hold (no NaN or infinity: not JSON)."""
    return json.dumps(data, ensure_ascii=False, allow_nan=False,
                      indent=2 if pretty else None,
                      separators=None if pretty else (",", ":"))


def write_text(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a crash at any moment leaves the old or the new file.

    The text goes to a temporary file in the same folder, is flushed and fsynced, then renamed
    over the target with os.replace (atomic on POSIX and Windows).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (not on Windows)."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def read_json(path: Path) -> JsonRead:
    """Read and parse `path`; never raises for a missing, unreadable or malformed file."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return JsonRead(MISSING)
    except OSError as error:
        return JsonRead(BROKEN, detail=f"cannot be read: {error}")
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant)
    except (UnicodeDecodeError, ValueError) as error:
        return JsonRead(BROKEN, detail=f"is not valid JSON: {error}")
    return JsonRead(OK, data)


def set_aside(path: Path, moment: datetime | None = None) -> Path:
    """Rename a broken file to `<stem>.corrupt-<UTC stamp>.json` beside it; returns the new path."""
    stamp = compact(moment or utc_now())
    target = path.with_name(f"{path.stem}{CORRUPT_MARK}{stamp}{path.suffix}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.stem}{CORRUPT_MARK}{stamp}-{number}{path.suffix}")
    os.replace(path, target)
    return target


def set_aside_problem(path: Path, what: str, detail: str, *, reason: str = "could not be read",
                      after: str = "", moment: datetime | None = None) -> Problem:
    """Move `path` aside and describe it to the player; a failed move is reported, not raised."""
    try:
        moved: Path | None = set_aside(path, moment)
    except OSError as error:
        moved = None
        detail = f"{detail}; moving it aside failed: {error}"
    return Problem(set_aside_message(what, moved, reason, after, path), moved,
                   f"{path}: {detail}")


def is_record_file(path: Path) -> bool:
    """True for our own JSON files in a folder scan (not temporaries, not files set aside)."""
    name = path.name
    return name.endswith(".json") and not name.startswith(".") and CORRUPT_MARK not in name
