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
