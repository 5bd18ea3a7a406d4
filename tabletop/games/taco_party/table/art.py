"""Taco Party's card back (drawn by `python -m tabletop.artgen`, never by the app): papel
picado chevrons and dots in the game's accent."""

from __future__ import annotations

import pygame

from tabletop.artgen import palette as P
from tabletop.artgen.canvas import Canvas
from tabletop.artgen.draw_cards import CARD_H, CARD_W, RGB
from tabletop.artgen.draw_cards import card_back as drawn_back
from tabletop.games.taco_party.spec import SPEC


def papel_picado(c: Canvas, light: RGB, dark: RGB) -> None:
    for row in range(-1, CARD_H // 14 + 2):
        y = row * 14
        pts = []
        for k in range(0, CARD_W // 10 + 3):
            pts.append((k * 10 - 10, y + (6 if k % 2 else 0)))
        c.polyline(light if row % 2 else dark, pts, 3)
        for k in range(0, CARD_W // 20 + 2):
            c.circle(P.CREAM, (k * 20 + (10 if row % 2 else 0), y + 10), 1.1)


def card_back() -> pygame.Surface:
    return drawn_back(SPEC.accent_rgb, ("TACO", "PARTY"), "topper", papel_picado)
