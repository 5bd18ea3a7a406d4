"""Where cards go on a Taco Party plate: plain geometry, no pygame (the view draws from it).

A taco is drawn as the rulebook stacks it: the empty taco in front with each new ingredient
tucked behind it (so the newest ingredient is highest and every card's top band shows), the
outfit and topper laid on top in front. Columns stand on a common baseline; tall tacos squeeze
their bands, and a plate with many or tall tacos drops to a smaller card size.

The others' plates are fanned instead (`fan_plate`): every card's band shows in full, and a
taco too tall for its plate stays one taco: its front card keeps as many bands above it as fit,
and its newest ingredients fold into strips beside it, bands only (no second card face that
could read as a second taco), on one tray (its bands squeezed only when even that leaves no
room). Whichever way, a taco's front card (its outfit or topper, the
card that matters most) always shows whole, its name and cost above the plate's rim.
Card sizes are the kit's family (`tabletop.kit.sizes`), each with the band a taco shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from tabletop.games.taco_party.rules.cards import INGREDIENT, OUTFIT, TACO, TOPPER, TacoPartyData
from tabletop.kit import sizes as family


@dataclass(frozen=True)
class CardSize:
    """One card size on this table (a member of the kit's family): width, height, the top band
    that stays visible on a taco, the score's numerals."""

    name: str
    width: int
    height: int
    band: int
    numeral: int

    @classmethod
    def of(cls, member: family.CardSize, band: int, numeral: int) -> CardSize:
        return cls(member.name, member.width, member.height, band, numeral)

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)


LARGE = CardSize.of(family.FULL, 30, 24)
"""Your hand and your own plate."""
MEDIUM = CardSize.of(family.TABLE, 28, 20)
"""The others' plates, and yours when it fills up."""
SMALL = CardSize.of(family.COMPACT, 26, 18)
"""The middle of the table, and crowded plates."""
TINY = CardSize.of(family.PEEK, 17, 16)
"""The deck, the discard pile and burned cards (counted, not read: hover shows them)."""
SIZES = (LARGE, MEDIUM, SMALL, TINY)
"""Largest first."""

