"""Where cards go on a Taco Party plate: plain geometry, no pygame (the view draws from it).

A taco is drawn as the rulebook stacks it: the empty taco in front with each new ingredient
tucked behind it (so the newest ingredient is highest and every card's top band shows), the
outfit and topper laid on top in front. Columns stand on a common baseline; tall tacos squeeze
their bands, and a plate with many or tall tacos drops to a smaller card size.

The others' plates are fanned instead (`fan_plate`): every card's band shows in full, and a
taco too tall for its plate stays one column, one taco: its newest ingredients' bands at the
top, then one band-high tab naming (by their pictures) the cards tucked away in the middle of the
stack (shown in full on rest), then its front card (its bands squeezed only when not even the
tab fits). Whichever way, a taco's front card (its outfit or topper, the
card that matters most) always shows whole, its name and cost above the plate's rim.
Card sizes are the kit's family (`tabletop.kit.sizes`), each with the band a taco shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from tabletop.games.taco_party.rules.cards import INGREDIENT, OUTFIT, TACO, TOPPER, TacoPartyData
from tabletop.kit import sizes as family
from tabletop.kit.memo import per_model


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


LARGE = CardSize.of(family.FULL, 30, 27)
"""Your hand and your own plate."""
MEDIUM = CardSize.of(family.TABLE, 28, 25)
"""The others' plates, and yours when it fills up."""
SMALL = CardSize.of(family.COMPACT, 26, 23)
"""The middle of the table, and crowded plates."""
TINY = CardSize.of(family.PEEK, 17, 16)
"""The deck, the discard pile and burned cards (counted, not read: hover shows them)."""
SIZES = (LARGE, MEDIUM, SMALL, TINY)
"""Largest first."""
PILE = CardSize.of(family.PEEK, 22, 19)
"""The discard pile's top card: a peek-size face alone in its place, so its band is taller
and its points and cost are told in digits near a read card's (not one of a plate's sizes)."""

GAP = 10
"""The least room between two tacos..."""
ROOMY_GAP = 40
"""...and the room they keep where the plate has it: each taco's score chip, under it, as
wide as its column and the gaps beside it, never under a neighbour. A plate's tacos stand
centred on it, so a plate with few tacos is balanced, not empty on one side."""
TAB_EXTRA = 0.4
"""A folded taco's tab stands up to this share of a band taller than one, where its plate has
the room (a band alone drew its pictures and points too small to read across the table)."""
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
    """Fanned plates: the most cards a taco's column shows (its front card whole, the others'
    bands); a taller taco shows the tab on top of its column (on every plate, yours and the
    others': it once sat mid-stack on yours), then its newest `per_column - 2` bands, then its
    front card; the tab stands for the cards between those bands and the front card; 0: never
    folds."""
    starts: tuple[float, ...] = ()
    """Fanned plates: each taco's left edge, and where one more would start."""
    fan_band: float = 0.0
    """Fanned plates whose bands are squeezed: each card's band; 0: the size's whole band."""
    tab_extra: float = 0.0
    """Folded tacos: how much taller than a band their tab stands, from the plate's room
    left over above the tallest column (its pictures and points read from the couch)."""

    def column_x(self, index: int) -> float:
        """Left edge of column `index`."""
        if self.starts:
            return self.starts[min(index, len(self.starts) - 1)]
        return self.area.x + index * self.spacing

    def hidden_of(self, cards: int) -> int:
        """How many of a taco's cards the tab stands for (0: all of them show)."""
        if not self.per_column or cards <= self.per_column:
            return 0
        return cards - self.per_column + 1

    def extra_of(self, cards: int) -> float:
        """How much taller than a band a taco's tab stands (0: it has no tab)."""
        return self.tab_extra if self.hidden_of(cards) else 0.0

    def tab_row(self, cards: int) -> int | None:
        """Which band of a taco's column its tab takes (None: it has none): the top one."""
        return 0 if self.hidden_of(cards) else None

    def kept_of(self, cards: int) -> int:
        """How many of a folded taco's newest cards show their bands under its tab (the
        cards it stands for come next in display order)."""
        return self.per_column - 2 if self.hidden_of(cards) else 0

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

    @per_model
    def column(self, index: int, cards: int) -> Rect:
        """The visible rectangle of a taco of `cards` cards in column `index`."""
        rows = min(cards, self.per_column) if self.per_column else cards
        height = self.front + max(0, rows - 1) * self.band(cards) + self.extra_of(cards)
        return Rect(self.column_x(index), self.area.bottom - height, self.size.width, height)

    def rows_of(self, cards: int) -> list[int]:
        """Each card's band in its column, in display order (the cards the tab stands for
        share its band)."""
        tab, hidden, kept = self.tab_row(cards), self.hidden_of(cards), self.kept_of(cards)
        if tab is None:
            return list(range(cards))
        return [i + 1 if i < kept else tab if i < kept + hidden else i - hidden + 1
                for i in range(cards)]

    def card_centres(self, index: int, cards: int) -> list[tuple[float, float]]:
        """Centres of the taco's cards in display order (top of the screen first; the cards
        a folded taco's tab stands for lie behind it)."""
        band, tab, extra = self.band(cards), self.tab_row(cards), self.extra_of(cards)
        x = self.column_x(index) + self.size.width / 2
        top = self.column(index, cards).y
        return [(x, top + row * band + (extra if tab is not None and row > tab else 0.0)
                 + self.size.height / 2) for row in self.rows_of(cards)]

    def tab_rect(self, index: int, cards: int) -> Rect | None:
        """A folded taco's tab: one band of its column (None: it has none)."""
        tab = self.tab_row(cards)
        if tab is None:
            return None
        column = self.column(index, cards)
        return Rect(column.x, column.y + tab * self.band(cards), column.w,
                    self.band(cards) + self.extra_of(cards))

    def fold_clips(self, index: int, cards: int) -> list[Rect | None]:
        """What shows of each of a folded taco's cards: nothing of the cards behind its tab
        (on top of the column, nothing above it to cut); None: the card shows as usual."""
        hidden, kept = self.hidden_of(cards), self.kept_of(cards)
        if not hidden:
            return [None] * cards
        place = self.tab_rect(index, cards)
        assert place is not None
        return [Rect(place.x, place.y, 0, 0) if kept <= i < kept + hidden else None
                for i in range(cards)]


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
            starts = centred_starts(area, columns, size.width)
            return PlateFit(size, size.width + GAP, area, hidden, starts=starts)
    return None


