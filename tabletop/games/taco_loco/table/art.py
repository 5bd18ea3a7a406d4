"""Taco Loco's card back (drawn by `python -m tabletop.tools.art`, never by the app): a Talavera
lattice in the game's accent."""

from __future__ import annotations

import pygame

from tabletop.artgen import palette as P
from tabletop.artgen.canvas import Canvas
from tabletop.artgen.draw_cards import CARD_H, CARD_W, RGB
from tabletop.artgen.draw_cards import card_back as drawn_back
from tabletop.games.taco_loco.spec import SPEC


def talavera(c: Canvas, light: RGB, dark: RGB) -> None:
    step = 20
    for row in range(-1, CARD_H // step + 2):
        for col in range(-1, CARD_W // step + 2):
            x = col * step + (step / 2 if row % 2 else 0)
            y = row * step * 0.9
            c.poly(dark, [(x, y - 8), (x + 8, y), (x, y + 8), (x - 8, y)])
            c.poly(light, [(x, y - 4), (x + 4, y), (x, y + 4), (x - 4, y)])
            c.circle(P.CREAM, (x + step / 2, y), 1.4)


def card_back() -> pygame.Surface:
    return drawn_back(SPEC.accent_rgb, ("TACO", "LOCO"), "taco_face", talavera)
