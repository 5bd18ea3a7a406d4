"""Settings: defaults from data/settings.yaml, persistence, bad values and broken files."""

from __future__ import annotations

import dataclasses
import json
import math

import pytest
import yaml

from tabletop.assets.paths import data_path
from tabletop.core.errors import DataError
from tabletop.storage.settings import (
    SETTINGS_FILE,
    Settings,
    SettingsStore,
    adjust,
    adjust_game,
    defaults,
    remember_names,
)
from tabletop.storage.settings_data import (
    SETTING_KINDS,
    bundled_settings_data,
    load_settings_data,
)


@pytest.fixture
def data():
    return bundled_settings_data()


@pytest.fixture
def store(folder, data, clock):
    return SettingsStore(folder, data, clock)


def raw_yaml():
    return yaml.safe_load(data_path("settings.yaml").read_text(encoding="utf-8"))


def test_the_yaml_names_every_settings_field():
    fields = [f.name for f in dataclasses.fields(Settings) if f.name != "games"]
    assert fields == [name for name, _ in SETTING_KINDS]


def test_defaults_come_from_the_yaml(data):
    settings = defaults(data)
    raw = raw_yaml()["settings"]
    assert settings.master_volume == raw["master_volume"]["default"]
    assert settings.animation_speed == raw["animation_speed"]["default"]
    assert settings.player_names == tuple(raw["player_names"]["default"])
    assert data.limits.replays_kept == raw_yaml()["storage"]["replays_kept"]


@pytest.mark.parametrize("speed,factor,duration", [
    ("slow", 0.5, 0.8), ("normal", 1.0, 0.4), ("fast", 2.0, 0.2), ("instant", math.inf, 0.0)])
def test_speed_factor_and_durations(data, speed, factor, duration):
    settings = dataclasses.replace(defaults(data), animation_speed=speed)
    assert settings.speed_factor == factor
    assert settings.duration(0.4) == pytest.approx(duration)


def test_gains_respect_mute(data):
    settings = dataclasses.replace(defaults(data), master_volume=0.5, effects_volume=0.5)
    assert settings.effects_gain == 0.25
    muted = dataclasses.replace(settings, muted=True)
    assert muted.master_gain == 0 and muted.effects_gain == 0


def test_music_gain_is_master_times_music_and_mute_silences_it(data):
    settings = dataclasses.replace(defaults(data), master_volume=0.5, music_volume=0.4)
    assert settings.music_gain == pytest.approx(0.2)
    assert dataclasses.replace(settings, muted=True).music_gain == 0


def test_a_file_from_before_the_music_volume_loads_with_its_default(store, data, folder):
    (folder / SETTINGS_FILE).write_text(json.dumps({"version": 2, "settings": {
        "master_volume": 0.3, "effects_volume": 0.5, "muted": False}, "games": {}}))
    loaded = store.load()
    assert loaded.messages == ()
    assert loaded.settings.music_volume == data.rule("music_volume").default
    assert loaded.settings.master_volume == 0.3


def test_no_file_means_defaults_and_no_message(store, data):
    loaded = store.load()
    assert loaded.settings == defaults(data)
    assert loaded.messages == ()


def test_round_trip(store, data, folder):
    changed = dataclasses.replace(defaults(data), master_volume=0.3, muted=True,
                                  animation_speed="instant", ui_scale=1.2, bot_pace=0.0,
                                  player_names=("Ana", "Beto"), colour_blind=True)
    store.save(changed)
    assert SettingsStore(folder, data).load().settings == changed
    assert json.loads((folder / SETTINGS_FILE).read_text())["version"] == 2


