"""A Standard MIDI File (format 0) from a score's notes, written with the standard library."""

from __future__ import annotations

import struct
from collections.abc import Sequence

from tabletop.tools.music_score import Instrument, Note

TICKS = 480
"""Ticks a beat."""


def midi_bytes(tempo: float, instruments: Sequence[Instrument], notes: Sequence[Note],
               end_beat: float) -> bytes:
    """The file: tempo, each instrument's program and mix, the notes, the end at `end_beat`."""
    events: list[tuple[int, int, bytes]] = [
        (0, 0, b"\xff\x51\x03" + round(60_000_000 / tempo).to_bytes(3, "big"))]
    for player in instruments:
        c = player.channel
        events += [(0, 1, bytes((0xB0 | c, 7, player.volume))),
                   (0, 1, bytes((0xB0 | c, 10, player.pan))),
                   (0, 1, bytes((0xB0 | c, 91, player.reverb))),
                   (0, 1, bytes((0xB0 | c, 93, 0))),
                   (0, 1, bytes((0xC0 | c, player.program)))]
    for note in notes:
        on, off = _tick(note.start), _tick(note.start + note.length)
        events.append((on, 3, bytes((0x90 | note.channel, note.key, note.velocity))))
        events.append((max(off, on + 1), 2, bytes((0x80 | note.channel, note.key, 0))))
    events.sort(key=lambda e: (e[0], e[1]))
    body = bytearray()
    now = 0
    for tick, _, data in events:
        body += _varlen(tick - now) + data
        now = tick
    body += _varlen(max(0, _tick(end_beat) - now)) + b"\xff\x2f\x00"
    header = b"MThd" + struct.pack(">IHHH", 6, 0, 1, TICKS)
    return header + b"MTrk" + struct.pack(">I", len(body)) + bytes(body)


def _tick(beat: float) -> int:
    return max(0, round(beat * TICKS))


def _varlen(value: int) -> bytes:
    out = [value & 0x7F]
    value >>= 7
    while value:
        out.append(0x80 | (value & 0x7F))
        value >>= 7
    return bytes(reversed(out))
