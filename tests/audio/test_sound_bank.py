"""SoundBank: lazy, cached, volume-aware, and silent (never raising) without a mixer or a file."""

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tabletop.audio.sound_bank import SoundBank

SOUNDS = Path(__file__).resolve().parents[2] / "sounds"


@pytest.fixture
def bank():
    b = SoundBank(SOUNDS)
    yield b
    b.close()


def test_import_does_not_start_the_mixer():
    code = ("import pygame; import tabletop.audio.sound_bank as m; "
            "b = m.SoundBank(__import__('pathlib').Path('.')); "
            "print(pygame.mixer.get_init())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=Path(__file__).resolve().parents[2])
    assert out.stdout.strip().splitlines()[-1] == "None"


def test_mixer_failure_means_silence(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    b = SoundBank(SOUNDS)
    assert b.play("deal") is False
    assert b.play("flip") is False
    assert not b.enabled
    assert "No available audio device" in b.disabled_reason
    b.preload()
    b.set_volumes(0.5, 0.5, False)
    b.stop_all()
    b.close()


def test_mixer_init_that_silently_does_nothing(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: None)
    b = SoundBank(SOUNDS)
    assert b.play("deal") is False
    assert b.disabled_reason


def test_missing_file_never_raises(bank, tmp_path):
    b = SoundBank(tmp_path)
    assert b.play("deal") is False
    if b.enabled:
        assert "deal" in b.problems
    assert bank.play("no_such_sound") is False


def test_corrupt_file_is_silenced(tmp_path):
    (tmp_path / "bad.wav").write_bytes(b"not a wav file at all")
    b = SoundBank(tmp_path)
    assert b.play("bad") is False
    if b.enabled:
        assert "bad" in b.problems
    b.close()


def test_plays_and_caches_with_the_dummy_driver(bank):
    played = bank.play("deal")
    if not bank.enabled:
        pytest.skip(f"no mixer here: {bank.disabled_reason}")
    assert played is True
    first = bank._cache["deal"]
    bank.play("deal")
    assert bank._cache["deal"] is first
    assert bank.problems == {}


def test_volumes_and_mute(bank):
    bank.set_volumes(0.5, 0.5, False)
    assert bank.volume == pytest.approx(0.25)
    bank.set_volumes(2.0, -1.0, False)
    assert (bank.master, bank.effects) == (1.0, 0.0)
    assert bank.play("deal") is False
    bank.set_volumes(1.0, 1.0, True)
    assert bank.volume == 0.0
    assert bank.play("deal") is False
    assert bank._cache == {}, "muted banks do not even load"


def test_volume_applies_to_cached_sounds(bank):
    bank.preload(["flip"])
    if not bank.enabled:
        pytest.skip(f"no mixer here: {bank.disabled_reason}")
    bank.set_volumes(0.5, 1.0, False)
    assert bank._cache["flip"].get_volume() == pytest.approx(0.5, abs=0.01)


def test_available_lists_the_folder(bank):
    assert {"deal", "flip", "dice_roll", "won", "lost"} <= set(bank.available())
    assert SoundBank(Path("/nonexistent/folder")).available() == []


def test_music_follows_the_cue_and_its_dips(bank):
    bank.follow("taco_loco", (), now=0.0)
    if not bank.enabled:
        pytest.skip(f"no mixer here: {bank.disabled_reason}")
    stream = bank._music
    assert stream.wanted == "taco_loco" and stream.playing == "taco_loco"
    bank.follow("taco_loco", ("paused",), now=1.0)
    assert stream.dip == pytest.approx(stream.data.dips["paused"])
    bank.follow(None, (), now=2.0)  # the menus: the fallback cue's piece
    assert stream.wanted == "title"
    bank.follow("hourglass", (), now=3.0)
    assert stream.wanted is None  # the hourglass's bars play instead of a stream
    bank.hourglass("prep", None)
    assert bank._hourglass.wanted == "prep"
    bank.follow("hourglass", ("paused",), now=4.0)
    assert bank._hourglass.paused
    bank.follow("results", (), now=5.0)
    assert bank._hourglass.wanted is None and stream.wanted == "title"


def test_a_stinger_plays_over_the_music_and_ducks_it(bank):
    bank.follow("title", (), now=10.0)
    if not bank.enabled:
        pytest.skip(f"no mixer here: {bank.disabled_reason}")
    assert bank.play("won") is True
    assert "won" in bank._stingers and "won" not in bank._cache  # the stinger, not the effect
    stream = bank._music
    assert stream.level(10.5) == pytest.approx(stream.volume * stream.data.duck)
    assert stream.level(100.0) == pytest.approx(stream.volume)  # back after the stinger


def test_a_stinger_only_name_plays_its_stand_in_effect_without_music(bank):
    bank.set_volumes(1.0, 1.0, False, music=0.0)
    played = bank.play("perfect_taco")
    if bank.enabled:
        assert played is True and "perfect" in bank._cache and "perfect_taco" not in bank._cache


def test_without_music_a_stinger_falls_back_to_its_effect(bank):
    bank.set_volumes(1.0, 1.0, False, music=0.0)
    bank.follow("title", (), now=0.0)
    assert bank._music is None  # music never started while it cannot be heard
    played = bank.play("won")
    if bank.enabled:
        assert played is True and "won" in bank._cache


def test_music_volume_and_mute(bank):
    bank.set_volumes(0.5, 1.0, False, music=0.6)
    assert bank.music_level == pytest.approx(0.3)
    bank.set_volumes(0.5, 1.0, True)
    assert bank.music_level == 0.0 and bank.music_volume == pytest.approx(0.6)


def test_no_mixer_means_no_music_and_no_error(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: None)
    b = SoundBank(SOUNDS)
    b.follow("title", (), now=0.0)
    b.hourglass("fight", 5.0)
    assert b.play("won") is False
    assert b.due_in(0.0) is None
    assert b.disabled_reason


def test_a_repeated_effect_takes_turns_through_its_takes(bank):
    assert [bank._take("deal") for _ in range(5)] == ["deal", "deal-2", "deal-3", "deal-4",
                                                        "deal"]
    assert [bank._take("turn") for _ in range(2)] == ["turn", "turn"]  # only the one take
    assert {bank._take("dice_3") for _ in range(3)} == {"dice_3", "dice_3-2", "dice_3-3"}


def test_every_game_names_music_that_exists():
    from tabletop.audio.audio_data import bundled_audio_data
    from tabletop.games.catalog import game_specs

    cues = bundled_audio_data().cues
    for spec in game_specs().values():
        assert spec.music, spec.id
        assert spec.music in cues or (SOUNDS / "music" / f"{spec.music}.ogg").is_file(), spec.id
