"""Settings: every value applies at once and is saved; arrows or clicks change it. The app's
settings come first, in sections, then each game's own under its name (`setting_rows`)."""

from __future__ import annotations

from functools import partial
from types import MappingProxyType
from typing import TYPE_CHECKING

import pygame

from tabletop.core.language import LANGUAGES, N_, Language
from tabletop.scenes.base import MenuScene
from tabletop.scenes.seat_setup import option_text
from tabletop.scenes.section_icons import ICONS, taco
from tabletop.scenes.setting_rows import (
    LEVEL,
    PICK,
    SOUND,
    SWITCH,
    SettingRow,
    draw_section,
    sections_for,
)
from tabletop.storage.settings_data import NumberRule
from tabletop.ui import fonts
from tabletop.ui.theme import Colour
from tabletop.ui.widgets import Button, Choice

if TYPE_CHECKING:
    from tabletop.storage.settings_data import SettingRule

NOTE = pygame.Rect(64, 602, 1152, 40)
NOTE_KEYS = N_("{left_right} or a click on a switch or an arrow changes a setting. Changes "
               "apply at once and are saved.")
NOTE_PAD = N_("{left_right} changes, {escape} goes back. Changes apply at once and are saved.")
"""The note with a pad in hand, said as its buttons (the d-pad, the cancel button)."""
NO_SOUND = N_("No sound device found")
"""On the Sound section's band when the sound could not start (the settings still apply,
and are saved); the note under the sections stays the keys'."""
UNAVAILABLE = N_("Unavailable")
"""A switch that cannot work on this machine (narration with no voice), in its word's place."""
CHOICE_WORDS = MappingProxyType({"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
                "instant": N_("Instant")})
"""A choice's value as the screen says it (a language by its own name, never translated)."""


def show_value(words: Language, name: str, rule: SettingRule, value) -> str:
    if rule.kind is bool:
        return words.pgettext("setting", "On") if value else words.pgettext("setting", "Off")
    if isinstance(rule, NumberRule):
        if rule.maximum == 1.0 and rule.minimum == 0.0:
            return f"{round(value * 100)} %"
        if name == "ui_scale":
            return f"{words.decimal(value)}×"
        return words.gettext("{seconds} s").format(seconds=words.decimal(value))
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
        self.sections = sections_for(
            [name for name, _ in self.rules],
            [(spec.title, sum(1 for s, _ in self.game_settings if s is spec))
             for spec in services.specs.values()])
        rows = {name: rect for section in self.sections
                for name, rect in zip(section.names, section.rows, strict=True)}
        rules = dict(self.rules)
        self.labelled: list[tuple[Choice | Button, str]] = []
        """Each row and button with its label's message (said again in a new language)."""
        self.rows: dict[str, SettingRow] = {}
        """Each of the app's settings' row, by the setting's name."""
        for section in self.sections:  # in screen order: the focus goes down each section
            for name in section.names:
                if name in rules:
                    row = self.rows[name] = self.setting_row(name, rules[name], rows[name])
                    self.labelled.append((self.widgets.add(row), rules[name].label))
        self.game_rows: list[SettingRow] = []
        """The games' settings' rows, in `game_settings`' order."""
        for spec in services.specs.values():
            mine = [setting for s, setting in self.game_settings if s is spec]
            for index, setting in enumerate(mine):
                row = SettingRow(rows[f"{spec.title}:{index}"],
                                 display=partial(self.shown_game, spec, setting),
                                 on_step=partial(self.change_game, spec, setting),
                                 kind=SWITCH if set(setting.choices) == {"on", "off"} else PICK,
                                 on=partial(self.game_on, spec, setting))
                self.game_rows.append(row)
                self.labelled.append((self.widgets.add(row), setting.label))
        self.labelled.append((self.widgets.add(Button(
            pygame.Rect(800, 650, 200, 50), primary=True, on_click=self.on_back)),
            N_("Done")))
        self.labelled.append((self.widgets.add(Button(
            pygame.Rect(200, 650, 340, 50), on_click=self.open_pad_controls)),
            N_("Gamepad controls")))
        self.labelled.append((self.widgets.add(Button(
            pygame.Rect(560, 650, 200, 50), on_click=self.open_keys)), N_("Keys")))
        self.reword()

    def setting_row(self, name: str, rule: SettingRule, rect: pygame.Rect) -> SettingRow:
        """The row of one of the app's settings, its control by the kind of its value."""
        if rule.kind is bool:
            kind = SWITCH
        elif isinstance(rule, NumberRule) and rule.minimum == 0.0 and rule.maximum == 1.0:
            kind = LEVEL
        else:
            kind = PICK
        return SettingRow(rect, display=partial(self.shown, name),
                          on_step=partial(self.change, name), kind=kind,
                          level=partial(self.level_of, name),
                          on=partial(lambda n: bool(getattr(self.storage.settings, n)), name),
                          note=partial(self.note_of, name),
                          word=partial(self.switch_word, name))

    def note_of(self, name: str) -> str:
        """Why a setting cannot do what it says (narration on a machine with no voice)."""
        reason = self.services.speech.disabled_reason if name == "narration" else None
        return self.services.words.gettext(reason) if reason else ""

    def level_of(self, name: str) -> float:
        """Where a number setting stands between its least and its most (0 to 1)."""
        rule = self.storage.user.data.rule(name)
        assert isinstance(rule, NumberRule)
        value = float(getattr(self.storage.settings, name))
        return (value - rule.minimum) / ((rule.maximum - rule.minimum) or 1.0)

    def game_on(self, spec, setting) -> bool:
        return self.storage.settings.game_value(spec, setting.name) == "on"

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

    def switch_word(self, name: str) -> str:
        """A switch's word: its value, or "Unavailable" where it cannot work here (narration
        with no voice), so its greyed switch never reads as a third state."""
        if name == "narration" and self.services.speech.disabled_reason:
            return self.services.words.gettext(UNAVAILABLE)
        return self.value_text(name)

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
        return f"{self.switch_word(name)}: {self.services.words.gettext(reason)}"

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
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        silent = _(NO_SOUND) if self.services.sounds.disabled_reason else ""
        for section in self.sections:
            draw_section(canvas, ui, theme, _(section.title), section.card,
                         self.mark_of(section.title),
                         notice=silent if section.title == SOUND else "",
                         accent=self.accent_of(section.title))
        keys, pad = self.notes()
        self.draw_said(canvas, _(keys), _(pad), fonts.BODY, theme.cream, NOTE,
                       shadow=theme.shadow)

    def accent_of(self, title: str) -> Colour | None:
        """A game's section's band colour: the game's own (the app's sections: marigold)."""
        spec = next((s for s in self.services.playable_specs() if s.title == title), None)
        return None if spec is None else spec.accent_rgb

    def mark_of(self, title: str):
        """A section's mark: its picture (`section_icons`); a game's, a taco (its card back
        shrunk to the band was a blob)."""
        icon = ICONS.get(title)
        if icon is not None:
            theme = self.services.theme
            return lambda canvas, box: icon(canvas, theme, box)
        if self.accent_of(title) is None:
            return None
        theme = self.services.theme
        return lambda canvas, box: taco(canvas, theme, box)

    def notes(self) -> tuple[str, str]:
        """The note for the keys and for a pad: how to change a setting (whether the game is
        silent is said on the Sound section's band)."""
        return NOTE_KEYS, NOTE_PAD

    def pad_note(self) -> str:
        """The note as it reads on the device in hand."""
        keys, pad = self.notes()
        return self.said(self.services.words.gettext(keys), self.services.words.gettext(pad))
