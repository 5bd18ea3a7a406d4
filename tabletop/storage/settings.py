"""The player's settings: a frozen value, its defaults from data/settings.yaml (and each game's
spec, for the game's own settings), and its file."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.core.data_model import load_model
from tabletop.core.errors import DataError
from tabletop.core.language import N_
from tabletop.core.registry import GameSetting, GameSpec
from tabletop.storage.atomic_json import BROKEN, MISSING, read_json, set_aside_problem, write_json
from tabletop.storage.problems import Notice
from tabletop.storage.settings_data import (
    SPEED_FACTORS,
    ChoiceRule,
    NamesRule,
    NumberRule,
    SavedSettings,
    SettingRule,
    SettingsData,
    SwitchRule,
    bundled_settings_data,
    one_of,
)
from tabletop.storage.timestamps import Clock, utc_now

SETTINGS_FILE = "settings.json"
SETTINGS_VERSION = 2
NOT_VALID = N_("The setting \u201c{setting}\u201d was not valid ({problem}), so it is back to "
               "its default.")
"""A saved value that its rule refuses: the setting's name (a catalog message) and why."""
"""2: each game's settings are saved under the game's key ("games": {"taco-fight": {...}});
version 1 kept them among the app's, by the names their specs give as `formerly`."""


@dataclass(frozen=True)
class Settings:
    """Every player setting; build defaults with `defaults(data)`, change with `adjust`."""

    language: str
    """The language the app speaks (a code of `core.language.LANGUAGES`)."""
    master_volume: float
    music_volume: float
    effects_volume: float
    muted: bool
    captions: bool
    """Each important sound at a table shows a short caption."""
    narration: bool
    """A voice says what happens at a table, what the keys' focus rests on, and the table's
    summary on a key."""
    animation_speed: str
    fullscreen: bool
    colour_blind: bool
    reduced_motion: bool
    """No shakes or bounces, and every tween short (see `ui/motion.py`)."""
    high_contrast: bool
    """A darker felt, and text and edges in stronger colours (`ui/palette.py`'s contrast
    theme)."""
    ui_scale: float
    bot_pace: float
    pad_swap: bool
    """A pad's B confirms and A goes back (as on a Japanese-layout or Switch pad)."""
    player_names: tuple[str, ...]
    keys: Mapping[str, str]
    """The player's own keys (Settings → Keys): action → key, over the defaults."""
    games: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """Each game's own settings, under the game's id (as saved: games this version does not
    have keep theirs too)."""

    def game_value(self, spec: GameSpec, name: str) -> str:
        """The value of one of a game's settings (its default until the player changes it)."""
        setting = spec.setting(name)
        value = self.games.get(spec.id, {}).get(name, setting.default)
        return value if setting.allows(value) else setting.default

    def with_game_value(self, spec: GameSpec, name: str, value: str) -> Settings:
        games = {game: dict(values) for game, values in self.games.items()}
        games.setdefault(spec.id, {})[name] = value
        return dataclasses.replace(self, games=games)

    @property
    def speed_factor(self) -> float:
        """How much faster than normal animations run: 0.5, 1, 2, or infinity for instant."""
        return SPEED_FACTORS[self.animation_speed]

    def duration(self, seconds: float) -> float:
        """A normal-speed animation length scaled by the speed setting (0 when instant)."""
        factor = self.speed_factor
        return 0.0 if factor == float("inf") else seconds / factor

    @property
    def master_gain(self) -> float:
        """Overall volume to apply, 0 when muted."""
        return 0.0 if self.muted else self.master_volume

    @property
    def music_gain(self) -> float:
        """Volume for the music (master times music), 0 when muted."""
        return self.master_gain * self.music_volume

    @property
    def effects_gain(self) -> float:
        """Volume for sound effects (master times effects), 0 when muted."""
        return self.master_gain * self.effects_volume

    def to_json(self) -> dict[str, Any]:
        """The app's settings (the games' are `games_json`)."""
        values = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                  if f.name != "games"}
        values["player_names"] = list(self.player_names)
        values["keys"] = dict(self.keys)
        return values

    def games_json(self) -> dict[str, dict[str, Any]]:
        return {game: dict(values) for game, values in self.games.items()}


@dataclass(frozen=True)
class SettingsLoad:
    """Settings read from disk, with anything the player should be told about them."""

    settings: Settings
    messages: tuple[str, ...] = ()


def defaults(data: SettingsData) -> Settings:
    return Settings(**data.default_values())


def check(settings: Settings, data: SettingsData, specs: Mapping[str, GameSpec] | None = None
          ) -> None:
    """Raise ValueError naming the first setting whose value is not allowed (the app's, then
    each game's of `specs`)."""
    for name, rule in data.rules:
        problem = rule.problem(getattr(settings, name))
        if problem:
            raise ValueError(f"{rule.label} {problem}")
    for spec in (specs or {}).values():
        saved = settings.games.get(spec.id, {})
        for setting in spec.settings:
            if not setting.allows(saved.get(setting.name, setting.default)):
                raise ValueError(f"{setting.label} {one_of(setting.choices)}")


def adjust(settings: Settings, data: SettingsData, name: str, direction: int = 1) -> Settings:
    """One press on the settings screen: a number moves a step (clamped), a choice cycles,
    a switch flips. Player names are not adjusted here (see `remember_names`)."""
    rule = data.rule(name)
    value = getattr(settings, name)
    if isinstance(rule, SwitchRule):
        value = not value
    elif isinstance(rule, ChoiceRule):
        index = rule.choices.index(value) if value in rule.choices else 0
        value = rule.choices[(index + direction) % len(rule.choices)]
    elif isinstance(rule, NumberRule):
        steps = round((value - rule.minimum) / rule.step) + direction
        value = round(min(rule.maximum, max(rule.minimum, rule.minimum + steps * rule.step)), 6)
    else:
        raise ValueError(f"{rule.label} cannot be stepped")
    return dataclasses.replace(settings, **{name: value})


