"""While the row of tacos is short (none, one or two tacos: it still stands roomy beside the
plate), the felt right of it
holds the goal plate (a sum built of small cards and the game's goal in a line) instead of
lying bare: level with the new-taco slot, clear of the row, the empty row's outline, the
special cards' key, the seats and the hand; it goes when the row needs its felt."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.taco_loco.table import draw
from tabletop.games.taco_loco.table.goal_plate import SAID, example
from tabletop.games.taco_loco.table.view_model import NEW_TACO
from tests.games.taco_loco.table.test_empty_row import table_with_tacos
from tests.kit.layout import texts_of


def test_the_example_sums_to_the_perfect_sum_with_small_cards():
    for perfect in (6, 11, 15):
        parts = example(perfect)
        assert sum(parts) == perfect and all(1 <= p <= 6 for p in parts)
    assert example(11) == (4, 3, 4)


def opening(table, tacos: int):
    """`table` showing `tacos` tacos of 3 cards before anyone has taken a card."""
    import dataclasses

    from tests.games.taco_loco.table.test_layout import fullest

    obs = fullest(table, tacos, 3, None)
    obs = dataclasses.replace(obs, taken=(0,) * len(obs.names))
    table.observation_of = lambda seat: obs
    table.forget_worked_out()
    table.cards.clear()
    table.sync(animate=False)
    return table


@pytest.mark.parametrize("tacos", [0, 1, 2])
def test_the_goal_goes_for_good_once_a_card_is_taken(tacos):
    """The plate came and went between turns (three tacos: gone; one taken: back): it is the
    opening's, gone once anyone has taken a card, however short the row is then."""
    table = table_with_tacos(3, tacos, 3)  # (every seat has taken cards)
    assert table.model().goal is None
    assert not [e for e in table.elements(table.services.display.canvas)
                if e.key == "goal plate"]
    assert opening(table, tacos).model().goal is not None


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("tacos", [0, 1, 2, 4])
def test_a_short_row_has_the_goal_beside_it(players, tacos):
    table = opening(table_with_tacos(players, tacos, 3), tacos)
    model = table.model()
    shown = [e for e in table.elements(table.services.display.canvas) if e.key == "goal plate"]
    if tacos > 2:
        assert model.goal is None and not shown
        return
    assert model.goal is not None and len(shown) == 1
    goal = pygame.Rect(model.goal)
    slot = draw.new_slot_rect(model.columns[NEW_TACO])
    assert abs(goal.centery - slot.centery) <= 1
    for box in model.columns.values():
        assert goal.x >= pygame.Rect(box).right + 20
    assert goal.right < model.specials_zone.x
    for seat in model.seats:
        assert not goal.colliderect(pygame.Rect(seat))
    tray = draw.tray_rect(model)
    assert tray is not None and goal.bottom < tray.y
    rows = [e for e in table.elements(table.services.display.canvas) if e.key == "empty row"]
    assert all(not pygame.Rect(e.look.rect).colliderect(goal) for e in rows)
    texts = [t for t in texts_of(table.services, table) if goal.contains(t.rect)]
    said = {t.text for t in texts}
    assert "The goal" in said and SAID.format(sum=11) in said and "11" in said
    assert "11/11" not in said, "the sums' key's pill is its own: not said again"
    assert "give it away" not in SAID
