"""Things and symbols on a 96×96 logical canvas: money, dice faces, tasks, bonuses, tools."""

from __future__ import annotations

import math

import pygame

from tabletop.artgen import palette as P
from tabletop.artgen.canvas import Canvas, Point, arc_points, star_points
from tabletop.artgen.draw_food import drink as _cup
from tabletop.artgen.draw_food import fork as _fork
from tabletop.artgen.draw_food import taco_shape
from tabletop.artgen.shapes import (
    bezier,
    blob,
    half_disk,
    inked_circle,
    inked_ellipse,
    inked_poly,
    inked_rect,
    rotated,
    rounded_poly,
)

# -- dice symbols ------------------------------------------------------------------------------


def money(c: Canvas) -> None:
    """A green banknote with a $."""
    back = rotated([(10, 30), (86, 30), (86, 72), (10, 72)], (48, 51), 12)
    inked_poly(c, P.MONEY_DARK, back)
    note = rotated([(8, 26), (88, 26), (88, 70), (8, 70)], (48, 48), -4)
    inked_poly(c, P.MONEY, note)
    inner = rotated([(14, 31), (82, 31), (82, 65), (14, 65)], (48, 48), -4)
    c.poly(P.MONEY_DARK, inner, 1.4)
    inked_circle(c, P.MONEY_LIGHT, (48, 48), 15, 1.4)
    for x in (22, 74):
        c.circle(P.MONEY_LIGHT, rotated([(x, 48)], (48, 48), -4)[0], 5)
    _dollar(c, (48, 48), 22, P.MONEY_DARK)


def _dollar(c: Canvas, centre: tuple[float, float], size: float,
            colour: tuple[int, int, int]) -> None:
    """A drawn $ sign (font independent)."""
    cx, cy = centre
    h = size / 2
    w = size * 0.24
    path = (arc_points((cx, cy - h * 0.42), w, 30, 270, 14, ry=h * 0.4)
            + arc_points((cx, cy + h * 0.42), w, 90, -150, 14, ry=h * 0.4))
    c.polyline(colour, path, size * 0.13)
    c.line(colour, (cx, cy - h), (cx, cy + h), size * 0.1)


def coin(c: Canvas) -> None:
    """A gold coin."""
    inked_circle(c, P.GOLD_DARK, (52, 52), 36)
    inked_circle(c, P.GOLD, (46, 46), 36)
    c.circle(P.GOLD_DARK, (46, 46), 28, 2.0)
    c.arc(P.GOLD_LIGHT, (46, 46), 31, 100, 170, 3)
    _dollar(c, (46, 46), 34, P.GOLD_DARK)


def blank(c: Canvas) -> None:
    """A dashed empty square (no outline pass)."""
    x0, y0, x1, y1 = 14, 14, 82, 82
    segs = 5
    a: Point
    b: Point
    for side in range(4):
        for k in range(segs):
            t0 = (k + 0.18) / segs
            t1 = (k + 0.82) / segs
            if side == 0:
                a, b = (x0 + (x1 - x0) * t0, y0), (x0 + (x1 - x0) * t1, y0)
            elif side == 1:
                a, b = (x1, y0 + (y1 - y0) * t0), (x1, y0 + (y1 - y0) * t1)
            elif side == 2:
                a, b = (x1 - (x1 - x0) * t0, y1), (x1 - (x1 - x0) * t1, y1)
            else:
                a, b = (x0, y1 - (y1 - y0) * t0), (x0, y1 - (y1 - y0) * t1)
            c.line((*P.INK, 200), a, b, 4.5)


def _zed(c: Canvas, x: float, y: float, s: float) -> None:
    t = s * 0.26
    pts = [(x, y), (x + s, y), (x + s, y + t), (x + t * 1.3, y + s - t), (x + s, y + s - t),
           (x + s, y + s), (x, y + s), (x, y + s - t), (x + s - t * 1.3, y + t), (x, y + t)]
    inked_poly(c, P.SKY, pts)


