"""The one-press stab: after a player's tap the table taps on, inside the rules' window, while the
rules show that stab in progress, and lets it go once the taco is eaten or the stab lapses."""

from __future__ import annotations

import dataclasses

from tabletop.games.taco_fight.rules.actions import Stab
from tabletop.games.taco_fight.rules.observation import StabView
from tabletop.games.taco_fight.table.stab_assist import GAP, SETTING, StabAssist
from tests.scenes.helpers import headless_services


def test_the_table_taps_on_every_gap_while_the_stab_is_in_progress():
    assist = StabAssist()
    stab = Stab(0, fork=7, taco=3)
    assist.started(0, stab)
    going = (StabView(7, 3, 1, 0), None)
    taps = [assist.due(GAP / 2, going) for _ in range(10)]  # a whole second
    assert sum(len(t) for t in taps) == 5 and all(t == [(0, stab)] for t in taps if t)
    assert assist.due(GAP, (None, None)) == []  # eaten, or lapsed: let go
    assert assist.tapping == {}


def test_another_stab_in_progress_is_not_tapped_for_the_old_one():
    assist = StabAssist()
    assist.started(1, Stab(1, fork=7, taco=3))
    assert assist.due(GAP, (None, StabView(8, 3, 1, 0))) == []


def test_the_setting_is_one_of_taco_fights_own_and_off_at_first():
    services = headless_services()
    spec = services.specs["taco-fight"]
    assert services.settings.game_value(spec, SETTING) == "off"
    on = services.settings.with_game_value(spec, SETTING, "on")
    services.storage.update_settings(dataclasses.replace(on))
    assert services.storage.user.settings.load().settings.game_value(spec, SETTING) == "on"
