"""The app's colours (ART.md) as immutable data, plus a colour-blind-safe alternative.

Views ask `palette(colour_blind)` for a `Palette` and read named colours from it; player seats
use `Palette.players[seat]`, a `PlayerStyle` pairing a colour with a shape, so no meaning rests on
colour alone. The module-level constants are the standard palette's colours, for code (such as the
art generator) that never switches palettes.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from types import MappingProxyType

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

SHAPES = ("circle", "triangle", "square", "diamond")
"""The four seat shapes, in seat order."""

SHAPE_GLYPHS = MappingProxyType(
    {"circle": "●", "triangle": "▲", "square": "■", "diamond": "◆"}
)
"""A text glyph for each shape (the bundled font may lack them: prefer drawing the shape)."""


def hex_rgb(code: str) -> RGB:
    """'#1F4E5A' -> (31, 78, 90)."""
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))


def shade(colour: RGB, factor: float) -> RGB:
    """Darker (factor < 1) or lighter toward white (factor > 1) version of a colour."""
    mix = min(1.0, factor - 1.0)

    def channel(c: int) -> int:
        if factor <= 1.0:
            return max(0, min(255, round(c * factor)))
        return round(c + (255 - c) * mix)

    r, g, b = colour
    return (channel(r), channel(g), channel(b))


def relative_luminance(colour: RGB) -> float:
    """WCAG relative luminance, 0 (black) to 1 (white)."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio between two colours (1 to 21)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@dataclass(frozen=True)
class PlayerStyle:
    """How one seat is shown: a colour always paired with a shape."""

    seat: int
    colour_name: str
    colour: RGB
    shape: str  # one of SHAPES
    text_colour: RGB  # readable on top of `colour`

    @property
    def glyph(self) -> str:
        return SHAPE_GLYPHS[self.shape]

    @property
    def label(self) -> str:
        """'marigold circle' — the words a screen reader or a tooltip can use."""
        return f"{self.colour_name} {self.shape}"


Seats = tuple[PlayerStyle, PlayerStyle, PlayerStyle, PlayerStyle]
"""One style per seat, in seat order."""
Seat = tuple[str, RGB, RGB]
"""A seat's colour name, colour and text colour, as `_players` reads them."""


@dataclass(frozen=True)
class Palette:
    """Every named colour a view needs."""

    name: str
    felt: RGB
    felt_dark: RGB
    felt_light: RGB
    cream: RGB
    cream_dark: RGB
    charcoal: RGB
    white: RGB
    marigold: RGB
    chili: RGB
    lime: RGB
    magenta: RGB
    sky: RGB
    gold: RGB
    accent: RGB  # primary buttons, the player on turn
    danger: RGB  # penalties, ruined tacos, food coma
    success: RGB  # legal targets, perfect tacos
    info: RGB  # neutral highlights
    shadow: RGBA  # drop shadows (35 % black)
    text_on_felt: RGB
    text_shadow: RGB
    players: Seats

    def player(self, seat: int) -> PlayerStyle:
        """Style of a seat (wraps around for more than four seats, e.g. Taco Loco's fifth)."""
        return self.players[seat % len(self.players)]


CHARCOAL = hex_rgb("#2B2B2B")
CREAM = hex_rgb("#FFF4DC")
WHITE = (255, 255, 255)
FELT = hex_rgb("#1F4E5A")
FELT_DARK = hex_rgb("#143640")
FELT_LIGHT = hex_rgb("#2C6675")
CREAM_DARK = hex_rgb("#E8D5AE")
MARIGOLD = hex_rgb("#F2A541")
CHILI = hex_rgb("#D7263D")
LIME = hex_rgb("#8CC63F")
MAGENTA = hex_rgb("#C2185B")
SKY = hex_rgb("#3FA7D6")
GOLD = hex_rgb("#F7C948")
SHADOW = (0, 0, 0, 89)
MARIGOLD_INK = hex_rgb("#7F5200")
"""Marigold's words on cream, paper and the menus' rows (the marigold itself is too light to
read there: darkened marigold was 3.0:1 on cream, this is 6.2:1)."""


# ---- named colours of the tables and scenes (each value once, under one name) ----------------

# Colours the tables and menus share beside the palette's own
BLACK = (0, 0, 0)
BAR_FILL = (22, 40, 46)  # the top bar, and dark panels over the felt
TIP_COLOUR = (150, 180, 186)  # the top bar's key tips
EDGE_BROWN = (120, 96, 70)  # the rim of a paper panel or a card
DISABLED_INK = (96, 84, 68)  # words on a control that cannot be used now
HELP_INK = (92, 70, 48)  # a help line on a paper panel: 6:1 on cream_dark, read at TV distance
TIP_PAPER = (255, 248, 232)  # a tooltip's paper
HISTORY_RULE = (52, 74, 80)  # between two lines of a "What happened" panel
GOLD_DARK = (176, 118, 12)
GOLD_DEEP = (242, 180, 40)
LETTUCE = (96, 160, 52)  # ingredients (Taco Loco's values, ¡Taco Fight!'s cards)
MEAT = (140, 82, 48)
ONION = (138, 72, 160)
CHEESE = (222, 160, 20)
GUACAMOLE = (58, 128, 72)
AVOCADO = (30, 88, 66)  # Taco Loco's 6: a deep avocado, told from lettuce's 1 in a stack
OPAQUE = (255, 255, 255, 255)  # a mask's inside
CLEAR = (0, 0, 0, 0)  # a mask's outside
OUT_VEIL = (28, 20, 14, 120)  # Crazy Taco's out pile's top card, dimmed: it has left play
COACH_GREEN = (22, 72, 50)  # a tutorial's step, done: dark enough to read at 18 px from a sofa
TABLE_RIM = (54, 36, 24)  # the table's wooden edge round the felt
TABLE_RIM_LIGHT = (138, 100, 64)  # the light catching that edge's inner lip

