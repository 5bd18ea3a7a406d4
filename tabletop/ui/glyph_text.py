"""One line of text with gamepad button glyphs in it: "⟨a⟩ play · ⟨start⟩ menu" draws the A and
Start glyphs (the art generator's sprites/ui/pad_*.png) sized to the text beside them."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.input.glyph_tokens import CLOSE as CLOSE  # the tokens, beside their drawing
from tabletop.input.glyph_tokens import OPEN as OPEN
from tabletop.input.glyph_tokens import glyph as glyph
from tabletop.input.glyph_tokens import has_glyphs as has_glyphs
from tabletop.input.glyph_tokens import plain as plain
from tabletop.input.glyph_tokens import runs
from tabletop.ui.fonts import MIN_TEXT

GLYPH_HEIGHT = 1.5
"""A glyph's height, in text sizes."""
GLYPH_GAP = 0.2
"""Room either side of a glyph, in text sizes."""


def glyph_path(name: str) -> str:
    return f"ui/pad_{name}.png"


def _glyph_size(images: Any, name: str, size: float) -> tuple[int, int]:
    picture = images.get(glyph_path(name))
    height = max(1, round(size * GLYPH_HEIGHT))
    return max(1, round(height * picture.get_width() / max(1, picture.get_height()))), height


def measure(ui: Any, images: Any, text: str, size: float) -> int:
    """The logical width the line takes at `size`."""
    width = 0
    for kind, value in runs(text):
        if kind == "text":
            width += ui.measure(value, size)[0]
        else:
            width += _glyph_size(images, value, size)[0] + 2 * round(size * GLYPH_GAP)
    return width


def draw(canvas: pygame.Surface, ui: Any, images: Any, text: str, size: float,
         colour: tuple[int, int, int], box: pygame.Rect, anchor: str = "midleft",
         shadow: tuple[int, int, int] | None = None) -> pygame.Rect:
    """Draw the line in `box` (shrunk to fit its width, down to the smallest text size),
    centred on the box's middle height and placed left, right or centre by `anchor`."""
    while size > MIN_TEXT and measure(ui, images, text, size) > box.w:
        size -= 1
    width = measure(ui, images, text, size)
    if "right" in anchor:
        x = box.right - width
    elif "left" in anchor:
        x = box.x
    else:
        x = box.centerx - width // 2
    middle = box.centery
    start = x
    for kind, value in runs(text):
        if kind == "text":
            image = ui.text(value, size, colour, shadow)
            canvas.blit(image, image.get_rect(midleft=(x, middle)))
            x += ui.measure(value, size)[0]
            continue
        gap = round(size * GLYPH_GAP)
        w, h = _glyph_size(images, value, size)
        picture = images.scaled(glyph_path(value), (w, h))
        canvas.blit(picture, picture.get_rect(midleft=(x + gap, middle)))
        x += w + 2 * gap
    return pygame.Rect(start, middle - round(size * GLYPH_HEIGHT) // 2, width,
                       round(size * GLYPH_HEIGHT))
