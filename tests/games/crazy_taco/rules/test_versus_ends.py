"""1 v 1 always ends: the customer player may swap cards only so many turns in a row, so even a
player who would swap forever must play, and every game reaches its end."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.core.errors import IllegalAction
from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.games.crazy_taco.rules.actions import FinishDice, PlayCard, Redraw, Reroll, Roll
from tabletop.games.crazy_taco.rules.refusals import RedrawLimit
from tabletop.games.crazy_taco.rules.rulebook import CrazyTacoRules
from tabletop.games.crazy_taco.rules.shared import MANAGER
from tabletop.games.crazy_taco.spec import SPEC

from ..helpers import game, real_data
from .test_versus import EXTRAS, manager_turn

DATA = real_data()
LIMIT = DATA.board.redraws_in_a_row
DECK = [f"combo-{i}" for i in range(1, 7)] + [f"taco-{i}" for i in range(1, 5)] + ["double-1"]


def versus():
    return game(DECK, players=2, extras=EXTRAS)


def swap(r):
    """The customer player swaps the first three cards of their hand."""
    return r.apply(Redraw(1, tuple(r.state.hand[:3])))


def test_the_limit_lives_in_the_data():
    assert LIMIT == 2


def test_swapping_is_refused_after_the_limit_in_a_row():
    r = versus()
    for _ in range(LIMIT):
        swap(r)
        manager_turn(r)
    assert r.step == "play"
    assert not any(isinstance(a, Redraw) for a in r.legal_actions(1)), "no swap is offered"
    assert any(isinstance(a, PlayCard) for a in r.legal_actions(1))
    before = r.snapshot()
    with pytest.raises(IllegalAction) as refusal:
        swap(r)
    assert refusal.value.why == RedrawLimit(LIMIT)
    assert r.snapshot() == before


def test_playing_a_card_allows_swapping_again():
    r = versus()
    for _ in range(LIMIT):
        swap(r)
        manager_turn(r)
    r.apply(PlayCard(1, r.state.hand[0]))
    manager_turn(r)
    assert any(isinstance(a, Redraw) for a in r.legal_actions(1))
    swap(r)
    assert r.step == "roll"


def turn_bound(rules: CrazyTacoRules) -> int:
    """Turns a 1 v 1 game can last: a card leaves the hand at least every LIMIT + 1 turns, then
    the line empties one place a turn."""
    cards = len(rules.state.deck) + len(rules.state.hand)
    return (LIMIT + 1) * cards + DATA.board.counter_positions + 3


def play_out(seed: int, swap_rate: float, reroll_rate: float,
             manager_bot: bool = False) -> CrazyTacoRules:
    """Random legal play; the customer swaps whenever it may with `swap_rate`, the manager
    re-rolls with `reroll_rate` (kept in check so a game is not all re-rolls) or, with
    `manager_bot`, is the game's own bot (it survives long enough to see the whole deck)."""
    seats = (Seat("Manager", BOT), Seat("Customers", BOT))
    match = Match(SPEC, DATA, GameSetup(seats, seed, SPEC.resolve_options({})))
    rules = match.rules
    rng = random.Random(seed)
    bound = turn_bound(rules)
    while not rules.is_over():
        assert rules.turns <= bound, f"seed {seed}: still going after {bound} turns"
        seat = rules.actors()[0]
        legal = rules.legal_actions(seat)
        assert legal, f"seat {seat} has no move at step {rules.step}"
        if seat == MANAGER and manager_bot:
            match.submit(match.bot_decision(seat).action)
            continue
        swaps = [a for a in legal if isinstance(a, Redraw)]
        rerolls = [a for a in legal if isinstance(a, Reroll)]
        others = [a for a in legal if not isinstance(a, Redraw | Reroll)]
        if swaps and rng.random() < swap_rate:
            action = rng.choice(swaps)
        elif rerolls and rng.random() < reroll_rate:
            action = rng.choice(rerolls)
        else:
            action = rng.choice(others)
        match.submit(action)
    return rules


@pytest.mark.parametrize("manager_bot", [False, True])
def test_a_customer_player_who_always_swaps_still_ends_the_game(manager_bot):
    for seed in range(4):
        rules = play_out(seed, swap_rate=1.0, reroll_rate=0.0, manager_bot=manager_bot)
        assert rules.is_over() and rules.outcome().winners


def test_the_swaps_come_at_most_two_in_a_row():
    seats = (Seat("Manager", BOT), Seat("Customers", BOT))
    rules = CrazyTacoRules(DATA, GameSetup(seats, 4, {}))
    in_a_row = longest = 0
    bound = turn_bound(rules)
    while not rules.is_over():
        assert rules.turns <= bound, f"still going after {bound} turns"
        seat = rules.actors()[0]
        legal = rules.legal_actions(seat)
        swaps = [a for a in legal if isinstance(a, Redraw)]
        if seat == 1:
            action = swaps[0] if swaps else legal[0]
            in_a_row = in_a_row + 1 if swaps else 0
            longest = max(longest, in_a_row)
        else:
            action = next((a for a in legal if isinstance(a, Roll | FinishDice)), legal[-1])
        rules.apply(action)
    assert longest == LIMIT


def random_games(data: st.DataObject) -> None:
    seed = data.draw(st.integers(0, 2**31 - 1), label="seed")
    swap_rate = data.draw(st.sampled_from((0.0, 0.5, 0.9, 1.0)), label="swap rate")
    reroll_rate = data.draw(st.sampled_from((0.0, 0.3)), label="reroll rate")
    manager_bot = data.draw(st.booleans(), label="manager bot")
    assert play_out(seed, swap_rate, reroll_rate, manager_bot).is_over()


@settings(max_examples=8, deadline=None, derandomize=True, database=None)
@given(st.data())
def test_random_versus_games_always_finish(data):
    random_games(data)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.data())
def test_random_versus_games_always_finish_heavy(data):
    random_games(data)