def rest(c: Canvas) -> None:
    """Zzz."""
    _zed(c, 8, 52, 34)
    _zed(c, 44, 30, 24)
    _zed(c, 70, 12, 16)


def star(c: Canvas) -> None:
    """A gold popularity star."""
    inked_poly(c, P.GOLD, rounded_poly(star_points((48, 50), 42, 18, 5, 90), 3))
    c.poly(P.GOLD_LIGHT, star_points((42, 42), 12, 5, 5, 90))
    c.poly(P.GOLD_DARK, [(48, 50), (72, 84 - 6), (58, 62)])


def broken_star(c: Canvas) -> None:
    """A lost popularity star, cracked."""
    pts = star_points((48, 50), 42, 18, 5, 90)
    inked_poly(c, (200, 196, 186), rounded_poly(pts, 3))
    crack = [(46, 10), (52, 30), (42, 44), (54, 58), (46, 76), (50, 90)]
    c.polyline(P.INK, crack, 3.5)
    c.polyline(P.CHILI, crack, 1.5)


def fist(c: Canvas) -> None:
    """A raised fist seen from the front (smash)."""
    inked_rect(c, P.CHILI, 28, 78, 40, 14, 4)
    inked_rect(c, P.SKIN, 24, 40, 50, 44, 14)
    for i in range(4):
        x = 22 + i * 13
        inked_rect(c, P.SKIN, x, 22, 14.5, 26, 7)
        c.arc(P.SKIN_DARK, (x + 7.25, 40), 4, 200, 340, 1.3)
    thumb = rounded_poly([(16, 46), (56, 50), (58, 62), (18, 64)], 7)
    inked_poly(c, P.SKIN, thumb)
    c.line(P.SKIN_DARK, (46, 53), (52, 54), 1.3)
    for a0, r0, r1 in ((120, 36, 44), (90, 38, 46), (60, 36, 44)):
        ang = math.radians(a0)
        c.line(P.MARIGOLD, (48 + math.cos(ang) * r0, 50 - math.sin(ang) * r0),
               (48 + math.cos(ang) * r1, 50 - math.sin(ang) * r1), 3)


# -- bonus and task cards ----------------------------------------------------------------------


def _truck(c: Canvas, body: tuple[int, int, int], logo) -> None:
    inked_rect(c, body, 6, 22, 58, 48, 6)
    cab = [(64, 36), (80, 36), (90, 52), (90, 70), (64, 70)]
    inked_poly(c, P.shade(body, 0.85), cab)
    inked_poly(c, (200, 235, 250), [(68, 40), (78, 40), (85, 52), (68, 52)], 1.2)
    c.rect(P.INK, 4, 68, 88, 4)
    for x in (22, 74):
        inked_circle(c, (50, 50, 56), (x, 74), 10)
        c.circle(P.STEEL, (x, 74), 4)
    c.rect(P.CREAM, 12, 28, 46, 34, 5)
    logo(c)


def task_drinks_truck(c: Canvas) -> None:
    """Drinks delivery truck."""
    def logo(cv: Canvas) -> None:
        sub = Canvas(96, 96, cv.ss)
        _cup(sub)
        small = pygame.transform.smoothscale(sub.surface, (30 * cv.ss, 30 * cv.ss))
        cv.blit(small, (20, 30))

    _truck(c, P.SKY, logo)


def task_food_truck(c: Canvas) -> None:
    """Food delivery truck."""
    def logo(cv: Canvas) -> None:
        sub = Canvas(96, 96, cv.ss)
        taco_shape(sub, (48, 50), 40)
        small = pygame.transform.smoothscale(sub.surface, (34 * cv.ss, 34 * cv.ss))
        cv.blit(small, (18, 26))

    _truck(c, P.MARIGOLD, logo)


