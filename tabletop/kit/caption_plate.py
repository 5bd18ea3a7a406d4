"""A short caption on a plate like the table's panels (a replay's "Every hand is face up…"):
a line of its own never floats on bare felt."""

from __future__ import annotations

import pygame

from tabletop.kit.chrome import Style
from tabletop.ui.draw import panel, text_in
from tabletop.ui.palette import HISTORY_FILL

CAPTION_PAD = (22, 9)
"""The plate's room round its words, across and down."""


def paint_caption_plate(canvas: pygame.Surface, style: Style, text: str, size: float,
                        box: pygame.Rect) -> None:
    """`text` centred in `box` on a dark plate as wide as its words, or `box` whole when the
    words wrap."""
    wide, high = style.ui.measure(text, size)
    fits = wide + 2 * CAPTION_PAD[0] <= box.w
    plate = pygame.Rect(0, 0, wide + 2 * CAPTION_PAD[0] if fits else box.w,
                        high + 2 * CAPTION_PAD[1] if fits else box.h)
    plate.center = box.center
    panel(canvas, plate, HISTORY_FILL, radius=12, pictures=style.pictures)
    text_in(canvas, style.ui, text, size, style.theme.cream,
            plate.inflate(-2 * CAPTION_PAD[0] + 8, -8), wrap=True)
