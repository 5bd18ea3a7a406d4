"""Every committed sound: 44.1 kHz 16-bit mono, short, peak near −6 dBFS, no clicks at the ends."""

import math
import wave
from array import array
from pathlib import Path

import pytest

from tabletop.artgen.synth import DICE_COUNTS, VARIATIONS, sound_names

SOUNDS = Path(__file__).resolve().parents[2] / "sounds"
REQUIRED = ("deal", "flip", "dice_roll", "drop_ok", "drop_refused", "perfect", "ruined", "tick",
            "stab", "won", "lost", "ui_click", "coins", "penalty")


def read(name: str) -> tuple[wave._wave_params, list[float]]:
    with wave.open(str(SOUNDS / f"{name}.wav"), "rb") as w:
        params = w.getparams()
        data = array("h", w.readframes(params.nframes))
    return params, [v / 32768 for v in data]


def test_required_sounds_are_generated():
    assert set(REQUIRED) <= set(sound_names())
    assert {p.stem for p in SOUNDS.glob("*.wav")} == set(sound_names())


@pytest.mark.parametrize("name", sound_names())
def test_format_and_length(name):
    params, samples = read(name)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44_100)
    assert 0.03 < len(samples) / 44_100 < 1.5


@pytest.mark.parametrize("name", sound_names())
def test_peak_level(name):
    _, samples = read(name)
    peak_db = 20 * math.log10(max(abs(v) for v in samples))
    assert -7.5 <= peak_db <= -5.0, peak_db


@pytest.mark.parametrize("name", sound_names())
def test_no_click_at_either_end(name):
    _, samples = read(name)
    peak = max(abs(v) for v in samples)
    assert abs(samples[0]) < 0.001 and abs(samples[-1]) < 0.001
    assert max(abs(v) for v in samples[:22]) < peak * 0.25, "starts with a jump (no fade-in)"
    assert max(abs(v) for v in samples[:44]) < peak * 0.5, "starts with a jump (no fade-in)"
    assert max(abs(v) for v in samples[-22:]) < peak * 0.25, "ends abruptly (no fade-out)"


@pytest.mark.parametrize("name", sorted(VARIATIONS))
def test_each_take_of_a_repeated_effect_differs(name):
    takes = [name] + [f"{name}-{k}" for k in range(2, VARIATIONS[name] + 1)]
    assert 2 <= len(takes) <= 4
    heard = [read(take)[1] for take in takes]
    lengths = [len(samples) for samples in heard]
    assert len(set(lengths)) == len(lengths), "each take has its own pitch, so its own length"
    first = heard[0]
    for other in heard[1:]:
        common = min(len(first), len(other))
        assert sum(abs(a - b) for a, b in zip(first[:common], other[:common], strict=True)) > 1


def test_more_dice_rattle_longer():
    lengths = [len(read(f"dice_{n}")[1]) for n in DICE_COUNTS]
    assert lengths[-1] > lengths[0]
