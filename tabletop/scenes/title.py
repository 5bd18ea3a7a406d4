"""The title screen: play, continue, statistics, settings, quit."""

from __future__ import annotations

import math

import pygame

from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts
from tabletop.ui.draw import text_in
from tabletop.ui.widgets import Button, column

LOGO_SIZE = (640, 220)  # logical; the file holds it at twice that
MENU_AREA = pygame.Rect(1280 // 2 - 150, 330, 300, 376)  # the buttons, however many there are
NOTICE_WIDTH, NOTICE_BOTTOM = 900, 706
TAGLINE = pygame.Rect(40, 280, 1200, 36)


class TitleScene(MenuScene):
    def __init__(self, services) -> None:
        super().__init__(services)
        self.time = 0.0
        self.notice = ""
        self._build()  # reading the saves may set a broken one aside: say so on this screen
        self.take_notices()

    def take_notices(self) -> None:
        """Add storage's messages (files set aside, saves that failed) to the notice line."""
        storage = self.services.storage
        if storage is None:
            return
        fresh = [n for n in storage.take_notices() if n and n not in self.notice]
        self.notice = " ".join(([self.notice] if self.notice else []) + fresh)
        self.place_buttons()

    def notice_picture(self) -> pygame.Surface | None:
        if not self.notice:
            return None
        theme, ui = self.services.theme, self.services.fonts
        return ui.text(self.notice, fonts.SMALL, theme.cream, shadow=theme.shadow,
                       width=NOTICE_WIDTH)

    def place_buttons(self) -> None:
        """Every button in one column between the tagline and the notice line."""
        area = MENU_AREA.copy()
        notice = self.notice_picture()
        if notice is not None:
            area.height = NOTICE_BOTTOM - notice.get_height() - 10 - area.y
        buttons = self.widgets.widgets
        for button, rect in zip(buttons, column(area, len(buttons)), strict=True):
            button.rect = rect

    def _build(self) -> None:
        self.widgets.widgets.clear()
        self.widgets.add(Button(pygame.Rect(0, 0, 0, 0), label="Play", primary=True,
                                on_click=self.open_select))
        entries = []
        storage = self.services.storage
        if storage is not None and storage.continue_summary() is not None:
            entries.append(("Continue", self.open_continue))
        if storage is not None:
            if storage.user.replays.records():
                entries.append(("Replays", self.open_replays))
            entries.append(("Statistics", self.open_stats))
            entries.append(("Settings", self.open_settings))
        entries.append(("Quit", self.quit))
        for label, action in entries:
            self.widgets.add(Button(pygame.Rect(0, 0, 0, 0), label=label, on_click=action))
        self.place_buttons()

    def resume(self) -> None:
        self._build()
        self.take_notices()

    def open_select(self) -> None:
        from tabletop.scenes.game_select import GameSelectScene

        self.stack.push(GameSelectScene(self.services))

    def open_continue(self) -> None:
        from tabletop.scenes.launch import continue_saved_game

        continue_saved_game(self.services, self.stack, self)

    def open_stats(self) -> None:
        from tabletop.scenes.statistics import StatisticsScene

        self.stack.push(StatisticsScene(self.services))

    def open_replays(self) -> None:
        from tabletop.scenes.replays import ReplayListScene

        self.stack.push(ReplayListScene(self.services))

    def open_settings(self) -> None:
        from tabletop.scenes.settings import SettingsScene

        self.stack.push(SettingsScene(self.services))

    def quit(self) -> None:
        self.services.quit_requested = True

    def on_back(self) -> None:
        """Escape on the title does nothing (quit is a button, not a slip of the finger)."""

    def update(self, dt: float) -> None:
        self.time += dt

    def draw_heading(self, canvas: pygame.Surface, y: int = 0) -> None:
        theme, ui = self.services.theme, self.services.fonts
        bob = math.sin(self.time * 2.0) * 6
        try:
            logo = self.services.images.scaled("ui/logo.png", LOGO_SIZE)
            canvas.blit(logo, logo.get_rect(center=(640, 158 + bob)))
        except Exception:  # noqa: BLE001 - the logo is decoration; text stands in
            text_in(canvas, ui, "Taco Tabletop", 72, theme.marigold,
                    pygame.Rect(40, 100 + bob, 1200, 100), shadow=theme.shadow)
        text_in(canvas, ui, "Four taco games, one table, all your friends.", fonts.BODY,
                theme.cream, TAGLINE, shadow=theme.shadow)
        note = self.notice_picture()
        if note is not None:
            box = pygame.Rect(0, 0, NOTICE_WIDTH + 2, note.get_height())
            box.midbottom = (640, NOTICE_BOTTOM)
            text_in(canvas, ui, self.notice, fonts.SMALL, theme.cream, box, shadow=theme.shadow,
                    wrap=True)
