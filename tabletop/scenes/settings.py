"""Settings: every value applies at once and is saved; arrows or clicks change it."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts
from tabletop.ui.draw import panel, text_in
from tabletop.ui.widgets import Button, Choice

if TYPE_CHECKING:
    from tabletop.storage.settings_data import SettingRule

LEFT, TOP, ROW = 300, 130, 50
NOTE = pygame.Rect(140, 604, 1000, 38)


def show_value(rule, value) -> str:
    if rule.kind is bool:
        return "On" if value else "Off"
    if rule.kind is float:
        if rule.maximum == 1.0 and rule.minimum == 0.0:
            return f"{round(value * 100)} %"
        if rule.name == "ui_scale":
            return f"{value:.1f}×"
        return f"{value:.1f} s"
    return str(value).capitalize()


class SettingsScene(MenuScene):
    heading = "Settings"

    def __init__(self, services) -> None:
        super().__init__(services)
        self.storage = services.storage
        self.rules = [r for r in self.storage.user.data.rules if r.name != "player_names"]
        for i, rule in enumerate(self.rules):
            self.widgets.add(Choice(pygame.Rect(LEFT, TOP + i * ROW, 680, 42), label=rule.label,
                                    display=partial(self.value_text, rule),
                                    on_step=partial(self.change, rule)))
        self.widgets.add(Button(pygame.Rect(540, 650, 200, 50), label="Done", primary=True,
                                on_click=self.on_back))

    def value_text(self, rule: SettingRule, _shown: str = "") -> str:
        """The setting's saved value (its Choice holds no choices, so `_shown` is empty)."""
        return show_value(rule, getattr(self.storage.settings, rule.name))

    def change(self, rule: SettingRule, direction: int) -> None:
        """One step of `rule` the way the arrow points (-1 down / back, +1 up / on)."""
        from tabletop.storage.settings import adjust

        self.storage.update_settings(adjust(self.storage.settings, self.storage.user.data,
                                            rule.name, direction))
        self.services.sounds.play("ui_click")

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        area = pygame.Rect(LEFT - 30, TOP - 20, 740, len(self.rules) * ROW + 30)
        panel(canvas, area, theme.cream_dark)
        text_in(canvas, ui, "Left/Right or click an arrow to change. Changes apply at once and "
                "are saved.", fonts.SMALL, theme.cream, NOTE, shadow=theme.shadow)
