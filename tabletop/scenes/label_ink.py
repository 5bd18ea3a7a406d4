"""A game's colour as a label's ink on the guides' paper (the player aid's, the booklet's cover)."""

from __future__ import annotations

from tabletop.ui import palette

LABEL_CONTRAST = 7.0
"""A label's ink stands at least this far from the paper (WCAG AAA for its size)."""


def label_ink(accent: palette.RGB) -> palette.RGB:
    """The game's colour, darkened until it reads on the aid's paper as a label's ink."""
    factor = 1.0
    ink = accent
    while palette.contrast_ratio(ink, palette.PAPER) < LABEL_CONTRAST and factor > 0.1:
        factor -= 0.05
        ink = palette.shade(accent, factor)
    return ink
