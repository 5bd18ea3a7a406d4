"""Small drawing helpers shared by scenes: panels, player badges, text placement."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable

import pygame

from tabletop.ui import paint, palette, shade
from tabletop.ui.fonts import MIN_TEXT, FontBook, PlacedText
from tabletop.ui.layer import matches, new_surface, ready_to_blit, scale_of, surface_like
from tabletop.ui.pictures import Pictures
from tabletop.ui.theme import Colour

SHADOW = (0, 0, 0, 70)


SHADOW_PICTURE_PIXELS = 160_000
"""A shadow of at most this many device pixels is a picture kept in the services' cache, put
back in one blit; a larger one (a big panel at a TV's scale, megabytes that crowded the cache
out and were made again every paint) is blended in pieces (`shade`), no picture at all."""


def panel_shadow(canvas: pygame.Surface, rect: pygame.Rect, radius: int,
                 pictures: Pictures | None = None) -> None:
    """The soft shadow under a panel at `rect` (painted next: what it covers is left out)."""
    k = scale_of(canvas)
    size, shape = (rect.w + 8, rect.h + 8), (6, 7, rect.w + 2, rect.h + 2)
    if pictures is not None and size[0] * size[1] * k * k <= SHADOW_PICTURE_PIXELS:
        picture = pictures.get(("panel shadow", rect.w, rect.h, radius, k),
                               lambda: shade.rounded_picture(SHADOW, size, shape, radius, k))
        canvas.blit(picture, (rect.x - 3, rect.y - 3))
        return
    shade.blend_rounded(canvas, SHADOW, (rect.x - 3, rect.y - 3), size, shape, radius,
                        hidden=rect)


BADGE_PAD = 3  # room around a badge on its picture for the outline
PICTURE_AREA = 160_000  # bigger panels are drawn directly rather than kept
SHADOW_LEFT, SHADOW_GROW = 3, 8  # a panel's shadow starts 3 px up-left and is 8 px bigger


def panel(canvas: pygame.Surface, rect: pygame.Rect, fill: Colour, border: Colour | None = None,
          radius: int = 14, shadow: bool = True, pictures: Pictures | None = None) -> None:
    """A rounded panel with a soft drop shadow (opaque ones blitted from a picture kept in
    `pictures`, the services' cache, when one is given)."""
    rect = pygame.Rect(rect)
    if pictures is None or len(fill) == 4 and fill[3] < 255 or rect.w * rect.h > PICTURE_AREA:
        draw_panel(canvas, rect, fill, border, radius, shadow, pictures)
        return
    at = SHADOW_LEFT if shadow else 0
    k = scale_of(canvas)
    key = ("panel", rect.w, rect.h, tuple(fill), border and tuple(border), radius, shadow, k)
    picture = pictures.get(key, lambda: panel_picture(rect.w, rect.h, fill, border, radius,
                                                      shadow, k))
    canvas.blit(picture, (rect.x - at, rect.y - at))


def draw_panel(canvas: pygame.Surface, rect: pygame.Rect, fill: Colour,
               border: Colour | None = None, radius: int = 14, shadow: bool = True,
               pictures: Pictures | None = None) -> None:
    """`panel` drawn shape by shape."""
    if shadow:
        panel_shadow(canvas, rect, radius, pictures)
    paint.rect(canvas, fill, rect, border_radius=radius)
    if border is not None:
        paint.rect(canvas, border, rect, width=2, border_radius=radius)


def panel_picture(width: int, height: int, fill: Colour, border: Colour | None, radius: int,
                  shadow: bool, k: float) -> pygame.Surface:
    """A panel with its shadow on a picture of its own: blit it SHADOW_LEFT px up-left of the
    panel's corner (without a shadow: at the corner)."""
    at, grow = (SHADOW_LEFT, SHADOW_GROW) if shadow else (0, 0)
    surface = new_surface((width + grow, height + grow), pygame.SRCALPHA, k)
    draw_panel(surface, pygame.Rect(at, at, width, height), fill, border, radius, shadow)
    return ready_to_blit(surface)


def shape_points(shape: str, centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = centre
    if shape == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    if shape == "square":
        s = r * 0.85
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "star":
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        return pts
    return []


def badge(canvas: pygame.Surface, shape: str, centre: tuple[float, float], r: float,
          colour: Colour, outline: Colour = palette.CHARCOAL,
          pictures: Pictures | None = None) -> None:
    """A player's colour always paired with a shape (● ▲ ■ ◆ ★); at whole pixels, with the
    services' `pictures` given, it is blitted from a kept picture."""
    cx, cy = centre
    if pictures is None or r != int(r) or cx != int(cx) or cy != int(cy) or len(colour) == 4:
        draw_badge(canvas, shape, centre, r, colour, outline)
        return
    whole = int(r)
    pad = whole + BADGE_PAD
    k = scale_of(canvas)
    picture = pictures.get(("badge", shape, whole, tuple(colour), tuple(outline), k),
                           lambda: badge_picture(shape, whole, colour, outline, k))
    canvas.blit(picture, (int(cx) - pad, int(cy) - pad))


def draw_badge(canvas: pygame.Surface, shape: str, centre: tuple[float, float], r: float,
               colour: Colour, outline: Colour = palette.CHARCOAL) -> None:
    """`badge` drawn shape by shape."""
    if shape == "circle":
        paint.circle(canvas, colour, centre, r)
        paint.circle(canvas, outline, centre, r, 2)
        return
    pts = shape_points(shape, centre, r)
    paint.polygon(canvas, colour, pts)
    paint.polygon(canvas, outline, pts, 2)


def badge_picture(shape: str, r: int, colour: Colour, outline: Colour, k: float
                  ) -> pygame.Surface:
    """A badge centred on a transparent square of side 2 * (r + BADGE_PAD)."""
    pad = r + BADGE_PAD
    surface = new_surface((2 * pad, 2 * pad), pygame.SRCALPHA, k)
    draw_badge(surface, shape, (pad, pad), r, colour, outline)
    return ready_to_blit(surface)


SHADOW_OFFSET = 2  # a shadowed text is this much wider and taller than its letters


def text_in(target, ui: FontBook, text: str, size: float, colour: Colour, box: pygame.Rect,
            anchor: str = "center", shadow: Colour | None = None, wrap: bool = False,
            floor: float = MIN_TEXT) -> pygame.Rect:
    """Draw `text` inside `box`, placed by `anchor` ("center",
    "midleft", "topleft", ...): at `size`, or shrunk (down to `floor` logical pixels) and
    wrapped onto more lines until it fits. Returns where it landed; the font book's log,
    when on, records it."""
    box = pygame.Rect(box)
    pad = SHADOW_OFFSET if shadow is not None else 0
    room = (max(1, box.w - pad), max(1, box.h - pad))
    fitted, width = ui.fit(text, size, room, wrap, floor)
    image = ui.text(text, fitted, colour, shadow, width, centred=width > 0 and "left" not in
                    anchor)
    rect = image.get_rect(**{anchor: getattr(box, anchor)})
    target.blit(image, rect)
    record(ui, target, text, rect, box)
    return rect


def record(ui: FontBook, target, text: str, rect: pygame.Rect, box: pygame.Rect) -> None:
    """Tell the font book's log (when it is on) that `text` was drawn at `rect` in `box`."""
    log = ui.log
    if log is not None:
        log.placed.append(PlacedText(text, pygame.Rect(rect), pygame.Rect(box),
                                     target.get_rect()))


# -- caches: draw once, blit every frame ---------------------------------------------------------
Drawing = Callable[[pygame.Surface], object]
"""Draws onto the surface it is given (what it returns, such as a drawn Rect, is ignored)."""


def sheet(target: pygame.Surface, size: tuple[int, int], draw: Drawing,
          opaque: bool = False) -> pygame.Surface:
    """A transparent surface at `target`'s scale with `draw` done on it: blitted at the same
    place later it gives the same pixels as drawing there directly (where nothing drawn on it
    overlaps). `opaque`: keep an opaque copy when nothing shows through (faster to blit)."""
    surface = surface_like(target, size, pygame.SRCALPHA)
    draw(surface)
    if pygame.display.get_surface() is None:
        return surface
    if opaque:
        covered = pygame.mask.from_surface(surface, 254)
        width, height = covered.get_size()
        if covered.count() == width * height:
            return surface.convert()
    return ready_to_blit(surface)


Shifted = Callable[[pygame.Surface, tuple[int, int]], None]
"""Draws something with `shift` added to every position."""
SHEET_STEP = 4
"""A kept sheet's corner lies on a multiple of this many logical pixels."""


def kept_sheet(canvas: pygame.Surface, pictures: Pictures | None, key: Hashable,
               area: pygame.Rect, draw: Shifted, most_pixels: float | None = None) -> None:
    """`draw` over `area` as one picture kept in `pictures` under `key` (and the canvas's scale),
    so drawing it again (a region redrawn across it) is one blit; the first time a look is
    drawn, and without `pictures`, it is drawn in place. The picture's corner is moved out to
    a multiple of 4 logical pixels, where the scale maps it to whole, even device pixels, so
    its shapes round as the canvas's would (round half to even lands alike); the same pixels
    as drawing in place where nothing drawn on it overlaps something translucent.
    `most_pixels`: a picture of more device pixels is not kept (at a TV's scale, blitting a
    big picture of a few cheap shapes costs more than drawing them)."""
    k = scale_of(canvas)
    if pictures is None or most_pixels is not None and area.w * area.h * k * k > most_pixels:
        draw(canvas, (0, 0))
        return
    area = pygame.Rect(area)
    x, y = area.x // SHEET_STEP * SHEET_STEP, area.y // SHEET_STEP * SHEET_STEP
    area = pygame.Rect(x, y, area.right - x + SHEET_STEP, area.bottom - y + SHEET_STEP)
    picture = pictures.again((key, k), lambda: sheet(canvas, area.size,
                                                     lambda surface: draw(surface, (-x, -y))))
    if picture is None:  # its first showing: drawn in place (the picture is made if it stays)
        draw(canvas, (0, 0))
        return
    canvas.blit(picture, area)


OVERLAY_DIM = 200
OVERLAY_BLUR = 6
"""An overlay that must read before the table under it (pause, aid, scores): the table
blurred to one pixel in six and dimmed, there but quiet."""


class Shade:
    """What lies under an overlay, dimmed: one translucent sheet the size of the canvas, made
    again only when the canvas changes (each overlay keeps its own)."""

    def __init__(self, alpha: int, colour: tuple[int, int, int] = (10, 20, 24),
                 blur: int = 0) -> None:
        """`blur`: the picture under it is softened first, to one logical pixel in `blur`
        (an overlay that must read first: the pause menu, the aid, the scores)."""
        self.fill = (*colour, alpha)
        self.blur = blur
        self._sheet: pygame.Surface | None = None

    def forget(self) -> None:
        """Make the sheet again next time (the window changed)."""
        self._sheet = None

    def draw(self, canvas: pygame.Surface) -> None:
        if self.blur > 1:
            paint.soften(canvas, self.blur)
        if self._sheet is None or not matches(self._sheet, canvas):
            self._sheet = surface_like(canvas, canvas.get_size(), pygame.SRCALPHA)
            self._sheet.fill(self.fill)
        canvas.blit(self._sheet, (0, 0))


def dash_rect(canvas: pygame.Surface, rect: pygame.Rect, colour: Colour, dash: int = 8) -> None:
    """A dashed rounded outline for empty places (a missing middle card, the new-taco slot)."""
    x0, y0, x1, y1 = rect.left + 6, rect.top, rect.right - 6, rect.bottom - 1
    for x in range(x0, x1, dash * 2):
        paint.line(canvas, colour, (x, y0), (min(x + dash, x1), y0), 2)
        paint.line(canvas, colour, (x, y1), (min(x + dash, x1), y1), 2)
    for y in range(rect.top + 6, rect.bottom - 6, dash * 2):
        paint.line(canvas, colour, (rect.left, y), (rect.left, min(y + dash, y1 - 6)), 2)
        paint.line(canvas, colour, (rect.right - 1, y),
                   (rect.right - 1, min(y + dash, y1 - 6)), 2)


def stacked_rows(ui: FontBook, lines: Iterable[str], rect: pygame.Rect, top: int,
                 bottom: int, size: int, gap: int) -> list[pygame.Rect]:
    """Where each of `lines` sits, stacked down `rect` from `top` to `bottom` (absolute y):
    each row as tall as its words wrap to at `size` (and `gap`), 12 px in from each side, as
    many as fit; the first always gets a row (what is left of the room, if it must)."""
    width, y = rect.w - 24, top
    rows: list[pygame.Rect] = []
    for line in lines:
        tall = ui.fitted_size(line, size, (width, rect.h), wrap=True)[1] + gap
        if y + tall > bottom:
            if not rows:
                rows.append(pygame.Rect(rect.x + 12, y, width, bottom - y))
            break
        rows.append(pygame.Rect(rect.x + 12, y, width, tall))
        y += tall
    return rows
