"""The app's only user of pygame.mixer: named sound effects with volumes and a silent fallback.

Nothing is initialised at import. The mixer starts on the first `play` (or `preload`); if it
cannot (no audio device, a broken driver), the bank goes silent for good and says why in
`disabled_reason`. A missing or unreadable file silences just that sound (the reason is kept in
`problems`). No method ever raises because of audio.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pygame

MIXER_SETTINGS = MappingProxyType({"frequency": 44_100, "size": -16, "channels": 2, "buffer": 512})


class SoundBank:
    """Lazily loaded, cached sound effects: `play("deal")`."""

    def __init__(self, sound_dir: Path, master: float = 1.0, effects: float = 1.0,
                 muted: bool = False) -> None:
        self.sound_dir = Path(sound_dir)
        self.master = _clamp(master)
        self.effects = _clamp(effects)
        self.muted = bool(muted)
        self.disabled_reason: str | None = None
        self.problems: dict[str, str] = {}
        self._cache: dict[str, Any] = {}
        self._mixer_ready = False

    # -- settings ------------------------------------------------------------------------------
    @property
    def volume(self) -> float:
        """The effective playback volume (0 when muted)."""
        return 0.0 if self.muted else self.master * self.effects

    def set_volumes(self, master: float, effects: float, muted: bool) -> None:
        self.master = _clamp(master)
        self.effects = _clamp(effects)
        self.muted = bool(muted)
        for sound in self._cache.values():
            if sound is not None:
                _quietly(sound.set_volume, self.volume)

    @property
    def enabled(self) -> bool:
        """False once the mixer has failed (the bank is silent for good)."""
        return self.disabled_reason is None

    # -- playing -------------------------------------------------------------------------------
    def play(self, name: str) -> bool:
        """Play a sound effect by name; returns whether anything was actually played."""
        if self.muted or self.volume <= 0.0:
            return False
        sound = self._sound(name)
        if sound is None:
            return False
        try:
            sound.set_volume(self.volume)
            return sound.play() is not None
        except Exception as exc:  # audio must never take the game down
            self.problems[name] = f"could not play: {exc}"
            return False

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
        if self._mixer_ready:
            _quietly(pygame.mixer.quit)
        self._mixer_ready = False

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
