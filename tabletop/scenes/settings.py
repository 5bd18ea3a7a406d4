"""Settings: every value applies at once and is saved; arrows or clicks change it. The app's
settings come first, then each game's own (as its spec names them)."""

from __future__ import annotations

from functools import partial
from types import MappingProxyType
from typing import TYPE_CHECKING

import pygame

from tabletop.core.language import LANGUAGES, N_, Language
from tabletop.scenes.base import MenuScene
from tabletop.scenes.seat_setup import option_text
from tabletop.storage.settings_data import NumberRule
from tabletop.ui import fonts
from tabletop.ui.draw import panel
from tabletop.ui.widgets import Button, Choice, column

if TYPE_CHECKING:
    from tabletop.storage.settings_data import SettingRule

LEFT, TOP, ROW = 300, 130, 50
ROW_HEIGHT = 42
MOST_ROWS = 9  # rows of this height fit above the note; more go on in a second column
WIDE_LEFT, WIDE_COLUMN, WIDE_GAP = 90, 535, 30
"""Two columns of settings: where the first starts, each one's width, the room between."""
NOTE = pygame.Rect(140, 604, 1000, 38)
NOTE_KEYS = N_("{left_right} or click an arrow to change. Changes apply at once and are saved.")
NOTE_PAD = N_("{left_right} changes, {escape} goes back. Changes apply at once and are saved.")
"""The note with a pad in hand, said as its buttons (the d-pad, the cancel button)."""
NOTE_SILENT_KEYS = N_("No sound device: the game is silent. {left_right} or click an arrow to "
                      "change.")
NOTE_SILENT_PAD = N_("No sound device: the game is silent. {left_right} changes, {escape} goes "
                     "back.")
"""The note when the sound could not start (the settings still apply, and are saved)."""
CHOICE_WORDS = MappingProxyType({"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
                "instant": N_("Instant")})
"""A choice's value as the screen says it (a language by its own name, never translated)."""


def setting_rows(count: int) -> list[pygame.Rect]:
    """The rows of `count` settings: one column while they fit at their height, else two
    columns side by side (down the left one first), each as many rows as it needs."""
    if count <= MOST_ROWS:
        return column(pygame.Rect(LEFT, TOP, 680, MOST_ROWS * ROW - (ROW - ROW_HEIGHT)), count,
                      ROW_HEIGHT, ROW - ROW_HEIGHT)
    left = (count + 1) // 2
    height = MOST_ROWS * ROW - (ROW - ROW_HEIGHT)
    first = column(pygame.Rect(WIDE_LEFT, TOP, WIDE_COLUMN, height), left, ROW_HEIGHT,
                   ROW - ROW_HEIGHT)
    second = column(pygame.Rect(WIDE_LEFT + WIDE_COLUMN + WIDE_GAP, TOP, WIDE_COLUMN, height),
                    count - left, ROW_HEIGHT, ROW - ROW_HEIGHT)
    return first + second


def show_value(words: Language, name: str, rule: SettingRule, value) -> str:
    if rule.kind is bool:
        return words.pgettext("setting", "On") if value else words.pgettext("setting", "Off")
    if isinstance(rule, NumberRule):
        if rule.maximum == 1.0 and rule.minimum == 0.0:
            return f"{round(value * 100)} %"
        if name == "ui_scale":
            return f"{value:.1f}×"
        return words.gettext("{seconds:.1f} s").format(seconds=value)
    if name == "language":
        return LANGUAGES.get(value, value)
    if value in CHOICE_WORDS:
        return words.gettext(CHOICE_WORDS[value])
    return str(value).capitalize()


