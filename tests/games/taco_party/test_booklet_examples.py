"""Every worked example of the Taco Party booklet plays through the rules as it says."""

from __future__ import annotations

import pytest

from tabletop.core.game import GameSetup, Seat
from tabletop.games.catalog import game_specs
from tabletop.games.taco_party.rules.rulebook import TacoPartyRules
from tests.games.booklet_examples import examples, play
from tests.games.taco_party.helpers import Box, real_data

SPEC = game_specs()["taco-party"]
EXAMPLES = examples(SPEC)


def set_up(setup) -> TacoPartyRules:
    data = real_data()
    seats = tuple(Seat(name) for name in setup["seats"])
    box = Box(data, len(seats))
    deck = box.many(*setup["middle"])
    for hand in setup["hands"]:
        deck += box.many(*hand)
    deck += box.many(*setup.get("deck", ()))
    deck += box.fill(20)
    return TacoPartyRules(data, GameSetup(seats, 1, dict(setup.get("options", {}))), deck)


def keyed(rules: TacoPartyRules, key: str, places: list[int]) -> int:
    """The id of the card with key `key` among `places` (a hand, the middle)."""
    for card in places:
        if rules.data.cards[card].key == key:
            return card
    raise AssertionError(f"no {key} there")


def resolve(rules: TacoPartyRules, do: dict) -> dict:
    hand = rules.hands[do["seat"]]
    if "cards" in do:
        do = {**do, "cards": [keyed(rules, k, hand) for k in do["cards"]]}
    if "card" in do:
        places = list(hand) if do["type"] == "PlayCard" else [
            c for c in rules.centre if c is not None]
        do = {**do, "card": keyed(rules, do["card"], places)}
    return do


def test_the_booklet_has_examples():
    assert len(EXAMPLES) >= 2


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.id for e in EXAMPLES])
def test_the_example_plays_as_the_booklet_says(example):
    play(SPEC, example, set_up(example.setup), resolve)
