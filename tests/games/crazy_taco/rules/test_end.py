"""Winning and losing the solo game, and the outcome."""

from tabletop.games.crazy_taco.rules.actions import Serve
from tabletop.games.crazy_taco.rules.endings import DayDone
from tabletop.games.crazy_taco.rules.state import STEP_OVER

from ..helpers import E1, E2, E3, M, T, arrange, game, next_turn, start


def test_serving_everyone_after_the_deck_is_empty_wins():
    r = game([])
    start(r, manager="money", employee_1="food", employee_2="drink", employee_3="food",
          trainee="drink")
    r.apply(Serve(0, "welcome-1", (E1, E2), M))
    r.apply(Serve(0, "welcome-2", (E3, T)))
    next_turn(r)
    assert not r.is_over()
    start(r, manager="money")
    from tabletop.games.crazy_taco.rules.actions import Collect
    r.apply(Collect(0, "welcome-2", M))
    next_turn(r)
    assert r.is_over() and r.step == STEP_OVER and r.phase == "over"
    out = r.outcome()
    assert out.winners == (0,) and out.scores == (8,)
    assert out.ended == DayDone(8)


def test_popularity_at_zero_loses_at_once():
    r = game(["taco-1", "taco-2"])
    arrange(r, ["combo-1", "combo-2", "combo-3", "combo-4"], patience="welcome-1")
    r.state.popularity = 1
    start(r)
    next_turn(r)
    assert r.is_over()
    out = r.outcome()
    assert out.winners == () and out.scores == (0,)
    assert r.state.counter == ["combo-2", "combo-3", "combo-4", "taco-1"]
    assert r.state.deck == ["taco-2"]
    assert r.legal_actions(0) == [] and r.actors() == ()


def test_bonus_cards_left_at_closing_cost_their_penalty():
    r = game([])
    arrange(r, ["cleaning-1"])
    start(r)
    next_turn(r)
    assert r.is_over() and r.state.popularity == 7 and r.outcome().winners == (0,)
    assert "cleaning-1" in r.state.out


def test_closing_penalties_can_still_lose():
    r = game([])
    arrange(r, ["cleaning-1"])
    r.state.popularity = 1
    start(r)
    next_turn(r)
    assert r.is_over() and r.outcome().winners == ()
