"""Prompts speak the device in hand: after a pad press every table's top bar names pad buttons
(drawn as the art generator's glyphs), after a key it names keys again."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.input import intents as it
from tabletop.input.control_words import for_keys, for_pad, names_controls
from tabletop.ui import glyph_text
from tests.games.crazy_taco.table import test_view as crazy
from tests.games.taco_loco.table import test_view as loco
from tests.games.taco_party.table import test_view as party
from tests.pad.helpers import Pads, press
from tests.scenes.helpers import send

GAMES = {"taco-loco": loco, "taco-party": party, "crazy-taco": crazy}
KEY_WORDS = re.compile(r"\b(Enter|Backspace|Esc|Tab|Arrows|Left/Right|Up/Down|Ctrl\+Z|F1|H:)")


def status_look(table):
    canvas = table.services.display.canvas
    return next(e.look for e in table.chrome(canvas) if e.key == "status")


def button_labels(table):
    return {b.label for b in table.buttons()}


@pytest.mark.parametrize("game", list(GAMES))
def test_the_top_bar_names_pad_buttons_while_a_pad_is_in_hand(game):
    module = GAMES[game]
    stack, table, match = module.start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    module.human_turn(stack, table)
    pads = Pads(table.services, stack)
    pads.plug(0)
    send(stack, it.Navigate(1, 0))
    keys = status_look(table)
    assert "Esc: menu" in keys.tips and "Hint (H)" in button_labels(table)
    pads.post(press("rb"))
    look = status_look(table)
    assert glyph_text.glyph("start") in look.tips and glyph_text.glyph("x") in look.tips
    assert not KEY_WORDS.search(look.prompt), look.prompt
    assert not KEY_WORDS.search(look.tips), look.tips
    assert glyph_text.has_glyphs(look.prompt) or not KEY_WORDS.search(keys.prompt)
    assert {"Hint (X)", "Aid (Back)"} <= button_labels(table)
    table.draw(table.services.display.canvas, 0.0)
    send(stack, it.Navigate(-1, 0))  # the keyboard again: keys again
    assert status_look(table).tips == keys.tips


def test_a_prompts_controls_are_said_as_keys_or_as_the_pads_buttons():
    prompt = "{left_right}: choose a taco · {confirm}: play · {erase}: cancel"
    assert for_keys(prompt) == "Left/Right: choose a taco · Enter: play · Backspace: cancel"
    assert for_pad(prompt) == (f"{glyph_text.glyph('dpad')} left/right: choose a taco · "
                               f"{glyph_text.glyph('a')} play · {glyph_text.glyph('b')} cancel")
    swapped = for_pad("{confirm}: play · {erase}: cancel", swap=True)
    assert swapped == f"{glyph_text.glyph('b')} play · {glyph_text.glyph('a')} cancel"


def test_esc_is_start_at_a_table_and_the_cancel_button_in_a_menu():
    assert for_pad("{escape}: menu") == f"{glyph_text.glyph('start')} menu"
    assert for_pad("{escape}: close", menu=True) == f"{glyph_text.glyph('b')} close"
    assert for_pad("{escape}: close", swap=True, menu=True) == f"{glyph_text.glyph('a')} close"


def test_braces_that_name_no_control_are_left_for_their_owner():
    prompt = "Drop dice here to re-roll them (${cost}) · {confirm}: roll"
    assert for_keys(prompt) == "Drop dice here to re-roll them (${cost}) · Enter: roll"
    assert for_pad(prompt).format(cost=2).startswith("Drop dice here to re-roll them ($2)")
    assert names_controls(prompt) and not names_controls("${cost}")


def test_a_glyph_is_drawn_from_the_generated_sprite():
    from tests.scenes.helpers import headless_services

    services = headless_services()
    surface = pygame.Surface((200, 40), pygame.SRCALPHA)
    box = glyph_text.draw(surface, services.fonts, services.images,
                          f"{glyph_text.glyph('a')} play", 20, (255, 255, 255),
                          pygame.Rect(0, 0, 200, 40))
    greens = sum(1 for x in range(box.x, box.x + 30) for y in range(40)
                 if (lambda c: c.g > 140 and c.r < 120 and c.b < 100)(surface.get_at((x, y))))
    assert greens > 50  # A's green face
    assert glyph_text.plain(f"{glyph_text.glyph('start')} menu") == "Start menu"


@pytest.mark.parametrize("game", list(GAMES))
def test_no_prompt_shows_a_controls_token_on_any_device(game):
    module = GAMES[game]
    stack, table, match = module.start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    module.human_turn(stack, table)
    pads = Pads(table.services, stack)
    pads.plug(0)
    for intent in (it.Navigate(1, 0), None):
        if intent is None:
            pads.post(press("rb"))
        else:
            send(stack, intent)
        look = status_look(table)
        shown = [look.prompt, look.tips, *button_labels(table)]
        assert not any(names_controls(text) for text in shown), shown
