"""Hot-seat with pads stays fair and private: a pad claims a human seat on the seat-setup
screen with A; a claimed seat's curtain lifts only with its own pad's A; another pad cannot act
for the seat on turn (it may still pause); one pad passed round is asked for by name."""

from __future__ import annotations

from tabletop.core.game import HUMAN, Seat
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.taco_party.table.view import TacoPartyTable
from tabletop.input import intents as it
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.pause import PauseScene
from tabletop.scenes.seat_setup import SeatSetupScene
from tests.games.taco_party.table import test_view as party
from tests.pad.helpers import OTHER, PAD, Pads, press
from tests.scenes.helpers import headless_services, settle

TWO = (Seat("Ana", HUMAN), Seat("Beto", HUMAN))


def test_on_the_seat_setup_screen_each_pad_claims_a_human_seat_with_a():
    services = headless_services()
    stack = SceneStack()
    scene = SeatSetupScene(services, services.specs["taco-party"])
    stack.push(scene)
    stack.apply_pending()
    pads = Pads(services, stack)
    pads.plug(0)
    pads.plug(2)
    scene._set_kind(1, HUMAN)
    pads.post(press("a", PAD))
    assert services.pads.claims == {0: PAD} and "Ana" in scene.message
    pads.post(press("a", OTHER))
    assert services.pads.claims == {0: PAD, 1: OTHER}
    focus = scene.widgets.focus
    pads.post(press("a", PAD))  # every human seat is held: A is A again
    assert services.pads.claims == {0: PAD, 1: OTHER}
    assert scene.widgets.focus == focus
    canvas = services.display.canvas
    scene.draw(canvas, 0.0)


def test_with_one_human_a_pad_claims_nothing():
    services = headless_services()
    stack = SceneStack()
    stack.push(SeatSetupScene(services, services.specs["taco-loco"]))
    stack.apply_pending()
    pads = Pads(services, stack)
    pads.plug(0)
    pads.post(press("a", PAD))
    assert services.pads.claims == {}


def test_one_pad_alone_is_passed_round():
    services = headless_services()
    services.pads.claim(0, PAD)
    services.pads.new_game((0, 1))
    assert services.pads.claims == {}


def claimed_table():
    stack, table, match = party.start(TWO)
    services = table.services
    pads = Pads(services, stack)
    pads.plug(0)
    pads.plug(2)
    services.pads.claim(0, PAD)
    services.pads.claim(1, OTHER)
    return stack, table, match, pads


def test_a_claimed_seats_curtain_lifts_only_with_its_own_pad():
    stack, table, match, pads = claimed_table()
    curtain = stack.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Ana"
    assert curtain.heading_text() == "Ana: press A on your pad when ready"
    pads.post(press("a", OTHER))
    assert stack.top is curtain and table.viewer is None  # nothing private shown
    assert "Beto's pad" in curtain.message
    curtain.draw(table.services.display.canvas, 0.0)
    pads.post(press("a", PAD))
    assert stack.top is table and table.viewer == 0


def test_another_players_pad_cannot_act_for_the_seat_on_turn_but_may_pause(monkeypatch):
    stack, table, match, pads = claimed_table()
    pads.post(press("a", PAD))
    assert table.viewer == 0
    before = (len(match.log), table.input.targeting, table.input.focus.index)
    pads.post(press("a", OTHER) + press("x", OTHER))
    pads.instance = OTHER
    pads.send(stack, it.Navigate(1, 0))
    assert (len(match.log), table.input.targeting, table.input.focus.index) == before
    assert table.feedback.hint_action is None
    assert "Beto's pad" in table.feedback.refusal
    pads.post(press("start", OTHER))
    assert isinstance(stack.top, PauseScene)
    pads.post(press("b", OTHER))  # B in the pause menu resumes
    assert stack.top is table
    pads.instance = PAD
    monkeypatch.setattr(party, "send", pads.send)
    while match.rules.current == 0:
        party.play_by_keyboard(stack, table, match.bot_decision(0).action)
    settle(stack, until=lambda: isinstance(stack.top, CurtainScene), limit=10)
    assert stack.top.name == "Beto" and table.viewer is None
    pads.post(press("a", PAD))
    assert isinstance(stack.top, CurtainScene) and table.viewer is None
    pads.post(press("a", OTHER))
    assert table.viewer == 1


def test_one_pad_passed_round_asks_for_the_pad_by_name():
    stack, table, match = party.start(TWO)
    pads = Pads(table.services, stack)
    pads.plug(0)
    pads.post(press("y", PAD))  # the pad in hand (Y does nothing on the curtain)
    curtain = stack.top
    assert isinstance(curtain, CurtainScene)
    assert curtain.heading_text() == "Pass the pad to Ana \u2014 press A when ready"
    pads.post(press("a", PAD))
    assert stack.top is table and table.viewer == 0
    assert isinstance(table, TacoPartyTable)


def test_with_a_and_b_swapped_the_curtain_asks_for_b():
    import dataclasses

    stack, table, match = party.start(TWO)
    services = table.services
    storage = services.storage
    services.settings = dataclasses.replace(storage.settings, pad_swap=True)
    pads = Pads(services, stack)
    pads.plug(0)
    pads.post(press("y", PAD))
    curtain = stack.top
    assert curtain.heading_text() == "Pass the pad to Ana \u2014 press B when ready"
    pads.post(press("a", PAD))  # A is back now: the pause menu over the curtain
    assert isinstance(stack.top, PauseScene)
    pads.post(press("a", PAD))
    assert stack.top is curtain
    pads.post(press("b", PAD))
    assert stack.top is table and table.viewer == 0