# Crazy Taco's board, dice and cards
SLOT_EDGE = (120, 150, 150)  # an empty card place
QUIET_LINE = (70, 100, 104)
MAT = (14, 40, 48, 160)  # a zone's mat over the felt
BROWN = (150, 96, 58)
REST_INK = (200, 190, 230)
PATIENCE_INK = (255, 220, 214)  # 6.2:1 on the counter's wood: pink, read at a glance
PILE_EDGE = (90, 110, 110)  # the deck's and the exit's places
DIE_PLACE = (10, 30, 36)  # a die's place in the kitchen
REST_FILL = (40, 28, 64)
REST_EDGE = (130, 110, 170)
HEADING = (150, 60, 30)  # a tooltip's and the menu's headings
TASK_SLOT_EDGE = (90, 120, 170)
WARN_INK = (255, 170, 170)  # what is owed or held back
TASK_MAT = (28, 66, 122, 185)  # the rulebook's blue task zone
REST_MAT = (60, 44, 92, 170)
FINE_MAT = (96, 30, 40, 170)
LABEL_INK = (206, 222, 214)
PAPER = (255, 248, 230)
QUIET_INK = (150, 170, 160)
MENU_ROW = (248, 232, 200)
TASK_BADGE = (28, 66, 122)
NOT_NOW = (120, 60, 60)
HELPFUL = (200, 220, 190)
SERVED_STAMP = (46, 125, 50)  # white words on it at 4.5:1
PAID_STAMP = (200, 140, 20)
NOTE_FILL = (20, 48, 60)
DIALOG_FILL = (36, 58, 70)
CUP_EDGE = (90, 130, 134)
FINE_SLOT_EDGE = (170, 100, 100)
TRAINEE_FILL = (60, 20, 26)
TRAY_EDGE = (110, 140, 144)
LIME_DARK = (110, 160, 50)
SLATE = (84, 96, 110)
NAVY = (36, 60, 110)
GOLD_CARD = (255, 236, 170)
DARK_CARD = (232, 226, 214)
COUNTER_WOOD = (112, 72, 42, 235)  # the counter's wooden top, customers stand at it
COUNTER_LIP = (168, 118, 74)  # the light along its front edge
COUNTER_PLACE = (84, 52, 30)  # a customer's place on it, worn a little darker
KITCHEN_TILE = (34, 70, 80)  # every other tile of the kitchen's floor

# ¡Taco Fight!'s boards, cards and hourglass
ROW_INK = (110, 96, 80)
EDGE_FILL = (236, 222, 190)
TORTILLA = (214, 168, 84)
FORK = (112, 120, 132)
HOT_SAUCE = (205, 40, 45)
MILD = (118, 176, 52)  # a taco's heat
MEDIUM = (236, 140, 40)
HOT = (205, 36, 52)
SAND = (233, 196, 106)
SAND_DARK = (202, 170, 92)
WARN_TINT = (255, 70, 70, 255)  # multiplied over the hourglass's last seconds
BOARD_FILL = (18, 46, 54)
SLOT_FILL = (24, 62, 72)
SLOT_LINE = (58, 104, 114)
DIM_TEXT = (170, 200, 204)
NUMBER_INK = (150, 130, 100)

# Taco Loco's cards and panels
HISTORY_FILL = (20, 38, 44)
YOUR_PANEL = (255, 250, 236)
NIGHT = (36, 44, 86)
TOMATO = (205, 52, 45)
LEGEND_LINE = (180, 120, 10)
NIGHT_EDGE = (12, 16, 40)
NIGHT_LINE = (90, 100, 160)
LEGEND_FILL = (255, 226, 140)
LEGEND_INK = (120, 70, 0)

# Taco Party's plates, chips and cards
PLACEMAT = (14, 40, 48, 150)
PLACEMAT_MINE = (12, 36, 44, 175)
RIM_FILL = (238, 226, 200)
RIM_SHINE = (255, 252, 240)
CREAM_SHEEN = (255, 244, 220, 28)
NOT_DONE = (170, 160, 140)
CHIP_INK = (170, 200, 200)
DISCARD_VEIL = (20, 20, 20, 70)
CHIP_FILL = (60, 96, 104)
EXTRA_BAND = (170, 166, 156)
PARTY_TORTILLA = (204, 150, 70)  # ingredients
PARTY_MEAT = (128, 74, 42)
PARTY_CHEESE = (224, 164, 20)
PARTY_LETTUCE = (98, 168, 52)
PARTY_TOMATO = (222, 72, 48)
PARTY_GUACAMOLE = (46, 118, 70)
PARTY_SALSA = (160, 28, 64)
INGREDIENT_GREY = (120, 110, 90)
TOPPER_FILL = (255, 236, 178)

