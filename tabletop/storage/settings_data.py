"""data/settings.yaml: each setting's default and allowed values, plus the storage and memory
limits; and
the envelope of the player's settings.json."""

from __future__ import annotations

import math
import typing
from types import MappingProxyType
from typing import Annotated, Any, ClassVar

from tabletop.core.data_model import Invalid, Meta, Model, Text, load_model
from tabletop.core.language import LANGUAGES
from tabletop.core.registry import DataReader
from tabletop.input.keymap import problem as keys_problem

FILE = "settings.yaml"
LABEL = f"data/{FILE}"

SPEED_FACTORS = MappingProxyType({"slow": 0.5, "normal": 1.0, "fast": 2.0, "instant": math.inf})
"""Animation speed names and how much faster than normal they run (instant: no animation)."""



def one_of(choices: tuple[str, ...]) -> str:
    """What a choice's value must be: "must be one of: low, high"."""
    return f"must be one of: {', '.join(choices)}"

class SettingRule(Model, frozen=True):
    """What one setting may hold; the settings screen draws and steps values from this."""

    ITEM = "setting"

    label: Annotated[Text, Meta(description="The setting's name on the settings screen.")]
    default: Any

    kind: ClassVar[type] = object
    """The kind of value it holds: float, bool, str (a choice) or list (of names)."""

    def problem(self, value: Any) -> str | None:
        """Why `value` is not allowed for this setting, or None when it is."""
        raise NotImplementedError

    def _check_default(self) -> None:
        problem = self.problem(self.default)
        if problem:
            raise Invalid("default", f"{self.default!r} {problem}")


class NumberRule(SettingRule, frozen=True, rename={"minimum": "min", "maximum": "max"}):
    """A number between min and max, moved by one step at a time."""

    default: float
    minimum: float
    maximum: float
    step: Annotated[float, Meta(ge=0.001, description="The settings screen moves the value by "
                                "one step.")]

    kind = float

    def __post_init__(self) -> None:
        if self.maximum < self.minimum:
            raise Invalid("max", f"{self.maximum} is below min ({self.minimum})")
        self._check_default()

    def problem(self, value: Any) -> str | None:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return "is not a number"
        if not math.isfinite(value) or not self.minimum <= value <= self.maximum:
            return f"must be between {self.minimum} and {self.maximum}"
        return None


class SwitchRule(SettingRule, frozen=True):
    """On or off."""

    default: bool

    kind = bool

    def problem(self, value: Any) -> str | None:
        return None if isinstance(value, bool) else "must be on or off"


class ChoiceRule(SettingRule, frozen=True):
    """One of a list of words, in screen order."""

    default: str
    choices: Annotated[tuple[Text, ...], Meta(min_length=1, description="Every allowed value, "
                                              "in screen order.")]

    kind = str

    def __post_init__(self) -> None:
        self._check_default()

    def problem(self, value: Any) -> str | None:
        return None if value in self.choices else one_of(self.choices)


class NamesRule(SettingRule, frozen=True):
    """A list of player names."""

    default: tuple[str, ...]
    max_count: Annotated[int, Meta(ge=1, le=64)]
    max_length: Annotated[int, Meta(ge=1, le=64)]

    kind = list

    def __post_init__(self) -> None:
        self._check_default()

    def problem(self, value: Any) -> str | None:
        if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
            return "must be a list of names"
        if len(value) > self.max_count:
            return f"holds at most {self.max_count} names"
        if any(not v.strip() or len(v) > self.max_length for v in value):
            return f"names must be 1 to {self.max_length} characters"
        return None


class KeysRule(SettingRule, frozen=True):
    """The player's own keys: action name → key name (an action not named keeps its default
    keys; `tabletop/input/keymap.py` lists the actions). No key does two actions."""

    default: dict[str, str]

    kind = dict

    def __post_init__(self) -> None:
        self._check_default()

    def problem(self, value: Any) -> str | None:
        return keys_problem(value)


