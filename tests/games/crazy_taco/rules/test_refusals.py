"""Refused moves say why in player words and leave the game exactly as it was."""

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.crazy_taco.rules.actions import (
    ActivateBonus,
    Advertise,
    BuyExtra,
    Collect,
    DoTask,
    EndTurn,
    FinishDice,
    Menu,
    Overtime,
    PayFine,
    PlayCard,
    Redraw,
    Reroll,
    RevealExtra,
    Roll,
    Serve,
    TakeBonus,
    UseVoucher,
)

from ..helpers import E1, E2, E3, M, T, arrange, game, start

PLACING = [
    (Serve(0, "welcome-1", (E1,)), "exactly 2"),
    (Serve(0, "welcome-1", (E1, E1)), "only once"),
    (Serve(0, "taco-9", (E1,)), "not waiting"),
    (Serve(0, "cleaning-1", (E1,)), "not a customer"),
    (Serve(0, "welcome-1", ("salsa", E1)), "no die"),
    (Serve(0, "welcome-1", (E1, E2), T), "money"),
    (Collect(0, "welcome-1", E1), "money"),
    (Collect(0, "cleaning-1", M), "not a customer"),
    (DoTask(0, M), "No task"),
    (TakeBonus(0, "welcome-1", M), "not a bonus"),
    (TakeBonus(0, "cleaning-1", E1), "blank or money"),
    (ActivateBonus(0, "cleaning-1", M), "not in the bonus zone"),
    (UseVoucher(0, "meal-voucher-1", "welcome-1"), "no meal voucher"),
    (Menu(0, "mole", (E1, E2)), "exactly 4"),
    (Menu(0, "taco_especial", ()), "Put dice"),
    (Menu(0, "nachos", (M, E1, E2, E3)), "exactly 4 blank"),
    (Reroll(0, ()), "Choose the dice"),
    (Reroll(0, (E1,)), "\\$3"),
    (FinishDice(0, ("nobody",)), "Only unused"),
    (Roll(0), "Place your dice"),
    (EndTurn(0), "Place your dice"),
    (Overtime(0, E1), "Place your dice"),
    (Advertise(0), "Place your dice"),
    (PayFine(0), "Place your dice"),
    (BuyExtra(0, True), "Place your dice"),
    (RevealExtra(0, True), "Place your dice"),
    (PlayCard(0, "taco-1"), "Place your dice"),
    (Redraw(1, ("a", "b", "c")), "manager"),
]


@pytest.mark.parametrize("action,reason", PLACING, ids=lambda x: str(x)[:40])
def test_refused_placements_change_nothing(action, reason):
    r = game(["taco-1", "taco-2"])
    arrange(r, ["welcome-1", "cleaning-1", "welcome-2"])
    start(r, manager="money", employee_1="food", employee_2="drink", employee_3="blank",
          trainee="drink")
    before = r.snapshot()
    with pytest.raises(IllegalAction, match=reason) as refusal:
        r.apply(action)
    assert refusal.value.reason[0].isupper() and refusal.value.reason.endswith(".")
    assert r.snapshot() == before


def test_refusals_after_the_game_ended():
    r = game([])
    arrange(r, [])
    start(r)
    r.apply(FinishDice(0))
    r.apply(EndTurn(0))
    assert r.is_over()
    before = r.snapshot()
    with pytest.raises(IllegalAction, match="over"):
        r.apply(Roll(0))
    assert r.snapshot() == before


def test_refused_versus_plays_change_nothing():
    r = game(["taco-open-1", "taco-task-1", "combo-1", "combo-2"], players=2)
    before = r.snapshot()
    for action, reason in [
        (PlayCard(1, "taco-9"), "not in your hand"),
        (PlayCard(1, "taco-open-1"), "second card"),
        (PlayCard(1, "welcome-1", "welcome-2"), "Only an OPEN"),
        (Redraw(1, ("welcome-1",)), "exactly 3"),
        (Redraw(1, ("welcome-1", "welcome-2", "taco-open-1")), "too thin"),
        (Roll(0), "customer player"),
    ]:
        with pytest.raises(IllegalAction, match=reason):
            r.apply(action)
        assert r.snapshot() == before


def test_unaffordable_extra_is_refused_without_change():
    r = game(["grill-1", "taco-1"])
    start(r)
    r.apply(FinishDice(0))
    r.apply(EndTurn(0))
    before = r.snapshot()
    with pytest.raises(IllegalAction, match="costs"):
        r.apply(BuyExtra(0, True))
    assert r.snapshot() == before
