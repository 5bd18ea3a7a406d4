"""Where the table puts cards: tacos stacked as the rulebook says, squeezed, never outside."""

from tabletop.games.taco_party.table.plate_layout import (
    LARGE,
    SIZES,
    TINY,
    Rect,
    display_order,
    fit_plate,
    half_hidden,
    row_positions,
)
from tests.games.taco_party.helpers import Box, real_data


def test_new_ingredients_go_behind_and_outfit_and_topper_in_front():
    data = real_data()
    box = Box(data)
    taco = [0, box.take("meat"), box.take("outfit"), box.take("cheese"), box.take("lettuce"),
            box.take("topper")]
    shown = display_order(data, taco)
    # top of the screen first: the newest ingredient, then older ones, the taco, outfit, topper
    assert shown == [taco[4], taco[3], taco[1], taco[0], taco[2], taco[5]]


def test_a_plate_shrinks_its_cards_as_tacos_grow_and_stays_inside_its_area():
    area = Rect(10, 100, 700, 330)
    sizes = []
    for height in range(1, 19):
        fit = fit_plate(area, [height, 3, 2], extra_columns=1)
        sizes.append(SIZES.index(fit.size))
        for index, cards in enumerate((height, 3, 2)):
            column = fit.column(index, cards)
            assert column.y >= area.y - 0.01 and column.bottom <= area.bottom + 0.01
            assert column.x >= area.x and column.right <= area.right
            centres = fit.card_centres(index, cards)
            assert [round(y) for _, y in centres] == sorted(round(y) for _, y in centres)
    assert sizes == sorted(sizes) and sizes[0] == SIZES.index(LARGE)


def test_a_very_tall_taco_keeps_every_band_in_order_but_squeezed():
    area = Rect(0, 0, 400, 160)
    fit = fit_plate(area, [16], sizes=SIZES[1:], hide=half_hidden)
    assert fit.size == TINY and fit.sunk == TINY.height // 2
    band = fit.band(16)
    assert 4 <= band < TINY.band
    assert abs(fit.column(0, 16).h - area.h) < 1


def test_many_tacos_squeeze_across_the_plate():
    area = Rect(0, 0, 300, 200)
    fit = fit_plate(area, [2] * 7, sizes=SIZES[1:], hide=half_hidden)
    assert fit.size == TINY and fit.column(6, 2).right <= area.right + 0.01


def test_a_row_of_cards_is_centred_and_squeezed_when_too_wide():
    assert row_positions(Rect(0, 0, 500, 100), 2, 100, 10) == [195.0, 305.0]
    xs = row_positions(Rect(0, 0, 300, 100), 5, 100, 10)
    assert xs[0] == 50 and xs[-1] == 250
