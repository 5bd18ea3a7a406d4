"""The menu card: every dish, blanks refused, Extras' conversions allowed."""

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.actions import BuyExtra, Collect, Menu, Serve
from tabletop.games.crazy_taco.rules.state import CUP, REST, SPENT, TABLE

from ..helpers import E1, E2, E3, M, T, arrange, game, next_turn, refused, start

FILLER = [f"taco-{i}" for i in range(1, 5)] + ["agua-1", "agua-2", "double-1", "double-2",
                                                "double-3", "pair-1", "pair-2"]


def test_taco_especial_serves_and_pays_every_customer_but_not_bonus_cards():
    r = game(FILLER)
    arrange(r, ["welcome-1", "cleaning-1", "combo-1"], patience="welcome-2")
    r.state.status["combo-1"].served = True
    start(r, manager="money", employee_1="food", employee_2="food", employee_3="drink",
          trainee="blank")
    r.apply(Menu(0, "taco_especial", (M, E1, E2, E3, T)))
    assert r.state.money == 6
    assert r.state.counter_cards() == ["cleaning-1"]
    assert all(r.state.dice[d].zone == SPENT for d in (M, E1, E2, E3, T))


def test_taco_especial_needs_the_exact_faces():
    r = game(FILLER)
    start(r, manager="money", employee_1="food", employee_2="food", employee_3="drink",
          trainee="food")
    needed = (("food", 2), ("money", 1), ("drink", 1), ("blank", 1))
    with refused(no.DishFaces("taco_especial", needed)):
        r.apply(Menu(0, "taco_especial", (M, E1, E2, E3, T)))


def test_vulcano_turns_three_food_into_one_money():
    r = game(FILLER)
    start(r, employee_1="food", employee_2="food", trainee="food", employee_3="food",
          manager="drink")
    r.apply(Menu(0, "vulcano", (E1, E2, T)))
    assert r.state.dice[E1].face == "money" and r.state.dice[E1].zone == TABLE
    assert r.state.dice[E2].zone == SPENT and r.state.dice[T].zone == SPENT
    r.apply(Serve(0, "welcome-1", (E3, M), E1))
    assert r.state.money == 2


def test_vulcano_with_three_drinks_and_chosen_target():
    r = game(FILLER)
    start(r, employee_1="drink", employee_2="drink", trainee="drink")
    with refused(no.TurnMoneyCapable()):
        r.apply(Menu(0, "vulcano", (E1, E2, T), (T,)))
    r.apply(Menu(0, "vulcano", (E1, E2, T), (E2,)))
    assert r.state.dice[E2].face == "money"


def test_blanks_never_stand_in_on_the_menu():
    r = game(FILLER)
    start(r, employee_1="food", employee_2="food", trainee="blank")
    with refused(no.DishWays(option='vulcano')):
        r.apply(Menu(0, "vulcano", (E1, E2, T)))


def test_an_extra_conversion_counts_on_the_menu():
    r = game(["grill-1", *FILLER])
    start(r)
    r.state.money = 4
    next_turn(r)
    r.apply(BuyExtra(0, True))
    start(r, employee_1="food", employee_2="food", trainee="blank")
    r.apply(Menu(0, "vulcano", (E1, E2, T)))
    assert r.state.dice[E1].face == "money"


def test_la_plata_brings_resting_dice_back():
    r = game(FILLER)
    start(r, employee_1="rest", employee_2="rest", employee_3="rest")
    next_turn(r)
    assert len(r.state.resting()) == 3
    start(r, manager="money", trainee="blank")
    r.apply(Menu(0, "la_plata", (M,), (E2,)))
    assert r.state.dice[E2].zone == CUP and r.state.dice[E1].zone == REST


def test_la_plata_three_blanks_bring_back_two():
    r = game(FILLER)
    start(r, employee_1="rest", employee_2="rest", employee_3="rest")
    next_turn(r)
    r.state.script.append({"manager": "blank", "trainee": "blank"})
    from tabletop.games.crazy_taco.rules.actions import Roll
    r.apply(Roll(0))
    with pytest.raises(IllegalAction):
        r.apply(Menu(0, "la_plata", (M, T)))
    r.state.dice[T].face = "blank"
    r.state.dice[M].face = "blank"
    # only two blanks on the table: refused; give a third by script in a fresh game instead
    r2 = game(FILLER)
    start(r2, employee_1="rest", employee_2="rest")
    next_turn(r2)
    start(r2, manager="blank", employee_3="blank", trainee="blank")
    r2.apply(Menu(0, "la_plata", (M, E3, T), (E1, E2)))
    assert r2.state.resting() == []


def test_la_plata_needs_someone_resting():
    r = game(FILLER)
    start(r, manager="money")
    with refused(no.NobodyResting()):
        r.apply(Menu(0, "la_plata", (M,)))


def test_mole_turns_four_food_into_two_money():
    r = game(FILLER)
    start(r, employee_1="food", employee_2="food", employee_3="food", trainee="food",
          manager="drink")
    r.apply(Menu(0, "mole", (E1, E2, E3, T)))
    money = [d for d in (E1, E2, E3, T) if r.state.dice[d].face == "money"
             and r.state.dice[d].zone == TABLE]
    assert len(money) == 2
    r.apply(Collect(0, "welcome-1", money[0]))
    r.apply(Collect(0, "welcome-2", money[1]))


def test_achilipu_turns_three_dice_to_chosen_faces():
    r = game(FILLER)
    start(r, manager="drink", employee_1="drink", employee_2="drink", trainee="drink")
    with refused(no.NoSuchFace(die='trainee', face='money')):
        r.apply(Menu(0, "achilipu", (M, E1, E2, T), (M, E1, T), ("money", "food", "money")))
    r.apply(Menu(0, "achilipu", (M, E1, E2, T), (M, E1, T), ("money", "food", "food")))
    assert [r.state.dice[d].face for d in (M, E1, T)] == ["money", "food", "food"]
    assert r.state.dice[E2].zone == SPENT
    r.apply(Serve(0, "welcome-1", (E1, T)) if False else Collect(0, "welcome-1", M))


def test_nachos_buy_a_star_with_four_blanks():
    r = game(FILLER)
    start(r, manager="blank", employee_1="blank", employee_2="blank", trainee="blank")
    with refused(no.PopularityAtTop()):
        r.apply(Menu(0, "nachos", (M, E1, E2, T)))
    r.state.popularity = 6
    r.apply(Menu(0, "nachos", (M, E1, E2, T)))
    assert r.state.popularity == 7


def test_unknown_dish_is_refused():
    r = game(FILLER)
    start(r)
    with refused(no.NoSuchDish(option='burrito')):
        r.apply(Menu(0, "burrito", (M,)))
