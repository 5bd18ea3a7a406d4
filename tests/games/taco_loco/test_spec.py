"""The registry entry: seats, option, bots, rulebook and decisions files."""

import pytest

from tabletop.assets.paths import data_path, seed_path
from tabletop.core.errors import DataError
from tabletop.core.game import GameSetup, Seat
from tabletop.games.catalog import game_specs
from tabletop.games.taco_loco.rules.actions import (
    CounterLegendary,
    DeclineCounter,
    GiveTaco,
    PlayCard,
    StartTaco,
)
from tabletop.games.taco_loco.rules.bot import RandomBot, TacoLocoBot
from tabletop.games.taco_loco.rules.rulebook import TacoLocoRules
from tabletop.games.taco_loco.spec import SPEC

from .helpers import game_data


def test_the_catalog_offers_taco_loco():
    assert game_specs()["taco-loco"] is SPEC


def test_spec_fields():
    assert (SPEC.id, SPEC.title, SPEC.min_players, SPEC.max_players) == (
        "taco-loco", "Taco Loco", 2, 5)
    assert not SPEC.realtime
    assert SPEC.bot_skills == ("easy", "normal")
    assert set(SPEC.action_types) == {PlayCard, StartTaco, GiveTaco, CounterLegendary,
                                      DeclineCounter}
    (option,) = SPEC.options
    assert (option.name, option.choices, option.default) == (
        "same-number", ("last-played", "top-of-taco"), "last-played")
    assert option.help
    assert SPEC.resolve_options({}) == {"same-number": "last-played"}


def test_rulebook_and_decisions_exist():
    assert seed_path(SPEC.rulebook).is_file()
    text = data_path(SPEC.decisions).read_text(encoding="utf-8")
    for words in ("70 cards", "never to\n  yourself", "Lonesome", "go to no one", "top-of-taco"):
        assert words.replace("\n  ", " ") in text.replace("\n  ", " ")


def test_new_rules_and_bots():
    data = game_data()
    setup = GameSetup((Seat("A"), Seat("B")), 3, SPEC.resolve_options({}))
    assert isinstance(SPEC.new_rules(data, setup), TacoLocoRules)
    assert isinstance(SPEC.new_bot(data, 0, "easy", 1), RandomBot)
    assert isinstance(SPEC.new_bot(data, 0, "normal", 1), TacoLocoBot)
    with pytest.raises(DataError, match="unknown bot skill"):
        SPEC.new_bot(data, 0, "genius", 1)


def test_rules_refuse_an_unknown_option_value():
    data = game_data()
    with pytest.raises(ValueError):
        TacoLocoRules(data, GameSetup((Seat("A"), Seat("B")), 3, {"same-number": "never"}))
