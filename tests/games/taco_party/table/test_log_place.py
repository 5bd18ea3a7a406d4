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


@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_logs_lines_read_at_body_size_and_three_fit_at_least(players):
    """"What happened" is read often: its lines are never small (18 px: their letters stand
    14 px and more at 1280x720), its title larger, and even the short panel beside your plate
    (three and four seats) holds three lines."""
    from tabletop.games.taco_party.table import draw
    from tests.scenes.layout_checks import texts_drawn

    services = headless_services()
    stack, table = fullest_tables(players, "tallest", services)
    full_history(table)
    assert draw.LOG_TEXT >= 18 and draw.LOG_TITLE > draw.LOG_TEXT
    assert services.fonts.font(draw.LOG_TEXT).get_ascent() >= 14
    from tabletop.games.taco_party.table.view_model import LOG_FOOT, LOG_HEAD, LOG_LINE

    box = table.model().log_box(12)
    assert (box.h - LOG_HEAD - LOG_FOOT) // LOG_LINE >= 3
    assert services.fonts.line_height(draw.LOG_TEXT) <= LOG_LINE
    zone = pygame.Rect(box_of(box))
    placed = texts_drawn(services, stack).placed
    lines = [p for p in placed if zone.contains(p.rect) and p.text != "What happened"]
    assert len(lines) >= 2
    assert all(p.rect.h >= services.fonts.line_height(draw.LOG_TEXT) - 1 for p in lines)


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_the_top_plates_tacos_keep_clear_of_the_log_moved_above_them(shape):
    """While a tutorial's coach stands over the log's own place (two seats), the log moves
    above the top plate, as wide as it (the map's `log-coached`: in a 242 px column beside
    the plate each line wrapped to two or three), and that plate lowers to the map's
    `seat-1-coached`, its tacos clear of the log; the log lies on no card and on no plate
    (it once floated inside Rosa's plate) and the other seats are as they were."""
    _, table = fullest_tables(2, shape)
    full_history(table)
    before = table.model()
    log = table.zones["log"]
    table.coach_covers(pygame.Rect(round(log.x), round(log.y), round(log.w), round(log.h)))
    model = table.model()
    moved = pygame.Rect(box_of(model.zone("log-coached")))
    top = next(s for s in range(2) if model.position_of(s) == 1)
    area = pygame.Rect(box_of(model.plate_area(top)))
    assert not area.colliderect(moved) and area.w >= 200
    for card in model.spots:
        assert not moved.colliderect(pygame.Rect(model.shown_rect(card))), card
    for seat in range(2):
        assert not moved.colliderect(pygame.Rect(box_of(model.seat_rect(seat)))), seat
    assert model.plate_area(1 - top) == before.plate_area(1 - top)
    table.coach_covers(None)
    assert table.model().plate_area(top) == before.plate_area(top)