def adjust_game(settings: Settings, spec: GameSpec, name: str, direction: int = 1) -> Settings:
    """One press on one of a game's settings: its value steps through its choices."""
    setting = spec.setting(name)
    choices = setting.choices
    value = settings.game_value(spec, name)
    index = (choices.index(value) + direction) % len(choices)
    return settings.with_game_value(spec, name, choices[index])


def remember_names(settings: Settings, data: SettingsData, names: list[str]) -> Settings:
    """Put the names just used first in the recent-names list (no repeats, trimmed to fit)."""
    rule = data.rule("player_names")
    assert isinstance(rule, NamesRule)
    recent: list[str] = []
    for name in [*names, *settings.player_names]:
        name = name.strip()[: rule.max_length]
        if name and name.casefold() not in {n.casefold() for n in recent}:
            recent.append(name)
    return dataclasses.replace(settings, player_names=tuple(recent[: rule.max_count]))


class SettingsStore:
    """`settings.json` in the user's data folder; `specs` are the games whose own settings it
    checks (and brings over from an older file)."""

    def __init__(self, folder: Path, data: SettingsData | None = None,
                 clock: Clock = utc_now, specs: Mapping[str, GameSpec] | None = None,
                 first_language: str | None = None) -> None:
        self.path = Path(folder) / SETTINGS_FILE
        self.data = data or bundled_settings_data()
        self.clock = clock
        self.specs: Mapping[str, GameSpec] = specs or {}
        self.first_language = first_language
        """The language until the player chooses one (the system's, for the app)."""

    def defaults(self) -> Settings:
        """The defaults, in the first language when it is one the settings allow."""
        chosen = defaults(self.data)
        return self._in_first_language(chosen)

    def _in_first_language(self, settings: Settings) -> Settings:
        first = self.first_language
        if first is None or self.data.rule("language").problem(first):
            return settings
        return dataclasses.replace(settings, language=first)

    def load(self) -> SettingsLoad:
        """The saved settings; a bad value falls back to its default, a broken file is set aside."""
        read = read_json(self.path)
        if read.status == MISSING:
            return SettingsLoad(self.defaults())
        saved, detail = None, read.detail
        if read.status != BROKEN:
            try:
                saved = load_model(read.data, SavedSettings, SETTINGS_FILE)
            except DataError as error:
                detail = f"{error.field}: {error.message}"
        if saved is None:
            problem = set_aside_problem(self.path, "Your settings", detail,
                                        after="The default settings are used.",
                                        moment=self.clock())
            return SettingsLoad(self.defaults(), (problem.message,))
        chosen: dict[str, Any] = {}
        messages: list[str] = []
        for name, rule in self.data.rules:
            chosen[name] = self._value(name, rule, saved.settings, messages)
        chosen["games"] = self._games(saved.games, saved.settings, saved.version == 1, messages)
        loaded = Settings(**chosen)
        if "language" not in saved.settings:  # never chosen: the first language still holds
            loaded = self._in_first_language(loaded)
        return SettingsLoad(loaded, tuple(messages))

    def _games(self, saved: Any, old: dict[str, Any], migrate: bool,
               messages: list[str]) -> dict[str, dict[str, Any]]:
        """Each game's settings as saved; from a version 1 file, those it kept among the app's
        (by their former names); a value a game does not allow is back to its default."""
        if not isinstance(saved, dict):
            messages.append(Notice(N_("The games' own settings were not valid, so they are "
                                      "back to their defaults.")))
            saved = {}
        games = {str(game): dict(values) for game, values in saved.items()
                 if isinstance(values, dict)}
        for spec in self.specs.values():
            mine = games.setdefault(spec.id, {})
            for setting in spec.settings:
                if migrate and setting.formerly is not None and setting.formerly.name in old:
                    mine[setting.name] = _former_value(setting, old[setting.formerly.name])
                if setting.name in mine and not setting.allows(mine[setting.name]):
                    del mine[setting.name]
                    messages.append(Notice(NOT_VALID, ("setting",), setting=setting.label,
                                           problem=one_of(setting.choices)))
            if not mine:
                del games[spec.id]
        return games

    @staticmethod
    def _value(name: str, rule: SettingRule, values: dict[str, Any], messages: list[str]) -> Any:
        if name not in values:
            return rule.default
        value = values[name]
        problem = rule.problem(value)
        if problem:
            messages.append(Notice(NOT_VALID, ("setting",), setting=rule.label,
                                   problem=problem))
            return rule.default
        if rule.kind is float:
            return float(value)
        if rule.kind is list:
            return tuple(value)
        if rule.kind is dict:
            return dict(value)
        return value

    def save(self, settings: Settings) -> None:
        """Write the settings atomically; ValueError (nothing written) if a value is not allowed."""
        check(settings, self.data, self.specs)
        write_json(self.path, {"version": SETTINGS_VERSION, "settings": settings.to_json(),
                               "games": settings.games_json()}, pretty=True)


def _former_value(setting: GameSetting, old: Any) -> Any:
    """What a version 1 file's value becomes (an old value it never had stays, to be refused)."""
    assert setting.formerly is not None
    for before, after in setting.formerly.values:
        if type(before) is type(old) and before == old:
            return after
    return old
