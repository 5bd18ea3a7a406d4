"""A button of two or three lines: a label, a line of detail and an optional warning."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui import fonts, paint
from tabletop.ui.draw import panel, sheet, text_in
from tabletop.ui.fonts import FontBook
from tabletop.ui.layer import scale_of
from tabletop.ui.widgets import LOOK_MARGIN, Button

PAD = 16  # from the button's edge to its text, left and right
GAP = 3   # between lines
ELLIPSIS = "\u2026"


def fitted(ui: FontBook, text: str, size: int, width: int) -> str:
    """`text`, cut short with "…" where it would be wider than `width` at `size`."""
    if ui.measure(text, size)[0] <= width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest cut that still fits
        middle = (low + high + 1) // 2
        if ui.measure(text[:middle].rstrip() + ELLIPSIS, size)[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS


@dataclass
class DetailButton(Button):
    """`label` on top, `detail` below it in small type, `note` (a warning) below that;
    `corner` sits right-aligned on the label's line. Every line is cut to fit the button."""

    detail: str = ""
    note: str = ""
    corner: str = ""
    centred: bool = False
    """Lines centred (like a plain button) rather than from the left."""
    inset: int = 0
    """Room kept at the left before the lines (a picture drawn there: a game's card back)."""

    def draw(self, canvas, ui, theme, focused, hovered) -> None:
        if not self.enabled:
            fill, text = theme.cream_dark, (140, 130, 115)
        elif self.primary:
            fill, text = (theme.marigold if not hovered else (250, 186, 96)), theme.charcoal
        else:
            fill, text = (theme.cream if not hovered else theme.white), theme.charcoal
        rect = self.rect.move(0, -2) if hovered and self.enabled else self.rect
        key = (self.label, self.detail, self.note, self.corner, self.centred, self.inset,
               self.size, fill, text, focused, rect.size, theme, ui.scale, scale_of(canvas))
        if self._look is None or self._look[0] != key:
            self._look = (key, self._lines_picture(canvas, ui, theme, rect.size, fill, text,
                                                   focused))
        canvas.blit(self._look[1], (rect.x - LOOK_MARGIN, rect.y - LOOK_MARGIN))

    def lines(self) -> list[tuple[str, int, str]]:
        """(text, size, role) of every line shown, top to bottom."""
        small = fonts.SMALL - 2
        shown = [(self.label, self.size, "label"), (self.detail, small, "detail"),
                 (self.note, small, "note")]
        return [line for line in shown if line[0]]

    def _lines_picture(self, canvas, ui, theme, size: tuple[int, int], fill, text,
                       focused: bool) -> pygame.Surface:
        rect = pygame.Rect((LOOK_MARGIN, LOOK_MARGIN), size)
        colours = {"label": text, "detail": theme.charcoal, "note": theme.chili}

        def draw(surface: pygame.Surface) -> None:
            panel(surface, rect, fill, theme.charcoal if focused else None, radius=12)
            if focused:
                paint.rect(surface, theme.marigold_dark, rect.inflate(8, 8), 3,
                           border_radius=15)
            lines = self.lines()
            heights = [ui.line_height(line_size) for _words, line_size, _ in lines]
            for role in ("detail", "note"):  # too tall for the button: the least needed go
                roles = [line[2] for line in lines]
                if sum(heights) + GAP * (len(lines) - 1) > rect.h - 2 and role in roles:
                    del lines[roles.index(role)], heights[roles.index(role)]
            y = rect.centery - (sum(heights) + GAP * (len(lines) - 1)) // 2
            width = rect.w - 2 * PAD - self.inset
            for (words, line_size, role), height in zip(lines, heights, strict=True):
                room = width
                if role == "label" and self.corner and not self.centred:
                    small = fonts.SMALL - 2
                    cut = fitted(ui, self.corner, small, width // 2)
                    box = pygame.Rect(0, y, ui.measure(cut, small)[0], height)
                    box.right = rect.right - PAD
                    corner = text_in(surface, ui, cut, small, theme.marigold_ink, box,
                                     "midright")
                    room = width - corner.w - PAD
                cut = fitted(ui, words, line_size, room)
                if self.centred:
                    box = pygame.Rect(rect.centerx - room // 2, y, room, height)
                    text_in(surface, ui, cut, line_size, colours[role], box, "midtop")
                else:
                    box = pygame.Rect(rect.x + PAD + self.inset, y, room, height)
                    text_in(surface, ui, cut, line_size, colours[role], box, "topleft")
                y += height + GAP

        return sheet(canvas, (size[0] + 2 * LOOK_MARGIN, size[1] + 2 * LOOK_MARGIN), draw)