def task_trash(c: Canvas) -> None:
    """An overflowing trash bin."""
    for x, y, col in ((30, 20, P.LETTUCE), (52, 16, P.CREAM), (64, 22, P.TOMATO)):
        inked_circle(c, col, (x, y), 7, 1.3)
    peel = [(38, 24), (46, 8), (50, 10), (44, 24), (54, 12), (56, 16), (48, 26)]
    inked_poly(c, P.CHEESE, peel, 1.2)
    bin_ = [(18, 34), (78, 34), (72, 90), (24, 90)]
    inked_poly(c, (110, 140, 120), bin_)
    for x in (34, 48, 62):
        c.line((80, 110, 92), (x, 42), (x - (x - 48) * 0.15, 82), 3)
    inked_rect(c, (90, 120, 100), 12, 26, 72, 10, 4)
    inked_rect(c, (90, 120, 100), 40, 20, 16, 8, 3)
    for x in (12, 84):
        c.polyline((140, 160, 120), bezier((x, 64), (x - 6, 56), (x, 48)), 2)


def task_clean_kitchen(c: Canvas) -> None:
    """A bucket with suds and a mop."""
    c.line(P.INK, (70, 4), (50, 60), 7)
    c.line(P.WOOD, (70, 4), (50, 60), 4.2)
    for x, y, r in ((30, 36, 7), (42, 30, 9), (56, 36, 7), (64, 32, 5), (22, 30, 5)):
        inked_circle(c, (235, 248, 255), (x, y), r, 1.3)
    bucket = [(14, 40), (82, 40), (74, 88), (22, 88)]
    inked_poly(c, P.SKY, bucket)
    c.arc(P.INK, (48, 44), 30, 20, 160, 2.0)
    c.rect(P.shade(P.SKY, 0.8), 18, 52, 60, 5)
    c.rect(P.shade(P.SKY, 0.8), 21, 74, 54, 5)
    c.circle(P.WHITE, (38, 34), 2.5)


def bonus_cleaning(c: Canvas) -> None:
    """A broom."""
    c.line(P.INK, (80, 6), (46, 56), 7)
    c.line(P.WOOD, (80, 6), (46, 56), 4.2)
    head = rotated([(30, 52), (58, 52), (66, 88), (22, 88)], (46, 66), -34)
    inked_poly(c, P.CHEESE_DARK, head)
    for k in range(7):
        t = k / 6
        a = rotated([(32 + 24 * t, 60), (26 + 38 * t, 88)], (46, 66), -34)
        c.line(P.shade(P.CHEESE_DARK, 0.8), a[0], a[1], 1.4)
    band = rotated([(30, 52), (58, 52), (59, 60), (29, 60)], (46, 66), -34)
    inked_poly(c, P.CHILI, band, 1.3)
    for x, y in ((14, 30), (22, 18), (10, 80)):
        c.poly(P.WHITE, star_points((x, y), 6, 1.8, 4, 90))


def bonus_free_time(c: Canvas) -> None:
    """A palm tree and a hammock."""
    inked_circle(c, P.MARIGOLD, (76, 18), 12)
    inked_ellipse(c, P.SAND, (48, 84), 42, 9)
    trunk = bezier((30, 84), (22, 56), (36, 28), 14)
    c.polyline(P.INK, trunk, 8)
    c.polyline(P.WOOD, trunk, 5)
    for a in (150, 110, 60, 20, 200):
        leaf_end = (36 + math.cos(math.radians(a)) * 28, 28 - math.sin(math.radians(a)) * 16)
        mid = ((36 + leaf_end[0]) / 2, (28 + leaf_end[1]) / 2 - 10)
        pts = bezier((36, 28), mid, leaf_end, 10) + bezier(leaf_end, (mid[0], mid[1] + 12),
                                                           (36, 30), 10)
        inked_poly(c, P.LETTUCE, pts, 1.3)
    c.line(P.INK, (34, 60), (82, 56), 1.6)
    c.line(P.INK, (82, 56), (82, 84), 3.5)
    c.line(P.WOOD, (82, 56), (82, 84), 1.8)
    hammock = bezier((34, 60), (58, 80), (82, 56), 18)
    c.polyline(P.INK, hammock, 5.5)
    c.polyline(P.MAGENTA, hammock, 3)


