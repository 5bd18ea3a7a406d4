"""data/settings.yaml: each setting's default and allowed values, plus the storage limits."""

from __future__ import annotations

import math
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from tabletop.core.errors import DataError
from tabletop.core.registry import DataReader
from tabletop.core.schema import Fields

FILE = "settings.yaml"
LABEL = f"data/{FILE}"

SETTING_KINDS: tuple[tuple[str, type], ...] = (
    ("master_volume", float),
    ("effects_volume", float),
    ("muted", bool),
    ("animation_speed", str),
    ("fullscreen", bool),
    ("colour_blind", bool),
    ("ui_scale", float),
    ("bot_pace", float),
    ("player_names", list),
)
"""Every app setting, in screen order, with the kind of value it holds (matches `Settings`;
a game's own settings are in its spec, saved under the game's key)."""

SPEED_FACTORS = MappingProxyType({"slow": 0.5, "normal": 1.0, "fast": 2.0, "instant": math.inf})
"""Animation speed names and how much faster than normal they run (instant: no animation)."""


@dataclass(frozen=True)
class SettingRule:
    """What one setting may hold; the settings screen draws and steps values from this."""

    name: str
    label: str
    kind: type
    default: Any
    minimum: float | None = None
    maximum: float | None = None
    step: float | None = None
    choices: tuple[str, ...] = ()
    max_count: int = 0
    max_length: int = 0

    def problem(self, value: Any) -> str | None:
        """Why `value` is not allowed for this setting, or None when it is."""
        if self.kind is float:
            if isinstance(value, bool) or not isinstance(value, int | float):
                return "is not a number"
            low = -math.inf if self.minimum is None else self.minimum
            high = math.inf if self.maximum is None else self.maximum
            if not math.isfinite(value) or not low <= value <= high:
                return f"must be between {low} and {high}"
            return None
        if self.kind is bool:
            return None if isinstance(value, bool) else "must be on or off"
        if self.kind is str:
            if value not in self.choices:
                return f"must be one of: {', '.join(self.choices)}"
            return None
        if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
            return "must be a list of names"
        if len(value) > self.max_count:
            return f"holds at most {self.max_count} names"
        if any(not v.strip() or len(v) > self.max_length for v in value):
            return f"names must be 1 to {self.max_length} characters"
        return None


@dataclass(frozen=True)
class StorageLimits:
    """How much the storage layer keeps."""

    replays_kept: int
    high_scores_kept: int
    replay_snapshot_every: int
    replay_max_snapshots: int


@dataclass(frozen=True)
class SettingsData:
    """Everything data/settings.yaml says."""

    rules: tuple[SettingRule, ...]
    limits: StorageLimits

    def rule(self, name: str) -> SettingRule:
        for rule in self.rules:
            if rule.name == name:
                return rule
        raise KeyError(name)

    def default_values(self) -> dict[str, Any]:
        return {rule.name: rule.default for rule in self.rules}


def load_settings_data(reader: DataReader) -> SettingsData:
    """Read and validate data/settings.yaml; DataError names the setting and the field."""
    top = Fields(reader(FILE), LABEL, "")
    section = top.sub("settings")
    known = {name for name, _ in SETTING_KINDS}
    for name in section.data:
        if name not in known:
            raise section.fail(str(name), f"unknown setting (known: {', '.join(sorted(known))})")
    rules = tuple(_rule(section.sub(name), name, kind) for name, kind in SETTING_KINDS)
    store = top.sub("storage")
    limits = StorageLimits(
        replays_kept=store.get("replays_kept", int, minimum=1, maximum=1000),
        high_scores_kept=store.get("high_scores_kept", int, minimum=1, maximum=100),
        replay_snapshot_every=store.get("replay_snapshot_every", int, minimum=1, maximum=10_000),
        replay_max_snapshots=store.get("replay_max_snapshots", int, minimum=1, maximum=100_000),
    )
    return SettingsData(rules, limits)


def _rule(fields: Fields, name: str, kind: type) -> SettingRule:
    label = fields.get("label", str)
    if kind is float:
        low = fields.get("min", float)
        high = fields.get("max", float, minimum=low)
        step = fields.get("step", float, minimum=0.001)
        rule = SettingRule(name, label, kind, fields.get("default", float), low, high, step)
    elif kind is str:
        choices = tuple(fields.get("choices", list))
        if not choices or not all(isinstance(c, str) for c in choices):
            raise fields.fail("choices", "should be a non-empty list of text")
        if name == "animation_speed" and not set(choices) <= set(SPEED_FACTORS):
            raise fields.fail("choices", f"speeds must be among: {', '.join(SPEED_FACTORS)}")
        rule = SettingRule(name, label, kind, fields.get("default", str), choices=choices)
    elif kind is bool:
        rule = SettingRule(name, label, kind, fields.get("default", bool))
    else:
        rule = SettingRule(name, label, kind, tuple(fields.get("default", list)),
                           max_count=fields.get("max_count", int, minimum=1, maximum=64),
                           max_length=fields.get("max_length", int, minimum=1, maximum=64))
    problem = rule.problem(rule.default)
    if problem:
        raise DataError(LABEL, f"settings.{name}.default", f"{rule.default!r} {problem}")
    return rule


def bundled_settings_data() -> SettingsData:
    """data/settings.yaml as shipped with the app."""
    from tabletop.assets.yaml_data import read_data

    return load_settings_data(read_data)
