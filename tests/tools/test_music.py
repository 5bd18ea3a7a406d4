"""The soundtrack's scores expand to the notes they write, and the render tools say what they
need; the stdlib loudness meter agrees with pyloudnorm."""

import shutil
import wave
from array import array

import numpy as np
import pyloudnorm
import pytest

from tabletop.core.data_model import load_model
from tabletop.core.errors import DataError
from tabletop.tools import music, music_render
from tabletop.tools.music_loudness import integrated_lufs
from tabletop.tools.music_midi import midi_bytes
from tabletop.tools.music_score import Score, notes_of

SMALL = {"tempo": 120, "beats": 4,
         "instruments": [{"name": "guitar", "channel": 0, "program": 24},
                         {"name": "trumpet", "channel": 1, "program": 56}],
         "patterns": {"strum": ["0 r,t,f 1 90", "2 R 1 90", "3 f- 0.5 90"]},
         "sections": {"A": {"chords": "C G7", "parts": {
             "guitar": {"pattern": "strum", "octave": 4},
             "trumpet": {"notes": "E5:1 r:1 G5:2 F#5:4", "transpose": -12}}}},
         "form": ["A", "A"]}


def test_a_score_expands_to_its_notes():
    score = load_model(SMALL, Score, "small")
    notes = notes_of(score, "small")
    guitar = [n for n in notes if n.channel == 0 and n.start < 4]
    assert [n.key for n in guitar] == [60, 64, 67, 72, 55]
    assert [round(n.start, 2) for n in guitar] == [0, 0.03, 0.06, 2, 3]
    trumpet = [(n.start, n.key) for n in notes if n.channel == 1]
    assert trumpet == [(0, 64), (2, 67), (4, 66), (8, 64), (10, 67), (12, 66)]
    g7 = [n.key for n in notes if n.channel == 0 and 4 <= n.start < 5]
    assert g7 == [67, 71, 74]
    assert score.bars == 4 and score.bar_seconds == 2.0


def test_notes_that_do_not_fill_their_bars_are_refused():
    bad = {**SMALL, "sections": {"A": {"chords": "C", "parts": {
        "trumpet": {"notes": "E5:1 G5:1"}}}}}
    with pytest.raises(DataError, match="2.0 beats for 1 bars"):
        load_model(bad, Score, "bad")
    with pytest.raises(DataError, match="no section"):
        load_model({**SMALL, "form": ["B"]}, Score, "bad")


def test_midi_file_holds_every_note():
    score = load_model(SMALL, Score, "small")
    notes = notes_of(score, "small")
    data = midi_bytes(score.tempo, score.instruments, notes, 16)
    assert data[:4] == b"MThd" and data[14:18] == b"MTrk"
    assert int.from_bytes(data[18:22], "big") == len(data) - 22
    assert data.endswith(b"\xff\x2f\x00")
    assert data.count(b"\xff\x51\x03\x07\xa1\x20") == 1  # 500 000 µs a beat


def test_every_committed_score_loads():
    scores = music.score_files(music.resource_root())
    assert {"title", "taco_loco", "taco_party", "crazy_taco", "fight_prep", "fight_battle",
            "fight_final", "sting_won", "sting_lost", "sting_perfect", "sting_wave"} <= set(scores)
    for path in scores.values():
        assert notes_of(music.load_score(path), path.stem)


def test_the_renderer_names_what_it_lacks(monkeypatch, capsys):
    monkeypatch.setattr(music_render.shutil, "which", lambda name: None)
    monkeypatch.setattr(music_render, "SOUNDFONTS", ())
    assert music.main(["--only", "title", "--out", "/nonexistent"]) == 2
    said = capsys.readouterr().out
    assert "fluidsynth" in said and "SoundFont" in said and "vorbis-tools" in said


@pytest.mark.skipif(shutil.which("sox") is None, reason="the meter runs sox")
def test_the_meter_agrees_with_pyloudnorm(tmp_path):
    rng = np.random.default_rng(3)
    t = np.arange(44_100 * 3) / 44_100
    left = 0.3 * np.sin(2 * np.pi * 440 * t) * (t < 2) + 0.05 * rng.standard_normal(t.size)
    right = 0.2 * np.sin(2 * np.pi * 3000 * t)
    stereo = np.stack([left, right], axis=1)
    path = tmp_path / "probe.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(44_100)
        out.writeframes(array("h", (stereo * 32767).astype(np.int16).ravel()).tobytes())
    expected = pyloudnorm.Meter(44_100).integrated_loudness(stereo)
    assert integrated_lufs(path) == pytest.approx(expected, abs=0.1)


def test_the_seam_check_finds_a_click():
    from array import array

    from tabletop.tools.music_check import seam_and_inside

    smooth = array("f", [0.0, 0.0, 0.1, 0.1, 0.2, 0.2, 0.1, 0.1, 0.01, 0.01])
    seam, inside = seam_and_inside(smooth)
    assert seam <= inside
    clicked = array("f", [0.0, 0.0, 0.1, 0.1, 0.2, 0.2, 0.3, 0.3, 0.4, 0.4])
    seam, inside = seam_and_inside(clicked)
    assert seam > inside


@pytest.mark.skipif(shutil.which("sox") is None, reason="the check runs sox")
def test_the_check_passes_over_the_committed_files(capsys):
    assert music.main(["--check"]) == 0
    said = capsys.readouterr().out
    assert "ok    title:" in said and "FAILS" not in said
