"""A piece of music as data (data/music/<piece>.yaml): chords, patterns and melodies, expanded
into timed notes for the MIDI writer."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Annotated

from tabletop.core.data_model import Invalid, Meta, Model, Text

PITCH_CLASSES = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
QUALITIES = {"": (0, 4, 7, 12), "m": (0, 3, 7, 12), "7": (0, 4, 7, 10), "m7": (0, 3, 7, 10),
             "maj7": (0, 4, 7, 11), "6": (0, 4, 7, 9), "dim": (0, 3, 6, 9)}
"""Chord tones above the root: root, third, fifth, and a fourth (seventh, sixth or octave)."""
DEGREES = "rtfs"
"""A pattern names a chord tone by letter: root, third, fifth, seventh (or the octave)."""
DRUMS = 9
"""General MIDI's percussion channel (counted from 0)."""


class Instrument(Model, frozen=True):
    """One player: a General MIDI program on its own channel."""

    name: Text
    channel: Annotated[int, Meta(ge=0, le=15, description="MIDI channel from 0; 9 is drums.")]
    program: Annotated[int, Meta(ge=0, le=127, description="General MIDI program from 0.")] = 0
    volume: Annotated[int, Meta(ge=0, le=127)] = 100
    pan: Annotated[int, Meta(ge=0, le=127, description="0 left, 64 middle, 127 right.")] = 64
    reverb: Annotated[int, Meta(ge=0, le=127)] = 40


class Part(Model, frozen=True):
    """What one instrument plays in a section: a pattern over the chords, or written notes."""

    pattern: str | None = None
    """A pattern's name, repeated every bar over that bar's chord."""
    octave: Annotated[int, Meta(ge=0, le=8)] = 4
    """The octave of the chord's root the pattern's letters count from."""
    notes: str | None = None
    """Written notes, `E5:1 G5:0.5 r:0.5`: a pitch (or r, a rest) and its length in beats."""
    velocity: Annotated[int, Meta(ge=1, le=127)] = 90
    transpose: Annotated[int, Meta(ge=-36, le=36)] = 0
    """Semitones added to every written note (an instrument doubling a line below)."""


class Section(Model, frozen=True):
    """Some bars: one chord a bar (`C,G7` shares a bar), and each instrument's part."""

    chords: Text
    parts: dict[str, Part]


class Score(Model, frozen=True):
    """A whole piece: tempo, metre, players, patterns, sections and their order."""

    tempo: Annotated[float, Meta(ge=30, le=260, description="Beats a minute.")]
    beats: Annotated[int, Meta(ge=2, le=12, description="Beats a bar.")]
    instruments: tuple[Instrument, ...]
    patterns: dict[str, tuple[str, ...]]
    """Each pattern's hits, `beat tones length velocity`: tones are chord letters (r t f s;
    capital one octave up, `-` after one octave down) joined by commas, or `n36` for a fixed
    note (drums)."""
    sections: dict[str, Section]
    form: Annotated[tuple[Text, ...], Meta(min_length=1)]
    """The sections in playing order."""
    loop: bool = True
    """True: the piece repeats seamlessly; False: a stinger, played once with its tail."""
    tail: Annotated[float, Meta(ge=0, le=8)] = 2.0
    """Seconds rendered after a stinger's last bar, for its ring."""
    bar_files: bool = False
    """True: the loop is cut into one file a bar (the hourglass music switches at bar lines)."""
    strum: Annotated[float, Meta(ge=0, le=0.2)] = 0.03
    """Beats between the notes of a strummed chord."""

    def __post_init__(self) -> None:
        names = {i.name for i in self.instruments}
        for name in self.form:
            if name not in self.sections:
                raise Invalid("form", f"no section {name!r}")
        for key, section in self.sections.items():
            for player, part in section.parts.items():
                if player not in names:
                    raise Invalid(f"sections.{key}.parts", f"no instrument {player!r}")
                if part.pattern is not None and part.pattern not in self.patterns:
                    raise Invalid(f"sections.{key}.parts.{player}",
                                  f"no pattern {part.pattern!r}")
                if part.notes is not None:
                    length = sum(_note(token)[1] for token in part.notes.split())
                    bars = len(section.chords.split())
                    if abs(length - bars * self.beats) > 1e-6:
                        raise Invalid(f"sections.{key}.parts.{player}.notes",
                                      f"{length} beats for {bars} bars of {self.beats}")

    @property
    def bar_seconds(self) -> float:
        return self.beats * 60.0 / self.tempo

    @property
    def bars(self) -> int:
        """Bars in one pass of the form."""
        return sum(len(self.sections[name].chords.split()) for name in self.form)


