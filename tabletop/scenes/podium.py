"""The results screen's stage: the podium the seats' cards stand on (a plinth per place, the
winner's the tallest, its place said big on its front), the papel picado strung over a win,
and the confetti that falls while the scores count up (never with reduced motion)."""

from __future__ import annotations

import math
import random

import pygame

from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import text_in
from tabletop.ui.felt_finish import RIM
from tabletop.ui.theme import Colour

PLINTHS = (76, 66, 56, 46, 36)
"""Each place's plinth height, 1st first (a place past the fifth stands on the last), in even
steps, so the cards' tops make one clean staircase (steps of 20, 10 and 6 px read as cards
out of line): the fifth's still holds its word ("5th") at the small text size."""
PLINTH_INSET = 10
"""A plinth is this much narrower than its card on each side."""
LIP = 8
"""The lighter lip along a plinth's top."""
WORD_MARGIN = (16, 3)
"""A plinth's word keeps this much felt-free room to its front's sides and top and bottom
(a long "1.º empatado" shrinks rather than touch the block's edges)."""
FLAGS = 17
FLAGS_IN = RIM + 4
"""The string's first and last flags stand this far in from the screen's sides: clear of the
table's wooden edge (`felt_finish.RIM`)."""
"""The papel picado's flags across the screen."""
CONFETTI = 70
"""Pieces of confetti falling while the scores count up."""


def plinth_height(place: int) -> int:
    return PLINTHS[min(place, len(PLINTHS)) - 1]


def draw_plinth(canvas: pygame.Surface, ui: fonts.FontBook, theme, card: pygame.Rect,
                place: int, word: str) -> pygame.Rect:
    """The plinth under `card` for `place`, its word ("1st") on its front; its rect. Drawn
    after the card, its lip over the card's foot (the card stands in it, never over its top);
    the winner's word big, every other place's one size ("2nd" as big as "5th")."""
    height = plinth_height(place)
    block = pygame.Rect(card.x + PLINTH_INSET, card.bottom, card.w - 2 * PLINTH_INSET, height)
    first = place == 1
    face = theme.marigold if first else theme.cream_dark
    paint.rect(canvas, face, block, border_bottom_left_radius=8,
               border_bottom_right_radius=8)
    lip = pygame.Rect(block.x - 4, block.y - LIP // 2, block.w + 8, LIP)
    paint.rect(canvas, palette.GOLD if first else theme.cream, lip, border_radius=4)
    paint.rect(canvas, theme.charcoal, block, 2, border_bottom_left_radius=8,
               border_bottom_right_radius=8)
    paint.rect(canvas, theme.charcoal, lip, 2, border_radius=4)  # the lip in front of the card
    room = pygame.Rect(block.x, lip.bottom, block.w, block.bottom - lip.bottom)
    size = fonts.HEADING if first else fonts.BODY
    if room.h - 2 * WORD_MARGIN[1] >= fonts.MIN_TEXT:
        text_in(canvas, ui, word, size, theme.charcoal,
                room.inflate(-2 * WORD_MARGIN[0], -2 * WORD_MARGIN[1]))
    return block


def flag_colours(theme, accent: Colour) -> tuple[Colour, ...]:
    return (accent, theme.marigold, theme.lime, theme.magenta, theme.sky, theme.chili)


def draw_papel_picado(canvas: pygame.Surface, theme, accent: Colour, top: int = 2) -> None:
    """A string of cut-paper flags across the top of the screen, in the game's colour and the
    fiesta's, each with a little diamond cut out of it."""
    width = canvas.get_width()
    colours = flag_colours(theme, accent)
    span = (width - 2 * FLAGS_IN) / FLAGS  # every flag whole inside the table's wooden edge
    sag = 6

    def string_y(x: float) -> float:
        return top + sag * math.sin(math.pi * x / width)

    paint.line(canvas, theme.cream_dark, (0, round(string_y(0))), (width, round(string_y(0))),
               2)
    for index in range(FLAGS):
        x = FLAGS_IN + index * span + 6
        y = round(string_y(x + span / 2))
        w = span - 12
        flag = pygame.Rect(round(x), y, round(w), 26)
        points = [flag.topleft, flag.topright, flag.bottomright,
                  (flag.right - w / 4, flag.bottom - 6), (flag.centerx, flag.bottom),
                  (flag.x + w / 4, flag.bottom - 6), flag.bottomleft]
        paint.polygon(canvas, colours[index % len(colours)], points)
        cx, cy = flag.centerx, flag.y + 11
        paint.polygon(canvas, theme.felt_dark, [(cx, cy - 6), (cx + 6, cy), (cx, cy + 6),
                                                (cx - 6, cy)])


def draw_confetti(canvas: pygame.Surface, theme, accent: Colour, seconds: float,
                  lasts: float, seed: int) -> None:
    """The confetti `seconds` into its fall of `lasts` seconds: the same pieces for the same
    seed, fading out over the last third."""
    if lasts <= 0 or not 0 <= seconds < lasts:
        return
    pieces = random.Random(seed)
    colours = flag_colours(theme, accent)
    fade = min(1.0, 3 * (1 - seconds / lasts))
    for _ in range(CONFETTI):
        x0 = pieces.uniform(0, canvas.get_width())
        start = pieces.uniform(-200, 120)
        speed = pieces.uniform(260, 520)
        sway = pieces.uniform(8, 24)
        phase = pieces.uniform(0, math.tau)
        colour = colours[pieces.randrange(len(colours))]
        kept = pieces.random() < fade
        y = start + speed * seconds
        if y > canvas.get_height() or not kept:
            continue
        x = x0 + sway * math.sin(phase + 5 * seconds)
        turn = abs(math.cos(phase + 7 * seconds))
        piece = pygame.Rect(0, 0, max(2, round(10 * turn)), 6)
        piece.center = (round(x), round(y))
        paint.rect(canvas, colour, piece)
