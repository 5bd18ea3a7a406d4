"""The looping piece under the scenes, streamed by pygame.mixer.music: a change of piece
crossfades (the old piece's last seconds finish fading on a channel of their own while the new
one fades in on the stream), its level dipped (a pause) or ducked (a stinger).

Every change is asked for with the time it is asked at; `update(now)` does what is due, so
nothing here waits or draws.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import pygame

from tabletop.audio.audio_data import AudioData
from tabletop.audio.music_tail import PendingTail, Start, on_a_thread

EASE_STEP = 1 / 30
"""Seconds between volume steps while a piece fades or the music eases back after a stinger."""


class MusicStream:
    """The streamed piece: `want("title", now)`, then `update(now)` every pass of the loop."""

    def __init__(self, folder: Path, data: AudioData, start: Start = on_a_thread) -> None:
        self.folder = Path(folder)
        self.data = data
        self.start_job = start
        """How the old piece's tail is cut away from the loop (a worker thread)."""
        self._pending: PendingTail | None = None
        """The old piece's tail being cut: the old piece plays on until it is ready."""
        self.playing: str | None = None
        """The piece on the stream."""
        self.wanted: str | None = None
        self.start_at: float | None = None
        """When the wanted piece may start (at once, or once a fade to silence is over)."""
        self.volume = 1.0
        """Master times music volume (0 when muted)."""
        self.dip = 1.0
        self.duck_until = -1.0
        self.problem: str | None = None
        self.failed: set[str] = set()
        """Pieces that could not be played (not tried again)."""
        self._channel: Any = None
        self._tail: Any = None
        """The old piece's last seconds, fading out on the channel (freed once silent)."""
        self._tail_from = self._fade_from = 0.0
        self._fade_length = 0.0
        self._started_at = 0.0
        self._next_fade = data.fade_in
        """The next piece's fade in: from silence, or a crossfade's."""
        self._handed_at: float | None = None
        """When the old piece began its crossfade (the new one's fade in starts then too)."""
        self._set: tuple[float, float] | None = None
        """The stream's and the tail's volumes last set."""

    def attach(self, channel: Any) -> None:
        """The mixer channel kept for the old piece's fade (none: it stops at once)."""
        self._channel = channel

    def want(self, piece: str | None, now: float) -> None:
        """Play `piece` (None: silence) from now on, crossfading from the current one."""
        if piece == self.wanted:
            return
        self.wanted = piece
        if self.playing is None:
            self.start_at = now if self.start_at is None else max(now, self.start_at)
            return
        if piece is None:
            self._pending = None
            with contextlib.suppress(Exception):
                pygame.mixer.music.fadeout(round(self.data.fade_out * 1000))
            self.start_at = now + self.data.fade_out
            self._next_fade = self.data.fade_in
            self._handed_at = None
            self.playing = None
        elif self._pending is None:
            old = self.playing
            if self._channel is not None and self.level(now) > 0:
                self._pending = PendingTail(self.folder / f"{old}.ogg", self._position(now),
                                            self.data.crossfade, self.start_job)
            else:
                self._hand_over(now)

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
        """The music's volume now: volume × dip × duck."""
        return self.volume * self.dip * self.ducked(now)

    def gains(self, now: float) -> tuple[float, float]:
        """The new piece's and the old one's share of the level now (they sum to 1 during a
        crossfade)."""
        incoming = _ramp(now - self._fade_from, self._fade_length)
        outgoing = 0.0
        if self._tail is not None:
            outgoing = 1.0 - _ramp(now - self._tail_from, self.data.crossfade)
        return incoming, outgoing

    def update(self, now: float) -> None:
        """Start the wanted piece when due; follow the level and the fades."""
        if self._pending is not None and self._pending.done():
            self._hand_over(now)
        if self.start_at is not None and now >= self.start_at:
            self.start_at = None
        if (self.start_at is None and self.playing is None and self.wanted is not None
                and self.volume > 0 and self.wanted not in self.failed):
            self._start(self.wanted, now)
        level = self.level(now)
        incoming, outgoing = self.gains(now)
        volumes = (level * incoming, level * outgoing)
        if volumes != self._set:
            self._set = volumes
            if self.playing is not None:
                with contextlib.suppress(Exception):
                    pygame.mixer.music.set_volume(volumes[0])
            if self._tail is not None:
                with contextlib.suppress(Exception):
                    self._channel.set_volume(volumes[1])
        if self._tail is not None and (outgoing <= 0.0 or self.volume <= 0):
            self._drop_tail()

    def due_in(self, now: float) -> float | None:
        """Seconds until `update` has something to do (a start, a fade's step, a duck easing
        back)."""
        if self.start_at is not None:
            return max(0.0, self.start_at - now)
        if self._pending is not None or self._tail is not None or (self.playing is not None
                                      and now < self._fade_from + self._fade_length):
            return EASE_STEP
        if now < self.duck_until:
            return self.duck_until - now
        if now < self.duck_until + self.data.duck_release:
            return EASE_STEP
        return None

    def stop(self) -> None:
        """Silence at once (the mixer is closing)."""
        with contextlib.suppress(Exception):
            pygame.mixer.music.stop()
        self._drop_tail()
        self._pending = None
        self.playing = self.wanted = self.start_at = None

    def _hand_over(self, now: float) -> None:
        """The old piece's next seconds (cut, if they were) go on the channel to fade out
        there; the stream stops, and the wanted piece starts on it now, fading in."""
        pending, self._pending = self._pending, None
        self._drop_tail()
        if pending is not None and pending.tail is not None and self.level(now) > 0:
            with contextlib.suppress(Exception):
                self._channel.play(pending.tail)
                self._channel.set_volume(self.level(now))
                self._tail, self._tail_from = pending.tail, now
        elif pending is not None and pending.error is not None:  # only a fade in: still music
            self.problem = f"cannot fade out {pending.path.name}: {pending.error}"
        with contextlib.suppress(Exception):
            pygame.mixer.music.stop()
        self._set = None
        self.playing = None
        self.start_at = self._handed_at = now
        self._next_fade = self.data.crossfade

    def _position(self, now: float) -> float:
        """Seconds into the playing piece (the mixer's count where it gives one)."""
        with contextlib.suppress(Exception):
            played = pygame.mixer.music.get_pos()
            if isinstance(played, int) and played >= 0:
                return played / 1000
        return max(0.0, now - self._started_at)

    def _drop_tail(self) -> None:
        if self._tail is not None:
            with contextlib.suppress(Exception):
                self._channel.stop()
        self._tail = None
        self._set = None

    def _start(self, piece: str, now: float) -> None:
        path = self.folder / f"{piece}.ogg"
        try:
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(0.0 if self._next_fade > 0 else self.level(now))
            pygame.mixer.music.play(loops=-1)
        except Exception as exc:  # a missing or bad file silences only the music
            self.problem = f"cannot play {path.name}: {exc}"
            self.failed.add(piece)
            return
        self.playing = piece
        self._started_at = now
        self._fade_from = now if self._handed_at is None else self._handed_at
        self._fade_length = self._next_fade
        self._handed_at = None
        self._set = None


def _ramp(elapsed: float, length: float) -> float:
    """How far a fade `length` seconds long is after `elapsed` seconds (0 to 1)."""
    if length <= 0:
        return 1.0
    return max(0.0, min(1.0, elapsed / length))
