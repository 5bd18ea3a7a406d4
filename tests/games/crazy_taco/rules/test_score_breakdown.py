"""Crazy Taco's score explained from the public events: the manager's stars from the start,
each change with its reason (the same reason once, counted); a lost day keeps none; in 1 v 1
the customer player's stars taken, loss by loss."""

from __future__ import annotations

from tabletop.core.facts import Fact
from tabletop.core.game import GameSetup, Seat
from tabletop.core.match import Match
from tabletop.games.catalog import game_specs
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules.events import PopularityChanged
from tabletop.games.crazy_taco.rules.score_breakdown import (
    CustomersLeftUnhappy,
    DayLost,
    StarsFor,
    StartingStars,
    explain,
    grouped,
)

from ..helpers import real_data

DATA = real_data()


def test_the_same_reason_is_one_line_counted_and_gains_stay_apart_from_losses():
    truck, other_truck = ev.TaskNotDone("food-truck-1"), ev.TaskNotDone("food-truck-2")
    ads = ev.Advertising()
    assert grouped(DATA, [(truck, -1), (ads, 1), (other_truck, -2), (truck, 1)]) == [
        (StarsFor(truck, 2), -3), (StarsFor(ads), 1), (StarsFor(truck), 1)]
    assert grouped(DATA, [(ev.LeftUnhappy("taco-1"), -1), (ev.LeftUnhappy("combo-1"), -1)]) \
        == [(CustomersLeftUnhappy(2), -2)]


def play(players: int, seed: int) -> tuple[Match, list]:
    """A fixed game (seeded bots), checked after every action; returns it and its events."""
    spec = game_specs()["crazy-taco"]
    match = Match(spec, DATA, GameSetup(tuple(Seat(f"P{i}") for i in range(players)), seed, {}))
    events: list = []
    while not match.rules.is_over():
        seat = match.bot_to_move()
        assert seat is not None
        events += match.submit(match.bot_decision(seat).action)
        obs = match.rules.observation(0)
        parts = explain(DATA, obs, lambda seen=events: seen)
        if not obs.over:  # so far: the stars as they stand, and the stars taken
            assert parts[0].total == obs.popularity
            if players == 2:
                assert parts[1].total == obs.stars_lost
    return match, events


def test_every_star_won_or_lost_says_why():
    _, events = play(1, 3)
    changes = [e for e in events if isinstance(e, PopularityChanged) and e.delta]
    assert changes and all(isinstance(e.why, Fact) for e in changes)


def test_fixed_games_add_up_to_the_score_the_rules_give():
    reasons: set = set()
    for players, seed in ((1, 1), (1, 2), (1, 3), (2, 1), (2, 2)):
        match, events = play(players, seed)
        parts = explain(DATA, match.rules.observation(0), lambda seen=events: seen)
        outcome = match.rules.outcome()
        assert tuple(p.total for p in parts) == outcome.scores
        assert parts[0].lines[0].label == StartingStars()
        assert parts[0].lines[0].amount == DATA.board.popularity_start
        if 0 not in outcome.winners:
            assert parts[0].lines[-1].label == DayLost()
        reasons |= {type(line.label.why) for p in parts for line in p.lines
                    if isinstance(line.label, StarsFor)}
    assert ev.Advertising in reasons
    assert ev.LeftUnhappy in reasons
