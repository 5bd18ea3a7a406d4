"""The table's signals: one look per meaning, each a shape or pattern as well as a colour.

A table marks things for the player in a few ways only, and never two meanings with one look:

- `ACTIVE_SEAT`: a thick solid outline, pointers at both sides (marigold; colour-blind: orange)
- `HINT`: long dashes and a round pip at the top right (lilac, or the colour-blind palette's reddish
  purple: never a seat's colour)
- `SELECTED`: a white ring standing off it (and a selected card rises)
- `CURSOR`: a ring of white dots rimmed in charcoal
- `LEGAL`: a wide band of diagonal stripes and a light wash (lime; sky)
- `REFUSED`: a solid outline, a white cross on a red disc and a red wash (chili; vermillion)

`signal(meaning, theme)` is a meaning's `SignalLook` in the table's theme: a frozen, hashable
record (it goes into an element's look, or a card sprite's highlight) that paints itself
around a rectangle and touches nothing beyond `reach(rect)`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from functools import partial

import pygame

from tabletop.kit.elements import Element
from tabletop.ui import paint, palette
from tabletop.ui.layer import new_surface, scale_of
from tabletop.ui.palette import CLEAR, OPAQUE, WHITE
from tabletop.ui.theme import Colour, Theme

INK = palette.CHARCOAL
OUTSET = 10
"""How far past the marked rectangle any signal paints (halo, band, dots): see `reach`."""
INSET = 10
"""How far inside the marked rectangle a signal without its wash paints (a pointer's tip, a
pip), away from its rounded corners (see `edge_marks`)."""
BIG_POINTER = 20
"""`SignalLook.pointer` for a table whose seats stand clear of the wooden edge and whose
panels keep `INSET` bare at their sides (Taco Loco): the turn seen from the sofa."""
HINT_COLOUR = palette.REST_INK
"""The hint's own colour where the theme's magenta is a seat's (seat 4's in the standard
palette): a lilac no seat, cursor or other signal wears (a player reads colour before
pattern, so a magenta hint read as seat 4's)."""
SAMPLE = 3.0
"""Logical px between the points a dash is drawn through."""

Point = tuple[float, float]
Piece = tuple[float, Callable[[float], Point]]
"""A stretch of an edge: its length and its point at a fraction of it."""


class Meaning(StrEnum):
    """What a mark on the table tells the player."""

    ACTIVE_SEAT = "active seat"
    HINT = "hint"
    SELECTED = "selected"
    CURSOR = "cursor"
    LEGAL = "legal target"
    REFUSED = "refused"


PATTERNS = {
    Meaning.ACTIVE_SEAT: "pointers",
    Meaning.HINT: "dashes",
    Meaning.SELECTED: "ring",
    Meaning.CURSOR: "dots",
    Meaning.LEGAL: "stripes",
    Meaning.REFUSED: "wash",
}
"""Each meaning's pattern: no two meanings share one."""


@dataclass(frozen=True)
class SignalLook:
    """A meaning as it is drawn: its pattern, its colour and the ink that edges it."""

    meaning: Meaning
    pattern: str
    colour: Colour
    ink: Colour = INK
    pointer: int = 12
    """Half the height of an active seat's pointers (at most a quarter of the seat's): a
    table with room at its seats' sides may ask for bigger ones (`BIG_POINTER`), the same
    mark, read from across the room; they still reach `OUTSET` past the seat, no further."""

    def paint(self, canvas: pygame.Surface, rect: pygame.Rect, radius: int = 12,
              fill: bool = True, inside: bool = False) -> None:
        """Mark `rect` (rounded by `radius`) on `canvas`; `fill`: a place's light wash too
        (legal targets, refusals), left off on a card whose face must show; `inside`: a
        card's face, whose refusal disc sits on the middle of its top edge (`cross_centre`)."""
        PAINTERS[self.pattern](self, canvas, pygame.Rect(rect), radius, fill, inside)

    def __call__(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        """Mark a card's face (what a card sprite calls with its highlight)."""
        self.paint(canvas, rect, 12, fill=False, inside=True)


def signal(meaning: Meaning, theme: Theme) -> SignalLook:
    """`meaning`'s look in `theme` (the colour-blind theme keeps them apart as well)."""
    colours = {
        Meaning.ACTIVE_SEAT: theme.marigold,
        Meaning.HINT: theme.magenta if theme.magenta not in theme.players else HINT_COLOUR,
        Meaning.SELECTED: WHITE,
        Meaning.CURSOR: WHITE,
        Meaning.LEGAL: theme.lime,
        Meaning.REFUSED: theme.chili,
    }
    return SignalLook(meaning, PATTERNS[meaning], colours[meaning], theme.charcoal)


def reach(rect: pygame.Rect) -> pygame.Rect:
    """Every logical pixel a signal around `rect` may touch."""
    return pygame.Rect(rect).inflate(2 * OUTSET, 2 * OUTSET)


@dataclass(frozen=True)
class MarkLook:
    signal: SignalLook
    rect: tuple[int, int, int, int]
    radius: int
    fill: bool
    inside: bool = False


def mark(key: Hashable, look: SignalLook, rect: pygame.Rect, z: float, radius: int = 12,
         fill: bool = True, inside: bool = False) -> Element:
    """A signal around `rect` as an element of its own (over or under what it marks);
    `inside`: `rect` is a card, its refusal disc on the middle of its top edge (`cross_centre`)."""
    record = MarkLook(look, (rect.x, rect.y, rect.w, rect.h), radius, fill, inside)
    return Element(key, reach(rect), z, record,
                   partial(look.paint, rect=pygame.Rect(rect), radius=radius, fill=fill,
                           inside=inside))


def refusal_badge(key: Hashable, look: SignalLook, card: pygame.Rect, z: float) -> Element:
    """The refused mark's disc alone, on the middle of `card`'s top edge, as an element of its
    own: for a table whose marks lie under its cards (the outline shows round the card, the
    disc over it)."""
    centre = cross_centre(card, inside=True)
    reach_of = pygame.Rect(0, 0, 2 * CROSS_DISC + 4, 2 * CROSS_DISC + 4)
    reach_of.center = centre
    return Element(key, reach_of, z, (look, centre), partial(refusal_disc, look, centre=centre))


def edge_marks(key: Hashable, look: SignalLook, rect: pygame.Rect, z: float,
               radius: int = 12) -> list[Element]:
    """A signal without its wash around `rect` as an element per edge strip (the top and
    bottom ones with the corners), so turning it on or off redraws those strips and nothing
    inside them (an active seat's outline round a large panel); one element when the
    rectangle is too small to have an inside."""
    rect = pygame.Rect(rect)
    outer, deep = reach(rect), max(INSET, radius + 6)  # a corner's arc lies within `deep`
    if rect.h <= 2 * deep or rect.w <= 2 * INSET:
        return [mark(key, look, rect, z, radius, fill=False)]
    top = pygame.Rect(outer.x, outer.y, outer.w, rect.y + deep - outer.y)
    bottom = pygame.Rect(outer.x, rect.bottom - deep, outer.w, outer.bottom - rect.bottom + deep)
    left = pygame.Rect(outer.x, top.bottom, rect.x + INSET - outer.x, bottom.y - top.bottom)
    right = pygame.Rect(rect.right - INSET, top.bottom, outer.right - rect.right + INSET,
                        bottom.y - top.bottom)
    record = MarkLook(look, (rect.x, rect.y, rect.w, rect.h), radius, False)
    return [Element((key, edge), strip, z, record, partial(_paint_strip, record, strip))
            for edge, strip in (("top", top), ("left", left), ("right", right),
                                ("bottom", bottom))]


def _paint_strip(record: MarkLook, strip: pygame.Rect, canvas: pygame.Surface) -> None:
    """The part of a signal inside `strip`."""
    clip = canvas.get_clip()
    canvas.set_clip(clip.clip(strip))
    record.signal.paint(canvas, pygame.Rect(record.rect), record.radius, fill=False)
    canvas.set_clip(clip)


# --- the patterns -----------------------------------------------------------------------------
def _outline(rect: pygame.Rect, radius: int) -> tuple[float, list[Piece]]:
    """A rounded rectangle's edge as pieces (length, point at a fraction of it), clockwise from
    the top left, and its whole length."""
    x, y, w, h = rect.x, rect.y, rect.w, rect.h
    r = max(0, min(radius, w // 2, h // 2))
    quarter = math.pi * r / 2

    def line(a: Point, b: Point) -> Callable[[float], Point]:
        return lambda t: (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)

    def arc(cx: float, cy: float, start: float) -> Callable[[float], Point]:
        return lambda t: (cx + r * math.cos(start + t * math.pi / 2),
                          cy + r * math.sin(start + t * math.pi / 2))

    right, bottom = x + w - 1, y + h - 1
    pieces: list[Piece] = [
        (w - 2 * r, line((x + r, y), (right - r, y))),
        (quarter, arc(right - r, y + r, -math.pi / 2)),
        (h - 2 * r, line((right, y + r), (right, bottom - r))),
        (quarter, arc(right - r, bottom - r, 0.0)),
        (w - 2 * r, line((right - r, bottom), (x + r, bottom))),
        (quarter, arc(x + r, bottom - r, math.pi / 2)),
        (h - 2 * r, line((x, bottom - r), (x, y + r))),
        (quarter, arc(x + r, y + r, math.pi)),
    ]
    return sum(length for length, _ in pieces), pieces


def _point(pieces: list[Piece], s: float) -> Point:
    for length, at in pieces:
        if s <= length or length <= 0 and s <= 0:
            return at(s / length if length > 0 else 0.0)
        s -= length
    return pieces[-1][1](1.0)


def _walk(rect: pygame.Rect, radius: int, on: float, off: float
          ) -> Iterator[list[Point]]:
    """The points of each dash (`on` px long, `off` apart) along the rounded edge."""
    total, pieces = _outline(rect, radius)
    period = on + off
    count = max(1, round(total / period))
    period = total / count
    for i in range(count):
        start = i * period
        steps = max(1, int(on / SAMPLE))
        yield [_point(pieces, start + on * j / steps) for j in range(steps + 1)]


def _pointers(look: SignalLook, canvas: pygame.Surface, rect: pygame.Rect, radius: int,
              fill: bool, inside: bool = False) -> None:
    paint.rect(canvas, look.ink, rect.inflate(6, 6), 1, border_radius=radius + 3)
    paint.rect(canvas, look.colour, rect.inflate(4, 4), 5, border_radius=radius + 2)
    cy, half = rect.centery, min(look.pointer, rect.h // 4)
    depth = min(INSET, 6 + max(0, half - 12) // 4)  # (a bigger pointer reaches further in)
    for edge, out in ((rect.x, -1), (rect.right - 1, 1)):  # pointers from both sides: "this one"
        tip = (edge - out * depth, cy)
        base = edge + out * (OUTSET - 1)
        points = [(base, cy - half), tip, (base, cy + half)]
        paint.polygon(canvas, look.colour, points)
        paint.polygon(canvas, look.ink, points, 2)


def _dashes(look: SignalLook, canvas: pygame.Surface, rect: pygame.Rect, radius: int,
            fill: bool, inside: bool = False) -> None:
    ring = rect.inflate(6, 6)
    for dash in _walk(ring, radius + 3, 14, 8):
        paint.lines(canvas, look.ink, False, dash, 6)
        paint.lines(canvas, look.colour, False, dash, 4)
    pip = (ring.right - 2, ring.y + 2)
    paint.circle(canvas, look.ink, pip, 8)
    paint.circle(canvas, look.colour, pip, 6)
    paint.circle(canvas, WHITE, pip, 2)


def _ring(look: SignalLook, canvas: pygame.Surface, rect: pygame.Rect, radius: int,
          fill: bool, inside: bool = False) -> None:
    paint.rect(canvas, look.ink, rect.inflate(20, 20), 5, border_radius=radius + 10)
    paint.rect(canvas, look.colour, rect.inflate(18, 18), 3, border_radius=radius + 9)


def _spaced(rect: pygame.Rect, radius: int, gap: float) -> list[Point]:
    """Points about `gap` px apart along the rounded edge, evenly (a dotted line's)."""
    total, pieces = _outline(rect, radius)
    count = max(1, round(total / gap))
    period = total / count
    return [_point(pieces, i * period) for i in range(count)]


def _dots(look: SignalLook, canvas: pygame.Surface, rect: pygame.Rect, radius: int,
          fill: bool, inside: bool = False) -> None:
    centres = _spaced(rect.inflate(10, 10), radius + 5, 11)
    paint.circles(canvas, look.ink, centres, 4)  # the dots lie apart: each edged, then filled
    paint.circles(canvas, look.colour, centres, 3)


def _stripes(look: SignalLook, canvas: pygame.Surface, rect: pygame.Rect, radius: int,
             fill: bool, inside: bool = False) -> None:
    k = scale_of(canvas)
    outer = rect.inflate(18, 18)
    size = outer.size
    band = new_surface(size, pygame.SRCALPHA, k)
    band.fill((*look.ink, 255))
    step = 12
    for x in range(-size[1], size[0] + step, step):
        paint.line(band, look.colour, (x, size[1]), (x + size[1], 0), 6)
    cut = new_surface(size, pygame.SRCALPHA, k)
    paint.rect(cut, OPAQUE, cut.get_rect(), border_radius=radius + 9)
    paint.rect(cut, CLEAR, pygame.Rect(8, 8, size[0] - 16, size[1] - 16),
               border_radius=radius + 1)
    band.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    if fill:
        wash = new_surface(rect.size, pygame.SRCALPHA, k)
        paint.rect(wash, (*look.colour, 60), wash.get_rect(), border_radius=radius)
        canvas.blit(wash, rect.topleft)
    canvas.blit(band, outer.topleft)


def _wash(look: SignalLook, canvas: pygame.Surface, rect: pygame.Rect, radius: int,
          fill: bool, inside: bool = False) -> None:
    if fill:
        wash = new_surface(rect.size, pygame.SRCALPHA, scale_of(canvas))
        paint.rect(wash, (*look.colour, 80), wash.get_rect(), border_radius=radius)
        canvas.blit(wash, rect.topleft)
    paint.rect(canvas, look.ink, rect.inflate(8, 8), 2, border_radius=radius + 4)
    paint.rect(canvas, look.colour, rect.inflate(4, 4), 4, border_radius=radius + 2)
    refusal_disc(look, canvas, cross_centre(rect, inside))


CROSS_DISC = 9
"""The refused mark's disc, its radius (its ink edge too): a white cross on it says "not here"
from the sofa (a thin 12 px cross read as a speck); within `OUTSET` of what it marks."""


def cross_centre(rect: pygame.Rect, inside: bool = False) -> tuple[int, int]:
    """Where the refused mark's disc sits: on a place's frame, at its top right corner;
    `inside` (a card, whose face is marked without a wash), on the middle of the card's top
    edge, where no game puts a number (in a card's corner it hid Taco Party's points)."""
    if inside:
        return rect.centerx, rect.y + 2
    return rect.right + 1, rect.y - 1


def refusal_disc(look: SignalLook, canvas: pygame.Surface, centre: tuple[int, int]
                 ) -> None:
    """The refused mark's disc: its colour edged with its ink, a white cross on it."""
    paint.circle(canvas, look.ink, centre, CROSS_DISC)
    paint.circle(canvas, look.colour, centre, CROSS_DISC - 2)
    arm = CROSS_DISC // 2
    for a, b in (((-arm, -arm), (arm, arm)), ((-arm, arm), (arm, -arm))):
        paint.line(canvas, WHITE, (centre[0] + a[0], centre[1] + a[1]),
                   (centre[0] + b[0], centre[1] + b[1]), 3)


def wash(look: SignalLook, canvas: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """A legal target's light wash alone: for places that one band of stripes surrounds
    together (a row of them), so two bands never meet between neighbours."""
    layer = new_surface(rect.size, pygame.SRCALPHA, scale_of(canvas))
    paint.rect(layer, (*look.colour, 60), layer.get_rect(), border_radius=radius)
    canvas.blit(layer, rect.topleft)


PAINTERS = {
    "pointers": _pointers,
    "dashes": _dashes,
    "ring": _ring,
    "dots": _dots,
    "stripes": _stripes,
    "wash": _wash,
}
