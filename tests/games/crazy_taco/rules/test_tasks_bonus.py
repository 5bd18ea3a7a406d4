"""Storeroom tasks, bonus cards (cleaning, key) and the Fiesta Piñata."""

import pytest

from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.actions import ActivateBonus, DoTask, TakeBonus
from tabletop.games.crazy_taco.rules.state import BONUS, CUP, FINE, REST, TASK

from ..helpers import E1, E2, E3, M, T, arrange, game, next_turn, refused, start

FILLER = [f"taco-{i}" for i in range(1, 5)] + ["agua-1", "agua-2", "double-1", "double-2",
                                                "double-3", "pair-1", "pair-2"]


def with_task(task, money=0):
    r = game(["taco-task-1", *FILLER], tasks=[task, "trash-3"])
    start(r)
    next_turn(r)
    r.state.money = money
    assert r.state.door == task
    return r


def test_a_truck_takes_a_money_die_for_one_turn_then_is_paid():
    r = with_task("drinks-truck-1", money=5)
    start(r, manager="money")
    r.apply(DoTask(0, M))
    assert r.state.door == "" and r.state.dice[M].zone == TASK
    next_turn(r)
    assert r.state.dice[M].zone == TASK          # misses the next roll
    assert r.state.money == 5
    start(r)
    assert r.state.dice[M].zone == TASK
    next_turn(r)
    assert r.state.dice[M].zone == CUP and r.state.money == 3
    assert "drinks-truck-1" in r.state.out


def test_food_truck_costs_three():
    r = with_task("food-truck-1", money=5)
    start(r, manager="money")
    r.apply(DoTask(0, M))
    next_turn(r)
    start(r)
    next_turn(r)
    assert r.state.money == 2


def test_an_unpayable_truck_becomes_a_fine_holding_the_trainee():
    r = with_task("food-truck-1", money=1)
    start(r, manager="money")
    r.apply(DoTask(0, M))
    next_turn(r)
    start(r)
    next_turn(r)
    assert r.state.money == 1 and r.state.fine_due == 3 and r.state.dice[T].zone == FINE


@pytest.mark.parametrize("task", ["trash-1", "clean-kitchen-1"])
def test_blank_tasks_hold_their_die_two_turns_and_cost_nothing(task):
    r = with_task(task, money=4)
    start(r, trainee="blank", manager="money")
    with refused(no.NeedsFace(task, ("blank",))):
        r.apply(DoTask(0, M))
    r.apply(DoTask(0, T))
    for _ in range(2):
        next_turn(r)
        assert r.state.dice[T].zone == TASK
        start(r)
    next_turn(r)
    assert r.state.dice[T].zone == CUP and r.state.money == 4


def test_no_task_no_task_move():
    r = game(FILLER)
    start(r, manager="money")
    with refused(no.NoTaskAtDoor()):
        r.apply(DoTask(0, M))


def test_cleaning_card_goes_to_the_bonus_zone_with_its_die():
    r = game(FILLER)
    arrange(r, ["cleaning-1", "cleaning-2", "cleaning-3", "welcome-1"])
    start(r, manager="money", employee_1="blank", employee_2="blank", employee_3="food")
    with refused(no.NeedsFace(card='cleaning-1', faces=('blank', 'money'))):
        r.apply(TakeBonus(0, "cleaning-1", E3))
    r.apply(TakeBonus(0, "cleaning-1", M))
    r.apply(TakeBonus(0, "cleaning-2", E1))
    with refused(no.BonusZoneFull()):
        r.apply(TakeBonus(0, "cleaning-3", E2))
    assert r.state.dice[M].zone == BONUS and r.state.counter[:2] == ["", ""]
    next_turn(r)
    start(r)
    next_turn(r)
    assert r.state.dice[M].zone == BONUS
    start(r)
    next_turn(r)
    assert r.state.dice[M].zone == CUP and "cleaning-1" in r.state.out
    assert r.state.bonus_zone == []


def test_staff_room_key_keeps_the_rest_room_shut_for_three_turns():
    r = game(FILLER)
    arrange(r, ["staff-key-1", "welcome-1"])
    start(r, manager="money", employee_1="money", employee_2="blank")
    with refused(no.NeedsFace(card='staff-key-1', faces=('money',))):
        r.apply(TakeBonus(0, "staff-key-1", E2))
    r.apply(TakeBonus(0, "staff-key-1", M))
    with refused(no.NeedsFace(card='staff-key-1', faces=('money',))):
        r.apply(ActivateBonus(0, "staff-key-1", E2))
    r.apply(ActivateBonus(0, "staff-key-1", E1))
    next_turn(r)
    assert r.state.dice[M].zone == CUP and r.state.dice[E1].zone == BONUS
    for _ in range(3):
        start(r, employee_2="rest", employee_3="rest")
        next_turn(r)
        assert r.state.resting() == []          # rest faces back to the cup instead
    assert "staff-key-1" in r.state.out and r.state.dice[E1].zone == CUP
    start(r, employee_2="rest")
    next_turn(r)
    assert r.state.resting() == [E2]


def test_pinata_comes_after_two_open_cards_and_pays_six():
    r = game(["taco-open-1", "agua-open-1", "combo-1", *FILLER], options={"pinata": "on"})
    start(r)
    next_turn(r)
    assert r.state.bonus_entry("pinata") is not None
    assert r.state.deck[0] == "combo-1"           # the piñata came instead of a card
    start(r, trainee="blank", manager="money")
    with refused(no.NeedsFace(card='pinata', faces=('blank',))):
        r.apply(ActivateBonus(0, "pinata", M))
    r.apply(ActivateBonus(0, "pinata", T))
    next_turn(r)
    start(r)
    next_turn(r)
    assert r.state.dice[T].zone == BONUS
    start(r)
    next_turn(r)
    assert r.state.money == 6 and "pinata" in r.state.out and r.state.dice[T].zone == CUP


def test_pinata_only_with_the_option():
    r = game(["taco-open-1", "agua-open-1", "combo-1", *FILLER])
    start(r)
    next_turn(r)
    assert r.state.bonus_zone == [] and "combo-1" in r.state.counter


def test_unattended_pinata_breaks_on_task_open_combination():
    r = game(["taco-open-1", "agua-open-1", "combo-1", "taco-task-1", "taco-open-2", "combo-2",
              *FILLER], options={"pinata": "on"}, tasks=["trash-1", "trash-2"])
    start(r)
    next_turn(r)        # OPEN, OPEN -> piñata
    start(r)
    next_turn(r)        # combo-1 (no message)
    start(r)
    next_turn(r)        # TASK
    assert r.state.bonus_entry("pinata") is not None
    start(r)
    events = next_turn(r)        # OPEN right after TASK
    assert "pinata" in r.state.out
    drops = [e.delta for e in events if isinstance(e, ev.PopularityChanged)
             and e.why == ev.PinataNotAttended()]
    assert drops == [-2]


def test_pinata_with_no_room_breaks_at_once():
    r = game(["taco-open-1", "agua-open-1", *FILLER], options={"pinata": "on"})
    arrange(r, ["cleaning-1", "cleaning-2", "welcome-1"])
    start(r, manager="money", employee_1="money")
    r.apply(TakeBonus(0, "cleaning-1", M))
    r.apply(TakeBonus(0, "cleaning-2", E1))
    next_turn(r)
    assert "pinata" in r.state.out and r.state.popularity == 6


def test_resting_dice_are_not_usable():
    r = game(FILLER)
    start(r, employee_1="rest")
    next_turn(r)
    assert r.state.dice[E1].zone == REST
