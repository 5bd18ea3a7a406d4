"""The public look-ahead: placements tried on what the manager may see play out as the rules do.

A `Position` comes from an observation only (no deck, task deck, Extra pile or hidden hand), tries
only placements, never changes, and what a try leaves is exactly what the real rules show after
that move.
"""

from __future__ import annotations

import random

import pytest

from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.match import Match, replay
from tabletop.games.catalog import game_specs
from tabletop.games.crazy_taco.rules.actions import FinishDice, Reroll, Roll
from tabletop.games.crazy_taco.rules.lookahead import PLACEMENTS, Position

from ..helpers import real_data

SPEC = game_specs()["crazy-taco"]


def public(state) -> dict:
    """What a position's state holds that an observation shows (no RNG, no hidden pile)."""
    data = state.to_json()
    for hidden in ("rng", "script", "boxed", "deck", "task_deck", "extras_pile", "hand"):
        data.pop(hidden)
    return data


def place_steps(players: int, seed: int):
    """Matches stopped at each Phase 2 placement decision of a seeded random game."""
    rng = random.Random(seed)
    seats = tuple(Seat(f"S{i}", BOT) for i in range(players))
    match = Match(SPEC, real_data(), GameSetup(seats, seed, {"pinata": "on"}))
    for _ in range(400):
        rules = match.rules
        if rules.is_over():
            return
        seat = rules.actors()[0]
        if rules.state.step == "place":
            yield match
        match.submit(rng.choice(rules.legal_actions(seat)))


@pytest.mark.parametrize("players", [1, 2])
def test_a_try_leaves_exactly_what_the_rules_show_after_the_move(players):
    data = real_data()
    tried = 0
    for match in place_steps(players, seed=11 + players):
        rules = match.rules
        position = Position.seen(data, rules.observation(0))
        before = public(position.state)
        for action in rules.legal_actions(0):
            if not isinstance(action, PLACEMENTS):
                continue
            after = position.after(action)
            assert after is not None, f"the look-ahead refuses the legal {action}"
            real = replay(SPEC, data, match.setup, match.log)
            real.submit(action)
            assert public(after.state) == public(Position.seen(data, real.rules.observation(0))
                                                 .state)
            tried += 1
        assert public(position.state) == before, "trying moves changed the position"
    assert tried > 50


def test_a_position_refuses_what_the_rules_refuse_and_holds_no_hidden_card():
    data = real_data()
    refused = 0
    for match in place_steps(2, seed=5):
        rules = match.rules
        position = Position.seen(data, rules.observation(0))
        s = position.state
        assert s.deck == [] and s.task_deck == [] and s.extras_pile == [] and s.hand == []
        assert position.placements() == [a for a in rules.legal_actions(0)
                                         if not isinstance(a, Reroll | FinishDice)]
        card = next(iter(s.counter_cards()), "")
        for die in s.dice:
            for action in (*position.placements(), *_odd_placements(die, card)):
                verdict = rules.check(action)
                assert (position.after(action) is None) == (verdict is not None), action
                refused += verdict is not None
    assert refused > 20


def _odd_placements(die: str, card: str):
    from tabletop.games.crazy_taco.rules.actions import Collect, DoTask, Serve, TakeBonus

    return (Serve(0, card, (die,)), Collect(0, card, die), DoTask(0, die), TakeBonus(0, card, die))


def test_only_placements_can_be_tried():
    match = next(place_steps(1, seed=3))
    position = Position.seen(real_data(), match.rules.observation(0))
    for action in (Roll(0), Reroll(0, ("manager",)), FinishDice(0, ())):
        with pytest.raises(ValueError, match="only placements"):
            position.after(action)
