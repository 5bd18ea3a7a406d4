"""The ¡Taco Fight! hourglass, drawn from the rules' countdown.

The sand in the upper bulb and the pile in the lower bulb are cut from the generated sand
sprites so that the visible sand *area* is exactly the fraction of the phase left (upper) and
gone (lower); a thin stream runs while the clock runs; a phase change flips the glass over in
400 ms; the last five seconds pulse red and tick once a second (`Countdown` says when).

While the sand falls, the glass is two elements: the still glass around a narrow middle strip,
and the strip the stream falls through, so a new dash of the stream redraws only the strip.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from dataclasses import dataclass, field, replace
from functools import partial
from itertools import accumulate

import pygame

from tabletop.kit.elements import Element
from tabletop.ui import paint
from tabletop.ui.layer import new_surface, scale_of
from tabletop.ui.palette import CHILI as WARN_RED
from tabletop.ui.palette import SAND, SAND_DARK, WARN_TINT
from tabletop.ui.surface_cache import SurfaceCache
from tabletop.ui.tween import EASE_IN_OUT, TweenRunner

FLIP_SECONDS = 0.4
WARN_SECONDS = 5
ALPHA_MIN = 40
STREAM_STRIP = 9  # half the width of the glass's middle strip the falling sand is drawn in
GLOW_REACH = 14   # the red halo reaches this far past the glass (where its room allows)
GLOW_STEPS = 12
"""Rings the halo is drawn in, from nothing at its edge to its full strength by the glass."""
RENDERS = 10
"""Composed glasses kept: the current sand levels with each of the stream's 8 dashes, and the
glass without its stream (at 4K each is half a megabyte)."""


def row_areas(surface: pygame.Surface) -> list[int]:
    """Opaque pixels in each row of a sprite (its sand, row by row)."""
    w, h = surface.get_size()
    return [sum(1 for x in range(w) if surface.get_at((x, y))[3] > ALPHA_MIN) for y in range(h)]


def cut_from_top(rows: list[int], fraction: float) -> int:
    """First row to draw so the rows from there to the bottom hold `fraction` of the area.

    Upper bulb: the sand surface falls as the fraction left shrinks. 1.0 draws everything,
    0.0 nothing (returns len(rows))."""
    return cut_from_suffix(suffix_areas(rows), fraction)


def suffix_areas(rows: list[int]) -> list[int]:
    """Area of the last k+1 rows, for each k (what `cut_from_suffix` searches)."""
    return list(accumulate(reversed(rows)))


def cut_from_suffix(suffix: list[int], fraction: float) -> int:
    """`cut_from_top` for rows whose `suffix_areas` are known (no sums per frame)."""
    fraction = min(1.0, max(0.0, fraction))
    total = suffix[-1] if suffix else 0
    if total == 0 or fraction <= 0.0:
        return len(suffix)
    wanted = total * fraction
    k = bisect_left(suffix, wanted - 1e-9)
    return len(suffix) - 1 - min(k, len(suffix) - 1)


def drawn_area(rows: list[int], cut: int) -> int:
    return sum(rows[cut:])


@dataclass
class Countdown:
    """Says when to tick in the last seconds: once as each whole second is reached."""

    warn_seconds: int = WARN_SECONDS
    last: int | None = field(default=None)

    def update(self, seconds_left: float, running: bool) -> bool:
        """True when a warning tick is due now (5, 4, 3, 2, 1 seconds left)."""
        if not running or seconds_left <= 0:
            self.last = None
            return False
        whole = math.ceil(seconds_left - 1e-9)
        if whole > self.warn_seconds:
            self.last = None
            return False
        due = whole != self.last
        self.last = whole
        return due

    @staticmethod
    def warning(seconds_left: float, running: bool) -> bool:
        return running and 0 < seconds_left <= WARN_SECONDS


def pulse_for(seconds_left: float, running: bool) -> float:
    """0..1 red strength: a beat at each whole second of the last five, fading in between."""
    if not Countdown.warning(seconds_left, running):
        return 0.0
    into = (math.ceil(seconds_left - 1e-9) - seconds_left)  # 0 at the tick, rising to 1
    return 0.35 + 0.65 * max(0.0, 1.0 - into * 1.6)


@dataclass
class Hourglass:
    """The glass's turn: `angle` is tweened during a flip."""

    angle: float = 0.0
    flipping: bool = False

    def flip(self, tweens: TweenRunner) -> None:
        """Turn the glass over (400 ms); the sand that ran down ends up on top."""
        self.flipping = True
        self.angle = 0.0

        def done() -> None:
            self.flipping = False
            self.angle = 0.0

        tweens.add(self, "angle", 180.0, FLIP_SECONDS, EASE_IN_OUT, on_done=done)


