"""Every card and every number on the Taco Party table explains itself on hover or focus, and
each seat's score breakdown is one hover (or one focus) away."""

import pygame

from tabletop.games.taco_party.rules.tacos import score_plate
from tabletop.games.taco_party.table.view_model import box_of
from tabletop.games.taco_party.table.view_text import score_lines
from tabletop.input import intents as it
from tests.games.taco_party.table.fullest import fullest_tables
from tests.scenes.helpers import send, settle


def tooltip_lines(table):
    canvas = table.services.display.canvas
    tips = [e for e in table.elements(canvas) if e.key == "tooltip"]
    if not tips:
        return []
    words = tips[0].look.explanation
    return [words.title, *words.lines]


def rest_on(stack, pos):
    send(stack, it.PointerMove((int(pos[0]), int(pos[1]))))
    settle(stack, 0.6)


def test_resting_on_a_seat_shows_its_score_taco_by_taco():
    stack, table = fullest_tables(4, "tall and many")
    model = table.model()
    seat = model.seat_at(1)
    header = model.header_rect(seat)
    rest_on(stack, (header.x + header.w / 2, header.y + 10))
    lines = tooltip_lines(table)
    obs = model.obs
    score = score_plate(table.data, seat, obs.plates[seat], obs.burned[seat])
    assert lines[0].endswith(f"{score.total} points now")
    for line in score_lines(table.data, score):  # tacos counted, the doubled biggest, burns
        assert line in lines
    assert any("\u00d7 2" in line for line in lines)
    assert any(line.startswith("Burned") for line in lines)


def test_resting_on_a_rim_shows_the_same_breakdown():
    stack, table = fullest_tables(3, "many tacos")
    model = table.model()
    seat = model.seat_at(1)
    rim = model.rim_rect(seat)
    rest_on(stack, (rim.x + 4, rim.y + rim.h / 2))
    assert tooltip_lines(table)[0].startswith(table.match.setup.seats[seat].name)


def test_resting_on_any_card_tells_what_it_is_and_what_its_numbers_mean():
    stack, table = fullest_tables(2, "tallest")
    model = table.model()
    other = model.seat_at(1)
    cards = [model.obs.plates[other][0][-1], model.obs.centre[0], model.obs.hand[0]]
    for card in cards:
        sprite = table.cards.sprites[card]
        rest_on(stack, (sprite.rect.x + 10, sprite.rect.y + 8))
        lines = tooltip_lines(table)
        name = table.data.card(card).name
        assert lines and lines[0].startswith(name), (name, lines)
        assert any("points" in line or "point:" in line for line in lines)
        assert any(line.startswith("Pickup cost") for line in lines)
    send(stack, it.PointerMove((640, 700)))
    settle(stack, 0.6)
    assert tooltip_lines(table) == []


def test_the_keys_reach_every_seats_score_on_your_turn():
    stack, table = fullest_tables(3, "tallest")
    table.keyboard_mode = True
    assert table.my_turn()
    items = table.input.focus_items(table.model(), table.legal())
    seats = [item for item in items if item[0] == "seat"]
    assert len(seats) == 3
    moves = items.index(seats[1]) - table.input.focus.index
    send(stack, *([it.Navigate(1, 0)] * (moves % len(items))))
    lines = tooltip_lines(table)
    assert lines and lines[0].startswith(table.match.setup.seats[seats[1][1]].name)


def test_the_tooltip_stays_on_the_table():
    stack, table = fullest_tables(4, "tallest")
    model = table.model()
    seat = model.seat_at(3)
    header = pygame.Rect(box_of(model.header_rect(seat)))
    rest_on(stack, (header.right - 3, header.y + 5))
    canvas = table.services.display.canvas
    tip = next(e for e in table.elements(canvas) if e.key == "tooltip")
    assert pygame.Rect(0, 46, 1280, 632).contains(pygame.Rect(tip.look.rect))
