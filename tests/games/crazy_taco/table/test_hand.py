"""The customer player's hand feels like a hand: fanned with the kit's `hand.fan`, the hovered
card lifts, the marked (picked) ones rise higher."""

from __future__ import annotations

import pygame

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.input import intents as it
from tabletop.kit.hand import HOVER_LIFT, PICKED_LIFT
from tests.games.crazy_taco.table.test_view import human_turn, start
from tests.scenes.helpers import send


def customer_table():
    stack, table, match = start((Seat("Bot", BOT), Seat("Cara", HUMAN)), seed=8)
    assert human_turn(stack, table)
    assert table.model().hand_open
    return stack, table, match


def test_the_customer_players_hand_is_fanned_on_an_arc():
    stack, table, match = customer_table()
    model = table.model()
    spots = [model.cards[card] for card in model.obs.hand]
    assert len(spots) >= 3
    assert spots[0].angle > 0 > spots[-1].angle  # tilted outward, like a hand held
    assert spots[0].y > spots[len(spots) // 2].y  # on an arc
    assert [table.cards.sprites[c].angle for c in model.obs.hand] == [s.angle for s in spots]


def test_the_hovered_card_lifts_and_a_marked_one_rises_above_it():
    stack, table, match = customer_table()
    model = table.model()
    first, second = model.obs.hand[0], model.obs.hand[1]
    spot = model.cards[second]
    send(stack, it.PointerMove((int(spot.x), int(spot.y) + 40)))
    assert table.card_lifts(table.model()).get(second) == HOVER_LIFT
    table.input.marked = [first]
    lifts = table.card_lifts(table.model())
    assert lifts[first] == PICKED_LIFT > lifts[second]


def test_the_open_hand_covers_no_zones_title():
    """The drawer lies over the kitchen and the storeroom only: the rest room's, the bonus
    zone's and the Extra area's titles (and the Extra pile's count) show above their zones."""
    from tabletop.games.crazy_taco.table.board import title_strip

    stack, table, match = customer_table()
    keys = [e.key for e in table.elements(table.services.display.canvas)]
    assert "hand drawer" in keys and "extra pile" in keys
    drawer = pygame.Rect(table.board.box("hand"))
    for name in ("rest-room", "bonus-zone", "extra-area", "fine-area", "task-zone",
                 "extra-pile"):
        box = table.board.box(name)
        shown = title_strip(box) if name != "extra-pile" else pygame.Rect(box)
        assert not drawer.colliderect(shown), name
