"""Where the table puts cards: tacos stacked as the rulebook says, squeezed, never outside."""

from tabletop.games.taco_party.table.plate_layout import (
    LARGE,
    SIZES,
    SMALL,
    Rect,
    display_order,
    fan_plate,
    first_fit,
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
        fit = first_fit(area, [height, 3, 2], 1, SIZES) or fan_plate(area, [height, 3, 2, 1])
        sizes.append(SIZES.index(fit.size))
        for index, cards in enumerate((height, 3, 2)):
            column = fit.column(index, cards)
            assert column.y >= area.y - 0.01 and column.bottom <= area.bottom + 0.01
            assert column.x >= area.x and column.right <= area.right + 0.01
    assert sizes == sorted(sizes) and sizes[0] == SIZES.index(LARGE)


def test_a_tall_taco_keeps_one_column_its_newest_bands_a_tab_and_its_front_card():
    area = Rect(0, 0, 500, 240)
    fit = fan_plate(area, [12, 2])
    assert fit.per_column >= 4 and fit.band(12) == fit.size.band
    column = fit.column(0, 12)
    assert column.bottom <= area.bottom + 0.01 and column.y >= area.y - 0.01
    assert column.w == fit.size.width
    assert fit.hidden_of(12) == 12 - fit.per_column + 1 and fit.hidden_of(2) == 0
    rows = fit.rows_of(12)
    tab = fit.tab_row(12)
    assert rows[:tab] == list(range(tab))  # the newest cards' bands first
    assert rows.count(tab) == fit.hidden_of(12)  # then the tucked ones, behind the tab
    assert rows[-1] == fit.per_column - 1  # the front card last, whole above the rim
    centres = fit.card_centres(0, 12)
    assert len({x for x, _ in centres}) == 1
    assert centres[-1][1] + fit.size.height / 2 <= area.bottom + 0.01
    place = fit.tab_rect(0, 12)
    assert place is not None and place.h == fit.band(12) + fit.extra_of(12)
    assert place.x == column.x and fit.extra_of(12) <= 0.4 * fit.size.band


def test_with_little_room_the_front_card_and_its_tab_stay_and_tacos_close_up():
    area = Rect(0, 0, 300, 200)
    fit = fan_plate(area, [12, 8, 3], sizes=(SMALL,))
    assert fit.band(12) == SMALL.band
    for index, cards in enumerate((12, 8, 3)):
        assert (fit.tab_rect(index, cards) is not None) == (cards > fit.per_column)
        for _x, y in fit.card_centres(index, cards):
            assert y - SMALL.height / 2 >= area.y - 0.01
            assert y + SMALL.height / 2 <= area.bottom + 0.01
        assert fit.column(index, cards).right <= area.right + 0.01


def test_a_row_of_cards_is_centred_and_squeezed_when_too_wide():
    assert row_positions(Rect(0, 0, 500, 100), 2, 100, 10) == [195.0, 305.0]
    xs = row_positions(Rect(0, 0, 300, 100), 5, 100, 10)
    assert xs[0] == 50 and xs[-1] == 250
