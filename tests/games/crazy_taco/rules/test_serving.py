"""Phase 2 orders: serving whole orders, collecting, both at once, blanks and the Extras."""


from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.actions import BuyExtra, Collect, Serve, UseVoucher
from tabletop.games.crazy_taco.rules.state import CUP, SPENT, TABLE

from ..helpers import E1, E2, E3, M, T, arrange, game, next_turn, refused, start


def test_initial_phase_puts_the_welcome_cards_on_positions_1_and_2():
    r = game(["taco-1"])
    assert r.state.counter == ["welcome-1", "welcome-2", "", ""]
    assert r.turns == 1 and r.phase == "dice" and r.step == "roll"
    assert r.state.popularity == 8 and r.state.money == 0


def test_welcome_order_is_random_without_a_fixed_order(monkeypatch):
    from tabletop.core.game import GameSetup, Seat
    from tabletop.games.crazy_taco.rules.rulebook import CrazyTacoRules

    from ..helpers import real_data
    orders = {tuple(CrazyTacoRules(real_data(), GameSetup((Seat("a"),), seed)).state.counter[:2])
              for seed in range(20)}
    assert orders == {("welcome-1", "welcome-2"), ("welcome-2", "welcome-1")}


def test_serve_a_whole_order_then_collect():
    r = game(["taco-1"])
    events = start(r, manager="money", employee_1="food", employee_2="drink")
    assert any(getattr(e, "dice", None) for e in events)
    r.apply(Serve(0, "welcome-1", (E1, E2)))
    st = r.state
    assert st.status["welcome-1"].served and not st.status["welcome-1"].collected
    assert st.dice[E1].zone == SPENT and st.dice[E1].on == "welcome-1"
    assert st.money == 0                      # money only when served AND collected
    events = r.apply(Collect(0, "welcome-1", M))
    assert st.money == 2 and "welcome-1" in st.out and st.counter[0] == ""
    assert any(getattr(e, "to_zone", "") == "out" and e.card == "welcome-1" for e in events)


def test_collect_first_then_serve():
    r = game(["taco-1"])
    start(r, manager="money", employee_1="food", employee_2="drink")
    r.apply(Collect(0, "welcome-2", M))
    assert r.state.status["welcome-2"].collected and r.state.money == 0
    r.apply(Serve(0, "welcome-2", (E1, E2)))
    assert r.state.money == 2 and "welcome-2" in r.state.out


def test_serve_and_collect_at_once():
    r = game(["taco-1"])
    start(r, manager="money", employee_1="food", employee_2="drink")
    r.apply(Serve(0, "welcome-1", (E1, E2), M))
    assert r.state.money == 2 and "welcome-1" in r.state.out


def test_orders_are_never_served_partially():
    r = game(["taco-1"])
    start(r, employee_1="food", employee_2="food", employee_3="drink")
    with refused(no.WrongDiceCount(count=2)):
        r.apply(Serve(0, "welcome-1", (E1,)))
    with refused(no.TooManyFood(food=1)):
        r.apply(Serve(0, "welcome-1", (E1, E2)))
    with refused(no.WrongDiceCount(count=2)):
        r.apply(Serve(0, "welcome-1", (E1, E2, E3)))


def test_money_and_rest_faces_cannot_serve():
    r = game(["taco-1"])
    start(r, manager="money", employee_1="food", employee_2="rest")
    with refused(no.FaceCannotServe(face='money')):
        r.apply(Serve(0, "welcome-1", (E1, M)))
    with refused(no.DieResting(die='employee-2')):
        r.apply(Serve(0, "welcome-1", (E1, E2)))


def test_blank_joins_a_real_food_or_drink_die():
    r = game(["taco-1"])
    start(r, employee_1="food", employee_2="blank", employee_3="blank", trainee="blank")
    with refused(no.BlankNeedsReal()):
        r.apply(Serve(0, "welcome-1", (E2, E3)))
    # the blank becomes the drink even though its companion shows food
    r.apply(Serve(0, "welcome-1", (E1, E2)))
    assert r.state.status["welcome-1"].served


def test_blanks_fill_several_items():
    r = game(["family-1"])
    arrange(r, ["family-1"])
    start(r, manager="drink", employee_1="blank", employee_2="blank", employee_3="blank",
          trainee="blank")
    r.apply(Serve(0, "family-1", (M, E1, E2, E3, T)))
    assert r.state.status["family-1"].served


