"""Gamepad button glyphs for on-screen prompts: the face buttons in their usual colours, the
shoulder and menu buttons as labelled pills, and the d-pad as a cross (stored at DETAIL times
their logical 40 px height, as prompts scale them to the text beside them)."""

from __future__ import annotations

import pygame

from tabletop.artgen import palette as P
from tabletop.artgen.canvas import Canvas

SS = 4
HEIGHT = 40
FACE_COLOURS = {"a": (88, 170, 64), "b": (206, 62, 52), "x": (58, 116, 204),
                "y": (232, 180, 36)}
"""A, B, X, Y as an Xbox pad colours them (the glyph names the button; the colour helps)."""
PILLS = {"lb": ("LB", 60), "rb": ("RB", 60), "start": ("Start", 84), "back": ("Back", 80)}
"""Shoulder and menu buttons: (label, logical width)."""
PILL_FILL = (70, 74, 82)
GLYPH_NAMES = (*FACE_COLOURS, *PILLS, "dpad")


def _letter(c: Canvas, text: str, size: float, centre: tuple[float, float]) -> None:
    c.text(text, size, (255, 255, 255), centre, bold=True)


def face(name: str) -> pygame.Surface:
    """A round face button with its white letter."""
    c = Canvas(HEIGHT, HEIGHT, SS)
    m = HEIGHT / 2
    c.circle(P.INK, (m, m), m - 0.5)
    c.circle(P.shade(FACE_COLOURS[name], 0.72), (m, m + 1), m - 3)
    c.circle(FACE_COLOURS[name], (m, m - 0.5), m - 4)
    _letter(c, name.upper(), 30, (m, m + 0.5))
    return c.detailed()


def pill(name: str) -> pygame.Surface:
    """A shoulder or menu button: a dark pill with its label."""
    label, width = PILLS[name]
    c = Canvas(width, HEIGHT, SS)
    c.rect(P.INK, 0, 2, width, HEIGHT - 4, 14)
    c.rect(PILL_FILL, 2.5, 4.5, width - 5, HEIGHT - 9, 11.5)
    _letter(c, label, 28, (width / 2, HEIGHT / 2 + 0.5))
    return c.detailed()


def dpad() -> pygame.Surface:
    """The d-pad: a cross with the four directions marked."""
    c = Canvas(HEIGHT, HEIGHT, SS)
    m, arm = HEIGHT / 2, 7.5
    c.rect(P.INK, m - arm - 2, 1, 2 * arm + 4, HEIGHT - 2, 4)
    c.rect(P.INK, 1, m - arm - 2, HEIGHT - 2, 2 * arm + 4, 4)
    c.rect(PILL_FILL, m - arm, 3, 2 * arm, HEIGHT - 6, 3)
    c.rect(PILL_FILL, 3, m - arm, HEIGHT - 6, 2 * arm, 3)
    white = (235, 235, 235)
    c.poly(white, [(m, 5), (m - 4, 10), (m + 4, 10)])
    c.poly(white, [(m, HEIGHT - 5), (m - 4, HEIGHT - 10), (m + 4, HEIGHT - 10)])
    c.poly(white, [(5, m), (10, m - 4), (10, m + 4)])
    c.poly(white, [(HEIGHT - 5, m), (HEIGHT - 10, m - 4), (HEIGHT - 10, m + 4)])
    return c.detailed()


def glyph(name: str) -> pygame.Surface:
    if name in FACE_COLOURS:
        return face(name)
    if name in PILLS:
        return pill(name)
    return dpad()
