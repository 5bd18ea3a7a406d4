"""Dice placed on a counter card keep room around them: at least `ROOM` px clear of the order's
icons and of every word and number on the card (the art may be covered)."""

from __future__ import annotations

import pygame

from tabletop.games.crazy_taco.rules.cards import ORDER_KINDS
from tabletop.games.crazy_taco.table.view_model import (
    CARD_DICE_ROW,
    CARD_DIE,
    FULL,
    card_dice_points,
)
from tests.games.crazy_taco.table.test_layout import table_after

ROOM = 4


def test_dice_on_a_counter_card_keep_clear_of_its_order_and_words():
    table, _, _ = table_after(1, 0, 7)
    faces, data = table.faces, table.data
    orders = [c for c in data.cards.values() if getattr(c, "kind", "") in ORDER_KINDS]
    assert orders
    card_rect = pygame.Rect(0, 0, *FULL)
    points = card_dice_points(FULL[0] / 2, FULL[1] / 2, CARD_DICE_ROW)
    dice = [pygame.Rect(int(x - CARD_DIE / 2), int(y - CARD_DIE / 2), CARD_DIE, CARD_DIE)
            for x, y in points]
    for card in orders:
        for part, rect in faces.layout(card, FULL):
            if part == "art":
                continue
            for die in dice:
                assert card_rect.contains(die)
                assert not die.inflate(2 * ROOM, 2 * ROOM).colliderect(rect), (card.id, part)
