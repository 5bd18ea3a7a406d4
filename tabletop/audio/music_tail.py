"""The last seconds heard of a piece being left: cut from its decoded sound, so it can finish
fading on a channel while the next piece starts on the stream."""

from __future__ import annotations

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
