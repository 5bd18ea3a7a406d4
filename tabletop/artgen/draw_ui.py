"""Interface art: 9-slice panel and buttons, the pass-the-device curtain, papel picado, the logo,
the app icon, seat tokens and a ribbon banner."""

from __future__ import annotations

import math
import random

import pygame

from tabletop.artgen import palette as P
from tabletop.artgen.canvas import Canvas, star_points
from tabletop.artgen.draw_icons import icon_spec, render_canvas
from tabletop.artgen.lettering import outlined_text
from tabletop.ui.palette import COLOUR_BLIND, STANDARD

SS = 4
PANEL_SIZE = 64
PANEL_SLICE = 20  # 9-slice margin of panel.png
BUTTON_SIZE = (96, 48)
BUTTON_SLICE = 16  # 9-slice margin of the button sprites
BUTTON_PRESS_SHIFT = 3  # the label moves down this much when pressed
BORDER_CREAM = (196, 176, 138)


def panel() -> pygame.Surface:
    """Cream panel with a darker border and a soft inner lip at the bottom (9-slice source)."""
    c = Canvas(PANEL_SIZE, PANEL_SIZE, SS)
    s = PANEL_SIZE
    c.rect(BORDER_CREAM, 0, 0, s, s, 14)
    c.rect(P.CREAM_DARK, 2, 2, s - 4, s - 4, 12)
    c.rect(P.CREAM, 2, 2, s - 4, s - 7, 12)
    c.rect((255, 250, 238), 5, 4, s - 10, 2, 1)
    return c.result()


def button(state: str, primary: bool = True) -> pygame.Surface:
    """A 9-slice button: state is normal, hover, pressed or disabled."""
    w, h = BUTTON_SIZE
    base = P.MARIGOLD if primary else P.CREAM
    if state == "disabled":
        base = (190, 186, 178)
    body = {"hover": P.shade(base, 1.12), "pressed": P.shade(base, 0.93)}.get(state, base)
    lip = P.shade(base, 0.68)
    c = Canvas(w, h, SS)
    ink = P.INK if state != "disabled" else (120, 116, 110)
    if state == "pressed":
        c.rect(ink, 0, BUTTON_PRESS_SHIFT, w, h - BUTTON_PRESS_SHIFT, 12)
        c.rect(lip, 2, BUTTON_PRESS_SHIFT + 2, w - 4, h - BUTTON_PRESS_SHIFT - 4, 10)
        c.rect(body, 2, BUTTON_PRESS_SHIFT + 2, w - 4, h - BUTTON_PRESS_SHIFT - 5, 10)
    else:
        c.rect(ink, 0, 0, w, h, 12)
        c.rect(lip, 2, 2, w - 4, h - 4, 10)
        c.rect(body, 2, 2, w - 4, h - 4 - BUTTON_PRESS_SHIFT - 1, 10)
        c.rect(P.shade(body, 1.25), 8, 5, w - 16, 3, 1.5)
    return c.result()


def _flag_colours() -> list[tuple[int, int, int]]:
    return [P.MARIGOLD, P.LIME, P.SKY, P.CREAM, P.CHILI, P.TURQUOISE, P.GOLD, P.PURPLE]


def papel_picado_garland(width: int, height: int, flags: int, seed: int,
                         sag: float = 18, flag_w: float = 64, flag_h: float = 78,
                         colours: list[tuple[int, int, int]] | None = None) -> Canvas:
    """A string of cut-paper flags hanging across `width` (transparent background)."""
    rng = random.Random(seed)
    colours = colours or _flag_colours()
    c = Canvas(width, height, 2)
    top = 10

    def string_y(x: float) -> float:
        u = x / width * 2 - 1
        return top + sag * (1 - u * u)

    pts = [(x, string_y(x)) for x in range(-4, width + 5, 8)]
    c.polyline((250, 240, 220), pts, 2.2)
    gap = width / flags
    for i in range(flags):
        x = gap * (i + 0.5)
        y = string_y(x) - 1
        _flag(c, x, y, flag_w, flag_h, colours[i % len(colours)], rng, i)
    return c


