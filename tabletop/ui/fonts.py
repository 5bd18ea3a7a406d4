"""Fonts and cached text: a text face and a display face in a few sizes; text is rendered once,
not per frame."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from tabletop.ui import pixel_budget
from tabletop.ui.layer import Layer, new_surface, ready_to_blit

HEADING = 44
TITLE = 30
BODY = 24
SMALL = 18
MIN_TEXT = 16
"""The smallest text is shrunk to to fit: 16 logical pixels, the size of the smallest text at
the default text size (so a bigger text size can always fall back to the default's layout)."""


@dataclass(frozen=True)
class PlacedText:
    """A text drawn into a box: where it landed, the box it was given and the surface's
    bounds, all in the logical units of the surface it was drawn on."""

    text: str
    rect: pygame.Rect
    box: pygame.Rect
    bounds: pygame.Rect


@dataclass
class TextLog:
    """What was drawn while the log is on (layout tests switch it on through the FontBook):
    every text rendered, and every text fitted into a box."""

    rendered: list[str] = field(default_factory=list)
    placed: list[PlacedText] = field(default_factory=list)


FACES = Path(__file__).resolve().parent.parent / "fonts"
"""The bundled faces (Lato, SIL Open Font License, from Debian's fonts-lato; `OFL.txt` beside)."""
TEXT_FACE = FACES / "Lato-Bold.ttf"
DISPLAY_FACE = FACES / "Lato-Black.ttf"
DISPLAY_FROM = TITLE
"""Text asked for at this logical size or larger is a heading: drawn in the display face."""
FIGURE_AND_UNIT = re.compile(r"(\d[\d.,]*[\u00d7%]?) (?=[^\W\d_])")
"""A figure and the word after it (its unit): joined by a no-break space when wrapping."""
LINE_SPACING = 1.1
"""A line's height as a multiple of the size: lines as close as the layouts were drawn for."""


def bundled_font_paths() -> tuple[Path, Path]:
    """The text face and the display face (bundled in the executable too)."""
    return (TEXT_FACE, DISPLAY_FACE)


def load_face(path: Path, pixels: int, line: int) -> pygame.font.Font:
    """`path`'s face at `pixels`, its lines `line` pixels apart."""
    font = pygame.font.Font(str(path), pixels)
    font.set_linesize(line)
    return font


def slant(font: pygame.font.Font, italic: bool) -> None:
    """Set `font` slanted or upright, its line spacing kept (a change of style resets it)."""
    if font.italic != italic:
        line = font.get_linesize()
        font.italic = italic
        font.set_linesize(line)


class FontBook:
    """Fonts by size and a bounded cache of rendered text surfaces (the least recently drawn
    go first, one at a time: never the whole cache at once, which would redraw every text on
    the next frame)."""

    def __init__(self, cache_limit: int = 2048) -> None:
        self._fonts: dict[tuple[int, bool, int], pygame.font.Font] = {}
        self._cache: dict[tuple, pygame.Surface] = {}
        self._cached_bytes = 0
        self._limit = cache_limit
        self.text_bytes = pixel_budget.TEXT.bytes_at(1.0)
        """Rendered text kept at most (bytes of pixels): a TV's text is large, so the cache is
        bounded by what it holds (at the render scale), not only by how many pieces."""
        self._fits: dict[tuple, tuple[float, int]] = {}
        self._wraps: dict[tuple[str, float, int], tuple[float, float]] = {}
        self._measures: dict[tuple[str, float, bool], tuple[int, int]] = {}
        """Wrapped sizes measured (measuring wraps by rendering: worth keeping)."""
        self.scale = 1.0
        self.k = 1.0
        self.log: TextLog | None = None
        """Off (None) in play; a `TextLog` records what is drawn."""

    def set_render_scale(self, k: float) -> None:
        """Device pixels per logical pixel: text is rendered at that resolution."""
        if k != self.k:
            self.k = k
            self.text_bytes = pixel_budget.TEXT.bytes_at(k)
            self._forget_text()
            self._fits.clear()
            self._wraps.clear()
            self._measures.clear()

    def set_scale(self, scale: float) -> None:
        """The player's text-size setting: every size is multiplied by it."""
        if scale != self.scale:
            self.scale = scale
            self._forget_text()
            self._fits.clear()
            self._wraps.clear()
            self._measures.clear()

    def font(self, size: float) -> pygame.font.Font:
        """The font at `size` logical points, for rendering at the current scale."""
        return self._face(size, self.k)

    def _face(self, size: float, k: float) -> pygame.font.Font:
        """The face for text asked at logical `size`, at `k` device pixels a logical one
        (loaded once). Its lines are a whole number of logical pixels apart, rounded down
        in device pixels: n lines never take more than n times `line_height`."""
        pixels = max(8, round(size * self.scale * k))
        line = max(pixels, math.floor(round(size * self.scale * LINE_SPACING) * k))
        key = (pixels, size >= DISPLAY_FROM, line)
        font = self._fonts.get(key)
        if font is None:
            face = DISPLAY_FACE if key[1] else TEXT_FACE
            font = self._fonts[key] = load_face(face, pixels, line)
        return font

    def layout_size(self, text: str, size: float) -> tuple[int, int]:
        """The logical size `text` takes at `size` as laid out at 1x, whatever the render
        scale: lines broken with it break at the same words in every window size."""
        font = self._face(size, 1.0)
        return (font.size(text)[0], font.get_linesize())

    def measure(self, text: str, size: float, italic: bool = False) -> tuple[int, int]:
        """The logical size `text` takes at `size`, without rendering it (measured once)."""
        key = (text, size, italic)
        found = self._measures.get(key)
        if found is None:
            font = self.font(size)
            slant(font, italic)
            w, h = font.size(text)
            slant(font, False)
            if len(self._measures) >= self._limit:
                self._measures.clear()
            found = self._measures[key] = (round(w / self.k), round(h / self.k))
        return found

    def text(self, text: str, size: float, colour: tuple[int, int, int],
             shadow: tuple[int, int, int] | None = None, width: int = 0,
             centred: bool = False, italic: bool = False, keep: bool = True) -> pygame.Surface:
        """Rendered text (optionally with a soft drop shadow, optionally wrapped to `width`,
        its lines then `centred` or flush left; slanted when `italic`). `keep=False` for
        text drawn once into a picture of its own: it is not kept in the cache."""
        if self.log is not None:
            self.log.rendered.append(text)
        key = (text, size, colour, shadow, width, centred, italic)
        surface = self._cache.pop(key, None)
        if surface is not None:
            self._cache[key] = surface  # the most recently drawn is the last to go
        else:
            font = self.font(size)
            slant(font, italic)
            try:
                surface = self._render(text, size, colour, shadow, width, centred)
            finally:
                slant(font, False)
            if not keep:
                return surface
            self._cache[key] = surface
            self._cached_bytes += _bytes_of(surface)
            while len(self._cache) > 1 and (len(self._cache) > self._limit
                                            or self._cached_bytes > self.text_bytes):
                self._cached_bytes -= _bytes_of(self._cache.pop(next(iter(self._cache))))
        return surface

    def _forget_text(self) -> None:
        self._cache.clear()
        self._cached_bytes = 0

    def holds(self, text: str, size: float, colour: tuple[int, int, int],
              shadow: tuple[int, int, int] | None = None, width: int = 0) -> bool:
        """Whether that text is rendered already (drawing it now costs no rendering)."""
        return (text, size, colour, shadow, width, False, False) in self._cache

    def fit(self, text: str, size: float, room: tuple[int, int], wrap: bool = False,
            floor: float = MIN_TEXT) -> tuple[float, int]:
        """(size, wrap width) to render `text` at so it fits `room` (logical width, height):
        `size` or smaller, a logical pixel at a time, down to `floor` logical pixels (never
        below what `size` gives); on one line, or when that cannot fit (or `wrap` prefers it)
        wrapped to the room's width. The smallest is used when nothing fits."""
        key = (text, size, room, wrap, floor)
        found = self._fits.get(key)
        if found is None:
            found = self._fit(text, size, room, wrap, floor)
            if len(self._fits) >= self._limit:
                self._fits.clear()
            self._fits[key] = found
        return found

    def fitted_size(self, text: str, size: float, room: tuple[int, int], wrap: bool = False,
                    floor: float = MIN_TEXT) -> tuple[int, int]:
        """The logical size `text` takes once fitted to `room` (see `fit`): more than the
        room when even the floor does not fit."""
        fitted, width = self.fit(text, size, room, wrap, floor)
        if width:
            w, h = self._wrapped_size(text, fitted, width)
            return (round(w), round(h))
        return (self.measure(text, fitted)[0], self.line_height(fitted))

    def sizes(self, size: float, floor: float = MIN_TEXT) -> list[float]:
        """`size`, then the sizes a logical pixel apart below it down to `floor` pixels."""
        top = size * self.scale
        out = [size]
        pixels = math.ceil(top) - 1
        while pixels >= min(floor, top):
            out.append(pixels / self.scale)
            pixels -= 1
        return out

    def _fit(self, text: str, size: float, room: tuple[int, int], wrap: bool,
             floor: float) -> tuple[float, int]:
        width, height = room
        sizes = self.sizes(size, floor)
        single = next((s for s in sizes if self._fits_on_one_line(text, s, room)), None)
        if single is not None and not wrap:
            return (single, 0)
        for s in sizes:
            w, h = self._wrapped_size(text, s, width)
            if w <= width and h <= height and self._words_fit(text, s, width):
                return (s, width)
        if single is not None:
            return (single, 0)
        return (sizes[-1], width if wrap else 0)

    def _fits_on_one_line(self, text: str, size: float, room: tuple[int, int]) -> bool:
        font = self.font(size)
        w = font.size(text)[0]
        return w / self.k <= room[0] and font.get_linesize() / self.k <= room[1]

    def _words_fit(self, text: str, size: float, width: int) -> bool:
        """No word is wider than `width` (wrapping would break it in the middle)."""
        font = self.font(size)
        return all(font.size(word)[0] / self.k <= width for word in text.split())

    def line_height(self, size: float) -> int:
        """The logical height of one rendered line at `size`."""
        return round(self.font(size).get_linesize() / self.k)

    def _wrapped_size(self, text: str, size: float, width: int) -> tuple[float, float]:
        if width <= 0:
            return (float("inf"), float("inf"))
        key = (text, size, width)
        found = self._wraps.get(key)
        if found is None:
            font = self.font(size)
            font.align = pygame.FONT_LEFT
            surface = font.render(self.no_widow(text, size, width), True, (0, 0, 0), None,
                                  round(width * self.k))
            found = (surface.get_width() / self.k, surface.get_height() / self.k)
            if len(self._wraps) >= self._limit:
                self._wraps.clear()
            self._wraps[key] = found
        return found

    def no_widow(self, text: str, size: float, width: int) -> str:
        """`text` to wrap at `width` with each paragraph's last two words held together (a
        no-break space), so a wrapped line never leaves one word alone below ("…you take /
        it" rather than "…you take it / taken"); not when the pair is wider than `width`.
        Every figure keeps the word after it, its unit ("(8 cards)", "18 points", "2× Perfect"),
        so a figure never ends a line with its unit on the next."""
        lines = []
        for line in FIGURE_AND_UNIT.sub("\\1\u00a0", text).split("\n"):
            head, space, last = line.rpartition(" ")
            before = head.rpartition(" ")[2]
            if space and last and before and \
                    self.measure(f"{before} {last}", size)[0] <= width:
                line = f"{head}\u00a0{last}"
            lines.append(line)
        return "\n".join(lines)

    def _render(self, text: str, size: float, colour, shadow, width: int,
                centred: bool = False) -> pygame.Surface:
        font = self.font(size)
        k = self.k
        if width:
            text = self.no_widow(text, size, width)
        width = round(width * k)
        if width:
            font.align = pygame.FONT_CENTER if centred else pygame.FONT_LEFT
            base = font.render(text, True, colour, None, width)
        else:
            base = font.render(text, True, colour)
        if shadow is None:
            if k != 1.0:
                return Layer.adopt(base, k)
            return ready_to_blit(base)
        if width:
            under = font.render(text, True, shadow, None, width)
        else:
            under = font.render(text, True, shadow)
        w, h = base.get_size()
        out = new_surface((w / k + 2, h / k + 2), pygame.SRCALPHA, k)
        out.blit(Layer.adopt(under, k) if k != 1.0 else under, (2, 2))
        out.blit(Layer.adopt(base, k) if k != 1.0 else base, (0, 0))
        return out


def _bytes_of(surface: pygame.Surface) -> int:
    """The bytes of a surface's pixels (in device pixels: a `Layer` speaks logical ones)."""
    return pygame.Surface.get_pitch(surface) * pygame.Surface.get_height(surface)
