"""Seat setup's phones: a join link (its QR code on the setup screen) through which a phone
takes a seat of its own, under the name it gives.

`PhoneLobby.open` binds the phones' server with a join link; each `step` the setup screen
answers the phones that asked (`JoinAsked`): a seat of their own (a new one while there is
room, else a bot's), or a refusal in words (every seat taken, a name already playing, no
name). A phone given a seat is sent on to that seat's page, where it waits for the game;
when the game starts, the table takes the session over (`TablePhones.adopt`), so the phone
plays on without scanning again. Refusals after the start are the table's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.assets.paths import sprite_path
from tabletop.core.facts import Fact
from tabletop.core.language import Language
from tabletop.kit.phrases import (
    join_words,
    phone_join_words,
    phone_page_words,
    phone_seated_words,
    phone_waiting_words,
    phone_words,
)
from tabletop.phones import messages as msg
from tabletop.phones.address import reachable
from tabletop.phones.exchange import JoinAsked, Joined, Left
from tabletop.phones.facts import SERVER_FACTS, JoinedByPhone, NameTaken, NoName
from tabletop.phones.host import PhoneHost, Session
from tabletop.phones.words import LOBBY, ServerWords
from tabletop.scenes.phone_codes import code_picture

CODE_SIDE = 200
"""The join code's side on the setup screen (logical pixels)."""


def said(fact: Fact, words: Language) -> str:
    return phone_words(fact, words) or ""


@dataclass
class PhoneLobby:
    """The join link of one seat setup, and the seats phones took through it."""

    host: PhoneHost
    session: Session
    code: pygame.Surface
    seats: set[int] = field(default_factory=set)
    present: set[int] = field(default_factory=set)
    """Phone seats whose page is open now."""
    shown: tuple[str, ...] | None = None
    """The names the join page shows now (published again only when they change)."""
    art: bytes | None = None
    """The game's art for the join page (its card back), until first published."""
    names: dict[int, str] = field(default_factory=dict)
    """Each phone seat's name, as it joined (its waiting page is drawn again with it)."""

    @classmethod
    def open(cls, host: PhoneHost, title: str, words: Language,
             game: str = "") -> PhoneLobby:
        """Phones may join now (OSError when the server cannot start); the join page shows
        `game`'s card back (its spec id) as its art."""
        refusals = {type(f).__name__: said(f, words) for f in SERVER_FACTS}
        session = host.open((), ServerWords({LOBBY: refusals}, phone_join_words(words), title),
                            joining=True)
        return cls(host, session, code_picture(session.join_url(), CODE_SIDE),
                   art=game_art(game) if game else None)

    @property
    def online(self) -> bool:
        """A phone could reach the join link (this computer is on a network): its code is
        shown; else seat setup says no network was found (never a loopback address)."""
        return reachable(self.session.address)

    def show_players(self, names: Sequence[str], title: str, words: Language) -> None:
        """The join page lists `names` (the seats already at the table) and shows the art."""
        names = tuple(names)
        if names == self.shown:
            return
        self.shown = names
        self.session.board.publish_lobby(msg.encode(msg.Lobby(
            title, phone_join_words(words), list(names), self.art is not None
            or self.session.board.art() is not None)), self.art)
        self.art = None
        for seat in sorted(self.seats):  # each waiting phone lists who is at the table too
            if seat in self.names:
                self.waiting(seat, self.names[seat], title, words)

    def close(self) -> None:
        self.host.close()

    def step(self, seat_for: Callable[[str], Fact | int], title: str, words: Language) -> list[
            Fact]:
        """Answer the phones that asked for a seat (`seat_for(name)` gives the seat the
        setup makes for that name, or the fact why not); what the setup screen should say."""
        told: list[Fact] = []
        for note in self.session.inbox.drain():
            if isinstance(note, Joined):
                self.present.add(note.seat)
            elif isinstance(note, Left):
                self.present.discard(note.seat)
            elif isinstance(note, JoinAsked):
                told += self.asked(note, seat_for, title, words)
        return told

    def asked(self, note: JoinAsked, seat_for: Callable[[str], Fact | int], title: str,
              words: Language) -> list[Fact]:
        board = self.session.board
        name = " ".join(note.name.split())
        answer = seat_for(name) if name else NoName()
        if isinstance(answer, Fact):
            board.tell(note.ticket, msg.encode(msg.Refused(join_words(answer, words) or "")))
            return []
        seat = answer
        self.seats.add(seat)
        self.session.links.add(seat)
        self.waiting(seat, name, title, words)
        board.tell(note.ticket, msg.encode(msg.Welcome(self.session.links.path(seat))))
        return [JoinedByPhone(name)]

    def waiting(self, seat: int, name: str, title: str, words: Language) -> None:
        """The seat's page until the game starts: its name, "wait for Start", its mark said to
        be its own on the TV, and who is at the table (as the join page lists them)."""
        self.names[seat] = name
        self.session.board.publish(seat, msg.encode(msg.Picture(
            number=0, seat=seat, name=name, title=title, prompt=phone_waiting_words(words),
            hand=[], moves=[], observation=None, over=False, many=None,
            words=phone_page_words(words) | phone_seated_words(words),
            players=list(self.shown or ()))), {})

    def drop(self, seat: int) -> None:
        """`seat` no longer plays on a phone (the host made it a bot, or removed it)."""
        self.seats.discard(seat)
        self.names.pop(seat, None)

    def handed_over(self, seats: set[int]) -> tuple[Session, tuple[int, ...], set[int]]:
        """The session for the table, its phone seats and those connected."""
        return self.session, tuple(sorted(seats)), self.present & seats


def game_art(game: str) -> bytes | None:
    """The game's card back as PNG bytes (the table's own generated sprite), or None."""
    try:
        return sprite_path(f"backs/{game.replace('-', '_')}.png").read_bytes()
    except OSError:
        return None


def name_taken(name: str, names: list[str]) -> NameTaken | None:
    """A refusal when `name` is already a seat's (letter case aside)."""
    taken = next((n for n in names if n.strip().lower() == name.lower()), None)
    return NameTaken(taken.strip()) if taken is not None else None

