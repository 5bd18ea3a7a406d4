"""The pause menu: freezes the table below (the hourglass stops), offers resume, rules, quit."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts
from tabletop.ui.draw import OVERLAY_BLUR, OVERLAY_DIM, Shade, panel, text_in
from tabletop.ui.widgets import Button


class PauseScene(MenuScene):
    opaque = False
    freezes_below = True
    music_dip = "paused"

    def __init__(self, services, spec, on_quit, reason: str = "", phones=None,
                 choices: tuple[tuple[str, Callable[[], None]], ...] = ()) -> None:
        super().__init__(services)
        self.spec = spec
        self.on_quit = on_quit
        self.reason = reason
        self.phones = phones
        """"Play on phones" (None: this table does not offer it)."""
        self.choices = choices
        """The table's own buttons (label, action): each closes the menu, then acts."""
        self._shade = Shade(OVERLAY_DIM, blur=OVERLAY_BLUR)
        self.build()

    def build(self) -> None:
        """The buttons, in the language of the moment."""
        _ = self.services.words.gettext
        self.widgets.widgets.clear()
        entries = [(_("Resume"), self.on_back, True)]
        entries += [(label, partial(self.choose, act), False) for label, act in self.choices]
        entries.append((_("Rules"), self.open_rules, False))
        if self.phones is not None:
            entries.append((_("Play on phones"), self.play_on_phones, False))
        if self.services.storage is not None:
            entries.append((_("Settings"), self.open_settings, False))
        entries.append((_("Quit to menu"), self.quit, False))
        top = 360 - len(entries) * 34
        for i, (label, action, primary) in enumerate(entries):
            self.widgets.add(Button(pygame.Rect(520, top + 40 + i * 66, 240, 54), label=label,
                                    primary=primary, on_click=action))

    def reword(self) -> None:
        self.build()

    def choose(self, act: Callable[[], None]) -> None:
        """One of the table's buttons: back to the table, then what it does."""
        self.require_stack().pop()
        act()

    def play_on_phones(self) -> None:
        """Back to the table, which turns phones on and shows their codes."""
        self.require_stack().pop()
        assert self.phones is not None
        self.phones()

    def open_rules(self) -> None:
        from tabletop.scenes.rules_page import RulesScene

        self.require_stack().push(RulesScene(self.services, self.spec))

    def open_settings(self) -> None:
        from tabletop.scenes.settings import SettingsScene

        self.require_stack().push(SettingsScene(self.services))

    def quit(self) -> None:
        self.on_quit()

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self._shade.draw(canvas)
        theme, ui = self.services.theme, self.services.fonts
        count = len(self.widgets.widgets)
        box = pygame.Rect(470, 360 - count * 34 - 50, 340, count * 66 + 110)
        panel(canvas, box, theme.cream)
        text_in(canvas, ui, self.services.words.gettext("Paused"), fonts.TITLE, theme.charcoal,
                pygame.Rect(box.x + 20, box.y + 14, box.w - 40, 40), "midtop")
        if self.reason:
            text_in(canvas, ui, self.reason, fonts.SMALL, theme.cream,
                    pygame.Rect(290, box.bottom + 16, 700, 720 - 10 - box.bottom - 16), "midtop",
                    shadow=theme.shadow, wrap=True)
        self.widgets.draw(canvas, ui, theme)
