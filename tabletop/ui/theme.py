"""The colours menus, widgets and tables use, derived from the one palette (ui/palette.py)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.ui.palette import HC_FELT_VEIL, MARIGOLD_INK, Palette, palette, shade

Colour = tuple[int, int, int]

FIFTH_SEAT_COLOUR = (138, 72, 160)  # Taco Loco seats five; the palette defines four
FIFTH_SEAT_SHAPE = "star"


@dataclass(frozen=True)
class Theme:
    felt: Colour
    felt_dark: Colour
    cream: Colour
    cream_dark: Colour
    charcoal: Colour
    marigold: Colour
    marigold_dark: Colour
    chili: Colour
    lime: Colour
    magenta: Colour
    sky: Colour
    white: Colour
    shadow: Colour
    players: tuple[Colour, ...]
    shapes: tuple[str, ...]
    felt_veil: int = 0
    """How dark a veil lies over the felt's picture (high contrast), 0 for none."""
    marigold_ink: Colour = MARIGOLD_INK
    """Marigold words on cream and paper (`marigold_dark` is for rules and outlines only)."""

    @classmethod
    def from_palette(cls, p: Palette) -> Theme:
        return cls(
            felt=p.felt, felt_dark=p.felt_dark, cream=p.cream, cream_dark=p.cream_dark,
            charcoal=p.charcoal, marigold=p.marigold, marigold_dark=shade(p.marigold, 0.78),
            chili=p.chili, lime=p.lime, magenta=p.magenta, sky=p.sky, white=p.white,
            shadow=(10, 20, 24),
            players=tuple(s.colour for s in p.players) + (FIFTH_SEAT_COLOUR,),
            shapes=tuple(s.shape for s in p.players) + (FIFTH_SEAT_SHAPE,),
        )


def theme_for(colour_blind: bool, high_contrast: bool = False) -> Theme:
    """The colours for the colour-blind and high-contrast settings."""
    theme = Theme.from_palette(palette(colour_blind, high_contrast))
    return replace(theme, felt_veil=HC_FELT_VEIL) if high_contrast else theme
