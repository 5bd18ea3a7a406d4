"""A question over the screen below: a title, a few lines, a row of answers; Esc goes back."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts
from tabletop.ui.draw import panel
from tabletop.ui.layer import matches, surface_like
from tabletop.ui.widgets import Button

BOX = pygame.Rect(240, 180, 800, 360)
ANSWER_HEIGHT = 54
TEXT_WIDTH = BOX.w - 80


class QuestionScene(MenuScene):
    """`answers`: (label, action) pairs, the first one primary; the scene below stays visible
    but frozen."""

    opaque = False
    freezes_below = True

    def __init__(self, services, title: str, lines: Sequence[str],
                 answers: Sequence[tuple[str, Callable[[], None]]]) -> None:
        super().__init__(services)
        self.title = title
        self.lines = list(lines)
        self.message = ""
        """Said in red under the lines, e.g. why an answer could not be carried out."""
        self._shade: pygame.Surface | None = None
        gap = 20
        width = min(220, (BOX.w - 60 - gap * (len(answers) - 1)) // max(1, len(answers)))
        left = BOX.centerx - (len(answers) * width + (len(answers) - 1) * gap) // 2
        self.answers: list[Button] = []
        for i, (label, action) in enumerate(answers):
            button = Button(pygame.Rect(left + i * (width + gap), BOX.bottom - 30 - ANSWER_HEIGHT,
                                        width, ANSWER_HEIGHT), label=label, primary=i == 0,
                            on_click=action)
            self.answers.append(button)
            self.widgets.add(button)
        self.widgets.columns = max(1, len(answers))

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        if not matches(self._shade, canvas):
            self._shade = surface_like(canvas, canvas.get_size(), pygame.SRCALPHA)
            self._shade.fill((10, 20, 24, 170))
        canvas.blit(self._shade, (0, 0))
        theme, ui = self.services.theme, self.services.fonts
        panel(canvas, BOX, theme.cream)
        title = ui.text(self.title, fonts.TITLE, theme.charcoal, width=TEXT_WIDTH)
        canvas.blit(title, title.get_rect(midtop=(BOX.centerx, BOX.y + 26)))
        y = BOX.y + 34 + title.get_height()
        for line in self.lines:
            text = ui.text(line, fonts.SMALL + 2, theme.charcoal, width=TEXT_WIDTH)
            canvas.blit(text, (BOX.x + 40, y))
            y += text.get_height() + 10
        if self.message:
            text = ui.text(self.message, fonts.SMALL, theme.chili, width=TEXT_WIDTH)
            canvas.blit(text, (BOX.x + 40, y))
        self.widgets.draw(canvas, ui, theme, show_focus=self.keyboard_used)
