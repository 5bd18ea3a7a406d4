"""A canvas that keeps what it drew and redraws only the regions whose elements changed."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.kit.elements import Element
from tabletop.ui.layer import device_rect, scale_of

FULL_SHARE = 0.6
"""When the dirty regions cover more than this share of the canvas, all of it is redrawn."""
EDGE = 2
"""Logical pixels added round each dirty region, so rounding to device pixels loses nothing."""

Background = Callable[[pygame.Surface, pygame.Rect], None]


def merged(rects: Iterable[pygame.Rect]) -> list[pygame.Rect]:
    """The union of `rects` as a few rectangles: any two that touch become their bounding box."""
    return _joined(rects, lambda a, b: a.colliderect(b.inflate(2, 2)))


def merged_sparingly(rects: Iterable[pygame.Rect], waste: float = 0.25) -> list[pygame.Rect]:
    """The union of `rects` as a few rectangles, wasting little: two become their bounding box
    only when at most `waste` of that box is covered by none of the rectangles merged into
    either (so a chain of cheap merges cannot add up to a box that is mostly waste); the
    others stay apart (they may overlap: each region is drawn whole, so an overlap is only
    drawn twice). A table whose changes lie far apart (several players at once) redraws just
    those places."""
    out: list[tuple[pygame.Rect, int]] = []  # each box and the area its rectangles cover
    for rect in rects:
        if rect.w <= 0 or rect.h <= 0:
            continue
        grown, covered = rect.copy(), rect.w * rect.h
        changed = True
        while changed:
            changed = False
            for other, area in list(out):
                union, common = grown.union(other), grown.clip(other)
                both = covered + area - common.w * common.h
                if union.w * union.h - both <= waste * union.w * union.h:
                    out.remove((other, area))
                    grown, covered, changed = union, min(both, union.w * union.h), True
        out.append((grown, covered))
    return [box for box, _area in out]


def _joined(rects: Iterable[pygame.Rect],
            join: Callable[[pygame.Rect, pygame.Rect], bool]) -> list[pygame.Rect]:
    """`rects` (the empty ones left out), any two that `join` accepts replaced by their bounding
    box until no two more are."""
    out: list[pygame.Rect] = []
    for rect in rects:
        if rect.w <= 0 or rect.h <= 0:
            continue
        grown = rect.copy()
        changed = True
        while changed:
            changed = False
            for other in list(out):
                if join(grown, other):
                    out.remove(other)
                    grown.union_ip(other)
                    changed = True
        out.append(grown)
    return out


Merge = Callable[[Iterable[pygame.Rect]], list[pygame.Rect]]

SMALLEST_COVER = 10_000
"""Covers of fewer device pixels are ignored (cutting the background round them costs more
than drawing it)."""
MOST_COVERS = 12
"""The largest covers in a region that the background is cut round."""


def uncovered(region: pygame.Rect, covers: Iterable[pygame.Rect],
              smallest: float = SMALLEST_COVER) -> list[pygame.Rect]:
    """`region` less the `covers` of at least `smallest` logical pixels (the largest few), as
    rectangles that do not overlap."""
    inside = [cover.clip(region) for cover in covers]
    inside = sorted((c for c in inside if c.w * c.h >= smallest),
                    key=lambda c: -c.w * c.h)[:MOST_COVERS]
    pieces = [region]
    for cover in inside:
        left: list[pygame.Rect] = []
        for piece in pieces:
            common = piece.clip(cover)
            if common.w <= 0 or common.h <= 0:
                left.append(piece)
                continue
            if common.y > piece.y:
                left.append(pygame.Rect(piece.x, piece.y, piece.w, common.y - piece.y))
            if common.bottom < piece.bottom:
                left.append(pygame.Rect(piece.x, common.bottom, piece.w,
                                        piece.bottom - common.bottom))
            if common.x > piece.x:
                left.append(pygame.Rect(piece.x, common.y, common.x - piece.x, common.h))
            if common.right < piece.right:
                left.append(pygame.Rect(common.right, common.y, piece.right - common.right,
                                        common.h))
        pieces = left
    return pieces


FRAME_PIXELS = 600_000
"""Device pixels of changed panels one frame paints at most when changes come in a burst (a
move redraws the log, the top bar and a seat at once): the panels over it wait a frame or two,
the longest-waiting first, so no frame on a 4K TV costs what a whole redraw does. What moves,
comes or goes is always painted at once."""

LONGEST_WAIT = 4
"""Frames a changed panel waits at most, even when every frame follows a move (`panels`)."""

KEEP_AREA = 15_000
"""Elements of at least this many logical pixels (a seat's panel, the log; not a card) are
kept as drawn, so that a card passing over one puts its pixels back instead of painting it."""
KEPT_SHARE = 0.5
"""The pictures kept cover at most this share of the canvas together, or `KEPT_BYTES`
where that is more (the least recently used go first): a 4K TV's panels take megabytes each."""
KEPT_BYTES = 16 * 2**20
"""The pictures kept may take this many bytes together whatever their share of the canvas:
at 1920x1080 and below every seat's panel stays kept (a move's outline passing round a seat
then puts the seat back instead of painting it again in each strip it crosses)."""


@dataclass
class Kept:
    """What the canvas held over an element's reach right after the element was painted (the
    ground, what lies under it, the element), and what that depended on."""

    element: Element
    under: tuple[Element, ...]
    """The elements under it that reach into its reach, as they were."""
    picture: pygame.Surface | None
    """None: not taken this time (the last one was never used: the element keeps changing)."""
    uses: int = 0


def stale_parts(before: tuple[Element, ...], now: tuple[Element, ...],
                reach: pygame.Rect) -> list[pygame.Rect] | None:
    """Where a picture kept over `reach` with `before` under it differs from one taken with
    `now` under it: the parts of `reach` that the elements which came, went or changed touch;
    None when the elements that stayed changed their order."""
    if [e for e in now if e in before] != [e for e in before if e in now]:
        return None
    changed = [e for e in before if e not in now] + [e for e in now if e not in before]
    parts = [element.rect.clip(reach) for element in changed]
    return [part for part in parts if part.w > 0 and part.h > 0]


@dataclass
class Mending:
    """A kept picture that is stale only inside this frame's regions (a neighbour's header
    changed where a seat's picture holds its edge, the turn's outline left it): the element is
    painted in each region that crosses it and its picture mended there from the canvas."""

    kept: Kept
    under: tuple[Element, ...]
    """What lies under the element now."""
    stale: list[pygame.Rect]
    """The stale parts not mended yet; when none is left, the picture holds `under`."""

    def mend(self, canvas: pygame.Surface, region: pygame.Rect, reach: pygame.Rect) -> None:
        """Copy `region`'s part of `reach` from `canvas` (just painted up to and including the
        element) into the picture."""
        assert self.kept.picture is not None
        k = scale_of(canvas)
        origin, area = device_rect(reach, k), device_rect(region.clip(reach), k)
        pygame.Surface.blit(self.kept.picture, canvas, (area.x - origin.x, area.y - origin.y),
                            area)
        self.stale = [part for part in self.stale if not region.contains(part)]
        if not self.stale:
            self.kept.under = self.under


class RetainedCanvas:
    """Draws a list of elements over a background onto a canvas that keeps its pixels.

    `render` returns the logical regions it redrew this frame (None: all of it), for the display
    to present just those."""

    def __init__(self, background: Background, merge: Merge = merged_sparingly,
                 covers: bool = True, keep_area: float = KEEP_AREA,
                 frame_pixels: float = FRAME_PIXELS, panel_area: float = KEEP_AREA,
                 kept_bytes: float = KEPT_BYTES) -> None:
        self.background = background
        self.merge = merge
        """How the changed rectangles become the regions redrawn (`merged` or
        `merged_sparingly`)."""
        self.covers = covers
        """Leave out the background under elements' covers (False: under nothing, as a
        reference picture is drawn)."""
        self.keep_area = keep_area
        """Elements at least this large (logical pixels) are kept as drawn (`Kept`)."""
        self.frame_pixels = frame_pixels
        """Device pixels of changed panels one frame paints at most (`FRAME_PIXELS`)."""
        self.panel_area = panel_area
        self.kept_bytes = kept_bytes
        """The kept pictures may take this many bytes, past `KEPT_SHARE` of the canvas."""
        """Elements at least this large (logical pixels) are panels, which may wait a frame."""
        self.kept: dict[Hashable, Kept] = {}
        self.shown: dict[Hashable, Element] = {}
        self.waiting: dict[Hashable, int] = {}
        """Elements whose change waits for a later frame, and how many frames each waited."""
        self.changing: set[Hashable] = set()
        """The elements painted changed last frame (in motion: never kept waiting)."""
        self._size: tuple[int, int] | None = None
        self._scale: float | None = None
        self._canvas: weakref.ref[pygame.Surface] | None = None
        self._full = True
        self._era: Hashable = None
        self._frugal = False
        self.redrawn_area = 0
        """Logical pixels redrawn by the last `render` (what the benchmark and tests look at)."""

    def invalidate(self) -> None:
        """Paint every element again next time (another scene drew over the canvas, or the
        table wants every word drawn again)."""
        self._full = True
        self.kept.clear()

    def render(self, canvas: pygame.Surface, elements: list[Element],
               era: Hashable = None, panels: bool = True) -> list[pygame.Rect] | None:
        """Draw `elements` where they changed; `era` is what the ground and every painter draw
        with besides their looks (the style: theme, text size, language): a new one forgets
        the pictures kept. `panels` False: this frame's pass already did a move's work, so
        every changed still panel waits for the next frame (what moves, comes or goes is
        painted as ever)."""
        self._frugal = not panels  # a move's frame: no new picture made (`_keep`)
        if era != self._era:
            self._era = era
            self.kept.clear()
        size, scale = canvas.get_size(), scale_of(canvas)
        drawn_on = self._canvas() if self._canvas is not None else None
        if (size, scale) != (self._size, self._scale) or drawn_on is not canvas:
            self._size, self._scale, self._full = size, scale, True  # not what it drew on
            self._canvas = weakref.ref(canvas)
            self.kept.clear()
        fresh: dict[Hashable, Element] = {}
        for element in elements:
            fresh[element.key] = element
        bounds = pygame.Rect((0, 0), size)
        if self._full:
            regions = None
            self.waiting, self.changing = {}, set()
        else:
            renamed = self._renamed(fresh)
            fresh = self._spread(fresh, scale * scale, panels, renamed)
            regions = self._dirty(fresh, bounds, renamed)
            if sum(r.w * r.h for r in regions) > FULL_SHARE * bounds.w * bounds.h:
                regions = None
        ordered = sorted(fresh.values(), key=lambda e: e.z)
        below = {element.key: index for index, element in enumerate(ordered)}
        reaches = [element.rect for element in ordered]
        if regions is None:
            self._paint(canvas, bounds, ordered, ordered, reaches, below, [bounds], {})
            self.redrawn_area = bounds.w * bounds.h
        else:
            clip = canvas.get_clip()
            mending: dict[Hashable, Mending] = {}
            for region in regions:
                canvas.set_clip(region)
                hits = [ordered[index] for index in region.collidelistall(reaches)]
                self._paint(canvas, region, hits, ordered, reaches, below,  # hits in order
                            regions, mending)
            canvas.set_clip(clip)
            self.redrawn_area = sum(r.w * r.h for r in regions)
        for key in [key for key in self.kept if key not in fresh]:
            del self.kept[key]
        most = max(KEPT_SHARE * bounds.w * bounds.h,
                   self.kept_bytes / (scale * scale * canvas.get_bytesize()))
        while len(self.kept) > 1 and sum(kept.element.rect.w * kept.element.rect.h
                                         for kept in self.kept.values()
                                         if kept.picture is not None) > most:
            del self.kept[next(iter(self.kept))]  # the least recently used
        self.shown = fresh
        self._full = False
        return regions

    @property
    def pending(self) -> bool:
        """Some element's new look waits for the next frame (`frame_pixels`)."""
        return bool(self.waiting)

    def _spread(self, fresh: dict[Hashable, Element], device: float, panels: bool = True,
                renamed: dict[Hashable, Hashable] | None = None) -> dict[Hashable, Element]:
        """`fresh` with the changes over this frame's `frame_pixels` left as they were shown
        (`device`: device pixels per logical one). What comes, goes, changes its z, is smaller
        than a panel (a card) or was already changing last frame is always painted; of the
        panels that were still and now look new in the same place (the log, the top bar, a
        seat after a move), the longest-waiting go first and at least one goes each frame, so every
        change lands within a few frames; with `panels` False only those that waited
        `LONGEST_WAIT` frames go this frame. (One that moves or resizes never waits: a card's
        painter draws where its sprite is now, which a frame would paint inside a region crossing
        its old place and leave there.)"""
        forced = 0.0
        still: list[tuple[Hashable, float]] = []
        changed: set[Hashable] = set()
        renamed = renamed or {}
        gone = [self.shown[key].rect for key in
                set(self.shown) - fresh.keys() - set(renamed.values())]
        for key, new in fresh.items():
            old = self.shown.get(renamed.get(key, key))
            if old is new or (old is not None and old.rect == new.rect
                              and (old.z == new.z or key in renamed) and old.look == new.look):
                continue
            changed.add(key)
            area = new.rect.w * new.rect.h * device
            if old is not None and old.rect != new.rect:
                area += old.rect.w * old.rect.h * device
            if (old is not None and old.z == new.z and old.rect == new.rect
                    and key not in self.changing and new.rect.w * new.rect.h >= self.panel_area):
                still.append((key, area))
            else:
                forced += area
        forced += sum(rect.w * rect.h for rect in gone) * device
        if panels and forced + sum(area for _key, area in still) <= self.frame_pixels:
            self.waiting, self.changing = {}, changed
            return fresh
        spread = dict(fresh)
        waiting: dict[Hashable, int] = {}
        spent, painted = forced, not panels
        budget = self.frame_pixels if panels else 0.0
        for key, area in sorted(still, key=lambda change: -self.waiting.get(change[0], 0)):
            if (not painted or spent + area <= budget
                    or self.waiting.get(key, 0) >= LONGEST_WAIT):
                spent += area
                painted = True
            else:
                spread[key] = self.shown[key]
                waiting[key] = self.waiting.get(key, 0) + 1
        self.waiting = waiting
        self.changing = changed - waiting.keys()  # the waiting ones are shown as they were
        return spread

    def _paint(self, canvas: pygame.Surface, region: pygame.Rect, hits: list[Element],
               ordered: list[Element], rects: list[pygame.Rect], below: dict[Hashable, int],
               regions: list[pygame.Rect], mending: dict[Hashable, Mending]) -> None:
        """The ground and `hits` over `region` (one of this frame's `regions`): a large element
        kept as it was drawn over what is still under it is put back, with what lies wholly
        inside it left out; any other is painted, a large one painted whole is kept, and one
        whose picture is stale only inside this frame's regions is mended (`mending`)."""
        bounds = pygame.Rect((0, 0), self._size or canvas.get_size())
        reaches = {e.key: e.rect.inflate(2 * EDGE, 2 * EDGE).clip(bounds) for e in hits
                   if e.keep and e.rect.w * e.rect.h >= self.keep_area}
        unders = {key: self._under(ordered, rects, below[key], reach)
                  for key, reach in reaches.items()}
        at = {e.key: index for index, e in enumerate(hits)}
        back: dict[Hashable, pygame.Surface] = {}
        for key in reaches:
            kept = self.kept.get(key)
            if kept is None or kept.picture is None or kept.element != hits[at[key]]:
                continue
            if kept.under == unders[key]:
                back[key] = kept.picture
                continue
            if key not in mending:
                stale = stale_parts(kept.under, unders[key], reaches[key])
                if stale is not None and all(any(other.contains(part) for other in regions)
                                             for part in stale):
                    mending[key] = Mending(kept, unders[key], stale)
        restored = [(at[key], reaches[key]) for key in back]
        to_keep = [key for key, reach in reaches.items()
                   if key not in back and region.contains(reach)]  # painted whole here
        taken = to_keep + [key for key in reaches  # and those whose pictures are mended here
                           if key in mending and key not in back and key not in to_keep]
        keeping = [reaches[key] for key in taken]
        kept_at = [at[key] for key in taken]
        hidden = self._covers(hits) + [reach for _at, reach in restored]
        self._ground(canvas, region, [cover for cover in hidden  # whole under what is kept
                                      if cover.collidelist(keeping) < 0])
        for index, element in enumerate(hits):
            key = element.key
            picture = back.get(key)
            if picture is not None:
                canvas.blit(picture, reaches[key].topleft)
                used = self.kept.pop(key)  # the most recently used is the last to go
                used.uses += 1
                self.kept[key] = used
            elif not any(above > index and reach.contains(element.rect)
                         and not any(index < at_ < above for at_ in kept_at)
                         for above, reach in restored):
                # (else wholly inside a picture put back above it, unless a picture is taken
                # between the two: that one must hold it)
                element.paint(canvas)
                reach = reaches.get(key)
                if reach is not None and region.contains(reach):
                    self._keep(canvas, element, unders[key], reach)
                elif key in mending and reach is not None:
                    mending[key].mend(canvas, region, reach)

    def _keep(self, canvas: pygame.Surface, element: Element, under: tuple[Element, ...],
              reach: pygame.Rect) -> None:
        """Keep what the canvas holds over `reach` now (the element just painted whole over
        its ground), but not twice running for an element whose last picture went unused."""
        if canvas.get_flags() & pygame.SRCALPHA:
            return  # a copy would blend back, not replace: only opaque canvases keep pictures
        last = self.kept.get(element.key)
        if last is not None and last.picture is not None and last.uses == 0:
            self.kept[element.key] = Kept(element, under, None)
            return
        if self._frugal and self._as_large(canvas, reach, last) is None:
            self.kept.pop(element.key, None)
            self.kept[element.key] = Kept(element, under, None)
            return
        self.kept.pop(element.key, None)
        self.kept[element.key] = Kept(element, under, self._taken(canvas, reach, last))

    @staticmethod
    def _taken(canvas: pygame.Surface, reach: pygame.Rect, last: Kept | None) -> pygame.Surface:
        """The canvas over `reach` as a picture: copied into the element's last picture when it
        is as large (a new surface is zeroed and its fresh pages faulted in: at 4K a seat's
        picture costs 2 ms that way and 0.3 ms copied into the old one)."""
        old = RetainedCanvas._as_large(canvas, reach, last)
        if old is None:
            return canvas.subsurface(reach).copy()
        pygame.Surface.blit(old, canvas, (0, 0), device_rect(reach, scale_of(canvas)))
        return old

    @staticmethod
    def _as_large(canvas: pygame.Surface, reach: pygame.Rect,
                  last: Kept | None) -> pygame.Surface | None:
        """The element's last picture when a picture of `reach` can be copied into it."""
        old = last.picture if last is not None else None
        if old is None or scale_of(old) != scale_of(canvas) or \
                pygame.Surface.get_size(old) != device_rect(reach, scale_of(canvas)).size:
            return None
        return old

    @staticmethod
    def _under(ordered: list[Element], rects: list[pygame.Rect], index: int,
               reach: pygame.Rect) -> tuple[Element, ...]:
        """The elements drawn before `ordered[index]` that reach into `reach` (`rects`: each
        element's rect, for pygame to find them)."""
        return tuple(ordered[i] for i in reach.collidelistall(rects) if i < index)

    def _covers(self, hits: list[Element]) -> list[pygame.Rect]:
        """Where `hits` paint fully opaque pixels (none when the canvas draws under all)."""
        if not self.covers:
            return []
        return [cover for e in hits if e.cover is not None and (cover := e.cover()) is not None]

    def _ground(self, canvas: pygame.Surface, region: pygame.Rect,
                covers: list[pygame.Rect]) -> None:
        """The background over `region`, but where `covers` will hide it."""
        if not covers:
            self.background(canvas, region)
            return
        for piece in uncovered(region, covers, SMALLEST_COVER / scale_of(canvas) ** 2):
            self.background(canvas, piece)

    def _reordered(self, new: Element, old: Element, fresh: dict[Hashable, Element],
                   renamed: dict[Hashable, Hashable] | None = None) -> bool:
        """Whether an element that only changed its z now lies above or below another it
        overlaps differently (a card whose z moved up as one under it left did not);
        `renamed`: the elements that replace another (`_renamed`), compared as that one."""
        renamed = renamed or {}
        for key, other in fresh.items():
            before = self.shown.get(renamed.get(key, key))
            if key == new.key or before is None or not other.rect.colliderect(new.rect):
                continue
            if other.z == new.z or before.z == old.z or (other.z < new.z) != (before.z < old.z):
                return True
        return False

    def _renamed(self, fresh: dict[Hashable, Element]) -> dict[Hashable, Hashable]:
        """Elements that came in place of one that went, drawing the same pixels (the same
        painter, rectangle and look under another key: a card taken from the row into a
        flight, on the flight's first frame), each with the key it replaces."""
        shown = self.shown
        went = shown.keys() - fresh.keys()
        if not went:
            return {}
        gone: dict[tuple[int, ...], list[Hashable]] = {}
        for key in went:
            old = shown[key]
            if isinstance(old.paint, partial):
                gone.setdefault(tuple(old.rect), []).append(key)
        renamed: dict[Hashable, Hashable] = {}
        if not gone:
            return renamed
        for key, new in fresh.items():
            if key in shown or not isinstance(new.paint, partial):
                continue
            there = gone.get(tuple(new.rect))
            if not there:
                continue
            for was in there:
                old = shown[was]
                if old.look == new.look and isinstance(old.paint, partial) \
                        and old.paint.func is new.paint.func:
                    renamed[key] = was
                    there.remove(was)
                    break
        return renamed

    def _dirty(self, fresh: dict[Hashable, Element], bounds: pygame.Rect,
               renamed: dict[Hashable, Hashable] | None = None) -> list[pygame.Rect]:
        """The regions to draw again: where elements came, went, moved, changed their look,
        or changed their z past another they overlap (`renamed`: see `_renamed`)."""
        dirty: list[pygame.Rect] = []
        renamed = renamed or {}
        replaced = set(renamed.values())
        for key, old in self.shown.items():
            new = fresh.get(key)
            if new is old:
                continue
            if new is None:
                if key not in replaced:
                    dirty.append(old.rect)
            elif new.rect != old.rect or new.look != old.look or (
                    new.z != old.z and self._reordered(new, old, fresh, renamed)):
                dirty.append(old.rect)
                dirty.append(new.rect)
        for key, new in fresh.items():
            if key in self.shown:
                continue
            was = renamed.get(key)
            if was is None or self._reordered(new, self.shown[was], fresh, renamed):
                dirty.append(new.rect)
        return [r.inflate(2 * EDGE, 2 * EDGE).clip(bounds) for r in self.merge(dirty)]