def bonus_meal_voucher(c: Canvas) -> None:
    """A meal ticket."""
    ticket = rotated([(6, 28), (90, 28), (90, 44), (84, 48), (90, 52), (90, 68), (6, 68),
                      (6, 52), (12, 48), (6, 44)], (48, 48), 8)
    inked_poly(c, P.CREAM, ticket)
    for k in range(6):
        a = rotated([(66, 32 + k * 6.2), (66, 35 + k * 6.2)], (48, 48), 8)
        c.line(P.INK_SOFT, a[0], a[1], 1.4)
    sub = Canvas(96, 96, c.ss)
    taco_shape(sub, (48, 50), 40)
    small = pygame.transform.smoothscale(sub.surface, (22 * c.ss, 22 * c.ss))
    small = pygame.transform.rotate(small, 8)
    c.blit(small, (68, 34))
    sub2 = c.layer()
    sub2.text("FREE", 22, P.CHILI, (36, 48), bold=True)
    rot = pygame.transform.rotozoom(sub2.surface, 8, 1)
    r = rot.get_rect(center=(48 * c.ss, 48 * c.ss))
    c.surface.blit(rot, r)


def bonus_staff_key(c: Canvas) -> None:
    """A golden key with a tag."""
    inked_circle(c, P.GOLD, (30, 34), 20)
    inked_circle(c, P.CREAM, (30, 34), 7)
    shaft = rotated([(44, 30), (90, 30), (90, 40), (44, 40)], (30, 34), -35)
    inked_poly(c, P.GOLD, shaft)
    for x in (70, 82):
        bit = rotated([(x, 38), (x + 7, 38), (x + 7, 50), (x, 50)], (30, 34), -35)
        inked_poly(c, P.GOLD, bit)
    c.line(P.GOLD_LIGHT, (22, 22), (28, 18), 2.2)
    tag = [(4, 58), (26, 58), (30, 64), (26, 86), (4, 86)]
    c.line(P.INK, (14, 48), (16, 60), 1.6)
    inked_poly(c, P.SKY, tag)
    c.text("STAFF", 8, P.WHITE, (16, 72), bold=True)


def extra_grill(c: Canvas) -> None:
    """A kettle grill with flames."""
    for x, h in ((30, 22), (48, 28), (66, 20)):
        flame = [(x, 40 - h), (x + 8, 38 - h * 0.3), (x + 6, 44), (x - 6, 44),
                 (x - 8, 38 - h * 0.3)]
        inked_poly(c, P.MARIGOLD, flame, 1.3)
        c.poly(P.CHILI, [(x, 44 - h * 0.6), (x + 4, 40), (x - 4, 40)])
    for i in range(2):
        inked_rect(c, P.MEAT, 24 + i * 26, 36, 22, 9, 4.5, 1.3)
    inked_rect(c, (70, 70, 74), 8, 44, 80, 6, 2)
    bowl = half_disk((48, 50), 38, 180, 360, ry=28)
    inked_poly(c, (56, 56, 60), bowl)
    c.arc((110, 110, 118), (48, 50), 30, 200, 250, 3)
    for x0, x1 in ((30, 20), (66, 76)):
        c.line(P.INK, (x0, 70), (x1, 92), 5)
        c.line(P.STEEL_DARK, (x0, 70), (x1, 92), 2.6)


def extra_soda_fountain(c: Canvas) -> None:
    """A soda fountain machine."""
    inked_rect(c, P.CHILI, 12, 8, 72, 42, 8)
    inked_rect(c, P.CREAM, 18, 14, 60, 18, 4, 1.2)
    c.text("SODA", 13, P.CHILI, (48, 23), bold=True)
    for i, col in enumerate((P.LIME, P.MARIGOLD, P.SKY)):
        x = 26 + i * 22
        inked_rect(c, col, x - 6, 36, 12, 8, 2, 1.2)
        inked_rect(c, P.STEEL, x - 3, 50, 6, 8, 1, 1.2)
    inked_rect(c, (80, 80, 88), 10, 50, 76, 40, 4)
    inked_rect(c, P.STEEL, 14, 82, 68, 6, 2, 1.2)
    sub = Canvas(96, 96, c.ss)
    _cup(sub)
    small = pygame.transform.smoothscale(sub.surface, (28 * c.ss, 28 * c.ss))
    c.blit(small, (34, 56))