class SettingsScene(MenuScene):

    def __init__(self, services) -> None:
        super().__init__(services)
        self.storage = services.storage
        self.rules = [(name, rule) for name, rule in self.storage.user.data.rules
                      if name not in ("player_names", "keys")]
        self.game_settings = [(spec, setting) for spec in services.specs.values()
                              for setting in spec.settings]
        count = len(self.rules) + len(self.game_settings)
        rows = setting_rows(count)
        self.labelled: list[tuple[Choice | Button, str]] = []
        """Each row and button with its label's message (said again in a new language)."""
        for rect, (name, rule) in zip(rows, self.rules, strict=False):
            self.labelled.append((self.widgets.add(Choice(
                rect, display=partial(self.shown, name), on_step=partial(self.change, name))),
                rule.label))
        for rect, (spec, setting) in zip(rows[len(self.rules):], self.game_settings,
                                         strict=True):
            self.labelled.append((self.widgets.add(Choice(
                rect, display=partial(self.shown_game, spec, setting),
                on_step=partial(self.change_game, spec, setting))), setting.label))
        self.rows_bottom = max((r.bottom for r in rows), default=TOP)
        self.rows_area = (pygame.Rect(rows[0]).unionall(rows) if rows
                          else pygame.Rect(LEFT, TOP, 680, 0))
        self.labelled.append((self.widgets.add(Button(
            pygame.Rect(540, 650, 200, 50), primary=True, on_click=self.on_back)),
            N_("Done")))
        self.labelled.append((self.widgets.add(Button(
            pygame.Rect(40, 650, 260, 50), on_click=self.open_pad_controls)),
            N_("Gamepad controls")))
        self.labelled.append((self.widgets.add(Button(
            pygame.Rect(320, 650, 200, 50), on_click=self.open_keys)), N_("Keys")))
        self.reword()

    def reword(self) -> None:
        """Every label in the language of the moment (the rows stay the same widgets)."""
        _ = self.services.words.gettext
        self.heading = _("Settings")
        for widget, message in self.labelled:
            widget.label = _(message)

    def open_pad_controls(self) -> None:
        from tabletop.scenes.pad_controls import PadControlsScene

        self.require_stack().push(PadControlsScene(self.services))

    def open_keys(self) -> None:
        from tabletop.scenes.keys import KeysScene

        self.require_stack().push(KeysScene(self.services))

    def value_text(self, name: str, _shown: str = "") -> str:
        """The setting's saved value (its Choice holds no choices, so `_shown` is empty)."""
        rule = self.storage.user.data.rule(name)
        return show_value(self.services.words, name, rule, getattr(self.storage.settings, name))

    def shown(self, name: str, _value: str) -> str:
        """What a setting's row says (its value is kept in the settings, not in the row;
        narration says when the machine has no voice)."""
        reason = self.services.speech.disabled_reason if name == "narration" else None
        if not reason:
            return self.value_text(name)
        return f"{self.value_text(name)}: {self.services.words.gettext(reason)}"

    def shown_game(self, spec, setting, _value: str) -> str:
        return option_text(self.services.words,
                           self.storage.settings.game_value(spec, setting.name))

    def change(self, name: str, direction: int) -> None:
        """One step of the setting the way the arrow points (-1 down / back, +1 up / on)."""
        from tabletop.storage.settings import adjust

        before = self.services.words.code
        self.storage.update_settings(adjust(self.storage.settings, self.storage.user.data,
                                            name, direction))
        self.services.sounds.play("ui_click")
        if self.services.words.code != before:  # every screen on the stack speaks it at once
            self.require_stack().reword()

    def change_game(self, spec, setting, direction: int) -> None:
        """One step of one of a game's settings (saved under the game's key)."""
        from tabletop.storage.settings import adjust_game

        self.storage.update_settings(adjust_game(self.storage.settings, spec, setting.name,
                                                 direction))
        self.services.sounds.play("ui_click")

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme = self.services.theme
        rows = self.rows_area
        area = pygame.Rect(rows.x - 30, TOP - 20, rows.w + 60, self.rows_bottom + 18 - (TOP - 20))
        panel(canvas, area, theme.cream_dark)
        _ = self.services.words.gettext
        keys, pad = self.notes()
        self.draw_said(canvas, _(keys), _(pad), fonts.SMALL, theme.cream, NOTE,
                       shadow=theme.shadow)

    def notes(self) -> tuple[str, str]:
        """The note for the keys and for a pad: how to change a setting, and whether the game
        is silent for want of a sound device."""
        if self.services.sounds.disabled_reason:
            return NOTE_SILENT_KEYS, NOTE_SILENT_PAD
        return NOTE_KEYS, NOTE_PAD

    def pad_note(self) -> str:
        """The note as it reads on the device in hand."""
        keys, pad = self.notes()
        return self.said(self.services.words.gettext(keys), self.services.words.gettext(pad))
