"""Every worked example of the ¡Taco Fight! booklet plays through the rules as it says."""

from __future__ import annotations

import pytest

from tabletop.games.catalog import game_specs
from tabletop.games.taco_fight.rules.rulebook import TacoFightRules
from tests.games.booklet_examples import examples, play
from tests.games.taco_fight.helpers import Ids, data, make

SPEC = game_specs()["taco-fight"]
EXAMPLES = examples(SPEC)


def set_up(setup) -> TacoFightRules:
    d = data()
    ids = Ids(d)
    hands = {seat: [take(ids, name) for name in pantry]
             for seat, pantry in enumerate(setup["pantries"])}
    tacos = {heat: [ids.taco(heat, int(spice)) for spice in spices]
             for heat, spices in setup["tacos"].items()}
    return make(len(setup["seats"]), hands=hands, tacos=tacos,
                options=dict(setup.get("options", {})), d=d)


def take(ids: Ids, name: str) -> int:
    """An ingredient card by key, "cheese:1" for one with that many fists."""
    key, _, fists = name.partition(":")
    return ids.take(key, int(fists) if fists else None)


def kitchen_top(rules: TacoFightRules, seat: int, name: str) -> int:
    kitchen = rules.kitchen[seat]
    assert kitchen and rules.data.card(kitchen[-1]).ingredient == name, (
        f"the top of {rules.setup.seats[seat].name}'s kitchen is not a {name}")
    return kitchen[-1]


def resolve(rules: TacoFightRules, do: dict) -> dict:
    do = dict(do)
    seat = do["seat"]
    if do["type"] == "Place":
        heat, _, spice = str(do["taco"]).partition(":")
        do["taco"] = next(t for t in rules.incoming[seat]
                          if rules.data.card(t).deck == heat
                          and rules.data.card(t).spiciness == int(spice))
    for place in ("plate", "slot"):
        if place in do:
            do[place] -= 1  # the booklet counts plates from 1, as the table shows them
    if do["type"] in ("Build", "Smash"):
        do["card"] = kitchen_top(rules, seat, do["card"])
    if do["type"] == "Stab":
        do["fork"] = kitchen_top(rules, seat, do["fork"])
        do["taco"] = rules.attack[do.pop("owner")][do.pop("plate")]
    return do


def test_the_booklet_has_examples():
    assert len(EXAMPLES) >= 2


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.id for e in EXAMPLES])
def test_the_example_plays_as_the_booklet_says(example):
    play(SPEC, example, set_up(example.setup), resolve)