def extra_card_terminal(c: Canvas) -> None:
    """A card payment terminal with a card."""
    card = rotated([(30, 6), (74, 6), (74, 36), (30, 36)], (52, 21), -10)
    inked_poly(c, P.SKY, card)
    stripe = rotated([(30, 12), (74, 12), (74, 18), (30, 18)], (52, 21), -10)
    c.poly(P.INK, stripe)
    chipr = rotated([(36, 22), (46, 22), (46, 30), (36, 30)], (52, 21), -10)
    inked_poly(c, P.GOLD, chipr, 1.0)
    inked_rect(c, (70, 74, 84), 20, 24, 56, 68, 10)
    inked_rect(c, (160, 220, 170), 28, 32, 40, 18, 3, 1.3)
    c.text("$", 14, P.MONEY_DARK, (48, 41), bold=True)
    for row in range(3):
        for col in range(3):
            inked_rect(c, P.STEEL_LIGHT, 29 + col * 14, 56 + row * 10, 10, 7, 2, 1.0)
    inked_rect(c, P.LIME, 57, 56, 10, 7, 2, 1.0)


def inspection(c: Canvas) -> None:
    """A clipboard with a magnifier."""
    inked_rect(c, P.WOOD, 12, 10, 60, 80, 6)
    inked_rect(c, P.PAPER, 18, 20, 48, 64, 2, 1.2)
    inked_rect(c, P.STEEL, 30, 6, 24, 12, 4)
    for k in range(5):
        y = 32 + k * 10
        c.line(P.INK_SOFT, (32, y), (58, y), 1.8)
        c.polyline(P.LIME if k < 3 else P.CHILI,
                   [(22, y), (24, y + 3), (28, y - 3)] if k < 3 else [(22, y - 2), (27, y + 3)],
                   1.8)
    c.line(P.INK, (72, 72), (88, 90), 9)
    c.line(P.WOOD_DARK, (72, 72), (88, 90), 5.5)
    inked_circle(c, P.STEEL_DARK, (62, 60), 17)
    c.circle((200, 235, 250, 235), (62, 60), 12)
    c.arc(P.WHITE, (62, 60), 8, 100, 170, 2.4)


def prepaid(c: Canvas) -> None:
    """A paid receipt from the card terminal."""
    pts: list[Point] = [(20, 6), (76, 6), (76, 84)]
    for k in range(8):
        x = 76 - k * 7
        pts += [(x - 3.5, 90), (x - 7, 84)]
    pts += [(20, 84)]
    inked_poly(c, P.PAPER, pts)
    for k, w in enumerate((36, 28, 40, 24)):
        c.line(P.INK_SOFT, (28, 16 + k * 9), (28 + w, 16 + k * 9), 2)
    stamp = c.layer()
    stamp.rect(P.LIME, 20, 52, 56, 20, 4, 2.5)
    stamp.text("PAID", 16, P.LETTUCE_DARK, (48, 62), bold=True)
    rot = pygame.transform.rotozoom(stamp.surface, 12, 1)
    c.surface.blit(rot, rot.get_rect(center=(48 * c.ss, 62 * c.ss)))


def sink(c: Canvas) -> None:
    """A sink full of forks (Taco Fight's score)."""
    c.line(P.INK, (48, 30), (48, 8), 7)
    c.line(P.STEEL, (48, 30), (48, 8), 4)
    c.line(P.INK, (48, 10), (66, 10), 7)
    c.line(P.STEEL, (48, 10), (66, 10), 4)
    for x, a in ((30, 20), (46, -10), (62, -35)):
        _fork(c, (x, 40), a, 0.55)
    inked_rect(c, P.STEEL_DARK, 6, 50, 84, 10, 4)
    basin = [(10, 58), (86, 58), (78, 90), (18, 90)]
    inked_poly(c, P.STEEL, basin)
    c.line(P.STEEL_LIGHT, (18, 66), (78, 66), 2)
    for x, y in ((24, 44), (72, 40), (82, 50)):
        inked_circle(c, (220, 240, 255), (x, y), 4, 1.2)


