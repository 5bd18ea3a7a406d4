"""A game's setup: its yes/no options read the one way."""

from __future__ import annotations

from tabletop.core.game import HUMAN, GameSetup, Seat


def test_a_switch_is_on_at_on_or_true_and_off_otherwise():
    seats = (Seat("Ana", HUMAN),)
    setup = GameSetup(seats, 1, {"assist": "on", "hot-sauce": "true", "pinata": "off",
                                 "characters": "True"})
    assert setup.is_on("assist") and setup.is_on("hot-sauce") and setup.is_on("characters")
    assert not setup.is_on("pinata") and not setup.is_on("missing")
