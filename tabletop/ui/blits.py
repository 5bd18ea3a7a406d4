"""Drawing once, blitting every frame: the caches that keep a table's frame down to blits.

A part of a table is drawn once into a `BlitList` (text and faces as they are, shapes as sheets
from `Sheets`), kept in `BlitLists` under a key holding everything its drawing reads, and replayed
each frame; sprites replay their blits while they hold still (`SpriteBlits`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pygame

from tabletop.ui import paint
from tabletop.ui.draw import (
    BADGE_PAD,
    PICTURE_AREA,
    SHADOW_GROW,
    SHADOW_LEFT,
    Drawing,
    badge_picture,
    panel,
    panel_picture,
    sheet,
)
from tabletop.ui.layer import matches, scale_of, surface_like
from tabletop.ui.theme import Colour


class CachedLayer:
    """A full-canvas picture drawn once and blitted every frame (drawn again when the canvas
    changes size or scale, or when its key changes)."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self._key: Any = None

    def ready(self, canvas: pygame.Surface, key: Any, draw: Drawing) -> pygame.Surface:
        """The picture for `canvas`, drawn by `draw` when the canvas or `key` changed."""
        if self._key != key or not matches(self.surface, canvas):
            surface = surface_like(canvas, canvas.get_size())
            draw(surface)
            if pygame.display.get_surface() is not None:
                surface = surface.convert()
            self.surface, self._key = surface, key
        assert self.surface is not None
        return self.surface


class StyleMark:
    """A number standing for the colours and text size in use: cheap to hash and compare in
    cache keys, and changed whenever either of them changes."""

    def __init__(self) -> None:
        self._seen: tuple[Any, float, int] = (None, 0.0, 0)

    def of(self, theme: Any, text_scale: float) -> int:
        seen = self._seen
        if seen[0] is not theme or seen[1] != text_scale:
            seen = self._seen = (theme, text_scale, seen[2] + 1)
        return seen[2]


