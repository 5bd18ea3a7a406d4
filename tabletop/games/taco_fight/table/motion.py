"""The cards on the ¡Taco Fight! table: one sprite per card shown (kitchen tops, plate tops and
attackers), moved where the rules put them, and cards leaving sight flying to their new place.

Real time moves many cards at once, so nothing is staggered: a card moves (or flips) the moment
the rules move it, and a card that leaves sight flies off, shrinks and fades. The sprites live
in the kit's `CardLayer` (its `sprites`, `order` and `flying`); a taco leaving with a verdict
carries its stamp until it lands.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial

from tabletop.games.taco_fight.rules.observation import NO_TACO, TableView
from tabletop.games.taco_fight.table.board import BoardGeometry
from tabletop.kit.cards import CardLayer, Spot
from tabletop.ui.card_sprite import CardSprite
from tabletop.ui.tween import TweenRunner

MOVE_SECONDS = 0.18
FLY_SECONDS = 0.32
FLY_SHRINK = 0.5
FADE_AFTER, FADE_SECONDS = 0.24, 0.16

Place = Callable[[str], tuple[float, float]]
"""The centre of an event's place ('kitchen:2', 'sink', ...)."""


@dataclass(frozen=True)
class Leaving:
    """Where a card that leaves sight goes, and when its move starts."""

    to: str
    delay: float


def spots(table: TableView, boards: list[BoardGeometry]) -> dict[int, Spot]:
    """Every card shown as a sprite: kitchen tops and plate tops face up, attackers face
    down (their attack side)."""
    out: dict[int, Spot] = {}
    for seat, board in enumerate(boards):
        kitchen = table.kitchens[seat]
        if kitchen:
            out[kitchen[-1]] = Spot(*board.kitchen.center, True)
        piles, attackers = table.plates[seat], table.attackers[seat]
        for slot in range(board.plates):
            pile = piles[slot]
            if pile:
                out[pile[-1]] = Spot(*board.plate_rects[slot].center, True)
            taco = attackers[slot]
            if taco != NO_TACO:
                out[taco] = Spot(*board.attackers[slot].center, False)
    return out


class FightCards:
    """Keeps the card layer in step with the rules; `stamps` holds the verdict a taco shows
    while it flies off."""

    def __init__(self, layer: CardLayer, tweens: TweenRunner, place: Place) -> None:
        self.layer = layer
        self.tweens = tweens
        self.place = place
        self.stamps: dict[int | str, str] = {}

    def sync(self, shown: Mapping[int, Spot], animate: bool = True,
             origins: Mapping[int, Spot] | None = None,
             leaving: Mapping[int, Leaving] | None = None) -> None:
        """Every shown card toward its spot: new ones from `origins` (else in place), cards
        gone from sight fly to where `leaving` says."""
        origins = origins or {}
        leaving = leaving or {}
        sprites = self.layer.sprites
        for card in list(sprites):
            if card in shown:
                continue
            gone = sprites.pop(card)
            if animate and card in leaving:
                away = leaving[card]
                self.fly(gone, self.place(away.to), away.delay)
        for card, spot in shown.items():
            found = sprites.get(card)
            if found is not None:
                sprite = found
            else:
                start = origins.get(card, spot) if animate else spot
                sprite = sprites[card] = self.layer.make_sprite(card, (start.x, start.y),
                                                                start.face_up)
            if not animate:
                sprite.x, sprite.y, sprite.face_up, sprite.flip = spot.x, spot.y, spot.face_up, 1.0
                continue
            if (sprite.x != spot.x or sprite.y != spot.y) and \
                    (round(sprite.x), round(sprite.y)) != (round(spot.x), round(spot.y)):
                sprite.move_to(self.tweens, spot.x, spot.y, 0.0, MOVE_SECONDS)
            if sprite.face_up != spot.face_up:
                sprite.flip_to(self.tweens, spot.face_up)
        self.layer.order = list(sprites)

    def fly(self, sprite: CardSprite, to: tuple[float, float], delay: float = 0.0) -> None:
        """A card leaving sight goes to its new place, shrinks and fades."""
        sprite.lift = 0.0
        self.layer.flying.append(sprite)
        sprite.move_to(self.tweens, to[0], to[1], delay, FLY_SECONDS)
        self.tweens.add(sprite, "scale", FLY_SHRINK, FLY_SECONDS, delay=delay)
        self.tweens.add(sprite, "alpha", 0.0, FADE_SECONDS, delay=delay + FADE_AFTER,
                        on_done=partial(self._landed, sprite))

    def fly_new(self, card: int, start: tuple[float, float], to: tuple[float, float],
                delay: float) -> None:
        """A face-down card that appears only when its move starts (grabs, gifts, the deal)."""
        if delay <= 0:
            self._fly_now(card, start, to)
            return
        self.tweens.wait(delay, partial(self._fly_now, card, start, to))

    def _fly_now(self, card: int, start: tuple[float, float], to: tuple[float, float]) -> None:
        self.fly(self.layer.make_sprite(card, start, False), to)

    def _landed(self, sprite: CardSprite) -> None:
        flying = self.layer.flying
        if sprite in flying:
            flying.remove(sprite)
        if not any(f.id == sprite.id for f in flying):
            self.stamps.pop(sprite.id, None)

    def settle(self) -> None:
        """Every card where it is (the window changed scale: the faces are made again)."""
        self.layer.clear()