@dataclass(frozen=True)
class Note:
    """One note to write: when (in beats), on which channel, which key, how hard, how long."""

    start: float
    channel: int
    key: int
    velocity: int
    length: float


def notes_of(score: Score, seed: str) -> list[Note]:
    """Every note of one pass of the form, in beats from its start (seeded velocity jitter)."""
    rng = random.Random(seed)
    channels = {i.name: i.channel for i in score.instruments}
    out: list[Note] = []
    bar = 0
    for name in score.form:
        section = score.sections[name]
        chords = section.chords.split()
        for player, part in section.parts.items():
            channel = channels[player]
            if part.notes is not None:
                out += _written(part, channel, bar * score.beats, rng)
                continue
            hits = score.patterns[part.pattern or ""]
            for index, chord_text in enumerate(chords):
                out += _patterned(score, hits, chord_text, part, channel,
                                  (bar + index) * score.beats, rng)
        bar += len(chords)
    return sorted(out, key=lambda n: (n.start, n.channel, n.key))


def _written(part: Part, channel: int, start: float, rng: random.Random) -> list[Note]:
    out = []
    for token in part.notes.split() if part.notes else ():
        key, length = _note(token)
        if key is not None:
            out.append(Note(start, channel, key + part.transpose, _jitter(part.velocity, rng),
                            length * 0.95))
        start += length
    return out


def _patterned(score: Score, hits: tuple[str, ...], chord_text: str, part: Part, channel: int,
               bar_start: float, rng: random.Random) -> list[Note]:
    pieces = chord_text.split(",")
    share = score.beats / len(pieces)
    out = []
    for hit in hits:
        beat_text, tones, length_text, velocity_text = hit.split()
        beat = float(beat_text)
        chord = _chord(pieces[min(int(beat // share), len(pieces) - 1)])
        keys = [_tone(tone, chord, part.octave) for tone in tones.split(",")]
        velocity = round(int(velocity_text) * part.velocity / 90)
        for order, key in enumerate(keys):
            offset = order * score.strum if channel != DRUMS else 0.0
            out.append(Note(bar_start + beat + offset, channel, key, _jitter(velocity, rng),
                            float(length_text)))
    return out


def _jitter(velocity: int, rng: random.Random) -> int:
    return max(1, min(127, velocity + rng.randint(-6, 6)))


def _note(token: str) -> tuple[int | None, float]:
    """`E5:1` as (MIDI key, beats); a rest `r:1` has no key."""
    pitch, _, length = token.partition(":")
    beats = float(length)
    if pitch == "r":
        return None, beats
    return _pitch(pitch), beats


def _pitch(text: str) -> int:
    name, rest = text[0].upper(), text[1:]
    shift = 0
    while rest and rest[0] in "#b":
        shift += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    return 12 * (int(rest) + 1) + PITCH_CLASSES[name] + shift


def _chord(text: str) -> tuple[int, tuple[int, ...]]:
    """`G7` as (pitch class of the root, the tones above it)."""
    root = PITCH_CLASSES[text[0]]
    rest = text[1:]
    if rest[:1] in ("#", "b"):
        root += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    return root % 12, QUALITIES[rest]


def _tone(tone: str, chord: tuple[int, tuple[int, ...]], octave: int) -> int:
    if tone.startswith("n"):
        return int(tone[1:])
    root, steps = chord
    key = 12 * (octave + 1) + root + steps[DEGREES.index(tone[0].lower())]
    if tone[0].isupper():
        key += 12
    return key - 12 * tone.count("-")
