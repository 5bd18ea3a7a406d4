"""Every worked example of the Taco Loco booklet plays through the rules as it says."""

from __future__ import annotations

import pytest

from tabletop.core.game import GameSetup, Seat
from tabletop.games.catalog import game_specs
from tabletop.games.taco_loco.rules.rulebook import TacoLocoRules
from tests.games.booklet_examples import examples, play
from tests.games.taco_loco.helpers import card, deck_of, game_data

SPEC = game_specs()["taco-loco"]
EXAMPLES = examples(SPEC)


def token(name: object) -> int | str:
    """A card as the booklet names it: "1".."6", "L" (Legendary) or "S" (Lonesome)."""
    text = str(name)
    return int(text) if text.isdigit() else text


def set_up(setup) -> TacoLocoRules:
    data = game_data()
    seats = tuple(Seat(name) for name in setup["seats"])
    deck = deck_of(data, [token(t) for t in setup["deck"]])
    return TacoLocoRules(data, GameSetup(seats, 1, dict(setup.get("options", {}))), deck)


def resolve(rules: TacoLocoRules, do: dict) -> dict:
    if "card" in do:
        do = {**do, "card": card(rules, do["seat"], token(do["card"]))}
    return do


def test_the_booklet_has_examples():
    assert len(EXAMPLES) >= 3


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.id for e in EXAMPLES])
def test_the_example_plays_as_the_booklet_says(example):
    play(SPEC, example, set_up(example.setup), resolve)