def _flag(c: Canvas, cx: float, y: float, w: float, h: float, colour: tuple[int, int, int],
          rng: random.Random, index: int) -> None:
    x0, x1 = cx - w / 2, cx + w / 2
    wave = rng.uniform(-3, 3)
    body = [(x0, y), (x1, y), (x1 + wave * 0.3, y + h * 0.82)]
    teeth = 6
    for k in range(teeth, -1, -1):
        x = x0 + (x1 - x0) * k / teeth
        body.append((x, y + h * (0.82 if k % 2 == 0 else 1.0)))
    layer = c.layer()
    layer.poly((*P.shade(colour, 0.75), 255), [(px + 1.5, py + 2) for px, py in body])
    layer.poly((*colour, 255), body)
    # cut-outs: really transparent holes (pygame.draw writes alpha 0 straight in)
    hole = (0, 0, 0, 0)
    my = y + h * 0.42
    motif = index % 3
    if motif == 0:
        layer.poly(hole, star_points((cx, my), w * 0.2, w * 0.08, 5, 90))
    elif motif == 1:
        layer.circle(hole, (cx, my), w * 0.16)
        layer.circle((*colour, 255), (cx, my), w * 0.09)
        layer.circle(hole, (cx, my), w * 0.04)
    else:
        for k in range(4):
            a = math.radians(45 + k * 90)
            layer.ellipse(hole, (cx + math.cos(a) * w * 0.12, my + math.sin(a) * w * 0.12),
                          w * 0.07, w * 0.07)
    for k in range(5):
        layer.circle(hole, (x0 + w * (0.18 + 0.16 * k), y + h * 0.12), w * 0.035)
    for k in range(3):
        layer.poly(hole, [(x0 + w * (0.24 + 0.26 * k) - 3, y + h * 0.72),
                          (x0 + w * (0.24 + 0.26 * k) + 3, y + h * 0.72),
                          (x0 + w * (0.24 + 0.26 * k), y + h * 0.66)])
    c.blit(layer)


def papel_picado(width: int = 1280, height: int = 130) -> pygame.Surface:
    """A banner of papel picado across the screen's top (transparent)."""
    return papel_picado_garland(width, height, 16, seed=5).result()