class SurfaceCache:
    """Surfaces made once per key. When `limit` keys are held the older ones are set aside:
    those still asked for come back, the rest are forgotten at the next turn-over."""

    def __init__(self, limit: int = 256) -> None:
        self._items: dict[Any, pygame.Surface] = {}
        self._older: dict[Any, pygame.Surface] = {}
        self._limit = limit

    def get(self, key: Any, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._items.get(key)
        if surface is None:
            surface = self._older.pop(key, None)
            if surface is None:
                surface = make()
            if len(self._items) >= self._limit:
                self._older, self._items = self._items, {}
            self._items[key] = surface
        return surface

    def find(self, key: Any) -> pygame.Surface | None:
        """The surface made for `key`, if there is one (without making it)."""
        surface = self._items.get(key)
        if surface is None and key in self._older:
            surface = self.get(key, lambda: self._older[key])
        return surface

    def clear(self) -> None:
        self._items.clear()
        self._older.clear()


class Sheets(SurfaceCache):
    """Shapes drawn once on transparent sheets, to blit where `paint` would have drawn them
    (opaque colours only: on the table's opaque canvas `paint` ignores alpha too)."""

    def rect(self, target: pygame.Surface, colour: Colour, size: tuple[int, int],
             width: int = 0, border_radius: int = 0, **corners: int) -> pygame.Surface:
        """`corners`: paint.rect's border_top_left_radius and the like."""
        ink = tuple(colour)[:3]
        key = ("rect", ink, tuple(size), width, border_radius, tuple(sorted(corners.items())),
               scale_of(target))
        return self.get(key, lambda: sheet(target, size, lambda s: paint.rect(
            s, ink, s.get_rect(), width, border_radius=border_radius, **corners)))

    def circle(self, target: pygame.Surface, colour: Colour, radius: int,
               width: int = 0) -> pygame.Surface:
        """A circle centred on a sheet of side 2 * radius + 2."""
        ink = tuple(colour)[:3]
        side = 2 * radius + 2
        key = ("circle", ink, radius, width, scale_of(target))
        return self.get(key, lambda: sheet(target, (side, side), lambda s: paint.circle(
            s, ink, (radius + 1, radius + 1), radius, width)))

    def badge(self, target: pygame.Surface, shape: str, r: int, colour: Colour,
              outline: Colour = (43, 43, 43)) -> pygame.Surface:
        """A `badge` of radius `r` centred on a sheet of side 2 * (r + BADGE_PAD)."""
        k = scale_of(target)
        return self.get(("badge", shape, r, tuple(colour), tuple(outline), k),
                        lambda: badge_picture(shape, r, colour, outline, k))

    def panel(self, target: pygame.Surface, size: tuple[int, int], fill: Colour,
              border: Colour | None = None, radius: int = 14,
              shadow: bool = True) -> pygame.Surface:
        """A `panel` with its shadow; blit it SHADOW_LEFT px up-left of the panel's corner
        when it has a shadow."""
        w, h = size
        if (len(fill) < 4 or fill[3] == 255) and w * h <= PICTURE_AREA:
            k = scale_of(target)
            return self.get(("panel picture", w, h, tuple(fill), border and tuple(border),
                             radius, shadow, k),
                            lambda: panel_picture(w, h, fill, border, radius, shadow, k))
        grow = SHADOW_GROW if shadow else 0
        at = SHADOW_LEFT if shadow else 0
        key = ("panel", tuple(size), tuple(fill), border and tuple(border), radius, shadow,
               scale_of(target))
        return self.get(key, lambda: sheet(target, (w + grow, h + grow), lambda s: panel(
            s, pygame.Rect(at, at, w, h), fill, border, radius, shadow)))

    def shape(self, target: pygame.Surface, key: Any, size: tuple[int, int],
              draw: Drawing, opaque: bool = False) -> pygame.Surface:
        """Any drawing done once on a transparent sheet of `size` (`draw` works in the sheet's
        own coordinates; `key` names what it draws, apart from the size). `opaque`: see
        `sheet`."""
        return self.get(("shape", key, tuple(size), scale_of(target)),
                        lambda: sheet(target, size, draw, opaque))

    # -- where each goes: (sheet, top-left) for a shape `paint` would draw there -------------
    def rect_at(self, target: pygame.Surface, colour: Colour, rect: Any, width: int = 0,
                border_radius: int = 0, **corners: int
                ) -> tuple[pygame.Surface, tuple[int, int]]:
        rect = pygame.Rect(rect)
        return self.rect(target, colour, rect.size, width, border_radius, **corners), rect.topleft

    def circle_at(self, target: pygame.Surface, colour: Colour, centre: tuple[int, int],
                  radius: int, width: int = 0) -> tuple[pygame.Surface, tuple[int, int]]:
        """At a whole-pixel centre with a whole-pixel radius."""
        image = self.circle(target, colour, radius, width)
        return image, (centre[0] - radius - 1, centre[1] - radius - 1)

    def badge_at(self, target: pygame.Surface, shape: str, centre: tuple[int, int], r: int,
                 colour: Colour) -> tuple[pygame.Surface, tuple[int, int]]:
        """At a whole-pixel centre with a whole-pixel radius."""
        pad = r + BADGE_PAD
        return self.badge(target, shape, r, colour), (centre[0] - pad, centre[1] - pad)

    def panel_at(self, target: pygame.Surface, rect: pygame.Rect, fill: Colour,
                 border: Colour | None = None, radius: int = 14, shadow: bool = True
                 ) -> tuple[pygame.Surface, tuple[int, int]]:
        at = SHADOW_LEFT if shadow else 0
        image = self.panel(target, rect.size, fill, border, radius, shadow)
        return image, (rect.x - at, rect.y - at)

    # -- drawn now -----------------------------------------------------------------------------
    def draw_rect(self, canvas: pygame.Surface, colour: Colour, rect: Any, width: int = 0,
                  border_radius: int = 0, **corners: int) -> None:
        """`paint.rect` done as a blit of a cached sheet."""
        canvas.blit(*self.rect_at(canvas, colour, rect, width, border_radius, **corners))

    def draw_circle(self, canvas: pygame.Surface, colour: Colour, centre: tuple[int, int],
                    radius: int, width: int = 0) -> None:
        canvas.blit(*self.circle_at(canvas, colour, centre, radius, width))

    def draw_badge(self, canvas: pygame.Surface, shape: str, centre: tuple[int, int], r: int,
                   colour: Colour) -> None:
        canvas.blit(*self.badge_at(canvas, shape, centre, r, colour))

    def draw_panel(self, canvas: pygame.Surface, rect: pygame.Rect, fill: Colour,
                   border: Colour | None = None, radius: int = 14, shadow: bool = True) -> None:
        canvas.blit(*self.panel_at(canvas, rect, fill, border, radius, shadow))


class BlitList:
    """Blits worked out once, when what they show changes, then done again every frame:
    text and faces are blitted as they are, shapes as cached sheets (`Sheets`)."""

    def __init__(self, target: pygame.Surface, sheets: Sheets) -> None:
        self.target = target
        self.sheets = sheets
        self.items: list[tuple[pygame.Surface, Any, Any]] = []

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None) -> None:
        self.items.append((source, dest, area))

    def rect(self, colour: Colour, rect: Any, width: int = 0, border_radius: int = 0,
             **corners: int) -> None:
        self.blit(*self.sheets.rect_at(self.target, colour, rect, width, border_radius,
                                       **corners))

    def circle(self, colour: Colour, centre: tuple[int, int], radius: int,
               width: int = 0) -> None:
        self.blit(*self.sheets.circle_at(self.target, colour, centre, radius, width))

    def badge(self, shape: str, centre: tuple[int, int], r: int, colour: Colour) -> None:
        self.blit(*self.sheets.badge_at(self.target, shape, centre, r, colour))

    def panel(self, rect: pygame.Rect, fill: Colour, border: Colour | None = None,
              radius: int = 14, shadow: bool = True) -> None:
        self.blit(*self.sheets.panel_at(self.target, rect, fill, border, radius, shadow))

    def shape(self, key: Any, area: pygame.Rect, draw: Drawing, opaque: bool = False) -> None:
        """`Sheets.shape` blitted at `area` (whole pixels; `draw` must stay inside it)."""
        self.blit(self.sheets.shape(self.target, key, area.size, draw, opaque), area.topleft)

    def draw(self, canvas: pygame.Surface) -> None:
        blit = canvas.blit
        for source, dest, area in self.items:
            blit(source, dest, area)


