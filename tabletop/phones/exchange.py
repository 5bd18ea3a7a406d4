"""The only meeting place of the server's thread and the table's: thread-safe, never waiting.

Phone to table: the `Inbox`, a queue of `Request`s (a validated move for a seat), `Pressed`
(a controller phone's button) and of
`Joined` / `Left` notes. Table to phone: the `Board`, where the table publishes each seat's
latest picture (and its card faces as PNG bytes) and notes for one seat (a refusal); the
server is woken through `wake`, a callable it hands the board, and takes what is new.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Request:
    """A phone asks to play `action` (as sent) for `seat`, chosen from picture `picture`."""

    seat: int
    action: Mapping[str, Any]
    picture: int


@dataclass(frozen=True)
class Pressed:
    """A controller phone pressed `command` for `seat` (a move's step, an aim's spot)."""

    seat: int
    command: str
    dx: int = 0
    dy: int = 0
    owner: int = -1
    slot: int = -1


@dataclass(frozen=True)
class JoinAsked:
    """A phone on the join link asks for a seat under `name`; answer it on the board under
    `ticket` (a negative number: it is no seat yet)."""

    ticket: int
    name: str


@dataclass(frozen=True)
class Joined:
    """A phone opened `seat`'s link (again)."""

    seat: int


@dataclass(frozen=True)
class Left:
    """`seat`'s phone went away."""

    seat: int


Note = Request | Pressed | JoinAsked | Joined | Left

JOINERS = -(2**31)
"""What the board wakes the server with when the join link's page changed (every phone on
the join link is sent it again): no seat's number, no joining phone's ticket."""


@dataclass
class Inbox:
    """Phone to table: what the phones asked, in order; the table drains it each step, and a
    listener (`listen`) is called once when a note arrives at an empty inbox, so a still table
    can wake for it instead of looking often."""

    _queue: queue.SimpleQueue[Note] = field(default_factory=queue.SimpleQueue)
    _wake: Callable[[], None] | None = None
    _called: threading.Event = field(default_factory=threading.Event)
    """The listener was called for notes not drained yet (it is called once for them)."""

    def listen(self, wake: Callable[[], None] | None) -> None:
        """Call `wake` (thread-safe, never blocking) when notes arrive (None: stop)."""
        self._wake = wake

    def put(self, note: Note) -> None:
        self._queue.put(note)
        wake = self._wake
        if wake is not None and not self._called.is_set():
            self._called.set()
            wake()

    def drain(self, most: int = 64) -> list[Note]:
        """Up to `most` waiting notes, at once (never waits); with more still waiting, the
        listener is called again for them."""
        self._called.clear()
        out: list[Note] = []
        while len(out) < most:
            try:
                out.append(self._queue.get_nowait())
            except queue.Empty:
                break
        wake = self._wake
        if len(out) == most and not self._queue.empty() and wake is not None:
            self._called.set()
            wake()
        return out


@dataclass
class Board:
    """Table to phone: each seat's latest picture and faces, and notes for one seat."""

    _lock: threading.Lock = field(default_factory=threading.Lock)
    _pictures: dict[int, bytes] = field(default_factory=dict)
    _faces: dict[int, dict[str, bytes]] = field(default_factory=dict)
    _notes: dict[int, list[bytes]] = field(default_factory=dict)
    _wake: Callable[[int], None] | None = None
    _lobby: bytes | None = None
    _art: bytes | None = None
    _present: set[int] = field(default_factory=set)

    def arrived(self, seat: int) -> None:
        """`seat`'s page is open now (the server's thread)."""
        with self._lock:
            self._present.add(seat)

    def went(self, seat: int) -> None:
        """`seat`'s page closed (the server's thread)."""
        with self._lock:
            self._present.discard(seat)

    def present(self) -> frozenset[int]:
        """The seats whose page is open now (the codes screen says who has come)."""
        with self._lock:
            return frozenset(self._present)

    def listen(self, wake: Callable[[int], None] | None) -> None:
        """The server's thread-safe way to hear that `seat` has something new (None: stop)."""
        with self._lock:
            self._wake = wake

    def publish(self, seat: int, picture: bytes, faces: Mapping[str, bytes]) -> None:
        """`seat`'s picture now, and the faces it may show (the table's thread)."""
        with self._lock:
            self._pictures[seat] = picture
            self._faces.setdefault(seat, {}).update(faces)
            wake = self._wake
        if wake is not None:
            wake(seat)

    def tell(self, seat: int, note: bytes) -> None:
        """A message for `seat`'s phone alone (a refusal; a joining phone's answer, under its
        ticket)."""
        with self._lock:
            self._notes.setdefault(seat, []).append(note)
            wake = self._wake
        if wake is not None:
            wake(seat)

    def publish_lobby(self, lobby: bytes, art: bytes | None = None) -> None:
        """The join link's page now (who is in already) and the game's art (a PNG), for
        every phone on the join link (the table's thread)."""
        with self._lock:
            self._lobby = lobby
            if art is not None:
                self._art = art
            wake = self._wake
        if wake is not None:
            wake(JOINERS)

    def lobby(self) -> bytes | None:
        with self._lock:
            return self._lobby

    def art(self) -> bytes | None:
        """The game's art shown on the join link's page, or None."""
        with self._lock:
            return self._art

    def picture(self, seat: int) -> bytes | None:
        with self._lock:
            return self._pictures.get(seat)

    def take_notes(self, seat: int) -> list[bytes]:
        with self._lock:
            return self._notes.pop(seat, [])

    def face(self, seat: int, name: str) -> bytes | None:
        """A face `seat` was given (no other seat's, nothing else)."""
        with self._lock:
            return self._faces.get(seat, {}).get(name)
