"""Taco Fight's music follows the hourglass: the next bar is chosen just before each bar line,
from the phase (the fight's last seconds play the final bars, the last one held), and pausing
stops it."""

from pathlib import Path

import pytest

from tabletop.audio.audio_data import bundled_audio_data
from tabletop.audio.hourglass_music import HourglassMusic

MUSIC = Path(__file__).resolve().parents[2] / "sounds" / "music"


class Bar:
    def __init__(self, name: str, seconds: float) -> None:
        self.name, self.seconds = name, seconds

    def get_length(self) -> float:
        return self.seconds


class Channel:
    """A channel that plays what it is told, as long as the test says (no clock)."""

    def __init__(self) -> None:
        self.playing = None
        self.waiting = None
        self.log: list[str] = []
        self.paused = False

    def play(self, sound):
        self.playing, self.waiting = sound, None
        self.log.append(f"play {sound.name}")

    def queue(self, sound):
        self.waiting = sound
        self.log.append(f"queue {sound.name}")

    def get_busy(self):
        return self.playing is not None

    def get_queue(self):
        return self.waiting

    def bar_line(self):
        """The playing bar ends: the queued one begins (or silence)."""
        self.playing, self.waiting = self.waiting, None

    def set_volume(self, value):
        self.volume = value

    def pause(self):
        self.paused = True

    def unpause(self):
        self.paused = False

    def fadeout(self, ms):
        self.log.append("fadeout")
        self.playing = self.waiting = None


@pytest.fixture
def glass():
    data = bundled_audio_data().hourglass
    music = HourglassMusic(MUSIC, data)
    music._bars = {phase: [Bar(f"{phase}{i + 1}", 2.0) for i in range(count)]
                   for phase, count in (("prep", 4), ("fight", 4), ("final", 2))}
    channel = Channel()
    music.attach(channel)
    return music, channel


def test_the_committed_bars_are_found_for_every_phase():
    data = bundled_audio_data().hourglass
    for piece in data.phases.values():
        assert len(sorted(MUSIC.glob(f"{piece}_[0-9][0-9].ogg"))) >= 2


def test_bars_follow_each_other_and_a_phase_changes_only_at_a_bar_line(glass):
    music, channel = glass
    music.phase("prep", None)
    music.update(0.0)
    assert channel.log == ["play prep1"]
    music.update(1.0)
    assert channel.log == ["play prep1"]  # too early to choose the next bar
    music.update(2.0 - music.data.lead)
    assert channel.log == ["play prep1", "queue prep2"]
    music.phase("fight", 30.0)  # the fight begins mid-bar: prep2 is already chosen
    channel.bar_line()
    music.update(2.0)
    music.update(4.0 - music.data.lead)
    assert channel.log[-1] == "queue fight1"
    assert "play fight1" not in channel.log  # never cut in: queued for the bar line


def test_the_last_ten_seconds_play_the_final_bars_and_hold_the_last(glass):
    music, channel = glass
    music.phase("fight", 11.0)
    assert music.wanted == "fight"
    music.phase("fight", 9.5)
    assert music.wanted == "final"
    assert music.next_bar(("fight", 2), "final") == ("final", 0)
    assert music.next_bar(("final", 0), "final") == ("final", 1)
    assert music.next_bar(("final", 1), "final") == ("final", 1)  # held: the sand runs out
    assert music.next_bar(("fight", 3), "fight") == ("fight", 0)  # round the phrase


def test_pause_stops_it_and_resume_goes_on(glass):
    music, channel = glass
    music.phase("fight", 40.0)
    music.update(0.0)
    music.pause()
    assert channel.paused
    assert music.due_in(0.5) is None
    music.update(5.0)
    assert channel.log == ["play fight1"]  # nothing chosen while paused
    music.resume(6.0)
    assert not channel.paused
    music.update(6.0)
    assert channel.log == ["play fight1", "queue fight2"]


def test_the_game_over_ends_the_music_with_a_short_fade(glass):
    music, channel = glass
    music.phase("fight", 40.0)
    music.update(0.0)
    music.phase(None)
    assert channel.log[-1] == "fadeout"
    music.update(1.0)
    assert channel.log[-1] == "fadeout"


def test_muting_silences_the_bar_playing_at_once(glass):
    music, channel = glass
    music.phase("fight", 40.0)
    music.update(0.0)
    music.volume = 0.0
    music.update(0.5)
    assert channel.volume == 0.0
