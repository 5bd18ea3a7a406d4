"""Taco Party's score explained from the public table: each taco (the biggest doubled, one
beyond the biggest 0, one without an ingredient −2) and each burned card, adding up to the
score the rules give, during play and at the end."""

from __future__ import annotations

from tabletop.core.game import GameSetup, Seat
from tabletop.core.match import Match
from tabletop.games.catalog import game_specs
from tabletop.games.taco_party.rules.score_breakdown import (
    BiggestTaco,
    BurnedCard,
    CountedTaco,
    EmptyTaco,
    ExtraTaco,
    HowTacosCount,
    NothingOnPlate,
    explain,
)

from ..helpers import Box, real_data, with_plates
from ..helpers import game as fixed_game

DATA = real_data()


def no_events() -> list:
    raise AssertionError("Taco Party's score is read off the table, not the events")


def test_a_fixed_plate_is_explained_taco_by_taco_then_the_burns():
    box = Box(DATA)
    big = [box.take("empty-taco"), box.take("meat"), box.take("cheese"), box.take("meat"),
           box.take("outfit")]                                          # 5 cards, 12 points
    mid = [box.take("empty-taco"), box.take("guacamole"), box.take("tomato")]  # 3 cards, 5
    same_size_more = [box.take("empty-taco"), box.take("meat"), box.take("salsa")]  # 3, 6
    small = [box.take("empty-taco"), box.take("lettuce")]                # 4th: not scored
    shell = [box.take("empty-taco")]
    burned = [box.take("tiny-hat"), box.take("lettuce")]
    size = DATA.numbers.hand_size
    rules = fixed_game(DATA, centre=box.fill(DATA.numbers.centre_slots),
                       hands=[box.fill(size), box.fill(size)], rest=box.rest())
    rules = with_plates(rules, {0: [small, mid, shell, big, same_size_more]},
                        burned=[burned, []])
    parts = explain(DATA, rules.observation(1), no_events)
    lines = [(line.label, line.amount) for line in parts[0].lines]
    assert lines == [(BiggestTaco(3, 5, 12, 2), 24),
                     (CountedTaco(1, 3), 5),
                     (CountedTaco(4, 3), 6),
                     (ExtraTaco(0, 2, 3), 0),
                     (EmptyTaco(2), -2),
                     (BurnedCard(burned[0]), -DATA.card(burned[0]).score),
                     (BurnedCard(burned[1]), -DATA.card(burned[1]).score)]
    assert parts[0].notes == (HowTacosCount(3, 2),)
    assert parts[0].total == rules.scores()[0].total == 24 + 6 + 5 - 2 - 5
    assert parts[1].total == rules.scores()[1].total
    bare = explain(DATA, with_plates(rules, {1: []}).observation(1), no_events)
    assert bare[1].lines == () and bare[1].notes == (NothingOnPlate(),)


def test_every_step_of_a_game_adds_up_to_the_score_the_rules_give():
    spec = game_specs()["taco-party"]
    match = Match(spec, DATA, GameSetup(tuple(Seat(n) for n in ("A", "B", "C")), 6, {}))
    checked = 0
    while not match.rules.is_over():
        parts = explain(DATA, match.rules.observation(0), no_events)
        assert tuple(p.total for p in parts) == match.rules.outcome().scores
        seat = match.bot_to_move()
        assert seat is not None
        match.submit(match.bot_decision(seat).action)
        checked += 1
    final = explain(DATA, match.rules.observation(2), no_events)
    assert tuple(p.total for p in final) == match.rules.outcome().scores
    assert checked > 50
