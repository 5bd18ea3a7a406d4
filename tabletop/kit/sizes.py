"""The card-size family: every table draws its cards at one of these named sizes.

Cards are the heroes of a table: a card a player holds or plays is `FULL` (120 x 168 logical
px); smaller members serve where a table must show many cards at once, each named for its use,
so two tables never invent two near-identical sizes. Every member keeps the 5 : 7 shape of a
real card. A `readable` member is big enough that a face can print its digits at least
`MIN_DIGIT_PX` tall and its icons at least `MIN_ICON_PX` at 1280 x 720; `PEEK` is for backs
and piles only (cards that are counted, never read).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

MIN_DIGIT_PX = 16
"""The smallest digit, in logical px, on any card a player needs to read."""
MIN_ICON_PX = 24
"""The smallest icon, in logical px, on any card a player needs to read."""
ASPECT = 7 / 5
"""Height over width of every member (a real card's shape), within `ASPECT_SLACK`."""
ASPECT_SLACK = 0.02


@dataclass(frozen=True)
class CardSize:
    """One member of the family: its name, its size in logical px and what it is for."""

    name: str
    width: int
    height: int
    use: str
    readable: bool = True
    """Whether a face at this size can show digits >= MIN_DIGIT_PX and icons >= MIN_ICON_PX."""

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)

    @property
    def scale(self) -> float:
        """This size over `FULL`'s: how much a full-size face shrinks to it."""
        return self.width / FULL.width

    def digit_px(self, full_px: float) -> float:
        """How tall a digit drawn `full_px` tall on a full-size face is at this size."""
        return full_px * self.height / FULL.height

    def fits(self, width: float, height: float) -> bool:
        return self.width <= width and self.height <= height


FULL = CardSize("full", 120, 168, "cards a player holds and plays, and cards played to the "
                "table in front of everyone")
TABLE = CardSize("table", 100, 140, "cards read from across the table: what other players hold "
                 "face up or have played")
COMPACT = CardSize("compact", 92, 128, "a dense table that shows many places at once (a market, "
                   "orders, a kitchen)")
FIGHT = CardSize("fight", 84, 118, "Taco Fight, where four players act at once over twenty "
                 "plates")
PEEK = CardSize("peek", 64, 90, "backs, piles and decks: cards that are counted, never read",
                readable=False)

FAMILY: tuple[CardSize, ...] = (FULL, TABLE, COMPACT, FIGHT, PEEK)
"""Every member, biggest first."""


def by_name(name: str) -> CardSize:
    """The member called `name` ('full', 'table', ...)."""
    for member in FAMILY:
        if member.name == name:
            return member
    raise KeyError(f"no card size called {name!r}; the sizes are "
                   f"{', '.join(m.name for m in FAMILY)}")


def largest_fitting(width: float, height: float, among: Iterable[CardSize] = FAMILY,
                    readable: bool = True) -> CardSize:
    """The biggest member (of `among`, readable ones only unless `readable` is False) that
    fits a `width` x `height` box; the smallest of them when none fits."""
    members = sorted((m for m in among if m.readable or not readable),
                     key=lambda m: m.width, reverse=True)
    if not members:
        raise ValueError("no card size to choose from")
    for member in members:
        if member.fits(width, height):
            return member
    return members[-1]


def fan_step(size: CardSize, count: int, room: float, most: float | None = None,
             least: float | None = None) -> float:
    """How far apart `count` cards of `size` sit to fill `room` px in a row: at most `most`
    (a card's width plus a gap by default), at least `least` (a third of a card by default,
    so each card's corner index still shows)."""
    most = size.width + 10 if most is None else most
    least = size.width / 3 if least is None else least
    if count <= 1:
        return most
    return max(least, min(most, (room - size.width) / (count - 1)))
