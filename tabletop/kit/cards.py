"""Cards on the table: one sprite per card the viewer can see, kept where the model puts them.

`CardLayer.sync` compares the cards the model shows with the sprites on the table: new cards are
dealt in (from where the events say they came, face down first when they turn over), moved cards
fly to their new place, cards gone from sight are dropped (or `fly` away first). A refused drop
snaps back. Each sprite becomes one element, keyed by its card, whose look is everything about
it that shows, so a still card is never drawn again.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import partial

import pygame

from tabletop.kit.elements import Element
from tabletop.ui.card_sprite import (
    HIGHLIGHT_ROOM,
    CardSprite,
    Highlight,
    ease_lift,
    follow_drag,
    look_of,
    settle_tilts,
)
from tabletop.ui.tween import TweenRunner

STAGGER = 0.06       # seconds between cards dealt or moved together
FLY_SECONDS = 0.42


@dataclass(frozen=True)
class Spot:
    """Where the model puts a card: its centre and whether it lies face up."""

    x: float
    y: float
    face_up: bool
    angle: float = field(default=0.0, kw_only=True)
    """Degrees it rests tilted by, counter-clockwise (a fanned hand: see `hand.fan`); by
    keyword only, so a game's own spot may add fields of its own after the three."""


@dataclass(frozen=True)
class Flight:
    """How a card leaving sight flies: for how long, to what scale, and when it fades out."""

    seconds: float = FLY_SECONDS
    shrink: float = 0.35
    fade_at: float = 0.32
    fade: float = 0.2


SpriteMaker = Callable[[int, tuple[float, float], bool], CardSprite]


