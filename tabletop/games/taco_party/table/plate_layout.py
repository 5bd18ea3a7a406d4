"""Where cards go on a Taco Party plate: plain geometry, no pygame (the view draws from it).

A taco is drawn as the rulebook stacks it: the empty taco in front with each new ingredient
tucked behind it (so the newest ingredient is highest and every card's top band shows), the
outfit and topper laid on top in front. Columns stand on a common baseline; tall tacos squeeze
their bands, and a plate with many or tall tacos drops to a smaller card size.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tabletop.games.taco_party.rules.cards import INGREDIENT, OUTFIT, TACO, TOPPER, TacoPartyData


@dataclass(frozen=True)
class CardSize:
    """One card size on this table: width, height, the top band that stays visible, numerals."""

    name: str
    width: int
    height: int
    band: int
    numeral: int

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)


LARGE = CardSize("L", 120, 168, 30, 24)
MEDIUM = CardSize("M", 96, 134, 26, 20)
SMALL = CardSize("S", 80, 112, 23, 18)
TINY = CardSize("XS", 64, 90, 17, 16)
SIZES = (LARGE, MEDIUM, SMALL, TINY)
"""Largest first."""

GAP = 10
MIN_BAND = 0.7
"""A plate keeps its card size while its tallest taco shows at least this much of each band."""

FRONT_ORDER = {TACO: 0, OUTFIT: 1, TOPPER: 2}


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.x <= pos[0] < self.right and self.y <= pos[1] < self.bottom

    def as_tuple(self) -> tuple[float, float, float, float]:
        return (self.x, self.y, self.w, self.h)


def display_order(data: TacoPartyData, taco: Sequence[int]) -> list[int]:
    """A taco's cards from the top of the screen (newest ingredient, furthest back) to the front."""
    layers = [c for c in taco if data.cards[c].kind == INGREDIENT]
    front = sorted((c for c in taco if data.cards[c].kind != INGREDIENT),
                   key=lambda c: FRONT_ORDER.get(data.cards[c].kind, 0))
    return list(reversed(layers)) + front


@dataclass(frozen=True)
class PlateFit:
    """The card size and column spacing chosen for one plate area.

    `area` is what shows above the plate's rim; the front card of each taco stands `sunk`
    pixels below it, behind the rim, so tall tacos keep more of each band.
    """

    size: CardSize
    spacing: float
    area: Rect
    sunk: int = 0

    def column_x(self, index: int) -> float:
        """Left edge of column `index`."""
        return self.area.x + index * self.spacing

    @property
    def front(self) -> int:
        """How much of a taco's front card shows above the rim."""
        return self.size.height - self.sunk

    def band(self, cards: int) -> float:
        """How much of each card's top shows in a taco of `cards` cards."""
        if cards <= 1:
            return self.size.band
        room = self.area.h - self.front
        return max(4.0, min(float(self.size.band), room / (cards - 1)))

    def column(self, index: int, cards: int) -> Rect:
        """The visible rectangle of a taco of `cards` cards in column `index`."""
        height = self.front + max(0, cards - 1) * self.band(cards)
        return Rect(self.column_x(index), self.area.bottom - height, self.size.width, height)

    def card_centres(self, index: int, cards: int) -> list[tuple[float, float]]:
        """Centres of the taco's cards in display order (top of the screen first)."""
        col = self.column(index, cards)
        band = self.band(cards)
        cx = col.x + self.size.width / 2
        return [(cx, col.y + i * band + self.size.height / 2) for i in range(cards)]


def footer_hidden(size: CardSize) -> int:
    """Hide only the front card's footer (likes and cost) behind the rim: names stay readable."""
    return size.band + 2


def half_hidden(size: CardSize) -> int:
    """Hide the lower half of the front card: the others' tacos keep more room for their bands."""
    return size.height // 2


def first_fit(area: Rect, heights: Sequence[int], extra_columns: int = 0,
              sizes: Sequence[CardSize] = SIZES,
              hide: Callable[[CardSize], int] = footer_hidden) -> PlateFit | None:
    """The largest size whose columns fit across `area` and whose tallest taco stays readable.

    `hide(size)` is how much of each front card stands hidden behind the plate's rim.
    """
    columns = max(1, len(heights) + extra_columns)
    tallest = max(heights, default=1)
    for size in sizes:
        hidden = hide(size)
        width_needed = columns * (size.width + GAP) - GAP
        height_needed = size.height - hidden + max(0, tallest - 1) * size.band * MIN_BAND
        if width_needed <= area.w and height_needed <= area.h:
            return PlateFit(size, size.width + GAP, area, hidden)
    return None


def band_shown(size: CardSize) -> int:
    """Hide all but the band (and a sliver) of the front card: the most room for tall tacos."""
    return size.height - size.band - 8


def fit_plate(area: Rect, heights: Sequence[int], extra_columns: int = 0,
              sizes: Sequence[CardSize] = SIZES,
              hide: Callable[[CardSize], int] = footer_hidden) -> PlateFit:
    """Like `first_fit`, falling back to the smallest size, squeezed across when needed."""
    fit = first_fit(area, heights, extra_columns, sizes, hide)
    if fit is not None:
        return fit
    columns = max(1, len(heights) + extra_columns)
    size = sizes[-1]
    spacing: float = size.width + GAP
    if columns > 1 and columns * spacing - GAP > area.w:
        spacing = max(12.0, (area.w - size.width) / (columns - 1))
    return PlateFit(size, spacing, area, hide(size))


def row_positions(area: Rect, count: int, width: float, gap: float = 8.0) -> list[float]:
    """Centres x of `count` cards laid in a row, centred in `area`, squeezed when needed."""
    if count <= 0:
        return []
    step = width + gap
    if count > 1 and count * step - gap > area.w:
        step = (area.w - width) / (count - 1)
    total = width + (count - 1) * step
    left = area.x + (area.w - total) / 2 + width / 2
    return [left + i * step for i in range(count)]
