"""The app's only user of pygame.mixer: named sound effects, the music under the scenes and
stingers over it, with volumes and a silent fallback.

Nothing is initialised at import. The mixer starts on the first `play`, `preload` or `follow`
(the loop's, once the first frame is shown); if it cannot (no audio device, a broken driver),
the bank goes silent for good and says why in `disabled_reason`. A missing or unreadable file
silences just that sound (the reason is kept in `problems`). No method ever raises because of
audio.
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Iterable
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pygame

from tabletop.audio.audio_data import HOURGLASS, AudioData, bundled_audio_data
from tabletop.audio.hourglass_music import HourglassMusic
from tabletop.audio.music_stream import MusicStream

MUSIC_FOLDER = "music"
HOURGLASS_CHANNEL, STINGER_CHANNEL, MUSIC_TAIL_CHANNEL = 0, 1, 2
"""Channels kept for the hourglass's bars, the stingers and the old piece's end while it
crossfades into the new one (effects play on the others)."""
REQUESTS_KEPT = 16
"""Sounds asked for and not yet taken (`take_requested`) that the bank remembers."""
MIXER_SETTINGS = MappingProxyType({"frequency": 44_100, "size": -16, "channels": 2, "buffer": 512})


class SoundBank:
    """Effects, music and stingers: `play("deal")`, and `follow(cue, dips, now)` each pass."""

    def __init__(self, sound_dir: Path, master: float = 1.0, effects: float = 1.0,
                 muted: bool = False, music: float = 1.0,
                 audio_data: AudioData | None = None) -> None:
        self.sound_dir = Path(sound_dir)
        self.master = _clamp(master)
        self.effects = _clamp(effects)
        self.music_volume = _clamp(music)
        self.muted = bool(muted)
        self.disabled_reason: str | None = None
        self.problems: dict[str, str] = {}
        self._cache: dict[str, Any] = {}
        self._stingers: dict[str, Any] = {}
        self._requested: deque[str] = deque(maxlen=REQUESTS_KEPT)
        self._takes: dict[str, list[str]] = {}
        """Each effect's takes (its name, then `name-2`...), found on first play."""
        self._turns: dict[str, int] = {}
        self._mixer_ready = False
        self._audio_data = audio_data
        self._music: MusicStream | None = None
        self._hourglass: HourglassMusic | None = None
        self.cue: str | None = None
        """The cue the music follows (the scenes' choice)."""
        self._now = 0.0
        """The loop's time at the last `follow` (a stinger ducks the music from then)."""

    # -- settings ------------------------------------------------------------------------------
    @property
    def volume(self) -> float:
        """The effective playback volume (0 when muted)."""
        return 0.0 if self.muted else self.master * self.effects

    @property
    def music_level(self) -> float:
        """The music's volume (0 when muted)."""
        return 0.0 if self.muted else self.master * self.music_volume

    def set_volumes(self, master: float, effects: float, muted: bool,
                    music: float | None = None) -> None:
        self.master = _clamp(master)
        self.effects = _clamp(effects)
        if music is not None:
            self.music_volume = _clamp(music)
        self.muted = bool(muted)
        for sound in self._cache.values():
            if sound is not None:
                _quietly(sound.set_volume, self.volume)
        if self._music is not None:
            self._music.volume = self.music_level
        if self._hourglass is not None:
            self._hourglass.volume = self.music_level

    @property
    def enabled(self) -> bool:
        """False once the mixer has failed (the bank is silent for good)."""
        return self.disabled_reason is None

    # -- playing -------------------------------------------------------------------------------
    def play(self, name: str) -> bool:
        """Play a sound by name: a stinger over the music where data/audio.yaml names one (and
        the music is heard), else the effect; returns whether anything was actually played."""
        self._requested.append(name)
        if self.muted:
            return False
        data = self._data()
        stinger = data.stingers.get(name) if data is not None else None
        if stinger is not None:
            stream = self._music
            if stream is not None and self.music_level > 0 and self._sting(stream, stinger.piece):
                return True
            if stinger.effect is None:
                return False
            name = stinger.effect
        if self.volume <= 0.0:
            return False
        sound = self._sound(self._take(name))
        if sound is None:
            return False
        try:
            sound.set_volume(self.volume)
            return sound.play() is not None
        except Exception as exc:  # audio must never take the game down
            self.problems[name] = f"could not play: {exc}"
            return False

    def take_requested(self) -> list[str]:
        """The sounds asked for since the last call, heard or not (for captions)."""
        taken = list(self._requested)
        self._requested.clear()
        return taken

    def _take(self, name: str) -> str:
        """The next take of an effect (`deal`, `deal-2`, ... in turn; the name when it has
        only the one), so an effect repeated quickly never sounds the same twice running."""
        takes = self._takes.get(name)
        if takes is None:
            takes = [name]
            while (self.sound_dir / f"{name}-{len(takes) + 1}.wav").is_file():
                takes.append(f"{name}-{len(takes) + 1}")
            self._takes[name] = takes
        turn = self._turns.get(name, 0)
        self._turns[name] = turn + 1
        return takes[turn % len(takes)]

    def preload(self, names: Iterable[str] | None = None) -> None:
        """Load sounds ahead of time (all the folder's .wav files by default)."""
        for name in names if names is not None else self.available():
            self._sound(name)

    def available(self) -> list[str]:
        """Names of the .wav files in the sound folder."""
        try:
            return sorted(p.stem for p in self.sound_dir.glob("*.wav"))
        except OSError:
            return []

    def stop_all(self) -> None:
        if self._mixer_ready:
            _quietly(pygame.mixer.stop)

    def close(self) -> None:
        """Release the mixer (the bank can start it again on the next play)."""
        self._cache.clear()
        self._stingers.clear()
        if self._music is not None:
            self._music.stop()
        self._music = self._hourglass = None
        if self._mixer_ready:
            _quietly(pygame.mixer.quit)
        self._mixer_ready = False

    # -- music ---------------------------------------------------------------------------------
    def follow(self, cue: str | None, dips: tuple[str, ...], now: float) -> None:
        """The scenes' wish, every pass of the loop: the cue on top (None: the menus') and the
        dips asked for over it. Starts the mixer the first time music is to be heard."""
        self._now = now
        music = self._music_parts()
        if music is None:
            return
        stream, hourglass = music
        data = stream.data
        cue = cue or data.fallback
        self.cue = cue
        piece = data.cues.get(cue, cue)
        dip = 1.0
        for name in dips:
            dip *= data.dips.get(name, 1.0)
        stream.dip = dip
        stream.volume = self.music_level
        hourglass.volume = self.music_level * stream.ducked(now)
        stream.want(None if piece == HOURGLASS else piece, now)
        if piece != HOURGLASS:
            hourglass.phase(None)
        elif dips:
            hourglass.pause()
        else:
            hourglass.resume(now)
        stream.update(now)
        hourglass.update(now)

    def hourglass(self, phase: str | None, seconds_left: float | None) -> None:
        """Taco Fight's table says the hourglass's phase (`prep`, `fight`; None: no music) and
        the seconds left while it runs."""
        if self._hourglass is not None and self._music_data_cue() == HOURGLASS:
            self._hourglass.phase(phase, seconds_left)

    def _sting(self, stream: MusicStream, name: str) -> bool:
        """Play the stinger sounds/music/sting_`name`.ogg over the music, which ducks under it;
        whether it played."""
        sound = self._stingers.get(name)
        if sound is None:
            path = self.sound_dir / MUSIC_FOLDER / f"sting_{name}.ogg"
            try:
                sound = self._stingers[name] = pygame.mixer.Sound(str(path))
            except Exception as exc:  # a missing stinger: the effect of that name, if any
                self.problems[f"sting_{name}"] = f"cannot load {path.name}: {exc}"
                return False
        try:
            sound.set_volume(self.music_level)
            pygame.mixer.Channel(STINGER_CHANNEL).play(sound)
        except Exception as exc:
            self.problems[f"sting_{name}"] = f"could not play: {exc}"
            return False
        stream.duck(self._now, float(sound.get_length()))
        return True

    def due_in(self, now: float) -> float | None:
        """Seconds until the music has something to do (None: only a scene change will)."""
        if self._music is None or self._hourglass is None:
            return None
        times = [t for t in (self._music.due_in(now), self._hourglass.due_in(now))
                 if t is not None]
        return min(times) if times else None

    def _music_data_cue(self) -> str | None:
        stream = self._music
        if stream is None or self.cue is None:
            return None
        return stream.data.cues.get(self.cue, self.cue)

    def _data(self) -> AudioData | None:
        """data/audio.yaml, read on first need (None when it cannot be: effects still play)."""
        if self._audio_data is None and "music" not in self.problems:
            try:
                self._audio_data = bundled_audio_data()
            except Exception as exc:
                self.problems["music"] = f"no music: {exc}"
        return self._audio_data

    def _music_parts(self) -> tuple[MusicStream, HourglassMusic] | None:
        """The music's stream and the hourglass's bars, made when first heard."""
        if self._music is not None and self._hourglass is not None:
            return self._music, self._hourglass
        if self.music_level <= 0 or "music" in self.problems or not self._ensure_mixer():
            return None
        data = self._data()
        if data is None:
            return None
        folder = self.sound_dir / MUSIC_FOLDER
        self._music = MusicStream(folder, data)
        self._hourglass = HourglassMusic(folder, data.hourglass)
        self._hourglass.attach(pygame.mixer.Channel(HOURGLASS_CHANNEL))
        self._music.attach(pygame.mixer.Channel(MUSIC_TAIL_CHANNEL))
        self._music.volume = self._hourglass.volume = self.music_level
        return self._music, self._hourglass

    # -- internals -----------------------------------------------------------------------------
    def _sound(self, name: str) -> Any:
        if name in self._cache:
            return self._cache[name]
        if not self._ensure_mixer():
            return None
        path = self.sound_dir / f"{name}.wav"
        sound = None
        if not path.is_file():
            self.problems[name] = f"missing file {path}"
        else:
            try:
                sound = pygame.mixer.Sound(str(path))
                sound.set_volume(self.volume)
            except Exception as exc:  # a bad file silences only that sound
                self.problems[name] = f"cannot load {path.name}: {exc}"
                sound = None
        self._cache[name] = sound
        return sound

    def _ensure_mixer(self) -> bool:
        if self.disabled_reason is not None:
            return False
        if self._mixer_ready:
            return True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=MIXER_SETTINGS["frequency"],
                                  size=MIXER_SETTINGS["size"],
                                  channels=MIXER_SETTINGS["channels"],
                                  buffer=MIXER_SETTINGS["buffer"])
            if not pygame.mixer.get_init():
                raise RuntimeError("the mixer reported no device after init")
            pygame.mixer.set_reserved(MUSIC_TAIL_CHANNEL + 1)
        except Exception as exc:  # no audio device is a normal situation
            self.disabled_reason = f"sound is off: the audio mixer could not start ({exc})"
            return False
        self._mixer_ready = True
        return True


def _clamp(value: float) -> float:
    try:
        return max(0.0, min(1.0, float(value)))
    except (TypeError, ValueError):
        return 1.0


def _quietly(fn: Any, *args: Any) -> None:
    """Call an audio function, ignoring any failure (audio must never take the game down)."""
    with contextlib.suppress(Exception):
        fn(*args)
