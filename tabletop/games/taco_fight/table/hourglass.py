"""The ¡Taco Fight! hourglass, drawn from the rules' countdown.

The sand in the upper bulb and the pile in the lower bulb are cut from the generated sand
sprites so that the visible sand *area* is exactly the fraction of the phase left (upper) and
gone (lower); a thin stream runs while the clock runs; a phase change flips the glass over in
400 ms; the last five seconds pulse red and tick once a second (`Countdown` says when).
"""

from __future__ import annotations

import math
from bisect import bisect_left
from dataclasses import dataclass, field
from itertools import accumulate

import pygame

from tabletop.ui import paint
from tabletop.ui.blits import SurfaceCache
from tabletop.ui.layer import new_surface, scale_of, surface_like
from tabletop.ui.tween import EASE_IN_OUT, TweenRunner

FLIP_SECONDS = 0.4
WARN_SECONDS = 5
SAND = (233, 196, 106)
SAND_DARK = (202, 170, 92)
WARN_RED = (215, 38, 61)
ALPHA_MIN = 40
STREAM_STRIP = 9  # half the width of the glass's middle strip the falling sand is drawn in


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


class Hourglass:
    """Composes the glass from the frame and sand sprites; `angle` is tweened during a flip."""

    def __init__(self, images) -> None:
        self.reload(images)
        original = getattr(images, "original", images.get)  # the file's own pixels
        self.top_rows = row_areas(original("ui/hourglass_sand_top.png"))
        self.bottom_rows = row_areas(original("ui/hourglass_sand_bottom.png"))
        self._top_suffix = suffix_areas(self.top_rows)
        self._bottom_suffix = suffix_areas(self.bottom_rows)
        self.neck = max(y for y, n in enumerate(self.top_rows) if n)
        self.floor = max(y for y, n in enumerate(self.bottom_rows) if n)
        self.angle = 0.0
        self.flipping = False

    def reload(self, images) -> None:
        """The glass's sprites at the images' current render scale."""
        self._renders = SurfaceCache(128)
        """Glasses composed for (sand levels, stream, redness): each drawn once, not per frame."""
        self._glows = SurfaceCache(64)
        self.frame = images.get("ui/hourglass_frame.png")
        self.top = images.get("ui/hourglass_sand_top.png")
        self.bottom = images.get("ui/hourglass_sand_bottom.png")
        self.size = self.frame.get_size()
        red = self.frame.copy()
        red.fill((255, 70, 70, 255), special_flags=pygame.BLEND_RGBA_MULT)
        self.red_frame = red

    # --- animation -------------------------------------------------------------------------
    def flip(self, tweens: TweenRunner) -> None:
        """Turn the glass over (400 ms); the sand that ran down ends up on top."""
        self.flipping = True
        self.angle = 0.0

        def done() -> None:
            self.flipping = False
            self.angle = 0.0

        tweens.add(self, "angle", 180.0, FLIP_SECONDS, EASE_IN_OUT, on_done=done)

    # --- drawing ---------------------------------------------------------------------------
    def levels(self, fraction: float) -> tuple[int, int]:
        """(first upper row, first lower row) drawn for `fraction` of the phase left."""
        return (cut_from_suffix(self._top_suffix, fraction),
                cut_from_suffix(self._bottom_suffix, 1.0 - fraction))

    def render(self, fraction: float, running: bool, time: float, pulse: float = 0.0
               ) -> pygame.Surface:
        """The glass with `fraction` of its sand still on top; `pulse` 0..1 reddens it."""
        top_cut, bottom_cut, stream, red = self.state(fraction, running, time, pulse)
        key = (top_cut, bottom_cut, stream, red)
        return self._renders.get(key, lambda: self._compose(top_cut, bottom_cut, stream, red))

    def state(self, fraction: float, running: bool, time: float, pulse: float
              ) -> tuple[int, int, int | None, int]:
        """(first upper sand row, first lower sand row, stream dash offset or None, redness)."""
        if self.flipping:
            fraction, running = 0.0, False
        top_cut, bottom_cut = self.levels(fraction)
        stream = int(time * 90) % 8 if running and 0.0 < fraction < 1.0 else None
        red = int(255 * min(1.0, pulse)) if pulse > 0 else 0
        return top_cut, bottom_cut, stream, red

    def pieces(self, fraction: float, running: bool, time: float, pulse: float = 0.0
               ) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The glass as (picture, offset) pieces: while sand falls (at scale 1), the still
        glass around a narrow strip and the strip with the falling sand, so a new stream
        dash only redraws the strip; otherwise the whole glass."""
        top_cut, bottom_cut, stream, red = self.state(fraction, running, time, pulse)
        if stream is None or scale_of(self.frame) != 1.0:
            return [(self.render(fraction, running, time, pulse), (0, 0))]
        strip = self.strip(bottom_cut)
        around = self._renders.get(("around", top_cut, bottom_cut, red),
                                   lambda: self._around(top_cut, bottom_cut, red, strip))
        inside = self._renders.get(("strip", top_cut, bottom_cut, stream, red),
                                   lambda: self._strip(top_cut, bottom_cut, stream, red, strip))
        return [(around, (0, 0)), (inside, strip.topleft)]

    def strip(self, bottom_cut: int) -> pygame.Rect:
        """The middle strip of the glass the falling sand stays inside."""
        land = min(bottom_cut, self.floor)
        return pygame.Rect(self.size[0] // 2 - STREAM_STRIP, self.neck - 2, 2 * STREAM_STRIP,
                           land - self.neck + 6)

    def _compose(self, top_cut: int, bottom_cut: int, stream: int | None, red: int
                 ) -> pygame.Surface:
        """Sand cut at those rows, the falling stream (dashes at `stream` offset), the frame."""
        w, h = self.size
        out = new_surface((w, h), pygame.SRCALPHA, scale_of(self.frame))
        self._cover(out, top_cut, bottom_cut, stream, red, pygame.Rect(0, 0, w, h))
        return out

    def _around(self, top_cut: int, bottom_cut: int, red: int, strip: pygame.Rect
                ) -> pygame.Surface:
        """The still glass with the strip left clear."""
        out = self._compose(top_cut, bottom_cut, None, red)
        clear = new_surface(strip.size, pygame.SRCALPHA, scale_of(out))  # (a narrow fill is slow)
        out.blit(clear, strip.topleft, special_flags=pygame.BLEND_RGBA_MULT)
        return out

    def _strip(self, top_cut: int, bottom_cut: int, stream: int, red: int,
               strip: pygame.Rect) -> pygame.Surface:
        """Just the strip of the glass with sand falling through it."""
        out = new_surface(strip.size, pygame.SRCALPHA, scale_of(self.frame))
        self._cover(out, top_cut, bottom_cut, stream, red, strip)
        return out

    def _cover(self, out: pygame.Surface, top_cut: int, bottom_cut: int, stream: int | None,
               red: int, area: pygame.Rect) -> None:
        """Draw the glass's layers within `area` (the glass's coordinates) on a clear `out`
        that starts at the area's corner: sand, the stream, the frame, the red tint."""
        w, h = self.size
        ox, oy = area.topleft
        for sand, cut in ((self.top, top_cut), (self.bottom, bottom_cut)):
            part = pygame.Rect(0, cut, w, h - cut).clip(area)
            if part.w and part.h:
                out.blit(sand, (part.x - ox, part.y - oy), part)
        cx = w // 2 - ox
        if stream is not None:
            land = min(bottom_cut, self.floor) - oy
            neck = self.neck - oy
            paint.line(out, SAND_DARK, (cx, neck), (cx, land), 2)
            for y in range(neck + stream, land, 8):
                paint.line(out, SAND, (cx, y), (cx, min(land, y + 3)), 2)
            if bottom_cut <= self.floor:
                paint.polygon(out, SAND_DARK, [(cx - 7, land + 1), (cx, land - 4),
                                               (cx + 7, land + 1)])
        out.blit(self.frame, (0, 0), area)
        if red:
            tint = self.red_frame.copy()
            tint.set_alpha(red)
            out.blit(tint, (0, 0), area)

    def glow(self, canvas: pygame.Surface, size: tuple[int, int], pulse: float
             ) -> pygame.Surface:
        """The red halo behind the glass in the last seconds (one per strength)."""
        alpha = int(110 * pulse)

        def make() -> pygame.Surface:
            halo = surface_like(canvas, size, pygame.SRCALPHA)
            paint.ellipse(halo, (*WARN_RED, alpha), halo.get_rect())
            return halo

        return self._glows.get((alpha, size, scale_of(canvas)), make)

    def draw(self, canvas: pygame.Surface, centre: tuple[float, float], fraction: float,
             running: bool, time: float, pulse: float = 0.0) -> pygame.Rect:
        size = self.size
        if pulse > 0:
            glow = self.glow(canvas, (size[0] + 40, size[1] + 40), pulse)
            canvas.blit(glow, glow.get_rect(center=(int(centre[0]), int(centre[1]))))
        if self.angle:
            shrink = 1.0 - 0.3 * math.sin(math.radians(self.angle))  # the turn stays in place
            glass = paint.rotozoom(self.render(fraction, running, time, pulse), -self.angle,
                                   shrink)
            rect = glass.get_rect(center=(int(centre[0]), int(centre[1])))
            canvas.blit(glass, rect)
            return rect
        rect = pygame.Rect((0, 0), size)
        rect.center = (int(centre[0]), int(centre[1]))
        for piece, (dx, dy) in self.pieces(fraction, running, time, pulse):
            canvas.blit(piece, (rect.x + dx, rect.y + dy))
        return rect


def pulse_for(seconds_left: float, running: bool) -> float:
    """0..1 red strength: a beat at each whole second of the last five, fading in between."""
    if not Countdown.warning(seconds_left, running):
        return 0.0
    into = (math.ceil(seconds_left - 1e-9) - seconds_left)  # 0 at the tick, rising to 1
    return 0.35 + 0.65 * max(0.0, 1.0 - into * 1.6)
