"""The server's own refusals, already worded for each seat (worded on the table's thread)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tabletop.core.facts import Fact

LOBBY = -1
"""Where the words for phones on the join link are kept (they have no seat yet)."""


@dataclass(frozen=True)
class ServerWords:
    """Per seat, the words of each of the server's refusals (by the fact's kind); under
    `LOBBY`, those for a joining phone; and the join page's own words."""

    said: Mapping[int, Mapping[str, str]]
    lobby: Mapping[str, str] = field(default_factory=dict)
    title: str = ""

    def say(self, seat: int, fact: Fact) -> str:
        mine = self.said.get(seat) or self.said.get(LOBBY, {})
        return mine.get(type(fact).__name__, "")
