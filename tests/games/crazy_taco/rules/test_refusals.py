"""Refused moves say why (a fact the phrase book words) and leave the game exactly as it was."""

import pytest

from tabletop.games.crazy_taco.rules import refusals as no
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

from ..helpers import E1, E2, E3, M, T, arrange, game, refused, start

PLACING = [
    (Serve(0, "welcome-1", (E1,)), no.WrongDiceCount(2)),
    (Serve(0, "welcome-1", (E1, E1)), no.DieUsedTwice()),
    (Serve(0, "taco-9", (E1,)), no.NotAtCounter()),
    (Serve(0, "cleaning-1", (E1,)), no.NotAnOrder("cleaning-1")),
    (Serve(0, "welcome-1", ("salsa", E1)), no.NoSuchDie("salsa")),
    (Serve(0, "welcome-1", (E1, E2), T), no.NeedMoneyDie()),
    (Collect(0, "welcome-1", E1), no.NeedMoneyDie()),
    (Collect(0, "cleaning-1", M), no.NotAnOrder("cleaning-1")),
    (DoTask(0, M), no.NoTaskAtDoor()),
    (TakeBonus(0, "welcome-1", M), no.NotTakeableBonus("welcome-1")),
    (TakeBonus(0, "cleaning-1", E1), no.NeedsFace("cleaning-1", ("blank", "money"))),
    (ActivateBonus(0, "cleaning-1", M), no.NotInBonusZone()),
    (UseVoucher(0, "meal-voucher-1", "welcome-1"), no.NoVoucher()),
    (Menu(0, "mole", (E1, E2)), no.DishDiceCount("mole", 4)),
    (Menu(0, "taco_especial", ()), no.PutDiceOnDish("taco_especial")),
    (Menu(0, "nachos", (M, E1, E2, E3)), no.DishFaces("nachos", (("blank", 4),))),
    (Reroll(0, ()), no.NoDiceToReroll()),
    (Reroll(0, (E1,)), no.RerollTooDear(3, 0)),
    (FinishDice(0, ("nobody",)), no.KeepOnlyTableDice()),
    (Roll(0), no.WrongStep("place")),
    (EndTurn(0), no.WrongStep("place")),
    (Overtime(0, E1), no.WrongStep("place")),
    (Advertise(0), no.WrongStep("place")),
    (PayFine(0), no.WrongStep("place")),
    (BuyExtra(0, True), no.WrongStep("place")),
    (RevealExtra(0, True), no.WrongStep("place")),
    (PlayCard(0, "taco-1"), no.WrongStep("place")),
    (Redraw(1, ("a", "b", "c")), no.NotYourMove(customer=False)),
]


@pytest.mark.parametrize("action,reason", PLACING, ids=lambda x: str(x)[:40])
def test_refused_placements_change_nothing(action, reason):
    r = game(["taco-1", "taco-2"])
    arrange(r, ["welcome-1", "cleaning-1", "welcome-2"])
    start(r, manager="money", employee_1="food", employee_2="drink", employee_3="blank",
          trainee="drink")
    before = r.snapshot()
    with refused(reason):
        r.apply(action)
    assert r.snapshot() == before


def test_refusals_after_the_game_ended():
    r = game([])
    arrange(r, [])
    start(r)
    r.apply(FinishDice(0))
    r.apply(EndTurn(0))
    assert r.is_over()
    before = r.snapshot()
    with refused(no.GameIsOver()):
        r.apply(Roll(0))
    assert r.snapshot() == before


def test_refused_versus_plays_change_nothing():
    r = game(["taco-open-1", "taco-task-1", "combo-1", "combo-2"], players=2)
    before = r.snapshot()
    for action, reason in [
        (PlayCard(1, "taco-9"), no.NotInHand()),
        (PlayCard(1, "taco-open-1"), no.ChooseCompanion()),
        (PlayCard(1, "welcome-1", "welcome-2"), no.OnlyOpenBrings()),
        (Redraw(1, ("welcome-1",)), no.RedrawCount(3)),
        (Redraw(1, ("welcome-1", "welcome-2", "taco-open-1")), no.DeckTooThin()),
        (Roll(0), no.NotYourMove(customer=True)),
    ]:
        with refused(reason):
            r.apply(action)
        assert r.snapshot() == before


def test_unaffordable_extra_is_refused_without_change():
    r = game(["grill-1", "taco-1"])
    start(r)
    r.apply(FinishDice(0))
    r.apply(EndTurn(0))
    before = r.snapshot()
    with refused(no.CannotRaise(card='grill-1', cost=4, can=0)):
        r.apply(BuyExtra(0, True))
    assert r.snapshot() == before
