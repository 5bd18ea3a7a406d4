"""Taco Party's hand feels like a hand: fanned with the kit's `hand.fan`, the hovered card
lifts, the picked one rises higher, and a lifted card slides under the step buttons."""

from __future__ import annotations

import pygame

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.taco_party.table.view_model import box_of
from tabletop.input import intents as it
from tabletop.kit.hand import HOVER_LIFT, PICKED_LIFT, turned_half_height
from tests.games.taco_party.table.test_view import buttons, human_turn, start
from tests.scenes.helpers import send


def test_the_hand_is_fanned_on_an_arc_each_card_tilted_outward():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    assert human_turn(stack, table)
    model = table.model()
    spots = [model.spots[card] for card in model.hand]
    assert len(spots) >= 3
    assert spots[0].angle > 0 > spots[-1].angle
    assert spots[0].y > spots[len(spots) // 2].y
    assert all(table.cards.sprites[c].rest_angle == model.spots[c].angle for c in model.hand)


def test_the_hovered_card_lifts_and_the_picked_one_rises_above_it():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    assert human_turn(stack, table)
    model = table.model()
    first, second = model.hand[0], model.hand[1]
    spot = model.spots[second]
    send(stack, it.PointerMove((int(spot.x), int(spot.y) + 40)))
    lifts = table.input.lifts(table.model(), table.my_turn())
    assert lifts.get(second) == HOVER_LIFT
    table.input.selected = first
    lifts = table.input.lifts(table.model(), table.my_turn())
    assert lifts[first] == PICKED_LIFT > lifts.get(second, 0) >= 16


def test_the_fan_keeps_inside_the_hand_zone_and_a_lifted_card_slides_under_the_buttons():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    assert human_turn(stack, table)
    table.tweens.finish_all()
    model = table.model()
    zone = pygame.Rect(box_of(model.zone("hand")))
    for card in model.hand:
        spot = model.spots[card]
        assert spot.y + turned_half_height(spot.angle) <= zone.bottom  # clear of the bottom bar
    elements = table.elements(table.services.display.canvas)
    z_buttons = [e.z for e in elements if str(e.key).startswith("step:")]
    z_hand = [e.z for e in elements if e.key in [("card", c) for c in model.hand]]
    assert buttons(table) and z_buttons and z_hand and min(z_buttons) > max(z_hand)


def test_the_hand_is_dimmed_while_another_seat_is_on_turn():
    """As Taco Loco's: bright on your turn, dimmed (still readable) while a bot plays; a card
    that leaves the hand is never left dim."""
    from tabletop.games.taco_party.table import draw

    canvas = pygame.Surface((1280, 720))
    for seed in range(1, 20):  # a deal where the bot plays first: the human's hand waits
        stack, table, match = start((Seat("Rosa", BOT), Seat("Ana", HUMAN)), seed=seed)
        if not table.my_turn() and table.model().hand:
            break
    assert not table.my_turn()
    table.elements(canvas)
    hand = set(table.model().hand)
    assert hand and all(table.cards.sprites[c].alpha == draw.HAND_DIM for c in hand)
    assert human_turn(stack, table)
    table.elements(canvas)
    assert all(table.cards.sprites[c].alpha == 255 for c in table.model().hand), "on turn"
    assert all(s.alpha != draw.HAND_DIM for s in table.cards.sprites.values())