PAPERS = (CREAM, CREAM_DARK, MENU_ROW, PAPER, YOUR_PANEL, WHITE)
"""What the menus and panels write on: cream and its darker band, a settings row, paper, the
viewer's own panel, high contrast's white."""
INKS_ON_PAPER = (CHARCOAL, BLACK, MARIGOLD_INK, HEADING, LEGEND_INK, COACH_GREEN, NAVY,
                 HELP_INK)
"""Every colour small text is written in on those papers: each at least 4.5:1 on each
(`tests/ui/test_palette.py`)."""
TEXT_CONTRAST = 4.5
"""WCAG's AA for text below 24 px (18.66 px bold)."""


def _players(entries: tuple[Seat, Seat, Seat, Seat]) -> Seats:
    """The four seats' styles from (colour name, colour, text colour), in seat order."""
    a, b, c, d = (
        PlayerStyle(seat=i, colour_name=name, colour=colour, shape=SHAPES[i], text_colour=text)
        for i, (name, colour, text) in enumerate(entries)
    )
    return (a, b, c, d)


STANDARD = Palette(
    name="standard",
    felt=FELT,
    felt_dark=FELT_DARK,
    felt_light=FELT_LIGHT,
    cream=CREAM,
    cream_dark=CREAM_DARK,
    charcoal=CHARCOAL,
    white=WHITE,
    marigold=MARIGOLD,
    chili=CHILI,
    lime=LIME,
    magenta=MAGENTA,
    sky=SKY,
    gold=GOLD,
    accent=MARIGOLD,
    danger=CHILI,
    success=LIME,
    info=SKY,
    shadow=SHADOW,
    text_on_felt=CREAM,
    text_shadow=CHARCOAL,
    players=_players(
        (
            ("marigold", MARIGOLD, CHARCOAL),
            ("sky", SKY, CHARCOAL),
            ("lime", LIME, CHARCOAL),
            ("magenta", MAGENTA, WHITE),
        )
    ),
)

# Okabe–Ito based: the four seats also step down in lightness (yellow, sky, vermillion, navy),
# and success / danger are blue / vermillion instead of green / red.
CB_YELLOW = hex_rgb("#F0E442")
CB_SKY = hex_rgb("#56B4E9")
CB_VERMILLION = hex_rgb("#D55E00")
CB_NAVY = hex_rgb("#0B3C7A")
CB_ORANGE = hex_rgb("#E69F00")

COLOUR_BLIND = Palette(
    name="colour_blind",
    felt=FELT,
    felt_dark=FELT_DARK,
    felt_light=FELT_LIGHT,
    cream=CREAM,
    cream_dark=CREAM_DARK,
    charcoal=CHARCOAL,
    white=WHITE,
    marigold=CB_ORANGE,
    chili=CB_VERMILLION,
    lime=CB_SKY,
    magenta=hex_rgb("#CC79A7"),
    sky=CB_SKY,
    gold=CB_YELLOW,
    accent=CB_ORANGE,
    danger=CB_VERMILLION,
    success=CB_SKY,
    info=CB_YELLOW,
    shadow=SHADOW,
    text_on_felt=CREAM,
    text_shadow=CHARCOAL,
    players=_players(
        (
            ("yellow", CB_YELLOW, CHARCOAL),
            ("sky", CB_SKY, CHARCOAL),
            ("vermillion", CB_VERMILLION, WHITE),
            ("navy", CB_NAVY, WHITE),
        )
    ),
)

PLAYER_STYLES = STANDARD.players
"""The standard four seats (colour + shape); use `palette(cb).players` to honour the setting."""


# Settings → High-contrast table: a deeper felt under a veil, text in white, ink in black, panels
# a step lighter; the seats' colours stay (the colour-blind ones, with both switches on).
HC_FELT = hex_rgb("#0B2229")
HC_FELT_DARK = hex_rgb("#06161B")
HC_FELT_LIGHT = hex_rgb("#15404B")
HC_FELT_VEIL = 120
"""How dark (0–255) the veil over the felt's picture is, with high contrast."""


def high_contrast(base: Palette) -> Palette:
    """`base` with stronger felt and text contrast (Settings → High-contrast table)."""
    return dataclasses.replace(base, name=f"{base.name}_high_contrast", felt=HC_FELT,
                               felt_dark=HC_FELT_DARK, felt_light=HC_FELT_LIGHT, cream=WHITE,
                               cream_dark=CREAM, charcoal=BLACK, text_on_felt=WHITE,
                               text_shadow=BLACK)


def palette(colour_blind: bool = False, contrast: bool = False) -> Palette:
    """The palette for the colour-blind and high-contrast settings."""
    chosen = COLOUR_BLIND if colour_blind else STANDARD
    return high_contrast(chosen) if contrast else chosen
