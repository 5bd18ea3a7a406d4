"""The ¡Taco Fight! table's "What happened" panel: the latest plays of every player and bot,
newest at the top, in the room the boards leave on the felt (`FightLayout.history`). Its sheet
is printed on the ground (`ground.py`), so the room reads as the table's log from the first
frame; before the first play it says what will show there. With three or four boards it is a
strip along the bottom of the felt (`strip`): the newest plays side by side, each whole; Tab
shows more on demand, in a panel as tall as its lines need.

Its look is a frozen record of the lines it shows; its painter draws from that record and the
style only.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.language import N_
from tabletop.games.taco_fight.table.faces import HOW_TO_BEAT
from tabletop.games.taco_fight.table.ink import Z_MIDDLE
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.ui import fonts, paint
from tabletop.ui.draw import panel, text_in
from tabletop.ui.palette import BOARD_FILL, CHIP_FILL, DIM_TEXT, SLOT_LINE

TITLE_H = 30
ROW = 24
"""One line of the history (a long one takes two)."""
PAD = 12
Z_HISTORY = Z_MIDDLE + 0.5
EMPTY: tuple[tuple[str, int], ...] = (("", 2),)
"""The room the sheet's words take before the first play (the words are the painter's)."""
BEATEN_BY = (("plate", "block"), ("fist", "smash"), ("fork", "eat"))
"""The empty sheet's pictures: the three ways to beat a taco, each with its icon."""
HOW = {"block": N_("Build its plate in order, from a Tortilla (0) up to its spiciness."),
       "smash": N_("Play cards with fists, as many as its spiciness."),
       "eat": N_("Stab it 6 times with a fork.")}
"""Each way to beat a taco in a line, under its name: the same words at every seat count
(whose taco each way reaches, the aid and each taco's own explanation say)."""


SHORT = {"block": N_("build to match it"),
         "smash": N_("fists to match it"),
         "eat": N_("6 fork stabs")}
"""Each way in a few words, beside its name on the strip (three or four boards), where the
sheet's whole line has no room: the whole line is the way's tooltip there."""


def how_words(how: str) -> str:
    """A way to beat a taco in a line, marked for the catalog."""
    return HOW[how]


LEGEND_ICON = 48
LEGEND_H = LEGEND_ICON + 36
"""The least room for the empty sheet's three ways under its words."""
WAY_H = 76
"""A way's least height in a column of them (its name and two lines beside its icon; side
by side, three lines)."""
WAY_W = 230
"""A way's least width when the three sit side by side."""
HEADING_H = 30
Z_SHOWN = 420.0
"""The latest plays shown on demand over the middle column (above the cards and cursors)."""


@dataclass(frozen=True)
class HistoryLook:
    box: tuple[int, int, int, int]
    rows: tuple[tuple[str, int], ...]
    """Each line shown, newest first, with how many rows it takes."""
    style: tuple
    over: bool = False
    guide: tuple[int, int, int, int] | None = None
    """Where the three ways to beat a taco stay under the first plays (None: no room left)."""
    side: bool = False
    """The plays fill the sheet's height: the ways stand as rows beside them, at its right
    (one board's wide sheet, else half empty beside short lines)."""


def rows_of(style: Style, box: pygame.Rect, lines: tuple[str, ...]
            ) -> tuple[tuple[str, int], ...]:
    """The newest lines that fit `box`, newest first, each with its rows (one, or two when
    it is too long for one)."""
    room = box.w - 2 * PAD
    left = (box.h - TITLE_H - 8) // ROW
    out = []
    for line in lines:
        rows = 1 if style.ui.measure(line, fonts.MIN_TEXT)[0] <= room else 2
        if rows > left:
            break
        out.append((line, rows))
        left -= rows
    return tuple(out)


def panel_rect(box: pygame.Rect, rows: tuple[tuple[str, int], ...]) -> pygame.Rect:
    """The panel as tall as its lines need."""
    return pygame.Rect(box.x, box.y, box.w, TITLE_H + sum(r for _, r in rows) * ROW + 8)