class AppSettings(Model, frozen=True):
    """Every app setting, in screen order (the names match `Settings`; a game's own settings
    are in its spec, saved under the game's key)."""

    language: ChoiceRule
    master_volume: NumberRule
    music_volume: NumberRule
    effects_volume: NumberRule
    muted: SwitchRule
    captions: SwitchRule
    narration: SwitchRule
    animation_speed: ChoiceRule
    fullscreen: SwitchRule
    colour_blind: SwitchRule
    reduced_motion: SwitchRule
    high_contrast: SwitchRule
    ui_scale: NumberRule
    bot_pace: NumberRule
    pad_swap: SwitchRule
    player_names: NamesRule
    keys: KeysRule

    def __post_init__(self) -> None:
        if not set(self.language.choices) <= set(LANGUAGES):
            raise Invalid("language.choices",
                          f"languages must be among: {', '.join(LANGUAGES)}")
        if not set(self.animation_speed.choices) <= set(SPEED_FACTORS):
            raise Invalid("animation_speed.choices",
                          f"speeds must be among: {', '.join(SPEED_FACTORS)}")


class StorageLimits(Model, frozen=True):
    """How much the storage layer keeps."""

    replays_kept: Annotated[int, Meta(ge=1, le=1000, description="Finished games kept in the "
                                      "replays folder (older ones are removed).")]
    high_scores_kept: Annotated[int, Meta(ge=1, le=100, description="Rows in the Taco Fight "
                                          "high-score table.")]
    replay_snapshot_every: Annotated[int, Meta(ge=1, le=10_000, description="The replay viewer "
                                               "keeps a copy of the state every this many "
                                               "steps...")]
    replay_max_snapshots: Annotated[int, Meta(ge=1, le=100_000, description="...but never more "
                                              "copies than this for one replay.")]


class MemoryLimits(Model, frozen=True):
    """How much the app keeps in memory for its scenes to share."""

    kept_canvases: Annotated[float, Meta(ge=0.0, le=64.0, description="Pictures every scene "
                                         "shares (a game's card faces): at most this many "
                                         "canvases' bytes at the render scale; the least "
                                         "recently asked for go first.")]
    kept_floor_mb: Annotated[int, Meta(ge=0, le=4096, description="...but at least this many "
                                       "MB (a small window still keeps a table's faces).")]


SETTING_KINDS: tuple[tuple[str, type], ...] = tuple(
    (name, typing.get_type_hints(AppSettings)[name].kind) for name in AppSettings.__struct_fields__)
"""Every app setting, in screen order, with the kind of value it holds."""


class SettingsData(Model, frozen=True, rename={"app": "settings", "limits": "storage"}):
    """Everything data/settings.yaml says."""

    app: AppSettings
    limits: StorageLimits
    memory: MemoryLimits

    @property
    def rules(self) -> tuple[tuple[str, SettingRule], ...]:
        """(name, rule) of every app setting, in screen order."""
        return tuple((name, self.rule(name)) for name, _ in SETTING_KINDS)

    def rule(self, name: str) -> SettingRule:
        if name not in self.app.__struct_fields__:
            raise KeyError(name)
        rule: SettingRule = getattr(self.app, name)
        return rule

    def default_values(self) -> dict[str, Any]:
        return {name: rule.default for name, rule in self.rules}


class SavedSettings(Model, frozen=True, forbid_unknown_fields=False):
    """The envelope of the player's settings.json. Each value is then checked against its rule
    in data/settings.yaml (or its game's spec) on its own: a bad one falls back to its default
    and costs no other."""

    settings: dict[str, Any]
    version: int = 2
    games: Any = {}
    """Each game's settings under its id (a mapping of mappings; anything else is dropped)."""


def load_settings_data(reader: DataReader) -> SettingsData:
    """Read data/settings.yaml; a DataError names the setting and the field."""
    return load_model(reader(FILE), SettingsData, LABEL)


def bundled_settings_data() -> SettingsData:
    """data/settings.yaml as shipped with the app."""
    from tabletop.assets.yaml_data import read_data

    return load_settings_data(read_data)
