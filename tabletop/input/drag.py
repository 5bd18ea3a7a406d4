"""Drag-and-drop over pointer intents: pick up, follow, highlight legal zones, drop or snap back.

It knows nothing of any game: the view supplies hit-testing, zones and what a drop means.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.input import intents as it

CLICK_SLOP = 6  # pixels the pointer may wander before a press becomes a drag

Rect = tuple[float, float, float, float]


def contains(rect: Rect, pos: tuple[float, float]) -> bool:
    x, y, w, h = rect
    return x <= pos[0] < x + w and y <= pos[1] < y + h


@dataclass
class DragState:
    item: Any
    grab_offset: tuple[float, float]
    start: tuple[int, int]
    pos: tuple[int, int]
    legal: set[Hashable] = field(default_factory=set)
    moved: bool = False

    @property
    def item_pos(self) -> tuple[float, float]:
        """Where the dragged thing's anchor should be drawn now."""
        return (self.pos[0] - self.grab_offset[0], self.pos[1] - self.grab_offset[1])


class DragController:
    """Turns press/move/release into clicks and drops.

    - `pick(pos)` → (item, anchor) of the draggable under the pointer, or None.
    - `zones()` → every drop zone as (zone id, rect).
    - `legal_zones(item)` → zone ids the rules would accept (highlighted while dragging).
    - `drop(item, zone_id)` → True if the drop was accepted (zone_id None: dropped nowhere).
    - `click(item_or_None, pos)` → a press and release without movement.
    """

    def __init__(self, pick: Callable[[tuple[int, int]], tuple[Any, tuple[float, float]] | None],
                 zones: Callable[[], Sequence[tuple[Hashable, Rect]]],
                 legal_zones: Callable[[Any], set[Hashable]],
                 drop: Callable[[Any, Hashable | None], bool],
                 click: Callable[[Any, tuple[int, int]], None] | None = None) -> None:
        self.pick = pick
        self.zones = zones
        self.legal_zones = legal_zones
        self.drop = drop
        self.click = click
        self.state: DragState | None = None
        self.hover_zone: Hashable | None = None

    @property
    def dragging(self) -> bool:
        return self.state is not None and self.state.moved

    def zone_at(self, pos: tuple[int, int]) -> Hashable | None:
        """The topmost zone under the pointer (zones later in the list win)."""
        found = None
        for zone_id, rect in self.zones():
            if contains(rect, pos):
                found = zone_id
        return found

    def cancel(self) -> None:
        self.state = None
        self.hover_zone = None

    def handle(self, intent: it.Intent) -> bool:
        """Returns True when the intent belonged to a press, drag or drop."""
        if isinstance(intent, it.PointerDown) and intent.button == 1:
            picked = self.pick(intent.pos)
            if picked is None:
                if self.click is not None:
                    self.click(None, intent.pos)
                return False
            item, anchor = picked
            offset = (intent.pos[0] - anchor[0], intent.pos[1] - anchor[1])
            self.state = DragState(item, offset, intent.pos, intent.pos)
            return True
        if isinstance(intent, it.PointerMove) and self.state is not None:
            state = self.state
            state.pos = intent.pos
            if not state.moved and (abs(intent.pos[0] - state.start[0]) > CLICK_SLOP
                                    or abs(intent.pos[1] - state.start[1]) > CLICK_SLOP):
                state.moved = True
                state.legal = set(self.legal_zones(state.item))
            if state.moved:
                self.hover_zone = self.zone_at(intent.pos)
            return True
        if isinstance(intent, it.PointerUp) and intent.button == 1 and self.state is not None:
            state = self.state
            self.state = None
            self.hover_zone = None
            if not state.moved:
                if self.click is not None:
                    self.click(state.item, intent.pos)
                return True
            self.drop(state.item, self.zone_at(intent.pos))
            return True
        if isinstance(intent, it.PointerDown) and intent.button == 3 and self.state is not None:
            self.cancel()
            return True
        return False
