"""The committed soundtrack, measured: loudness, seams, length, size, and one file per score."""

import re
from functools import cache
from pathlib import Path

import numpy as np
import pygame
import pyloudnorm
import pytest

from tabletop.tools.music import load_score, score_files

ROOT = Path(__file__).resolve().parents[2]
MUSIC = ROOT / "sounds" / "music"
RATE = 44_100
TARGET, TOLERANCE = -16.0, 1.0
BUDGET = 12 * 1024 * 1024
SCORES = score_files(ROOT)


def pieces() -> dict[str, list[Path]]:
    """Each piece's files in playing order (a piece cut a file a bar has several)."""
    found: dict[str, list[Path]] = {}
    for path in sorted(MUSIC.glob("*.ogg")):
        found.setdefault(re.sub(r"_\d\d$", "", path.stem), []).append(path)
    return found


@cache
def decoded(path: Path) -> np.ndarray:
    """The file as float stereo samples at 44.1 kHz (decoded by the game's own mixer)."""
    if not pygame.mixer.get_init():
        pygame.mixer.init(frequency=RATE, size=-16, channels=2)
    assert pygame.mixer.get_init()[:3:2] == (RATE, 2)
    return pygame.sndarray.array(pygame.mixer.Sound(str(path))).astype(np.float64) / 32768


def joined(name: str) -> np.ndarray:
    return np.concatenate([decoded(path) for path in pieces()[name]])


def test_every_score_has_its_files_and_nothing_else():
    assert set(pieces()) == set(SCORES)
    for name, path in SCORES.items():
        score = load_score(path)
        expected = score.bars if score.bar_files else 1
        assert len(pieces()[name]) == expected, name


@pytest.mark.parametrize("name", sorted(SCORES))
def test_loudness_is_on_target(name):
    loudness = pyloudnorm.Meter(RATE).integrated_loudness(joined(name))
    assert abs(loudness - TARGET) <= TOLERANCE, f"{name}: {loudness:.2f} LUFS"


@pytest.mark.parametrize("name", sorted(SCORES))
def test_never_clips(name):
    assert np.abs(joined(name)).max() < 10 ** (-0.5 / 20)


@pytest.mark.parametrize("name", sorted(n for n in SCORES if load_score(SCORES[n]).loop))
def test_no_click_at_the_loop_point(name):
    samples = joined(name)
    inside = np.abs(np.diff(samples, axis=0)).max()
    seam = np.abs(samples[0] - samples[-1]).max()
    assert seam <= inside, f"{name}: {seam:.4f} across the seam, {inside:.4f} at most inside"


@pytest.mark.parametrize("name", sorted(SCORES))
def test_no_click_between_bars(name):
    """A bar file may follow any other at a bar line: each starts and ends near silence."""
    if len(pieces()[name]) == 1:
        pytest.skip("one file")
    for path in pieces()[name]:
        samples = decoded(path)
        assert np.abs(samples[0]).max() < 0.02 and np.abs(samples[-1]).max() < 0.02, path.name


@pytest.mark.parametrize("name", ["title", "taco_loco", "taco_party", "crazy_taco",
                                  "fight_prep", "fight_battle"])
def test_loops_last_one_to_three_minutes(name):
    """Every loop, Taco Fight's bars played round included (its last ten seconds hold their
    last bar instead)."""
    assert 60 <= len(joined(name)) / RATE <= 180


def test_all_audio_fits_the_budget():
    total = sum(p.stat().st_size for p in (ROOT / "sounds").rglob("*") if p.is_file())
    assert total <= BUDGET, f"{total / 1e6:.1f} MB of sound"


@pytest.mark.parametrize("path", sorted((ROOT / "sounds").glob("*.wav")), ids=lambda p: p.stem)
def test_effects_peak_at_most_minus_one_dbfs(path):
    peak = np.abs(decoded(path)).max()
    assert 20 * np.log10(peak) <= -1.0