def test_dice_on_customers_come_back_in_phase_3_and_the_card_stays_served():
    r = game(["taco-1", "taco-2"])
    start(r, employee_1="food", employee_2="drink")
    r.apply(Serve(0, "welcome-1", (E1, E2)))
    next_turn(r)
    assert r.state.dice[E1].zone == CUP or r.state.dice[E1].zone == TABLE
    assert r.state.status["welcome-1"].served
    assert r.state.counter[:3] == ["welcome-1", "welcome-2", "taco-1"]


def test_each_die_is_used_once():
    r = game(["taco-1"])
    start(r, manager="money", employee_1="food", employee_2="drink")
    r.apply(Serve(0, "welcome-1", (E1, E2)))
    with refused(no.DieNotFree(die='employee-1')):
        r.apply(Serve(0, "welcome-2", (E1, E2)))
    with refused(no.DieUsedTwice()):
        r.apply(Serve(0, "welcome-2", (E3, E3)))
    with refused(no.DieUsedTwice()):
        r.apply(Serve(0, "welcome-2", (E3, T), E3))


def buy(r, extra, money=10):
    """Turn 1 ends with nothing done; the Extra is drawn in turn 2 and bought."""
    start(r)
    r.state.money = money
    next_turn(r)
    assert r.step == "extra" and r.state.extra_offer == extra
    r.apply(BuyExtra(0, True))
    assert r.state.extra == extra


def test_grill_turns_one_blank_into_food_once_a_turn():
    r = game(["grill-1", "taco-1", "taco-2"])
    buy(r, "grill-1")
    assert r.state.money == 6 and r.state.counter[2] == "taco-1"
    arrange(r, ["taco-1", "taco-2", "welcome-1"])
    start(r, employee_1="blank", employee_2="blank")
    r.apply(Serve(0, "taco-1", (E1,)))
    assert r.state.status["taco-1"].served
    with refused(no.BlankNeedsReal()):
        r.apply(Serve(0, "taco-2", (E2,)))


def test_soda_fountain_turns_one_blank_into_drink():
    r = game(["soda-fountain-1", "agua-1"])
    buy(r, "soda-fountain-1")
    arrange(r, ["agua-1"])
    start(r, employee_1="blank")
    r.apply(Serve(0, "agua-1", (E1,)))
    assert r.state.status["agua-1"].served


def test_card_terminal_lets_food_collect_once_a_turn():
    r = game(["card-terminal-1", "taco-1"])
    buy(r, "card-terminal-1")
    start(r, employee_1="food", employee_2="food", manager="food", employee_3="drink")
    r.apply(Collect(0, "welcome-1", E1))
    with refused(no.NeedMoneyDie()):
        r.apply(Collect(0, "welcome-2", E2))
    r.apply(Serve(0, "welcome-1", (M, E3)))
    assert "welcome-1" in r.state.out


def test_buying_an_extra_swaps_the_old_one_for_its_resale_price():
    r = game(["grill-1", "card-terminal-1", "taco-1"])
    buy(r, "grill-1", money=5)          # 5 - 4 = 1
    # the replacement card drawn after the grill is another Extra
    assert r.step == "extra" and r.state.extra_offer == "card-terminal-1"
    with refused(no.CannotRaise(card='card-terminal-1', cost=6, can=3)):
        r.apply(BuyExtra(0, True))      # 1 + 2 resale = 3 < 6
    r.state.money = 4
    r.apply(BuyExtra(0, True))          # 4 + 2 - 6 = 0
    assert r.state.extra == "card-terminal-1" and "grill-1" in r.state.out
    assert r.state.money == 0
    assert r.state.counter[2] == "taco-1"   # a replacement card came in after the Extra


def test_declined_extra_is_discarded_and_a_card_replaces_it():
    r = game(["grill-1", "taco-1"])
    start(r)
    next_turn(r)
    r.apply(BuyExtra(0, False))
    assert "grill-1" in r.state.out and r.state.counter[2] == "taco-1" and r.step == "roll"


def test_meal_voucher_completes_an_order_without_money():
    r = game(["meal-voucher-1", "taco-1"])
    start(r)
    next_turn(r)
    assert r.state.counter[2] == "meal-voucher-1"
    from tabletop.games.crazy_taco.rules.actions import TakeBonus
    start(r, manager="money", employee_1="blank")
    with refused(no.NeedsFace(card='meal-voucher-1', faces=('blank',))):
        r.apply(TakeBonus(0, "meal-voucher-1", M))
    r.apply(TakeBonus(0, "meal-voucher-1", E1))
    assert r.state.bonus_entry("meal-voucher-1") is not None
    r.apply(UseVoucher(0, "meal-voucher-1", "welcome-1"))
    assert "welcome-1" in r.state.out and "meal-voucher-1" in r.state.out
    assert r.state.money == 0