@dataclass(frozen=True)
class Sand:
    """What a composed glass shows: the first upper and lower sand rows drawn, the stream's dash
    offset (None: no stream) and how red the glass is (0..255)."""

    top_cut: int
    bottom_cut: int
    stream: int | None
    red: int


class GlassArt:
    """The glass's sprites at the images' render scale, and the glasses composed from them
    (one per `Sand`, a few kept). Made once for the app by its services."""

    def __init__(self, images) -> None:
        original = getattr(images, "original", images.get)  # the file's own pixels
        self.top_rows = row_areas(original("ui/hourglass_sand_top.png"))
        self.bottom_rows = row_areas(original("ui/hourglass_sand_bottom.png"))
        self._top_suffix = suffix_areas(self.top_rows)
        self._bottom_suffix = suffix_areas(self.bottom_rows)
        self.neck = max(y for y, n in enumerate(self.top_rows) if n)
        self.floor = max(y for y, n in enumerate(self.bottom_rows) if n)
        self.frame = images.get("ui/hourglass_frame.png")
        self.top = images.get("ui/hourglass_sand_top.png")
        self.bottom = images.get("ui/hourglass_sand_bottom.png")
        self.size = self.frame.get_size()
        red = self.frame.copy()
        red.fill(WARN_TINT, special_flags=pygame.BLEND_RGBA_MULT)
        self.red_frame = red
        self._renders = SurfaceCache(RENDERS)
        self._glows = SurfaceCache(2)

    def levels(self, fraction: float) -> tuple[int, int]:
        """(first upper row, first lower row) drawn for `fraction` of the phase left."""
        return (cut_from_suffix(self._top_suffix, fraction),
                cut_from_suffix(self._bottom_suffix, 1.0 - fraction))

    def sand(self, fraction: float, running: bool, time: float, pulse: float,
             flipping: bool) -> Sand:
        """The glass with `fraction` of its sand still on top; `pulse` 0..1 reddens it."""
        if flipping:
            fraction, running = 0.0, False
        top_cut, bottom_cut = self.levels(fraction)
        stream = int(time * 90) % 8 if running and 0.0 < fraction < 1.0 else None
        red = int(255 * min(1.0, pulse)) if pulse > 0 else 0
        return Sand(top_cut, bottom_cut, stream, red)

    def strip(self, bottom_cut: int) -> pygame.Rect:
        """The middle strip of the glass the falling sand stays inside."""
        land = min(bottom_cut, self.floor)
        return pygame.Rect(self.size[0] // 2 - STREAM_STRIP, self.neck - 2, 2 * STREAM_STRIP,
                           land - self.neck + 6)

    def render(self, sand: Sand) -> pygame.Surface:
        """The composed glass (made once per `sand` while it is kept)."""
        return self._renders.get(sand, partial(self._compose, sand))

    def render_strip(self, sand: Sand) -> pygame.Surface:
        """The composed glass inside its middle strip only (transparent elsewhere): what the
        stream's element shows, made for each dash of the stream at a fraction of the cost."""
        within = self.strip(sand.bottom_cut).inflate(2, 2)  # past any rounding of its edge
        return self._renders.get(("strip", sand), partial(self._compose, sand, within))

    def _compose(self, sand: Sand, within: pygame.Rect | None = None) -> pygame.Surface:
        """Sand cut at its rows, the falling stream (dashes at its offset), the frame, the red
        tint (`within`: only inside that rectangle of the glass)."""
        w, h = self.size
        out = new_surface((w, h), pygame.SRCALPHA, scale_of(self.frame))
        if within is not None:
            out.set_clip(within)
        for sprite, cut in ((self.top, sand.top_cut), (self.bottom, sand.bottom_cut)):
            part = pygame.Rect(0, cut, w, h - cut)
            if part.w > 0 and part.h > 0:
                out.blit(sprite, part.topleft, part)
        cx = w // 2
        if sand.stream is not None:
            land = min(sand.bottom_cut, self.floor)
            paint.line(out, SAND_DARK, (cx, self.neck), (cx, land), 2)
            for y in range(self.neck + sand.stream, land, 8):
                paint.line(out, SAND, (cx, y), (cx, min(land, y + 3)), 2)
            if sand.bottom_cut <= self.floor:
                paint.polygon(out, SAND_DARK, [(cx - 7, land + 1), (cx, land - 4),
                                               (cx + 7, land + 1)])
        out.blit(self.frame, (0, 0))
        if sand.red:
            tint, before = self.red_frame, self.red_frame.get_alpha()
            tint.set_alpha(sand.red)  # borrowed for one blit, not copied
            out.blit(tint, (0, 0))
            tint.set_alpha(before)
        return out

    def glow(self, size: tuple[int, int], glass: tuple[int, int, int, int]) -> pygame.Surface:
        """The red halo behind the glass in the last seconds, at full strength, `size` big
        with the glass at `glass` in it: soft, from nothing at its edge to its full strength
        round the glass, in rings, so it fades into the felt instead of ending in a hard
        oval, and never leaves its room (blitted with its surface alpha at a strength: one
        picture for every strength of the pulse, not one each)."""

        def make() -> pygame.Surface:
            halo = new_surface(size, pygame.SRCALPHA, scale_of(self.frame))
            outer = pygame.Rect(0, 0, *size)
            inner = pygame.Rect(glass).inflate(-8, -8)
            for step in range(GLOW_STEPS + 1):
                t = step / GLOW_STEPS
                ring = pygame.Rect(
                    round(outer.x + (inner.x - outer.x) * t),
                    round(outer.y + (inner.y - outer.y) * t),
                    round(outer.w + (inner.w - outer.w) * t),
                    round(outer.h + (inner.h - outer.h) * t))
                alpha = round(255 * t * t * (3 - 2 * t))  # (eased: no ring's edge shows)
                radius = min(ring.w, ring.h) // 3
                paint.rect(halo, (*WARN_RED, alpha), ring, border_radius=radius)
            return halo

        return self._glows.get((size, glass), make)


