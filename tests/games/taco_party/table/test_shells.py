"""A taco's stack reads as one taco: a tortilla wraps its whole column under the cards, from the
top of its highest band (its newest filling, or the tab) to its foot, its base and
its fillings inside, what it wears in front. (One review could not tell the base; the next
read a stack as outfit, then shell, then fillings, not as a taco.)"""

from __future__ import annotations

import pytest

from tabletop.games.taco_party.rules.cards import TACO
from tabletop.games.taco_party.table import draw
from tests.games.taco_party.table.fullest import SHAPES, fullest_tables
from tests.scenes.helpers import headless_services


@pytest.mark.parametrize("players", (2, 4))
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_every_taco_has_a_shell_from_its_base_down_under_its_cards(players, shape):
    stack, table = fullest_tables(players, shape, headless_services())
    table.tweens.finish_all()
    model = table.model()
    elements = table.elements(table.services.display.canvas)
    shells = {e.key[1:]: e for e in elements if isinstance(e.key, tuple) and e.key[0] == "shell"}
    for seat in range(players):
        for index, taco in enumerate(model.obs.plates[seat]):
            assert any(model.data.card(c).kind == TACO for c in taco)
            rect = model.shell_rect(seat, index)
            assert rect is not None and (seat, index) in shells
            column = model.column(seat, index)
            assert rect.bottom == pytest.approx(column.bottom)
            assert rect.y == pytest.approx(column.y)  # every filling's band inside it
            highest = min(model.spots[c].y - model.spots[c].size.height / 2 for c in taco)
            assert rect.y == pytest.approx(highest)
            assert shells[(seat, index)].z < draw.Z_CARDS
