"""Crazy Taco keeps a readable history: a "What happened" panel of the latest outcomes (no
phase banners, no die going to the cup, no card drawn), the customer player named or told
"you", and in 1 v 1 hot-seat play the curtain's recap of what happened since that player's
last turn: never their own move, never a card of the hidden hand."""

from __future__ import annotations

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.table import draw
from tabletop.scenes.curtain import CurtainScene
from tests.games.crazy_taco.table.test_view import (
    human_turn,
    play_by_keyboard,
    play_by_mouse,
    start,
)
from tests.scenes.helpers import send, settle


def panel_of(table):
    canvas = table.services.display.canvas
    return next((e for e in table.elements(canvas) if e.key == "history panel"), None)


def test_the_lines_are_the_outcomes_and_the_customer_player_is_named_or_told_you():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Beto", BOT)))
    swap = ev.CardMoved("", "hand", "deck", ev.CardPutBack())
    assert table.history_text(swap, 0) == "Beto puts a card under the deck."
    assert table.history_text(swap, None) == "Beto puts a card under the deck."
    assert table.history_text(swap, 1) == "You put a card under the deck."
    assert table.phrases.say(swap, None) == "The customer player puts a card under the deck."
    drawn = ev.CardMoved("", "deck", "hand", ev.CardDrawn())
    assert table.history_text(drawn, 0) is None and table.history_text(drawn, 1) is None
    cup = ev.DieMoved("manager", "", "spent", "cup")
    assert table.history_text(cup, 0) is None
    banner = ev.PhaseChanged("customers", "play", 2)
    assert table.history_text(banner, 0) is None
    paid = ev.MoneyChanged(2, 5, ev.OrderPaid("combo-1"))
    assert table.history_text(paid, 1) == table.history_text(paid, 0) == \
        "+$2: Combo paid."


def test_the_panel_shows_the_latest_lines_newest_first():
    stack, table, match = start((Seat("Ana", HUMAN),), seed=3)
    assert panel_of(table) is None or panel_of(table).look.lines  # never an empty slab
    for _ in range(12):
        if not human_turn(stack, table):
            break
        play_by_mouse(stack, table, match.bot_decision(table.viewer).action)
    panel = panel_of(table)
    assert panel is not None
    everything = table.happened.lines(table.viewer, table.history_text)
    shown = len(panel.look.lines)  # as many of the newest as fit, wrapped, at a TV's size
    assert list(panel.look.lines) == list(reversed(everything))[:shown]
    assert 2 <= shown <= draw.HISTORY_ROWS


def test_the_hot_seat_recap_tells_the_other_players_moves_and_no_hidden_card():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Beto", HUMAN)), seed=4)
    data = match.data
    recaps = {0: [], 1: []}
    for _ in range(8):
        settle(stack, until=lambda: isinstance(stack.top, CurtainScene)
               or match.rules.is_over(), limit=30)
        if match.rules.is_over():
            break
        seat = stack.top.seat
        recap = stack.top.recap
        state = match.rules.state
        shown = set(state.counter_cards()) | set(state.out)
        hidden = {data.card(c).name for c in state.hand} - {data.card(c).name for c in shown}
        for line in recap:
            assert not any(name in line for name in hidden), (line, hidden)
            assert not line.startswith("You"), line  # your own moves are not news
        if seat == 0:  # the manager never reads "the customer player draws"
            assert not any("draw" in line for line in recap), recap
        recaps[seat].append(recap)
        send(stack, CONFIRM)
        while match.rules.actors() == (seat,) and not match.rules.is_over():
            play_by_keyboard(stack, table, match.bot_decision(seat).action)
    manager_news = [line for recap in recaps[0][1:] for line in recap]
    customer_news = [line for recap in recaps[1][1:] for line in recap]
    assert any("comes in" in line for line in manager_news), recaps[0]  # the card played
    assert customer_news and not any("comes in to position" in line and "Beto" in line
                                     for line in customer_news)


def _confirm():
    from tabletop.input import intents as it

    return it.Confirm()


CONFIRM = _confirm()


def test_a_card_has_one_name_on_its_face_in_the_history_and_its_tooltip():
    """The history, the hints and the tooltips call a card by the title its face shows
    ('Combo', not 'Taco and drink')."""
    from tabletop.games.crazy_taco.table.card_names import card_title
    from tabletop.games.crazy_taco.table.faces import describe

    stack, table, match = start((Seat("Ana", HUMAN),), seed=3)
    came = 0
    for _ in range(8):
        if not human_turn(stack, table):
            break
        play_by_mouse(stack, table, match.bot_decision(table.viewer).action)
    for entry in table.happened.entries:
        event = entry.event
        if isinstance(event, ev.CardMoved) and isinstance(event.how, ev.ComesIn):
            card = match.data.card(event.card)
            line = table.history_text(event, table.viewer)
            assert line is not None and card_title(card) in line, line
            if card.name != card_title(card):
                assert card.name not in line, line
            assert describe(card)[0] == card_title(card)
            came += 1
    assert came >= 1
