"""Taco Party keeps a readable history: a "What happened" panel said to "you" for the viewer's
own moves (beside your tacos with three or four players, never under a card), and in hot-seat
play the curtain's recap of what happened since that player's last turn, without their own
moves and without a drawn card."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.taco_party.rules.events import (
    CardDiscarded,
    CardDrawn,
    CardPickedUp,
    CardPlayed,
    CentreRefilled,
    PickupOver,
)
from tabletop.scenes.curtain import CurtainScene
from tests.games.taco_party.table.fullest import SHAPES, full_history, fullest_tables
from tests.games.taco_party.table.test_view import human_turn, play_by_keyboard, start
from tests.scenes.helpers import headless_services, send, settle


def log_of(table):
    canvas = table.services.display.canvas
    return next((e for e in table.elements(canvas) if e.key == "log"), None)


def card_keyed(data, key):
    return next(c.id for c in data.cards if c.key == key)


def test_the_viewers_own_moves_are_said_to_you_and_draws_make_no_line():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    meat, hat, shell = (card_keyed(table.data, n) for n in ("meat", "top-hat", "empty-taco"))
    played = CardPlayed(meat, "hand:0", "plate:0:taco:1", 0, 0, 1, 2, False, 2)
    assert table.history_text(played, 0) == "You added Meat to your 2nd taco from the left; " \
                                            "pickup now: 2"
    assert table.history_text(played, 1) == "Ana added Meat to their 2nd taco from the left; " \
                                            "pickup now: 2"
    paid = CardPickedUp(hat, "centre:0", "hand:0", 0, 2, 1)
    assert table.history_text(paid, 0) == "You paid 2 for the Top Hat; 1 pickup left"
    nothing = CardDiscarded(meat, "hand:0", "discard", 0, True)
    assert table.history_text(nothing, 0) == "You played nothing and discarded Meat"
    sauce = CardPlayed(shell, "hand:1", "plate:0:taco:2", 1, 0, 2, 1, True, 3)
    assert table.history_text(sauce, 0) == \
        "Rosa served an Empty Taco onto your plate (hot sauce); pickup now: 1"
    assert table.history_text(CardDrawn(meat, "deck", "hand:0", 0), 1) is None
    assert table.history_text(CentreRefilled(meat, "deck", "centre:0", 0), 0) is None
    assert table.history_text(PickupOver(0, 0), 0) is None


def test_the_panel_shows_the_latest_lines_for_the_viewer():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    for _ in range(2):
        assert human_turn(stack, table)
        while table.my_turn():
            play_by_keyboard(stack, table, match.bot_decision(0).action)
    assert human_turn(stack, table)
    rows = log_of(table).look.rows
    everything = table.happened.lines(0, table.history_text)
    assert rows and rows[-1][0] == everything[-1]
    assert any(text.startswith("You ") for text, _, _ in rows)
    assert any(text.startswith("Rosa ") for text, _, _ in rows)
    assert not any("drew a card" in text for text, _, _ in rows)


@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_the_panel_has_a_place_of_its_own_clear_of_every_card(players, shape):
    stack, table = fullest_tables(players, shape, headless_services())
    full_history(table)
    table.tweens.finish_all()
    log = log_of(table)
    model = table.model()
    panel = pygame.Rect(log.look.zone)
    assert pygame.Rect(model.zone("log").as_tuple()).contains(panel)
    for seat in range(players):
        assert not panel.colliderect(pygame.Rect(model.seat_rect(seat).as_tuple())), seat
    for card, sprite in table.cards.sprites.items():
        shown = pygame.Rect(model.shown_rect(card)) if card in model.spots else sprite.rect
        assert not shown.colliderect(panel), card


def test_a_plate_with_room_shows_the_panel_with_three_or_four():
    for players in (3, 4):
        stack, table, match = start(tuple(Seat(n, HUMAN if i == 0 else BOT) for i, n in
                                          enumerate(("Ana", "Rosa", "Lupe", "Beto")[:players])))
        assert human_turn(stack, table)
        while table.my_turn():
            play_by_keyboard(stack, table, match.bot_decision(0).action)
        assert human_turn(stack, table)
        assert log_of(table) is not None, players


def test_the_hot_seat_recap_tells_the_others_moves_not_your_own():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Beto", HUMAN)))
    for turn in range(4):
        assert isinstance(stack.top, CurtainScene)
        seat = turn % 2
        recap = stack.top.recap
        other = ("Ana", "Beto")[1 - seat]
        if turn:
            assert recap and all(line.startswith(other) or "middle" in line
                                 or "deck" in line for line in recap), recap
        mine = ("Ana", "Beto")[seat]
        assert not any(line.startswith((mine, "You")) for line in recap), recap
        assert not any("draw" in line for line in recap), recap
        send(stack, it_confirm())
        assert table.viewer == seat
        while match.rules.current == seat and not match.rules.is_over():
            play_by_keyboard(stack, table, match.bot_decision(seat).action)
        settle(stack, until=lambda: isinstance(stack.top, CurtainScene), limit=10)


def it_confirm():
    from tabletop.input import intents as it

    return it.Confirm()
