"""The table: teal felt with a woven texture and a vignette, plates, soft shadows."""

from __future__ import annotations

import math
import random

import pygame

from tabletop.artgen import palette as P
from tabletop.artgen.canvas import Canvas
from tabletop.artgen.draw_objects import draw_plate

FELT_SIZE = (1280, 720)
SEED = 1618


def felt(size: tuple[int, int] = FELT_SIZE, seed: int = SEED) -> pygame.Surface:
    """Deep teal felt: fine seeded noise, a woven cross-hatch, soft mottling, a darker rim."""
    w, h = size
    rng = random.Random(seed)
    # fine grain (2×2 px): an 8-bit surface whose palette maps noise levels to felt shades
    levels = 4
    table = bytes(min(levels - 1, (v * levels) // 256) for v in range(256))
    gw, gh = w // 2, h // 2
    grain = pygame.image.frombytes(rng.randbytes(gw * gh).translate(table), (gw, gh), "P")
    grain.set_palette([P.shade(P.FELT, 0.96 + 0.025 * i) for i in range(levels)]
                      + [(0, 0, 0)] * (256 - levels))
    surf = pygame.transform.scale(_to_rgb(grain), (w, h))
    # woven cross-hatch: a small tile of alternating over/under threads
    tile = pygame.Surface((8, 8), pygame.SRCALPHA)
    for y in range(8):
        for x in range(8):
            block = ((x // 4) + (y // 4)) % 2
            along = (y % 4) if block else (x % 4)
            v = (0, 0, 0, 16) if along == 3 else ((255, 255, 255, 9) if along == 0 else None)
            if v:
                tile.set_at((x, y), v)
    weave = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(0, h, 8):
        for x in range(0, w, 8):
            weave.blit(tile, (x, y))
    surf.blit(weave, (0, 0))
    # soft mottling
    lw, lh = w // 40, h // 40
    rgba = bytearray(lw * lh * 4)
    rgba[3::4] = bytes(v // 16 for v in rng.randbytes(lw * lh))
    mott = pygame.image.frombytes(bytes(rgba), (lw, lh), "RGBA")
    surf.blit(pygame.transform.smoothscale(mott, (w, h)), (0, 0))
    # vignette: darker toward the rim
    vw, vh = 64, 36
    vig = pygame.Surface((vw, vh), pygame.SRCALPHA)
    for y in range(vh):
        for x in range(vw):
            dx = (x + 0.5) / vw * 2 - 1
            dy = (y + 0.5) / vh * 2 - 1
            d = min(1.0, math.hypot(dx * 0.9, dy * 1.0) / 1.25)
            a = round(150 * max(0.0, d - 0.35) ** 1.6)
            vig.set_at((x, y), (8, 24, 30, min(255, a)))
    surf.blit(pygame.transform.smoothscale(vig, (w, h)), (0, 0))
    return surf


def _to_rgb(surface: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surface.get_size(), 0, 24)
    out.blit(surface, (0, 0))
    return out


def plate(size: int = 140) -> pygame.Surface:
    """A Talavera plate seen from above, with a soft shadow."""
    c = Canvas(size, size, 4)
    r = size / 2 - 6
    art = c.layer()
    draw_plate(art, (size / 2, size / 2 - 1), r)
    art = art.shadowed((0, 3), alpha=80, blur=3)
    c.blit(art)
    return c.result()


def soft_shadow(width: int = 72, height: int = 28, alpha: int = 90) -> pygame.Surface:
    """A small blurred ellipse to put under tokens, dice and markers."""
    s = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.ellipse(s, (0, 0, 0, alpha), (6, 5, width - 12, height - 10))
    return pygame.transform.gaussian_blur(s, 4)
