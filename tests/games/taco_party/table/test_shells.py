"""A taco's stack shows which card is the taco: a tortilla-coloured shell cradles its base (the
empty taco) and what stands in front of it, from the base's band down, under the cards; the
ingredients' bands above it are its filling. (The last review could not tell the base.)"""

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
            base = next(c for c in taco if model.data.card(c).kind == TACO)
            rect = model.shell_rect(seat, index)
            assert rect is not None and (seat, index) in shells
            column = model.column(seat, index)
            assert rect.bottom == pytest.approx(column.bottom)
            assert column.y - 0.01 <= rect.y < column.bottom
            if not model.fold_clips((seat,)).get(base):  # a base in sight: its band's top
                spot = model.spots[base]
                assert rect.y == pytest.approx(spot.y - spot.size.height / 2)
            assert shells[(seat, index)].z < draw.Z_CARDS
