"""Characters on a 96×96 logical canvas: customers, the VIP, the pickpocket, seat kinds."""

from __future__ import annotations

from tabletop.artgen import palette as P
from tabletop.artgen.canvas import Canvas, arc_points, star_points
from tabletop.artgen.draw_food import taco_shape
from tabletop.artgen.shapes import (
    bezier,
    eyes,
    half_disk,
    inked_circle,
    inked_poly,
    inked_rect,
    smile,
)


def _bust(c: Canvas, shirt: tuple[int, int, int], skin: tuple[int, int, int],
          hair: tuple[int, int, int] | None = P.HAIR, head_y: float = 40) -> None:
    """Shoulders and a round head."""
    shoulders = half_disk((48, 98), 38, 0, 180, ry=32)
    inked_poly(c, shirt, shoulders)
    inked_poly(c, skin, [(42, head_y + 14), (54, head_y + 14), (55, 72), (41, 72)])
    c.poly(P.shade(shirt, 0.8), [(38, 68), (58, 68), (48, 80)])
    inked_circle(c, skin, (48, head_y), 22)
    if hair:
        cap = arc_points((48, head_y), 23, 10, 170, 24)
        fringe = bezier((26, head_y - 2), (40, head_y - 10), (54, head_y - 12), 10) + bezier(
            (54, head_y - 12), (64, head_y - 8), (70, head_y - 2), 8)
        inked_poly(c, hair, cap + list(reversed(fringe))[1:])


def customer(c: Canvas) -> None:
    """A simple friendly person."""
    _bust(c, P.SKY, P.SKIN)
    eyes(c, (40, 44), (56, 44), 2.8)
    smile(c, (48, 50), 7, 2.0)
    c.ellipse((235, 120, 100, 150), (34, 52), 4, 2.4)
    c.ellipse((235, 120, 100, 150), (62, 52), 4, 2.4)


def player(c: Canvas) -> None:
    """A human seat."""
    _bust(c, P.MARIGOLD, P.SKIN_DEEP, hair=(40, 28, 24))
    eyes(c, (40, 44), (56, 44), 2.8)
    smile(c, (48, 50), 7, 2.0)


def bot(c: Canvas) -> None:
    """A computer seat: a friendly robot head."""
    c.line(P.INK, (48, 20), (48, 8), 4.5)
    c.line(P.STEEL_DARK, (48, 20), (48, 8), 2.2)
    inked_circle(c, P.CHILI, (48, 8), 4.5)
    inked_rect(c, P.STEEL_DARK, 8, 40, 12, 22, 4)
    inked_rect(c, P.STEEL_DARK, 76, 40, 12, 22, 4)
    inked_rect(c, P.STEEL, 16, 20, 64, 56, 14)
    inked_rect(c, P.FELT, 24, 30, 48, 26, 8)
    for x in (38, 58):
        c.circle(P.LIME, (x, 43), 6)
        c.circle(P.WHITE, (x - 2, 41), 2)
    inked_rect(c, P.STEEL_LIGHT, 32, 62, 32, 8, 3, 1.2)
    for x in range(38, 62, 6):
        c.line(P.STEEL_DARK, (x, 63), (x, 69), 1.2)
    inked_rect(c, P.STEEL_DARK, 30, 76, 36, 12, 4)


def vip(c: Canvas) -> None:
    """A taco customer in sunglasses with a gold star."""
    taco_shape(c, (48, 56), 40, seed=12, tilt=4)
    # sunglasses
    for x in (35, 61):
        lens = [(x - 11, 63), (x + 11, 63), (x + 9, 72), (x + 3, 75), (x - 7, 75), (x - 10, 71)]
        inked_poly(c, (30, 30, 40), lens, 1.4)
        c.line((120, 130, 160), (x - 6, 66), (x - 2, 66), 1.6)
    c.line(P.INK, (45, 65), (51, 65), 2.2)
    c.arc(P.INK, (50, 80), 5, 200, 320, 2.0)
    # star badge
    inked_poly(c, P.GOLD, star_points((78, 18), 16, 7, 5, 90))
    c.poly(P.GOLD_LIGHT, star_points((76, 16), 6, 2.8, 5, 90))


def pickpocket(c: Canvas) -> None:
    """A masked figure with a money bag."""
    _bust(c, (60, 60, 70), P.SKIN, hair=None)
    stripes = c.layer()
    for y in range(74, 96, 8):
        stripes.rect(P.CREAM, 0, y, 96, 3.5)
    mask_layer = c.layer()
    mask_layer.poly((255, 255, 255), half_disk((48, 98), 37, 0, 180, ry=31))
    stripes.clip_to(mask_layer)
    c.blit(stripes)
    # beanie
    hat = arc_points((48, 40), 23, 5, 175, 24)
    inked_poly(c, P.CHARCOAL, [*hat, (71, 34), (25, 34)])
    inked_rect(c, (70, 70, 80), 24, 30, 48, 8, 3)
    inked_circle(c, P.CHILI, (48, 15), 4.5)
    # bandit mask
    band = [(24, 39), (72, 39), (72, 50), (24, 50)]
    inked_poly(c, P.INK, band, 1.0)
    for x in (40, 56):
        c.ellipse(P.WHITE, (x, 44.5), 4.5, 3.2)
        c.circle(P.INK, (x + 1.4, 45), 1.8)
    c.polyline(P.INK, [(41, 56), (48, 58), (56, 54)], 2.0)
    # money bag
    bag = bezier((70, 66), (56, 94), (78, 94), 10) + bezier((78, 94), (100, 94), (86, 66), 10)
    inked_poly(c, (205, 170, 110), bag)
    inked_poly(c, (180, 140, 80), [(72, 62), (84, 62), (82, 68), (74, 68)], 1.2)
    c.text("$", 16, P.MONEY_DARK, (78, 84), bold=True)
