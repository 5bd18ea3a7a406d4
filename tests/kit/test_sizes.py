"""The card-size family: named members of one shape, full size where cards are held and played,
each readable member big enough for 16 px digits and 24 px icons."""

from __future__ import annotations

import pytest

from tabletop.kit import sizes
from tabletop.kit.sizes import (
    ASPECT,
    ASPECT_SLACK,
    FAMILY,
    FIGHT,
    FULL,
    MIN_DIGIT_PX,
    PEEK,
    by_name,
    fan_step,
    largest_fitting,
)


def test_full_is_the_card_a_player_holds() -> None:
    assert FULL.size == (120, 168)
    assert FAMILY[0] is FULL


def test_every_member_has_a_card_shape_and_its_own_name() -> None:
    assert len({m.name for m in FAMILY}) == len(FAMILY)
    assert len({m.size for m in FAMILY}) == len(FAMILY)
    for member in FAMILY:
        assert abs(member.height / member.width - ASPECT) <= ASPECT_SLACK * ASPECT, member


def test_members_go_from_biggest_to_smallest() -> None:
    widths = [m.width for m in FAMILY]
    assert widths == sorted(widths, reverse=True)


def test_taco_fight_has_its_own_member() -> None:
    assert by_name("fight") is FIGHT
    assert FIGHT.readable


def test_a_readable_member_keeps_full_size_digits_of_23_px_at_16_or_more() -> None:
    """A face drawn for FULL with 23 px digits (Taco Loco's corner index) stays readable
    at every readable member; the peek size is for backs only."""
    for member in FAMILY:
        if member.readable:
            assert member.digit_px(23) >= MIN_DIGIT_PX, member
    assert not PEEK.readable


def test_unknown_name_says_which_names_exist() -> None:
    with pytest.raises(KeyError, match="full, table"):
        by_name("huge")


def test_largest_fitting() -> None:
    assert largest_fitting(500, 500) is FULL
    assert largest_fitting(119, 500) is sizes.TABLE
    assert largest_fitting(90, 120) is FIGHT          # the smallest readable one, when none fits
    assert largest_fitting(70, 100, readable=False) is PEEK


def test_fan_step_fills_the_room_without_hiding_the_corner() -> None:
    assert fan_step(FULL, 1, 100) == FULL.width + 10
    assert fan_step(FULL, 5, 2000) == FULL.width + 10
    assert fan_step(FULL, 5, 120 + 4 * 60) == 60
    assert fan_step(FULL, 20, 300) == FULL.width / 3
