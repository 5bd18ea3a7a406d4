"""The player aid: a turn of this game on one screen (its steps, what each card or die face
does, how scoring works) over the dimmed table, which it freezes like the pause menu (Taco
Fight's hourglass stops), with a way on to the full rules.

Drawn from the game's `aid.yaml` (sections of short lines in up to three columns; a line may
name card faces or dice, shown beside it with the game's own pictures). The text is fitted to
the screen as a whole: from `BODY_MOST` every line shrinks together, a pixel at a time, until
every column fits; at each size the sections, in the file's reading order, are cut into the
columns where the tallest column is the shortest (`_balanced`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations
from typing import Any

import pygame

from tabletop.core.errors import DataError
from tabletop.core.language import titled
from tabletop.engine.scene import Scene
from tabletop.input import intents as it
from tabletop.input.device_words import say_plain
from tabletop.kit.sizes import MIN_ICON_PX
from tabletop.scenes.aid_lines import LineParts, section_parts
from tabletop.scenes.base import MenuScene
from tabletop.scenes.game_pictures import NUMBER_FLOOR, GamePictures
from tabletop.scenes.guide_sources import aid_of
from tabletop.scenes.label_ink import label_ink
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import OVERLAY_BLUR, OVERLAY_DIM, Shade, panel, text_in
from tabletop.ui.guide import Aid, AidLine
from tabletop.ui.widgets import Button

BOX = pygame.Rect(28, 16, 1224, 630)
TITLE = pygame.Rect(BOX.x + 24, BOX.y + 12, BOX.w - 48, 44)
AREA = pygame.Rect(BOX.x + 24, BOX.y + 64, BOX.w - 48, BOX.h - 76)
COLUMN_GAP = 18
BODY_MOST = fonts.SMALL  # the aid's words start this big, and shrink a pixel at a time to fit
HEADING_MORE = 2    # a section's heading stands this much bigger than its lines
PICTURE = 50        # pictures beside a line stand at least this tall at SMALL text
PICTURE_MOST = 140  # and as tall as this where the aid has the room (the first size tried):
#   a full-size card shrunk to 140 prints its numbers at 20 px, as big as the words beside it
PICTURE_STEP = 8    # tried a step smaller each time the aid does not fit
PICTURE_ROOM = 10   # between a line's pictures and its words
ICON_SHARE = 0.5    # a kit icon ("icon:fist") stands this share of a card picture's height
BULLET_ROOM = 16    # a line without pictures starts this far right, after its dot
FRAME = 3
"""The aid's edge in the game's colour (its title in that colour's readable ink), as the
booklet's page and cover are edged: the game's look, not bare cream."""
PIN_SIZE = fonts.SMALL
"""A card's number pinned on its picture where the card, shrunk, prints it too small."""
LINE_GAP = 10
SECTION_GAP = 18    # between two sections' cards in a column
CARD_PAD = (12, 8)  # inside a section's card: beside its lines, under its band and last line
BAND_PAD = 5        # above and below the heading on its band
CHIP_PAD = 6        # inside a chip, beside its words
CHIP_ROOM = 6       # between a chip and the words after it
LABEL_ROOM = 0.3    # between a line's label and its words: this share of the text size
SCALE_ROOM = 8      # free at a line's end: broken at 1x, it and its label draw wider at 1.5x
CHIP_SHARE = 0.85   # a label wider than this share of its line has its words start below
INK = palette.CHARCOAL


@dataclass(frozen=True)
class Placed:
    """One line or heading of the aid where it is drawn: its words broken into lines, its
    pictures and its box."""

    lines: tuple[str, ...]
    box: pygame.Rect
    size: float
    line_height: int
    heading: bool
    pictures: tuple[tuple[str, int, int], ...] = ()
    """(name, x, y) of each picture, `picture_height` of `PlacedLayout.picture` tall."""
    number: str = ""
    """A step's number, drawn on a disc left of the words ("" for none)."""
    chip: str = ""
    """A short label drawn in the game's ink with its colon where the first line starts; the
    words follow it."""
    indent: int = 0
    """How far right of the box the first line's words start (after the chip)."""
    items: tuple[tuple[str, pygame.Rect], ...] = ()
    """A list of key facts: each fact's chip where it is drawn (then no lines of words)."""


def broken(ui: Any, text: str, size: float, width: int, indent: int = 0) -> tuple[str, ...]:
    """`text` broken into lines no wider than `width` (the first `indent` narrower), measured
    as at 1x so every window size breaks it at the same words (a word too long for a whole
    line is cut where the line ends: a long word of another language)."""
    lines: list[str] = []
    line = ""
    for whole in text.split():
        for word in cut_to_fit(ui, whole, size, width):
            longer = f"{line} {word}" if line else word
            room = width - (indent if not lines else 0)
            if ui.layout_size(longer, size)[0] <= room:
                line = longer
            elif line:
                lines.append(line)
                line = word
            elif not lines and indent:  # not one word fits beside the chip: they start below
                lines.append("")
                line = word
            else:
                line = longer
    if line:
        lines.append(line)
    return tuple(lines) or ("",)


def cut_to_fit(ui: Any, word: str, size: float, width: int) -> list[str]:
    """`word` in pieces each no wider than `width` (itself alone when it fits)."""
    pieces: list[str] = []
    while ui.layout_size(word, size)[0] > width and len(word) > 1:
        cut = len(word) - 1
        while cut > 1 and ui.layout_size(word[:cut], size)[0] > width:
            cut -= 1
        pieces.append(word[:cut])
        word = word[cut:]
    return [*pieces, word]


def lead_in(label: str) -> str:
    """A line's label as it is drawn before the line's words: with its colon ("Pick up:
    spend your pickup…"), so the line reads as the sentence it was written as."""
    return f"{label}:"


@dataclass(frozen=True)
class PlacedLayout:
    items: tuple[Placed, ...]
    picture: int
    fits: bool = True
    cards: tuple[tuple[pygame.Rect, pygame.Rect], ...] = ()
    """Each section's card and the band its heading stands on."""
    """Every column ends above the panel's bottom (false only when even the smallest text
    cannot make it fit: the aid has too much to say)."""


def picture_height(name: str, picture: int) -> int:
    """How tall the picture `name` stands where a card's picture is `picture` tall: a kit
    icon ("icon:fist") a share of it, never under `MIN_ICON_PX` (a symbol, not a card: as
    big as a card it would crowd its words)."""
    if name.startswith("icon:"):
        return max(MIN_ICON_PX, round(picture * ICON_SHARE))
    return picture


def level_ends(cards: list[tuple[pygame.Rect, pygame.Rect]], ends: list[int]
               ) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """The cards with each column's last one reaching down to the longest column's end, so
    the columns end level (a short column left a bare patch of the panel under it)."""
    if len(ends) < 2:
        return cards
    bottom = max(cards[i][0].bottom for i in ends)
    out = list(cards)
    for i in ends:
        card, band = out[i]
        out[i] = (pygame.Rect(card.x, card.y, card.w, bottom - card.y), band)
    return out


def picture_sizes(body: float) -> list[int]:
    """The pictures' heights to try with the words at `body`, biggest first: from
    `PICTURE_MOST` down to `PICTURE` (each scaled with the words)."""
    scale = body / fonts.SMALL
    sizes = range(PICTURE_MOST, PICTURE - 1, -PICTURE_STEP)
    heights = [max(32, round(size * scale)) for size in sizes]
    least = max(32, round(PICTURE * scale))
    return list(dict.fromkeys([*heights, least]))


class PlayerAidScene(MenuScene):
    """Over the table: the aid, "Full rules" (F1 again, a pad's Back) and "Back to the table"
    (Esc, a pad's B or Start); the rules button names the key or pad button in hand. At a
    table it also offers the score sheet and the gamepad controls (a pad's way to what F3 and
    F2 open)."""

    opaque = False
    freezes_below = True

    def __init__(self, services: Any, spec: Any,
                 open_scores: Callable[[], Scene] | None = None,
                 open_controls: Callable[[], Scene] | None = None, scores_key: str = "F3"
                 ) -> None:
        """`open_scores` / `open_controls`: the score sheet (which `scores_key` opens at the
        table) and the gamepad controls of the table below, which take the aid's place (none:
        no such buttons)."""
        super().__init__(services)
        self.spec = spec
        self.pictures = GamePictures(services, spec, bare=True)  # the line names the card
        self.aid: Aid | None = None
        self.problem = ""
        try:
            self.aid = aid_of(spec)
        except DataError as error:
            self.problem = str(error)
        self.missing = self.aid is None and not self.problem
        self._shade = Shade(OVERLAY_DIM, blur=OVERLAY_BLUR)
        self._layout: tuple[tuple, PlacedLayout] | None = None
        self.scores_key = scores_key
        self.scores_button: Button | None = None
        self.controls_button: Button | None = None
        if open_controls is not None:  # left to right, as the d-pad walks them
            self.controls_button = self.widgets.add(Button(
                pygame.Rect(BOX.x, 660, 280, 48),
                on_click=lambda: self.require_stack().replace(open_controls())))
        if open_scores is not None:
            self.scores_button = self.widgets.add(Button(
                pygame.Rect(BOX.right - 776, 660, 200, 48),
                on_click=lambda: self.require_stack().replace(open_scores())))
        self.rules_button = self.widgets.add(Button(
            pygame.Rect(BOX.right - 560, 660, 300, 48), on_click=self.open_rules))
        self.back_button = self.widgets.add(Button(pygame.Rect(BOX.right - 244, 660, 244, 48),
                                                   primary=True, on_click=self.on_back))
        """The aid's main way on: back to the game (the booklet is the step further)."""
        self.widgets.focus = len(self.widgets.widgets) - 1
        self.speak()

    def open_rules(self) -> None:
        from tabletop.scenes.rules_page import RulesScene

        self.require_stack().push(RulesScene(self.services, self.spec))

    def speak(self) -> None:
        """"Full rules (F1)" (the keys the player chose), or "(Back)" with a pad in hand (its
        Back button opens them), in the player's language."""
        _ = self.services.words.gettext
        self.rules_button.label = say_plain(self.services, _("Full rules ({aid})"))
        self.back_button.label = _("Back to the table")
        if self.scores_button is not None:
            self.scores_button.label = say_plain(
                self.services, _("Scores ({key})").format(key=self.scores_key), _("Scores"))
        if self.controls_button is not None:
            self.controls_button.label = say_plain(
                self.services, _("Gamepad controls ({controls})"), _("Gamepad controls"))

    def reword(self) -> None:
        """The language changed: the buttons and the aid in it."""
        self.speak()
        self._layout = None
        self.mark_changed()

    def problem_said(self) -> str:
        """Why there is no aid to show, in the player's language (a broken file's problem
        after it, in the words of whoever keeps the game's files); "" when there is one."""
        _ = self.services.words.gettext
        if self.missing:
            return _("This game has no player aid yet: its full rules are one button away.")
        if self.problem:
            return _("This game's player aid cannot be read: {problem}").format(
                problem=self.problem)
        return ""

    def handle(self, intent: it.Intent) -> None:
        intent = self.menu_intent(intent)
        if intent is None:
            return
        self.speak()
        if isinstance(intent, it.Command) and intent.name in ("rules", "aid"):
            self.services.sounds.play("ui_click")
            self.open_rules()
            return
        super().handle(intent)

    def rescaled(self) -> None:
        self._shade.forget()
        self._layout = None

    # --- laying the aid out ----------------------------------------------------------------------
    def layout(self) -> PlacedLayout:
        """Every line placed, at the biggest text size at which every column fits."""
        ui = self.services.fonts
        key = (ui.scale, ui.k, self.services.words.code)
        if self._layout is None or self._layout[0] != key:
            self._layout = (key, self._lay_out())
        return self._layout[1]

    def _lay_out(self) -> PlacedLayout:
        ui = self.services.fonts
        aid = self.aid
        if aid is None:
            return PlacedLayout((), PICTURE)
        body_sizes = ui.sizes(BODY_MOST)
        heading_sizes = ui.sizes(BODY_MOST + HEADING_MORE)
        best: PlacedLayout | None = None
        for step, body in enumerate(body_sizes):
            heading = heading_sizes[min(step, len(heading_sizes) - 1)]
            for picture in picture_sizes(body):  # the pictures give way before the words
                columns = self._balanced(aid, body, heading, picture)
                placed, cards, fits = self._columns(aid, body, heading, picture, columns)
                best = PlacedLayout(tuple(placed), picture, fits, tuple(cards))
                if fits:
                    return best
        assert best is not None
        return best

    def _balanced(self, aid: Aid, body: float, heading: float, picture: int) -> list[int]:
        """Each section's column: the sections in their order, cut into the aid's columns
        where the tallest column is the shortest (so no column overflows while another is
        half empty); the file's own columns when they are as good."""
        count = aid.columns
        sections = list(aid.sections)
        own = [section.column for section in sections]
        if count < 2 or len(sections) <= count:
            return own
        reading = sorted(range(len(sections)), key=lambda i: (own[i], i))
        """The sections in reading order: down the file's first column, then the next."""
        width = (AREA.w - (count - 1) * COLUMN_GAP) // count
        tall = {i: self._section_height(sections[i], width, body, heading, picture)
                for i in reading}

        def tallest(columns: list[int]) -> int:
            heights = [0] * count
            for index, column in enumerate(columns):
                heights[column] += tall[index] + SECTION_GAP
            return max(heights)

        best, best_h = own, tallest(own)
        for cuts in combinations(range(1, len(reading)), count - 1):
            columns = [0] * len(sections)
            for at, index in enumerate(reading):
                columns[index] = sum(1 for cut in cuts if at >= cut)
            height = tallest(columns)
            if height < best_h:
                best, best_h = columns, height
        return best

    def _section_height(self, section: Any, width: int, body: float, heading: float,
                        picture: int) -> int:
        """How tall `section`'s card stands in a column `width` wide."""
        _placed, cards, _fits = self._cards([section], AREA.x, width, body, heading, picture)
        return cards[0][0].h

    def _columns(self, aid: Aid, body: float, heading: float, picture: int,
                 columns: list[int] | None = None
                 ) -> tuple[list[Placed], list[tuple[pygame.Rect, pygame.Rect]], bool]:
        """Each column's sections as cards: a band with the heading, then the lines
        (`columns`: each section's column; the file's by default)."""
        count = aid.columns
        if columns is None:
            columns = [section.column for section in aid.sections]
        width = (AREA.w - (count - 1) * COLUMN_GAP) // count
        placed: list[Placed] = []
        cards: list[tuple[pygame.Rect, pygame.Rect]] = []
        fits = True
        ends: list[int] = []
        """Each column's last card's place among `cards`."""
        for column in range(count):
            left = AREA.x + column * (width + COLUMN_GAP)
            mine = [s for s, c in zip(aid.sections, columns, strict=True) if c == column]
            items, boxes, column_fits = self._cards(mine, left, width, body, heading, picture)
            placed += items
            cards += boxes
            if boxes:
                ends.append(len(cards) - 1)
            fits = fits and column_fits
        return placed, level_ends(cards, ends), fits

    def _cards(self, sections: list[Any], left: int, width: int, body: float, heading: float,
               picture: int) -> tuple[list[Placed], list[tuple[pygame.Rect, pygame.Rect]], bool]:
        """`sections` as cards down one column from the area's top; whether they fit."""
        placed: list[Placed] = []
        cards: list[tuple[pygame.Rect, pygame.Rect]] = []
        gettext = self.services.words.gettext
        pad_x, pad_y = CARD_PAD
        x, inner = left + pad_x, width - 2 * pad_x
        y = AREA.y
        for section in sections:
            top = y
            title = self._text(gettext(section.heading), x, y + BAND_PAD, inner, heading, True)
            placed.append(title)
            band = pygame.Rect(left, top, width, title.box.h + 2 * BAND_PAD)
            y = band.bottom + pad_y
            lines = section.lines
            parts = section_parts([gettext(line.text) for line in lines])
            for line, part in zip(lines, parts, strict=True):
                item = self._line(line, part, x, y, inner, body, picture)
                placed.append(item)
                row = max((picture_height(name, picture) for name, _x, _y in item.pictures),
                          default=0)
                y = max(item.box.bottom, y + row) + LINE_GAP
            card = pygame.Rect(left, top, width, y - LINE_GAP + pad_y - top)
            cards.append((card, band))
            y = card.bottom + SECTION_GAP
        return placed, cards, y - SECTION_GAP <= AREA.bottom

    def _line(self, line: AidLine, part: LineParts, x: int, y: int, width: int, size: float,
              picture: int) -> Placed:
        ui = self.services.fonts
        pictures = []
        left = x
        for name in line.pictures:
            image = self.pictures(name, picture_height(name, picture))
            if image is None:
                continue
            pictures.append((name, left, y))
            left += image.get_width() + 4
        if pictures:
            text_left = left - 4 + PICTURE_ROOM
        elif part.number:
            text_left = x + ui.layout_size("0", size)[1] + 8
        else:
            text_left = x + BULLET_ROOM
        room = x + width - text_left
        if part.items and not pictures and not part.number:  # chips need no bullet: the
            return self._chips(part.items, x, y, width, size)  # line's whole width is theirs
        chip, text = part.chip, part.text
        indent = 0
        if chip:
            label = ui.layout_size(lead_in(chip), size)[0]
            indent = label + round(size * LABEL_ROOM)
            if label > room - SCALE_ROOM:  # wider than the line itself: one sentence
                chip, text, indent = "", f"{part.chip}: {part.text}", 0
            elif indent > room * CHIP_SHARE:  # no room beside it: still the game's ink, the
                indent = room  # words starting on the line below
        lines = broken(ui, text, size, room - SCALE_ROOM, indent)
        tall = ui.layout_size(text or chip, size)[1]
        box = pygame.Rect(text_left, y, room, tall * len(lines))
        if pictures:
            row = max(picture_height(name, picture) for name, _x, _y in pictures)
            box = box.move(0, max(0, (row - box.h) // 2))
        return Placed(lines, box, size, tall, False, tuple(pictures), part.number, chip, indent)

    def _chips(self, items: tuple[str, ...], x: int, y: int, width: int, size: float
               ) -> Placed:
        """A list of key facts as chips, flowed left to right and down."""
        ui = self.services.fonts
        tall = ui.layout_size(items[0], size)[1]
        placed: list[tuple[str, pygame.Rect]] = []
        left, top = x, y
        for item in items:
            wide = min(width, ui.layout_size(item, size)[0] + 2 * CHIP_PAD)
            if left > x and left + wide > x + width:
                left, top = x, top + tall + CHIP_ROOM
            placed.append((item, pygame.Rect(left, top, wide, tall)))
            left += wide + CHIP_ROOM
        box = pygame.Rect(x, y, width, top + tall - y)
        return Placed((), box, size, tall, False, items=tuple(placed))

    def _text(self, text: str, x: int, y: int, width: int, size: float, heading: bool
              ) -> Placed:
        ui = self.services.fonts
        lines = broken(ui, text, size, width)
        tall = ui.layout_size(text, size)[1]
        return Placed(lines, pygame.Rect(x, y, width, tall * len(lines)), size, tall, heading)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self._shade.draw(canvas)
        theme, ui = self.services.theme, self.services.fonts
        panel(canvas, BOX, theme.cream, pictures=self.services.pictures)
        accent, _on_accent = self.accent()
        paint.rect(canvas, accent, BOX, FRAME, border_radius=14)  # the game's own edge
        _ = self.services.words.gettext
        title = titled(_(self.aid.title) if self.aid is not None
                       else _("{game}: player aid").format(game=self.spec.title),
                       self.spec.title)
        text_in(canvas, ui, title, fonts.TITLE, label_ink(accent), TITLE, "midleft")
        if self.aid is None:
            text_in(canvas, ui, self.problem_said(), fonts.BODY, INK, AREA, "topleft", wrap=True)
        else:
            self.draw_aid(canvas)
        self.widgets.draw(canvas, ui, theme, show_focus=self.keyboard_used)

    def accent(self) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
        """The game's colour for its sections' bands and steps, and the ink that reads on it."""
        try:
            colour = palette.hex_rgb(self.spec.accent)
        except (TypeError, ValueError, AttributeError):
            colour = self.services.theme.marigold
        ink = max((self.services.theme.charcoal, self.services.theme.white),
                  key=lambda c: palette.contrast_ratio(c, colour))
        return colour, ink

    def pinned_number(self, name: str, height: int) -> str:
        """The number pinned on the picture `name` standing `height` tall ("" for none): a
        card whose one number, shrunk with it, would print under `NUMBER_FLOOR` is drawn
        without it, and its number pinned on its corner at the small text size."""
        numbers, share = self.pictures.numbers(name)
        if len(numbers) != 1 or share * height >= NUMBER_FLOOR:
            return ""
        return numbers[0]

    def draw_pin(self, canvas: pygame.Surface, number: str, corner: tuple[int, int]) -> None:
        """`number` on a cream tag pinned over a card picture's top left corner (where the
        card prints it)."""
        theme, ui = self.services.theme, self.services.fonts
        tall = ui.line_height(PIN_SIZE) + 2
        tag = pygame.Rect(corner[0] + 3, corner[1] + 3,
                          max(tall, ui.measure(number, PIN_SIZE)[0] + 10), tall)
        paint.rect(canvas, theme.cream, tag, border_radius=tall // 2)
        paint.rect(canvas, theme.charcoal, tag, 1, border_radius=tall // 2)
        text_in(canvas, ui, number, PIN_SIZE, theme.charcoal, tag)

    def draw_aid(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        layout = self.layout()
        accent, on_accent = self.accent()
        for card, band in layout.cards:
            paint.rect(canvas, palette.PAPER, card, border_radius=12)
            paint.rect(canvas, accent, band, border_top_left_radius=12,
                       border_top_right_radius=12)
            paint.rect(canvas, theme.cream_dark, card, 2, border_radius=12)
        for item in layout.items:
            for name, x, y in item.pictures:
                height = picture_height(name, layout.picture)
                pinned = self.pinned_number(name, height)
                image = self.pictures(name, height, numberless=bool(pinned))
                if image is not None:
                    canvas.blit(image, (x, y))
                    if pinned:
                        self.draw_pin(canvas, pinned, (x, y))
            if item.heading:
                self.draw_lines(canvas, item, on_accent)
                continue
            first = pygame.Rect(item.box.x, item.box.y, item.box.w, item.line_height)
            if item.number:
                self.draw_step(canvas, item, first, accent, on_accent)
            elif not item.pictures and not item.items:  # (one bullet before a cloud of
                dot = (item.box.x - BULLET_ROOM + 5, first.centery)  # chips read as a stray)
                paint.circle(canvas, accent, dot, 4)
                paint.circle(canvas, theme.charcoal, dot, 4, 1)
            for fact, chip in item.items:
                paint.rect(canvas, theme.cream_dark, chip, border_radius=chip.h // 2)
                text_in(canvas, ui, fact, item.size, INK, chip.inflate(-2 * CHIP_PAD + 2, 2),
                        "center")
            indent = item.indent
            if item.chip:  # a run-in label, its colon kept: the line reads as a sentence
                label = pygame.Rect(first.x, first.y, item.box.w, first.h + 2)
                drawn = text_in(canvas, ui, lead_in(item.chip), item.size, label_ink(accent),
                                label, "topleft", floor=item.size)
                indent = drawn.right - first.x + round(item.size * LABEL_ROOM)
            self.draw_lines(canvas, item, INK, indent)

    def draw_step(self, canvas: pygame.Surface, item: Placed, first: pygame.Rect,
                  accent: tuple[int, int, int], ink: tuple[int, int, int]) -> None:
        """A step's number on a disc of the game's colour, beside its first line."""
        ui = self.services.fonts
        radius = first.h // 2
        centre = (first.x - 8 - radius, first.centery)
        paint.circle(canvas, accent, centre, radius)
        disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        disc.center = centre
        text_in(canvas, ui, item.number, item.size, ink, disc.inflate(2, 2), "center")

    def draw_lines(self, canvas: pygame.Surface, item: Placed, colour,
                   first_indent: int | None = None) -> None:
        """`item`'s lines of words, each at the aid's one size (the layout broke them to fit at
        1x; measured at the window's scale one may come out a pixel wider, and must not shrink
        on its own); the first starts `first_indent` right (after its label as drawn, so every
        label stands the same gap from its words), by default the laid-out indent."""
        ui = self.services.fonts
        for number, line in enumerate(item.lines):
            indent = (item.indent if first_indent is None else first_indent) if number == 0 else 0
            box = pygame.Rect(item.box.x + indent, item.box.y + number * item.line_height,
                              item.box.w - indent, item.line_height + 2)
            text_in(canvas, ui, line, item.size, colour, box, "topleft", floor=item.size)