# --- as elements -------------------------------------------------------------------------------
@dataclass(frozen=True)
class GlassLook:
    sand: Sand
    rect: tuple[int, int, int, int]
    angle: float
    hole: tuple[int, int, int, int] | None
    """The strip left to the stream's element (in the canvas's coordinates)."""


@dataclass(frozen=True)
class StreamLook:
    sand: Sand
    rect: tuple[int, int, int, int]
    strip: tuple[int, int, int, int]


@dataclass(frozen=True)
class GlowLook:
    room: tuple[int, int, int, int]
    """The halo's reach: the glass's own room (it never spills into a neighbouring panel)."""
    glass: tuple[int, int, int, int]
    alpha: int


def glow_room(glass: pygame.Rect, room: pygame.Rect) -> pygame.Rect:
    """The halo's reach: `GLOW_REACH` round the glass, inside `room`."""
    return glass.inflate(2 * GLOW_REACH, 2 * GLOW_REACH).clip(room)


def _box(rect: pygame.Rect) -> tuple[int, int, int, int]:
    return (rect.x, rect.y, rect.w, rect.h)


def elements(art: GlassArt, glass: Hourglass, centre: tuple[float, float], fraction: float,
             running: bool, time: float, pulse: float, z: float,
             room: pygame.Rect | None = None) -> list[Element]:
    """The glow (in the last seconds, inside `room`: the glass's own part of the table), the
    glass, and the strip of falling sand."""
    out = []
    w, h = art.size
    middle = (int(centre[0]), int(centre[1]))
    rect = pygame.Rect(0, 0, w, h)
    rect.center = middle
    if pulse > 0:
        reach = glow_room(rect, rect.inflate(2 * GLOW_REACH, 2 * GLOW_REACH)
                          if room is None else room)
        glow = GlowLook(_box(reach), _box(rect.move(-reach.x, -reach.y)), int(110 * pulse))
        out.append(Element("glass glow", reach, z - 0.01, glow, partial(_paint_glow, art, glow)))
    sand = art.sand(fraction, running, time, pulse, glass.flipping)
    if glass.angle:
        side = math.ceil(math.hypot(w, h)) + 4
        reach = pygame.Rect(0, 0, side, side)
        reach.center = middle
        look = GlassLook(sand, _box(rect), glass.angle, None)
        out.append(Element("glass", reach, z, look, partial(_paint_turning, art, look)))
        return out
    if sand.stream is None:
        look = GlassLook(sand, _box(rect), 0.0, None)
        out.append(Element("glass", rect, z, look, partial(_paint_glass, art, look)))
        return out
    strip = art.strip(sand.bottom_cut).move(rect.topleft)
    look = GlassLook(replace(sand, stream=None), _box(rect), 0.0, _box(strip))
    out.append(Element("glass", rect, z, look, partial(_paint_glass, art, look)))
    stream = StreamLook(sand, _box(rect), _box(strip))
    out.append(Element("glass stream", strip, z + 0.01, stream,
                       partial(_paint_stream, art, stream)))
    return out


