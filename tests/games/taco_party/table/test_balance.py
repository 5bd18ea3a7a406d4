"""The Taco Party table is balanced: the plates take no more of the felt's width than the
column of the middle, the steps and the hand (the last review found empty plates on the left
and a crammed right column), the middle's cards stand apart with room for their glows, and
a plate's few tacos stand centred on it, each score chip under its own taco."""

from __future__ import annotations

import pytest

from tabletop.games.taco_party.table.view_model import MIDDLE, MIDDLE_GAP
from tests.games.taco_party.table.fullest import fullest_tables
from tests.games.taco_party.table.test_view import start
from tests.scenes.helpers import headless_services


@pytest.mark.parametrize("players", (2, 3, 4))
def test_your_plate_is_no_wider_than_the_column_beside_it(players):
    stack, table = fullest_tables(players, "many tacos", headless_services())
    model = table.model()
    plate, hand = model.zone("seat-0"), model.zone("hand")
    assert plate.w <= hand.w
    assert model.zone("steps").w == hand.w and model.zone("centre").right == hand.right


@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_middles_cards_stand_apart(players):
    stack, table = fullest_tables(players, "many tacos", headless_services())
    model = table.model()
    xs = [x for x, _ in model.centre_points()]
    assert len(xs) == 4
    assert all(b - a >= MIDDLE.width + MIDDLE_GAP - 0.01 for a, b in zip(xs, xs[1:], strict=False))
    label = model.middle_label_box()
    assert xs[0] - MIDDLE.width / 2 >= label.x + label.w


def test_a_plates_few_tacos_stand_centred_each_chip_under_its_own():
    from tabletop.core.game import BOT, HUMAN, Seat
    from tabletop.games.taco_party.table.view_model import PROGRESS_GAP

    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    model = table.model()
    for seat in range(2):
        area = model.plate_area(seat)
        tacos = len(model.obs.plates[seat]) + (1 if seat == model.viewer else 0) \
            + len(model.taco_places(seat))  # the row with its slot or its empty places
        lefts = [model.fits[seat].column_x(i) for i in range(tacos)]
        right = lefts[-1] + model.fits[seat].size.width
        checklist = model.progress_box(seat)  # your plate's: the row centred left of it
        end = area.right if checklist is None else checklist.x - PROGRESS_GAP
        assert abs((lefts[0] - area.x) - (end - right)) <= 1.0
    rims = [e for e in table.elements(table.services.display.canvas)
            if isinstance(e.key, tuple) and e.key[0] == "rim"]
    for rim in rims:
        seat = rim.key[1]
        for chip, taco in zip(rim.look.chips, range(len(model.obs.plates[seat])), strict=True):
            column = model.column(seat, taco)
            assert column.x <= chip.x <= column.right


@pytest.mark.parametrize("players", (2, 3, 4))
def test_five_tall_tacos_and_the_new_taco_slot_stand_apart_on_your_plate(players):
    """Balance never costs a late game its room: five tacos and the slot for a sixth (a
    common end of a two- or three-player game) stand side by side, none over another."""
    from tabletop.games.taco_party.table.plate_layout import fan_plate

    stack, table = fullest_tables(players, "many tacos", headless_services())
    model = table.model()
    fit = fan_plate(model.plate_area(model.viewer), [9, 8, 7, 6, 5, 1])
    columns = [fit.column(i, cards) for i, cards in enumerate((9, 8, 7, 6, 5, 1))]
    assert all(a.right <= b.x + 0.01 for a, b in zip(columns, columns[1:], strict=False))
    assert columns[-1].right <= model.plate_area(model.viewer).right + 0.01


def test_the_other_plate_at_two_seats_shows_its_empty_taco_places():
    """A reviewer found the other player's plate bare felt round one empty taco at the start
    (two seats): it shows empty places up to the tacos that end the game, in its tacos' row
    after them, each on the plate and drawn by an element of its own whose rect holds it."""
    import pygame

    from tabletop.core.game import BOT, HUMAN, Seat

    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    model = table.model()
    other = 1 - model.viewer
    places = model.taco_places(other)
    tacos = len(model.obs.plates[other])
    assert len(places) == model.obs.tacos_to_end - tacos >= 1
    area, column = model.plate_area(other), model.column(other, tacos - 1)
    drawn = {e.key: e for e in table.elements(table.services.display.canvas)}
    for i, place in enumerate(places):
        assert area.x <= place.x and place.right <= area.right and place.bottom <= area.bottom
        assert place.x >= column.right and place.bottom == pytest.approx(column.bottom)
        element = drawn[("taco place", other, i)]
        assert element.rect.contains(pygame.Rect(round(place.x), round(place.y),
                                                 round(place.w), round(place.h)))
    assert model.taco_places(model.viewer) == []  # your own plate has its new-taco slot


@pytest.mark.parametrize("players", (3, 4))
def test_the_top_bands_plates_show_their_empty_taco_places_at_the_start(players):
    """A reviewer found the top band's plates at the start (four seats, 1080p) three wide
    areas each holding one small card over a long empty rim: each other plate shows its empty
    places up to the tacos that end the game, after its tacos, on the plate."""
    from tabletop.core.game import BOT, HUMAN, Seat

    names = ("Ana", "Rosa", "Diego", "Lupe")[:players]
    stack, table, match = start(tuple(Seat(n, HUMAN if i == 0 else BOT)
                                      for i, n in enumerate(names)))
    model = table.model()
    drawn = {e.key for e in table.elements(table.services.display.canvas)}
    for seat in range(players):
        if seat == model.viewer:
            assert model.taco_places(seat) == []
            continue
        places = model.taco_places(seat)
        tacos = len(model.obs.plates[seat])
        assert len(places) == model.obs.tacos_to_end - tacos >= 1, seat
        area, column = model.plate_area(seat), model.column(seat, tacos - 1)
        for i, place in enumerate(places):
            assert area.x <= place.x and place.right <= area.right
            assert place.x >= column.right
            assert ("taco place", seat, i) in drawn


@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_others_empty_taco_places_are_quiet(players):
    """No card can be played on another player's empty taco place: it says nothing (its "New
    taco" wrapped to two lines in the narrow plates of 3-4 seats, and read as noise) and is
    fainter than your own new-taco slot off your turn; only your own slot says "New taco"."""
    from tabletop.core.game import BOT, HUMAN, Seat
    from tabletop.games.taco_party.table import draw
    from tests.scenes.layout_checks import texts_drawn

    names = ("Ana", "Rosa", "Diego", "Lupe")[:players]
    stack, table, match = start(tuple(Seat(n, HUMAN if i == 0 else BOT)
                                      for i, n in enumerate(names)))
    model = table.model()
    drawn = {e.key: e for e in table.elements(table.services.display.canvas)}
    places = [e for key, e in drawn.items()
              if isinstance(key, tuple) and key[0] == "taco place"]
    assert places
    assert all("New taco" not in e.look for e in places)
    assert draw.PLACE_DIM < draw.SLOT_DIM
    said = [text for text in texts_drawn(table.services, stack).rendered
            if text == "New taco"]
    assert len(said) == 1  # your own slot's
    assert model.taco_places(model.viewer) == []