def history(style: Style, box: pygame.Rect, lines: tuple[str, ...],
            over: bool = False) -> Element | None:
    """The latest `lines` (newest first) at the top of `box`: on the sheet the ground prints
    there, or (`over`) in a panel of their own shown on demand over the table, with a shadow,
    above the cards. Before the first play the sheet says what it is for."""
    rows = rows_of(style, box, lines)
    if not rows and over:
        return None
    if not rows:
        look = HistoryLook((box.x, box.y, box.w, box.h), (), style.key)
        rect = pygame.Rect(box) if legend_fits(box) or rows_fit(box) else \
            panel_rect(box, EMPTY)
        return Element("history panel", rect, Z_HISTORY, look,
                       partial(_paint_history, look, style))
    guide = None if over else guide_area(box, rows)
    side = guide is None and not over and box.w >= SIDE_LEAST and \
        box.h >= WAYS_TOP + len(BEATEN_BY) * WAY_ROW + 8
    if side:  # (the plays in the sheet's left part, the ways in rows at its right)
        rows = rows_of(style, pygame.Rect(box.x, box.y, box.w - SIDE_W, box.h), lines)
        guide = side_area(box)
    look = HistoryLook((box.x, box.y, box.w, box.h), rows, style.key, over,
                       None if guide is None else (guide.x, guide.y, guide.w, guide.h), side)
    rect = pygame.Rect(box) if guide is not None else panel_rect(box, rows).inflate(12, 12)
    return Element("history panel", rect, Z_SHOWN if over else Z_HISTORY, look,
                   partial(_paint_history, look, style))


GUIDE_GAP = 12
"""The least room between the last play shown and the ways kept under the plays."""
SIDE_W = 340
"""The ways' column beside the plays on a wide sheet: each way's icon, name and few words."""
SIDE_LEAST = 700
"""A sheet at least this wide keeps the ways beside the plays once they fill its height."""


def side_area(box: pygame.Rect) -> pygame.Rect:
    """The ways' column at the right of a wide sheet: its title on the sheet's title line,
    its rows under it."""
    return pygame.Rect(box.right - SIDE_W + PAD, box.y + TITLE_H - WAYS_TOP, SIDE_W - 2 * PAD,
                       WAYS_TOP + len(BEATEN_BY) * WAY_ROW)


def guide_area(box: pygame.Rect, rows: tuple[tuple[str, int], ...]) -> pygame.Rect | None:
    """Where the three ways to beat a taco stay under the first plays (one or two boards): at
    the foot of the sheet, where they stood before the first play, so the sheet is not left
    bare until its plays fill it; None once the plays need the room (the plays come first)."""
    width = box.w - 2 * PAD
    side = width >= len(BEATEN_BY) * WAY_W
    least = WAY_H if side else len(BEATEN_BY) * WAY_H
    most = HEADING_H + (WAY_H + 24 if side else len(BEATEN_BY) * (WAY_H + 12))
    top = panel_rect(box, rows).bottom + GUIDE_GAP
    room = box.bottom - 8 - top
    if room < least:
        return None
    height = min(room, most)
    return pygame.Rect(box.x + PAD, box.bottom - 8 - height, width, height)


