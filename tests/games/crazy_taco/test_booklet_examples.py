"""Every worked example of the Crazy Taco booklet plays through the rules as it says."""

from __future__ import annotations

import pytest

from tabletop.games.catalog import game_specs
from tabletop.games.crazy_taco.rules.rulebook import CrazyTacoRules
from tests.games.booklet_examples import examples, play
from tests.games.crazy_taco.helpers import game, roll

SPEC = game_specs()["crazy-taco"]
EXAMPLES = examples(SPEC)


def set_up(setup) -> CrazyTacoRules:
    rolls = [roll(**{die.replace("-", "_"): face for die, face in r.items()})
             for r in setup.get("rolls", ())]
    return game(setup["deck"], rolls, players=len(setup.get("seats", ("Manager",))),
                tasks=setup.get("tasks"), options=setup.get("options"),
                welcome=tuple(setup.get("welcome", ("welcome-1", "welcome-2"))))


def resolve(rules: CrazyTacoRules, do: dict) -> dict:
    return do  # cards and dice are named by their ids already


def test_the_booklet_has_examples():
    assert len(EXAMPLES) >= 2


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.id for e in EXAMPLES])
def test_the_example_plays_as_the_booklet_says(example):
    play(SPEC, example, set_up(example.setup), resolve)
