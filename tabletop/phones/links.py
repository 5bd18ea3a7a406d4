"""Each seat's link: a random token of 128 bits or more, the only key to that seat; and, while
seat setup lets phones join, the join link's token (it opens no seat: it asks for one)."""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Iterable
from dataclasses import dataclass

TOKEN_BYTES = 24
"""192 bits of randomness per seat (at least 128, as the issue asks)."""


@dataclass
class SeatLinks:
    """The token of each phone seat (and of the join link, if phones may join)."""

    tokens: dict[int, str]
    join: str | None = None

    @classmethod
    def new(cls, seats: Iterable[int], joining: bool = False) -> SeatLinks:
        return cls({seat: secrets.token_urlsafe(TOKEN_BYTES) for seat in seats},
                   secrets.token_urlsafe(TOKEN_BYTES) if joining else None)

    def add(self, seat: int) -> str:
        """A link for `seat` (its token; a seat that has one keeps it). The table's thread
        adds, the server's reads: the mapping is replaced whole, never changed in place."""
        token = self.tokens.get(seat)
        if token is None:
            token = secrets.token_urlsafe(TOKEN_BYTES)
            self.tokens = {**self.tokens, seat: token}
        return token

    def seat_of(self, token: str) -> int | None:
        """The seat `token` opens, compared in constant time (None: no seat)."""
        found = None
        for seat, mine in self.tokens.items():
            if hmac.compare_digest(mine.encode(), token.encode()):
                found = seat
        return found

    def joins(self, token: str) -> bool:
        """Whether `token` is the join link's (compared in constant time)."""
        return self.join is not None and hmac.compare_digest(self.join.encode(), token.encode())

    def path(self, seat: int) -> str:
        return f"/seat/{self.tokens[seat]}"

    def join_path(self) -> str:
        return f"/join/{self.join}"
