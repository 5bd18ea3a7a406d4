"""What a seat's commands mean at the table: cursor moves, plays, hits, prep placement."""

import dataclasses

from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules.observation import NO_TACO
from tabletop.games.taco_fight.table import controller as ctl
from tabletop.games.taco_fight.table.devices import FLIP, GIVE, HIT, PLAY
from tests.games.taco_fight.helpers import Ids, data, make

PLATES = 5


def fight_table(**changes):
    rules = make(players=4)
    table = dataclasses.replace(rules.table(), phase="fight")
    return dataclasses.replace(table, **changes)


def test_the_cursor_runs_on_from_board_to_board_and_up_and_down():
    table = fight_table()
    control = ctl.SeatControl(0, 0, slot=4)
    ctl.move(control, table, PLATES, 1, 0)
    assert (control.owner, control.slot) == (1, 0)
    ctl.move(control, table, PLATES, -1, 0)
    assert (control.owner, control.slot) == (0, 4)
    ctl.move(control, table, PLATES, 0, 1)
    assert (control.owner, control.slot) == (2, 4)
    ctl.move(control, table, PLATES, 0, 1)
    assert (control.owner, control.slot) == (2, 4)  # nothing below the bottom row


def test_held_tacos_are_extra_cursor_slots_in_a_fight():
    ids = Ids(data())
    held = ids.taco("mild", 2)
    table = fight_table(held=((), (held,), (), ()))
    control = ctl.SeatControl(0, 1, slot=4)
    ctl.move(control, table, PLATES, 1, 0)
    assert (control.owner, control.slot) == (1, 5)
    assert ctl.target_taco(table, 1, 5, PLATES) == held


def test_play_builds_and_hit_smashes_or_stabs_with_the_kitchen_top():
    d = data()
    ids = Ids(d)
    cheese, fork, taco = ids.take("cheese"), ids.take("fork"), ids.taco("mild", 3)
    attackers = ((NO_TACO,) * 5, (NO_TACO, taco, NO_TACO, NO_TACO, NO_TACO),
                 (NO_TACO,) * 5, (NO_TACO,) * 5)
    table = fight_table(kitchens=((cheese,), (), (), ()), attackers=attackers)
    control = ctl.SeatControl(0, 1, slot=1)
    assert ctl.command_outcome(PLAY, control, table, d) == A.Build(0, cheese, 1, 1)
    assert ctl.command_outcome(HIT, control, table, d) == A.Smash(0, cheese, 1, 1)
    stab_table = dataclasses.replace(table, kitchens=((fork,), (), (), ()))
    assert ctl.command_outcome(HIT, control, stab_table, d) == A.Stab(0, fork, taco)
    empty = ctl.SeatControl(1, 1, slot=1)
    assert "kitchen is empty" in ctl.command_outcome(PLAY, empty, table, d)
    control.slot = 2
    assert ctl.command_outcome(HIT, control, table, d) == "No taco attacks that plate."
    assert ctl.command_outcome(FLIP, control, table, d) == A.Flip(0)


def test_give_goes_to_the_player_under_the_cursor():
    d = data()
    table = fight_table()
    control = ctl.SeatControl(0, 2)
    assert ctl.command_outcome(GIVE, control, table, d) == A.Give(0, 2)
    control.owner = 0
    assert "teammate" in ctl.command_outcome(GIVE, control, table, d)


def test_prep_places_the_chosen_new_taco_and_moves_a_placed_one():
    d = data()
    rules = make(players=2)
    table = rules.table()
    assert table.phase == "prep" and table.incoming[0]
    control = ctl.SeatControl(0, 0, slot=2)
    if len(table.incoming[0]) > 1:
        assert ctl.command_outcome(HIT, control, table, d) is None
        assert control.pick == 1
    chosen = control.chosen_incoming(table)
    action = ctl.command_outcome(PLAY, control, table, d)
    assert action == A.Place(0, chosen, 2)
    rules.apply(action)
    ctl.after_success(control, action)
    table = rules.table()
    assert ctl.command_outcome(PLAY, control, table, d) is None and control.carry == chosen
    control.slot = 4
    move = ctl.command_outcome(PLAY, control, table, d)
    assert move == A.Place(0, chosen, 4)
    control.owner = 1
    assert "own plates" in ctl.command_outcome(PLAY, control, table, d)
