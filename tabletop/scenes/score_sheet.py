"""The score sheet: every seat's score so far and how it was made, over the blurred table,
which it freezes like the player aid (Taco Fight's hourglass stops). F3 (S too at a turn-based
table) or the table's "Scores" button opens it; the key again, Esc or its button goes back.

Also the rows a breakdown is drawn as, which the results screen shares: one row per reason
(its words on the left, wrapped, its amount on the right), a rule, the total, then the notes
while they fit. Rows that do not fit are folded into one ("3 more reasons", their amounts
added) so the amounts shown always add up to the total.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.core.errors import DataError
from tabletop.core.language import CountWord, Language, count_word, titled
from tabletop.core.scoring import Label, ScoreBreakdown, breakdowns_of, signed
from tabletop.input import intents as it
from tabletop.kit.phrases import book_of, capital
from tabletop.kit.result_facts import Unscored
from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import OVERLAY_BLUR, OVERLAY_DIM, Shade, badge, panel, text_in
from tabletop.ui.widgets import Button

ROW_GAP = 4
RULE_GAP = 6        # above and below the rule over the total
NOTE_GAP = 8        # between the total and the first note
AMOUNT_GAP = 8      # between a row's words and its amount
INK = palette.CHARCOAL

BOX = pygame.Rect(28, 16, 1224, 630)
TITLE = pygame.Rect(BOX.x + 24, BOX.y + 12, BOX.w - 48, 44)
AREA = pygame.Rect(BOX.x + 20, BOX.y + 66, BOX.w - 40, BOX.h - 80)
COLUMN_GAP = 14
HEADER = 74         # a seat's column: badge and name, then its total


Nothing = Callable[[int], "str | None"]
"""A game's words for `count` reasons worth nothing folded into one row (None: the kit's)."""


@dataclass(frozen=True)
class Row:
    """One line of a breakdown where it is drawn: `kind` is "line", "total", "note" or
    "unit" (what the amounts count, over them)."""

    label: str
    amount: str
    label_box: pygame.Rect
    amount_box: pygame.Rect | None
    kind: str
    negative: bool = False


def worded(label: Label) -> str:
    """A reason already in words (a breakdown goes through its game's phrase book first:
    `Phrases.breakdown`)."""
    if not isinstance(label, str):
        raise TypeError(f"{label!r} is not in words: word the breakdown with its phrase book")
    return label


def rows_for(ui: Any, box: pygame.Rect, part: ScoreBreakdown, size: float = fonts.SMALL,
             language: Language | None = None, total: bool = True,
             counts: bool = False, unit: str = "", nothing: Nothing | None = None) -> list[Row]:
    """`part` laid out in `box`: every reason and the total, folding the last reasons into
    one row when they do not all fit, then as many notes as fit (in `language`). Without
    `total` no total row: where the score stands big above the rows (the results). With
    `counts` the amounts are counts of what a seat took (Taco Loco's cards, fewest wins),
    shown plain: a "+4" would read as points won. `unit`: what the amounts count ("points",
    "cards taken"), said over them so no amount stands as a bare number, where the reasons
    leave it the room. `nothing`: the game's words for reasons worth nothing folded into one
    row (Taco Party's "2 more tacos score nothing"), else the kit's."""
    language = language or Language()
    shown = str if counts else signed

    def others(count: int) -> str:
        return language.ngettext("{count} more reason", "{count} more reasons",
                                 count).format(count=count)

    amounts = [shown(line.amount) for line in part.lines] + [str(part.total), "\u221288"]
    room = max(ui.measure(text, size)[0] for text in amounts) + 4
    words = box.w - room - AMOUNT_GAP
    line_h = ui.line_height(size)

    def tall(text: str, width: int = words) -> int:
        return max(line_h, ui.fitted_size(text, size, (width, 10_000), wrap=True)[1])

    items = [(worded(line.label), line.amount) for line in part.lines]
    total_h = 2 * RULE_GAP + 1 + line_h if total else 0
    unit_h = line_h + ROW_GAP if unit and part.lines else 0

    def height(rows: list[tuple[str, int]]) -> int:
        return sum(tall(label) + ROW_GAP for label, _ in rows) + total_h + unit_h

    if unit_h and height(items) > box.h:
        unit_h = 0  # the unit gives way before a reason is folded away
    if height(items) > box.h:
        # the reasons that score nothing are folded first ("Taco 2 is not among the 3
        # biggest: 0"), so every point won or lost keeps its own row where it can
        items = [item for item in items if item[1]] + [item for item in items if not item[1]]

        def fold(rest: list[tuple[str, int]]) -> tuple[str, int]:
            if any(amount for _, amount in rest):
                return (others(len(rest)), sum(a for _, a in rest))
            said = nothing(len(rest)) if nothing is not None else None
            if said:
                return (said, 0)
            return (language.ngettext("{count} more scoring nothing",
                                      "{count} more scoring nothing", len(rest)).format(
                count=len(rest)), 0)

        keep = len(items) - 1
        while keep > 0:
            folded = items[:keep] + [fold(items[keep:])]
            if height(folded) <= box.h:
                break
            keep -= 1
        items = items[:keep] + [fold(items[keep:])]
    out: list[Row] = []
    y = box.y
    if unit_h:
        out.append(Row(unit, "", pygame.Rect(box.x, y, box.w, line_h), None, "unit"))
        y += unit_h
    for label, amount in items:
        h = tall(label)
        out.append(Row(label, shown(amount), pygame.Rect(box.x, y, words, h),
                       pygame.Rect(box.right - room, y, room, line_h), "line", amount < 0))
        y += h + ROW_GAP
    if total:
        y += RULE_GAP
        out.append(Row(language.gettext("Total"), str(part.total),
                       pygame.Rect(box.x, y + RULE_GAP + 1, words, line_h),
                       pygame.Rect(box.right - room, y + RULE_GAP + 1, room, line_h), "total",
                       part.total < 0))
        y += total_h - RULE_GAP
    y += NOTE_GAP
    for note in map(worded, part.notes):
        h = tall(note, box.w)
        if y + h > box.bottom:
            break
        out.append(Row(note, "", pygame.Rect(box.x, y, box.w, h), None, "note"))
        y += h + ROW_GAP
    return out


def folded(rows: list[Row], part: ScoreBreakdown) -> bool:
    """Whether some of `part`'s reasons were folded into one row of `rows` ("3 more
    reasons")."""
    reasons = [worded(line.label) for line in part.lines]
    return sum(1 for row in rows if row.kind == "line" and row.label in reasons) < len(reasons)


def rows_fitting(ui: Any, box: pygame.Rect, part: ScoreBreakdown,
                 language: Language | None = None, total: bool = True, counts: bool = False,
                 unit: str = "", nothing: Nothing | None = None) -> tuple[list[Row], float]:
    """`part`'s rows in `box` (as `rows_for`) at the biggest size from `fonts.SMALL` down to
    `fonts.MIN_TEXT` at which no reason is folded away, every note is said and the amounts keep
    their `unit` over them (a long card's figures never stand bare beside its neighbours'
    "cards taken"), and that size; failing that, the unit gives way for the notes (a
    ¡Taco Fight! card's "Put 15 cards on plates" was left off), then the notes for the unit,
    then both; else the smallest, folded: every point a player got readable on its own row
    where it can be."""
    best: tuple[int, list[Row], float] | None = None
    size: float = fonts.SMALL
    while True:
        for said_unit in ((unit, "") if unit else ("",)):
            rows = rows_for(ui, box, part, size, language, total, counts, said_unit, nothing)
            rank = fitting_rank(rows, part, unit)
            if rank == 0:
                return rows, size
            if best is None or rank < best[0] or rank == best[0] == FOLDED:
                best = (rank, rows, size)  # (folded: the smallest size folds fewest)
        if size <= fonts.MIN_TEXT and best is not None:
            return best[1], best[2]
        size -= 1


def rows_at(ui: Any, box: pygame.Rect, part: ScoreBreakdown, size: float,
            language: Language | None = None, total: bool = True, counts: bool = False,
            unit: str = "", nothing: Nothing | None = None) -> list[Row]:
    """`part`'s rows in `box` at `size` (one size shared by several cards), the unit over the
    amounts giving way first, as `rows_fitting` chose: a note is never left off for a unit
    that could have given it its room."""
    tried = [rows_for(ui, box, part, size, language, total, counts, said_unit, nothing)
             for said_unit in ((unit, "") if unit else ("",))]
    return min(tried, key=lambda rows: fitting_rank(rows, part, unit))


FOLDED = 4
"""`fitting_rank` of rows that fold some reasons away."""


def fitting_rank(rows: list[Row], part: ScoreBreakdown, unit: str) -> int:
    """How whole `rows` say `part` (0: every reason on its own row, every note, the unit over
    the amounts; 1: without the unit; 2: without a note; 3: without either; 4: folded)."""
    if folded(rows, part):
        return FOLDED
    noted = sum(1 for row in rows if row.kind == "note") == len(part.notes)
    headed = not unit or not part.lines or any(row.kind == "unit" for row in rows)
    return {(True, True): 0, (True, False): 1, (False, True): 2}.get((noted, headed), 3)


def draw_rows(canvas: pygame.Surface, ui: Any, theme: Any, rows: list[Row],
              size: float = fonts.SMALL) -> None:
    """The rows `rows_for` laid out: reasons in ink, losses in red, a rule over the total,
    notes in the muted colour."""
    for row in rows:
        if row.kind == "total":
            top = row.label_box.y - RULE_GAP - 1
            right = row.amount_box.right if row.amount_box is not None else row.label_box.right
            paint.line(canvas, theme.marigold_dark, (row.label_box.x, top), (right, top), 1)
        if row.kind == "unit":  # over the amounts' column, as its heading
            text_in(canvas, ui, row.label, size, theme.marigold_ink, row.label_box, "topright")
            continue
        colour = theme.marigold_ink if row.kind == "note" else INK
        text_in(canvas, ui, row.label, size, colour, row.label_box, "topleft", wrap=True)
        if row.amount_box is not None:
            text_in(canvas, ui, row.amount, size, theme.chili if row.negative else INK,
                    row.amount_box, "topright")


class ScoreSheetScene(MenuScene):
    """Over the table: each seat's breakdown so far, and "Back to the table" (Esc, or the key
    that opened it)."""

    opaque = False
    freezes_below = True

    def __init__(self, services: Any, spec: Any, match: Any, viewer: int | None = None,
                 score_label: CountWord = "score", key: str = "s") -> None:
        """`key`: the key that opened it, which closes it again."""
        super().__init__(services)
        self.key = key
        self.spec = spec
        self.match = match
        self.score_label = score_label
        self.problem = ""
        self.parts: tuple[ScoreBreakdown, ...] = ()
        try:
            found = breakdowns_of(match, viewer)
        except DataError as error:
            found, self.problem = None, self.services.words.gettext(
                "The scores cannot be explained here: {error}").format(error=error)
        if found is None and not self.problem:
            self.problem = self.services.words.gettext(
                "This game does not explain its scores yet.")
        book = self.book = book_of(spec, match, self.services.words)
        self.parts = tuple(book.breakdown(part) for part in found or ())
        self._shade = Shade(OVERLAY_DIM, blur=OVERLAY_BLUR)
        self.widgets.add(Button(pygame.Rect(BOX.right - 244, 660, 244, 48),
                                label=self.services.words.gettext("Back to the table"),
                                primary=True, on_click=self.on_back))

    def handle(self, intent: it.Intent) -> None:
        if isinstance(intent, it.KeyPress) and intent.key == self.key:
            self.on_back()
            return
        super().handle(intent)

    def rescaled(self) -> None:
        self._shade.forget()

    def columns(self) -> list[pygame.Rect]:
        """One column per seat across the panel (at most 400 wide, centred)."""
        count = max(1, len(self.parts))
        width = min(400, (AREA.w - (count - 1) * COLUMN_GAP) // count)
        left = AREA.centerx - (count * width + (count - 1) * COLUMN_GAP) // 2
        return [pygame.Rect(left + i * (width + COLUMN_GAP), AREA.y, width, AREA.h)
                for i in range(count)]

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self._shade.draw(canvas)
        theme, ui = self.services.theme, self.services.fonts
        panel(canvas, BOX, theme.cream, pictures=self.services.pictures)
        over = self.match.rules.is_over()
        _ = self.services.words.gettext
        title = titled((_("{game}: final scores") if over else _("{game}: scores so far")).format(
            game=self.spec.title), self.spec.title)
        text_in(canvas, ui, title, fonts.TITLE, theme.chili, TITLE, "midleft")
        if self.problem:
            text_in(canvas, ui, self.problem, fonts.BODY, INK, AREA, "topleft", wrap=True)
        else:
            for part, column in zip(self.parts, self.columns(), strict=False):
                self.draw_column(canvas, part, column)
        self.widgets.draw(canvas, ui, theme, show_focus=self.keyboard_used)

    def draw_column(self, canvas: pygame.Surface, part: ScoreBreakdown,
                    column: pygame.Rect) -> None:
        theme, ui = self.services.theme, self.services.fonts
        seats = self.match.setup.seats
        paint.rect(canvas, theme.cream_dark, column, 1, border_radius=10)
        inner = column.inflate(-20, -16)
        badge(canvas, theme.shapes[part.seat % len(theme.shapes)],
              (inner.x + 12, inner.y + 16), 11, theme.players[part.seat % len(theme.players)])
        _ = self.services.words.gettext
        name = seats[part.seat].name if part.seat < len(seats) else _("Seat {number}").format(
            number=part.seat + 1)
        text_in(canvas, ui, name, fonts.BODY, INK,
                pygame.Rect(inner.x + 30, inner.y, inner.w - 30, 34), "midleft")
        label = capital(count_word(self.score_label, self.services.words))
        text_in(canvas, ui, _("{label}: {total}").format(label=label, total=part.total),
                fonts.SMALL,
                theme.marigold_ink, pygame.Rect(inner.x, inner.y + 38, inner.w, 28),
                "midleft")
        body = pygame.Rect(inner.x, inner.y + HEADER, inner.w, inner.bottom - inner.y - HEADER)
        draw_rows(canvas, ui, theme, rows_for(ui, body, part, language=self.services.words,
                                              counts=self.spec.best.lower_is_better,
                                              nothing=self.unscored))

    def unscored(self, count: int) -> str | None:
        """The game's words for `count` reasons worth nothing, folded into one row."""
        return self.book.say(Unscored(count))