def _paint_glow(art: GlassArt, look: GlowLook, canvas: pygame.Surface) -> None:
    room = pygame.Rect(look.room)
    glow = art.glow(room.size, look.glass)
    glow.set_alpha(look.alpha)  # borrowed for one blit
    canvas.blit(glow, room.topleft)
    glow.set_alpha(255)


def _paint_turning(art: GlassArt, look: GlassLook, canvas: pygame.Surface) -> None:
    shrink = 1.0 - 0.3 * math.sin(math.radians(look.angle))  # the turn stays in place
    glass = paint.rotozoom_raw(art.render(look.sand), -look.angle, shrink)  # shown once
    paint.blit_raw_centred(canvas, glass, pygame.Rect(look.rect).center)


def _paint_glass(art: GlassArt, look: GlassLook, canvas: pygame.Surface) -> None:
    """The glass; with a hole, in the four pieces around it (each the whole picture drawn
    through a clip, so the pieces and the strip meet without a seam at any scale)."""
    picture = art.render(look.sand)
    rect = pygame.Rect(look.rect)
    if look.hole is None:
        canvas.blit(picture, rect.topleft)
        return
    hole = pygame.Rect(look.hole)
    pieces = [pygame.Rect(rect.x, rect.y, hole.x - rect.x, rect.h),
              pygame.Rect(hole.right, rect.y, rect.right - hole.right, rect.h),
              pygame.Rect(hole.x, rect.y, hole.w, hole.y - rect.y),
              pygame.Rect(hole.x, hole.bottom, hole.w, rect.bottom - hole.bottom)]
    _through(canvas, picture, rect.topleft, pieces)


def _paint_stream(art: GlassArt, look: StreamLook, canvas: pygame.Surface) -> None:
    _through(canvas, art.render_strip(look.sand), pygame.Rect(look.rect).topleft,
             [pygame.Rect(look.strip)])


def _through(canvas: pygame.Surface, picture: pygame.Surface, at: tuple[int, int],
             clips: list[pygame.Rect]) -> None:
    """Blit `picture` at `at` once through each of `clips` (within the canvas's own clip)."""
    clip = canvas.get_clip()
    try:
        for piece in clips:
            shown = piece.clip(clip)
            if shown.w > 0 and shown.h > 0:
                canvas.set_clip(shown)
                canvas.blit(picture, at)
    finally:
        canvas.set_clip(clip)
