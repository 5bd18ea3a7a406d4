"""Crazy Taco's card back (drawn by `python -m tabletop.tools.art`, never by the app): a diner
checkerboard set on the diagonal in the game's accent."""

from __future__ import annotations

import pygame

from tabletop.artgen.canvas import Canvas
from tabletop.artgen.draw_cards import CARD_H, CARD_W, RGB
from tabletop.artgen.draw_cards import card_back as drawn_back
from tabletop.games.crazy_taco.spec import SPEC


def checkerboard(c: Canvas, light: RGB, dark: RGB) -> None:
    step = 14
    for row in range(-2, CARD_H // step + 3):
        for col in range(-2, CARD_W // step + 3):
            if (row + col) % 2:
                continue
            x, y = col * step, row * step
            c.poly(dark, [(x, y - step / 2), (x + step / 2, y), (x, y + step / 2),
                          (x - step / 2, y)])
    for row in range(0, CARD_H // 28 + 1):
        for col in range(0, CARD_W // 28 + 1):
            c.circle(light, (col * 28 + 14, row * 28 + 7), 1.8)


def card_back() -> pygame.Surface:
    return drawn_back(SPEC.accent_rgb, ("CRAZY", "TACO"), "customer", checkerboard)
