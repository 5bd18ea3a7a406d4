"""The rules' public `check` is `apply`'s own validation: for every action of seeded random games
of every game (legal moves, bots' moves, mutated and random illegal ones, moves after the end),
`check` accepts exactly what `apply` accepts, refuses with `apply`'s reason, and leaves
`snapshot()` unchanged. (The rules-under-fire and malformed-action suites ask `check` too.)
"""

from __future__ import annotations

import random

import pytest

from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.match import Match
from tests.property.games import game_ids, spec_and_data
from tests.property.under_fire import Fire

SEEDS = 3


@pytest.mark.parametrize("game", game_ids())
def test_check_agrees_with_apply_in_seeded_random_games(game):
    spec, data = spec_and_data(game)
    accepted = refused = 0
    for players in range(spec.min_players, spec.max_players + 1):
        for seed in range(SEEDS if not spec.realtime else 1):
            rng = random.Random(f"{game}/{players}/{seed}")
            seats = tuple(Seat(f"Seat{i}", BOT, rng.choice(spec.bot_skills))
                          for i in range(players))
            options = {o.name: rng.choice(o.choices) for o in spec.options}
            setup = GameSetup(seats, rng.randrange(2**31), options)
            tally = Fire(spec, data, setup, chaos=seed, illegal_rate=0.6, bot_rate=0.5).run()
            accepted += tally.checked_accepted
            refused += tally.checked_refused
    assert accepted > 100 and refused > 100, (accepted, refused)


@pytest.mark.parametrize("game", game_ids())
def test_every_legal_action_passes_check_and_changes_nothing(game):
    """At every position of a seeded game, each legal action of each seat passes `check` (and
    asking about all of them leaves the state as it was); the game then goes on."""
    spec, data = spec_and_data(game)
    rng = random.Random(game)
    players = spec.max_players
    seats = tuple(Seat(f"Seat{i}", BOT) for i in range(players))
    options = {o.name: rng.choice(o.choices) for o in spec.options}
    match = Match(spec, data, GameSetup(seats, 7, options))
    asked = 0
    for _ in range(120):
        rules = match.rules
        if rules.is_over():
            break
        before = rules.snapshot()
        for seat in range(players):
            legal = rules.legal_actions(seat)
            for action in legal if len(legal) < 400 else rng.sample(legal, 400):
                assert match.check(action) is None, f"check refuses the legal {action}"
                asked += 1
        assert rules.snapshot() == before
        if spec.realtime:
            for _ in range(30):
                match.step_bots()
        else:
            seat = rules.actors()[0]
            match.submit(rng.choice(rules.legal_actions(seat)))
    assert asked > 200

