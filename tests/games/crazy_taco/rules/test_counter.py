"""Phase 1: arrivals, the line, Patience, penalties, OPEN chains, TASK, inspections, characters."""


import pytest
from msgspec import structs

from tabletop.core.game import GameSetup, Seat
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.actions import Collect, Serve
from tabletop.games.crazy_taco.rules.rulebook import CrazyTacoRules
from tabletop.games.crazy_taco.rules.state import FINE

from ..helpers import E1, E2, M, T, arrange, game, next_turn, real_data, refused, start

FILLER = [f"taco-{i}" for i in range(1, 5)] + [f"combo-{i}" for i in range(1, 7)]


def idle(r, turns=1):
    """Roll nothing useful and end the turn."""
    for _ in range(turns):
        start(r)
        next_turn(r)


def test_cards_enter_from_the_left_into_the_first_free_place():
    r = game(FILLER)
    idle(r)
    assert r.state.counter == ["welcome-1", "welcome-2", "taco-1", ""]
    assert r.turns == 2 and r.step == "roll"
    idle(r)
    assert r.state.counter == ["welcome-1", "welcome-2", "taco-1", "taco-2"]


def test_a_full_counter_pushes_position_1_into_patience_then_out():
    r = game(FILLER)
    idle(r, 3)
    assert r.state.counter == ["welcome-2", "taco-1", "taco-2", "taco-3"]
    assert r.state.patience == "welcome-1" and r.state.popularity == 8
    events = []
    start(r)
    events = next_turn(r)
    assert "welcome-1" in r.state.out and r.state.patience == "welcome-2"
    assert r.state.popularity == 7
    assert ev.CardMoved("welcome-1", "patience", "out", ev.GivesUp()) in events


def test_customers_in_patience_can_still_be_served():
    r = game(FILLER)
    idle(r, 3)
    start(r, manager="money", employee_1="food", employee_2="drink")
    r.apply(Serve(0, "welcome-1", (E1, E2), M))
    assert r.state.patience == "" and r.state.money == 2


def test_gaps_close_up_in_phase_3():
    r = game(FILLER)
    idle(r)
    start(r, manager="money", employee_1="food", employee_2="drink")
    r.apply(Serve(0, "welcome-1", (E1, E2), M))
    assert r.state.counter == ["", "welcome-2", "taco-1", ""]
    next_turn(r)
    assert r.state.counter == ["welcome-2", "taco-1", "taco-2", ""]


def test_a_bonus_card_never_goes_into_patience():
    r = game(["taco-1"])
    arrange(r, ["cleaning-1", "combo-1", "combo-2", "combo-3"], patience="welcome-1")
    idle(r)
    assert "cleaning-1" in r.state.out and r.state.patience == "welcome-1"
    assert r.state.popularity == 7         # the cleaning card's penalty
    assert r.state.counter == ["combo-1", "combo-2", "combo-3", "taco-1"]


def test_pushed_out_voucher_costs_nothing():
    r = game(["taco-1"])
    arrange(r, ["meal-voucher-1", "combo-1", "combo-2", "combo-3"])
    idle(r)
    assert "meal-voucher-1" in r.state.out and r.state.popularity == 8


def test_open_chains_resolve_at_once():
    r = game(["taco-open-1", "agua-open-1", "taco-1", "taco-2"])
    idle(r)
    assert r.state.counter == ["welcome-2", "taco-open-1", "agua-open-1", "taco-1"]
    assert r.state.patience == "welcome-1"
    assert r.state.deck == ["taco-2"]


def test_task_message_puts_a_task_on_the_door():
    r = game(["taco-task-1", "taco-1"], tasks=["trash-1", "drinks-truck-1"])
    idle(r)
    assert r.state.door == "trash-1" and r.state.task_deck == ["drinks-truck-1"]


@pytest.mark.parametrize("task,stars,fine", [
    ("drinks-truck-1", 1, 0), ("food-truck-1", 1, 0), ("trash-1", 0, 3),
    ("clean-kitchen-1", 1, 3)])
