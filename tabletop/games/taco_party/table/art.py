"""Taco Party's art (drawn by `python -m tabletop.tools.art`, never by the app): the card back,
papel picado chevrons and dots in the game's accent; and every outfit's and topper's own
picture on a 96×96 logical canvas, by card key (`sprites`: sprites/taco_party/<file name>.png,
the file name the table's `faces.file_name` makes of the key), so a Top Hat looks like a top hat
and a Tutu like a tutu."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from tabletop.artgen import draw_food as F
from tabletop.artgen import draw_objects as O
from tabletop.artgen import palette as P
from tabletop.artgen.canvas import DETAIL, Canvas, Point, arc_points, star_points
from tabletop.artgen.draw_cards import CARD_H, CARD_W, RGB
from tabletop.artgen.draw_cards import card_back as drawn_back
from tabletop.artgen.shapes import (
    LINE,
    bezier,
    blob,
    inked_circle,
    inked_ellipse,
    inked_poly,
    inked_rect,
)
from tabletop.games.taco_party.spec import SPEC
from tabletop.games.taco_party.table.faces import file_name


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


# --- the outfits' and toppers' pictures -----------------------------------------------------
Draw = Callable[[Canvas], None]
BLACK = (52, 48, 56)
BLACK_SHINE = (92, 88, 100)
NAVY = (40, 64, 120)
PINK = (240, 120, 170)
PINK_LIGHT = (252, 190, 214)
BROWN = (150, 96, 52)
BROWN_DARK = (108, 66, 34)


# --- outfits ----------------------------------------------------------------------------------
def _torso(c: Canvas, colour: tuple[int, int, int], neck: float = 12) -> list[Point]:
    """A shirt-shaped body with short sleeves (shared by the jackets and tops)."""
    pts: list[Point] = [(48 - neck, 14), (18, 22), (6, 44), (18, 50), (22, 40), (22, 86),
                        (74, 86), (74, 40), (78, 50), (90, 44), (78, 22), (48 + neck, 14)]
    inked_poly(c, colour, pts)
    return pts


def mariachi_suit(c: Canvas) -> None:
    """A short black bolero with gold trim over a white shirt and a red bow."""
    inked_poly(c, P.WHITE, [(36, 16), (60, 16), (66, 86), (30, 86)])
    for side in (-1, 1):
        jacket = [(48 + side * 10, 14), (48 + side * 30, 22), (48 + side * 42, 44),
                  (48 + side * 30, 50), (48 + side * 26, 40), (48 + side * 26, 66),
                  (48 + side * 8, 60)]
        inked_poly(c, BLACK, jacket)
        c.polyline(P.GOLD, [(48 + side * 9, 18), (48 + side * 9, 58), (48 + side * 24, 64)], 2.4)
        for y in (30, 42, 54):
            inked_circle(c, P.GOLD, (48 + side * 16, y), 2.4, 1.0)
    inked_rect(c, BLACK, 28, 74, 40, 12, 3)
    inked_poly(c, P.CHILI, [(36, 16), (48, 22), (36, 28)], 1.2)
    inked_poly(c, P.CHILI, [(60, 16), (48, 22), (60, 28)], 1.2)
    inked_circle(c, P.CHILI, (48, 22), 3.2, 1.2)


def lucha_mask(c: Canvas) -> None:
    """A wrestler's mask: a coloured hood with flame trim round white-rimmed eyes."""
    head = blob((48, 50), 34, 0.0, 1, ry=40)
    inked_poly(c, P.SKY, head)
    c.poly(P.CHILI, [(48, 10), (58, 30), (48, 44), (38, 30)])
    for side in (-1, 1):
        rim = [(48 + side * 6, 44), (48 + side * 30, 36), (48 + side * 28, 56), (48 + side * 8, 58)]
        inked_poly(c, P.WHITE, rim)
        inked_ellipse(c, BLACK, (48 + side * 17, 49), 7, 4.5, 1.0)
        c.polyline(P.MARIGOLD, [(48 + side * 28, 60), (48 + side * 22, 70), (48 + side * 12, 66)],
                   2.4)
    inked_ellipse(c, P.CHILI, (48, 74), 10, 5, 1.2)
    c.line(P.INK, (40, 74), (56, 74), LINE)


def party_dress(c: Canvas) -> None:
    """A pink dress with a bow at the waist, a flared polka-dot skirt."""
    top = [(38, 12), (44, 12), (48, 18), (52, 12), (58, 12), (62, 44), (34, 44)]
    inked_poly(c, PINK, top)
    skirt = [(34, 44), (62, 44), (88, 86)] + arc_points((48, 78), 40, 350, 190, 20, ry=10)
    inked_poly(c, PINK, skirt)
    for x, y in ((36, 60), (56, 58), (46, 72), (66, 74), (26, 76), (48, 56)):
        c.circle(PINK_LIGHT, (x, y), 2.6)
    inked_rect(c, P.MAGENTA, 33, 40, 30, 7, 2, 1.2)
    inked_poly(c, P.MAGENTA, [(48, 43), (36, 36), (36, 50)], 1.2)
    inked_poly(c, P.MAGENTA, [(48, 43), (60, 36), (60, 50)], 1.2)


