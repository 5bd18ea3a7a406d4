"""Shared pieces for menu-like scenes: background, heading, a focus group of widgets."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.scene import Scene
from tabletop.input import intents as it
from tabletop.input import pad
from tabletop.ui import fonts
from tabletop.ui.draw import text_in
from tabletop.ui.widgets import FocusGroup, TextField

if TYPE_CHECKING:
    from tabletop.services import Services


CARET_BLINK = 0.5  # seconds a text field's caret stays on, then off
HEADING_HEIGHT, SUBHEADING_HEIGHT = 64, 36
SIDE = 20  # headings keep this far from the screen's sides


def pad_as_menu_intent(intent: Any, swap: bool = False) -> Any:
    """Menus work with any pad: d-pad moves, A confirms, B goes back (swapped by the setting;
    the buttons' meanings are `tabletop.input.pad`'s)."""
    if isinstance(intent, it.PadHat):
        return it.Navigate(intent.dx, intent.dy, intent.pad) if (intent.dx or intent.dy) else None
    if isinstance(intent, it.PadButton):
        return pad.button_meaning(intent.pad, intent.button, swap, table=False)
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
        self.caret_time = 0.0
        """Game time the focused text field's caret has been in its current blink phase."""

    def moving(self) -> bool:
        """A menu holds still between inputs (a subclass with an animation says so)."""
        return False

    def due_in(self) -> float | None:
        """A focused text field blinks its caret."""
        if not self.caret_shown():
            return None
        return max(0.0, CARET_BLINK - self.caret_time)

    def caret_shown(self) -> bool:
        return isinstance(self.widgets.focused, TextField)

    def update(self, dt: float) -> None:
        self.blink(dt)

    def blink(self, dt: float) -> None:
        """Advance the caret's blink; a new phase is a new picture."""
        if not self.caret_shown():
            self.caret_time = 0.0
            return
        self.caret_time += dt
        if self.caret_time >= CARET_BLINK - 1e-9:
            self.caret_time = 0.0
            field = self.widgets.focused
            assert isinstance(field, TextField)
            field.caret_on = not field.caret_on
            self.mark_changed()

    def on_back(self) -> None:
        """Escape: by default go back one scene."""
        if self.stack is not None and len(self.stack.scenes) > 1:
            self.services.sounds.play("ui_click")
            self.stack.pop()

    def menu_intent(self, intent: Any) -> Any:
        """A pad's press as the keyboard's (with the player's confirm/back swap)."""
        return pad_as_menu_intent(intent, bool(getattr(self.services.settings, "pad_swap",
                                                       False)))

    def handle(self, intent: Any) -> None:
        intent = self.menu_intent(intent)
        if intent is None:
            return
        if isinstance(intent, it.Navigate | it.Focus | it.Confirm):
            self.keyboard_used = True
        elif isinstance(intent, it.PointerMove):
            if self.keyboard_used or self.widgets.widget_at(intent.pos) != self.widgets.hover:
                self.mark_changed()  # only when what lies under the pointer reacts
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
