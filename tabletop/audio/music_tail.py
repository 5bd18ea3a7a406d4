"""The last seconds heard of a piece being left: cut from its decoded sound, so it can finish
fading on a channel while the next piece starts on the stream (`PendingTail` cuts it on a
worker thread: decoding a piece takes about a tenth of a second)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

FRAME_BYTES = 4
"""Bytes per stereo frame of the mixer's 16-bit samples."""


def cut_tail(path: Path, at: Callable[[], float], seconds: float) -> tuple[Any, float]:
    """`seconds` of the piece from `at()` seconds in (asked once it is decoded, as the stream
    played on meanwhile; wrapping round its loop), as a Sound of its own, and the piece's
    length; the whole decoded piece is dropped before returning."""
    whole = pygame.mixer.Sound(str(path))
    length = float(whole.get_length())
    where = at()
    raw = whole.get_raw()
    del whole
    frames = len(raw) // FRAME_BYTES
    rate = frames / length if length > 0 else 0.0
    start = round((where % length) * rate) * FRAME_BYTES if length > 0 else 0
    size = round(seconds * rate) * FRAME_BYTES
    piece = raw[start:start + size]
    if len(piece) < size:  # the loop goes round: its head follows its end
        piece += raw[:size - len(piece)]
    del raw
    return pygame.mixer.Sound(buffer=piece), length


Job = Callable[[], None]
Start = Callable[[Job], Callable[[], bool]]
"""Runs a job, returning whether it has finished (a worker thread in the game)."""


def on_a_thread(job: Job) -> Callable[[], bool]:
    """Run `job` on a worker thread of its own (decoding a piece releases the interpreter,
    so the loop goes on drawing meanwhile); whether it is done."""
    worker = threading.Thread(target=job, name="music-tail", daemon=True)
    worker.start()
    return lambda: not worker.is_alive()


class PendingTail:
    """The old piece's tail being cut away from the loop: the piece plays on the stream until
    the tail is ready, then hands over (so no frame waits for the decoding, and no gap)."""

    def __init__(self, path: Path, position: float, seconds: float, start: Start,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.path = path
        self.tail: Any = None
        self.error: Exception | None = None
        began = clock()

        def at() -> float:  # where the stream has got to by the time the piece is decoded
            return position + (clock() - began)

        def cut() -> None:
            try:
                self.tail, _ = cut_tail(path, at, seconds)
            except Exception as exc:  # noqa: BLE001 - any failure means: no overlap
                self.error = exc

        self.done = start(cut)
