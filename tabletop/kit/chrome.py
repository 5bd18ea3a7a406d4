"""The parts every table shows around its game: the top bar, the history line at the bottom,
the turn banner and the table's buttons, each as an element.

Each element's look is a frozen record of everything its painter draws, and the painter draws
from that record only, so a kept picture can never be stale: if anything it shows changed, the
look differs and the canvas draws it again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pygame

from tabletop.core.language import Language
from tabletop.kit.elements import Element, panel_cover
from tabletop.kit.feedback import HINT, REFUSAL
from tabletop.ui import fonts, glyph_text, paint
from tabletop.ui.draw import badge, draw_badge, draw_panel, text_in
from tabletop.ui.fonts import FontBook
from tabletop.ui.palette import BAR_FILL, TIP_COLOUR
from tabletop.ui.pictures import Pictures
from tabletop.ui.theme import Colour, Theme
from tabletop.ui.widgets import LOOK_MARGIN, Button

BAR_HEIGHT = 44
LOG_WIDTH = 740          # the "what just happened" line wraps beyond this
BANNER_BOTTOM = 44       # the turn banner stays in the top bar (its shadow too): seats start at 50
BANNER_GAP = 16          # kept clear between the banner and the name in the top bar
MEASURE_SLACK = 1        # `FontBook.measure` rounds to logical px: a box that wide can wrap at 1.5x
SHADOW_ROOM = 10         # a panel's shadow reaches this far past it
BUTTON_ROW_Y = 676       # the table's own buttons (hint, undo, scores, aid) sit on this line
BUTTON_SIZE = (112, 36)
FELT_AREA = pygame.Rect(0, BAR_HEIGHT + 4, 1280, BUTTON_ROW_Y - 4 - (BAR_HEIGHT + 4))
"""The felt between the top bar and the button row, in logical pixels."""
BOTTOM_ROOM = 720 - BUTTON_ROW_Y
"""Kept free below the felt: the button row and the history line."""


def button_slot(x: int) -> pygame.Rect:
    """The rect of a table button whose left edge is `x`, on the bottom button row."""
    return pygame.Rect((x, BUTTON_ROW_Y), BUTTON_SIZE)


HINT_SLOT, UNDO_SLOT, AID_SLOT = (button_slot(x) for x in (12, 132, 1156))
SCORES_SLOT = pygame.Rect(1020, BUTTON_ROW_Y, 128, BUTTON_SIZE[1])
"""Where each of the table's buttons is: hint and undo at the left, scores and aid at the
right (clear of every table's cards and the centred history line); the scores button is
wider, for its key's name ("Scores (F3)") at the buttons' text size."""


@dataclass(frozen=True)
class Style:
    """What every picture depends on besides what it says: the colours and the text size."""

    theme: Theme
    ui: FontBook
    pictures: Pictures | None = None
    """The services' kept pictures (panels, badges), or None to draw them shape by shape."""
    images: Any = None
    """The image cache, for the pad button glyphs of a prompt ("⟨a⟩ play", see glyph_text)."""
    words: Language = field(default_factory=Language)
    """The language of the words a painter writes itself ("What happened", "in hand")."""

    @property
    def key(self) -> tuple:
        return (self.theme, self.ui.scale, self.words.code)

    @property
    def sheets(self) -> Pictures | None:
        """Where a part kept as one picture (`ui.draw.kept_sheet`) is kept: the services'
        pictures, but none while texts are being recorded (a layout test reads each text as it
        is drawn, which a kept picture would not draw again)."""
        return self.pictures if self.ui.log is None else None


@dataclass(frozen=True)
class SeatMark:
    """A seat as the chrome names it: its name, colour and shape."""

    name: str
    colour: Colour
    shape: str


@dataclass(frozen=True)
class StatusLook:
    step: str
    prompt: str
    seat: SeatMark | None
    tips: str
    width: int
    style: tuple


def name_rect(ui: FontBook, seat: SeatMark | None) -> pygame.Rect | None:
    """The badge and name at the left of the top bar."""
    if seat is None:
        return None
    width, height = ui.measure(seat.name, fonts.BODY)
    return pygame.Rect(16, 10, 30 + width, height)


def status_bar(style: Style, step: str, prompt: str, seat: SeatMark | None, tips: str,
               width: int, z: float = 900.0) -> Element:
    """The bar always on screen: whose turn, what step, what to do now, which keys apply."""
    look = StatusLook(step, prompt, seat, tips, width, style.key)
    return Element("status", pygame.Rect(0, 0, width, BAR_HEIGHT + 2), z, look,
                   partial(_paint_status, look, style), panel_cover(
                       pygame.Rect(0, 0, width, BAR_HEIGHT), 0))  # the bar's fill is opaque


def _paint_status(look: StatusLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    width = look.width
    paint.rect(canvas, BAR_FILL, pygame.Rect(0, 0, width, BAR_HEIGHT))
    paint.line(canvas, theme.marigold, (0, BAR_HEIGHT), (width, BAR_HEIGHT), 2)
    x = 16
    if look.seat is not None:
        badge(canvas, look.seat.shape, (x + 12, 22), 11, look.seat.colour,
              pictures=style.pictures)
        name = ui.text(look.seat.name, fonts.BODY, theme.cream)
        canvas.blit(name, (x + 30, 10))
        x += 40 + name.get_width()
    if look.step:
        label = ui.text(look.step, fonts.SMALL, theme.charcoal)
        chip = pygame.Rect(x + 8, 9, label.get_width() + 20, 26)
        paint.rect(canvas, theme.marigold, chip, border_radius=13)
        canvas.blit(label, label.get_rect(center=chip.center))
        x = chip.right + 14
    right = width - 14
    images = style.images
    if look.tips and images is not None and glyph_text.has_glyphs(look.tips):
        tip_box = pygame.Rect(0, 4, min(glyph_text.measure(ui, images, look.tips, fonts.SMALL)
                                        + MEASURE_SLACK, width * 2 // 5), 36)
        tip_box.right = width - 14
        right = glyph_text.draw(canvas, ui, images, look.tips, fonts.SMALL, TIP_COLOUR,
                                tip_box, "midright").x
    elif look.tips:
        tip_box = pygame.Rect(0, 4, min(ui.measure(look.tips, fonts.SMALL)[0] + MEASURE_SLACK,
                                        width * 2 // 5), 36)
        tip_box.right = width - 14
        right = text_in(canvas, ui, look.tips, fonts.SMALL, TIP_COLOUR, tip_box, "midright").x
    if look.prompt and images is not None and glyph_text.has_glyphs(look.prompt):
        glyph_text.draw(canvas, ui, images, look.prompt, fonts.SMALL, theme.cream,
                        pygame.Rect(x, 4, right - 16 - x, 36), "midleft")
    elif look.prompt:
        text_in(canvas, ui, look.prompt, fonts.SMALL, theme.cream,
                pygame.Rect(x, 4, right - 16 - x, 36), "midleft")


@dataclass(frozen=True)
class LineLook:
    text: str
    kind: str
    canvas: tuple[int, int]
    style: tuple


def history_line(style: Style, text: str, kind: str, canvas_size: tuple[int, int],
                 z: float = 910.0) -> Element | None:
    """The line at the bottom: a refusal in red, the hint outlined, or what just happened."""
    if not text:
        return None
    look = LineLook(text, kind, canvas_size, style.key)
    rect = _line_rect(style, look)
    return Element("history", rect.inflate(SHADOW_ROOM * 2, SHADOW_ROOM * 2), z, look,
                   partial(_paint_line, look, style))


def _line_label(style: Style, look: LineLook) -> pygame.Surface:
    """One line, a little smaller if that keeps it one (down to the 16 px floor); wrapped only
    when even that is too long, so the line rarely grows up over the table."""
    ui, colour = style.ui, style.theme.white
    label = ui.text(look.text, fonts.SMALL, colour)
    if label.get_width() > LOG_WIDTH:
        size, _ = ui.fit(look.text, fonts.SMALL, (LOG_WIDTH, ui.line_height(fonts.SMALL)))
        label = ui.text(look.text, size, colour)
    if label.get_width() > LOG_WIDTH:
        label = ui.text(look.text, fonts.SMALL, colour, width=LOG_WIDTH)
    return label


def _line_rect(style: Style, look: LineLook) -> pygame.Rect:
    label = _line_label(style, look)
    rect = pygame.Rect(0, 0, label.get_width() + 36, label.get_height() + 14)
    rect.midbottom = (look.canvas[0] // 2, look.canvas[1] - 8)
    return rect


def _paint_line(look: LineLook, style: Style, canvas: pygame.Surface) -> None:
    theme = style.theme
    label = _line_label(style, look)
    rect = _line_rect(style, look)
    fill = theme.chili if look.kind == REFUSAL else BAR_FILL
    border = theme.magenta if look.kind == HINT else None  # the hint's colour (signals.py)
    draw_panel(canvas, rect, fill, border, radius=min(17, rect.h // 2), pictures=style.pictures)
    canvas.blit(label, label.get_rect(center=rect.center))


Corners = tuple[int, ...]
"""A rectangle as (x, y, w, h), kept in a look."""


@dataclass(frozen=True)
class BannerLook:
    text: str
    seat: SeatMark | None
    rect: Corners
    size: float
    style: tuple


def banner_size(ui: FontBook, text: str) -> float:
    """The title size, or the body size when the text size would make the banner too tall
    for the top bar."""
    fits = ui.measure(text, fonts.TITLE)[1] + 10
    return fonts.TITLE if fits <= BANNER_BOTTOM else fonts.BODY


def banner_rect(ui: FontBook, text: str, shown: float, canvas_width: int,
                name: pygame.Rect | None, size: float) -> pygame.Rect:
    """The banner's panel when `shown` of it has slid in: down from the top edge into the top
    bar (above every seat panel), right of the name shown there."""
    width, height = ui.measure(text, size)
    rect = pygame.Rect(0, 0, width + 90, height + 10)
    rect.centerx = canvas_width // 2
    if name is not None:
        rect.x = max(rect.x, name.right + BANNER_GAP)
    rect.right = min(rect.right, canvas_width - BANNER_GAP // 2)
    home = BANNER_BOTTOM - rect.h
    rect.y = int(-rect.h + (rect.h + home) * shown)
    return rect


def banner(style: Style, text: str, seat: SeatMark | None, rect: pygame.Rect, size: float,
           z: float = 950.0) -> Element:
    """The turn banner at `rect` (see `banner_rect`), its text at `size`."""
    look = BannerLook(text, seat, tuple(rect), size, style.key)
    return Element("banner", rect.inflate(SHADOW_ROOM * 2, SHADOW_ROOM * 2), z, look,
                   partial(_paint_banner, look, style))


def _paint_banner(look: BannerLook, style: Style, canvas: pygame.Surface) -> None:
    theme = style.theme
    rect = pygame.Rect(look.rect)
    label = style.ui.text(look.text, look.size, theme.charcoal)
    draw_panel(canvas, rect, theme.marigold, theme.charcoal, radius=rect.h // 2,
               pictures=style.pictures)
    if look.seat is not None:  # drawn in place: it may be cut by the window's edge
        draw_badge(canvas, look.seat.shape, (rect.x + 30, rect.centery), 12, look.seat.colour)
    canvas.blit(label, label.get_rect(midleft=(rect.x + 52, rect.centery)))


@dataclass(frozen=True)
class ButtonLook:
    label: str
    rect: Corners
    enabled: bool
    primary: bool
    size: float
    focused: bool
    hovered: bool
    style: tuple


def button(style: Style, widget: Button, key: str, focused: bool, hovered: bool,
           z: float = 920.0) -> Element:
    """A button of the table (hint, undo, a step of the game) as it is drawn now."""
    look = ButtonLook(widget.label, tuple(widget.rect), widget.enabled, widget.primary,
                      widget.size, focused, hovered, style.key)
    reach = widget.rect.inflate(2 * LOOK_MARGIN + 4, 2 * LOOK_MARGIN + 4)
    return Element(key, reach, z, look,
                   partial(_paint_button, widget, focused, hovered, style))


def _paint_button(widget: Button, focused: bool, hovered: bool, style: Style,
                  canvas: pygame.Surface) -> None:
    widget.draw(canvas, style.ui, style.theme, focused, hovered)
