"""The server's own refusals, already worded for each seat (worded on the table's thread)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tabletop.core.facts import Fact


@dataclass(frozen=True)
class ServerWords:
    """Per seat, the words of each of the server's refusals (by the fact's kind)."""

    said: Mapping[int, Mapping[str, str]]

    def say(self, seat: int, fact: Fact) -> str:
        return self.said.get(seat, {}).get(type(fact).__name__, "")
