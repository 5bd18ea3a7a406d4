"""The app's one phone host: off until a table turns phones on, closed with that table.

`PhoneHost.open` makes each phone seat's link, binds the server and returns the `Session`
the table talks through; `close` ends it. At most one session is open at a time.
"""

from __future__ import annotations

import importlib
import sys
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.phones.address import lan_address
from tabletop.phones.exchange import Board, Inbox
from tabletop.phones.links import SeatLinks
from tabletop.phones.words import ServerWords

if TYPE_CHECKING:
    from tabletop.phones.server import PhoneServer

ANY_ADDRESS = "0.0.0.0"
"""Bound on every interface, so a phone on the same Wi-Fi reaches it."""
LOOPBACK = "127.0.0.1"
"""This computer alone (tests, tools, a headless run)."""
SERVER_MODULE = "tabletop.phones.server"
"""The server's module: it brings aiohttp, about a second's import (several on a busy machine)."""


def warm_up() -> threading.Thread | None:
    """Import the server on a thread of its own now, so a later "Start on phones" does not
    freeze the screen while aiohttp loads (None: it is loaded already)."""
    if SERVER_MODULE in sys.modules:
        return None
    thread = threading.Thread(target=importlib.import_module, args=(SERVER_MODULE,),
                              name="phones-warm-up", daemon=True)
    thread.start()
    return thread


@dataclass(frozen=True)
class Session:
    """One table's phones: their links, the board and inbox, and where they find the page."""

    links: SeatLinks
    board: Board
    inbox: Inbox
    address: str
    port: int

    def url(self, seat: int) -> str:
        """The address a phone opens for `seat` (what its QR code holds)."""
        return f"http://{self.address}:{self.port}{self.links.path(seat)}"

    def join_url(self) -> str:
        """The join link's address (seat setup's code), if phones may join."""
        return f"http://{self.address}:{self.port}{self.links.join_path()}"

    def short(self) -> str:
        """The address without the token, to show beside the codes."""
        return f"{self.address}:{self.port}"


@dataclass
class PhoneHost:
    """Opens and closes the phones' server; owned by the app (`Services.phones`)."""

    host: str = ANY_ADDRESS
    port: int = 0
    _server: PhoneServer | None = field(default=None, repr=False)

    @property
    def open_now(self) -> bool:
        return self._server is not None

    def open(self, seats: Iterable[int], words: ServerWords, joining: bool = False) -> Session:
        """Serve `seats` on phones (closing any earlier session first; `joining`: with a join
        link, seat setup's); OSError when the port cannot be bound."""
        from tabletop.phones.server import PhoneServer  # aiohttp loads when phones may come

        self.close()
        links = SeatLinks.new(seats, joining)
        server = PhoneServer(links, Board(), Inbox(), words, self.host, self.port)
        port = server.start()
        self._server = server
        address = LOOPBACK if self.host == LOOPBACK else lan_address()
        return Session(links, server.board, server.inbox, address, port)

    def reword(self, words: ServerWords) -> None:
        """The server's refusals in new words (a table that takes over seat setup's session
        words them for its seats)."""
        if self._server is not None:
            self._server.words = words

    def close(self) -> None:
        if self._server is not None:
            self._server.stop()
            self._server = None
