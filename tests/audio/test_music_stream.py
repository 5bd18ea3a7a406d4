"""The streamed music: a change of cue fades the old piece out before the new one fades in,
a dip and a stinger's duck lower it, and a missing file silences only the music."""

from pathlib import Path

import pygame
import pytest

from tabletop.audio.audio_data import bundled_audio_data
from tabletop.audio.music_stream import MusicStream

MUSIC = Path(__file__).resolve().parents[2] / "sounds" / "music"


class Recorder:
    """Stands in for pygame.mixer.music and says what was asked of it."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def __getattr__(self, name):
        return lambda *args, **kwargs: self.calls.append((name, *args, *kwargs.values()))


@pytest.fixture
def music(monkeypatch):
    recorder = Recorder()
    monkeypatch.setattr(pygame.mixer, "music", recorder)
    return recorder


def names(recorder):
    return [call[0] for call in recorder.calls if call[0] != "set_volume"]


def test_the_first_piece_starts_at_once_with_a_fade_in(music):
    data = bundled_audio_data()
    stream = MusicStream(MUSIC, data)
    stream.want("title", now=0.0)
    stream.update(0.0)
    assert names(music) == ["load", "play"]
    assert music.calls[0][1].endswith("title.ogg")
    assert ("play", -1, round(data.fade_in * 1000)) in music.calls


def test_a_new_cue_fades_the_old_piece_out_first(music):
    data = bundled_audio_data()
    stream = MusicStream(MUSIC, data)
    stream.want("title", 0.0)
    stream.update(0.0)
    music.calls.clear()
    stream.want("taco_loco", 10.0)
    assert names(music) == ["fadeout"]
    stream.update(10.0 + data.fade_out / 2)
    assert names(music) == ["fadeout"]  # still fading: nothing new yet
    assert stream.due_in(10.0 + data.fade_out / 2) == pytest.approx(data.fade_out / 2)
    stream.update(10.0 + data.fade_out)
    assert names(music) == ["fadeout", "load", "play"]
    assert stream.playing == "taco_loco"
    stream.want("taco_loco", 12.0)  # the same cue again changes nothing
    assert names(music) == ["fadeout", "load", "play"]


def test_dip_and_duck_lower_the_level_and_the_duck_eases_back(music):
    data = bundled_audio_data()
    stream = MusicStream(MUSIC, data)
    stream.volume = 0.5
    stream.want("title", 0.0)
    stream.update(0.0)
    assert stream.level(0.0) == pytest.approx(0.5)
    stream.dip = data.dips["paused"]
    assert stream.level(0.0) == pytest.approx(0.5 * data.dips["paused"])
    stream.dip = 1.0
    stream.duck(1.0, 2.0)
    assert stream.level(2.0) == pytest.approx(0.5 * data.duck)
    halfway = 3.0 + data.duck_release / 2
    assert 0.5 * data.duck < stream.level(halfway) < 0.5
    assert stream.level(3.0 + data.duck_release) == pytest.approx(0.5)
    stream.update(2.0)
    assert music.calls[-1] == ("set_volume", pytest.approx(0.5 * data.duck))


def test_silence_when_muted_and_the_piece_starts_when_heard_again(music):
    stream = MusicStream(MUSIC, bundled_audio_data())
    stream.volume = 0.0
    stream.want("title", 0.0)
    stream.update(0.0)
    assert names(music) == []
    stream.volume = 0.8
    stream.update(1.0)
    assert names(music) == ["load", "play"]


def test_a_missing_piece_silences_only_the_music(tmp_path):
    stream = MusicStream(tmp_path, bundled_audio_data())
    stream.want("title", 0.0)
    stream.update(0.0)  # the real mixer (or none at all): never raises
    assert stream.playing is None
    assert stream.problem is not None and "title.ogg" in stream.problem
    stream.update(1.0)
    assert stream.failed == {"title"}
