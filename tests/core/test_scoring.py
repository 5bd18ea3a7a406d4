"""A score explains itself: lines of (label, amount) that add up to the seat's score, from a
function each game's spec names (`GameSpec.scoring`), reading the game's public events."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.assets.game_data import load_game_data
from tabletop.core.actions import action_from_dict
from tabletop.core.game import GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match
from tabletop.core.scoring import (
    ScoreBreakdown,
    ScoreLine,
    breakdown,
    breakdowns_of,
    events_of,
    explainer,
    signed,
)
from tabletop.games.catalog import game_specs

SPECS = game_specs()


def test_a_breakdowns_lines_add_up_to_its_total():
    part = breakdown(1, [("Taco 1, 4 cards: biggest, 6 × 2", 12), ("Burned Salsa", -3)],
                     ["The biggest taco counts twice."])
    assert part.total == 9 and part.seat == 1
    assert part.lines == (ScoreLine("Taco 1, 4 cards: biggest, 6 × 2", 12),
                          ScoreLine("Burned Salsa", -3))
    assert breakdown(0, []).total == 0


def test_lines_that_do_not_add_up_are_refused():
    with pytest.raises(ValueError, match="add up to 5, not its total 6"):
        ScoreBreakdown(0, 6, (ScoreLine("Overfilled taco", 5),))


def test_amounts_are_signed_with_a_real_minus():
    assert (signed(3), signed(0), signed(-2)) == ("+3", "0", "\u22122")


@pytest.mark.parametrize("game", sorted(SPECS))
def test_every_game_names_its_explainer_in_its_spec(game):
    explain = explainer(SPECS[game])
    assert callable(explain)
    assert explain.__module__ == f"{SPECS[game].wiring.rsplit('.', 1)[0]}.score_breakdown"


def test_a_game_without_one_explains_nothing():
    spec = dataclasses.replace(SPECS["taco-loco"], scoring="")
    match = Match(spec, load_game_data(spec), GameSetup((Seat("A"), Seat("B")), 1, {}))
    assert explainer(spec) is None and breakdowns_of(match) is None


def played(game: str, players: int, seed: int) -> Match:
    spec = SPECS[game]
    seats = tuple(Seat(f"P{i}") for i in range(players))
    return play_out(Match(spec, load_game_data(spec), GameSetup(seats, seed, {})))


def test_the_events_are_the_log_played_again():
    match = played("taco-loco", 3, 4)
    again = Match(match.spec, match.data, match.setup)
    live = []
    for entry in match.log:
        live += again.submit(action_from_dict(entry, match.spec.action_types))
    assert events_of(match) == live and live


@pytest.mark.parametrize(("game", "players"), [("taco-loco", 5), ("taco-party", 4),
                                               ("crazy-taco", 1), ("crazy-taco", 2),
                                               ("taco-fight", 3)])
def test_at_the_end_every_breakdown_is_the_score_the_rules_give(game, players):
    match = played(game, players, 9)
    parts = breakdowns_of(match)
    assert parts is not None
    scores = match.rules.outcome().scores
    assert [p.seat for p in parts] == list(range(len(scores)))
    assert tuple(p.total for p in parts) == scores
    assert all(sum(line.amount for line in p.lines) == p.total for p in parts)


def test_whose_observation_it_is_changes_nothing():
    match = played("taco-party", 3, 2)
    assert breakdowns_of(match, 0) == breakdowns_of(match, 2) == breakdowns_of(match)
