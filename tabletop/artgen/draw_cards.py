"""The card back every game's back is drawn on (each game's `table/art.py` gives its pattern,
name and icon), blank card faces (plain, gold, dark) and card overlays."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tabletop.artgen import palette as P
from tabletop.artgen.canvas import Canvas, star_points
from tabletop.artgen.draw_icons import icon_spec, render_canvas
from tabletop.artgen.lettering import fitted_size, outlined_text

RGB = tuple[int, int, int]
CARD_W, CARD_H = 120, 168
RADIUS = 10
BORDER = 2
SS = 4

Pattern = Callable[[Canvas, RGB, RGB], None]
"""Draws a back's pattern over the whole card: (canvas, light shade, dark shade of the
accent)."""


def _card_mask(c: Canvas, inset: float = 0, radius: float = RADIUS) -> Canvas:
    m = c.layer()
    m.rect((255, 255, 255), inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset,
           max(1, radius - inset))
    return m


def card_back(accent: RGB, title: tuple[str, str], icon: str,
              pattern: Pattern) -> pygame.Surface:
    """A game's card back: its pattern in its accent colour inside a cream line, a badge with
    the game's two-word name under its icon (each game's `table/art.py` says which)."""
    c = Canvas(CARD_W, CARD_H, SS)
    border = P.shade(accent, 0.62)
    c.rect(border, 0, 0, CARD_W, CARD_H, RADIUS)
    c.rect(accent, BORDER, BORDER, CARD_W - 2 * BORDER, CARD_H - 2 * BORDER, RADIUS - BORDER)
    layer = c.layer()
    pattern(layer, P.shade(accent, 1.18), P.shade(accent, 0.86))
    layer.clip_to(_card_mask(c, 7, 6))
    c.blit(layer)
    c.rect(P.CREAM, 6, 6, CARD_W - 12, CARD_H - 12, 6, 1.5)
    # central badge
    cx, cy = CARD_W / 2, CARD_H / 2 + 4
    c.ellipse(border, (cx, cy + 1.5), 49, 37)
    c.ellipse(P.CREAM, (cx, cy), 47, 35)
    c.ellipse(accent, (cx, cy), 43.5, 31.5, 1.6)
    # icon above the badge
    art = render_canvas(icon_spec(icon), SS)
    small = pygame.transform.smoothscale(art.surface, (46 * SS, 46 * SS))
    c.blit(small, (cx - 23, cy - 64))
    # lettering
    for i, word in enumerate(title):
        size = fitted_size(word, 78 * SS, 26 * SS)
        img = outlined_text(word, size, P.CHARCOAL if i == 0 else P.shade(accent, 0.72),
                            bold=True)
        rect = img.get_rect(center=c.p(cx, cy - 9 + i * 20))
        c.surface.blit(img, rect)
    c.clip_to(_card_mask(c))
    return c.detailed()


# -- faces ---------------------------------------------------------------------------------


def face_plain() -> pygame.Surface:
    """A cream card face with a 2 px darker border and a fine printed inner line."""
    c = Canvas(CARD_W, CARD_H, SS)
    c.rect((196, 176, 138), 0, 0, CARD_W, CARD_H, RADIUS)
    c.rect(P.CREAM, BORDER, BORDER, CARD_W - 2 * BORDER, CARD_H - 2 * BORDER, RADIUS - BORDER)
    c.rect(P.CREAM_DARK, 5, 5, CARD_W - 10, CARD_H - 10, 7, 1)
    return c.result()


def face_gold() -> pygame.Surface:
    """A cream face in a gold frame (Legendary Taco, VIP, piñata)."""
    c = Canvas(CARD_W, CARD_H, SS)
    c.rect(P.GOLD_DARK, 0, 0, CARD_W, CARD_H, RADIUS)
    for y in range(2, CARD_H - 2):
        t = 0.5 + 0.5 * math.sin(y / CARD_H * math.pi * 3)
        col = tuple(round(a + (b - a) * t) for a, b in zip(P.GOLD, P.GOLD_LIGHT, strict=True))
        c.rect(col, 2, y, CARD_W - 4, 1)
    c.clip_to(_card_mask(c))
    c.rect(P.GOLD_DARK, 6, 6, CARD_W - 12, CARD_H - 12, 6)
    c.rect((255, 249, 226), 7.5, 7.5, CARD_W - 15, CARD_H - 15, 5)
    for x, y in ((6, 6), (CARD_W - 6, 6), (6, CARD_H - 6), (CARD_W - 6, CARD_H - 6)):
        c.poly(P.WHITE, star_points((x, y), 4.5, 1.4, 4, 90))
    return c.result()


def face_dark() -> pygame.Surface:
    """A cream face in a dark navy frame (Lonesome Taco, pickpocket, inspections)."""
    c = Canvas(CARD_W, CARD_H, SS)
    c.rect(P.LONESOME_DARK, 0, 0, CARD_W, CARD_H, RADIUS)
    c.rect(P.LONESOME, 2, 2, CARD_W - 4, CARD_H - 4, RADIUS - 2)
    for k in range(0, CARD_W + CARD_H, 8):
        c.line(P.shade(P.LONESOME, 0.85), (k, 0), (k - CARD_H, CARD_H), 2)
    c.clip_to(_card_mask(c))
    c.rect(P.LONESOME_DARK, 6, 6, CARD_W - 12, CARD_H - 12, 6)
    c.rect((240, 236, 226), 7.5, 7.5, CARD_W - 15, CARD_H - 15, 5)
    return c.result()


def card_shadow(margin: int = 10, alpha: int = 89) -> pygame.Surface:
    """A soft card-shaped shadow, `margin` px larger on every side (35 % black at the core)."""
    w, h = CARD_W + 2 * margin, CARD_H + 2 * margin
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0, alpha), (margin, margin, CARD_W, CARD_H),
                     border_radius=RADIUS)
    return pygame.transform.gaussian_blur(s, 4)


def card_glow(margin: int = 12, colour: tuple[int, int, int] = P.LIME) -> pygame.Surface:
    """A coloured halo around a card (legal target); blit centred on the card."""
    w, h = CARD_W + 2 * margin, CARD_H + 2 * margin
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (*colour, 230), (margin - 4, margin - 4, CARD_W + 8, CARD_H + 8),
                     border_radius=RADIUS + 4)
    s = pygame.transform.gaussian_blur(s, 5)
    pygame.draw.rect(s, (*colour, 255), (margin - 2, margin - 2, CARD_W + 4, CARD_H + 4), 3,
                     border_radius=RADIUS + 2)
    pygame.draw.rect(s, (0, 0, 0, 0), (margin, margin, CARD_W, CARD_H), border_radius=RADIUS)
    return s


def card_slot() -> pygame.Surface:
    """A dashed, faint outline where a card can go."""
    c = Canvas(CARD_W, CARD_H, SS)
    c.rect((255, 244, 220, 36), 0, 0, CARD_W, CARD_H, RADIUS)
    col = (255, 244, 220, 150)
    dash, gap = 9, 6
    x0, y0, x1, y1 = 2, 2, CARD_W - 2, CARD_H - 2
    edges = [((x0 + RADIUS, y0), (x1 - RADIUS, y0)), ((x1, y0 + RADIUS), (x1, y1 - RADIUS)),
             ((x1 - RADIUS, y1), (x0 + RADIUS, y1)), ((x0, y1 - RADIUS), (x0, y0 + RADIUS))]
    for a, b in edges:
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        n = int(length // (dash + gap))
        for k in range(n + 1):
            t0 = min(1, k * (dash + gap) / length)
            t1 = min(1, (k * (dash + gap) + dash) / length)
            c.line(col, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                   (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), 2)
    for cx, cy, a0 in ((x0 + RADIUS, y0 + RADIUS, 90), (x1 - RADIUS, y0 + RADIUS, 0),
                       (x1 - RADIUS, y1 - RADIUS, 270), (x0 + RADIUS, y1 - RADIUS, 180)):
        c.arc(col, (cx, cy), RADIUS - 2 + 2, a0 + 15, a0 + 75, 2, 8)
    return c.result()
