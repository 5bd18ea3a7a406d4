"""Crazy Taco's dice: 64×64 rounded cubes per worker type, each face an icon."""

from __future__ import annotations

import pygame

from tabletop.artgen import palette as P
from tabletop.artgen.canvas import Canvas
from tabletop.artgen.draw_icons import icon_spec, render_canvas

DIE = 64
SS = 4
BODIES = (
    ("manager", P.MARIGOLD),
    ("employee", P.CREAM),
    ("trainee", P.LIME),
)
FACES = ("money", "food", "drink", "blank", "rest")


def die_body(colour: tuple[int, int, int]) -> Canvas:
    """A rounded cube seen from the front with a little depth at the bottom right."""
    c = Canvas(DIE, DIE, SS)
    dark = P.shade(colour, 0.72)
    c.rect(P.INK, 3, 4, 58, 58, 13)
    c.rect(dark, 4.5, 5.5, 55, 55, 12)
    c.rect(colour, 4.5, 4.5, 52, 52, 11)
    c.rect(P.shade(colour, 1.35), 8, 7.5, 44, 4, 2)
    c.rect(P.shade(colour, 0.92), 8.5, 10, 44, 42, 9)
    c.rect(colour, 7.5, 8.5, 44, 42, 9)
    return c


def die_face(body: str, face: str) -> pygame.Surface:
    colour = dict(BODIES)[body]
    c = die_body(colour)
    if face == "blank":
        art = render_canvas(icon_spec("blank"), SS)
        small = pygame.transform.smoothscale(art.surface, (34 * SS, 34 * SS))
        small.set_alpha(120)
        c.blit(small, (13, 12.5))
    else:
        art = render_canvas(icon_spec(face), SS, outline=3.2)
        small = pygame.transform.smoothscale(art.surface, (42 * SS, 42 * SS))
        c.blit(small, (9, 8.5))
    return c.detailed()


def die_plain(body: str) -> pygame.Surface:
    """A body with no face (for tumbling frames)."""
    return die_body(dict(BODIES)[body]).detailed()


def die_shadow() -> pygame.Surface:
    s = pygame.Surface((DIE + 16, DIE // 2), pygame.SRCALPHA)
    pygame.draw.ellipse(s, (0, 0, 0, 90), (8, 6, DIE, DIE // 2 - 12))
    return pygame.transform.gaussian_blur(s, 4)
