"""A hand that feels like a hand: its cards fanned on a gentle arc, each tilted outward, the
middle one highest. The table lifts the card under the pointer (`HOVER_LIFT`) and raises the
one picked up higher still (`PICKED_LIFT`)."""

from __future__ import annotations

import math

from tabletop.kit.sizes import FULL, CardSize, fan_step

HOVER_LIFT = 18.0
"""Logical px a hand's card under the pointer rises."""
PICKED_LIFT = 34.0
"""Logical px the card picked up (selected) rises: clearly above a hovered one."""
TILT = 4.0
"""Degrees between two neighbours' tilts."""
MOST_TILT = 12.0
ARC = 5.0
"""Logical px an outer card sits lower than its neighbour nearer the middle, per step out."""


def fan(centre: tuple[float, float], count: int, room: float, size: CardSize = FULL,
        most: float | None = None) -> list[tuple[float, float, float]]:
    """Where each of `count` cards of a hand sits: (x, y, tilt in degrees counter-clockwise),
    left to right, spread over at most `room` px around `centre`."""
    step = fan_step(size, count, room, most)
    cx, cy = centre
    middle = (count - 1) / 2
    out = []
    for i in range(count):
        off = i - middle
        tilt = max(-MOST_TILT, min(MOST_TILT, -off * TILT))
        out.append((cx + off * step, cy + ARC * off * off, tilt))
    return out


def turned_half_height(tilt: float, size: CardSize = FULL) -> float:
    """Half the height a card of `size` takes turned `tilt` degrees (its corners swing out):
    how far below its centre a fanned card reaches."""
    angle = math.radians(abs(tilt))
    return (size.height * math.cos(angle) + size.width * math.sin(angle)) / 2