def _paint_history(look: HistoryLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    box = pygame.Rect(look.box)
    rect = panel_rect(box, look.rows or EMPTY)
    if look.over:  # on the table's own sheet (printed on the ground) it needs no panel
        panel(canvas, rect, BOARD_FILL, None, radius=12, shadow=True)
        paint.rect(canvas, DIM_TEXT, rect, 2, border_radius=12)
    only_ways = not look.rows and not legend_fits(box) and rows_fit(box)
    title = WAYS_TITLE if only_ways else "What happened"  # what it holds
    top = WAYS_TOP if only_ways else TITLE_H
    heading = pygame.Rect(rect.x + PAD, rect.y + top - 26, rect.w - 2 * PAD, 24)
    text_in(canvas, ui, style.words.gettext(title), fonts.MIN_TEXT, DIM_TEXT, heading,
            "midleft")
    y = rect.y + top
    if only_ways and ways_note_fits(ui, style.words.gettext(title),
                                    style.words.gettext(WAYS_NOTE), heading.w):
        text_in(canvas, ui, style.words.gettext(WAYS_NOTE), fonts.MIN_TEXT, DIM_TEXT, heading,
                "midright")
    if only_ways:
        _paint_way_rows(style, pygame.Rect(rect.x + PAD, y, rect.w - 2 * PAD,
                                           box.bottom - y), canvas)
    elif not look.rows:
        said = text_in(canvas, ui, style.words.gettext("Every grab, build, smash and eat "
                                                       "shows here, newest first."),
                       fonts.MIN_TEXT, DIM_TEXT,
                       pygame.Rect(rect.x + PAD, y, rect.w - 2 * PAD, EMPTY[0][1] * ROW),
                       "topleft", wrap=True)
        if legend_fits(box):
            top = said.bottom + 12
            _paint_legend(style, pygame.Rect(rect.x + PAD, top, rect.w - 2 * PAD,
                                             box.bottom - 8 - top), canvas)
    width = rect.w - 2 * PAD - (SIDE_W if look.side else 0)
    for i, (line, rows) in enumerate(look.rows):
        row = pygame.Rect(rect.x + PAD, y, width, rows * ROW)
        if i:
            paint.line(canvas, SLOT_LINE, (row.x, row.y), (row.right, row.y), 1)
        text_in(canvas, ui, line, fonts.MIN_TEXT, theme.white if i == 0 else theme.cream,
                row.inflate(0, -2), "midleft", wrap=rows > 1)  # (every line current: none grey)
        y += rows * ROW
    if look.side and look.guide is not None:  # the ways beside the plays, a rule between
        guide = pygame.Rect(look.guide)
        x = guide.x - PAD
        paint.line(canvas, SLOT_LINE, (x, rect.y + 12), (x, box.bottom - 12), 1)
        text_in(canvas, ui, style.words.gettext(WAYS_TITLE), fonts.MIN_TEXT, DIM_TEXT,
                pygame.Rect(guide.x, guide.y - 2, guide.w, 24), "midleft")
        _paint_way_rows(style, pygame.Rect(guide.x, guide.y + WAYS_TOP, guide.w,
                                           guide.h - WAYS_TOP), canvas)
    elif look.guide is not None:  # the ways under the first plays, below a rule
        guide = pygame.Rect(look.guide)
        paint.line(canvas, SLOT_LINE, (guide.x, guide.y - GUIDE_GAP // 2),
                   (guide.right, guide.y - GUIDE_GAP // 2), 1)
        _paint_legend(style, guide, canvas)


WAYS_TITLE = N_("Three ways to beat a taco")
"""The empty sheet's title where it holds only the three ways (no plays yet)."""
WAYS_NOTE = N_("What happened shows here")
"""Said at the right of that title where it fits (three boards' prep: the log's sheet held
only the ways, and nothing said where the plays would show)."""
NOTE_GAP = 16
"""The least room between the title and the note beside it."""


def ways_note_fits(ui: fonts.FontBook, title: str, note: str, width: int) -> bool:
    """Whether the note stands beside the title on one line `width` wide."""
    return ui.measure(title, fonts.MIN_TEXT)[0] + NOTE_GAP + \
        ui.measure(note, fonts.MIN_TEXT)[0] <= width
WAY_ROW = 29
"""A way's row on a short empty sheet (three boards' panel): its icon, name and few words."""
ROW_ICON = 28
"""A way's icon's disc on such a row (its picture 24 px: at 18 px it read as a speck)."""
ROW_TEXT = fonts.SMALL
"""A way's name and words on such a row where they fit so (else the least text size)."""
WAYS_TOP = 24
"""Where the rows start under the sheet's title ("Three ways to beat a taco", one line of
the least text size): tight, so three rows of bigger icons and words fit three boards'
115 px panel."""


def rows_fit(box: pygame.Rect) -> bool:
    """Whether a sheet too short for the pictures holds the three ways as rows under its
    title (three boards: its panel beside the stack and the sink)."""
    return box.h >= WAYS_TOP + len(BEATEN_BY) * WAY_ROW + 4


def way_rows(style: Style, area: pygame.Rect) -> list[WayPiece]:
    """The three ways to beat a taco as rows, each its icon, its name and what it takes in a
    few words (`SHORT`; the words give way where the row is too narrow)."""
    ui, words = style.ui, style.words
    ways = [(icon, words.gettext(HOW_TO_BEAT[how]), words.gettext(SHORT[how]))
            for icon, how in BEATEN_BY]
    left = area.x + ROW_ICON + WAY_GAP

    def columns(size: float) -> tuple[int, int]:
        """Where the ways' words start (one column, past the longest name) and end."""
        name_w = max(ui.measure(name, size)[0] for _icon, name, _said in ways) + 4
        said_w = max(ui.measure(said, size)[0] for _icon, _name, said in ways) + 4
        return left + name_w + WAY_GAP, left + name_w + WAY_GAP + said_w

    size: float = ROW_TEXT
    if columns(size)[1] > area.right:
        size = fonts.MIN_TEXT
    start = columns(size)[0]
    pieces = []
    for i, (icon, name, said) in enumerate(ways):
        row = pygame.Rect(area.x, area.y + i * WAY_ROW, area.w, WAY_ROW)
        name_box = pygame.Rect(left, row.y, ui.measure(name, size)[0] + 4, row.h)
        line = pygame.Rect(start, row.y, ui.measure(said, size)[0] + 4, row.h)
        fits = line.right <= row.right
        pieces.append(WayPiece(icon, (row.x + ROW_ICON // 2, row.centery), name, name_box,
                               said if fits else "", line if fits else None, size, ROW_ICON))
    return pieces


def _paint_way_rows(style: Style, area: pygame.Rect, canvas: pygame.Surface) -> None:
    for piece in way_rows(style, area):
        _paint_way(style, piece, canvas)


WAY_SPACING = 20
"""The most room between two ways to beat a taco one under another on the empty sheet, beyond
a way's own height."""


def legend_fits(box: pygame.Rect) -> bool:
    """Whether the room holds the empty sheet's pictures under its words."""
    return box.h >= panel_rect(box, EMPTY).h + LEGEND_H + 8


def legend_cells(area: pygame.Rect) -> tuple[pygame.Rect | None, list[pygame.Rect]]:
    """Where the empty sheet's heading (None: no room for it) and its three ways go in
    `area`: side by side when it is wide enough, else one under another; spread evenly so
    the sheet is filled; one under another, never more than `WAY_SPACING` apart, with their
    heading in the middle of the room."""
    count = len(BEATEN_BY)
    side = area.w >= count * WAY_W
    need = WAY_H if side else count * WAY_H
    heading = None
    if area.h >= need + HEADING_H:
        heading = pygame.Rect(area.x, area.y, area.w, HEADING_H)
        area = pygame.Rect(area.x, area.y + HEADING_H, area.w, area.h - HEADING_H)
    if side:
        step = area.w // count
        height = min(area.h, WAY_H + 24)
        top = area.y + (area.h - height) // 2
        return heading, [pygame.Rect(area.x + i * step, top, step - 8, height)
                         for i in range(count)]
    step = min(area.h // count, WAY_H + WAY_SPACING)  # (a tall sheet: one list under its
    down = (area.h - count * step) // 2  # heading, the two in the middle of the sheet's room,
    if heading is not None:  # not three ways 170 px apart with bare felt between them)
        heading.y += down
    return heading, [pygame.Rect(area.x, area.y + down + i * step, area.w, step - 6)
                     for i in range(count)]


def _paint_legend(style: Style, area: pygame.Rect, canvas: pygame.Surface) -> None:
    """An illustrated empty sheet: the three ways to beat a taco (block it, smash it, eat
    it), each by its icon, named and said in a line. The ways are laid out alike: one icon
    size (smaller where a way's words would otherwise wrap past `LEGEND_LINES` lines), their
    names on one line across the sheet, their words under them."""
    if style.images is None:
        return
    theme, ui, words = style.theme, style.ui, style.words
    heading, cells = legend_cells(area)
    if heading is not None:
        text_in(canvas, ui, words.gettext("Three ways to beat a taco"), fonts.SMALL,
                theme.marigold, heading, "midleft")
    name = ui.line_height(fonts.SMALL) + 4
    line = ui.line_height(fonts.MIN_TEXT)
    saids = [words.gettext(how_words(how)) for _icon, how in BEATEN_BY]
    cell = min(cells, key=lambda c: c.w)
    largest = max(32, min(64 if cell.w > 2 * WAY_W else 48, cell.h - 16, cell.w // 4))

    def heights(size: int) -> list[int]:
        room = (max(1, min(c.w for c in cells) - size - 24), LEGEND_LINES * line)
        return [ui.fitted_size(said, fonts.MIN_TEXT, room, wrap=True)[1] for said in saids]

    size = next((s for s in range(largest, 31, -4)
                 if max(heights(s)) <= LEGEND_LINES * line), 32)
    tallest = max(heights(size))
    block = name + tallest + 2  # (a long line at a big text size may reach into the gap)
    for (icon, how), said, cell in zip(BEATEN_BY, saids, cells, strict=True):
        picture = style.images.scaled(f"icons/{icon}.png", (size, size))
        at = picture.get_rect(midleft=(cell.x + 8, cell.centery))  # its disc inside the sheet
        paint.circle(canvas, SLOT_LINE, at.center, size // 2 + 8)
        canvas.blit(picture, at)
        text = pygame.Rect(at.right + 16, cell.y, cell.right - at.right - 16, cell.h)
        top = text.y + max(0, (text.h - block) // 2)
        text_in(canvas, ui, words.gettext(HOW_TO_BEAT[how]), fonts.SMALL, theme.cream,
                pygame.Rect(text.x, top, text.w, name), "midleft")
        text_in(canvas, ui, said, fonts.MIN_TEXT, DIM_TEXT,
                pygame.Rect(text.x, top + name, text.w, block - name), "topleft", wrap=True)


LEGEND_LINES = 3
"""The most lines a way's words take on the empty sheet (its icon shrinks to keep them so)."""


# --- the strip at the bottom (three or four boards: no room for the panel) ----------------------
STRIP_MOST = 3
"""The newest plays the strip is offered (it shows as many whole ones as fit its width): few
enough to take in at a glance while the sand runs (six read as a paragraph)."""
STRIP_GAP = 28
"""Room between two plays on the strip (a thin rule in its middle)."""


@dataclass(frozen=True)
class StripLook:
    box: tuple[int, int, int, int]
    lines: tuple[str, ...]
    style: tuple
    fresh: bool = True
    """Whether the newest play is news (brightest); else every play shown is dim."""


def strip(style: Style, box: pygame.Rect, lines: tuple[str, ...], fresh: bool = True
          ) -> Element:
    """The "What happened" strip along the bottom of the felt: its title, then the newest
    plays side by side, newest first (brightest while it is `fresh` news), as many whole ones
    as fit (never one cut short); before the first play it says what will show there."""
    look = StripLook((box.x, box.y, box.w, box.h), tuple(lines[:STRIP_MOST]), style.key,
                     fresh)
    return Element("history strip", pygame.Rect(box), Z_HISTORY, look,
                   partial(_paint_strip, look, style))


def strip_pieces(style: Style, box: pygame.Rect, lines: tuple[str, ...]
                 ) -> tuple[pygame.Rect, list[tuple[str, pygame.Rect]]]:
    """Where the strip's title goes and each play shown: the newest always (squeezed to the
    room left if it must be), the older ones only whole."""
    ui = style.ui
    title_w = ui.measure(style.words.gettext("What happened"), fonts.MIN_TEXT)[0] + 4
    title = pygame.Rect(box.x + PAD, box.y, title_w, box.h)
    x = title.right + STRIP_GAP
    out: list[tuple[str, pygame.Rect]] = []
    for i, line in enumerate(lines):
        room = box.right - PAD - x
        width = ui.measure(line, fonts.MIN_TEXT)[0] + 2
        if width > room and i:
            break
        out.append((line, pygame.Rect(x, box.y, min(width, room), box.h)))
        x += width + STRIP_GAP
    return title, out


TAB_PAD = 8
"""The strip's title tab reaches this far either side of its words (into the margin and
the gap before the first play)."""
WAY_ICON = 26
"""A way's icon on the strip (on a disc as tall as the strip's text allows)."""
WAY_GAP = 8
"""Room between a way's icon and its name."""


@dataclass(frozen=True)
class WayPiece:
    """One way to beat a taco on the empty strip: its icon's centre, its name's box and its
    few words' (None: no room for them)."""

    icon: str
    centre: tuple[int, int]
    name: str
    box: pygame.Rect
    said: str = ""
    line: pygame.Rect | None = None
    size: float = fonts.MIN_TEXT
    """Its words' text size."""
    icon_px: int = WAY_ICON
    """Its icon's disc's height (the picture 4 px less)."""


STRIP_WAY_TEXT = fonts.SMALL
"""The empty strip's ways' text size where they fit at it (else the least): their few grey
words read at a glance at 1280x720."""


def strip_ways(style: Style, box: pygame.Rect
               ) -> tuple[pygame.Rect | None, list[WayPiece]]:
    """The empty strip (three or four boards, before the first play): its title, which says
    what it holds ("Three ways to beat a taco", never "What happened" over no plays), and the
    three ways, each its icon, its name and what it takes in a few words (`SHORT`), at
    `STRIP_WAY_TEXT` where they fit so (else at the least text size); where the strip is
    short the title gives way first, and the ways' words last (a way's whole line is its
    tooltip here: `explain.ways_words`)."""
    ui, words = style.ui, style.words
    names = [(icon, words.gettext(HOW_TO_BEAT[how]), words.gettext(SHORT[how]))
             for icon, how in BEATEN_BY]
    room = box.w - 2 * PAD
    title_w = ui.measure(words.gettext(WAYS_TITLE), fonts.MIN_TEXT)[0] + 4

    def widths_at(size: float) -> tuple[list[int], list[int]]:
        return ([ui.measure(name, size)[0] + 4 for _, name, _said in names],
                [ui.measure(said, size)[0] + 4 for _, _name, said in names])

    def fits(titled: bool, with_lines: bool, size: float) -> bool:
        widths, lines = widths_at(size)
        bare = sum(WAY_ICON + WAY_GAP + w for w in widths) + (len(names) - 1) * STRIP_GAP
        told = bare + sum(WAY_GAP + w for w in lines)
        return (title_w + STRIP_GAP) * titled + (told if with_lines else bare) <= room

    choices = [(titled, with_lines, size)
               for titled, with_lines in ((True, True), (False, True), (True, False),
                                          (False, False))
               for size in (STRIP_WAY_TEXT, fonts.MIN_TEXT)]
    titled, with_lines, size = next((choice for choice in choices if fits(*choice)),
                                    choices[-1])
    widths, lines = widths_at(size)
    x = box.x + PAD
    title = None
    if titled:
        title = pygame.Rect(x, box.y, title_w, box.h)
        x = title.right + STRIP_GAP
    pieces = []
    for (icon, name, said), width, line_w in zip(names, widths, lines, strict=True):
        centre = (x + WAY_ICON // 2, box.centery)
        name_box = pygame.Rect(x + WAY_ICON + WAY_GAP, box.y, width, box.h)
        x = name_box.right
        line = None
        if with_lines:
            line = pygame.Rect(x + WAY_GAP, box.y, line_w, box.h)
            x = line.right
        pieces.append(WayPiece(icon, centre, name, name_box, said if with_lines else "", line,
                               size))
        x += STRIP_GAP
    return title, pieces


def _paint_strip(look: StripLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    box = pygame.Rect(look.box)  # (its sheet is printed on the ground: `ground.py`)
    if not look.lines:
        _paint_strip_ways(style, box, canvas)
        return
    title, pieces = strip_pieces(style, box, look.lines)
    _paint_strip_title(style, title, canvas)
    for i, (line, rect) in enumerate(pieces):
        rule_x = rect.x - STRIP_GAP // 2
        paint.line(canvas, SLOT_LINE, (rule_x, box.y + 9), (rule_x, box.bottom - 9), 1)
        bright = i == 0 and look.fresh
        text_in(canvas, ui, line, fonts.MIN_TEXT, theme.cream if bright else DIM_TEXT, rect,
                "midleft")


def _paint_strip_title(style: Style, title: pygame.Rect, canvas: pygame.Surface,
                      said: str = "What happened") -> None:
    """The strip's title on a tab of its own: a heading, not a bare grey label."""
    tab = pygame.Rect(title.x - TAB_PAD, title.y + 6, title.w + 2 * TAB_PAD, title.h - 12)
    paint.rect(canvas, CHIP_FILL, tab, border_radius=tab.h // 2)
    text_in(canvas, style.ui, style.words.gettext(said), fonts.MIN_TEXT,
            style.theme.cream, title, "midleft")


def _paint_strip_ways(style: Style, box: pygame.Rect, canvas: pygame.Surface) -> None:
    """Before the first play: the strip's title, then the three ways to beat a taco."""
    title, pieces = strip_ways(style, box)
    if title is not None:
        _paint_strip_title(style, title, canvas, WAYS_TITLE)
        rule_x = title.right + STRIP_GAP // 2
        paint.line(canvas, SLOT_LINE, (rule_x, box.y + 9), (rule_x, box.bottom - 9), 1)
    for piece in pieces:
        _paint_way(style, piece, canvas)


def _paint_way(style: Style, piece: WayPiece, canvas: pygame.Surface) -> None:
    """One way to beat a taco: its icon on a disc, its name, its few words."""
    if style.images is not None:
        disc = piece.icon_px // 2 + (3 if piece.icon_px == WAY_ICON else 0)  # (rows: tight)
        paint.circle(canvas, SLOT_LINE, piece.centre, disc)
        picture = style.images.scaled(f"icons/{piece.icon}.png", (piece.icon_px - 4,) * 2)
        canvas.blit(picture, picture.get_rect(center=piece.centre))
    text_in(canvas, style.ui, piece.name, piece.size, style.theme.cream, piece.box,
            "midleft")
    if piece.line is not None:
        text_in(canvas, style.ui, piece.said, piece.size, DIM_TEXT, piece.line, "midleft")
