"""Unplugging a pad pauses every turn-based game (Taco Fight pauses itself), and plugging one
back in gives it the seat the lost pad held."""

from __future__ import annotations

import pytest

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.pause import PauseScene
from tests.games.crazy_taco.table import test_view as crazy
from tests.games.taco_loco.table import test_view as loco
from tests.games.taco_party.table import test_view as party
from tests.pad.helpers import OTHER, PAD, REPLUGGED, Pads, press

GAMES = {"taco-loco": loco, "taco-party": party, "crazy-taco": crazy}


@pytest.mark.parametrize("game", list(GAMES))
def test_unplugging_the_pad_in_play_pauses_the_game(game):
    module = GAMES[game]
    stack, table, match = module.start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    pads = Pads(table.services, stack)
    pads.plug(0)
    module.human_turn(stack, table)
    pads.post(press("x"))  # the pad in play asks for a hint
    assert table.feedback.hint_action is not None
    pads.unplug(PAD)
    assert isinstance(stack.top, PauseScene)
    assert "gamepad was disconnected" in stack.top.reason
    pads.plug(3)
    pads.post(press("b", REPLUGGED))  # the pad plugged back resumes
    assert stack.top is table


def test_an_idle_pad_unplugged_pauses_nothing():
    stack, table, match = loco.start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    pads = Pads(table.services, stack)
    pads.plug(0)
    pads.unplug(PAD)
    assert stack.top is table and "disconnected" in table.feedback.last_text


def test_plugging_back_gives_the_seat_back_to_the_new_pad():
    stack, table, match = party.start((Seat("Ana", HUMAN), Seat("Beto", HUMAN)))
    services = table.services
    pads = Pads(services, stack)
    pads.plug(0)
    pads.plug(2)
    services.pads.claim(0, PAD)
    services.pads.claim(1, OTHER)
    pads.post(press("a", PAD))
    assert table.viewer == 0 and stack.top is table
    pads.unplug(PAD)
    assert isinstance(stack.top, PauseScene) and "Ana's gamepad" in stack.top.reason
    assert services.pads.waiting() == 0
    pads.plug(3)  # a pad comes back (with a new instance id) while the game is paused
    assert services.pads.claims == {0: REPLUGGED, 1: OTHER}
    pads.post(press("start", REPLUGGED))
    assert stack.top is table
    pads.post(press("x", OTHER))  # still Beto's pad: not Ana's turn to be played by it
    assert table.feedback.hint_action is None
    pads.post(press("x", REPLUGGED))
    assert table.feedback.hint_action is not None
    assert not isinstance(stack.top, CurtainScene)


def test_a_direction_held_into_the_pause_menu_does_not_repeat_on_return():
    import pygame

    from tests.pad.helpers import ev

    stack, table, match = loco.start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    pads = Pads(table.services, stack)
    pads.plug(0)
    loco.human_turn(stack, table)
    pads.post([ev(pygame.CONTROLLERAXISMOTION, instance_id=PAD, axis=0, value=30000)])
    pads.post(press("start"))
    pads.post([ev(pygame.CONTROLLERAXISMOTION, instance_id=PAD, axis=0, value=0)])  # to pause
    pads.post(press("b"))
    assert stack.top is table
    focus = table.input.focus.index
    for _ in range(120):
        stack.update(1 / 60)
    assert table.input.focus.index == focus and table.pad_gate.reader.due_in() is None
