"""The streamed music: a change of cue crossfades (the old piece's end fades out on its channel
while the new one fades in on the stream), a dip and a stinger's duck lower it, and a missing
file silences only the music."""

from pathlib import Path

import pygame
import pytest

from tabletop.audio import music_tail
from tabletop.audio.audio_data import bundled_audio_data
from tabletop.audio.music_stream import MusicStream

MUSIC = Path(__file__).resolve().parents[2] / "sounds" / "music"


class Recorder:
    """Stands in for pygame.mixer.music and says what was asked of it."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def get_pos(self) -> int:
        return 30_000

    def __getattr__(self, name):
        return lambda *args, **kwargs: self.calls.append((name, *args, *kwargs.values()))


@pytest.fixture
def music(monkeypatch):
    recorder = Recorder()
    monkeypatch.setattr(pygame.mixer, "music", recorder)
    return recorder


class Channel:
    """Stands in for the channel the old piece fades out on."""

    def __init__(self) -> None:
        self.sound: object | None = None
        self.volume = 1.0

    def play(self, sound: object) -> None:
        self.sound = sound

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def stop(self) -> None:
        self.sound = None


@pytest.fixture
def cuts(monkeypatch):
    """The tails cut, by piece and where in it (no decoding here)."""
    made: list[tuple[str, float, float]] = []

    def cut(path, at, seconds):
        made.append((Path(path).stem, at(), seconds))
        return f"tail of {Path(path).stem}", 72.0

    monkeypatch.setattr(music_tail, "cut_tail", cut)
    return made


def at_once(job):
    """Runs the tail's cut in the test's own thread: it is ready at the next update."""
    job()
    return lambda: True


def stream_volume(recorder):
    return [call[1] for call in recorder.calls if call[0] == "set_volume"][-1]


def names(recorder):
    return [call[0] for call in recorder.calls if call[0] != "set_volume"]


def title_playing(volume: float | None = None):
    """A stream with a fade channel, the title's piece playing for five seconds."""
    data = bundled_audio_data()
    stream = MusicStream(MUSIC, data, start=at_once)
    channel = Channel()
    stream.attach(channel)
    if volume is not None:
        stream.volume = volume
    stream.want("title", 0.0)
    stream.update(0.0)
    stream.update(5.0)
    return data, stream, channel


def test_the_first_piece_starts_at_once_with_a_fade_in(music):
    data = bundled_audio_data()
    stream = MusicStream(MUSIC, data)
    stream.want("title", now=0.0)
    stream.update(0.0)
    assert names(music) == ["load", "play"]
    assert music.calls[0][1].endswith("title.ogg")
    assert stream_volume(music) == 0.0
    stream.update(data.fade_in / 2)
    assert stream_volume(music) == pytest.approx(0.5)
    assert stream.due_in(data.fade_in / 2) is not None  # the fade wakes the loop
    stream.update(data.fade_in)
    assert stream_volume(music) == pytest.approx(1.0)
    assert stream.due_in(data.fade_in + 1.0) is None  # then a still screen sleeps


def test_a_new_cue_starts_the_new_piece_at_once_while_the_old_one_fades(music, cuts):
    data, stream, channel = title_playing()
    music.calls.clear()
    stream.want("taco_loco", 10.0)
    stream.update(10.0)
    assert names(music) == ["stop", "load", "play"]
    assert stream.playing == "taco_loco"
    assert cuts == [("title", pytest.approx(30.0, abs=0.5), data.crossfade)]  # where it got to
    assert channel.sound == "tail of title"
    stream.want("taco_loco", 10.5)  # the same cue again changes nothing
    assert names(music) == ["stop", "load", "play"]


def test_during_a_crossfade_both_pieces_are_heard_and_their_sum_stays_level(music, cuts):
    data, stream, channel = title_playing(volume=0.8)
    stream.want("taco_loco", 10.0)
    steps = 10
    for step in range(steps + 1):
        now = 10.0 + data.crossfade * step / steps
        stream.update(now)
        new, old = stream_volume(music), channel.volume
        assert new + old == pytest.approx(0.8)
        if 0 < step < steps:
            assert new > 0.0 and old > 0.0, f"a gap at {now}"
            assert stream.due_in(now) is not None
    assert channel.sound is None  # the old piece's end is dropped once silent
    assert stream.due_in(10.0 + data.crossfade + 0.01) is None


def test_a_crossfade_follows_the_dip_and_mute_silences_both_at_once(music, cuts):
    data, stream, channel = title_playing()
    stream.want("taco_loco", 10.0)
    middle = 10.0 + data.crossfade / 2
    stream.dip = data.dips["paused"]
    stream.update(middle)
    assert stream_volume(music) + channel.volume == pytest.approx(data.dips["paused"])
    stream.volume = 0.0
    stream.update(middle + 0.01)
    assert stream_volume(music) == 0.0
    assert channel.volume == 0.0 and channel.sound is None


def test_a_change_while_muted_cuts_nothing(music, cuts):
    stream = MusicStream(MUSIC, bundled_audio_data(), start=at_once)
    stream.attach(Channel())
    stream.want("title", 0.0)
    stream.update(0.0)
    stream.volume = 0.0
    stream.want("taco_loco", 3.0)
    stream.update(3.0)
    assert cuts == []


def test_no_piece_after_this_one_fades_it_out(music):
    data = bundled_audio_data()
    stream = MusicStream(MUSIC, data)
    stream.want("title", 0.0)
    stream.update(0.0)
    music.calls.clear()
    stream.want(None, 4.0)
    assert names(music) == ["fadeout"]
    assert ("fadeout", round(data.fade_out * 1000)) in music.calls
    stream.want("title", 4.1)  # back before the fade is over: it starts once it is
    stream.update(4.1)
    assert names(music) == ["fadeout"]
    stream.update(4.0 + data.fade_out)
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


def test_the_old_piece_plays_on_until_its_tail_is_cut_so_no_frame_waits(music, cuts):
    jobs = []

    def later(job):  # a worker that has not finished yet
        jobs.append(job)
        return lambda: not jobs

    data = bundled_audio_data()
    stream = MusicStream(MUSIC, data, start=later)
    channel = Channel()
    stream.attach(channel)
    stream.want("title", 0.0)
    stream.update(0.0)
    music.calls.clear()
    stream.want("taco_loco", 10.0)
    stream.update(10.0)
    assert names(music) == [] and stream.playing == "title"  # still the title, still heard
    assert stream.due_in(10.0) is not None  # the loop looks again soon
    stream.want("crazy_taco", 10.05)  # a second change meanwhile: the newest cue wins
    jobs.pop()()  # the worker finishes
    stream.update(10.1)
    assert names(music) == ["stop", "load", "play"] and stream.playing == "crazy_taco"
    assert channel.sound == "tail of title"


def test_a_tail_that_cannot_be_cut_leaves_only_the_fade_in(music, monkeypatch):
    def broken(path, at, seconds):
        raise OSError("unreadable")

    monkeypatch.setattr(music_tail, "cut_tail", broken)
    data, stream, channel = title_playing()
    stream.want("taco_loco", 10.0)
    stream.update(10.0)
    assert stream.playing == "taco_loco" and channel.sound is None
    assert stream.problem is not None and "title.ogg" in stream.problem