def centred_starts(area: Rect, columns: int, width: float) -> tuple[float, ...]:
    """The left edges of `columns` columns of `width` (and where one more would start), as
    far apart as `ROOMY_GAP` or as fits (at least `GAP`), the row centred in `area`."""
    gap: float = ROOMY_GAP
    if columns > 1 and columns * width + (columns - 1) * gap > area.w:
        gap = max(float(GAP), (area.w - columns * width) / (columns - 1))
    total = max(1, columns) * width + max(0, columns - 1) * gap
    left = area.x + max(0.0, (area.w - total) / 2)
    return tuple(left + i * (width + gap) for i in range(columns + 1))


def fan_plate(area: Rect, heights: Sequence[int],
              sizes: Sequence[CardSize] = (MEDIUM, SMALL)) -> PlateFit:
    """A fanned plate: every front card whole, nothing behind a rim, one column a taco.

    The biggest size whose tacos show every band whole; else the biggest whose tall tacos
    keep a band or more, their tab and their front card; else, at the smallest size, front
    card and tab with the bands squeezed to what fits (and the tacos closer together when
    even one column each does not fit across).
    """
    tallest = max(1, max(heights, default=1))
    for size in sizes:  # every band whole
        if size.height + (tallest - 1) * size.band <= area.h:
            fit = _fanned(area, heights, size, tallest)
            if fit is not None:
                return fit
    for size in sizes:  # tall tacos fold: their newest bands, the tab, the front card
        per_column = 1 + int((area.h - size.height) // size.band)
        if per_column >= 2:
            fit = _fanned(area, heights, size, min(per_column, tallest))
            if fit is not None:
                return replace(fit, tab_extra=tab_extra(area, heights, size, fit))
    size = sizes[-1]
    per_column = min(tallest, max(2, 1 + int((area.h - size.height) // size.band)))
    band = max(4.0, min(float(size.band), (area.h - size.height) / max(1, per_column - 1)))
    fit = _fanned(area, heights, size, per_column, squeeze=True)
    assert fit is not None
    return replace(fit, fan_band=band if band < size.band else 0.0)


def tab_extra(area: Rect, heights: Sequence[int], size: CardSize, fit: PlateFit) -> float:
    """How much taller than a band a folded taco's tab may stand: up to `TAB_EXTRA` of a band,
    within the plate's room above its tallest column, and never so tall that a tab loses the
    cells it would have at a band's height: the tucked cards' cells (each a picture and a
    points disc as tall as the tab: twice its height less 2, 4 px of margin) side by side in
    the room across to the next taco (the last taco's, to the plate's edge); two cards' cells
    always fit."""
    spare = area.h - size.height - (fit.per_column - 1) * size.band
    tallest = TAB_EXTRA * size.band + size.band
    for index, cards in enumerate(heights):
        across = (fit.starts[index + 1] - GAP if index + 1 < len(heights) else area.right) \
            - fit.starts[index]
        hidden = fit.hidden_of(cards)
        if hidden and 4 + hidden * (2 * size.band - 2) > across:
            hidden = 2  # no cells even a band high: two cards' cells still fit
        if hidden:
            tallest = min(tallest, (across - 4) / (2 * hidden) + 1)
    return float(max(0, int(min(TAB_EXTRA * size.band, spare, tallest - 1 - size.band))))


def _fanned(area: Rect, heights: Sequence[int], size: CardSize, per_column: int,
            squeeze: bool = False) -> PlateFit | None:
    """Tacos side by side, one column each, each folding after `per_column` cards; None when
    they do not fit across (`squeeze`: they always do, the gaps between tacos shrinking, then
    overlapping)."""
    total = len(heights) * size.width + GAP * max(0, len(heights) - 1)
    if total > area.w + 0.01:
        if not squeeze:
            return None
        gap = (area.w - len(heights) * size.width) / max(1, len(heights) - 1)
        starts = tuple(area.x + i * (size.width + gap) for i in range(len(heights) + 1))
    else:
        starts = centred_starts(area, len(heights), size.width)
    return PlateFit(size, size.width + GAP, area, 0, per_column, starts)


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