def card_reach(sprite: CardSprite) -> pygame.Rect:
    """Every logical pixel `sprite.draw` may touch now, and little more (a moving card's
    rectangle is what the canvas redraws): its face as wide as a flip shows it, the highlight
    round it when it has one, however far it is tilted, its shadow (which keeps its size while
    the card narrows or shrinks, and moves with the narrowed face) and a pixel for rounding."""
    w, h = sprite.shown_width(), sprite.size[1]
    cx, cy = int(sprite.x), int(sprite.y - sprite.lift)
    face = pygame.Rect(cx - w // 2 - 1, cy - h // 2 - 1, w + 2, h + 2)
    room = HIGHLIGHT_ROOM if sprite.highlight is not None else 0
    reach = face.inflate(2 * room, 2 * room)
    if sprite.shadow is not None:
        offset = 3 + sprite.lift * 0.5
        shadow_w, shadow_h = sprite.shadow.get_size()
        reach.union_ip(pygame.Rect(face.x - 6 + offset, face.y - 6 + offset + sprite.lift * 0.3,
                                   shadow_w + 3, shadow_h + 3))
    if abs(sprite.angle) >= 0.5:  # a tilted card's corners (and its mark) swing out
        turn = math.radians(sprite.angle)
        cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
        framed_w, framed_h = w + 2 * room, h + 2 * room
        turned = pygame.Rect(0, 0, int(framed_w * cos + framed_h * sin) + 6,
                             int(framed_w * sin + framed_h * cos) + 6)
        turned.center = (cx, cy)
        reach.union_ip(turned)
    return reach


@dataclass(frozen=True)
class CardMemo:
    """A card's element and what it was made from (kept on the sprite as its `memo`)."""

    made_from: Hashable
    element: Element


def card_element(sprite: CardSprite, z: float, key: Hashable | None = None,
                 clip: pygame.Rect | None = None) -> Element:
    """One card as an element (its look: position, lift, flip, lean, face, outline), cut off
    outside `clip` if given (a card standing behind something); the same element again while
    none of that changed (most cards on a table lie still, frame after frame)."""
    look = look_of((sprite,))
    if clip is not None:
        look = (look, tuple(clip))
    made_from = (key, z, look, id(sprite.shadow))
    memo = sprite.memo
    if isinstance(memo, CardMemo) and memo.made_from == made_from:
        return memo.element
    reach = card_reach(sprite)
    if clip is not None:
        reach = reach.clip(clip)
    element = Element(key if key is not None else ("card", sprite.id), reach, z, look,
                      partial(_paint_card, sprite, clip), partial(_card_cover, sprite, clip),
                      keep=False)
    sprite.memo = CardMemo(made_from, element)
    return element


def _card_cover(sprite: CardSprite, clip: pygame.Rect | None) -> pygame.Rect | None:
    cover = sprite.cover()
    return cover.clip(clip) if cover is not None and clip is not None else cover


def _paint_card(sprite: CardSprite, clip: pygame.Rect | None, canvas: pygame.Surface) -> None:
    if clip is None:
        sprite.draw(canvas)
        return
    region = canvas.get_clip()
    canvas.set_clip(region.clip(clip))
    sprite.draw(canvas)
    canvas.set_clip(region)


class CardLayer:
    """The sprites of every card shown, in drawing order, plus those flying out of sight."""

    def __init__(self, make_sprite: SpriteMaker, tweens: TweenRunner) -> None:
        self.make_sprite = make_sprite
        self.tweens = tweens
        self.sprites: dict[int, CardSprite] = {}
        self.order: list[int] = []
        self.flying: list[CardSprite] = []

    def clear(self) -> None:
        """Forget every sprite (the window changed scale: faces are made again)."""
        self.sprites.clear()
        self.order.clear()
        self.flying.clear()

    def sprite_for(self, card: int, pos: tuple[float, float], face_up: bool) -> CardSprite:
        sprite = self.sprites.get(card)
        if sprite is None:
            sprite = self.sprites[card] = self.make_sprite(card, pos, face_up)
        return sprite

    def sync(self, spots: Mapping[int, Spot], animate: bool, origins: Mapping[int, tuple[float,
             float]], deal_from: tuple[float, float], held: int | None = None,
             delay: float = 0.0, delays: Mapping[int, float] | None = None,
             start_up: Mapping[int, bool] | None = None,
             fit: Callable[[CardSprite, Spot, bool], None] | None = None) -> None:
        """Every shown card toward its spot: new ones from `origins` (else `deal_from`), face
        down until they land when they turn over; the card `held` (being dragged) stays put.

        `delays`: when each card sets off (after `delay`), instead of one after another.
        `start_up`: new cards dealt in that start face up (seen where they come from).
        `fit`: called with each card but the held one and its spot (and whether it animates)
        before it moves, for a game whose cards change with their place (size, sideways)."""
        for card in list(self.sprites):
            if card not in spots:
                del self.sprites[card]
        step = 0
        for card, spot in spots.items():
            fresh = card not in self.sprites
            start = origins.get(card, deal_from)
            dealt = fresh and animate
            up = (start_up or {}).get(card, False) if dealt else spot.face_up
            sprite = self.sprite_for(card, start if animate else (spot.x, spot.y), up)
            if card == held:
                continue
            if fit is not None:
                fit(sprite, spot, animate)
            turned = sprite.rest_angle != spot.angle or sprite.angle != spot.angle
            sprite.rest_angle = spot.angle
            if not animate:
                sprite.x, sprite.y, sprite.face_up, sprite.flip = spot.x, spot.y, spot.face_up, 1.0
                sprite.angle = spot.angle
                continue
            if delays is not None:
                move_at = flip_at = delay + delays.get(card, 0.0)
            else:
                move_at = delay + step * STAGGER
            if (round(sprite.x), round(sprite.y)) != (round(spot.x), round(spot.y)):
                sprite.move_to(self.tweens, spot.x, spot.y, move_at)
                step += 1
            if turned:  # it turns to its new tilt as it goes (replacing any turn under way)
                self.tweens.add(sprite, "angle", spot.angle, FLY_SECONDS / 2, delay=move_at)
            if delays is None:
                flip_at = delay + step * STAGGER
            if sprite.face_up != spot.face_up:
                sprite.flip_to(self.tweens, spot.face_up, flip_at)
        self.order = list(spots)

    def fly(self, cards: Iterable[int], start: Mapping[int, tuple[float, float]],
            to: tuple[float, float], face_up: bool, deal_from: tuple[float, float],
            delay: float = 0.0, shrink: float = 0.35, flight: Flight | None = None,
            make: SpriteMaker | None = None) -> None:
        """Cards leaving sight (to a pile or a hidden hand) fly there, shrink and fade
        (`make`: how their sprites are made, if not as the shown cards')."""
        for i, card in enumerate(cards):
            sprite = (make or self.make_sprite)(card, start.get(card, deal_from), face_up)
            self._away(sprite, to, delay + i * STAGGER, flight or Flight(shrink=shrink))

    def send_away(self, card: int, to: tuple[float, float], face_up: bool,
                  delay: float = 0.0, flight: Flight | None = None) -> None:
        """A shown card leaves sight: its own sprite flies away (see `fly`)."""
        sprite = self.sprites.pop(card, None)
        if sprite is None:
            return
        sprite.face_up = face_up
        self._away(sprite, to, delay, flight or Flight())

    def _away(self, sprite: CardSprite, to: tuple[float, float], delay: float,
              flight: Flight) -> None:
        self.flying.append(sprite)
        sprite.move_to(self.tweens, to[0], to[1], delay, duration=flight.seconds)
        self.tweens.add(sprite, "scale", flight.shrink, flight.seconds, delay=delay)
        self.tweens.add(sprite, "alpha", 0.0, flight.fade, delay=delay + flight.fade_at,
                        on_done=partial(self._landed, sprite))

    def _landed(self, sprite: CardSprite) -> None:
        if sprite in self.flying:
            self.flying.remove(sprite)

    def snap_back(self, card: int, spot: Spot | None) -> None:
        """A refused drop: the card goes home with a small overshoot."""
        sprite = self.sprites.get(card)
        if spot is not None and sprite is not None:
            sprite.snap_back(self.tweens, spot.x, spot.y)

    def placement(self) -> tuple:
        """Changes whenever a card's rectangle or the drawing order may have changed (what
        lies under a still pointer is worked out again only then)."""
        return (tuple(self.order), tuple((card, s.x, s.y, s.lift, s.scale, id(s.face))
                                         for card, s in self.sprites.items()))

    def card_at(self, pos: tuple[int, int], among: Iterable[int]) -> int | None:
        """The topmost of `among` under the pointer."""
        chosen = set(among)
        for card in reversed(self.order):
            sprite = self.sprites.get(card)
            if card in chosen and sprite is not None and sprite.rect.collidepoint(pos):
                return card
        return None

    def ease(self, dt: float, lifts: Mapping[int, float], dragged: int | None,
             drag_pos: tuple[float, float] | None) -> None:
        """One step: cards rise to their lift (hover, selection), a dragged card follows the
        pointer leaning into its motion, the others straighten up."""
        for card, sprite in self.sprites.items():
            ease_lift(sprite, lifts.get(card, 0.0), dt)
        held = self.sprites.get(dragged) if dragged is not None else None
        if held is not None and drag_pos is not None:
            follow_drag(held, drag_pos, dt)
        settle_tilts(self.sprites.values(), dragged)

    def elements(self, z: float, top: Iterable[int] = (),
                 highlights: Mapping[int, Highlight | None] | None = None,
                 top_z: float | None = None) -> list[Element]:
        """Every card as an element, in order from `z` up, then the flying ones, then `top`
        (lifted or dragged cards, over the layer, or at `top_z`)."""
        highlights = highlights or {}
        raised = list(top)
        out = []
        n = 0
        for card in self.order:
            sprite = self.sprites.get(card)
            if sprite is None or card in raised:
                continue
            sprite.highlight = highlights.get(card)
            out.append(card_element(sprite, z + n * 1e-3))
            n += 1
        for i, sprite in enumerate(self.flying):
            out.append(card_element(sprite, z + 0.5 + i * 1e-4, ("flying", id(sprite))))
        for i, card in enumerate(raised):
            sprite = self.sprites.get(card)
            if sprite is not None:
                sprite.highlight = highlights.get(card)
                out.append(card_element(sprite, (z + 0.9 if top_z is None else top_z) + i * 1e-4))
        return out
