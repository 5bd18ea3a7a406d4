"""A score rendered to Ogg Vorbis: MIDI written here, played by FluidSynth with a General MIDI
SoundFont, cut to one seamless pass (or a stinger with its ring), brought to the loudness
target with sox and encoded by oggenc."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

from tabletop.tools.music_loudness import RATE, integrated_lufs, peak_dbfs
from tabletop.tools.music_midi import midi_bytes
from tabletop.tools.music_score import Note, Score, notes_of

TARGET_LUFS = -16.0
QUALITY = "2"
"""oggenc's quality (about 96 kbit/s for stereo)."""
SOUNDFONTS = (Path("/usr/share/sounds/sf2/FluidR3_GM.sf2"),)
PROGRAMS = ("fluidsynth", "sox", "oggenc")
PACKAGES = "fluidsynth fluid-soundfont-gm sox vorbis-tools"
MOST_PEAK = -1.0
"""dBFS a piece may peak at once it is at the loudness target (it would clip above)."""
STINGER_FADE = 0.4
"""Seconds a stinger's tail fades out over."""
EDGE_FADE = 0.004
"""Seconds faded at both ends of each bar file, so a switch at a bar line never clicks."""


@dataclass(frozen=True)
class Rendered:
    """One file written and its loudness before the gain that brought it to the target."""

    path: Path
    measured_lufs: float


def missing_tools() -> list[str]:
    """The programs and SoundFont the renderer needs that this machine lacks."""
    missing = [name for name in PROGRAMS if shutil.which(name) is None]
    if soundfont() is None:
        missing.append("a General MIDI SoundFont (" + ", ".join(map(str, SOUNDFONTS)) + ")")
    return missing


def soundfont() -> Path | None:
    return next((path for path in SOUNDFONTS if path.is_file()), None)


def render(score: Score, name: str, out_dir: Path) -> list[Rendered]:
    """Write `name`.ogg (or `name`_01.ogg... one a bar) under `out_dir`."""
    font = soundfont()
    if font is None:
        raise FileNotFoundError("no General MIDI SoundFont")
    beat_seconds = round(60_000_000 / score.tempo) / 1_000_000
    pass_beats = score.bars * score.beats
    notes = notes_of(score, name)
    passes = 3 if score.loop else 1
    shifted = [n for k in range(passes) for n in _shift(notes, k * pass_beats)]
    end_beat = passes * pass_beats + score.tail / beat_seconds
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work)
        (folder / "score.mid").write_bytes(midi_bytes(score.tempo, score.instruments, shifted,
                                                      end_beat))
        _run(["fluidsynth", "-n", "-i", "-q", "-g", "0.5", "-r", str(RATE), "-C", "0",
              "-F", str(folder / "full.wav"), str(font), str(folder / "score.mid")])
        length = round(pass_beats * beat_seconds * RATE)
        if score.loop:
            trim = ["trim", f"{length}s", f"{length}s"]
        else:
            total = length + round(score.tail * RATE)
            trim = ["trim", "0s", f"{total}s", "fade", "t", "0.005",
                    f"{total}s", f"{STINGER_FADE}"]
        _run(["sox", str(folder / "full.wav"), str(folder / "cut.wav"), *trim])
        measured = integrated_lufs(folder / "cut.wav")
        _run(["sox", str(folder / "cut.wav"), str(folder / "level.wav"),
              "gain", f"{TARGET_LUFS - measured:.3f}"])
        peak = peak_dbfs(folder / "level.wav")
        if peak > MOST_PEAK:
            raise ValueError(f"{name} peaks at {peak:.1f} dBFS at {TARGET_LUFS:g} LUFS: "
                             "soften its loudest parts or give it a held part")
        if not score.bar_files:
            target = out_dir / f"{name}.ogg"
            _encode(folder / "level.wav", target)
            return [Rendered(target, measured)]
        bar = round(score.beats * beat_seconds * RATE)
        written = []
        for index in range(score.bars):
            piece = folder / f"bar{index}.wav"
            _run(["sox", str(folder / "level.wav"), str(piece), "trim", f"{index * bar}s",
                  f"{bar}s", "fade", "h", f"{EDGE_FADE}", f"{bar}s", f"{EDGE_FADE}"])
            target = out_dir / f"{name}_{index + 1:02d}.ogg"
            _encode(piece, target)
            written.append(Rendered(target, measured))
        return written


def _shift(notes: list[Note], beats: float) -> list[Note]:
    return [replace(n, start=n.start + beats) for n in notes]


def _encode(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    _run(["oggenc", "-Q", "-q", QUALITY, "-o", str(target), str(source)])


def _run(command: list[str]) -> None:
    subprocess.run(command, check=True, capture_output=True)