def hourglass_icon(c: Canvas) -> None:
    """A sand timer."""
    glass = (bezier((26, 16), (26, 44), (46, 48), 12) + bezier((50, 48), (70, 44), (70, 16), 12))
    lower = (bezier((70, 80), (70, 52), (50, 48), 12) + bezier((46, 48), (26, 52), (26, 80), 12))
    inked_poly(c, (*P.GLASS, 255), glass)
    inked_poly(c, (*P.GLASS, 255), lower)
    c.poly(P.SAND, [(32, 30), (64, 30), (56, 40), (48, 46), (40, 40)])
    c.poly(P.SAND, [(30, 78), (66, 78), (60, 66), (48, 60), (36, 66)])
    c.line(P.SAND, (48, 46), (48, 70), 1.6)
    for y in (8, 80):
        inked_rect(c, P.WOOD, 16, y, 64, 9, 3)
    for x in (20, 76):
        c.line(P.INK, (x, 16), (x, 80), 4.5)
        c.line(P.WOOD_DARK, (x, 16), (x, 80), 2.2)


def pinata(c: Canvas) -> None:
    """A star piñata with streamers."""
    c.line(P.INK, (48, 4), (48, 24), 1.8)
    cols = [P.MAGENTA, P.MARIGOLD, P.TURQUOISE, P.LIME, P.CHILI, P.SKY, P.PURPLE]
    for i in range(7):
        a = math.radians(90 + i * 360 / 7)
        tip = (48 + math.cos(a) * 38, 54 - math.sin(a) * 38)
        base_l = (48 + math.cos(a + 0.38) * 17, 54 - math.sin(a + 0.38) * 17)
        base_r = (48 + math.cos(a - 0.38) * 17, 54 - math.sin(a - 0.38) * 17)
        inked_poly(c, cols[i], [base_l, tip, base_r])
        mid = ((base_l[0] + tip[0]) / 2, (base_l[1] + tip[1]) / 2)
        mid2 = ((base_r[0] + tip[0]) / 2, (base_r[1] + tip[1]) / 2)
        c.line(P.CREAM, mid, mid2, 2)
        for k in (-1, 0, 1):
            c.line(cols[(i + 2) % 7], tip, (tip[0] + k * 2.5, tip[1] + 7), 1.8)
    inked_circle(c, P.MAGENTA, (48, 54), 20)
    for r, col in ((16, P.MARIGOLD), (12, P.MAGENTA), (8, P.TURQUOISE)):
        c.circle(col, (48, 54), r)
    c.poly(P.CREAM, star_points((48, 54), 6, 2.5, 5))


def gift(c: Canvas) -> None:
    """A wrapped present (giving away a perfect taco)."""
    for side in (-1, 1):
        loop = rotated(blob((48 + side * 13, 20), 13, 0.0, 1, ry=8, steps=36),
                       (48 + side * 13, 20), -side * 25)
        inked_poly(c, P.MARIGOLD, loop, 1.5)
        c.ellipse(P.shade(P.MARIGOLD, 0.75), (48 + side * 11, 21), 5, 3)
    inked_rect(c, P.MAGENTA, 14, 40, 68, 48, 4)
    inked_rect(c, P.MAGENTA, 8, 28, 80, 16, 4)
    c.rect(P.MARIGOLD, 42, 29, 12, 58)
    c.rect(P.INK, 41, 29, 1.4, 58)
    c.rect(P.INK, 53.6, 29, 1.4, 58)
    c.rect(P.INK, 9, 43, 78, 1.6)
    inked_circle(c, P.MARIGOLD, (48, 26), 6)


