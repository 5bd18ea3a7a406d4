"""Colours and sizes the menus and widgets use (ART.md's palette), normal or colour-blind-safe."""

from __future__ import annotations

from dataclasses import dataclass

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Theme:
    felt: Colour = (31, 78, 90)
    felt_dark: Colour = (20, 52, 60)
    cream: Colour = (255, 244, 220)
    cream_dark: Colour = (228, 212, 180)
    charcoal: Colour = (43, 43, 43)
    marigold: Colour = (242, 165, 65)
    marigold_dark: Colour = (196, 120, 30)
    chili: Colour = (215, 38, 61)
    lime: Colour = (140, 198, 63)
    magenta: Colour = (194, 24, 91)
    sky: Colour = (63, 167, 214)
    white: Colour = (255, 255, 255)
    shadow: Colour = (10, 20, 24)
    players: tuple[Colour, ...] = ((242, 165, 65), (63, 167, 214), (140, 198, 63),
                                   (194, 24, 91), (138, 72, 160))
    shapes: tuple[str, ...] = ("circle", "triangle", "square", "diamond", "star")


COLOUR_BLIND_THEME = Theme(
    marigold=(230, 159, 0), marigold_dark=(170, 110, 0), chili=(213, 94, 0),
    lime=(0, 158, 115), magenta=(204, 121, 167), sky=(86, 180, 233),
    players=((230, 159, 0), (86, 180, 233), (0, 158, 115), (204, 121, 167), (240, 228, 66)),
)


def theme_for(colour_blind: bool) -> Theme:
    return COLOUR_BLIND_THEME if colour_blind else Theme()
