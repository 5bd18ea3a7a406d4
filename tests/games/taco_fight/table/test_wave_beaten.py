"""Between waves (every taco beaten, none held) nothing is at stake: the centre's clock says what
the top bar says, never the red alarm of a fight."""

import dataclasses

from tabletop.games.taco_fight.rules.observation import NO_TACO
from tabletop.games.taco_fight.table.view_model import prompt, wave_beaten
from tests.games.taco_fight.helpers import Ids, data, make


def fight_table(**changes):
    table = dataclasses.replace(make(players=2).table(), phase="fight")
    return dataclasses.replace(table, **changes)


def test_a_wave_is_beaten_only_with_no_taco_left_and_none_held():
    empty = tuple(tuple(NO_TACO for _ in row) for row in fight_table().attackers)
    beaten = fight_table(attackers=empty, held=((), ()))
    assert wave_beaten(beaten)
    assert prompt(beaten, ("Ana", "Rosa")).startswith("Wave beaten!")
    held = fight_table(attackers=empty, held=((Ids(data()).taco("mild", 2),), ()))
    assert not wave_beaten(held)  # (a held taco is still to eat before the sand runs out)
    assert not wave_beaten(dataclasses.replace(beaten, phase="prep"))