def trophy(c: Canvas) -> None:
    """A winner's cup."""
    for side in (-1, 1):
        c.arc(P.INK, (48 + side * 26, 30), 12, 90 - side * 90 - 90, 90 - side * 90 + 90, 7)
        c.arc(P.GOLD_DARK, (48 + side * 26, 30), 12, 90 - side * 90 - 90, 90 - side * 90 + 90,
              3.5)
    cup = bezier((20, 12), (20, 60), (48, 62), 14) + bezier((48, 62), (76, 60), (76, 12), 14)
    inked_poly(c, P.GOLD, cup)
    c.poly(P.GOLD_LIGHT, [(28, 18), (34, 18), (36, 44), (30, 40)])
    inked_rect(c, P.GOLD_DARK, 42, 60, 12, 14, 2)
    inked_rect(c, P.WOOD, 26, 74, 44, 14, 3)
    inked_rect(c, P.GOLD_LIGHT, 36, 78, 24, 6, 1, 1.0)
    c.poly(P.CREAM, star_points((48, 34), 10, 4.5, 5))


def crown(c: Canvas) -> None:
    """A crown (the leader)."""
    pts = [(10, 78), (14, 26), (32, 50), (48, 16), (64, 50), (82, 26), (86, 78)]
    inked_poly(c, P.GOLD, pts)
    inked_rect(c, P.GOLD_DARK, 10, 70, 76, 12, 3)
    for x, y, col in ((14, 24, P.CHILI), (48, 14, P.SKY), (82, 24, P.CHILI)):
        inked_circle(c, col, (x, y), 5)
    for x, col in ((30, P.LIME), (48, P.CHILI), (66, P.LIME)):
        inked_circle(c, col, (x, 60), 4, 1.2)


def flame(c: Canvas) -> None:
    """A flame (a burned card)."""
    outer = bezier((48, 90), (6, 84), (22, 46), 12) + bezier((22, 46), (30, 58), (34, 52), 6) + \
        bezier((34, 52), (30, 20), (54, 4), 12) + bezier((54, 4), (52, 30), (70, 40), 10) + \
        bezier((70, 40), (72, 30), (68, 26), 6) + bezier((68, 26), (96, 60), (48, 90), 14)
    inked_poly(c, P.CHILI, outer)
    inner = bezier((48, 88), (24, 82), (34, 58), 10) + bezier((34, 58), (44, 66), (48, 40), 10) + \
        bezier((48, 40), (60, 56), (62, 60), 8) + bezier((62, 60), (72, 80), (48, 88), 10)
    c.poly(P.MARIGOLD, inner)
    c.poly(P.CHEESE_LIGHT, blob((48, 76), 8, 0.05, 3, ry=10))


def lock(c: Canvas) -> None:
    """A padlock (a locked die)."""
    c.arc(P.INK, (48, 40), 20, 0, 180, 13)
    c.arc(P.STEEL, (48, 40), 20, 0, 180, 8)
    c.line(P.INK, (28, 40), (28, 50), 13)
    c.line(P.STEEL, (28, 40), (28, 50), 8)
    c.line(P.INK, (68, 40), (68, 50), 13)
    c.line(P.STEEL, (68, 40), (68, 50), 8)
    inked_rect(c, P.GOLD, 16, 44, 64, 46, 8)
    inked_circle(c, P.INK, (48, 62), 6)
    c.poly(P.INK, [(45, 64), (51, 64), (53, 78), (43, 78)])


def dice(c: Canvas) -> None:
    """Two dice (a re-roll)."""
    for (x, y, a, col) in ((30, 52, 14, P.CREAM), (60, 40, -12, P.MARIGOLD)):
        sq = rotated(rounded_poly([(x - 20, y - 20), (x + 20, y - 20), (x + 20, y + 20),
                                   (x - 20, y + 20)], 7), (x, y), a)
        inked_poly(c, col, sq)
        for dx, dy in ((-9, -9), (9, 9), (0, 0), (9, -9), (-9, 9)):
            c.circle(P.INK, rotated([(x + dx, y + dy)], (x, y), a)[0], 3)


