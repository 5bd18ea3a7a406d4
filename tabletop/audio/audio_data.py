"""data/audio.yaml: which piece each scene plays, fade and duck times, the hourglass music's
phases."""

from __future__ import annotations

from typing import Annotated

from tabletop.core.data_model import Meta, Model, Text, load_model
from tabletop.core.registry import DataReader

FILE = "audio.yaml"
HOURGLASS = "hourglass"
"""The cue whose music is Taco Fight's bars, chosen by the hourglass's phase."""

Seconds = Annotated[float, Meta(ge=0, le=10)]
Level = Annotated[float, Meta(ge=0, le=1)]


class Hourglass(Model, frozen=True):
    """Taco Fight's music: each phase's bar files, played one bar after another."""

    phases: dict[str, Text]
    """Each phase's piece (its files are `<piece>_01.ogg`...)."""
    hold_last: tuple[Text, ...] = ()
    """Phases whose last bar repeats once reached, instead of going round."""
    final_seconds: Annotated[float, Meta(ge=0, le=60)] = 10.0
    """The fight's last seconds, which play the `final` phase."""
    lead: Annotated[float, Meta(ge=0.02, le=1.0)] = 0.25
    """Seconds before a bar line the next bar is chosen (a later choice answers sooner)."""
    stop_fade: Seconds = 0.3


class Stinger(Model, frozen=True):
    """A short piece played over the music (sounds/music/sting_<piece>.ogg)."""

    piece: Text
    effect: str | None = None
    """The effect played instead while the music is not heard (None: nothing)."""


class AudioData(Model, frozen=True):
    """Everything data/audio.yaml says."""

    cues: dict[str, Text]
    """Cues a scene may name and the piece each plays (`hourglass`: Taco Fight's bars); a
    cue not listed is itself a piece's name (a game's spec names its table's piece)."""
    fallback: Text
    """The cue played where no scene names one (the menus)."""
    fade_in: Seconds
    """Seconds the first piece fades in over (from silence)."""
    crossfade: Seconds
    """Seconds the old piece and the new one overlap when the cue changes: the old fades out
    as the new fades in."""
    fade_out: Seconds
    """Seconds the piece fades out over when no piece follows it (Taco Fight's bars do)."""
    dips: dict[str, Level]
    """Music levels a scene over the music asks for by name (the pause menu: `paused`)."""
    stingers: dict[str, Stinger]
    """Sounds played as a stinger over the music while it is heard, by the name a scene plays
    them with."""
    duck: Level
    """The music's level while a stinger plays."""
    duck_release: Seconds
    """Seconds the music takes to come back after a stinger."""
    hourglass: Hourglass


def load_audio_data(reader: DataReader) -> AudioData:
    return load_model(reader(FILE), AudioData, f"data/{FILE}")


def bundled_audio_data() -> AudioData:
    """data/audio.yaml as shipped with the app."""
    from tabletop.assets.yaml_data import read_data

    return load_audio_data(read_data)
