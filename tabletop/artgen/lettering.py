"""Lettering with the bundled default font: outlined, shadowed, fitted to a width."""

from __future__ import annotations

import math

import pygame

from tabletop.artgen.canvas import Colour


def font(size_px: int, bold: bool = True) -> pygame.font.Font:
    """pygame-ce's bundled default font (never a system font)."""
    f = pygame.font.Font(None, max(4, size_px))
    f.set_bold(bold)
    return f


def outlined_text(text: str, size_px: int, fill: Colour, outline: Colour | None = None,
                  outline_px: float = 0, shadow: Colour | None = None,
                  shadow_offset: tuple[int, int] = (0, 0), bold: bool = True,
                  tracking: int = 0) -> pygame.Surface:
    """Text rendered with a round outline and an optional hard shadow, on a transparent surface."""
    f = font(size_px, bold)
    glyphs = _render(f, text, fill, tracking)
    pad = math.ceil(outline_px) + max(abs(shadow_offset[0]), abs(shadow_offset[1])) + 2
    w, h = glyphs.get_width() + pad * 2, glyphs.get_height() + pad * 2
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    if outline is not None and outline_px > 0:
        stroke = _render(f, text, outline, tracking)
        offsets = _ring(outline_px)
        if shadow is not None:
            shade = _render(f, text, shadow, tracking)
            for dx, dy in offsets:
                out.blit(shade, (pad + dx + shadow_offset[0], pad + dy + shadow_offset[1]))
        for dx, dy in offsets:
            out.blit(stroke, (pad + dx, pad + dy))
    elif shadow is not None:
        out.blit(_render(f, text, shadow, tracking), (pad + shadow_offset[0],
                                                     pad + shadow_offset[1]))
    out.blit(glyphs, (pad, pad))
    return out


def fitted_size(text: str, max_width: int, start_px: int, bold: bool = True) -> int:
    """The largest font size (≤ start_px) whose rendering fits max_width."""
    size = start_px
    while size > 6 and font(size, bold).size(text)[0] > max_width:
        size -= 1
    return size


def _render(f: pygame.font.Font, text: str, colour: Colour, tracking: int) -> pygame.Surface:
    if not tracking:
        return f.render(text, True, colour)
    parts = [f.render(ch, True, colour) for ch in text]
    w = sum(p.get_width() for p in parts) + tracking * (len(parts) - 1)
    surf = pygame.Surface((max(1, w), f.get_height()), pygame.SRCALPHA)
    x = 0
    for p in parts:
        surf.blit(p, (x, 0))
        x += p.get_width() + tracking
    return surf


def _ring(radius: float) -> list[tuple[int, int]]:
    """Integer offsets filling a disc of the given radius (for a round outline)."""
    r = math.ceil(radius)
    return [(dx, dy) for dx in range(-r, r + 1) for dy in range(-r, r + 1)
            if dx * dx + dy * dy <= radius * radius + 0.5]
