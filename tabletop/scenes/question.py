"""A question over the screen below: a title, a few lines, a row of answers; Esc goes back."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.scenes.base import MenuScene
from tabletop.scenes.menu_voice import sentence
from tabletop.ui import fonts
from tabletop.ui.draw import Shade, panel
from tabletop.ui.palette import BLACK
from tabletop.ui.widgets import Button

BOX_WIDTH, TEXT_WIDTH = 800, 720
ANSWER_WIDTH, ANSWER_HEIGHT, ANSWER_GAP = 220, 54, 20
TOP, LINE_GAP, BOTTOM = 26, 10, 30


class QuestionScene(MenuScene):
    """`answers`: (label, action) pairs, the first one primary; the scene below stays visible
    but frozen. The panel is as tall as its text needs."""

    opaque = False
    freezes_below = True

    def __init__(self, services, title: str, lines: Sequence[str],
                 answers: Sequence[tuple[str, Callable[[], None]]]) -> None:
        super().__init__(services)
        self.title = title
        self.lines = list(lines)
        self.message = ""
        """Said in red under the lines (see `say`)."""
        self._shade = Shade(170)
        self.answers: list[Button] = []
        for i, (label, action) in enumerate(answers):
            button = Button(pygame.Rect(0, 0, ANSWER_WIDTH, ANSWER_HEIGHT), label=label,
                            primary=i == 0, on_click=action)
            self.answers.append(button)
            self.widgets.add(button)
        self.widgets.columns = max(1, len(answers))
        self.box = self._place()

    def spoken_title(self) -> str:
        """Narration: the question and its lines (and why an answer failed, if it did)."""
        return sentence(self.title, *self.lines, self.message)

    def say(self, message: str) -> None:
        """Show why an answer could not be carried out (the panel grows to hold it)."""
        self.message = message
        self.box = self._place()

    def _texts(self) -> list[tuple[str, int, int]]:
        """(text, size, gap after) of everything above the answers."""
        texts = [(self.title, fonts.TITLE, LINE_GAP + 8)]
        texts += [(line, fonts.SMALL + 2, LINE_GAP) for line in self.lines]
        if self.message:
            texts.append((self.message, fonts.SMALL, LINE_GAP))
        return texts

    def _place(self) -> pygame.Rect:
        """The panel at the current text size, centred, with the answers along its foot."""
        ui = self.services.fonts
        height = TOP + sum(ui.text(text, size, BLACK, width=TEXT_WIDTH).get_height() + gap
                           for text, size, gap in self._texts())
        height = min(700, height + 22 + ANSWER_HEIGHT + BOTTOM)
        box = pygame.Rect((1280 - BOX_WIDTH) // 2, (720 - height) // 2, BOX_WIDTH, height)
        count = len(self.answers)
        left = box.centerx - (count * ANSWER_WIDTH + (count - 1) * ANSWER_GAP) // 2
        for i, button in enumerate(self.answers):
            button.rect.topleft = (left + i * (ANSWER_WIDTH + ANSWER_GAP),
                                   box.bottom - BOTTOM - ANSWER_HEIGHT)
        return box

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self._shade.draw(canvas)
        theme, ui = self.services.theme, self.services.fonts
        box = self.box
        panel(canvas, box, theme.cream)
        y = box.y + TOP
        left = box.centerx - TEXT_WIDTH // 2
        for number, (words, size, gap) in enumerate(self._texts()):
            colour = theme.chili if self.message and words == self.message else theme.charcoal
            text = ui.text(words, size, colour, width=TEXT_WIDTH)
            if number == 0:
                canvas.blit(text, text.get_rect(midtop=(box.centerx, y)))
            else:
                canvas.blit(text, (left, y))
            y += text.get_height() + gap
        self.widgets.draw(canvas, ui, theme, show_focus=self.keyboard_used)