def test_an_unresolved_task_is_punished_when_the_next_arrives(task, stars, fine):
    r = game(["taco-task-1", "taco-task-2", "taco-1"], tasks=[task, "trash-2"])
    idle(r)
    r.state.money = 10
    idle(r)
    assert task in r.state.out and r.state.door == "trash-2"
    assert r.state.popularity == 8 - stars and r.state.money == 10 - fine


def test_task_messages_do_nothing_when_the_task_deck_is_empty():
    r = game(["taco-task-1", "taco-task-2"], tasks=["trash-1"])
    idle(r, 2)
    assert r.state.door == "trash-1" and r.state.popularity == 8


def test_free_time_is_discarded_with_no_replacement():
    r = game(["free-time-1", "taco-1"])
    idle(r)
    assert "free-time-1" in r.state.out
    assert r.state.counter == ["welcome-1", "welcome-2", "", ""]
    assert r.state.deck == ["taco-1"]


def test_vip_served_in_time_gains_a_star():
    r = game(["vip-1", "taco-1"])
    r.state.popularity = 6
    idle(r)
    assert r.state.counter[2] == "vip-1"
    start(r, employee_1="food", employee_2="drink")
    r.apply(Serve(0, "vip-1", (E1, E2)))
    assert r.state.popularity == 7


def test_vip_never_enters_patience():
    r = game(["taco-1", "taco-2"])
    arrange(r, ["vip-1", "combo-1", "combo-2", "combo-3"], patience="welcome-1")
    idle(r)
    assert "vip-1" in r.state.out and r.state.patience == "welcome-1"
    assert r.state.popularity == 6


def test_served_vip_waits_in_patience_like_anybody():
    r = game(["taco-1", "taco-2"])
    arrange(r, ["vip-1", "combo-1", "combo-2", "combo-3"])
    start(r, employee_1="food", employee_2="drink")
    r.apply(Serve(0, "vip-1", (E1, E2)))
    next_turn(r)
    assert r.state.patience == "vip-1" and r.state.popularity == 8


def test_served_vip_leaving_unpaid_from_patience_costs_one_star_like_anybody():
    r = game(["taco-1", "taco-2", "taco-3"])
    arrange(r, ["vip-1", "combo-1", "combo-2", "combo-3"])
    start(r, employee_1="food", employee_2="drink")
    r.apply(Serve(0, "vip-1", (E1, E2)))
    assert r.state.popularity == 8               # +1 for serving in time, at the cap already
    next_turn(r)
    assert r.state.patience == "vip-1"
    idle(r)
    assert "vip-1" in r.state.out and r.state.patience == "combo-1"
    assert r.state.popularity == 7, "a served VIP lost unpaid costs one star, not two"


def test_unserved_vip_costs_two_stars_and_served_vip_one():
    """The same line and dice twice: the VIP left unserved, then served but never paid."""
    lost = {}
    for served in (False, True):
        r = game(["taco-1", "taco-2", "taco-3"])
        r.state.popularity = 5
        arrange(r, ["vip-1", "combo-1", "combo-2", "combo-3"])
        start(r, employee_1="food", employee_2="drink")
        if served:
            r.apply(Serve(0, "vip-1", (E1, E2)))
        next_turn(r)
        idle(r)
        assert "vip-1" in r.state.out
        lost[served] = 5 + (1 if served else 0) - r.state.popularity
    assert lost == {False: 2, True: 1}


def test_pickpocket_must_be_served_before_collecting():
    r = game(["pickpocket-1", "taco-1"], tasks=["trash-1"])
    idle(r)
    assert r.state.counter[2] == "pickpocket-1" and r.state.door == "trash-1"
    start(r, manager="money", employee_1="food", employee_2="food", trainee="drink")
    with refused(no.ServePickpocketFirst()):
        r.apply(Collect(0, "pickpocket-1", M))
    r.apply(Serve(0, "pickpocket-1", (E1, E2, T), M))
    assert "pickpocket-1" in r.state.out and r.state.money == 2


def test_unserved_pickpocket_returns_to_the_deck():
    r = game(["taco-1", "taco-2", "taco-3"])
    arrange(r, ["pickpocket-1", "combo-1", "combo-2", "combo-3"], patience="welcome-1")
    idle(r)
    assert "pickpocket-1" in r.state.deck and r.state.popularity == 7
    assert r.state.patience == "welcome-1"
    assert sorted(r.state.deck) == ["pickpocket-1", "taco-2", "taco-3"]


