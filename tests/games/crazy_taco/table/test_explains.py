"""Every number on the Crazy Taco table explains itself on hover, and what the keyboard's focus
is on explains itself at once."""

from __future__ import annotations

import pygame

from tabletop.games.crazy_taco.table.explain import tooltip_lines
from tests.games.crazy_taco.table.test_layout import table_after
from tests.games.crazy_taco.table.test_view import faces, press_button, rigged


def lines_at(table, pos):
    return tooltip_lines(pos, table.model(), table.data, table.dice.die_at, table.cards.card_at,
                         "Rosalinda Maximiliana" if table.versus else "")


def test_every_count_says_what_its_number_means():
    table, _, _ = table_after(2, 24, 7, big=True)
    s, board = table.model().obs, table.board
    deck = pygame.Rect(board.box("deck"))
    wanted = {
        (deck.centerx, deck.bottom + 10): f"{s.deck_count} cards left",
        pygame.Rect(board.box("out")).midbottom: f"{len(s.out)} cards have left",
        (board.box("door").x + 50, board.box("door").y + board.box("door").h + 14):
            f"{s.task_deck_count} task cards",
        pygame.Rect(board.box("overtime")).center: f"Used {s.overtime_used} of",
        pygame.Rect(board.box("popularity")).center: f"{s.popularity} of 8 stars left",
        pygame.Rect(board.box("cash")).center: "$999 to spend",
        pygame.Rect(board.box("seat")).center: f"{s.hand_count} cards in hand",
        pygame.Rect(board.box("extra-pile")).center: f"{s.extras_pile_count} Extra cards",
    }
    for pos, words in wanted.items():
        text = " ".join(lines_at(table, pos))
        assert words in text, (pos, words, text)


def test_the_keyboards_focus_explains_itself_at_once():
    stack, table, match = rigged(faces(manager="money", employee_1="food", trainee="drink"))
    press_button(stack, table, "roll")
    table.keyboard_mode = True
    table.input.hover.rested = 0.0
    shown = table.tooltip_shown()
    assert shown is not None and shown[1], "the focused die or place says what it is"


def test_the_menus_title_tells_the_costs_its_card_no_longer_prints():
    table, _, _ = table_after(1, 6, 7)
    menu = table.board.box("menu")
    text = " ".join(lines_at(table, (menu.x + 200, menu.y + 10)))
    for words in ("Advertising campaign: $10, +1 star", "Overtime (twice a game): $3, then $5",
                  "Re-roll any dice you choose: $3"):
        assert words in text, text


def test_the_rulebooks_terms_explain_themselves_where_they_stand():
    """Patience, the menu's blank square and its right-hand column, a blank die face: each
    says what it means under the pointer."""
    from tabletop.games.crazy_taco.table.board import menu_key_boxes

    table, _, _ = table_after(1, 0, 7)
    board = table.board
    patience = pygame.Rect(board.box("patience"))
    assert "pushes whoever waits here out" in " ".join(
        lines_at(table, (patience.centerx, patience.bottom + 14)))
    icon, _left, right = menu_key_boxes(board)
    for pos in (icon.center, right.center):
        assert "blank face" in " ".join(lines_at(table, pos))
    spot = table.model().dice["trainee"]
    assert "Blank face: no value alone" in " ".join(lines_at(table, (int(spot.x), int(spot.y))))


def test_a_cards_computer_message_says_what_it_does():
    from tabletop.games.crazy_taco.table.faces import describe

    table, _, _ = table_after(1, 0, 7)
    said = {card.message: " ".join(describe(card)) for card in table.data.cards.values()
            if getattr(card, "message", "none") in ("open", "task")}
    assert "another card comes in" in said["open"]
    assert "task comes to the storeroom door" in said["task"]
