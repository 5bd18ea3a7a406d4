"""Phase 3: rest room, overtime, advertising, fines; keeping and re-rolling dice."""


from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.actions import (
    Advertise,
    EndTurn,
    FinishDice,
    Overtime,
    PayFine,
    Reroll,
    Serve,
)
from tabletop.games.crazy_taco.rules.state import CUP, FINE, REST, TABLE

from ..helpers import E1, E2, E3, M, T, game, next_turn, refused, roll, start

FILLER = [f"taco-{i}" for i in range(1, 5)] + [f"combo-{i}" for i in range(1, 7)]


def test_rest_room_holds_a_die_for_three_rolls():
    r = game(FILLER)
    start(r, employee_1="rest")
    r.apply(FinishDice(0))
    assert r.state.dice[E1].zone == REST and r.state.dice[E1].on == "1"
    r.apply(EndTurn(0))
    for space in ("2", "3"):
        events = start(r)
        assert all(d != E1 for d, _ in events[0].dice)
        r.apply(FinishDice(0))
        assert r.state.dice[E1].on == space
        r.apply(EndTurn(0))
    start(r)
    r.apply(FinishDice(0))
    assert r.state.dice[E1].zone == CUP


def test_several_resting_dice_take_separate_spaces():
    r = game(FILLER)
    start(r, employee_1="rest")
    next_turn(r)
    start(r, employee_2="rest", employee_3="rest")
    r.apply(FinishDice(0))
    spaces = {d: r.state.dice[d].on for d in (E1, E2, E3)}
    assert spaces == {E1: "2", E2: "1", E3: "3"}


def test_overtime_costs_three_then_five_and_only_twice():
    r = game(FILLER)
    start(r, employee_1="rest", employee_2="rest", employee_3="rest")
    r.apply(FinishDice(0))
    with refused(no.OvertimeTooDear(cost=3, money=0)):
        r.apply(Overtime(0, E1))
    r.state.money = 20
    r.apply(Overtime(0, E1))
    assert r.state.money == 17 and r.state.dice[E1].zone == CUP
    r.apply(Overtime(0, E2))
    assert r.state.money == 12
    with refused(no.OvertimeUsedUp(times=2)):
        r.apply(Overtime(0, E3))


def test_overtime_only_for_resting_dice():
    r = game(FILLER)
    start(r)
    r.apply(FinishDice(0))
    r.state.money = 10
    with refused(no.OvertimeNeedsResting()):
        r.apply(Overtime(0, E1))


def test_advertising_campaign_buys_a_star():
    r = game(FILLER)
    start(r)
    r.apply(FinishDice(0))
    r.state.money = 12
    with refused(no.PopularityAtTop()):
        r.apply(Advertise(0))
    r.state.popularity = 5
    r.apply(Advertise(0))
    assert r.state.popularity == 6 and r.state.money == 2
    with refused(no.CampaignTooDear(cost=10, money=2)):
        r.apply(Advertise(0))


def test_pending_fines_hold_the_trainee_until_paid():
    r = game(["inspection-labour", *FILLER])
    start(r)
    next_turn(r)
    assert r.state.fine_due == 6 and r.state.dice[T].zone == FINE
    start(r)
    r.apply(FinishDice(0))
    with refused(no.FinesTooHigh(due=6, money=0)):
        r.apply(PayFine(0))
    r.state.money = 8
    r.apply(PayFine(0))
    assert r.state.money == 2 and r.state.fine_due == 0 and r.state.dice[T].zone == CUP
    assert "inspection-labour" in r.state.out
    with refused(no.NoFine()):
        r.apply(PayFine(0))


def test_kept_dice_keep_their_face_and_are_not_rolled():
    r = game(FILLER)
    start(r, manager="money", employee_1="food")
    with refused(no.KeptTwice()):
        r.apply(FinishDice(0, (M, M)))
    r.apply(FinishDice(0, (M,)))
    assert r.state.dice[M].zone == TABLE and r.state.dice[M].kept
    r.apply(EndTurn(0))
    events = start(r)
    assert all(d != M for d, _ in events[0].dice)
    assert r.state.dice[M].face == "money"


def test_resting_dice_cannot_be_kept():
    r = game(FILLER)
    start(r, employee_1="rest")
    with refused(no.RestingCannotBeKept()):
        r.apply(FinishDice(0, (E1,)))


def test_reroll_costs_three_and_may_include_rest_faces():
    r = game(FILLER)
    start(r, employee_1="rest", employee_2="blank")
    with refused(no.RerollTooDear(cost=3, money=0)):
        r.apply(Reroll(0, (E1, E2)))
    r.state.money = 4
    r.state.script.append(roll(employee_1="food", employee_2="drink"))
    events = r.apply(Reroll(0, (E1, E2)))
    assert r.state.money == 1
    assert events[-1].dice == ((E1, "food"), (E2, "drink"))
    r.apply(Serve(0, "welcome-1", (E1, E2)))
    with refused(no.RerollOnlyTableDice()):
        r.apply(Reroll(0, (E1,)))


def test_wrong_phase_moves_are_refused():
    r = game(FILLER)
    with refused(no.WrongStep(step='roll')):
        r.apply(Serve(0, "welcome-1", (E1, E2)))
    start(r)
    with refused(no.WrongStep(step='place')):
        r.apply(EndTurn(0))
    r.apply(FinishDice(0))
    with refused(no.WrongStep(step='manage')):
        r.apply(Serve(0, "welcome-1", (E1, E2)))
    assert r.state.dice[E3].zone == CUP