def superhero_cape(c: Canvas) -> None:
    """A flowing red cape with a gold collar and a star clasp."""
    cape = [(30, 14), (66, 14)] + bezier((66, 14), (76, 50), (92, 86), 12) + [
        (74, 80), (60, 88), (48, 80), (36, 88), (22, 80)] + bezier((4, 86), (20, 50), (30, 14), 12)
    inked_poly(c, P.CHILI, cape)
    c.polyline(shade(P.CHILI, 0.75), [(40, 26), (34, 80)], 2.0)
    c.polyline(shade(P.CHILI, 0.75), [(56, 26), (62, 80)], 2.0)
    inked_poly(c, P.GOLD, [(26, 10), (70, 10), (66, 22), (30, 22)])
    c.poly(P.INK, star_points((48, 18), 11, 4.6, 5, 90))
    c.poly(P.MARIGOLD, star_points((48, 18), 9, 3.6, 5, 90))


def shade(colour: tuple, factor: float) -> tuple[int, int, int]:
    return (int(colour[0] * factor), int(colour[1] * factor), int(colour[2] * factor))


def tuxedo(c: Canvas) -> None:
    """A black jacket with satin lapels, a white shirt front and a black bow tie."""
    _torso(c, BLACK)
    inked_poly(c, P.WHITE, [(38, 14), (58, 14), (48, 62)])
    for side in (-1, 1):
        c.poly(BLACK_SHINE, [(48 + side * 10, 14), (48 + side * 4, 58), (48 + side * 16, 36)])
    inked_poly(c, BLACK, [(48, 22), (38, 16), (38, 28)], 1.0)
    inked_poly(c, BLACK, [(48, 22), (58, 16), (58, 28)], 1.0)
    for y in (40, 50):
        c.circle(P.INK, (48, y), 1.6)
    c.line(P.WHITE, (62, 34), (70, 34), 2.2)


def sailor_suit(c: Canvas) -> None:
    """A white top with a navy square collar, stripes and a red neckerchief."""
    _torso(c, P.WHITE)
    inked_poly(c, NAVY, [(30, 14), (66, 14), (70, 36), (48, 52), (26, 36)])
    c.poly(P.WHITE, [(38, 14), (58, 14), (48, 40)])
    c.polyline(P.WHITE, [(30, 32), (48, 46), (66, 32)], 1.6)
    inked_poly(c, P.CHILI, [(48, 40), (56, 60), (48, 56), (40, 60)], 1.2)
    for y in (70, 78):
        c.line(NAVY, (24, y), (72, y), 2.4)


def tutu(c: Canvas) -> None:
    """A pink ballet tutu: a small bodice over ruffled layers of tulle."""
    inked_poly(c, PINK, [(38, 14), (58, 14), (60, 44), (36, 44)])
    c.line(P.WHITE, (42, 14), (42, 8), 2.0)
    c.line(P.WHITE, (54, 14), (54, 8), 2.0)
    for layer, (ry, colour) in enumerate(((20, PINK_LIGHT), (16, PINK), (12, PINK_LIGHT))):
        y = 58 + layer * 2
        frill = blob((48, y), 44 - layer * 6, 0.08, 14, ry=ry)
        inked_poly(c, colour, frill)
    inked_rect(c, P.MAGENTA, 34, 42, 28, 7, 2, 1.2)
    for x in (28, 40, 56, 68):
        c.circle(P.WHITE, (x, 58), 1.6)


# --- toppers ----------------------------------------------------------------------------------
def tiny_hat(c: Canvas) -> None:
    """A little bowler with a feather, perched on a tortilla's edge (tiny beside it)."""
    inked_poly(c, P.SHELL, arc_points((48, 70), 44, 180, 360, 30, ry=20) + [(92, 70)])
    inked_ellipse(c, BROWN_DARK, (48, 58), 30, 8)
    dome = arc_points((48, 56), 20, 0, 180, 20) + [(68, 56)]
    inked_poly(c, BROWN, dome)
    inked_rect(c, P.CHILI, 28, 47, 40, 7, 0, 1.2)
    feather = bezier((62, 48), (78, 30), (80, 10), 10)
    c.polyline(P.INK, feather, 6.0)
    c.polyline(P.LIME, feather, 3.6)


def party_hat(c: Canvas) -> None:
    """A striped paper cone with a pompom."""
    cone = [(48, 14), (76, 84), (20, 84)]
    inked_poly(c, P.SKY, cone)
    for i, colour in enumerate((P.MARIGOLD, P.MAGENTA, P.LIME)):
        y = 34 + i * 16

        def half(at: float) -> float:
            return (at - 14) * 28 / 70

        c.poly(colour, [(48 - half(y), y), (48 + half(y), y), (48 + half(y + 7), y + 7),
                        (48 - half(y + 7), y + 7)])
    c.poly(P.INK, cone, LINE)
    for x in (26, 38, 50, 62, 72):
        c.circle(P.CREAM, (x, 84), 3)
    inked_circle(c, P.MAGENTA, (48, 12), 7)


