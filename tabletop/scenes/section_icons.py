"""The settings screen's section marks: a small picture at the left of each section's band
(a speaker for Sound, a screen, three colours for Motion and colour, a gamepad, a taco for a
game's section; the keys screen's keyboard), so a section is found by eye before it is read.
Drawn with the palette's ink, 22 logical pixels square."""

from __future__ import annotations

import math

import pygame

from tabletop.core.language import N_
from tabletop.ui import paint

SIZE = 22


def speaker(canvas: pygame.Surface, theme, box: pygame.Rect) -> None:
    ink, x, y = theme.charcoal, box.x, box.centery
    paint.polygon(canvas, ink, [(x + 2, y - 4), (x + 7, y - 4), (x + 12, y - 9), (x + 12, y + 9),
                                (x + 7, y + 4), (x + 2, y + 4)])
    for radius in (5, 9):
        paint.arc(canvas, ink, pygame.Rect(x + 12 - radius, y - radius, 2 * radius, 2 * radius),
                  -math.pi / 3, math.pi / 3, 2)


def screen(canvas: pygame.Surface, theme, box: pygame.Rect) -> None:
    ink = theme.charcoal
    face = pygame.Rect(box.x + 1, box.y + 2, box.w - 2, box.h - 8)
    paint.rect(canvas, theme.cream, face, border_radius=3)
    paint.rect(canvas, ink, face, 2, border_radius=3)
    paint.line(canvas, ink, (box.centerx, face.bottom), (box.centerx, box.bottom - 2), 2)
    paint.line(canvas, ink, (box.centerx - 5, box.bottom - 1), (box.centerx + 5, box.bottom - 1),
               2)


def colours(canvas: pygame.Surface, theme, box: pygame.Rect) -> None:
    for (dx, dy), colour in zip(((-4, -3), (4, -3), (0, 4)), theme.players, strict=False):
        centre = (box.centerx + dx, box.centery + dy)
        paint.circle(canvas, colour, centre, 6)
        paint.circle(canvas, theme.charcoal, centre, 6, 2)


def gamepad(canvas: pygame.Surface, theme, box: pygame.Rect) -> None:
    ink = theme.charcoal
    body = pygame.Rect(box.x, box.y + 5, box.w, box.h - 9)
    paint.rect(canvas, theme.cream, body, border_radius=6)
    paint.rect(canvas, ink, body, 2, border_radius=6)
    cx, cy = body.x + 6, body.centery
    paint.line(canvas, ink, (cx - 3, cy), (cx + 3, cy), 2)
    paint.line(canvas, ink, (cx, cy - 3), (cx, cy + 3), 2)
    paint.circle(canvas, ink, (body.right - 8, cy - 2), 2)
    paint.circle(canvas, ink, (body.right - 4, cy + 2), 2)


def keyboard(canvas: pygame.Surface, theme, box: pygame.Rect) -> None:
    """A keyboard: a cream board with two rows of keys and a space bar."""
    ink = theme.charcoal
    board = pygame.Rect(box.x, box.y + 4, box.w, box.h - 8)
    paint.rect(canvas, theme.cream, board, border_radius=4)
    paint.rect(canvas, ink, board, 2, border_radius=4)
    for row, y in enumerate((board.y + 4, board.y + 8)):
        for x in range(board.x + 4 + row * 2, board.right - 5, 4):
            paint.rect(canvas, ink, pygame.Rect(x, y, 2, 2))
    paint.line(canvas, ink, (board.x + 6, board.bottom - 4), (board.right - 7, board.bottom - 4),
               2)


def taco(canvas: pygame.Surface, theme, box: pygame.Rect) -> None:
    """A taco seen from the side (a game's section: ¡Taco Fight!): lettuce and cream
    peeking over a marigold shell, outlined in ink like the other marks."""
    ink = theme.charcoal
    cx, top, radius = box.centerx, box.centery - 1, box.w // 2
    for dx, colour in ((-6, theme.lime), (0, theme.cream), (6, theme.lime)):
        paint.circle(canvas, colour, (cx + dx, top - 3), 4)
        paint.circle(canvas, ink, (cx + dx, top - 3), 4, 1)
    shell = [(round(cx + radius * math.cos(a)), round(top + radius * math.sin(a)))
             for a in (math.pi * i / 12 for i in range(13))]
    paint.polygon(canvas, theme.marigold, shell)
    paint.polygon(canvas, ink, shell, 2)


ICONS = {N_("Sound"): speaker, N_("Screen"): screen, N_("Motion and colour"): colours,
         N_("Bots and gamepads"): gamepad}
"""Each app section's mark, by its title's message (a game's section shows `taco`)."""
