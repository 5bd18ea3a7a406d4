"""Every card and number on the Fight table explains itself when the mouse rests on it."""

import pygame
import pytest

from tabletop.games.taco_fight.table import explain
from tabletop.input import intents as it
from tabletop.kit.tooltips import DELAY
from tests.games.taco_fight.table.test_bot_marks import to_the_fight
from tests.games.taco_fight.table.test_view import start
from tests.scenes.helpers import headless_services, send, settle


@pytest.fixture
def services(private_user_data):
    services = headless_services()
    services.settings = None
    return services


def tooltips(table):
    canvas = pygame.Surface((1280, 720))
    return [e.look.explanation for e in table.elements(canvas) if e.key == "tooltip"]


def test_an_attacking_taco_explains_its_number_after_a_moment(services):
    stack, table, match = start(services, humans=1, players=4)
    to_the_fight(stack, table, match)
    seen = match.rules.table()
    seat, slot = next((s, p) for s in range(1, 4) for p, taco in enumerate(seen.attackers[s])
                      if taco >= 0)
    card = match.data.card(seen.attackers[seat][slot])
    pos = table.boards[seat].attackers[slot].center
    send(stack, it.PointerMove(pos))
    settle(stack, DELAY / 3)
    assert tooltips(table) == []  # not at once: only when the mouse rests
    settle(stack, DELAY)
    shown = tooltips(table)
    assert len(shown) == 1
    words = " ".join((shown[0].title, *shown[0].lines))
    assert str(card.spiciness) in shown[0].title
    assert "Block" in words or "only" in words


@pytest.mark.parametrize("place", ["pantry", "stack", "sink", "mild"])
def test_the_numbers_explain_themselves(services, place):
    stack, table, match = start(services, humans=1, players=2)
    to_the_fight(stack, table, match)
    layout = table.layout
    rects = {"pantry": table.boards[0].pantry, "stack": layout.stack_rect(),
             "sink": layout.zone("sink"), "mild": layout.taco_deck_rect("mild")}
    send(stack, it.PointerMove(rects[place].center))
    settle(stack, DELAY * 1.5)
    shown = tooltips(table)
    assert len(shown) == 1
    assert any(ch.isdigit() for ch in shown[0].title), shown[0].title


def test_an_ingredient_says_what_its_value_and_fists_do(services):
    data = services.game_data(__import__("tabletop.games.taco_fight.spec",
                                         fromlist=["SPEC"]).SPEC)
    card = next(c for c in data.cards if not c.is_taco and c.fists == 2)
    words = explain.ingredient_words(card)
    assert str(card.value) in words.title
    assert any("2 fists" in line for line in words.lines)
    assert any("Value" in line for line in words.lines)


def cursor_of(table, seat=0):
    control = table.controls[seat]
    return control.owner, control.slot


def test_a_cursor_moved_by_the_keys_explains_what_it_rests_on(services):
    """The keys' focus explains itself as the mouse's pointer does: after a moment's rest."""
    stack, table, match = start(services, humans=1, players=4)
    to_the_fight(stack, table, match)
    send(stack, it.PointerMove((556, 300)))  # the mouse rests on nothing (between boards)
    settle(stack, DELAY * 1.5)
    assert tooltips(table) == []
    send(stack, it.Navigate(1, 0))  # the arrow keys: the cursor moves one column on
    owner, slot = cursor_of(table)
    settle(stack, DELAY / 3)
    assert tooltips(table) == []
    settle(stack, DELAY)
    shown = tooltips(table)
    assert len(shown) == 1
    assert shown[0] == table.column_words(owner, slot)
    box = next(e.look.rect for e in table.elements(pygame.Surface((1280, 720)))
               if e.key == "tooltip")
    assert box is not None


def test_the_focus_explains_an_attacking_taco_and_an_empty_plate(services):
    stack, table, match = start(services, humans=1, players=4)
    to_the_fight(stack, table, match)
    seen = match.rules.table()
    control = table.controls[0]
    attacked = next((p for p, taco in enumerate(seen.attackers[control.owner]) if taco >= 0),
                    None)
    words = {p: table.column_words(control.owner, p) for p in range(table.plates)}
    if attacked is not None:
        card = match.data.card(seen.attackers[control.owner][attacked])
        assert str(card.spiciness) in words[attacked].title
    empty = [p for p in range(table.plates) if seen.attackers[control.owner][p] < 0
             and not seen.plates[control.owner][p]]
    for p in empty:
        assert words[p].title.startswith(f"Plate {p + 1}")


def test_the_mouse_explains_again_once_it_moves(services):
    stack, table, match = start(services, humans=1, players=4)
    to_the_fight(stack, table, match)
    send(stack, it.Navigate(1, 0))
    settle(stack, DELAY * 1.5)
    assert len(tooltips(table)) == 1
    pos = table.layout.zone("sink").center
    send(stack, it.PointerMove(pos))
    settle(stack, DELAY * 1.5)
    shown = tooltips(table)
    assert len(shown) == 1 and shown[0].title.startswith("Sink")
