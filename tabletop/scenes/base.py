"""Shared pieces for menu-like scenes: background, heading, a focus group of widgets."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.scene import Scene
from tabletop.input import intents as it
from tabletop.ui import fonts
from tabletop.ui.draw import text_in
from tabletop.ui.widgets import FocusGroup

if TYPE_CHECKING:
    from tabletop.services import Services


PAD_CONFIRM = 0   # south button (A on most pads)
PAD_BACK = 1      # east button
HEADING_HEIGHT, SUBHEADING_HEIGHT = 64, 36
SIDE = 20  # headings keep this far from the screen's sides


def pad_as_menu_intent(intent: Any) -> Any:
    """Menus work with any pad: d-pad moves, the south button confirms, east goes back."""
    if isinstance(intent, it.PadHat):
        return it.Navigate(intent.dx, intent.dy) if (intent.dx or intent.dy) else None
    if isinstance(intent, it.PadButton):
        if intent.button == PAD_CONFIRM:
            return it.Confirm()
        if intent.button == PAD_BACK:
            return it.Back()
        return None
    return intent


class MenuScene(Scene):
    """A full-screen menu on the felt with a heading and keyboard-navigable widgets."""

    heading = ""
    subheading = ""

    def __init__(self, services: Services) -> None:
        super().__init__()
        self.services = services
        self.widgets = FocusGroup()
        self.keyboard_used = False

    def on_back(self) -> None:
        """Escape: by default go back one scene."""
        if self.stack is not None and len(self.stack.scenes) > 1:
            self.services.sounds.play("ui_click")
            self.stack.pop()

    def handle(self, intent: Any) -> None:
        intent = pad_as_menu_intent(intent)
        if intent is None:
            return
        if isinstance(intent, it.Navigate | it.Focus | it.Confirm):
            self.keyboard_used = True
        elif isinstance(intent, it.PointerMove):
            self.keyboard_used = False
        if self.widgets.handle(intent):
            if isinstance(intent, it.PointerDown | it.Confirm):
                self.services.sounds.play("ui_click")
            return
        if isinstance(intent, it.Back):
            self.on_back()

    def draw_background(self, canvas: pygame.Surface) -> None:
        self.services.draw_felt(canvas)

    def draw_heading(self, canvas: pygame.Surface, y: int = 70) -> None:
        theme, ui = self.services.theme, self.services.fonts
        width = canvas.get_width() - 2 * SIDE
        if self.heading:
            box = pygame.Rect(SIDE, y - HEADING_HEIGHT // 2, width, HEADING_HEIGHT)
            text_in(canvas, ui, self.heading, fonts.HEADING, theme.cream, box,
                    shadow=theme.shadow)
        if self.subheading:
            box = pygame.Rect(SIDE, y + 44 - SUBHEADING_HEIGHT // 2, width, SUBHEADING_HEIGHT)
            text_in(canvas, ui, self.subheading, fonts.BODY, theme.cream_dark, box,
                    shadow=theme.shadow)

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self.draw_background(canvas)
        self.draw_heading(canvas)
        self.draw_content(canvas)
        self.widgets.draw(canvas, self.services.fonts, self.services.theme,
                          show_focus=True)

    def draw_content(self, canvas: pygame.Surface) -> None:
        """Anything between the heading and the widgets."""