class BlitLists:
    """Named blit lists, each worked out again only when its key changes: the key must hold
    everything its drawing reads (the canvas scale is added here)."""

    def __init__(self, sheets: Sheets) -> None:
        self.sheets = sheets
        self._lists: dict[str, tuple[Any, BlitList]] = {}

    def get(self, name: str, canvas: pygame.Surface, key: Any,
            draw: Callable[[BlitList], None]) -> BlitList:
        key = (scale_of(canvas), key)
        cached = self._lists.get(name)
        if cached is not None and cached[0] == key:
            return cached[1]
        out = BlitList(canvas, self.sheets)
        draw(out)
        self._lists[name] = (key, out)
        return out

    def draw(self, name: str, canvas: pygame.Surface, key: Any,
             draw: Callable[[BlitList], None]) -> None:
        self.get(name, canvas, key, draw).draw(canvas)

    def clear(self) -> None:
        self._lists.clear()


class SpriteBlits:
    """What each sprite's `draw` blitted, done again while none of its attributes changed.

    A sprite that changed since the last frame draws itself (its blits are kept once it holds
    still); so does one with a highlight outline (a shape, not a blit). `repeat`: the sprites'
    animations repeat exactly (a die's tumble), so every pose's blits are kept (the last
    `limit` or so), not just each sprite's latest."""

    def __init__(self, sheets: Sheets, limit: int = 1024, repeat: bool = False) -> None:
        self._sheets = sheets
        self._seen: dict[Any, list] = {}  # [sprite, context or pose, its attributes, blits]
        self._older: dict[Any, list] = {}
        self._limit = limit
        self._repeat = repeat

    def draw(self, canvas: pygame.Surface, sprites: Iterable[Any], *args: Any) -> None:
        """Draw `sprites` in order (`args` go to each sprite's own `draw`)."""
        context = (scale_of(canvas), *args)
        blit = canvas.blit
        seen_all = self._seen
        for sprite in sprites:
            if sprite.highlight is not None:
                sprite.draw(canvas, *args)
                continue
            if self._repeat:
                blits = self._repeated(canvas, sprite, (*context, *vars(sprite).values()), args)
            else:
                seen = seen_all.get(id(sprite))
                if (seen is None or seen[0] is not sprite or seen[1] != context
                        or seen[2] != vars(sprite)):
                    self._changed(sprite, context)
                    sprite.draw(canvas, *args)
                    continue
                blits = seen[3]
                if blits is None:  # held still for a frame: keep what it blits
                    out = BlitList(canvas, self._sheets)
                    sprite.draw(out, *args)
                    blits = seen[3] = out.items
            for source, dest, area in blits:
                blit(source, dest, area)

    def _changed(self, sprite: Any, context: tuple) -> None:
        """Remember how `sprite` looks now; its blits are kept if it holds still."""
        if len(self._seen) >= self._limit:
            self._seen.clear()
        self._seen[id(sprite)] = [sprite, context, dict(vars(sprite)), None]

    def _repeated(self, canvas: pygame.Surface, sprite: Any, pose: tuple, args: tuple) -> list:
        """The blits of a sprite in `pose`, kept for whichever sprite takes that pose again."""
        seen = self._seen.get(pose)
        if seen is None:
            seen = self._older.get(pose)
        if seen is None:
            out = BlitList(canvas, self._sheets)
            sprite.draw(out, *args)
            seen = [sprite, pose, None, out.items]
        if pose not in self._seen:
            if len(self._seen) >= self._limit:
                self._older, self._seen = self._seen, {}
            self._seen[pose] = seen
        return seen[3]
