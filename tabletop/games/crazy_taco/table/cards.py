"""Crazy Taco's cards on the table: one sprite per visible card, kept where the model puts it.

Cards change size as they move (a counter card is bigger than one in the bonus zone), come in
from where the events say (face up or down as they were there), and leave sight by flying to
their pile, fading when they go face down. Each sprite becomes one element (the kit's
`card_element`), with the Served / Paid stamp of an order (in its footer) as another just above it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import partial
from typing import Any

import pygame

from tabletop.games.crazy_taco.table.faces import TacoFaces
from tabletop.games.crazy_taco.table.view_model import SMALL, CardSpot, Point, Size
from tabletop.ui.card_sprite import MOVE_SECONDS, CardSprite, ease_lift
from tabletop.ui.tween import TweenRunner

FLY_SECONDS = 0.36
DRAG_LIFT = 12.0


class TacoCard(CardSprite):
    """A card sprite that can change size (counter card → bonus zone card)."""

    def __init__(self, card: Any, faces: TacoFaces, size: Size, pos: Point,
                 face_up: bool, spent: bool = False, working: int = 0,
                 stamped: bool = False) -> None:
        super().__init__(card.id, faces.face(card, size, spent, working, stamped),
                         faces.back(size), faces.shadow(size), pos, face_up)
        self.card = card
        self.card_size = size
        self.spent = spent
        self.working = working
        self.stamped = stamped

    def fit(self, faces: TacoFaces, size: Size, tweens: TweenRunner, animate: bool,
            spent: bool = False, working: int = 0, stamped: bool = False) -> None:
        """Take the size of the place the card goes to (growing or shrinking into it), and
        its look there (`spent`: in the out pile, a customer who left happy, without its
        footer; `working`: a die at work on it, whose disc counts the turns its face said;
        `stamped`: Served or Paid, the stamp where its message was)."""
        if (spent, working, stamped) != (self.spent, self.working, self.stamped):
            self.spent, self.working, self.stamped = spent, working, stamped
            self.face = faces.face(self.card, self.card_size, spent, working, stamped)
        if size == self.card_size:
            return
        old_width = self.face.get_width() * self.scale
        self.face = faces.face(self.card, size, spent, working, stamped)
        self.back = faces.back(size)
        self.shadow = faces.shadow(size)
        self.card_size = size
        if animate and tweens.speed > 0:
            self.scale = old_width / self.face.get_width()
            tweens.add(self, "scale", 1.0, MOVE_SECONDS)
        else:
            self.scale = 1.0


Leaving = Mapping[str, tuple[Point, float, bool]]
"""Cards leaving sight: where each flies, after what delay, and whether it fades on the way."""


class TacoCards:
    """The sprites of every card shown, back to front, plus those flying out of sight."""

    def __init__(self, card_of: Callable[[str], Any], tweens: TweenRunner) -> None:
        self.card_of = card_of
        self.tweens = tweens
        self.sprites: dict[str, TacoCard] = {}
        self.order: list[str] = []
        self.flying: list[TacoCard] = []

    def clear(self) -> None:
        """Forget every sprite (the window changed scale: faces are made again)."""
        self.sprites.clear()
        self.order.clear()
        self.flying.clear()

    def sync(self, spots: Mapping[str, CardSpot], faces: TacoFaces, animate: bool,
             origins: Mapping[str, tuple[float, float, bool]], delays: Mapping[str, float],
             leaving: Leaving) -> None:
        """Every shown card toward its spot: new ones from their `origins` (face up or down as
        they were there), each after its delay; cards gone from sight fly to where `leaving`
        says (or simply go)."""
        for card_id in list(self.sprites):
            if card_id in spots:
                continue
            sprite = self.sprites.pop(card_id)
            if animate and card_id in leaving:
                to, delay, fade = leaving[card_id]
                self.fly(sprite, to, delay, fade)
        for card_id, spot in spots.items():
            found = self.sprites.get(card_id)
            if found is not None:
                sprite = found
            else:
                card = self.card_of(card_id)
                if animate and card_id in origins:
                    ox, oy, shown = origins[card_id]
                    sprite = TacoCard(card, faces, spot.size, (ox, oy), shown, spot.spent,
                                      spot.working, spot.stamped)
                else:
                    sprite = TacoCard(card, faces, spot.size, (spot.x, spot.y), spot.face_up,
                                      spot.spent, spot.working, spot.stamped)
                self.sprites[card_id] = sprite
            turned = sprite.rest_angle != spot.angle or sprite.angle != spot.angle
            sprite.rest_angle = spot.angle
            if not animate:
                sprite.fit(faces, spot.size, self.tweens, False, spot.spent, spot.working,
                           spot.stamped)
                sprite.x, sprite.y, sprite.face_up = spot.x, spot.y, spot.face_up
                sprite.flip, sprite.alpha, sprite.angle = 1.0, 255, spot.angle
                continue
            delay = delays.get(card_id, 0.0)
            sprite.fit(faces, spot.size, self.tweens, True, spot.spent, spot.working,
                       spot.stamped)
            if (round(sprite.x), round(sprite.y)) != (round(spot.x), round(spot.y)):
                sprite.move_to(self.tweens, spot.x, spot.y, delay)
            if turned:  # a fanned hand's card turns to its tilt as it goes
                self.tweens.add(sprite, "angle", spot.angle, MOVE_SECONDS / 2, delay=delay)
            if sprite.face_up != spot.face_up:
                sprite.flip_to(self.tweens, spot.face_up, delay + MOVE_SECONDS * 0.5)
        self.order = list(spots)

    def deal(self, cards: Iterable[str], deck: Point, delay: float, stagger: float) -> None:
        """Cards in place come in face down from the deck, one after another, and turn over."""
        for i, card_id in enumerate(c for c in cards if c in self.sprites):
            sprite = self.sprites[card_id]
            x, y = sprite.x, sprite.y
            sprite.x, sprite.y, sprite.face_up = deck[0], deck[1], False
            sprite.move_to(self.tweens, x, y, delay + i * stagger)
            sprite.flip_to(self.tweens, True, delay + i * stagger + MOVE_SECONDS * 0.5)

    def fly(self, sprite: TacoCard, to: Point, delay: float, fade: bool) -> None:
        """A card leaving sight flies to its pile (and fades if it goes face down)."""
        self.flying.append(sprite)
        sprite.move_to(self.tweens, to[0], to[1], delay, duration=FLY_SECONDS)
        if sprite.card_size != SMALL:
            self.tweens.add(sprite, "scale", SMALL[0] / sprite.card_size[0], FLY_SECONDS,
                            delay=delay)
        self.tweens.add(sprite, "alpha", 0.0 if fade else 255.0, 0.2, delay=delay + 0.3,
                        on_done=partial(self._landed, sprite))

    def _landed(self, sprite: TacoCard) -> None:
        if sprite in self.flying:
            self.flying.remove(sprite)

    def snap_back(self, spots: Mapping[str, CardSpot]) -> None:
        """A refused drop: every card goes home with a small overshoot."""
        for card_id, spot in spots.items():
            sprite = self.sprites.get(card_id)
            if sprite is not None:
                sprite.move_to(self.tweens, spot.x, spot.y, snap=True, duration=0.2)

    def card_at(self, pos: tuple[int, int]) -> str | None:
        """The topmost card under the pointer."""
        for card_id in reversed(self.order):
            sprite = self.sprites.get(card_id)
            if sprite is not None and sprite.rect.collidepoint(pos):
                return card_id
        return None

    def centre(self, card_id: str) -> Point:
        sprite = self.sprites[card_id]
        return (sprite.x, sprite.y)

    def ease(self, dt: float, lifts: Mapping[str, float]) -> None:
        """One step: cards rise to their lift (marked, picked) or settle back."""
        for card_id, sprite in self.sprites.items():
            ease_lift(sprite, lifts.get(card_id, 0.0), dt)

    def follow(self, card_id: str, pos: Point) -> None:
        """A dragged card follows the pointer, raised."""
        sprite = self.sprites.get(card_id)
        if sprite is not None:
            sprite.x, sprite.y = pos
            sprite.lift = DRAG_LIFT

    def travelling(self) -> set[int]:
        """The sprites moving now (drawn over the cards in place)."""
        return {id(t.target) for t in self.tweens.tweens if t.attr in ("x", "y")}

    def in_order(self, dragged: str | None) -> list[tuple[TacoCard, bool]]:
        """The sprites as they are drawn, each with whether its stamps may show: the cards in
        place, then the moving ones, the flying ones and the lifted ones."""
        travelling = self.travelling()
        placed: list[tuple[TacoCard, bool]] = []
        moving: list[tuple[TacoCard, bool]] = []
        lifted: list[tuple[TacoCard, bool]] = []
        for card_id in self.order:
            sprite = self.sprites.get(card_id)
            if sprite is None:
                continue
            if card_id == dragged or sprite.lift > 1:
                lifted.append((sprite, True))
            elif id(sprite) in travelling:
                moving.append((sprite, True))
            else:
                placed.append((sprite, True))
        return placed + moving + [(s, False) for s in self.flying] + lifted

    def rect_of(self, card_id: str) -> pygame.Rect | None:
        sprite = self.sprites.get(card_id)
        return sprite.rect if sprite is not None else None
