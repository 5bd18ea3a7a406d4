"""The ¡Taco Fight! table's own look of the kit's chrome: the top bar (the game's name, the
phase chip where one is given (the table gives none: its clock says the phase), what to do,
the keys) and the line at the bottom (what just happened, a refusal in
red, the hint outlined), as elements the scene's `chrome` returns.

They say what the kit's chrome says (`TableScene.status_text`, `key_tips`, `Feedback.line`) in
the shapes this table has always had: one shared screen, no seat's name in the bar.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.kit.chrome import BAR_FILL, BAR_HEIGHT, Style
from tabletop.kit.elements import Element
from tabletop.kit.feedback import HINT, REFUSAL
from tabletop.ui import fonts, glyph_text, paint
from tabletop.ui.draw import record, text_in
from tabletop.ui.palette import DIM_TEXT

TITLE = "¡Taco Fight!"
TIP_SIZE = 16
MEASURE_SLACK = 1
"""A measured width is rounded to the nearest logical pixel: at 1920x1080 the words can be a
third of a pixel wider than measured, and a box exactly as wide would wrap them."""
CHIP_MOST = 260
"""The widest a chip's words stand (four boards' "Wave 2/6 · Normal" in a long language)."""
LONG_LINE = 90
"""A line longer than this many characters is set smaller."""
Z_STATUS, Z_LINE = 900.0, 910.0


@dataclass(frozen=True)
class StatusLook:
    step: str
    prompt: str
    tips: str
    width: int
    style: tuple


def status_bar(style: Style, step: str, prompt: str, tips: str, width: int) -> Element:
    look = StatusLook(step, prompt, tips, width, style.key)
    return Element("status", pygame.Rect(0, 0, width, BAR_HEIGHT + 2), Z_STATUS, look,
                   partial(_paint_status, look, style))


def _paint_status(look: StatusLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    width = look.width
    paint.rect(canvas, BAR_FILL, pygame.Rect(0, 0, width, BAR_HEIGHT))
    paint.line(canvas, theme.marigold, (0, BAR_HEIGHT), (width, BAR_HEIGHT), 2)
    title = text_in(canvas, ui, TITLE, fonts.BODY, theme.marigold, pygame.Rect(14, 4, 170, 38),
                    "midleft")
    chip = pygame.Rect(title.right, 9, 0, 26)  # no chip: the prompt follows the title
    if look.step:
        said = ui.measure(look.step, fonts.SMALL)[0] + MEASURE_SLACK
        chip = pygame.Rect(title.right + 10, 9, min(said, CHIP_MOST) + 20,
                           max(26, ui.line_height(fonts.SMALL) + 2))
        paint.rect(canvas, theme.marigold, chip, border_radius=13)
        text_in(canvas, ui, look.step, fonts.SMALL, theme.charcoal, chip.inflate(-16, 0))
    images = style.images
    if images is not None and glyph_text.has_glyphs(look.tips):  # a pad's buttons
        tip_box = pygame.Rect(0, 4, min(glyph_text.measure(ui, images, look.tips, TIP_SIZE),
                                        width * 2 // 5), 36)
        tip_box.right = width - 14
        tip_at = glyph_text.draw(canvas, ui, images, look.tips, TIP_SIZE, DIM_TEXT, tip_box,
                                 "midright")
    else:
        tips = glyph_text.plain(look.tips)
        tip_box = pygame.Rect(0, 4, min(ui.measure(tips, TIP_SIZE)[0] + MEASURE_SLACK,
                                        width * 2 // 5), 36)
        tip_box.right = width - 14
        tip_at = text_in(canvas, ui, tips, TIP_SIZE, DIM_TEXT, tip_box, "midright")
    left = chip.right + 14
    room = tip_at.x - 16 - left
    if room % 2:  # an even width: wrapped at 1920x1080, its lines stay inside it
        left, room = left - 1, room + 1
    text_in(canvas, ui, look.prompt, fonts.SMALL, theme.cream,  # two lines fit the bar
            pygame.Rect(left, 2, room, BAR_HEIGHT - 4), "midleft")


@dataclass(frozen=True)
class LineLook:
    text: str
    kind: str
    zone: tuple[int, int, int, int]
    style: tuple


def history_line(style: Style, text: str, kind: str, zone: pygame.Rect) -> Element | None:
    """The line in `zone`, centred: a pill as wide as its words (squeezed to fit the zone)."""
    if not text:
        return None
    look = LineLook(text, kind, (zone.x, zone.y, zone.w, zone.h), style.key)
    w, h = _label_size(style, look)
    pill = pygame.Rect(0, 0, w + 30, 30)
    pill.center = zone.center
    reach = pill.union(pygame.Rect(pill.x, pill.centery - h // 2 - 1, pill.w, h + 2))
    return Element("history", reach.inflate(4, 4), Z_LINE, look,
                   partial(_paint_line, look, style))


def _size(text: str) -> float:
    return 16 if len(text) > LONG_LINE else fonts.SMALL


def _label_size(style: Style, look: LineLook) -> tuple[int, int]:
    room = look.zone[2] - 30
    w, h = style.ui.measure(look.text, _size(look.text))
    return (w, h) if w <= room else (room, max(1, h * room // w))


def _paint_line(look: LineLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    room = look.zone[2] - 30
    label = ui.text(look.text, _size(look.text), theme.white)
    if label.get_width() > room:  # squeezed to the zone, once per picture of the line
        label = paint.smoothscale(label, (room, max(1, label.get_height() * room //
                                                    label.get_width())))
    pill = pygame.Rect(0, 0, label.get_width() + 30, 30)
    pill.center = pygame.Rect(look.zone).center
    paint.rect(canvas, theme.chili if look.kind == REFUSAL else BAR_FILL, pill, border_radius=15)
    if look.kind == HINT:
        paint.rect(canvas, theme.marigold, pill, 2, border_radius=15)
    at = label.get_rect(center=pill.center)
    canvas.blit(label, at)
    record(ui, canvas, look.text, at, pill)
