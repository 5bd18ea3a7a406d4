"""Shows a problem (a bad data file, an unreadable save) in words, never a traceback."""

from __future__ import annotations

import pygame

from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts
from tabletop.ui.draw import panel, text_in
from tabletop.ui.widgets import Button


class ErrorScene(MenuScene):
    def __init__(self, services, error: Exception, advice: str = "") -> None:
        super().__init__(services)
        self.error = error
        self.given_advice = advice
        """What the one who opened it advises (in their words), or "" for the usual."""
        self.back = self.widgets.add(Button(pygame.Rect(540, 600, 200, 56), label="",
                                            primary=True, on_click=self.on_back))
        self.reword()

    def reword(self) -> None:
        _ = self.services.words.gettext
        self.heading = _("Something is wrong with a file")
        self.advice = self.given_advice or _(
            "The game cannot use this file until it is fixed. Nothing else was changed; your "
            "saves and settings are safe.")
        self.back.label = _("Back")

    def lines(self) -> list[tuple[str, str]]:
        """The file, the field and the problem (a maintainer's words: as the error says them)."""
        _ = self.services.words.gettext
        file = getattr(self.error, "file", None)
        if file is None:
            return [(_("Problem"), str(self.error))]
        return [(_("File"), file), (_("Field"), getattr(self.error, "field", "")),
                (_("Problem"), getattr(self.error, "message", str(self.error)))]

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
