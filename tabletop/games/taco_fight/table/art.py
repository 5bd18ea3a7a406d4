"""¡Taco Fight!'s card back (drawn by `python -m tabletop.tools.art`, never by the app): a
sunburst with stars in the game's accent."""

from __future__ import annotations

import math

import pygame

from tabletop.artgen.canvas import Canvas, star_points
from tabletop.artgen.draw_cards import CARD_H, CARD_W, RGB
from tabletop.artgen.draw_cards import card_back as drawn_back
from tabletop.games.taco_fight.spec import SPEC


def sunburst(c: Canvas, light: RGB, dark: RGB) -> None:
    cx, cy = CARD_W / 2, CARD_H / 2
    for k in range(24):
        if k % 2:
            continue
        a0 = math.radians(k * 15)
        a1 = math.radians((k + 1) * 15)
        far = 200
        c.poly(dark, [(cx, cy), (cx + math.cos(a0) * far, cy + math.sin(a0) * far),
                      (cx + math.cos(a1) * far, cy + math.sin(a1) * far)])
    for k in range(12):
        a = math.radians(k * 30 + 7)
        x, y = cx + math.cos(a) * 62, cy + math.sin(a) * 70
        c.poly(light, star_points((x, y), 5, 2, 4, 45))


def card_back() -> pygame.Surface:
    return drawn_back(SPEC.accent_rgb, ("¡TACO", "FIGHT!"), "angry_taco", sunburst)
