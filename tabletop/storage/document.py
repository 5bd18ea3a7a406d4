"""One small versioned JSON document (statistics, high scores) that is never lost to a crash."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from tabletop.core.errors import DataError
from tabletop.storage.atomic_json import BROKEN, MISSING, read_json, set_aside_problem, write_json
from tabletop.storage.timestamps import Clock

T = TypeVar("T")


class JsonDocument:
    """A JSON file `{"version": n, ...}`: a broken or too-new one is set aside with a notice."""

    def __init__(self, path: Path, what: str, version: int, clock: Clock, after: str,
                 oldest: int | None = None) -> None:
        self.path = path
        self.what = what
        self.version = version
        self.oldest = version if oldest is None else oldest
        """The oldest version `parse` still reads (and brings up to date)."""
        self.clock = clock
        self.after = after
        self._notices: list[str] = []

    def read(self, parse: Callable[[dict[str, Any]], T], empty: T) -> T:
        """`parse(body)` of the file, or `empty` when it is missing or unusable (set aside).

        `parse` gets every version from `oldest` to `version` (the body's "version" says
        which) and raises DataError or ValueError when the body does not fit.
        """
        read = read_json(self.path)
        if read.status == MISSING:
            return empty
        if read.status == BROKEN:
            return self._set_aside(read.detail, empty)
        body = read.data
        version = body.get("version") if isinstance(body, dict) else None
        if isinstance(version, int) and not isinstance(version, bool) and version > self.version:
            return self._set_aside(f"has version {version}", empty,
                                   "were made by a newer version of Taco Tabletop")
        if (not isinstance(version, int) or isinstance(version, bool)
                or not self.oldest <= version <= self.version):
            return self._set_aside(f"has unknown version {version!r}", empty)
        try:
            return parse(body)
        except (DataError, ValueError, TypeError) as error:
            return self._set_aside(str(error), empty)

    def write(self, body: dict[str, Any]) -> None:
        write_json(self.path, {"version": self.version, **body}, pretty=True)

    def take_notices(self) -> tuple[str, ...]:
        notices, self._notices = tuple(self._notices), []
        return notices

    def _set_aside(self, detail: str, empty: T, reason: str = "could not be read") -> T:
        problem = set_aside_problem(self.path, self.what, detail, reason=reason, after=self.after,
                                    moment=self.clock())
        self._notices.append(problem.message)
        return empty
