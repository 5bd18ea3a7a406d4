"""A whole game of every turn-based game played by a gamepad alone, through the real table
scene: raw controller events through the app's mapper and dispatch, a bot in the other seat.
The human's moves are the bot's decisions, turned into the presses a player would make."""

from __future__ import annotations

import pytest

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.taco_loco.rules.actions import (
    CounterLegendary,
    DeclineCounter,
    GiveTaco,
    PlayCard,
    StartTaco,
)
from tabletop.games.taco_loco.table.view_model import NEW_TACO
from tabletop.input import intents as it
from tabletop.scenes.results import ResultsScene
from tests.games.crazy_taco.table import test_view as crazy
from tests.games.taco_loco.table import test_view as loco
from tests.games.taco_party.table import test_view as party
from tests.pad.helpers import Pads
from tests.scenes.helpers import settle


def loco_by_pad(pads, table, action):
    """Taco Loco: walk the hand to the card (A picks it up), then the tacos (A places it)."""
    send = pads.send
    stack = pads.stack
    model = table.model()
    if isinstance(action, PlayCard | StartTaco):
        hand = model.hand
        moves = (hand.index(action.card) - table.input.focus.index) % len(hand)
        send(stack, *([it.Navigate(1, 0)] * moves), it.Confirm())
        places = list(model.columns)
        target = NEW_TACO if isinstance(action, StartTaco) else f"taco:{action.taco}"
        moves = (places.index(target) - table.input.focus.index) % len(places)
        send(stack, *([it.Navigate(1, 0)] * moves), it.Confirm())
    elif isinstance(action, GiveTaco):
        while table.input.give_choice(model) != action.to:
            send(stack, it.Navigate(1, 0))
        send(stack, it.Confirm())
    elif isinstance(action, CounterLegendary | DeclineCounter):
        table.input.prompt_ready(model)
        wanted = 0 if isinstance(action, CounterLegendary) else 1
        while table.input.prompt_focus != wanted:
            send(stack, it.Focus(1))
        send(stack, it.Confirm())
    return None


GAMES = {
    "taco-loco": (loco, loco_by_pad,
                  (Seat("Ana", HUMAN), Seat("Rosa", BOT)), 10),
    "taco-party": (party, None, (Seat("Ana", HUMAN), Seat("Rosa", BOT)), 10),
    "crazy-taco": (crazy, None, (Seat("Ana", HUMAN),), 30),
}


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_by_a_pad_alone(game, monkeypatch):
    module, driver, seats, least = GAMES[game]
    stack, table, match = module.start(seats)
    pads = Pads(table.services, stack)
    pads.plug()
    if driver is None:  # the game's keyboard driver, its key presses made by the pad
        monkeypatch.setattr(module, "send", pads.send)

        def driver(pads, table, action):
            module.play_by_keyboard(pads.stack, table, action)
    moves = 0
    while module.human_turn(stack, table):
        before = len(match.log)
        decision = match.bot_decision(table.viewer)
        driver(pads, table, decision.action)
        assert len(match.log) == before + 1, (decision.action, table.feedback.refusal)
        moves += 1
    settle(stack, until=lambda: isinstance(stack.top, ResultsScene), limit=30)
    assert match.rules.is_over() and moves >= least
    assert pads.events > 2 * moves and table.services.pads.in_hand
