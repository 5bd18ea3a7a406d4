"""Every keyboard-only table command has its pad twin: the score sheet (S) and the gamepad
controls (F2) are a d-pad walk and A away in the player aid (Back), and B closes them again;
Esc is Start (H and Ctrl+Z are X and Y: tests/input/test_pad.py)."""

from __future__ import annotations

import pytest

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.input import intents as it
from tabletop.scenes.pad_controls import PadControlsScene
from tabletop.scenes.pause import PauseScene
from tabletop.scenes.player_aid import PlayerAidScene
from tabletop.scenes.score_sheet import ScoreSheetScene
from tests.games.crazy_taco.table import test_view as crazy
from tests.games.taco_loco.table import test_view as loco
from tests.games.taco_party.table import test_view as party
from tests.pad.helpers import Pads, dpad, press
from tests.scenes.helpers import send

GAMES = {"taco-loco": loco, "taco-party": party, "crazy-taco": crazy}


def at_table(game):
    module = GAMES[game]
    stack, table, match = module.start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    module.human_turn(stack, table)
    pads = Pads(table.services, stack)
    pads.plug(0)
    return stack, table, pads


def walk_to(pads, scene, label):
    """The d-pad walks the aid's buttons until `label` has the focus (at most once round)."""
    for _ in range(len(scene.widgets.widgets)):
        if scene.widgets.focused.label == label:
            return
        pads.post(dpad(-1, 0))
    raise AssertionError(f"no {label!r} among {[w.label for w in scene.widgets.widgets]}")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_pad_opens_the_score_sheet_from_the_aid_and_b_closes_it(game):
    stack, table, pads = at_table(game)
    pads.post(press("back"))
    aid = stack.top
    assert isinstance(aid, PlayerAidScene)
    walk_to(pads, aid, "Scores")
    pads.post(press("a"))
    assert isinstance(stack.top, ScoreSheetScene)
    assert stack.scenes[-2] is table  # the sheet takes the aid's place
    pads.post(press("b"))
    assert stack.top is table


@pytest.mark.parametrize("game", list(GAMES))
def test_a_pad_opens_the_gamepad_controls_from_the_aid(game):
    stack, table, pads = at_table(game)
    pads.post(press("back"))
    walk_to(pads, stack.top, "Gamepad controls")
    pads.post(press("a"))
    assert isinstance(stack.top, PadControlsScene)
    pads.post(press("b"))
    assert stack.top is table


def test_the_aids_buttons_name_the_keys_with_the_keyboard():
    stack, table, pads = at_table("taco-loco")
    send(stack, it.Command("aid"))
    labels = {w.label for w in stack.top.widgets.widgets}
    assert {"Scores (F3)", "Gamepad controls (F2)", "Full rules (F1)"} <= labels


def test_start_pauses_as_esc_does():
    stack, table, pads = at_table("taco-loco")
    pads.post(press("start"))
    assert isinstance(stack.top, PauseScene)


def test_the_tables_scores_button_names_its_key_only_with_the_keyboard():
    stack, table, pads = at_table("crazy-taco")
    send(stack, it.Navigate(1, 0))
    assert "Scores (F3)" in {b.label for b in table.buttons()}
    pads.post(press("rb"))
    assert "Scores" in {b.label for b in table.buttons()}


def test_the_pad_controls_screen_says_back_leads_to_the_scores():
    from tabletop.input import pad

    back = dict(pad.TABLE_ROLES)["Back"]
    assert "scores" in back