GAP = 10
WRAP_GAP = 2
"""Between a fanned taco's strips and its front column (tacos stand GAP apart)."""
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
    per_column: int = 0
    """Fanned plates: the most cards a taco's front column holds (a taller taco folds its
    newest ingredients into strips beside it); 0: never folds."""
    starts: tuple[float, ...] = ()
    """Fanned plates: each taco's left edge, and where one more would start."""
    fan_band: float = 0.0
    """Fanned plates whose bands are squeezed: each card's band; 0: the size's whole band."""

    def column_x(self, index: int) -> float:
        """Left edge of column `index`."""
        if self.starts:
            return self.starts[min(index, len(self.starts) - 1)]
        return self.area.x + index * self.spacing

    @property
    def strip_rows(self) -> int:
        """Fanned plates: how many strips (bands alone) one strip column holds, no taller
        than a full front column."""
        if not self.per_column:
            return 0
        band = self.band(self.per_column + 1)
        return max(1, int((self.front + (self.per_column - 1) * band + 0.01) // band))

    def strips_of(self, cards: int) -> int:
        """How many of a taco's cards fold into strips beside its front column."""
        return max(0, cards - self.per_column) if self.per_column else 0

    def columns_of(self, cards: int) -> int:
        """How many columns a taco of `cards` cards takes (its strip columns and its front
        column)."""
        strips = self.strips_of(cards)
        return 1 + (-(-strips // self.strip_rows) if strips else 0)

    @property
    def front(self) -> int:
        """How much of a taco's front card shows above the rim."""
        return self.size.height - self.sunk

    def band(self, cards: int) -> float:
        """How much of each card's top shows in a taco of `cards` cards."""
        if self.per_column:
            return self.fan_band or self.size.band
        if cards <= 1:
            return self.size.band
        room = self.area.h - self.front
        return max(4.0, min(float(self.size.band), room / (cards - 1)))

    def column(self, index: int, cards: int) -> Rect:
        """The visible rectangle of a taco of `cards` cards in column `index` (its strips and
        its front column when it folds)."""
        rows = min(cards, self.per_column) if self.per_column else cards
        height = self.front + max(0, rows - 1) * self.band(cards)
        wide = self.size.width + (self.columns_of(cards) - 1) * (self.size.width + WRAP_GAP)
        return Rect(self.column_x(index), self.area.bottom - height, wide, height)

    def card_centres(self, index: int, cards: int) -> list[tuple[float, float]]:
        """Centres of the taco's cards in display order (top of the screen first; a folded
        taco's newest ingredients are strips down the columns left of its front column)."""
        band = self.band(cards)
        x0 = self.column_x(index) + self.size.width / 2
        col = self.column(index, cards)
        strips = self.strips_of(cards)
        out = []
        for i in range(cards):
            if i < strips:
                column, row = divmod(i, self.strip_rows)
            else:
                column, row = self.columns_of(cards) - 1, i - strips
            out.append((x0 + column * (self.size.width + WRAP_GAP),
                        col.y + row * band + self.size.height / 2))
        return out

    def strip_rects(self, index: int, cards: int) -> list[Rect | None]:
        """What shows of each of the taco's cards when it folds: a strip's band alone (None:
        the card is drawn whole, as the front column's are)."""
        strips = self.strips_of(cards)
        band = self.band(cards)
        out: list[Rect | None] = []
        for i, (x, y) in enumerate(self.card_centres(index, cards)):
            if i < strips:
                out.append(Rect(x - self.size.width / 2, y - self.size.height / 2,
                                self.size.width, band))
            else:
                out.append(None)
        return out


def nothing_hidden(size: CardSize) -> int:
    """Hide nothing of the front card: its name and its cost stay above the rim."""
    return 0


def first_fit(area: Rect, heights: Sequence[int], extra_columns: int = 0,
              sizes: Sequence[CardSize] = SIZES,
              hide: Callable[[CardSize], int] = nothing_hidden) -> PlateFit | None:
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


def fan_plate(area: Rect, heights: Sequence[int],
              sizes: Sequence[CardSize] = (MEDIUM, SMALL)) -> PlateFit:
    """A fanned plate: every front card whole, nothing behind a rim.

    The biggest size whose tacos fit across `area` in one column each with whole bands; else
    the tall ones fold their newest ingredients into strips beside their front column; else,
    at the smallest size, the widest bands that fit across, squeezed.
    """
    tallest = max(1, max(heights, default=1))
    for size in sizes:  # one column a taco
        if size.height + (tallest - 1) * size.band <= area.h:
            fit = _fanned(area, heights, size, tallest)
            if fit is not None:
                return fit
    for size in sizes:  # tall tacos fold into strips beside their front card
        per_column = 1 + int((area.h - size.height) // size.band)
        fit = _fanned(area, heights, size, per_column)
        if fit is not None:
            return fit
    size = sizes[-1]
    for per_column in range(2, tallest + 1):  # squeezed: the widest bands that fit across
        band = max(4.0, min(float(size.band), (area.h - size.height) / (per_column - 1)))
        fit = _fanned(area, heights, size, per_column, band)
        if fit is not None:
            return replace(fit, fan_band=band)
    band = max(4.0, min(float(size.band), (area.h - size.height) / max(1, tallest - 1)))
    fit = _fanned(area, heights, size, tallest, band, squeeze=True)
    assert fit is not None
    return replace(fit, fan_band=band)


def _fanned(area: Rect, heights: Sequence[int], size: CardSize, per_column: int,
            band: float = 0.0, squeeze: bool = False) -> PlateFit | None:
    """Tacos side by side, each folding after `per_column` cards (bands `band` tall, 0: whole);
    None when they do not fit across (`squeeze`: they always do, the gaps between tacos
    shrinking, then overlapping)."""
    probe = PlateFit(size, size.width + GAP, area, 0, per_column, (), band)
    widths = []
    for cards in heights:
        columns = probe.columns_of(cards)
        widths.append(columns * size.width + (columns - 1) * WRAP_GAP)
    total = sum(widths) + GAP * max(0, len(widths) - 1)
    gap: float = GAP
    if total > area.w + 0.01:
        if not squeeze:
            return None
        gap = (area.w - sum(widths)) / max(1, len(widths) - 1)
    starts = []
    x = area.x
    for width in widths:
        starts.append(x)
        x += width + gap
    starts.append(x)
    return PlateFit(size, size.width + GAP, area, 0, per_column, tuple(starts))


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
