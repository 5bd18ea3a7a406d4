"""Narration's voice: lines said in turn on a worker thread, cut short when asked, and no
voice at all a reason the game shows, never an error."""

from __future__ import annotations

import shutil
import threading

import pytest

from tabletop.audio.speech import (
    NO_VOICE,
    EspeakVoice,
    LoggedVoice,
    NoSpeech,
    RecordingVoice,
    Speaker,
    machine_voice,
)


def test_lines_are_said_in_turn_on_a_worker_thread():
    voice = RecordingVoice()
    threads: list[str] = []

    class Spy(RecordingVoice):
        def speak(self, text: str) -> None:
            threads.append(threading.current_thread().name)
            voice.speak(text)

    speaker = Speaker(Spy)
    for line in ("one", "two", "three"):
        speaker.say(line)
    speaker.lines.join()  # every queued line said
    assert voice.spoken == ["one", "two", "three"]
    assert set(threads) == {"speech"}


def test_an_interruption_drops_what_is_queued_and_stops_the_voice():
    started, release = threading.Event(), threading.Event()
    voice = RecordingVoice()

    class Slow(RecordingVoice):
        def speak(self, text: str) -> None:
            voice.speak(text)
            started.set()
            release.wait(timeout=30)  # "speaking" until the test lets go

        def stop(self) -> None:
            voice.stop()
            release.set()

    speaker = Speaker(Slow)
    speaker.say("a long line")
    assert started.wait(timeout=30)
    speaker.say("queued, never said")
    speaker.say("the focus moved", interrupt=True)
    speaker.lines.join()
    assert voice.spoken == ["a long line", "the focus moved"]
    assert voice.stops >= 1


def test_a_voice_that_cannot_start_means_no_voice_and_the_game_goes_on():
    def broken() -> RecordingVoice:
        raise OSError("no audio")

    speaker = Speaker(broken)
    speaker.say("hello")
    speaker.lines.join()
    assert speaker.worker is not None
    speaker.worker.join(timeout=30)
    assert speaker.disabled_reason == NO_VOICE
    speaker.say("still fine")  # nothing raised, nothing said


def test_no_speech_says_why():
    assert NoSpeech().disabled_reason == NO_VOICE
    NoSpeech().say("nothing")


def test_empty_lines_are_not_said():
    voice = RecordingVoice()
    speaker = Speaker(lambda: voice, threaded=False)
    speaker.say("   ")
    speaker.say("words")
    assert voice.spoken == ["words"]


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_espeak_ng_is_this_machines_voice_and_can_be_stopped():
    make = machine_voice()
    assert make is not None
    voice = make()
    assert isinstance(voice, EspeakVoice)
    voice.speak("Taco")  # with no sound device espeak-ng still ends by itself
    voice.stop()


def test_each_line_is_said_in_the_language_it_was_queued_in():
    voice = RecordingVoice()
    heard: list[tuple[str, str]] = []

    class Listener(RecordingVoice):
        def speak(self, text: str) -> None:
            heard.append((text, voice.language))

        def use_language(self, code: str) -> None:
            voice.use_language(code)

    speaker = Speaker(Listener)
    speaker.say("Your turn.")
    speaker.language = "es"
    speaker.say("Tu turno.")
    speaker.lines.join()
    assert heard == [("Your turn.", "en"), ("Tu turno.", "es")]


def test_espeak_ng_speaks_spanish_with_latin_americas_voice():
    voice = EspeakVoice("espeak-ng")
    assert voice.voice == "en-us"
    voice.use_language("es")
    assert voice.voice == "es-419"


def test_the_speech_log_writes_each_line_before_it_is_said(tmp_path):
    inner = RecordingVoice()
    logged = LoggedVoice(inner, tmp_path / "speech.txt")
    logged.use_language("es")
    logged.speak("Tu turno.")
    log = (tmp_path / "speech.txt").read_text(encoding="utf-8")
    assert log.rstrip().endswith("[es] Tu turno.")
    assert inner.spoken == ["Tu turno."] and inner.language == "es"


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_with_a_log_espeak_ng_renders_each_line_to_a_wav_file(tmp_path):
    speaker = Speaker.for_this_machine(tmp_path / "speech.txt")
    assert isinstance(speaker, Speaker)
    speaker.language = "es"
    speaker.say("Tu turno.")
    speaker.lines.join()
    assert "[es] Tu turno." in (tmp_path / "speech.txt").read_text(encoding="utf-8")
    wav = tmp_path / "speech" / "0001.wav"
    assert wav.read_bytes()[:4] == b"RIFF"
