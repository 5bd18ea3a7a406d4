"""Illustration colours: the app palette (tabletop.ui.palette) plus food and material tones."""

from __future__ import annotations

from tabletop.ui.palette import (  # noqa: F401  (re-exported for the drawing modules)
    CHARCOAL,
    CHILI,
    CREAM,
    CREAM_DARK,
    FELT,
    FELT_DARK,
    FELT_LIGHT,
    GOLD,
    LIME,
    MAGENTA,
    MARIGOLD,
    SKY,
    WHITE,
    hex_rgb,
    shade,
)

INK = hex_rgb("#3A2820")  # warm outline for every illustration
INK_SOFT = hex_rgb("#6B4A3A")

TORTILLA = hex_rgb("#F4D58D")
TORTILLA_DARK = hex_rgb("#D9A54F")
TORTILLA_SPECK = hex_rgb("#B87B3A")
SHELL = hex_rgb("#F2C15A")  # a crisp taco shell
SHELL_DARK = hex_rgb("#D89A2E")

LETTUCE = hex_rgb("#7CC242")
LETTUCE_DARK = hex_rgb("#4C9A2A")
LETTUCE_LIGHT = hex_rgb("#B5E07A")

MEAT = hex_rgb("#8E4B2C")
MEAT_DARK = hex_rgb("#5F2E1A")
MEAT_LIGHT = hex_rgb("#B36A42")

CHEESE = hex_rgb("#FFD23F")
CHEESE_DARK = hex_rgb("#E3A816")
CHEESE_LIGHT = hex_rgb("#FFE98A")

TOMATO = hex_rgb("#E8412C")
TOMATO_DARK = hex_rgb("#B02A1B")
TOMATO_SEED = hex_rgb("#FBE3A4")

GUAC = hex_rgb("#86B84A")
GUAC_DARK = hex_rgb("#557F2A")
GUAC_LIGHT = hex_rgb("#C6DE8C")

ONION = hex_rgb("#9C4F98")
ONION_LIGHT = hex_rgb("#E2B6DE")
ONION_DARK = hex_rgb("#6B2E6A")

SAUCE = hex_rgb("#C81D25")
SAUCE_DARK = hex_rgb("#8E1119")

STEEL = hex_rgb("#B9C0C8")
STEEL_DARK = hex_rgb("#7C8590")
STEEL_LIGHT = hex_rgb("#E8ECF0")

GOLD_DARK = hex_rgb("#C98F1E")
GOLD_LIGHT = hex_rgb("#FFE89A")

LONESOME = hex_rgb("#2F4B80")
LONESOME_DARK = hex_rgb("#1A2A4D")
LONESOME_LIGHT = hex_rgb("#5E7DB8")
TEAR = hex_rgb("#9AD9FF")

SKIN = hex_rgb("#E2A877")
SKIN_DARK = hex_rgb("#B7784B")
SKIN_DEEP = hex_rgb("#9A6240")
HAIR = hex_rgb("#3B2A22")

MONEY = hex_rgb("#7DBF6A")
MONEY_DARK = hex_rgb("#3F7F3A")
MONEY_LIGHT = hex_rgb("#CDEBB8")

WOOD = hex_rgb("#B07A45")
WOOD_DARK = hex_rgb("#7D5230")
WOOD_LIGHT = hex_rgb("#D6A36C")

PAPER = hex_rgb("#FFFBEF")
GLASS = (210, 236, 245)
SAND = hex_rgb("#E9C46A")

TURQUOISE = hex_rgb("#2BB3A3")
PURPLE = hex_rgb("#7B4FA8")
ORANGE = hex_rgb("#F07F2D")
