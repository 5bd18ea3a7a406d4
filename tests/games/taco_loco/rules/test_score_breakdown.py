"""Taco Loco's score explained taco by taco from the public events: an overfilled taco, a
perfect one given to you, your Legendary Taco countered; the cards add up to the score. Each
reason is a fact (the phrase book's words: tests/games/taco_loco/table/test_phrases.py)."""

from __future__ import annotations

from tabletop.core.game import GameSetup, Seat
from tabletop.core.match import Match
from tabletop.games.catalog import game_specs
from tabletop.games.taco_loco.rules.actions import GiveTaco, PlayCard, StartTaco
from tabletop.games.taco_loco.rules.score_breakdown import (
    CounteredTaco,
    FewestWins,
    OverfilledTaco,
    PerfectTacoFrom,
    explain,
)

from ..helpers import card, game_data, make

DATA = game_data()


def test_an_overfilled_taco_is_a_line_of_its_cards():
    rules = make([[1, 2, 3], [4, 5, 6]], base=2)
    events = []
    events += rules.apply(PlayCard(0, card(rules, 0, 1), 1))   # 3
    events += rules.apply(PlayCard(1, card(rules, 1, 4), 1))   # 7
    events += rules.apply(PlayCard(0, card(rules, 0, 3), 1))   # 10
    events += rules.apply(PlayCard(1, card(rules, 1, 5), 1))   # 15: Diego takes 5 cards
    parts = explain(DATA, rules.observation(0), lambda seen=events: seen)
    assert [(line.label, line.amount) for line in parts[1].lines] == [
        (OverfilledTaco(15), 5)]
    assert parts[0].lines == () and parts[0].total == 0
    events += rules.apply(StartTaco(0, card(rules, 0, 2)))
    events += rules.apply(PlayCard(1, card(rules, 1, 6), 2))   # all hands empty
    parts = explain(DATA, rules.observation(1), lambda seen=events: seen)
    assert tuple(p.total for p in parts) == rules.outcome().scores == (0, 5)
    assert parts[0].notes == (FewestWins(nothing_yet=True),)
    assert parts[1].notes == (FewestWins(nothing_yet=False),)


def test_a_perfect_taco_given_is_the_receivers_line():
    rules = make([[5, 1, 3], [4, 2, 6]], base=2)
    events = []
    events += rules.apply(PlayCard(0, card(rules, 0, 5), 1))   # 7
    events += rules.apply(PlayCard(1, card(rules, 1, 4), 1))   # 11: perfect
    events += rules.apply(GiveTaco(1, 0))
    parts = explain(DATA, rules.observation(1), lambda seen=events: seen)
    assert [(line.label, line.amount) for line in parts[0].lines] == [
        (PerfectTacoFrom(1), 3)]
    assert parts[0].total == rules.observation(0).taken[0] == 3


def test_every_move_of_fixed_games_adds_up_and_names_every_way_to_take():
    spec = game_specs()["taco-loco"]
    kinds: set[type] = set()
    for seed in (1, 2, 3, 4, 5):
        match = Match(spec, DATA, GameSetup(tuple(Seat(n) for n in "ABCD"), seed, {}))
        events: list = []
        while not match.rules.is_over():
            seat = match.bot_to_move()
            assert seat is not None
            events += match.submit(match.bot_decision(seat).action)
            parts = explain(DATA, match.rules.observation(0), lambda seen=events: seen)
            assert tuple(p.total for p in parts) == match.rules.outcome().scores
        kinds |= {type(line.label) for p in parts for line in p.lines}
    assert {OverfilledTaco, PerfectTacoFrom, CounteredTaco} <= kinds