def test_pickpocket_is_discarded_when_no_task_is_pending():
    r = game(["pickpocket-1", "taco-1"], tasks=[])
    idle(r)
    assert "pickpocket-1" in r.state.out and r.state.counter[2] == "taco-1"


def test_characters_off_removes_vip_and_pickpocket():
    data = real_data()
    r = CrazyTacoRules(data, GameSetup((Seat("a"),), 5, {"characters": "off"}))
    assert "vip-1" not in r.state.deck and "pickpocket-1" not in r.state.deck
    assert len(r.state.deck) == 46
    r = CrazyTacoRules(data, GameSetup((Seat("a"),), 5, {}))
    assert "vip-1" in r.state.deck and len(r.state.deck) == 48


def test_inspection_option_shuffles_one_unseen_inspection_in():
    data = real_data()
    found = set()
    for seed in range(12):
        r = CrazyTacoRules(data, GameSetup((Seat("a"),), seed, {"inspections": "on"}))
        ins = [c for c in r.state.deck if c.startswith("inspection-")]
        assert len(ins) == 1
        found |= set(ins)
        seen = r.observation(0)
        assert not hasattr(seen, "boxed") and not hasattr(seen, "deck")
        assert seen.deck_count == len(r.state.deck)
    assert len(found) == 3


def test_labour_inspection_fines_when_nobody_rests_and_locks_the_trainee():
    r = game(["inspection-labour", "taco-1"], options={"inspections": "on"})
    events = []
    start(r)
    events = next_turn(r)
    assert r.state.fine_due == 6 and r.state.fine_cards == ["inspection-labour"]
    assert r.state.dice[T].zone == FINE
    assert r.state.counter[2] == "taco-1"           # a replacement card was drawn
    assert ev.CardMoved("inspection-labour", "deck", "inspection", ev.InspectionFined(6)) \
        in events
    assert ev.FineChanged(6, 6, ev.CardCost("inspection-labour")) in events
    r.state.script.append({d: "food" for d in ("manager", "employee-1", "employee-2",
                                                  "employee-3")})
    from tabletop.games.crazy_taco.rules.actions import Roll
    rolled = r.apply(Roll(0))
    assert all(d != T for d, _ in rolled[0].dice)   # the trainee is not rolled


def test_franchise_inspection_fines_per_resting_worker():
    r = game(["inspection-franchise", "taco-1"])
    start(r, employee_1="rest", employee_2="rest")
    r.state.money = 10
    next_turn(r)
    assert r.state.money == 4 and "inspection-franchise" in r.state.out


def test_health_inspection_fines_per_cleaning_card_waiting():
    r = game(["inspection-health", "taco-1"])
    arrange(r, ["cleaning-1", "cleaning-2"])
    start(r)
    r.state.money = 12
    next_turn(r)
    assert r.state.money == 2


def test_inspection_with_nothing_to_fine():
    r = game(["inspection-labour", "taco-1"])
    start(r, employee_1="rest")
    next_turn(r)
    assert "inspection-labour" in r.state.out and r.state.fine_due == 0


def test_closing_time_moves_the_line_when_the_deck_is_empty():
    r = game(["taco-1"])
    idle(r)                     # taco-1 arrives; the deck is now empty
    idle(r)
    assert r.state.patience == "welcome-1" and r.state.counter[0] == "welcome-2"
    idle(r)
    assert "welcome-1" in r.state.out and r.state.popularity == 7


def test_age_every_turn_variant_from_data():
    data = real_data()
    line = structs.replace(data.board.line, age_every_turn=True)
    data = structs.replace(data, board=structs.replace(data.board, line=line))
    r = CrazyTacoRules(data, GameSetup((Seat("a"),), 1), deck=["taco-1", "taco-2"],
                       task_deck=[], welcome=("welcome-1", "welcome-2"))
    idle(r)
    assert r.state.patience == "welcome-1"
    assert r.state.counter == ["welcome-2", "taco-1", "", ""]
