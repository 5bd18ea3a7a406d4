"""The player aid: a turn of this game on one screen (its steps, what each card or die face
does, how scoring works) over the dimmed table, which it freezes like the pause menu (Taco
Fight's hourglass stops), with a way on to the full rules.

Drawn from the game's `aid.yaml` (sections of short lines in up to three columns; a line may
name card faces or dice, shown beside it with the game's own pictures). The text is fitted to
the screen as a whole: at a bigger text size every line shrinks together, a pixel at a time,
until every column fits.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.core.errors import DataError
from tabletop.engine.scene import Scene
from tabletop.input import intents as it
from tabletop.input.device_words import say_plain
from tabletop.scenes.base import MenuScene
from tabletop.scenes.game_pictures import GamePictures
from tabletop.scenes.guide_sources import aid_of
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import Shade, panel, text_in
from tabletop.ui.guide import Aid, AidLine
from tabletop.ui.widgets import Button

BOX = pygame.Rect(28, 16, 1224, 630)
TITLE = pygame.Rect(BOX.x + 24, BOX.y + 12, BOX.w - 48, 44)
AREA = pygame.Rect(BOX.x + 28, BOX.y + 66, BOX.w - 56, BOX.h - 82)
COLUMN_GAP = 30
PICTURE = 50        # pictures beside a line stand this tall (smaller when text must shrink)
PICTURE_ROOM = 10   # between a line's pictures and its words
BULLET_ROOM = 16    # a line without pictures starts this far right, after its dot
LINE_GAP = 7
HEADING_GAP = (10, 6)  # above a section heading (not the first), below it
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
    """(name, x, y) of each picture, `PlacedLayout.picture` tall."""


def broken(ui: Any, text: str, size: float, width: int) -> tuple[str, ...]:
    """`text` broken into lines no wider than `width`, measured as at 1x so every window
    size breaks it at the same words (a word too long for a whole line is cut where the line
    ends: a long word of another language)."""
    lines: list[str] = []
    line = ""
    for whole in text.split():
        for word in cut_to_fit(ui, whole, size, width):
            longer = f"{line} {word}" if line else word
            if line and ui.layout_size(longer, size)[0] > width:
                lines.append(line)
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


@dataclass(frozen=True)
class PlacedLayout:
    items: tuple[Placed, ...]
    picture: int
    fits: bool = True
    """Every column ends above the panel's bottom (false only when even the smallest text
    cannot make it fit: the aid has too much to say)."""


class PlayerAidScene(MenuScene):
    """Over the table: the aid, "Full rules" (F1 again, a pad's Back) and "Back to the table"
    (Esc, a pad's B or Start); the rules button names the key or pad button in hand. At a
    table it also offers the score sheet and the gamepad controls (a pad's way to what S and
    F2 open)."""

    opaque = False
    freezes_below = True

    def __init__(self, services: Any, spec: Any,
                 open_scores: Callable[[], Scene] | None = None,
                 open_controls: Callable[[], Scene] | None = None, scores_key: str = "S"
                 ) -> None:
        """`open_scores` / `open_controls`: the score sheet (which `scores_key` opens at the
        table) and the gamepad controls of the table below, which take the aid's place (none:
        no such buttons)."""
        super().__init__(services)
        self.spec = spec
        self.pictures = GamePictures(services, spec)
        self.aid: Aid | None = None
        self.problem = ""
        try:
            self.aid = aid_of(spec)
        except DataError as error:
            self.problem = str(error)
        self.missing = self.aid is None and not self.problem
        self._shade = Shade(185)
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
            pygame.Rect(BOX.right - 560, 660, 300, 48),
            primary=True, on_click=self.open_rules))
        self.back_button = self.widgets.add(Button(pygame.Rect(BOX.right - 244, 660, 244, 48),
                                                   on_click=self.on_back))
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
        body_sizes = ui.sizes(fonts.SMALL)
        heading_sizes = ui.sizes(fonts.SMALL + 4)
        best: PlacedLayout | None = None
        for step, body in enumerate(body_sizes):
            heading = heading_sizes[min(step, len(heading_sizes) - 1)]
            picture = max(32, round(PICTURE * body / fonts.SMALL))
            placed, fits = self._columns(aid, body, heading, picture)
            best = PlacedLayout(tuple(placed), picture, fits)
            if fits:
                break
        assert best is not None
        return best

    def _columns(self, aid: Aid, body: float, heading: float, picture: int
                 ) -> tuple[list[Placed], bool]:
        count = aid.columns
        width = (AREA.w - (count - 1) * COLUMN_GAP) // count
        placed: list[Placed] = []
        fits = True
        for column in range(count):
            x = AREA.x + column * (width + COLUMN_GAP)
            y = AREA.y
            first = True
            for section in (s for s in aid.sections if s.column == column):
                if not first:
                    y += HEADING_GAP[0]
                first = False
                said = self.services.words.gettext(section.heading)
                item = self._text(said, x, y, width, heading, True)
                placed.append(item)
                y = item.box.bottom + HEADING_GAP[1]
                for line in section.lines:
                    item = self._line(line, x, y, width, body, picture)
                    placed.append(item)
                    y = max(item.box.bottom, y + (picture if item.pictures else 0)) + LINE_GAP
            fits = fits and y - LINE_GAP <= AREA.bottom
        return placed, fits

    def _line(self, line: AidLine, x: int, y: int, width: int, size: float, picture: int
              ) -> Placed:
        pictures = []
        left = x
        for name in line.pictures:
            image = self.pictures(name, picture)
            if image is None:
                continue
            pictures.append((name, left, y))
            left += image.get_width() + 4
        text_left = left - 4 + PICTURE_ROOM if pictures else x + BULLET_ROOM
        said = self.services.words.gettext(line.text)
        item = self._text(said, text_left, y, x + width - text_left, size, False)
        if pictures:
            item = Placed(item.lines, item.box.move(0, max(0, (picture - item.box.h) // 2)),
                          size, item.line_height, False, tuple(pictures))
        return item

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
        _ = self.services.words.gettext
        title = (_(self.aid.title) if self.aid is not None
                 else _("{game}: player aid").format(game=self.spec.title))
        text_in(canvas, ui, title, fonts.TITLE, theme.chili, TITLE, "midleft")
        if self.aid is None:
            text_in(canvas, ui, self.problem_said(), fonts.BODY, INK, AREA, "topleft", wrap=True)
        else:
            self.draw_aid(canvas)
        self.widgets.draw(canvas, ui, theme, show_focus=self.keyboard_used)

    def draw_aid(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        layout = self.layout()
        for item in layout.items:
            for name, x, y in item.pictures:
                image = self.pictures(name, layout.picture)
                if image is not None:
                    canvas.blit(image, (x, y))
            if not item.pictures and not item.heading:
                dot = (item.box.x - BULLET_ROOM + 5, item.box.y + item.line_height // 2)
                paint.circle(canvas, theme.marigold_dark, dot, 4)
            colour = theme.chili if item.heading else INK
            for number, line in enumerate(item.lines):
                box = pygame.Rect(item.box.x, item.box.y + number * item.line_height,
                                  item.box.w, item.line_height + 2)
                text_in(canvas, ui, line, item.size, colour, box, "topleft")
