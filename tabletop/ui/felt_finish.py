"""The felt's finish: a soft vignette that darkens it towards the corners and the table's
wooden edge round it, painted once into the kept felt picture (a still screen costs nothing
more). The high-contrast table keeps its felt plain: no shading behind the text."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame

from tabletop.ui import paint
from tabletop.ui.layer import Layer, new_surface, surface_like
from tabletop.ui.palette import BLACK, TABLE_RIM, TABLE_RIM_LIGHT

VIGNETTE_MAP = (48, 27)
"""The vignette's shade is worked out at this size, then smooth-scaled over the felt."""
VIGNETTE_DARKEST = 96
"""How dark the very corners go (alpha of black over the felt)."""
VIGNETTE_FROM = 0.55
"""Where the shade starts, as a share of the way from the middle to a corner."""
RIM = 5
"""The wooden edge's width, in logical pixels."""
LIP = 2
"""The light on the edge's inner lip, in logical pixels."""
SHADE = 14
"""How far the edge's shadow falls on the felt, in logical pixels."""
SHADE_DARKEST = 90


def finish(felt: pygame.Surface) -> None:
    """Shade `felt` (an opaque picture of the whole canvas, at its scale) towards its corners
    and frame it with the table's edge."""
    vignette(felt)
    edge(felt)


def shade_at(x: float, y: float) -> int:
    """The vignette's alpha at (x, y), each from -1 (one side) to 1 (the other)."""
    reach = math.hypot(x, y) / math.sqrt(2)
    if reach <= VIGNETTE_FROM:
        return 0
    t = min(1.0, (reach - VIGNETTE_FROM) / (1 - VIGNETTE_FROM))
    return round(VIGNETTE_DARKEST * t * t * (3 - 2 * t))  # smoothstep: no visible ring


def vignette(felt: pygame.Surface) -> None:
    """Black over `felt`, clear in the middle and darkening softly to the corners (worked out
    small, smooth-scaled to the felt's device size and laid on a band of columns at a time:
    no window-sized scratch picture, 32 MB at a 4K TV's scale, beside the felt)."""
    small = new_surface(VIGNETTE_MAP, pygame.SRCALPHA)  # plain: worked out at scale 1
    w, h = VIGNETTE_MAP
    for row in range(h):
        for column in range(w):
            alpha = shade_at(2 * (column + 0.5) / w - 1, 2 * (row + 0.5) / h - 1)
            small.set_at((column, row), (*BLACK, alpha))
    device_w, device_h = felt.device_size if isinstance(felt, Layer) else felt.get_size()
    for x, band in vignette_bands(small, (device_w, device_h)):
        pygame.Surface.blit(felt, band, (x, 0))


VIGNETTE_BAND = 128
"""Device columns of the vignette laid on at a time."""


def vignette_bands(small: pygame.Surface, device: tuple[int, int]
                   ) -> Iterator[tuple[int, pygame.Surface]]:
    """`small` smooth-scaled to `device` as bands of columns, each with its left edge: the
    same pixels as one smooth-scale (pygame scales across, then down each column on its own),
    never more than a band's worth at once."""
    device_w, device_h = device
    across = paint.smoothscale(small, (device_w, small.get_height()))  # (plain surfaces)
    for x in range(0, device_w, VIGNETTE_BAND):
        width = min(VIGNETTE_BAND, device_w - x)
        columns = across.subsurface((x, 0, width, small.get_height()))
        yield x, paint.smoothscale(columns, (width, device_h))


def edge(felt: pygame.Surface) -> None:
    """The edge: its shadow falling inward on the felt, the wood, and the lip's light."""
    w, h = felt.get_size()
    band = RIM + SHADE
    for x, y, sw, sh in ((0, 0, w, band), (0, h - band, w, band),
                         (0, band, band, h - 2 * band), (w - band, band, band, h - 2 * band)):
        strip = surface_like(felt, (sw, sh), pygame.SRCALPHA)  # a side's band, not a window
        for step in range(SHADE):
            alpha = round(SHADE_DARKEST * (1 - step / SHADE) ** 2)
            inset = RIM + step
            paint.rect(strip, (*BLACK, alpha),
                       (inset - x, inset - y, w - 2 * inset, h - 2 * inset), 1)
        felt.blit(strip, (x, y))
    paint.rect(felt, TABLE_RIM, (0, 0, w, h), RIM)
    paint.rect(felt, TABLE_RIM_LIGHT, (RIM - LIP, RIM - LIP, w - 2 * (RIM - LIP),
                                       h - 2 * (RIM - LIP)), LIP)
