"""Nothing the table draws reaches the table's wooden edge: the active seat's pointers and
outline, the plates, the hand, the middle all stay on the felt, at every seat count."""

import pygame
import pytest

from tabletop.ui.felt_finish import LIP, RIM
from tests.games.taco_party.table.fullest import SHAPES, full_history, fullest_tables
from tests.scenes.helpers import headless_services

FELT = pygame.Rect(RIM + LIP, 0, 1280 - 2 * (RIM + LIP), 720)
"""Inside the wooden edge, left and right (the bars cover its top and bottom)."""


def painted(element) -> pygame.Rect:
    """What an element paints: a rim its rim and chips (its rectangle leaves room for chips
    a crowded rim would push out, which `_spread` keeps in), others their rectangle."""
    if isinstance(element.key, tuple) and element.key[0] == "rim":
        return pygame.Rect(element.look.rim).inflate(2, 2)
    return pygame.Rect(element.rect)


@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("human", (0, 1))
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_every_element_stays_on_the_felt(players, human, shape):
    stack, table = fullest_tables(players, shape, headless_services(), human=human)
    full_history(table)
    elements = table.elements(pygame.Surface((1280, 720)))
    assert any(isinstance(e.key, tuple) and e.key[0] == ("acting", 0) for e in elements)
    out = [e.key for e in elements if not FELT.contains(painted(e))]
    assert not out, out
