"""Scenes asked for by what they are, not by their class.

A table asks for "the pause menu" or "the results"; a menu asks for "the title screen". The
app's composition root (`app.scene_routes`) says which scene answers each request, so the kit
and the games never import the menus above them, and the menus never import each other in a
circle. Each request is a frozen record of what the scene it opens needs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from tabletop.core.language import CountWord
    from tabletop.core.match import Match
    from tabletop.core.registry import GameSpec
    from tabletop.engine.scene import Scene
    from tabletop.phones.host import Session

R = TypeVar("R")


@dataclass(frozen=True)
class TitleMenu:
    """The title screen: where "quit to the menu" goes."""


@dataclass(frozen=True)
class PauseMenu:
    """The pause menu over a table; `quit_to_menu` leaves the game, `reason` says why it came."""

    spec: GameSpec
    quit_to_menu: Callable[[], None]
    reason: str = ""
    phones: Callable[[], None] | None = None
    """"Play on phones": the table turns phones on and shows their codes (None: not offered)."""
    choices: tuple[tuple[str, Callable[[], None]], ...] = ()
    """Buttons the table adds, each a label and what it does (a gone phone's seat: back to
    the table, or to a bot), so a pad reaches what keys do."""


@dataclass(frozen=True)
class PhoneCodes:
    """Each phone seat's QR code and address, over the table (`links`: seat name and link;
    `address` '' when this computer is on no network a phone could reach: no code then)."""

    title: str
    address: str
    links: tuple[tuple[str, str], ...]
    stop: Callable[[], None]
    """Phones off: every seat plays at the table again."""
    controller: bool = False
    """Each phone is its seat's controller (a real-time game), not a hand to hide."""
    seats: tuple[int, ...] = ()
    """Each link's seat (its mark and colour beside its name; empty: in order from 0)."""
    present: Callable[[], frozenset[int]] | None = None
    """The seats whose phone is connected now (each card says so), or None: not known."""


@dataclass(frozen=True)
class PadControls:
    """What each gamepad button does at a table."""


@dataclass(frozen=True)
class ScoreSheet:
    """Each seat's score so far and how it was made; `key` is the key that closes it again."""

    spec: GameSpec
    match: Match
    viewer: int | None
    score_label: CountWord
    key: str


@dataclass(frozen=True)
class PlayerAid:
    """The game's player aid, with buttons to the score sheet and the gamepad controls."""

    spec: GameSpec
    open_scores: Callable[[], Scene] | None
    open_controls: Callable[[], Scene] | None
    scores_key: str


@dataclass(frozen=True)
class PhonesKept:
    """A finished table's phones, kept for the next game: "Play again" deals it to the same
    phones (their links and pages stay), anything else closes them."""

    session: Session
    seats: tuple[int, ...]
    present: frozenset[int]


@dataclass(frozen=True)
class Results:
    """A finished game's results; `kinds` says who really played each seat, when known;
    `phones`, the seats that played on phones."""

    spec: GameSpec
    match: Match
    details: Sequence[Sequence[str]]
    score_label: CountWord
    kinds: Sequence[str] | None = None
    phones: PhonesKept | None = None


@dataclass(frozen=True)
class Curtain:
    """Hot-seat privacy: the screen is covered until `name` (seat `seat`) is ready."""

    name: str
    seat: int
    reason: str
    on_ready: Callable[[], None]
    on_menu: Callable[[], None]
    recap: tuple[str, ...]
    names: tuple[str, ...]


class Routes:
    """Which scene answers each kind of request (filled once by the composition root)."""

    def __init__(self) -> None:
        self._makers: dict[type, Callable[[Any], Scene]] = {}

    def add(self, kind: type[R], make: Callable[[R], Scene]) -> None:
        self._makers[kind] = make

    def scene_for(self, request: object) -> Scene:
        """A new scene answering `request` (LookupError: no scene was routed for its kind)."""
        make = self._makers.get(type(request))
        if make is None:
            raise LookupError(f"no scene answers {type(request).__name__}: see app.scene_routes")
        return make(request)
