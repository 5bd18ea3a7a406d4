"""Each seat's link: a random token of 128 bits or more, the only key to that seat."""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Iterable
from dataclasses import dataclass

TOKEN_BYTES = 24
"""192 bits of randomness per seat (at least 128, as the issue asks)."""


@dataclass(frozen=True)
class SeatLinks:
    """The token of each phone seat."""

    tokens: dict[int, str]

    @classmethod
    def new(cls, seats: Iterable[int]) -> SeatLinks:
        return cls({seat: secrets.token_urlsafe(TOKEN_BYTES) for seat in seats})

    def seat_of(self, token: str) -> int | None:
        """The seat `token` opens, compared in constant time (None: no seat)."""
        found = None
        for seat, mine in self.tokens.items():
            if hmac.compare_digest(mine.encode(), token.encode()):
                found = seat
        return found

    def path(self, seat: int) -> str:
        return f"/seat/{self.tokens[seat]}"
