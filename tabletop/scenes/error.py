"""Shows a problem (a bad data file, an unreadable save) in words, never a traceback."""

from __future__ import annotations

import pygame

from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts
from tabletop.ui.draw import panel
from tabletop.ui.widgets import Button


class ErrorScene(MenuScene):
    heading = "Something is wrong with a file"

    def __init__(self, services, error: Exception, advice: str = "") -> None:
        super().__init__(services)
        self.error = error
        self.advice = advice or ("The game cannot use this file until it is fixed. Nothing else "
                                 "was changed; your saves and settings are safe.")
        self.widgets.add(Button(pygame.Rect(540, 600, 200, 56), label="Back", primary=True,
                                on_click=self.on_back))

    def lines(self) -> list[tuple[str, str]]:
        file = getattr(self.error, "file", None)
        if file is None:
            return [("Problem", str(self.error))]
        return [("File", file), ("Field", getattr(self.error, "field", "")),
                ("Problem", getattr(self.error, "message", str(self.error)))]

    def on_back(self) -> None:
        if self.stack is not None and len(self.stack.scenes) > 1:
            self.stack.pop()
        else:
            self.services.quit_requested = True

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        box = pygame.Rect(190, 150, 900, 400)
        panel(canvas, box, theme.cream, theme.chili)
        y = box.y + 30
        for label, value in self.lines():
            head = ui.text(label, fonts.SMALL, theme.chili)
            canvas.blit(head, (box.x + 30, y))
            body = ui.text(str(value), fonts.BODY, theme.charcoal, width=box.w - 200)
            canvas.blit(body, (box.x + 150, y - 3))
            y += max(44, body.get_height() + 16)
        advice = ui.text(self.advice, fonts.SMALL, theme.charcoal, width=box.w - 60)
        canvas.blit(advice, (box.x + 30, box.bottom - advice.get_height() - 24))
