"""An empty table's row of tacos is an outlined place named at its top, the new-taco slot in
it, clear of the seats, the pile, the special cards' key and the hand's tray (a table with a
taco on it has no such outline)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.taco_loco.table import draw
from tabletop.games.taco_loco.table.view_model import NEW_TACO
from tests.games.taco_loco.table.test_layout import NAMES, fullest, staged
from tests.games.taco_loco.table.test_view import on_your_turn
from tests.kit.layout import texts_of


def table_with_tacos(players: int, tacos: int, cards: int):
    """A table on the human's turn showing `tacos` tacos of `cards` cards each (five seats:
    with their history's long lines)."""
    stack, table, match = on_your_turn(NAMES[:players])
    obs = fullest(table, tacos, cards, None)
    if players == 5:
        staged(table, obs)
    else:
        table.observation_of = lambda seat: obs
        table.forget_worked_out()
        table.cards.clear()
        table.sync(animate=False)
    return table


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("tacos", [0, 1])
def test_an_empty_tables_row_is_an_outlined_named_place(players, tacos):
    table = table_with_tacos(players, tacos, 1)
    model = table.model()
    rows = [e for e in table.elements(table.services.display.canvas) if e.key == "empty row"]
    if tacos:
        assert not rows
        return
    assert len(rows) == 1
    row = pygame.Rect(rows[0].look.rect)
    assert row.contains(draw.new_slot_rect(model.columns[NEW_TACO]))
    for seat in model.seats:
        assert not row.colliderect(pygame.Rect(seat))
    pile = table.layout.zone("table", "pile")
    assert row.x > pile.x + pile.width / 2 + 66  # (the pile's cards are 132 wide)
    assert row.right < model.specials_zone.x
    tray = draw.tray_rect(model)
    assert tray is not None and row.bottom < tray.y
    said = [t for t in texts_of(table.services, table)
            if t.text == "No taco on the table: the next card starts one."]
    assert len(said) == 1 and row.contains(said[0].rect)
