"""Card sprites: face and back, flip (scale x through zero), hover and drag lift, soft shadow."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Protocol

import pygame

from tabletop.ui import paint
from tabletop.ui.layer import new_surface, scale_of
from tabletop.ui.pictures import Pictures
from tabletop.ui.tween import EASE_IN_OUT, EASE_OUT_BACK, EASE_OUT_CUBIC, TweenRunner

CARD_SIZE = (120, 168)
FLIP_SECONDS = 0.18
MOVE_SECONDS = 0.28
SNAP_SECONDS = 0.2
FLIP_WIDTH_STEP = 6        # a flipping card is drawn at a multiple of this width
TURNED_KEPT = 2
"""Slanted pictures a card keeps: one per side."""
HIGHLIGHT_ROOM = 10
"""How far past its face a card's highlight may paint (the kit's signals stay inside it)."""

Highlight = tuple[int, int, int] | Callable[[pygame.Surface, pygame.Rect], None]
"""A card's mark: an outline colour, or a hashable painter of a mark around its face (one of
the table kit's signals, `tabletop.kit.signals.SignalLook`)."""


def make_shadow(size: tuple[int, int], radius: int = 10, alpha: int = 90,
                k: float = 1.0) -> pygame.Surface:
    """A soft rounded shadow (three stacked translucent rects), built once per size."""
    w, h = size
    surface = new_surface((w + 12, h + 12), pygame.SRCALPHA, k)
    for grow, a in ((6, alpha // 4), (3, alpha // 3), (0, alpha // 2)):
        rect = pygame.Rect(6 - grow, 6 - grow, w + grow * 2, h + grow * 2)
        paint.rect(surface, (0, 0, 0, a), rect, border_radius=radius + grow)
    return surface


OPAQUE_INSETS = (4, 6, 8, 10, 12, 16, 20)
"""Heights, in logical pixels, cut off a face's top and bottom in turn when looking for its
opaque middle (a rounded corner's radius at most)."""
COVER_MARGIN = 2
"""Logical pixels a cover keeps inside the opaque middle, so rounding to device pixels on the
canvas never uncovers one."""


def opaque_band(image: pygame.Surface) -> tuple[int, int] | None:
    """(x, y): the face is fully opaque `x` logical pixels in from its sides over all but `y`
    at its top and bottom (the middle of a rounded card), or None if no such band is."""
    k = scale_of(image)
    device = pygame.Rect((0, 0), pygame.Surface.get_size(image))
    opaque = pygame.mask.from_surface(image, 254)
    for inset in OPAQUE_INSETS:
        band = device.inflate(-2 * math.ceil(k), -2 * math.ceil(inset * k))
        if band.w <= 0 or band.h <= 0:
            return None
        if opaque.overlap_area(pygame.mask.Mask(band.size, fill=True), band.topleft) \
                == band.w * band.h:
            return (1, inset)
    return None


class CardSprite:
    """One card on the table; positions are the card's centre in logical pixels."""

    def __init__(self, card_id: int | str, face: pygame.Surface, back: pygame.Surface,
                 shadow: pygame.Surface, pos: tuple[float, float] = (0.0, 0.0),
                 face_up: bool = True,
                 scaled_cache: Pictures | None = None) -> None:
        self.id = card_id
        """The game's id of the card (a number, or a name such as Crazy Taco's 'taco-3')."""
        self.face = face
        self.back = back
        self.shadow = shadow
        self.x, self.y = pos
        self.face_up = face_up
        self.flip = 1.0          # horizontal scale during a flip (1 → 0 → 1)
        self.lift = 0.0          # pixels raised (hover 6, drag 12)
        self.scale = 1.0
        self.alpha = 255.0
        self.angle = 0.0         # degrees, counter-clockwise: a dragged card leans into the motion
        self.rest_angle = 0.0    # where it settles when not dragged (a fanned hand's tilt)
        self.highlight: Highlight | None = None
        self.memo: object = None
        """What the table kit last made of the card (its element), to give again while the
        card looks the same."""
        self._scaled_cache = scaled_cache if scaled_cache is not None else Pictures()
        """Narrower pictures during a flip (each width drawn again while regions over it
        redraw): a view may pass one bounded cache (`pixel_budget.FLIPS`) to all its sprites,
        so each face is scaled once per width for the whole table; a sprite's own drops them
        once its flip is over, so a game of flips keeps none."""
        self._own_cache = scaled_cache is None
        self._turned: dict[tuple[pygame.Surface, int, Highlight | None], pygame.Surface] = {}
        """The card as last drawn at a slant, face up and face down (a fanned card at rest is
        redrawn whenever a region over it is, and rotating it again each time would cost a
        transform at every frame; keeping both sides spares a turn when it flips back)."""
        self._quick: tuple[tuple[pygame.Surface, int, Highlight | None], pygame.Surface] | None \
            = None
        self._resized: tuple[tuple[pygame.Surface, int, int], pygame.Surface] | None = None
        """The card as last drawn while it grows or shrinks into another size."""
        """The last quick turn of the card on its way (see `_quick_turn`)."""
        self._band: tuple[pygame.Surface, tuple[int, int] | None] | None = None
        """The opaque band of the side last asked about (see `cover`)."""

    @property
    def size(self) -> tuple[int, int]:
        w, h = self.face.get_size()
        return (int(w * self.scale), int(h * self.scale))

    @property
    def rect(self) -> pygame.Rect:
        w, h = self.size
        return pygame.Rect(int(self.x - w / 2), int(self.y - h / 2 - self.lift), w, h)

    def move_to(self, tweens: TweenRunner, x: float, y: float, delay: float = 0.0,
                duration: float = MOVE_SECONDS, snap: bool = False) -> None:
        easing = EASE_OUT_BACK if snap else EASE_OUT_CUBIC
        tweens.add(self, "x", x, duration, easing, delay)
        tweens.add(self, "y", y, duration, easing, delay)

    def snap_back(self, tweens: TweenRunner, x: float, y: float) -> None:
        """A refused drop: back home with a small overshoot."""
        self.move_to(tweens, x, y, duration=SNAP_SECONDS, snap=True)

    def flip_to(self, tweens: TweenRunner, face_up: bool, delay: float = 0.0) -> None:
        """Scale x to 0, swap the face at the middle, scale back."""
        if face_up == self.face_up:
            return

        def swap() -> None:
            self.face_up = face_up
            tweens.add(self, "flip", 1.0, FLIP_SECONDS / 2, EASE_IN_OUT)

        tweens.add(self, "flip", 0.0, FLIP_SECONDS / 2, EASE_IN_OUT, delay, on_done=swap)

    def shown_width(self) -> int:
        """The width `image` draws the card at now: narrower mid-flip, in a few steps."""
        w = self.size[0]
        width = max(1, int(w * abs(self.flip)))
        if width < w:
            width = max(2, width // FLIP_WIDTH_STEP * FLIP_WIDTH_STEP)  # few widths, all cached
        return width

    def image(self) -> pygame.Surface:
        base = self.face if self.face_up else self.back
        h = self.size[1]
        width = self.shown_width()
        if (width, h) == base.get_size():
            if self._own_cache and self._scaled_cache:
                self._scaled_cache.clear()  # the flip is over
            self._resized = None  # and so is any growing or shrinking (it held the old face)
            return base
        if self.scale != 1.0:  # growing or shrinking into another size: a look of its own,
            # different every frame of the tween, kept only until the next (a TV's faces are
            # large: a cache of every step held hundreds of MB by the end of a game), resized
            # quickly, not smoothly (ten times cheaper at a TV's resolution; it is on its way)
            if self._resized is None or self._resized[0] != (base, width, h):
                self._resized = ((base, width, h), paint.scale(base, (width, h)))
            return self._resized[1]
        return self._scaled_cache.get((id(base), width, h),
                                      lambda: paint.smoothscale(base, (width, h)))

    def draw(self, canvas: pygame.Surface) -> None:
        image = self.image()
        rect = image.get_rect(center=(int(self.x), int(self.y - self.lift)))
        lift = self.lift
        if self.shadow is not None:
            offset = 3 + lift * 0.5
            at = (rect.x - 6 + offset, rect.y - 6 + offset + lift * 0.3)
            face = self.cover()  # the shadow under the face is never seen
            if face is None:
                canvas.blit(self.shadow, at)
            else:
                paint.blit_around(canvas, self.shadow, at, face)
        highlight = self.highlight
        if abs(self.angle) >= 0.5:  # dragged, or fanned in a hand (drawn again only on a change)
            if not self.at_rest():  # on its way: a quick turn, shown once (see `_slanted`)
                key = (image, round(self.angle), highlight)
                kept = self._turned.get(key)
                if kept is None:
                    raw = self._quick_turn(key)
                    with _faded(raw, self.alpha):
                        paint.blit_raw_centred(canvas, raw, rect.center)
                    return
                image = kept
            else:
                self._quick = None
                image = self._slanted(image, round(self.angle), highlight)
            highlight = None  # the outline leans with the card
            rect = image.get_rect(center=rect.center)
        else:
            self._quick = None  # upright again: the last quick turn will not be shown
        with _faded(image, self.alpha):
            canvas.blit(image, rect)
        if highlight is not None:
            _mark(canvas, highlight, rect)

    def _quick_turn(self, key: tuple[pygame.Surface, int, Highlight | None]) -> pygame.Surface:
        """The card quickly turned (pygame's own result, device pixels), kept until its
        picture or slant changes: a card crossing several redrawn regions is turned once."""
        if self._quick is None or self._quick[0] != key:
            image, angle, highlight = key
            self._quick = (key, paint.rotate_raw(self._framed(image, highlight), angle))
        return self._quick[1]

    def cover(self) -> pygame.Rect | None:
        """Logical pixels the card paints fully opaque as it is drawn now (upright or tilted,
        raised or not), for the canvas to leave the background out there; None while it
        fades, flips or shrinks."""
        if self.alpha < 255 or self.flip != 1.0 or self.scale != 1.0:
            return None
        image = self.face if self.face_up else self.back
        if self._band is None or self._band[0] is not image:
            self._band = (image, opaque_band(image))
        band = self._band[1]
        if band is None:
            return None
        w, h = image.get_size()
        half_w, half_h = w / 2 - band[0], h / 2 - band[1]
        if abs(self.angle) >= 0.5:  # the largest upright box inside the tilted band
            turn = math.radians(self.angle)
            cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
            half_w, half_h = half_w * cos - half_h * sin, half_h * cos - half_w * sin
        half_w, half_h = int(half_w) - COVER_MARGIN, int(half_h) - COVER_MARGIN
        if half_w <= 0 or half_h <= 0:
            return None
        face = image.get_rect(center=(int(self.x), int(self.y - self.lift)))
        cx, cy = face.center
        return pygame.Rect(cx - half_w, cy - half_h, 2 * half_w, 2 * half_h)

    def at_rest(self) -> bool:
        """Neither turning, flipping nor shrinking: the picture stays as it is for a while."""
        return self.flip == 1.0 and self.scale == 1.0 and self.angle == self.rest_angle

    def _slanted(self, image: pygame.Surface, angle: int,
                 highlight: Highlight | None) -> pygame.Surface:
        """`image` turned smoothly by `angle` degrees, with its highlight; the last of each side
        is kept. (A card still on its way, turning, flipping or shrinking, shows each slant for
        one frame: `draw` turns it quickly instead, without smoothing, several times cheaper at
        a TV's resolution, and smoothly once it comes to rest.)"""
        key = (image, angle, highlight)  # the image itself, so no other can take its id
        kept = self._turned.get(key)
        if kept is not None:
            return kept
        turned = paint.rotozoom(self._framed(image, highlight), angle, 1.0)
        if len(self._turned) >= TURNED_KEPT:
            del self._turned[next(iter(self._turned))]  # the oldest goes
        self._turned[key] = turned
        return turned

    @staticmethod
    def _framed(image: pygame.Surface, highlight: Highlight | None) -> pygame.Surface:
        """`image` with its highlight painted round it (room for it on every side), to turn."""
        if highlight is None:
            return image
        w, h = image.get_size()
        room = HIGHLIGHT_ROOM
        framed = new_surface((w + 2 * room, h + 2 * room), pygame.SRCALPHA, scale_of(image))
        framed.blit(image, (room, room))
        _mark(framed, highlight, pygame.Rect(room, room, w, h))
        return framed


@contextmanager
def _faded(image: pygame.Surface, alpha: float) -> Iterator[None]:
    """`image` drawn at `alpha` (0-255) inside the block, as it was after it: a card fading
    out borrows its face for one blit rather than copying it each frame."""
    if alpha >= 255:
        yield
        return
    before = image.get_alpha()
    image.set_alpha(int(alpha))
    try:
        yield
    finally:
        image.set_alpha(before)


def _mark(canvas: pygame.Surface, highlight: Highlight, face: pygame.Rect) -> None:
    """A card's highlight around its `face`: a signal paints itself, a colour is an outline."""
    if callable(highlight):
        highlight(canvas, face)
    else:
        paint.rect(canvas, highlight, face.inflate(8, 8), 4, border_radius=13)


DRAG_TILT = 6.0
"""Degrees a dragged card leans toward its motion."""


SETTLED = 0.01
"""Eased values this close to where they are going land there (so a still card is still)."""
LIFT_RATE = 18.0
"""How fast a hovered or selected card rises and falls (fraction of the way per second)."""


def ease_toward(value: float, wanted: float, rate: float) -> float:
    """One step of `value` easing toward `wanted` by `rate` of the way; lands when close."""
    eased = value + (wanted - value) * min(1.0, rate)
    return wanted if abs(wanted - eased) < SETTLED else eased


class Liftable(Protocol):
    lift: float


def ease_lift(sprite: Liftable, wanted: float, dt: float) -> None:
    """Raise or lower a card or die toward `wanted` pixels (hover, selection)."""
    if sprite.lift != wanted:
        sprite.lift = ease_toward(sprite.lift, wanted, dt * LIFT_RATE)


def look_of(sprites: Iterable[CardSprite]) -> tuple:
    """Everything about these cards that shows: a table whose look holds still draws nothing."""
    return tuple((s.id, s.x, s.y, s.lift, s.flip, s.scale, s.alpha, s.angle, s.face_up,
                  s.highlight, id(s.face), id(s.back)) for s in sprites)


def follow_drag(sprite: CardSprite, pos: tuple[float, float], dt: float) -> None:
    """Move a dragged card to `pos`, raised, leaning into the way it moves."""
    x, y = pos
    lean = max(-DRAG_TILT, min(DRAG_TILT, (sprite.x - x) * 0.5))
    sprite.angle = ease_toward(sprite.angle, lean, dt * 12)
    sprite.x, sprite.y = x, y
    sprite.lift = 12.0


def settle_tilts(sprites: Iterable[CardSprite], dragged: int | None) -> None:
    """Cards no longer dragged settle back to their resting tilt over a few frames."""
    for sprite in sprites:
        rest = sprite.rest_angle
        if sprite.angle != rest and sprite.id != dragged:
            off = sprite.angle - rest
            sprite.angle = rest if abs(off) < 0.5 else rest + off * 0.6