def test_bad_values_fall_back_one_by_one(store, data, folder):
    (folder / SETTINGS_FILE).write_text(json.dumps({"version": 1, "settings": {
        "master_volume": 7, "effects_volume": 0.25, "animation_speed": "ludicrous",
        "muted": "yes", "ui_scale": 1, "player_names": ["Ana", 3], "future_thing": 1}}))
    loaded = store.load()
    base = defaults(data)
    assert loaded.settings == dataclasses.replace(base, effects_volume=0.25, ui_scale=1.0)
    assert isinstance(loaded.settings.ui_scale, float)
    assert len(loaded.messages) == 4
    assert any("Master volume" in m and "back to its default" in m for m in loaded.messages)
    assert (folder / SETTINGS_FILE).exists(), "a file with some bad values is not set aside"


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"version": 1}'])
def test_a_broken_file_is_set_aside_with_a_message(store, data, folder, content):
    (folder / SETTINGS_FILE).write_text(content)
    loaded = store.load()
    assert loaded.settings == defaults(data)
    (message,) = loaded.messages
    assert message.startswith("Your settings could not be read and were set aside as settings.")
    assert message.endswith("The default settings are used.")
    kept = [p for p in folder.iterdir() if ".corrupt-" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == content
    assert not (folder / SETTINGS_FILE).exists()


def test_saving_a_value_out_of_range_writes_nothing(store, data, folder):
    with pytest.raises(ValueError, match="Master volume"):
        store.save(dataclasses.replace(defaults(data), master_volume=1.5))
    with pytest.raises(ValueError, match="Animation speed"):
        store.save(dataclasses.replace(defaults(data), animation_speed="warp"))
    assert not (folder / SETTINGS_FILE).exists()


def test_adjust_steps_clamps_cycles_and_flips(data):
    base = defaults(data)
    louder = adjust(base, data, "master_volume", +1)
    assert louder.master_volume == pytest.approx(0.9)
    top = adjust(adjust(louder, data, "master_volume", +1), data, "master_volume", +1)
    assert top.master_volume == 1.0
    bottom = base
    for _ in range(20):
        bottom = adjust(bottom, data, "ui_scale", -1)
    assert bottom.ui_scale == 0.8
    assert adjust(base, data, "animation_speed", +1).animation_speed == "fast"
    assert adjust(base, data, "animation_speed", -1).animation_speed == "slow"
    slow = dataclasses.replace(base, animation_speed="slow")
    assert adjust(slow, data, "animation_speed", -1).animation_speed == "instant"
    assert adjust(base, data, "muted").muted is True
    with pytest.raises(ValueError):
        adjust(base, data, "player_names")


def test_every_adjusted_value_can_be_saved(store, data):
    settings = defaults(data)
    for name, rule in data.rules:
        if rule.kind in (list, dict):
            continue
        for direction in (+1, -1) * 12:
            settings = adjust(settings, data, name, direction)
            store.save(settings)
    assert store.load().settings == settings


def test_remember_names_puts_new_names_first_without_repeats(data):
    settings = defaults(data)
    settings = remember_names(settings, data, ["Ana", "Beto"])
    settings = remember_names(settings, data, ["carla", "ana", "  ", "X" * 40])
    assert settings.player_names == ("carla", "ana", "X" * 16, "Beto")
    many = remember_names(settings, data, [f"P{i}" for i in range(20)])
    assert len(many.player_names) == data.rule("player_names").max_count


# -- each game's own settings ----------------------------------------------------------------

def game_with_a_setting(formerly=None):
    """A game whose one setting chooses the start of its "speed" option."""
    from tabletop.core.registry import BestResult, GameSetting, GameSpec, OptionSpec

    return GameSpec(id="tiny-game", title="Tiny Game", tagline="", min_players=1, max_players=2,
                    options=(OptionSpec("speed", "Speed", ("calm", "brisk"), "calm"),),
                    wiring="nowhere", rulebook="", decisions="",
                    best=BestResult("highest score"), progress=("", "", ""),
                    settings=(GameSetting("speed", "Tiny Game speed", ("calm", "brisk"), "calm",
                                          option="speed", formerly=formerly),))


def test_a_games_setting_is_saved_under_its_key(folder, data, clock):
    spec = game_with_a_setting()
    store = SettingsStore(folder, data, clock, {spec.id: spec})
    base = store.load().settings
    assert base.game_value(spec, "speed") == "calm"
    brisk = adjust_game(base, spec, "speed", +1)
    assert brisk.game_value(spec, "speed") == "brisk" and base.game_value(spec, "speed") == "calm"
    store.save(brisk)
    saved = json.loads((folder / SETTINGS_FILE).read_text())
    assert saved["games"] == {"tiny-game": {"speed": "brisk"}}
    assert "speed" not in saved["settings"]
    assert SettingsStore(folder, data, clock, {spec.id: spec}).load().settings == brisk
    assert adjust_game(brisk, spec, "speed", +1).game_value(spec, "speed") == "calm"


def test_a_games_bad_value_falls_back_and_other_games_keep_theirs(folder, data, clock):
    spec = game_with_a_setting()
    (folder / SETTINGS_FILE).write_text(json.dumps({"version": 2, "settings": {}, "games": {
        "tiny-game": {"speed": "warp"}, "gone-game": {"colour": "teal"}}}))
    store = SettingsStore(folder, data, clock, {spec.id: spec})
    loaded = store.load()
    assert loaded.settings.game_value(spec, "speed") == "calm"
    (message,) = loaded.messages
    assert "Tiny Game speed" in message and "back to its default" in message
    store.save(loaded.settings)  # a game this version does not have keeps its settings
    assert json.loads((folder / SETTINGS_FILE).read_text())["games"] == {
        "gone-game": {"colour": "teal"}}
    with pytest.raises(ValueError, match="Tiny Game speed"):
        store.save(loaded.settings.with_game_value(spec, "speed", "warp"))


def test_a_version_1_file_brings_a_games_setting_over_from_its_former_name(folder, data,
                                                                         clock):
    from tabletop.core.registry import FormerSetting

    spec = game_with_a_setting(FormerSetting("tiny_brisk", ((False, "calm"), (True, "brisk"))))
    (folder / SETTINGS_FILE).write_text(json.dumps({"version": 1, "settings": {
        "master_volume": 0.3, "tiny_brisk": True}}))
    store = SettingsStore(folder, data, clock, {spec.id: spec})
    loaded = store.load()
    assert loaded.messages == ()
    assert loaded.settings.game_value(spec, "speed") == "brisk"
    assert loaded.settings.master_volume == 0.3
    store.save(loaded.settings)
    saved = json.loads((folder / SETTINGS_FILE).read_text())
    assert saved["version"] == 2 and saved["games"] == {"tiny-game": {"speed": "brisk"}}
    assert "tiny_brisk" not in saved["settings"]
    (folder / SETTINGS_FILE).write_text(json.dumps({"version": 1, "settings": {
        "tiny_brisk": "yes"}}))
    refused = store.load()
    assert refused.settings.game_value(spec, "speed") == "calm"
    assert any("Tiny Game speed" in m for m in refused.messages)


@pytest.mark.parametrize("games", ["[1]", '"on"'])
def test_games_settings_that_are_not_a_mapping_fall_back(folder, data, clock, games):
    spec = game_with_a_setting()
    (folder / SETTINGS_FILE).write_text(
        f'{{"version": 2, "settings": {{"muted": true}}, "games": {games}}}')
    loaded = SettingsStore(folder, data, clock, {spec.id: spec}).load()
    assert loaded.settings.muted is True and loaded.settings.games == {}
    assert len(loaded.messages) == 1


# -- data/settings.yaml validation --------------------------------------------------------

def reader_for(document):
    return lambda path: document


def edited(change):
    document = raw_yaml()
    change(document)
    return reader_for(document)


def test_the_shipped_yaml_loads():
    data = load_settings_data(reader_for(raw_yaml()))
    assert [name for name, _ in data.rules] == [name for name, _ in SETTING_KINDS]


@pytest.mark.parametrize("change,field,words", [
    (lambda d: d["settings"]["master_volume"].pop("default"), "master_volume.default",
     "missing"),
    (lambda d: d["settings"]["ui_scale"].update(max="big"), "ui_scale.max", "number"),
    (lambda d: d["settings"]["muted"].update(default="no"), "muted.default", "true or false"),
    (lambda d: d["settings"].update(gravity={"default": 1}), "gravity", "not a field here"),
    (lambda d: d["settings"]["bot_pace"].update(default=9.0), "bot_pace.default",
     "between"),
    (lambda d: d["settings"]["animation_speed"].update(default="slow", choices=["slow", "warp"]),
     "animation_speed.choices", "speeds must be among"),
    (lambda d: d["settings"]["animation_speed"].update(default="fast", choices=["slow"]),
     "animation_speed.default", "one of"),
    (lambda d: d["storage"].pop("replays_kept"), "storage.replays_kept", "missing"),
    (lambda d: d["storage"].update(high_scores_kept=0), "storage.high_scores_kept",
     "expected a whole number of 1 or more, found 0"),
])
def test_malformed_yaml_names_the_field(change, field, words):
    with pytest.raises(DataError) as caught:
        load_settings_data(edited(change))
    assert caught.value.file == "data/settings.yaml"
    assert field in caught.value.field
    assert words in str(caught.value)


def test_an_empty_or_wrong_document_is_refused():
    with pytest.raises(DataError):
        load_settings_data(reader_for([]))
    with pytest.raises(DataError, match="field 'settings': missing"):
        load_settings_data(reader_for({"storage": raw_yaml()["storage"]}))


# --- the language ----------------------------------------------------------------------------
def test_until_the_player_chooses_the_first_language_is_the_systems(folder, data, clock):
    assert SettingsStore(folder, data, clock, first_language="es").load().settings.language \
        == "es"
    assert SettingsStore(folder, data, clock).load().settings.language == "en"
    assert SettingsStore(folder, data, clock, first_language="tlh").load().settings.language \
        == "en"  # a language the settings do not offer: the default


def test_a_file_from_before_the_language_setting_follows_the_system(folder, data, clock):
    (folder / SETTINGS_FILE).write_text(json.dumps({"version": 2, "settings": {"muted": True}}))
    loaded = SettingsStore(folder, data, clock, first_language="es").load()
    assert loaded.settings.language == "es" and loaded.settings.muted and not loaded.messages


def test_the_chosen_language_survives_a_restart_whatever_the_system_says(folder, data, clock):
    store = SettingsStore(folder, data, clock, first_language="es")
    store.save(adjust(store.load().settings, data, "language"))  # es -> en, chosen
    again = SettingsStore(folder, data, clock, first_language="es").load().settings
    assert again.language == "en"
    store.save(adjust(again, data, "language"))
    assert SettingsStore(folder, data, clock).load().settings.language == "es"


def test_a_language_not_offered_falls_back_with_a_message(folder, data, clock):
    (folder / SETTINGS_FILE).write_text(json.dumps({"version": 2,
                                                    "settings": {"language": "fr"}}))
    loaded = SettingsStore(folder, data, clock).load()
    assert loaded.settings.language == "en"
    assert any("Language" in message for message in loaded.messages)


def test_the_players_keys_are_saved_and_a_key_given_twice_is_refused(store, data):
    settings = dataclasses.replace(defaults(data), keys={"hint": "j", "summary": "f7"})
    store.save(settings)
    assert store.load().settings.keys == {"hint": "j", "summary": "f7"}
    with pytest.raises(ValueError, match="Keys"):
        store.save(dataclasses.replace(settings, keys={"hint": "s"}))  # S is the scores'