def curtain(size: tuple[int, int] = (1280, 720)) -> pygame.Surface:
    """Magenta 'pass the device' curtain with papel picado garlands."""
    w, h = size
    c = Canvas(w, h, 1)
    c.fill(P.MAGENTA)
    dark = P.shade(P.MAGENTA, 0.9)
    for row in range(-1, h // 40 + 2):
        for col in range(-1, w // 40 + 2):
            x = col * 40 + (20 if row % 2 else 0)
            y = row * 40
            c.poly(dark, [(x, y - 12), (x + 12, y), (x, y + 12), (x - 12, y)])
    vig = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            d = math.hypot((x + 0.5) / 16 - 1, (y + 0.5) / 9 - 1)
            vig.set_at((x, y), (60, 0, 30, min(255, round(130 * max(0.0, d - 0.45) ** 1.5))))
    c.blit(pygame.transform.smoothscale(vig, (w, h)))
    for k, (sag, fw, fh, n, top) in enumerate(((34, 74, 92, 15, 0), (26, 58, 70, 19, 110))):
        g = papel_picado_garland(w, 200, n, seed=11 + k, sag=sag, flag_w=fw, flag_h=fh)
        c.blit(g.result(), (0, top))
    out = pygame.Surface((w, h), 0, 24)
    out.blit(c.surface, (0, 0))
    return out


LOGO_SIZE = (640, 220)


def logo() -> pygame.Surface:
    """'Taco Tabletop' lettering beside a happy taco."""
    w, h = LOGO_SIZE
    c = Canvas(w, h, 4)
    art = render_canvas(icon_spec("taco_face"), 4)
    taco = pygame.transform.smoothscale(art.surface, (200 * c.ss, 200 * c.ss))
    c.blit(taco, (8, 14))
    for x, y, s in ((30, 30, 10), (200, 40, 7), (190, 190, 8)):
        c.poly(P.GOLD_LIGHT, star_points((x, y), s, s * 0.3, 4, 90))
    ss = c.ss
    top = outlined_text("TACO", 104 * ss, P.MARIGOLD, P.INK, 5 * ss, shadow=P.INK,
                        shadow_offset=(0, 5 * ss), tracking=2 * ss)
    c.surface.blit(top, top.get_rect(midleft=c.p(212, 82)))
    bottom = outlined_text("TABLETOP", 64 * ss, P.CREAM, P.INK, 4.5 * ss, shadow=P.INK,
                           shadow_offset=(0, 4 * ss), tracking=2 * ss)
    c.surface.blit(bottom, bottom.get_rect(midleft=c.p(214, 160)))
    return c.detailed()


def app_icon(size: int = 256) -> pygame.Surface:
    """Rounded teal tile with a marigold rim and a happy taco."""
    c = Canvas(size, size, 2)
    r = size * 0.2
    c.rect(P.INK, 0, 0, size, size, r)
    c.rect(P.MARIGOLD, size * 0.02, size * 0.02, size * 0.96, size * 0.96, r * 0.92)
    c.rect(P.FELT, size * 0.07, size * 0.07, size * 0.86, size * 0.86, r * 0.7)
    c.circle(P.FELT_LIGHT, (size / 2, size * 0.52), size * 0.36)
    art = render_canvas(icon_spec("taco_face"), 4)
    taco = pygame.transform.smoothscale(art.surface, (round(size * 0.78) * 2,) * 2)
    c.blit(taco, (size * 0.11, size * 0.12))
    return c.result()


def seat_token(seat: int, colour_blind: bool = False, size: int = 40) -> pygame.Surface:
    """A seat marker: the seat's colour in the seat's shape, inked."""
    style = (COLOUR_BLIND if colour_blind else STANDARD).players[seat]
    c = Canvas(size, size, SS)
    m = size / 2
    r = size * 0.38
    shape = c.layer()
    if style.shape == "circle":
        shape.circle(style.colour, (m, m), r)
    elif style.shape == "triangle":
        shape.poly(style.colour, [(m, m - r * 1.1), (m + r * 1.05, m + r * 0.75),
                                  (m - r * 1.05, m + r * 0.75)])
    elif style.shape == "square":
        shape.rect(style.colour, m - r * 0.85, m - r * 0.85, r * 1.7, r * 1.7, r * 0.2)
    else:
        shape.poly(style.colour, [(m, m - r * 1.15), (m + r, m), (m, m + r * 1.15), (m - r, m)])
    out = shape.outlined(P.INK, size * 0.06)
    hl = c.layer()
    hl.circle((255, 255, 255, 90), (m - r * 0.3, m - r * 0.3), r * 0.25)
    out.blit(hl)
    return out.result()


def ribbon(width: int = 320, height: int = 64) -> pygame.Surface:
    """A marigold banner ribbon with folded notched ends (3-slice: ends are 40 px)."""
    c = Canvas(width, height, SS)
    fold = P.shade(P.MARIGOLD, 0.78)
    mid = (14 + height - 2) / 2
    for side in (0, 1):
        if side == 0:
            tail = [(2, 14), (40, 14), (40, height - 2), (2, height - 2), (12, mid)]
        else:
            tail = [(width - 40, 14), (width - 2, 14), (width - 12, mid),
                    (width - 2, height - 2), (width - 40, height - 2)]
        c.poly(fold, tail)
        c.poly(P.INK, tail, 2)
        c.poly(P.shade(P.MARIGOLD, 0.55), [(22, height - 12), (40, height - 12), (40, height - 2)]
               if side == 0 else [(width - 40, height - 12), (width - 22, height - 12),
                                  (width - 40, height - 2)])
    c.rect(P.INK, 22, 4, width - 44, height - 16, 4)
    c.rect(P.MARIGOLD, 24, 6, width - 48, height - 20, 3)
    c.rect(P.shade(P.MARIGOLD, 1.2), 28, 9, width - 56, 3, 1.5)
    return c.result()


# -- Taco Fight's hourglass, in three aligned layers ---------------------------------------------

HOURGLASS_SIZE = (96, 160)
HOURGLASS_TOP_SAND = (24, 78)  # rows of the upper sand sprite (full = 24, empty = 78)
HOURGLASS_BOTTOM_SAND = (86, 138)  # rows of the lower sand sprite (full = 86, empty = 138)
HOURGLASS_NECK = (48, 80)


def _bulb_half_width(y: float) -> float:
    """Inner half-width of the glass at height y (symmetric about the neck at y = 80)."""
    d = abs(y - 80) / 60  # 0 at the neck, 1 at the caps
    d = min(1.0, d)
    return 3 + 29 * (1 - (1 - d) ** 2.2) ** 0.9


def _bulb(top: float, bottom: float, inset: float = 0) -> list[tuple[float, float]]:
    ys = [top + (bottom - top) * k / 40 for k in range(41)]
    right = [(48 + max(0.5, _bulb_half_width(y) - inset), y) for y in ys]
    left = [(48 - max(0.5, _bulb_half_width(y) - inset), y) for y in reversed(ys)]
    return right + left


def hourglass_frame() -> pygame.Surface:
    """Glass outline, highlights and the wooden frame (draw over the sand sprites)."""
    w, h = HOURGLASS_SIZE
    c = Canvas(w, h, SS)
    glass = _bulb(18, 142)
    c.poly((*P.GLASS, 60), glass)
    c.poly(P.INK, glass, 2.2)
    c.polyline((255, 255, 255, 170), [(48 - _bulb_half_width(y) + 6, y) for y in range(28, 66, 2)],
               2.4)
    c.polyline((255, 255, 255, 120),
               [(48 - _bulb_half_width(y) + 6, y) for y in range(96, 132, 2)], 2.0)
    for x in (10, 86):
        c.line(P.INK, (x, 16), (x, 144), 6.5)
        c.line(P.WOOD_DARK, (x, 16), (x, 144), 3.5)
    for y in (4, 142):
        c.rect(P.INK, 2, y - 1, 92, 16, 5)
        c.rect(P.WOOD, 3.5, y + 0.5, 89, 13, 4)
        c.rect(P.WOOD_LIGHT, 8, y + 3, 80, 2.5, 1)
    return c.result()


def _sand(top: float, bottom: float, seed: int) -> pygame.Surface:
    w, h = HOURGLASS_SIZE
    c = Canvas(w, h, SS)
    shape = _bulb(top, bottom, inset=2.5)
    c.poly(P.SAND, shape)
    rng = random.Random(seed)
    for _ in range(70):
        y = rng.uniform(top + 2, bottom - 2)
        hw = _bulb_half_width(y) - 4
        if hw <= 1:
            continue
        x = 48 + rng.uniform(-hw, hw)
        c.circle(P.shade(P.SAND, rng.choice((0.85, 1.12))), (x, y), 0.8)
    return c.result()


def hourglass_sand_top() -> pygame.Surface:
    """The upper bulb full of sand; show only rows level..78 as it empties."""
    return _sand(HOURGLASS_TOP_SAND[0], HOURGLASS_TOP_SAND[1] + 1, seed=3)


def hourglass_sand_bottom() -> pygame.Surface:
    """The lower bulb full of sand; show only rows (138 - pile)..138 as it fills."""
    return _sand(HOURGLASS_BOTTOM_SAND[0], HOURGLASS_BOTTOM_SAND[1], seed=4)
