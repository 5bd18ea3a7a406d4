"""Taco Fight's music: one bar file after another on a channel of its own, the next bar chosen
just before each bar line from the hourglass's phase, so tempo and parts change only there."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import pygame

from tabletop.audio.audio_data import Hourglass

FIGHT, FINAL = "fight", "final"
"""The fight's phase, and the music of its last seconds."""


class HourglassMusic:
    """`phase("fight", now)` and `update(now)` every pass; `pause`/`resume`; `stop`."""

    def __init__(self, folder: Path, data: Hourglass) -> None:
        self.folder = Path(folder)
        self.data = data
        self.wanted: str | None = None
        self.bar: tuple[str, int] | None = None
        """The bar playing: (phase, index)."""
        self.bar_ends = 0.0
        self.queued: tuple[str, int] | None = None
        self.paused = False
        self.volume = 1.0
        self.problem: str | None = None
        self._bars: dict[str, list[Any]] = {}
        self._channel: Any = None

    def attach(self, channel: Any) -> None:
        """The mixer channel kept for this music."""
        self._channel = channel

    def phase(self, phase: str | None, seconds_left: float | None = None) -> None:
        """The hourglass's phase and, while it runs, the seconds left in it (the fight's last
        seconds play `final`); None or a phase without music: it ends, with a short fade."""
        if (phase == FIGHT and seconds_left is not None and FINAL in self.data.phases
                and 0 < seconds_left <= self.data.final_seconds):
            phase = FINAL
        if phase is not None and phase not in self.data.phases:
            phase = None
        if phase is None and self.wanted is not None:
            self.stop()
        self.wanted = phase

    def pause(self) -> None:
        if not self.paused and self._channel is not None:
            self.paused = True
            with contextlib.suppress(Exception):
                self._channel.pause()

    def resume(self, now: float) -> None:
        if self.paused and self._channel is not None:
            self.paused = False
            with contextlib.suppress(Exception):
                self._channel.unpause()
                self.bar_ends = now  # where the bar stood is not known: choose the next now

    def stop(self) -> None:
        if self._channel is not None:
            with contextlib.suppress(Exception):
                self._channel.fadeout(round(self.data.stop_fade * 1000))
        self.bar = self.queued = None
        self.wanted = None

    def update(self, now: float) -> None:
        """Start the phase's first bar, or choose the next bar just before the bar line."""
        channel = self._channel
        if channel is None:
            return
        with contextlib.suppress(Exception):
            channel.set_volume(self.volume)  # muted at once, not after the bar
        if self.wanted is None or self.paused or self.volume <= 0:
            return
        if self.queued is not None and channel.get_queue() is None:
            self.bar, self.queued = self.queued, None  # the queued bar began at its bar line
            self.bar_ends = now + self._length(self.bar)
        if self.bar is None or not channel.get_busy():
            self.bar = (self.wanted, 0)
            self._play(self.bar, channel.play)
            self.bar_ends = now + self._length(self.bar)
        elif self.queued is None and now >= self.bar_ends - self.data.lead:
            self.queued = self.next_bar(self.bar, self.wanted)
            self._play(self.queued, channel.queue)

    def next_bar(self, bar: tuple[str, int], wanted: str) -> tuple[str, int]:
        """The bar after `bar`: the wanted phase's first on a change, else the next (round
        the phase, or holding its last bar when the phase says so)."""
        phase, index = bar
        if phase != wanted:
            return wanted, 0
        count = len(self._sounds(phase))
        if index + 1 < count:
            return phase, index + 1
        return (phase, index) if phase in self.data.hold_last else (phase, 0)

    def due_in(self, now: float) -> float | None:
        """Seconds until the next bar must be chosen (None: nothing plays)."""
        if self.wanted is None or self.paused or self._channel is None:
            return None
        if self.queued is not None:
            return max(0.0, self.bar_ends - now)
        return max(0.0, self.bar_ends - self.data.lead - now)

    def _play(self, bar: tuple[str, int], start: Any) -> None:
        sounds = self._sounds(bar[0])
        if sounds:
            with contextlib.suppress(Exception):
                start(sounds[bar[1] % len(sounds)])

    def _length(self, bar: tuple[str, int]) -> float:
        sounds = self._sounds(bar[0])
        if not sounds:
            return 1.0
        try:
            return float(sounds[bar[1] % len(sounds)].get_length())
        except Exception:
            return 1.0

    def _sounds(self, phase: str) -> list[Any]:
        """The phase's bars, decoded on first use (a few seconds of sound each)."""
        if phase not in self._bars:
            piece = self.data.phases[phase]
            bars = []
            for path in sorted(self.folder.glob(f"{piece}_[0-9][0-9].ogg")):
                try:
                    bars.append(pygame.mixer.Sound(str(path)))
                except Exception as exc:  # a bad file leaves that bar out
                    self.problem = f"cannot load {path.name}: {exc}"
            self._bars[phase] = bars
        return self._bars[phase]
