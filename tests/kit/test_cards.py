"""The kit's card layer: what a game may ask of it beyond the defaults (per-card delays, cards
that start face up, cards that change with their place, flights, cards cut off by a clip)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.kit.cards import FLY_SECONDS, CardLayer, Flight, Spot, card_element
from tabletop.ui.card_sprite import CardSprite
from tabletop.ui.tween import TweenRunner


def surface(colour: tuple[int, int, int], size: tuple[int, int] = (40, 56)) -> pygame.Surface:
    picture = pygame.Surface(size)
    picture.fill(colour)
    return picture


FACE, BACK, SHADOW = surface((200, 40, 40)), surface((40, 40, 200)), surface((0, 0, 0), (52, 68))


def make(card: int, pos: tuple[float, float], face_up: bool) -> CardSprite:
    return CardSprite(card, FACE, BACK, SHADOW, pos, face_up)


def tweens_of(runner: TweenRunner, sprite: CardSprite, attr: str):
    return [t for t in runner.tweens if t.target is sprite and t.attr == attr]


def test_cards_set_off_when_their_delays_say_and_flip_then_too():
    runner = TweenRunner()
    layer = CardLayer(make, runner)
    layer.sync({1: Spot(10, 10, False), 2: Spot(20, 10, False)}, False, {}, (0, 0))
    layer.sync({1: Spot(100, 10, True), 2: Spot(200, 10, True)}, True, {}, (0, 0), delay=0.1,
               delays={1: 0.5, 2: 0.2})
    for card, wanted in ((1, 0.6), (2, 0.3)):
        sprite = layer.sprites[card]
        assert [t.delay for t in tweens_of(runner, sprite, "x")] == [pytest.approx(wanted)]
        assert [t.delay for t in tweens_of(runner, sprite, "flip")] == [pytest.approx(wanted)]


def test_without_delays_cards_set_off_one_after_another():
    runner = TweenRunner()
    layer = CardLayer(make, runner)
    layer.sync({1: Spot(10, 10, True), 2: Spot(20, 10, True)}, False, {}, (0, 0))
    layer.sync({1: Spot(100, 10, True), 2: Spot(200, 10, True)}, True, {}, (0, 0))
    delays = [tweens_of(runner, layer.sprites[c], "x")[0].delay for c in (1, 2)]
    assert delays[0] == 0.0 and delays[1] > 0.0


def test_new_cards_start_face_up_only_where_they_were_seen():
    layer = CardLayer(make, TweenRunner())
    layer.sync({1: Spot(10, 10, True), 2: Spot(20, 10, True)}, True, {1: (5, 5)}, (0, 0),
               start_up={1: True})
    assert layer.sprites[1].face_up and (layer.sprites[1].x, layer.sprites[1].y) == (5, 5)
    assert not layer.sprites[2].face_up  # from the deal, face down until it lands


def test_fit_sees_every_card_but_the_held_one_before_it_moves():
    seen = []
    layer = CardLayer(make, TweenRunner())
    spots = {1: Spot(10, 10, True), 2: Spot(20, 10, True)}
    layer.sync(spots, False, {}, (0, 0), fit=lambda s, spot, animate: seen.append(
        (s.id, spot, animate, (s.x, s.y))))
    layer.sync(spots, True, {}, (0, 0), held=2, fit=lambda s, spot, animate: seen.append(
        (s.id, spot, animate, (s.x, s.y))))
    assert [(card, animate) for card, _, animate, _ in seen] == [(1, False), (2, False),
                                                                 (1, True)]
    assert seen[0][1] == spots[1]


def test_a_flight_sets_how_a_card_leaves_sight():
    runner = TweenRunner()
    layer = CardLayer(make, runner)
    layer.sync({1: Spot(10, 10, True)}, False, {}, (0, 0))
    sprite = layer.sprites[1]
    layer.send_away(1, (300, 0), True, 0.1, Flight(seconds=0.4, shrink=0.5, fade_at=0.3,
                                                   fade=0.16))
    assert layer.flying == [sprite] and 1 not in layer.sprites
    (move,), (scale,), (alpha,) = (tweens_of(runner, sprite, a) for a in ("x", "scale", "alpha"))
    assert (move.duration, scale.end, scale.duration) == (0.4, 0.5, 0.4)
    assert (alpha.delay, alpha.duration) == (pytest.approx(0.4), 0.16)
    runner.finish_all()
    assert layer.flying == []


def test_fly_makes_its_sprites_as_asked_and_keeps_the_old_flight_by_default():
    runner = TweenRunner()
    layer = CardLayer(make, runner)
    made = []

    def other(card, pos, face_up):
        made.append(card)
        return make(card, pos, face_up)

    layer.fly((7,), {}, (50, 50), False, (0, 0), make=other)
    layer.fly((8,), {}, (50, 50), False, (0, 0))
    assert made == [7]
    default = layer.flying[1]
    assert tweens_of(runner, default, "x")[0].duration == FLY_SECONDS
    assert tweens_of(runner, default, "scale")[0].end == 0.35


def test_a_clipped_card_draws_inside_its_clip_and_the_canvas_clip_only():
    canvas = pygame.Surface((200, 200))
    canvas.fill((0, 0, 0))
    sprite = make(1, (100, 100), True)
    clip = pygame.Rect(0, 0, 200, 100)
    element = card_element(sprite, 1.0, clip=clip)
    assert clip.contains(element.rect)
    assert element.look != card_element(sprite, 1.0).look
    region = pygame.Rect(90, 0, 20, 200)
    canvas.set_clip(region)
    element.paint(canvas)
    assert canvas.get_clip() == region  # the canvas's own clip comes back
    canvas.set_clip(None)
    assert canvas.get_at((100, 95))[:3] == (200, 40, 40)  # the face, above the clip's edge
    assert canvas.get_at((100, 105))[:3] == (0, 0, 0)    # below it: cut off
    assert canvas.get_at((85, 95))[:3] == (0, 0, 0)      # outside the region drawn


@pytest.mark.parametrize("k", [1.0, 1.5, 3.0])
def test_a_cards_reach_holds_every_pixel_it_draws_however_it_turns_flips_or_lifts(k):
    """The reach is what the canvas redraws when a card moves: a pixel drawn outside it would
    stay behind as a smear. It is tight (no highlight room without a highlight, only as wide
    as a flip shows the face), so each state is drawn and checked."""
    from itertools import product

    from tabletop.kit.cards import card_reach
    from tabletop.ui.layer import device_rect, new_surface

    def filled(size: tuple[int, int], colour: tuple[int, int, int, int]) -> pygame.Surface:
        picture = new_surface(size, pygame.SRCALPHA, k)
        picture.fill(colour)
        return picture

    face, shadow = filled((40, 56), (200, 40, 40, 255)), filled((52, 68), (0, 0, 0, 90))
    canvas = new_surface((240, 240), pygame.SRCALPHA, k)
    states = product((1.0, 0.7, 0.31, 0.04), (0.0, 12.0), (0.0, 8.0, -13.0),
                     (None, (250, 200, 0)), (1.0, 0.6), ((120.0, 120.0), (119.5, 121.25)))
    for flip, lift, angle, highlight, scale, (x, y) in states:
        sprite = CardSprite(1, face, face, shadow, (x, y), True)
        sprite.flip, sprite.lift, sprite.angle, sprite.rest_angle = flip, lift, angle, angle
        sprite.highlight, sprite.scale = highlight, scale
        canvas.fill((0, 0, 0, 0))
        sprite.draw(canvas)
        drawn = pygame.Surface.get_bounding_rect(canvas)
        reach = device_rect(card_reach(sprite), k)
        assert reach.contains(drawn), (flip, lift, angle, highlight, scale, x, y, reach, drawn)
