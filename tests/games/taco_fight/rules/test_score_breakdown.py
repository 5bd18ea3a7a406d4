"""¡Taco Fight!'s score explained from the public table: the tacos each player stabbed and ate
(a fork each to the sink), beside the team's total; it adds up to the score the rules give."""

from __future__ import annotations

from tabletop.core.game import GameSetup, Seat
from tabletop.core.match import FIXED_STEP, Match
from tabletop.games.catalog import game_specs
from tabletop.games.taco_fight.rules.score_breakdown import explain

from ..helpers import data

DATA = data()


def no_events() -> list:
    raise AssertionError("Taco Fight's score is read off the table, not the events")


def test_a_fixed_fight_adds_up_to_the_score_the_rules_give_all_along():
    spec = game_specs()["taco-fight"]
    match = Match(spec, DATA, GameSetup(tuple(Seat(f"P{i}") for i in range(3)), 5, {}))
    step = 0
    while not match.rules.is_over():
        match.step_bots(FIXED_STEP)
        step += 1
        if step % 60 == 0 or match.rules.is_over():
            parts = explain(DATA, match.rules.observation(0), no_events)
            assert tuple(p.total for p in parts) == match.rules.outcome().scores
    table = match.rules.observation(1).table
    parts = explain(DATA, match.rules.observation(1), no_events)
    team = sum(table.forks_sunk)
    assert team > 0
    for seat, part in enumerate(parts):
        eaten = table.forks_sunk[seat]
        assert [(line.label, line.amount) for line in part.lines] == (
            [("Tacos stabbed and eaten", eaten)] if eaten else [])
        assert part.notes[0] == f"Team: {team} tacos eaten"
