"""The looping piece under the scenes, streamed by pygame.mixer.music: one piece at a time, the
old one faded out before the new one fades in, its level dipped (a pause) or ducked (a stinger).

Every change is asked for with the time it is asked at; `update(now)` does what is due, so
nothing here waits or draws.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pygame

from tabletop.audio.audio_data import AudioData

EASE_STEP = 1 / 30
"""Seconds between volume steps while the music eases back after a stinger."""


class MusicStream:
    """The streamed piece: `want("title", now)`, then `update(now)` every pass of the loop."""

    def __init__(self, folder: Path, data: AudioData) -> None:
        self.folder = Path(folder)
        self.data = data
        self.playing: str | None = None
        """The piece the stream holds (fading out included)."""
        self.wanted: str | None = None
        self.start_at: float | None = None
        """When the wanted piece may start (the old one has faded out by then)."""
        self.volume = 1.0
        """Master times music volume (0 when muted)."""
        self.dip = 1.0
        self.duck_until = -1.0
        self.problem: str | None = None
        self.failed: set[str] = set()
        """Pieces that could not be played (not tried again)."""
        self._set_volume: float | None = None

    def want(self, piece: str | None, now: float) -> None:
        """Play `piece` (None: silence) from now on, after the current one fades out."""
        if piece == self.wanted:
            return
        self.wanted = piece
        if self.playing is not None:
            with contextlib.suppress(Exception):
                pygame.mixer.music.fadeout(round(self.data.fade_out * 1000))
            self.playing = None
            self.start_at = now + self.data.fade_out
        else:
            self.start_at = now

    def duck(self, now: float, seconds: float) -> None:
        """Lower the music under a stinger `seconds` long."""
        self.duck_until = max(self.duck_until, now + seconds)

    def ducked(self, now: float) -> float:
        """The duck's share of the level now: low under a stinger, easing back after it."""
        if now < self.duck_until:
            return self.data.duck
        if self.data.duck_release > 0 and now < self.duck_until + self.data.duck_release:
            eased = (now - self.duck_until) / self.data.duck_release
            return self.data.duck + (1.0 - self.data.duck) * eased
        return 1.0

    def level(self, now: float) -> float:
        """The stream's volume now: volume × dip × duck."""
        return self.volume * self.dip * self.ducked(now)

    def update(self, now: float) -> None:
        """Start the wanted piece once the old has faded; follow the level."""
        if self.start_at is not None and now >= self.start_at:
            self.start_at = None
        if (self.start_at is None and self.playing is None and self.wanted is not None
                and self.volume > 0 and self.wanted not in self.failed):
            self._start(self.wanted)
        level = self.level(now)
        if self.playing is not None and level != self._set_volume:
            self._set_volume = level
            with contextlib.suppress(Exception):
                pygame.mixer.music.set_volume(level)

    def due_in(self, now: float) -> float | None:
        """Seconds until `update` has something to do (a start, a duck easing back)."""
        if self.start_at is not None:
            return max(0.0, self.start_at - now)
        if now < self.duck_until:
            return self.duck_until - now
        if now < self.duck_until + self.data.duck_release:
            return EASE_STEP
        return None

    def stop(self) -> None:
        """Silence at once (the mixer is closing)."""
        with contextlib.suppress(Exception):
            pygame.mixer.music.stop()
        self.playing = self.wanted = self.start_at = None

    def _start(self, piece: str) -> None:
        path = self.folder / f"{piece}.ogg"
        try:
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.play(loops=-1, fade_ms=round(self.data.fade_in * 1000))
        except Exception as exc:  # a missing or bad file silences only the music
            self.problem = f"cannot play {path.name}: {exc}"
            self.failed.add(piece)
            return
        self.playing = piece
        self._set_volume = None
