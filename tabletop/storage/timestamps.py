"""UTC time stamps for records and file names (the clock is injected so tests can fix it)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

Clock = Callable[[], datetime]
"""Returns the current time, timezone-aware."""


def utc_now() -> datetime:
    return datetime.now(UTC)


def to_iso(moment: datetime) -> str:
    """`2025-01-31T18:04:05Z`: what records store."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def from_iso(text: str) -> datetime:
    """Parse a stored time stamp; ValueError when it is not one."""
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def compact(moment: datetime) -> str:
    """`20250131T180405Z`: sortable and safe in file names on every system."""
    return moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