def clock(c: Canvas) -> None:
    """A wall clock (patience, overtime)."""
    inked_circle(c, P.CHILI, (48, 50), 40)
    inked_circle(c, P.PAPER, (48, 50), 32, 1.2)
    for k in range(12):
        a = math.radians(k * 30)
        r0 = 26 if k % 3 else 23
        c.line(P.INK, (48 + math.cos(a) * r0, 50 + math.sin(a) * r0),
               (48 + math.cos(a) * 29, 50 + math.sin(a) * 29), 2 if k % 3 else 3)
    c.line(P.INK, (48, 50), (48, 30), 3.5)
    c.line(P.INK, (48, 50), (62, 58), 3.5)
    c.circle(P.CHILI, (48, 50), 3)
    for x in (20, 76):
        inked_circle(c, P.CHILI, (x, 14), 8)


def door(c: Canvas) -> None:
    """An open door (a customer arrives)."""
    inked_rect(c, P.WOOD_DARK, 18, 8, 60, 84, 3)
    c.rect((40, 30, 24), 24, 14, 48, 78)
    leaf = [(24, 14), (50, 20), (50, 92), (24, 92)]
    inked_poly(c, P.WOOD, leaf)
    c.poly(P.WOOD_LIGHT, [(28, 22), (46, 26), (46, 50), (28, 48)])
    inked_circle(c, P.GOLD, (44, 58), 3, 1.2)


def task_alert(c: Canvas) -> None:
    """A task arriving: a clipboard with an exclamation mark."""
    inked_rect(c, P.SKY, 16, 10, 56, 80, 6)
    inked_rect(c, P.PAPER, 22, 20, 44, 64, 2, 1.2)
    inked_rect(c, P.STEEL, 32, 6, 24, 12, 4)
    inked_circle(c, P.CHILI, (70, 70), 20)
    c.rect(P.WHITE, 67, 56, 6, 18, 3)
    c.circle(P.WHITE, (70, 80), 3.2)
    for k in range(3):
        c.line(P.INK_SOFT, (28, 32 + k * 10), (58 - k * 8, 32 + k * 10), 2)


def welcome(c: Canvas) -> None:
    """A hanging 'welcome' sign: a heart between two stars on it, no word (a card reads the
    same in every language)."""
    c.polyline(P.INK, [(24, 34), (48, 8), (72, 34)], 1.8)
    inked_circle(c, P.STEEL, (48, 8), 3.5, 1.2)
    inked_rect(c, P.WOOD, 6, 32, 84, 40, 8)
    inked_rect(c, P.CREAM, 12, 38, 72, 28, 5, 1.2)
    for x in (41.5, 54.5):
        c.circle(P.MAGENTA, (x, 48), 7)
    c.poly(P.MAGENTA, [(35, 50.5), (61, 50.5), (48, 63)])
    for x in (24, 72):
        c.poly(P.GOLD, star_points((x, 52), 6, 2.6, 5))
    for x in (10, 86):
        c.poly(P.GOLD, star_points((x, 80), 6, 2.5, 5))


def plate_icon(c: Canvas) -> None:
    """A small plate (seen from above)."""
    draw_plate(c, (48, 48), 44)


def draw_plate(c: Canvas, centre: tuple[float, float], r: float) -> None:
    """A Talavera plate seen from above."""
    inked_circle(c, P.PAPER, centre, r)
    c.circle((232, 226, 214), centre, r * 0.72)
    c.circle(P.PAPER, centre, r * 0.68)
    ring = r * 0.86
    blue = (34, 82, 160)
    for k in range(16):
        a = 2 * math.pi * k / 16
        x, y = centre[0] + math.cos(a) * ring, centre[1] + math.sin(a) * ring
        if k % 2:
            c.circle(blue, (x, y), r * 0.06)
        else:
            leaf = rotated([(x - r * 0.09, y), (x, y - r * 0.05), (x + r * 0.09, y),
                            (x, y + r * 0.05)], (x, y), -math.degrees(a) + 90)
            c.poly(P.MARIGOLD, leaf)
    c.circle(blue, centre, r * 0.96, max(0.8, r * 0.025))
    c.circle(blue, centre, r * 0.76, max(0.8, r * 0.02))
    c.arc((255, 255, 255), centre, r * 0.5, 110, 160, max(1.0, r * 0.05))