def cowboy_hat(c: Canvas) -> None:
    """A brown hat with a pinched crown and a brim curled up at both sides."""
    brim = bezier((4, 48), (20, 76), (48, 74), 12) + bezier((48, 74), (76, 76), (92, 48), 12) + \
        bezier((92, 48), (76, 62), (48, 62), 12) + bezier((48, 62), (20, 62), (4, 48), 12)
    inked_poly(c, BROWN, brim)
    crown = [(26, 62), (28, 26), (40, 20), (48, 28), (56, 20), (68, 26), (70, 62)]
    inked_poly(c, BROWN, crown)
    inked_poly(c, BROWN_DARK, [(27, 50), (69, 50), (70, 60), (26, 60)], 1.2)
    c.line(BROWN_DARK, (48, 30), (48, 46), 2.0)
    inked_circle(c, P.GOLD, (38, 55), 3, 1.0)


def chefs_hat(c: Canvas) -> None:
    """A tall white toque: a puffed top over a pleated band."""
    for x, y, r in ((28, 40, 16), (68, 40, 16), (48, 30, 20), (38, 48, 14), (58, 48, 14)):
        inked_circle(c, P.WHITE, (x, y), r)
    for x, y, r in ((28, 40, 15), (68, 40, 15), (48, 30, 19), (38, 48, 13), (58, 48, 13)):
        c.circle(P.WHITE, (x, y), r)
    inked_rect(c, P.WHITE, 26, 54, 44, 30, 3)
    for x in (36, 48, 60):
        c.line(P.CREAM_DARK, (x, 58), (x, 80), 1.6)


def top_hat(c: Canvas) -> None:
    """A tall black silk hat with a red band and a wide brim."""
    inked_ellipse(c, BLACK, (48, 80), 40, 8)
    inked_rect(c, BLACK, 24, 12, 48, 68, 3)
    c.rect(BLACK_SHINE, 30, 16, 6, 50, 2)
    inked_rect(c, P.CHILI, 24, 62, 48, 10, 0, 1.2)
    inked_ellipse(c, BLACK_SHINE, (48, 13), 24, 4, 1.2)


def flower_crown(c: Canvas) -> None:
    """A green wreath of leaves with pink, gold and white flowers."""
    ring = arc_points((48, 54), 38, 0, 360, 48, ry=22)
    c.polyline(P.INK, ring, 9)
    c.polyline(P.LETTUCE_DARK, ring, 6)
    for i in range(12):
        a = i * 30 + 15
        x, y = arc_points((48, 54), 38, a, a, 1, ry=22)[0]
        inked_ellipse(c, P.LETTUCE, (x, y - 4), 5, 3, 1.0)
    for a, colour in ((90, P.MAGENTA), (150, P.GOLD), (30, P.GOLD), (200, P.WHITE),
                      (340, P.WHITE), (250, PINK), (290, PINK)):
        x, y = arc_points((48, 54), 38, a, a, 1, ry=22)[0]
        for k in range(5):
            px, py = arc_points((x, y), 5, k * 72, k * 72, 1)[0]
            inked_circle(c, colour, (px, py), 4, 1.0)
        c.circle(P.MARIGOLD if colour != P.GOLD else P.CHILI, (x, y), 3)


PICTURES: tuple[tuple[str, Draw], ...] = (
    ("poncho", F.outfit),
    ("mariachi-suit", mariachi_suit),
    ("lucha-mask", lucha_mask),
    ("party-dress", party_dress),
    ("superhero-cape", superhero_cape),
    ("tuxedo", tuxedo),
    ("sailor-suit", sailor_suit),
    ("tutu", tutu),
    ("tiny-hat", tiny_hat),
    ("sombrero", F.topper),
    ("party-hat", party_hat),
    ("crown", O.crown),
    ("cowboy-hat", cowboy_hat),
    ("chefs-hat", chefs_hat),
    ("top-hat", top_hat),
    ("flower-crown", flower_crown),
)
"""Every outfit's and topper's picture, by card key."""


def picture(key: str) -> pygame.Surface:
    """The card's picture: an ink-outlined sticker like every icon, stored at DETAIL size."""
    from tabletop.artgen.draw_icons import ICON_SIZE, IconSpec, render_canvas

    draw = dict(PICTURES)[key]
    return render_canvas(IconSpec(draw)).result((ICON_SIZE * DETAIL, ICON_SIZE * DETAIL))


def sprites() -> list[tuple[str, Callable[[], pygame.Surface]]]:
    """(path under sprites/, maker) of every picture, for the art generator."""
    return [(f"taco_party/{file_name(key)}.png", partial(picture, key)) for key, _ in PICTURES]
