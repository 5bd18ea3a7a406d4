"""The "What happened" panel has a place of its own at every seat count: it lies on no plate,
on no card of the hand, the middle or the step panel, at every text size."""

import pygame
import pytest

from tabletop.games.taco_party.table.view_model import box_of
from tests.games.taco_party.table.fullest import SHAPES, full_history, fullest_tables
from tests.scenes.every_scene import TEXT_SIZES
from tests.scenes.helpers import headless_services


@pytest.mark.parametrize("scale", TEXT_SIZES)
@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_the_log_lies_on_no_plate_and_no_card(scale, players, shape):
    services = headless_services()
    services.fonts.set_scale(scale)
    _, table = fullest_tables(players, shape, services)
    full_history(table)
    model = table.model()
    elements = table.elements(pygame.Surface((1280, 720)))
    panel = pygame.Rect(next(e for e in elements if e.key == "log").look.zone)
    assert panel.h > 0
    for seat in range(players):
        assert not panel.colliderect(pygame.Rect(box_of(model.seat_rect(seat)))), seat
    for zone in ("hand", "centre", "deck", "discard", "steps"):
        assert not panel.colliderect(pygame.Rect(box_of(model.zone(zone)))), zone
    for card in model.spots:  # what shows of it: a folded taco's strip is its band alone
        assert not panel.colliderect(pygame.Rect(model.shown_rect(card))), card
