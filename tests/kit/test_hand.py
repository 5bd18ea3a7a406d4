"""A hand is fanned: an arc, the middle card highest, each card tilted outward, at rest
after a drag; a hovered card lifts and the picked one rises higher."""

from __future__ import annotations

import pygame

from tabletop.kit.cards import CardLayer, Spot, card_reach
from tabletop.kit.hand import HOVER_LIFT, PICKED_LIFT, fan
from tabletop.kit.sizes import FULL
from tabletop.ui.card_sprite import CardSprite
from tabletop.ui.tween import TweenRunner


def test_a_fan_arcs_and_tilts_outward_symmetrically() -> None:
    spots = fan((640, 570), 5, 900)
    xs, ys, tilts = zip(*spots, strict=True)
    assert list(xs) == sorted(xs) and xs[2] == 640
    assert ys[2] == min(ys) and ys[0] == ys[4] > ys[1] == ys[3] > ys[2]
    assert tilts[0] > 0 > tilts[4] and tilts[2] == 0 and tilts[0] == -tilts[4]
    assert fan((640, 570), 1, 900) == [(640, 570, 0.0)]


def test_a_crowded_fan_keeps_each_corner_showing() -> None:
    spots = fan((640, 570), 12, 400)
    assert spots[1][0] - spots[0][0] >= FULL.width / 3


def test_the_picked_card_rises_above_a_hovered_one() -> None:
    assert PICKED_LIFT > HOVER_LIFT > 0


def make(card: int, pos: tuple[float, float], face_up: bool) -> CardSprite:
    face = pygame.Surface(FULL.size)
    return CardSprite(card, face, face, pygame.Surface((132, 180)), pos, face_up)


def test_fanned_cards_rest_tilted_and_settle_back_after_a_drag() -> None:
    layer = CardLayer(make, TweenRunner(1.0))
    layer.sync({1: Spot(100, 100, True, angle=8.0)}, False, {}, (0, 0))
    sprite = layer.sprites[1]
    assert sprite.angle == sprite.rest_angle == 8.0
    sprite.angle = -6.0  # as a drag leaves it
    for _ in range(30):
        layer.ease(1 / 60, {}, None, None)
    assert sprite.angle == 8.0


def test_a_tilted_cards_reach_covers_its_swung_corners() -> None:
    sprite = make(1, (300, 300), True)
    flat = card_reach(sprite)
    sprite.angle = 12.0
    tilted = card_reach(sprite)
    assert tilted.contains(flat) and tilted.w > flat.w
    canvas = pygame.Surface((600, 600), pygame.SRCALPHA)
    sprite.face.fill((255, 0, 0))
    sprite.draw(canvas)
    drawn = canvas.get_bounding_rect()
    assert tilted.contains(drawn)
