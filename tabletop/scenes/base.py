"""Shared pieces for menu-like scenes: background, heading, a focus group of widgets."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.scene import Scene
from tabletop.input import intents as it
from tabletop.input import pad
from tabletop.input.device_words import pad_swap, say
from tabletop.kit.narration import toggle_narration
from tabletop.scenes.menu_voice import MenuVoice, sentence, widget_words
from tabletop.ui import fonts, glyph_text
from tabletop.ui.draw import text_in
from tabletop.ui.widgets import FocusGroup, TextField

if TYPE_CHECKING:
    from tabletop.services import Services


CARET_BLINK = 0.5  # seconds a text field's caret stays on, then off
HEADING_HEIGHT, SUBHEADING_HEIGHT = 64, 36
SIDE = 20  # headings keep this far from the screen's sides


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
        self.pad_reader = pad.PadReader(table=False)
        """A pad's d-pad and left stick move the focus with the tables' dead zone and repeat."""
        self.voice = MenuVoice()
        """What narration said on this screen (Settings → Narration)."""

    def moving(self) -> bool:
        """A menu holds still between inputs (a subclass with an animation says so)."""
        return False

    def due_in(self) -> float | None:
        """A focused text field blinks its caret; a direction held on a pad repeats."""
        times = [self.pad_reader.due_in()]
        if self.caret_shown():
            times.append(max(0.0, CARET_BLINK - self.caret_time))
        return min((t for t in times if t is not None), default=None)

    def caret_shown(self) -> bool:
        return isinstance(self.widgets.focused, TextField)

    def update(self, dt: float) -> None:
        self.blink(dt)
        self.repeat_pads(dt)
        self.narrate()

    # --- narration (Settings → Narration: `menu_voice.py`) -------------------------------------
    def narrate(self) -> None:
        """With narration on, the top screen says what it is, then where the focus rests."""
        settings, stack = self.services.settings, self.stack
        if settings is None or not settings.narration or stack is None or stack.top is not self:
            return
        self.voice.follow(self.spoken_title(), self.focus_said(), self.services.speech)

    def toggle_narration(self) -> None:
        """Narration on or off (saved), said either way; on, this screen is said again."""
        if not toggle_narration(self.services):
            return
        self.voice = MenuVoice()
        self.mark_changed()

    def spoken_title(self) -> str:
        """What narration says as this screen opens: its heading and subheading."""
        return sentence(self.heading, self.subheading)

    def focus_said(self) -> str | None:
        """The widget the focus rests on, in words (a screen may say more of it)."""
        widget = self.widgets.focused
        if widget is None or not widget.visible:
            return None
        return widget_words(widget, self.services.words) or None

    def repeat_pads(self, dt: float) -> None:
        """A stick or d-pad held moves the focus again once its repeat time comes."""
        for move in self.pad_reader.advance(dt):
            self.handle(move)

    def settled(self) -> None:
        """On top once the stack's changes are done: narration says this screen at once."""
        self.narrate()

    def pause(self) -> None:
        """A scene over this one takes the let-go of a stick: nothing held repeats on return;
        narration says this screen again when it is back on top."""
        self.pad_reader.let_go()
        self.voice = MenuVoice()

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

    def menu_intent(self, intent: it.Intent) -> Any:
        """A pad's press, d-pad or stick as the keyboard's (with the player's confirm/back
        swap); None when it means nothing. A scene that reads intents before this one's
        `handle` calls it first (calling it again on what it returned changes nothing)."""
        return self.pad_reader.read(intent, pad_swap(self.services))

    # --- hints in the words of the device in hand ----------------------------------------------
    def said(self, keys: str, pad_words: str | None = None) -> str:
        """A hint for the device in hand (see `device_words.say`)."""
        return say(self.services, keys, pad_words)

    def draw_said(self, canvas: pygame.Surface, keys: str, pad_words: str | None,
                  size: float, colour: Any, box: pygame.Rect, anchor: str = "center",
                  shadow: Any = None) -> None:
        """Draw a hint for the device in hand in `box`: the keys' words wrapped, or the pad's
        glyph lines ("\n" breaks them) stacked down the box."""
        text = self.said(keys, pad_words)
        ui = self.services.fonts
        if not glyph_text.has_glyphs(text):
            text_in(canvas, ui, text, size, colour, box, anchor, shadow=shadow, wrap=True)
            return
        lines = text.split("\n")
        tall = box.h // len(lines)
        for number, line in enumerate(lines):
            row = pygame.Rect(box.x, box.y + number * tall, box.w, tall)
            glyph_text.draw(canvas, ui, self.services.images, line, size, colour, row,
                            anchor, shadow=shadow)

    def speak(self) -> None:
        """Labels in the words of the device in hand (a scene whose buttons name keys says
        them again here; called on every input, which may change the device in hand)."""

    def handle(self, intent: it.Intent) -> None:
        intent = self.menu_intent(intent)
        if intent is None:
            return
        if it.action_of(intent) == "narration":  # F4 on any screen: a newcomer who cannot see
            self.toggle_narration()
            return
        self.speak()
        if isinstance(intent, it.Navigate | it.Focus | it.Confirm):
            self.keyboard_used = True
        elif isinstance(intent, it.PointerMove):
            if self.keyboard_used or self.widgets.widget_at(intent.pos) != self.widgets.hover:
                self.mark_changed()  # only when what lies under the pointer reacts
            self.keyboard_used = False
        if self.widgets.handle(intent):
            if isinstance(intent, it.PointerDown | it.Confirm):
                self.services.sounds.play("ui_click")
            self.narrate()  # at once: a still menu may not step again before the next key
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
