"""What a table's model is made of: plain boxes and named places (no pygame, easy to test)."""

from __future__ import annotations

from typing import NamedTuple


class Box(NamedTuple):
    """A rectangle in logical pixels (a `pygame.Rect` can be made from it: `Rect(box)`)."""

    x: int
    y: int
    w: int
    h: int

    @classmethod
    def of(cls, x: float, y: float, w: float, h: float) -> Box:
        return cls(int(x), int(y), int(w), int(h))

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    @property
    def centerx(self) -> int:
        return self.x + self.w // 2

    @property
    def center(self) -> tuple[int, int]:
        return (self.x + self.w // 2, self.y + self.h // 2)

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.x <= pos[0] < self.right and self.y <= pos[1] < self.bottom
