"""The player's settings: a frozen value, its defaults from data/settings.yaml, and its file."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.storage.atomic_json import BROKEN, MISSING, read_json, set_aside_problem, write_json
from tabletop.storage.settings_data import (
    SPEED_FACTORS,
    SettingRule,
    SettingsData,
    bundled_settings_data,
)
from tabletop.storage.timestamps import Clock, utc_now

SETTINGS_FILE = "settings.json"
SETTINGS_VERSION = 1


@dataclass(frozen=True)
class Settings:
    """Every player setting; build defaults with `defaults(data)`, change with `adjust`."""

    master_volume: float
    effects_volume: float
    muted: bool
    animation_speed: str
    fullscreen: bool
    colour_blind: bool
    ui_scale: float
    taco_fight_assist: bool
    bot_pace: float
    player_names: tuple[str, ...]

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
    def effects_gain(self) -> float:
        """Volume for sound effects (master times effects), 0 when muted."""
        return self.master_gain * self.effects_volume

    def to_json(self) -> dict[str, Any]:
        values = dataclasses.asdict(self)
        values["player_names"] = list(self.player_names)
        return values


@dataclass(frozen=True)
class SettingsLoad:
    """Settings read from disk, with anything the player should be told about them."""

    settings: Settings
    messages: tuple[str, ...] = ()


def defaults(data: SettingsData) -> Settings:
    return Settings(**data.default_values())


def check(settings: Settings, data: SettingsData) -> None:
    """Raise ValueError naming the first setting whose value is not allowed."""
    for rule in data.rules:
        problem = rule.problem(getattr(settings, rule.name))
        if problem:
            raise ValueError(f"{rule.label} {problem}")


def adjust(settings: Settings, data: SettingsData, name: str, direction: int = 1) -> Settings:
    """One press on the settings screen: a number moves a step (clamped), a choice cycles,
    a switch flips. Player names are not adjusted here (see `remember_names`)."""
    rule = data.rule(name)
    value = getattr(settings, name)
    if rule.kind is bool:
        value = not value
    elif rule.kind is str:
        index = rule.choices.index(value) if value in rule.choices else 0
        value = rule.choices[(index + direction) % len(rule.choices)]
    elif rule.kind is float:
        steps = round((value - rule.minimum) / rule.step) + direction
        value = round(min(rule.maximum, max(rule.minimum, rule.minimum + steps * rule.step)), 6)
    else:
        raise ValueError(f"{rule.label} cannot be stepped")
    return dataclasses.replace(settings, **{name: value})


def remember_names(settings: Settings, data: SettingsData, names: list[str]) -> Settings:
    """Put the names just used first in the recent-names list (no repeats, trimmed to fit)."""
    rule = data.rule("player_names")
    recent: list[str] = []
    for name in [*names, *settings.player_names]:
        name = name.strip()[: rule.max_length]
        if name and name.casefold() not in {n.casefold() for n in recent}:
            recent.append(name)
    return dataclasses.replace(settings, player_names=tuple(recent[: rule.max_count]))


class SettingsStore:
    """`settings.json` in the user's data folder."""

    def __init__(self, folder: Path, data: SettingsData | None = None,
                 clock: Clock = utc_now) -> None:
        self.path = Path(folder) / SETTINGS_FILE
        self.data = data or bundled_settings_data()
        self.clock = clock

    def defaults(self) -> Settings:
        return defaults(self.data)

    def load(self) -> SettingsLoad:
        """The saved settings; a bad value falls back to its default, a broken file is set aside."""
        read = read_json(self.path)
        if read.status == MISSING:
            return SettingsLoad(self.defaults())
        values = read.data.get("settings") if isinstance(read.data, dict) else None
        if read.status == BROKEN or not isinstance(values, dict):
            detail = read.detail or "has no settings mapping"
            problem = set_aside_problem(self.path, "Your settings", detail,
                                        after="The default settings are used.",
                                        moment=self.clock())
            return SettingsLoad(self.defaults(), (problem.message,))
        chosen: dict[str, Any] = {}
        messages: list[str] = []
        for rule in self.data.rules:
            chosen[rule.name] = self._value(rule, values, messages)
        return SettingsLoad(Settings(**chosen), tuple(messages))

    @staticmethod
    def _value(rule: SettingRule, values: dict[str, Any], messages: list[str]) -> Any:
        if rule.name not in values:
            return rule.default
        value = values[rule.name]
        problem = rule.problem(value)
        if problem:
            messages.append(f"The setting \u201c{rule.label}\u201d was not valid ({problem}), "
                            "so it is back to its default.")
            return rule.default
        if rule.kind is float:
            return float(value)
        if rule.kind is list:
            return tuple(value)
        return value

    def save(self, settings: Settings) -> None:
        """Write the settings atomically; ValueError (nothing written) if a value is not allowed."""
        check(settings, self.data)
        write_json(self.path, {"version": SETTINGS_VERSION, "settings": settings.to_json()},
                   pretty=True)
