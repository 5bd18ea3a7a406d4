"""How many bytes of pixels each cache may keep, by the canvas's render scale.

A 4K TV's pictures are nine times a 720p window's, and the whole process must stay within
its memory budget (README's Speed table): every cache of pictures is bounded by a share of
one canvas's bytes at the scale it draws at, with a floor so a small window keeps what a
table draws every frame.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.ui.layer import LOGICAL_SIZE

MB = 1024 * 1024
CANVAS_BYTES_AT_1 = LOGICAL_SIZE[0] * LOGICAL_SIZE[1] * 4
"""One canvas's pixels at render scale 1 (32-bit)."""


@dataclass(frozen=True)
class Share:
    """A cache's bound: `canvases` canvases' bytes at the render scale, at least `floor`."""

    canvases: float
    floor: int

    def bytes_at(self, k: float) -> int:
        return max(self.floor, int(self.canvases * CANVAS_BYTES_AT_1 * k * k))


TEXT = Share(0.25, 8 * MB)
"""Rendered text (`FontBook`): a table's words with room for those that change (a whole
game at 4K renders 10-40 % more lines again than with twice the room, for 8 MB less)."""
PICTURES = Share(0.25, 8 * MB)
"""Panels, badges and shadows (`Services.pictures`)."""
FACES = Share(0.5, 8 * MB)
"""A game's card faces and dice (a sprite keeps its own: only cards that come back again are
drawn again)."""
SCALED = Share(0.25, 4 * MB)
"""Sprites smooth-scaled to a size (`Images`)."""
FLIPS = Share(0.125, 2 * MB)
"""The narrowed faces of cards turning over (a card flip's few widths)."""
