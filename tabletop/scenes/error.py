"""Shows a problem (a bad data file, an unreadable save) in words, never a traceback."""

from __future__ import annotations

import pygame

from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts
from tabletop.ui.draw import panel, text_in
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
        y = box.y + 26
        advice = pygame.Rect(box.x + 30, box.bottom - 100, box.w - 60, 80)
        lines = self.lines()
        room = (advice.y - 10 - y) // max(1, len(lines))
        for label, value in lines:
            text_in(canvas, ui, label, fonts.SMALL, theme.chili,
                    pygame.Rect(box.x + 30, y, 110, 34), "topleft")
            body = text_in(canvas, ui, str(value), fonts.BODY, theme.charcoal,
                           pygame.Rect(box.x + 150, y - 3, box.w - 180, room), "topleft",
                           wrap=True)
            y += max(44, body.h + 16)
        text_in(canvas, ui, self.advice, fonts.SMALL, theme.charcoal, advice, "bottomleft",
                wrap=True)
