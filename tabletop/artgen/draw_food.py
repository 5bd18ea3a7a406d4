"""Food illustrations on a 96×96 logical canvas: ingredients and the taco family."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from tabletop.artgen import palette as P
from tabletop.artgen.canvas import Canvas, Point, arc_points, soft_blur, star_points
from tabletop.artgen.shapes import (
    LINE,
    bezier,
    blob,
    eyes,
    half_disk,
    inked_circle,
    inked_ellipse,
    inked_poly,
    moved,
    rotated,
    smile,
    speckles,
)

# -- ingredients ---------------------------------------------------------------------------------


def tortilla(c: Canvas) -> None:
    """A cream half-moon with darker speckles."""
    outer = half_disk((48, 34), 42, 180, 360, ry=44)
    outer = rotated(outer, (48, 56), -8)
    inked_poly(c, P.TORTILLA, outer)
    inner = rotated(half_disk((48, 36), 34, 190, 350, ry=35), (48, 56), -8)
    c.polyline(P.TORTILLA_DARK, inner, 1.4)
    speckles(c, P.TORTILLA_SPECK, outer, 26, seed=11, r=(0.9, 1.9))
    speckles(c, P.TORTILLA_DARK, outer, 14, seed=12, r=(1.5, 2.6))
    c.polyline(P.INK, [outer[0], outer[-1]], LINE)


def _leaf(c: Canvas, centre: tuple[float, float], r: float, ry: float, angle: float,
          body: tuple[int, int, int], light: tuple[int, int, int], seed: int) -> None:
    shape = rotated(blob(centre, r, 0.09, 9, phase=seed, ry=ry), centre, angle)
    inked_poly(c, body, shape)
    inner = rotated(blob(centre, r * 0.72, 0.08, 9, phase=seed + 1, ry=ry * 0.65), centre, angle)
    c.poly(light, inner)
    # veins
    cx, cy = centre
    a = math.radians(angle)
    dx, dy = math.cos(a), -math.sin(a)
    start = (cx - dx * r * 0.8, cy - dy * r * 0.8)
    end = (cx + dx * r * 0.8, cy + dy * r * 0.8)
    c.line(body, start, end, 1.8)
    for k in (-0.45, -0.1, 0.25, 0.55):
        bx, by = cx + dx * r * k, cy + dy * r * k
        for side in (-1, 1):
            nx, ny = -dy * side, dx * side
            c.line(body, (bx, by), (bx + dx * r * 0.22 + nx * ry * 0.55,
                                    by + dy * r * 0.22 + ny * ry * 0.55), 1.2)


def lettuce(c: Canvas) -> None:
    """Green ruffled leaves."""
    _leaf(c, (42, 42), 34, 22, 25, P.LETTUCE_DARK, P.LETTUCE, 1)
    _leaf(c, (54, 58), 34, 22, -12, P.LETTUCE, P.LETTUCE_LIGHT, 3)


def _chunk(c: Canvas, centre: tuple[float, float], r: float, seed: int) -> None:
    rng = random.Random(seed)
    pts = []
    n = 7
    for i in range(n):
        a = 2 * math.pi * i / n + rng.uniform(-0.2, 0.2)
        rr = r * rng.uniform(0.78, 1.08)
        pts.append((centre[0] + math.cos(a) * rr, centre[1] + math.sin(a) * rr * 0.85))
    from tabletop.artgen.shapes import rounded_poly

    body = rounded_poly(pts, r * 0.45)
    inked_poly(c, P.MEAT, body)
    c.poly(P.MEAT_DARK, [(x, y + r * 0.35) for x, y in body][len(body) // 6: len(body) // 2])
    c.ellipse(P.MEAT_LIGHT, (centre[0] - r * 0.25, centre[1] - r * 0.3), r * 0.38, r * 0.2)
    # sear lines
    for k in (-0.3, 0.2):
        c.line(P.MEAT_DARK, (centre[0] - r * 0.5, centre[1] + r * k + 3),
               (centre[0] + r * 0.1, centre[1] + r * k + 5), 1.3)


def meat(c: Canvas) -> None:
    """Brown chunks in a little pile."""
    _chunk(c, (30, 62), 15, 1)
    _chunk(c, (62, 64), 16, 2)
    _chunk(c, (46, 40), 15, 3)
    _chunk(c, (70, 38), 11, 4)
    _chunk(c, (24, 36), 10, 5)


def _cube(c: Canvas, x: float, y: float, s: float) -> None:
    """An isometric cube whose top-front corner sits at (x, y)."""
    h = s * 0.5
    top = [(x, y - h), (x + s, y), (x, y + h), (x - s, y)]
    left = [(x - s, y), (x, y + h), (x, y + h + s * 1.05), (x - s, y + s * 1.05)]
    right = [(x, y + h), (x + s, y), (x + s, y + s * 1.05), (x, y + h + s * 1.05)]
    inked_poly(c, P.CHEESE_LIGHT, top)
    inked_poly(c, P.CHEESE, left)
    inked_poly(c, P.CHEESE_DARK, right)
    c.circle(P.CHEESE_DARK, (x - s * 0.45, y + h + s * 0.35), s * 0.14)
    c.circle(P.CHEESE, (x + s * 0.55, y + h + s * 0.2), s * 0.12)


def cheese(c: Canvas) -> None:
    """Yellow cubes."""
    _cube(c, 30, 50, 17)
    _cube(c, 66, 50, 17)
    _cube(c, 48, 30, 17)


def _tomato_slice(c: Canvas, centre: tuple[float, float], r: float) -> None:
    inked_circle(c, P.TOMATO, centre, r)
    c.circle(P.TOMATO_DARK, centre, r * 0.84)
    c.circle((242, 96, 74), centre, r * 0.78)
    cx, cy = centre
    for i in range(4):
        a = math.radians(45 + i * 90)
        ex, ey = cx + math.cos(a) * r * 0.44, cy + math.sin(a) * r * 0.44
        c.ellipse((214, 52, 38), (ex, ey), r * 0.24, r * 0.24)
        for k in (-1, 1):
            c.ellipse(P.TOMATO_SEED, (ex + math.cos(a + 1.2 * k) * r * 0.1,
                                      ey + math.sin(a + 1.2 * k) * r * 0.1), r * 0.07, r * 0.1)
    c.circle((250, 130, 110), centre, r * 0.13)


def tomato(c: Canvas) -> None:
    """Red slices with seeds."""
    _tomato_slice(c, (36, 38), 24)
    _tomato_slice(c, (60, 60), 26)


def guacamole(c: Canvas) -> None:
    """A green mound in a stone bowl, a chip stuck in."""
    chip = [(60, 14), (80, 34), (58, 42)]
    inked_poly(c, P.SHELL, chip)
    mound = blob((48, 50), 34, 0.06, 7, ry=20)
    mound = [(x, min(y, 56)) for x, y in mound]
    inked_poly(c, P.GUAC, mound)
    c.poly(P.GUAC_LIGHT, blob((40, 42), 14, 0.1, 5, ry=6))
    for x, y in ((30, 48), (54, 38), (62, 50), (44, 52)):
        c.circle(P.GUAC_DARK, (x, y), 1.6)
    c.circle(P.TOMATO, (58, 44), 2.4)
    c.circle(P.TOMATO, (34, 42), 2.0)
    bowl = half_disk((48, 56), 38, 180, 360, ry=26)
    inked_poly(c, (110, 104, 98), bowl)
    c.poly((140, 132, 124), half_disk((46, 56), 30, 190, 300, ry=16))
    speckles(c, (86, 80, 76), bowl, 18, seed=4)
    c.rect(P.INK, 10, 55, 76, LINE)
    for x in (30, 66):
        inked_poly(c, (96, 90, 84), [(x - 6, 78), (x + 6, 78), (x + 8, 88), (x - 8, 88)])


def salsa(c: Canvas) -> None:
    """A jar of chunky red salsa."""
    body = [(22, 30), (74, 30), (78, 40), (78, 82), (72, 88), (24, 88), (18, 82), (18, 40)]
    inked_poly(c, (236, 228, 220), body)
    fill = [(21, 44), (75, 44), (75, 81), (70, 85), (26, 85), (21, 81)]
    c.poly(P.SAUCE, fill)
    rng = random.Random(7)
    for _ in range(16):
        x, y = rng.uniform(26, 70), rng.uniform(48, 82)
        col = rng.choice([P.TOMATO, P.SAUCE_DARK, P.LETTUCE, P.ONION_LIGHT, P.TOMATO])
        c.circle(col, (x, y), rng.uniform(1.6, 3.2))
    c.rect((255, 255, 255), 24, 46, 5, 30, 2)
    inked_poly(c, P.CREAM, [(26, 52), (70, 52), (70, 70), (26, 70)])
    c.text("SALSA", 11, P.SAUCE_DARK, (48, 61), bold=True)
    lid = [(20, 18), (76, 18), (78, 30), (18, 30)]
    inked_poly(c, P.LIME, lid)
    for x in range(26, 74, 7):
        c.line(P.LETTUCE_DARK, (x, 21), (x, 27), 1.4)


def hot_sauce(c: Canvas) -> None:
    """A tall red bottle with a flame label."""
    body = [(34, 36), (62, 36), (68, 46), (68, 86), (64, 90), (32, 90), (28, 86), (28, 46)]
    neck = [(40, 18), (56, 18), (56, 36), (40, 36)]
    inked_poly(c, P.SAUCE, neck)
    inked_poly(c, P.SAUCE, body)
    cap = [(38, 6), (58, 6), (58, 20), (38, 20)]
    inked_poly(c, P.LETTUCE_DARK, cap)
    c.line(P.LETTUCE, (42, 10), (42, 16), 2)
    c.rect((240, 90, 90), 32, 48, 4, 34, 2)
    label = [(30, 54), (66, 54), (66, 80), (30, 80)]
    inked_poly(c, P.CREAM, label)
    flame = [(48, 58), (55, 66), (56, 72), (52, 77), (44, 77), (40, 72), (41, 66), (45, 69)]
    inked_poly(c, P.MARIGOLD, flame, 1.2)
    c.poly(P.CHILI, [(48, 66), (52, 71), (50, 75), (46, 75), (44, 72)])


def onion(c: Canvas) -> None:
    """Purple onion rings."""
    inked_circle(c, P.ONION, (40, 46), 30)
    cols = [P.ONION_LIGHT, P.ONION, P.ONION_LIGHT, P.ONION, P.ONION_LIGHT]
    for i, col in enumerate(cols):
        c.circle(col, (40, 46), 26 - i * 5)
    c.circle((250, 236, 248), (40, 46), 3)
    # a loose ring
    c.ellipse(P.INK, (70, 70), 19 + LINE, 13 + LINE)
    c.ellipse(P.ONION, (70, 70), 19 - LINE / 2, 13 - LINE / 2)
    c.ellipse(P.ONION_LIGHT, (70, 70), 15.5, 10)
    c.ellipse(P.INK, (70, 70), 13 + LINE / 2, 8 + LINE / 2)
    c.ellipse((0, 0, 0, 0), (70, 70), 13 - LINE / 2, 8 - LINE / 2)
    # transparent hole (ellipse with alpha 0 does not erase: cut it out explicitly)
    hole = Canvas(c.width, c.height, c.ss)
    hole.ellipse((255, 255, 255, 255), (70, 70), 13 - LINE / 2, 8 - LINE / 2)
    import pygame

    cut = pygame.mask.from_surface(hole.surface).to_surface(
        setcolor=(255, 255, 255, 0), unsetcolor=(255, 255, 255, 255))
    c.surface.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def fork(c: Canvas, centre: tuple[float, float] = (48, 48), angle: float = -35,
             scale: float = 1.0) -> None:
    """A grey fork, tilted."""
    def t(pts: Sequence[Point]) -> list[Point]:
        moved = [(centre[0] + (x - 48) * scale, centre[1] + (y - 48) * scale) for x, y in pts]
        return rotated(moved, centre, angle)

    handle = [(44, 46), (52, 46), (54, 90), (50, 94), (46, 94), (42, 90)]
    head = [(34, 10), (38, 10), (38, 30), (41, 30), (41, 10), (45, 10), (45, 30), (51, 30),
            (51, 10), (55, 10), (55, 30), (58, 30), (58, 10), (62, 10), (62, 34), (58, 44),
            (52, 50), (44, 50), (38, 44), (34, 34)]
    inked_poly(c, P.STEEL, t(handle))
    inked_poly(c, P.STEEL, t(head))
    c.poly(P.STEEL_LIGHT, t([(46, 56), (49, 56), (50, 86), (47, 86)]))
    c.poly(P.STEEL_DARK, t([(38, 36), (58, 36), (54, 44), (42, 44)]))


# -- the taco family -------------------------------------------------------------------------


def taco_shape(c: Canvas, centre: tuple[float, float] = (48, 50), r: float = 40,
               shell: tuple[int, int, int] = P.SHELL,
               shell_dark: tuple[int, int, int] = P.SHELL_DARK,
               fillings: str = "full", speck: tuple[int, int, int] | None = P.SHELL_DARK,
               seed: int = 3, tilt: float = 12) -> list[tuple[float, float]]:
    """A side-view taco (fillings "full", "few" or "none"); returns the front shell polygon."""
    cx, cy = centre

    def tr(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return rotated(pts, centre, tilt)

    def tp(x: float, y: float) -> tuple[float, float]:
        return tr([(x, y)])[0]

    left, right = (cx - r, cy), (cx + r, cy)
    back_top = bezier(left, (cx, cy - r * 0.32), right, 24)
    back = tr(back_top + arc_points((cx, cy), r, 0, -180, 40, ry=r * 0.9))
    inked_poly(c, shell_dark, back)
    inner = tr(bezier((cx - r * 0.9, cy), (cx, cy - r * 0.2), (cx + r * 0.9, cy), 20)
               + bezier((cx + r * 0.9, cy), (cx, cy + r * 0.3), (cx - r * 0.9, cy), 20))
    c.poly(shade_colour(shell_dark, 0.85), inner)
    if fillings in ("full", "few"):
        _fillings(c, cx, cy, r, seed, tp, sparse=fillings == "few")
    front_top = bezier(right, (cx, cy + r * 0.34), left, 24)
    front = tr(arc_points((cx, cy), r, 180, 360, 40, ry=r * 0.92) + front_top[1:-1])
    inked_poly(c, shell, front)
    c.polyline(shade_colour(shell, 1.25), tr(bezier((cx - r * 0.8, cy + r * 0.08),
                                                    (cx, cy + r * 0.36),
                                                    (cx + r * 0.8, cy + r * 0.08), 16)), 2.0)
    if speck:
        body = tr(arc_points((cx, cy + r * 0.1), r * 0.85, 190, 350, 24, ry=r * 0.72)
                  + bezier((cx + r * 0.8, cy + r * 0.2), (cx, cy + r * 0.45),
                           (cx - r * 0.8, cy + r * 0.2), 10))
        speckles(c, speck, body, 16, seed=seed, r=(0.9, 1.7))
    return front


def shade_colour(colour: tuple[int, int, int], factor: float) -> tuple[int, int, int]:
    return P.shade(colour, factor)


def _fillings(c: Canvas, cx: float, cy: float, r: float, seed: int, tp, sparse: bool = False
              ) -> None:
    rng = random.Random(seed)
    span = r * 0.86

    def rim_y(x: float, lift: float) -> float:
        """Height of the opening at x, minus a lift (so fillings follow the curve)."""
        u = (x - cx) / r
        return cy + r * 0.12 * (1 - u * u) - lift

    # meat: irregular brown chunks at the back
    n = 5 if not sparse else 2
    for i in range(n):
        x = cx - span * 0.72 + i * span * 1.44 / max(1, n - 1) + rng.uniform(-2, 2)
        pos = tp(x, rim_y(x, r * 0.34))
        rr = r * rng.uniform(0.14, 0.18)
        chunk = [(pos[0] + math.cos(a) * rr * rng.uniform(0.8, 1.1),
                  pos[1] + math.sin(a) * rr * rng.uniform(0.75, 1.0))
                 for a in (k * math.pi / 4 for k in range(8))]
        inked_poly(c, P.MEAT if i % 2 else P.MEAT_DARK, chunk, 1.2)
        c.circle(P.MEAT_LIGHT, (pos[0] - rr * 0.3, pos[1] - rr * 0.35), rr * 0.3)
    # lettuce: one ruffled band along the rim
    bumps = 10 if not sparse else 5
    left, right = cx - span * 1.06, cx + span * 1.06
    top: list[tuple[float, float]] = []
    steps = bumps * 6
    for k in range(steps + 1):
        x = left + (right - left) * k / steps
        phase = (k % 6) / 6
        bump = math.sin(math.pi * phase) ** 0.7 * r * 0.12 + (math.sin(k * 0.7) + 1) * r * 0.02
        top.append(tp(x, rim_y(x, r * 0.17) - bump))
    bottom = [tp(x, rim_y(x, -r * 0.12)) for x in (right, left)]
    band = top + bottom
    inked_poly(c, P.LETTUCE, band, 1.3)
    for k in range(bumps):
        x = left + (right - left) * (k + 0.5) / bumps
        a = tp(x - r * 0.03, rim_y(x, r * 0.24))
        b = tp(x + r * 0.04, rim_y(x, r * 0.06))
        c.line(P.LETTUCE_DARK, a, b, 1.3)
        c.circle(P.LETTUCE_LIGHT, tp(x - r * 0.06, rim_y(x, r * 0.25)), r * 0.03)
    if sparse:
        return
    # shredded cheese on top
    for i in range(6):
        x = cx - span * 0.7 + i * span * 0.28 + rng.uniform(-2, 2)
        y = rim_y(x, r * 0.3)
        ang = rng.uniform(-50, 50)
        pts = rotated([(x - r * 0.12, y - r * 0.028), (x + r * 0.12, y - r * 0.028),
                       (x + r * 0.12, y + r * 0.028), (x - r * 0.12, y + r * 0.028)], (x, y), ang)
        inked_poly(c, P.CHEESE, [tp(*q) for q in pts], 1.0)
    # diced tomato
    for i in range(4):
        x = cx - span * 0.6 + i * span * 0.4 + rng.uniform(-3, 3)
        y = rim_y(x, r * 0.2)
        d = r * 0.085
        pts = rotated([(x - d, y - d), (x + d, y - d), (x + d, y + d), (x - d, y + d)], (x, y),
                      rng.uniform(0, 90))
        inked_poly(c, P.TOMATO, [tp(*q) for q in pts], 1.1)
        c.circle(P.TOMATO_SEED, tp(x - d * 0.3, y - d * 0.2), r * 0.022)
        c.circle(P.TOMATO_SEED, tp(x + d * 0.3, y + d * 0.2), r * 0.022)


def taco(c: Canvas) -> None:
    """A generic tasty taco."""
    taco_shape(c, (48, 54), 40)


def empty_taco(c: Canvas) -> None:
    """An empty crunchy shell."""
    taco_shape(c, (48, 54), 40, fillings="none")


def legendary_glow(c: Canvas) -> None:
    """Backdrop (not outlined): a golden sunburst with a soft halo and sparkles."""

    halo = c.layer()
    halo.circle((*P.GOLD, 170), (48, 54), 36)
    c.blit(soft_blur(halo.surface, 4 * c.ss, c.ss))
    for i in range(12):
        a = i * 30 + 15
        c.poly((*P.GOLD, 200), [(48, 54)] + arc_points((48, 54), 47, a - 5, a + 5, 2))
    for x, y, s in ((12, 22, 7), (86, 30, 6), (86, 84, 5), (10, 80, 5)):
        c.poly(P.GOLD_DARK, star_points((x, y), s + 1.2, s * 0.3 + 0.8, 4, 90))
        c.poly((255, 255, 255), star_points((x, y), s, s * 0.28, 4, 90))


def legendary_taco(c: Canvas) -> None:
    """A golden, glowing taco with a crown."""
    taco_shape(c, (48, 60), 36, shell=(255, 212, 56), shell_dark=(214, 146, 18),
               speck=(255, 246, 200), tilt=6)
    # crown
    crown = [(30, 30), (34, 12), (41, 22), (48, 8), (55, 22), (62, 12), (66, 30)]
    inked_poly(c, P.GOLD, crown)
    c.rect(P.GOLD_DARK, 31, 25, 34, 4)
    for x, y, col in ((34, 12, P.CHILI), (48, 8, P.SKY), (62, 12, P.CHILI)):
        inked_circle(c, col, (x, y), 3, 1.2)
    c.circle(P.LIME, (48, 26), 2.4)


def lonesome_taco(c: Canvas) -> None:
    """A lonely dark-blue taco with a tear."""
    taco_shape(c, (48, 50), 40, shell=P.LONESOME, shell_dark=P.LONESOME_DARK, tilt=4,
               fillings="few", speck=P.LONESOME_LIGHT, seed=9)
    # droopy closed eyes under sad brows, and a frown
    for x, tilt in ((36, 1), (60, -1)):
        c.arc(P.CREAM, (x, 64), 5, 200, 340, 2.2)
        c.line(P.CREAM, (x - 5, 57 - 2 * tilt), (x + 5, 57 + 2 * tilt), 1.6)
    c.arc(P.CREAM, (48, 80), 6, 40, 140, 2.0)
    tear = [(64, 70), (67.5, 77), (66, 80.5), (62, 80.5), (60.5, 77)]
    inked_poly(c, P.TEAR, tear, 1.2)
    c.circle((255, 255, 255), (63, 77), 1)


def ruined_taco(c: Canvas) -> None:
    """An overfilled taco spilling its fillings (a bellyache)."""
    taco_shape(c, (48, 48), 36, seed=5, tilt=4)
    rng = random.Random(6)
    for _ in range(7):
        x, y = rng.uniform(14, 82), rng.uniform(78, 90)
        col = rng.choice([P.LETTUCE, P.MEAT, P.TOMATO, P.CHEESE])
        inked_circle(c, col, (x, y), rng.uniform(3, 5), 1.2)
    c.line(P.INK, (40, 60), (46, 66), 1.8)
    c.line(P.INK, (46, 60), (40, 66), 1.8)
    c.line(P.INK, (54, 60), (60, 66), 1.8)
    c.line(P.INK, (60, 60), (54, 66), 1.8)
    c.polyline(P.INK, [(40, 74), (44, 71), (48, 74), (52, 71), (56, 74)], 1.8)
    for x, y in ((84, 14), (90, 24)):
        c.poly(P.GUAC_LIGHT, [(x, y - 4), (x + 3, y), (x, y + 4), (x - 3, y)])


def angry_taco(c: Canvas) -> None:
    """An attacking taco: angry brows and a scowl."""
    taco_shape(c, (48, 52), 40, seed=8, tilt=4)
    eyes(c, (37, 72), (59, 72), 3.4)
    c.line(P.INK, (29, 64), (42, 68.5), 2.6)
    c.line(P.INK, (67, 64), (54, 68.5), 2.6)
    c.arc(P.INK, (48, 87), 6, 35, 145, 2.2)
    c.ellipse((235, 110, 90, 120), (26, 78), 4.5, 2.6)
    c.ellipse((235, 110, 90, 120), (70, 78), 4.5, 2.6)


def food_coma(c: Canvas) -> None:
    """A taco that ate too much: swirl eyes, green cheeks."""
    taco_shape(c, (48, 50), 40, seed=10, tilt=4)
    for x in (36, 60):
        pts = []
        for i in range(30):
            a = i * 0.55
            rr = 0.9 + i * 0.18
            pts.append((x + math.cos(a) * rr, 64 + math.sin(a) * rr))
        c.polyline(P.INK, pts, 1.4)
    c.ellipse((150, 200, 80, 150), (26, 74), 5, 3)
    c.ellipse((150, 200, 80, 150), (70, 74), 5, 3)
    c.polyline(P.INK, [(40, 79), (44, 76), (48, 79), (52, 76), (56, 79)], 1.8)
    c.text("z", 14, P.CREAM, (84, 16), bold=True)


def taco_face(c: Canvas) -> None:
    """A happy taco character (perfect taco, customers)."""
    taco_shape(c, (48, 54), 40, seed=2, tilt=4)
    eyes(c, (36, 68), (60, 68), 3.4)
    smile(c, (48, 74), 6)
    c.ellipse((240, 120, 110, 140), (26, 76), 4.5, 2.8)
    c.ellipse((240, 120, 110, 140), (70, 76), 4.5, 2.8)


def outfit(c: Canvas) -> None:
    """A little striped poncho."""
    body = [(48, 12), (88, 40), (80, 78), (16, 78), (8, 40)]
    layer = c.layer()
    layer.poly(P.MAGENTA, body)
    stripes = [P.MARIGOLD, P.TURQUOISE, P.CREAM, P.LIME, P.MARIGOLD, P.CREAM, P.TURQUOISE]
    for i, col in enumerate(stripes):
        y = 26 + i * 8
        layer.rect(col, 0, y, 96, 4)
    x: float
    for i in range(10):
        x = 14 + i * 7
        layer.poly(P.CHILI, [(x, 60), (x + 3.5, 56), (x + 7, 60), (x + 3.5, 64)])
    layer.clip_to(_mask_of(c, body))
    c.poly(P.INK, body, LINE * 1.2)
    c.blit(layer)
    c.poly(P.INK, body, LINE)
    neck = [(40, 16), (56, 16), (52, 24), (44, 24)]
    inked_poly(c, P.MAGENTA, neck)
    c.ellipse(P.INK, (48, 17), 8, 3.5)
    for i in range(12):
        x = 18 + i * 5.5
        c.line(P.MARIGOLD if i % 2 else P.MAGENTA, (x, 79), (x, 88), 2.0)


def _mask_of(c: Canvas, pts: Sequence[Point]) -> Canvas:
    m = c.layer()
    m.poly((255, 255, 255), pts)
    return m


def topper(c: Canvas) -> None:
    """A tiny sombrero."""
    brim = blob((48, 66), 44, 0.0, 1, ry=14)
    inked_poly(c, (232, 196, 110), brim)
    c.ellipse((210, 168, 84), (48, 64), 30, 8)
    crown = bezier((26, 64), (30, 10), (48, 14), 16) + bezier((48, 14), (66, 10), (70, 64), 16)
    inked_poly(c, (240, 206, 120), crown)
    band = [(28, 50), (68, 50), (70, 60), (26, 60)]
    inked_poly(c, P.CHILI, band, 1.2)
    for i in range(6):
        x = 30 + i * 6.5
        c.poly(P.MARIGOLD, [(x, 58), (x + 3, 52), (x + 6, 58)])
    rim = arc_points((48, 66), 44, 200, 340, 24, ry=14)
    c.polyline(P.CHILI, moved(rim, 0, -2), 2.2)
    for x in (10, 86):
        c.circle(P.CHILI, (x, 72), 3)
    c.poly(P.CREAM, [(34, 30), (38, 22), (40, 40), (36, 44)])


def chips_salsa(c: Canvas) -> None:
    """A bowl of salsa with tortilla chips."""
    rng = random.Random(2)
    for pts in ([(10, 44), (30, 26), (34, 50)], [(62, 24), (88, 36), (66, 50)],
                [(38, 18), (58, 14), (50, 42)]):
        inked_poly(c, P.SHELL, pts)
        speckles(c, P.SHELL_DARK, pts, 4, seed=rng.randint(0, 99))
    inked_ellipse(c, P.SAUCE, (48, 50), 36, 12)
    for _ in range(10):
        c.circle(rng.choice([P.TOMATO, P.LETTUCE, P.ONION_LIGHT]),
                 (rng.uniform(24, 72), rng.uniform(45, 55)), 1.8)
    bowl = half_disk((48, 52), 38, 180, 360, ry=32)
    inked_poly(c, P.SKY, bowl)
    c.polyline(P.CREAM, arc_points((48, 52), 30, 200, 340, 20, ry=20), 3)
    for i in range(5):
        x = 28 + i * 10
        c.poly(P.CREAM, [(x, 62), (x + 4, 66), (x, 70), (x - 4, 66)])
    c.line(P.INK, (10, 52), (86, 52), LINE)


def fajita(c: Canvas) -> None:
    """A sizzling skillet of peppers and strips."""
    x: float
    for x in (30, 48, 66):
        c.polyline((255, 255, 255, 200), bezier((x, 28), (x + 8, 18), (x - 2, 6)), 2.2)
    inked_poly(c, (64, 60, 62), [(78, 56), (94, 50), (96, 56), (80, 62)])
    inked_ellipse(c, (70, 66, 68), (44, 60), 38, 22)
    c.ellipse((40, 38, 40), (44, 58), 32, 16)
    rng = random.Random(4)
    cols = [P.CHILI, P.LIME, P.CHEESE, P.MEAT, P.ONION_LIGHT, P.MEAT_LIGHT]
    for i in range(14):
        x, y = rng.uniform(20, 66), rng.uniform(50, 66)
        a = rng.uniform(-40, 40)
        pts = rotated([(x - 9, y - 2.2), (x + 9, y - 2.2), (x + 9, y + 2.2), (x - 9, y + 2.2)],
                      (x, y), a)
        inked_poly(c, cols[i % len(cols)], pts, 1.0)


def burrito(c: Canvas) -> None:
    """A wrapped burrito, foil on one end."""
    body = rotated([(16, 34), (76, 34), (84, 48), (76, 62), (16, 62), (10, 48)], (48, 48), 25)
    inked_poly(c, P.TORTILLA, body)
    speckles(c, P.TORTILLA_SPECK, body, 18, seed=21)
    for k in (-0.5, 0, 0.5):
        seam = rotated([(30 + k * 20, 36), (40 + k * 20, 60)], (48, 48), 25)
        c.line(P.TORTILLA_DARK, seam[0], seam[1], 1.6)
    foil = rotated([(56, 32), (84, 32), (90, 48), (84, 64), (56, 64)], (48, 48), 25)
    inked_poly(c, P.STEEL, foil)
    for k in range(3):
        ln = rotated([(62 + k * 8, 34), (66 + k * 8, 62)], (48, 48), 25)
        c.line(P.STEEL_LIGHT, ln[0], ln[1], 1.6)
    end = rotated([(10, 48)], (48, 48), 25)[0]
    inked_ellipse(c, P.TORTILLA_DARK, (end[0] + 4, end[1] - 2), 9, 12)
    rng = random.Random(5)
    for _ in range(8):
        c.circle(rng.choice([P.MEAT, P.LETTUCE, P.CREAM, P.TOMATO]),
                 (end[0] + 4 + rng.uniform(-5, 5), end[1] - 2 + rng.uniform(-7, 7)), 1.8)


def chili(c: Canvas) -> None:
    """A red chili pepper (spiciness)."""
    body = bezier((30, 22), (12, 70), (78, 88), 20) + bezier((78, 88), (40, 60), (46, 22), 20)
    inked_poly(c, P.CHILI, body)
    c.polyline((240, 110, 110), bezier((30, 30), (22, 60), (56, 78), 12), 2.6)
    stem = [(30, 22), (46, 22), (48, 16), (56, 8), (60, 12), (52, 18), (50, 26), (28, 28)]
    inked_poly(c, P.LETTUCE_DARK, stem)


def food(c: Canvas) -> None:
    """A taco on a plate (the food order / food die face)."""
    inked_ellipse(c, P.PAPER, (48, 72), 44, 14)
    c.ellipse((230, 224, 210), (48, 72), 34, 9)
    taco_shape(c, (48, 62), 36, seed=4)


def drink(c: Canvas) -> None:
    """A soda cup with a straw."""
    straw = [(52, 4), (58, 4), (56, 30), (50, 30)]
    c.line(P.INK, (62, 4), (52, 32), 6.5)
    c.line(P.CHILI, (62, 4), (52, 32), 4)
    for t in (0.2, 0.5, 0.8):
        x, y = 62 - 10 * t, 4 + 28 * t
        c.line(P.CREAM, (x - 1, y - 2), (x + 1, y + 2), 2.4)
    del straw
    cup = [(22, 30), (74, 30), (66, 90), (30, 90)]
    inked_poly(c, P.CREAM, cup)
    stripes = c.layer()
    for i in range(-6, 8):
        x = 14 + i * 12
        stripes.poly(P.SKY, [(x, 30), (x + 6, 30), (x + 16, 90), (x + 10, 90)])
    stripes.clip_to(_mask_of(c, [(24, 32), (72, 32), (65, 88), (31, 88)]))
    c.blit(stripes)
    lid = [(18, 24), (78, 24), (78, 32), (18, 32)]
    inked_poly(c, P.WHITE, lid)
    c.rect(P.INK, 18, 31, 60, LINE)
    logo_c = (48, 58)
    inked_circle(c, P.MARIGOLD, logo_c, 10)
    c.poly(P.CREAM, star_points(logo_c, 7, 3, 5))
