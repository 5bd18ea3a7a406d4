"""Taco Loco keeps a readable history on the table, newest first, said to "you" when it
concerns the viewer."""

from __future__ import annotations

import pygame

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.taco_loco.rules import events as ev
from tabletop.games.taco_loco.table import draw
from tests.games.taco_loco.table.test_view import human_turn, play_by_mouse, start


def panel_of(table):
    canvas = table.services.display.canvas
    return next((e for e in table.elements(canvas) if e.key == "history panel"), None)


def test_the_history_panel_shows_the_latest_moves_newest_first():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT), Seat("Lupe", BOT)))
    for _ in range(3):
        assert human_turn(stack, table)
        play_by_mouse(stack, table, match.bot_decision(table.viewer).action)
    assert human_turn(stack, table)
    panel = panel_of(table)
    assert panel is not None
    lines = panel.look.lines
    everything = table.happened.lines(table.viewer, table.history_text)
    assert 2 <= len(lines) <= draw.HISTORY_ROWS  # as many as fit, each as tall as it wraps
    assert list(lines) == list(reversed(everything))[:len(lines)]
    assert not any("drew a card" in line for line in lines)


def test_a_perfect_taco_given_to_you_says_who_gave_it():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    given = ev.TacoGiven(1, 0, 3, (1, 2, 3, 4), "taco:3", "taken:0")
    assert table.history_text(given, 0) == "Rosa gave you a perfect taco of 4 cards"
    assert table.history_text(given, 1) == "You gave the perfect taco of 4 cards to Ana"
    drawn = ev.CardDrawn(0, 5, "pile", "hand:0", 40)
    assert table.history_text(drawn, 0) is None


def test_a_short_history_is_a_short_panel_not_an_empty_slab():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    assert human_turn(stack, table)
    zone, ui = table.model().history_zone, table.services.fonts
    short = ("Rosa drew",)
    one = draw.history_panel(ui, zone, short)
    full = draw.history_panel(ui, zone, short * draw.HISTORY_ROWS)
    assert one.h < full.h / 2 and full.h <= zone.h
    assert draw.history_rows(ui, zone, short)[0].bottom <= one.bottom


def test_a_long_line_takes_the_rows_it_wraps_to_and_older_lines_give_way():
    """A line that wraps to three lines gets the room of three; the rows never run over each
    other or out of the panel, and the oldest lines go when the zone is full."""
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    zone, ui = table.model().history_zone, table.services.fonts
    long = ("Diego played a Lonesome Taco on the taco showing 9: the sum is back to 0 and "
            "Rosa takes the next turn")
    lines = ("Rosa drew", long, long, long, long)
    rows = draw.history_rows(ui, zone, lines)
    assert 2 <= len(rows) < len(lines)
    assert rows[1].h > 2 * rows[0].h
    for above, below in zip(rows, rows[1:], strict=False):
        assert above.bottom <= below.top
    assert all(pygame.Rect(zone).contains(row) for row in rows)


def test_a_wrapped_history_line_never_ends_on_a_lone_number():
    """"…on the taco showing 9: sum" then "4" alone on the next line: never. The last word is
    tied to the one before it (unless both are long), and the wrapping keeps them together."""
    from tabletop.ui.fonts import MIN_TEXT

    assert draw.unbroken_tail("Lupe played a 3 on the taco: sum 4") == \
        "Lupe played a\u00a03 on the taco: sum\u00a04"  # (nor starts a line with a number)
    assert draw.unbroken_tail("Lupe jugó un 2 en el taco de 9: suma 11") == \
        "Lupe jugó un\u00a02 en el taco de\u00a09: suma\u00a011"
    assert draw.unbroken_tail("You gave the perfect taco to Ana.") == \
        "You gave the perfect taco to\u00a0Ana."
    assert draw.unbroken_tail("Mateo gave you a perfect taco of 2 cards") == \
        "Mateo gave you a perfect taco of\u00a02\u00a0cards"
    assert draw.unbroken_tail("Rosa overfilled the unbelievably overstuffed") == \
        "Rosa overfilled the unbelievably overstuffed"  # (two long words may part)
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    fonts = table.services.fonts
    line = "Lupe played a 3 on the taco: sum 4"
    width = fonts.measure("Lupe played a 3 on the taco: sum", MIN_TEXT)[0] + 2  # "4" wraps
    kept = fonts.text(draw.unbroken_tail(line), MIN_TEXT, (0, 0, 0), width=width)
    first = fonts.line_height(MIN_TEXT) - 4
    mask = pygame.mask.from_surface(kept)
    right = max(x for x in range(kept.get_width()) for y in range(first) if mask.get_at((x, y)))
    assert right < fonts.measure("Lupe played a 3 on the taco: sum", MIN_TEXT)[0] - 20


def test_before_the_first_move_the_history_says_where_the_taco_base_came_from():
    """Its corner is never bare felt, and never "Nothing yet" under the card already on the
    table: before any move it says that card is the taco base, turned up from the pile."""
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT), Seat("Lupe", BOT)))
    assert human_turn(stack, table)
    assert not table.happened.lines(table.viewer, table.history_text)
    panel = panel_of(table)
    base = match.rules.observation(0).tacos[0].cards[0]
    assert panel is not None and panel.look.lines[0] == (
        f"The taco base, turned up from the pile: a {base.value} starts the first taco")
    assert draw.HISTORY_EMPTY not in panel.look.lines


def test_the_taco_bases_line_gives_way_to_the_moves():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT), Seat("Lupe", BOT)))
    for _ in range(2):
        assert human_turn(stack, table)
        play_by_mouse(stack, table, match.bot_decision(table.viewer).action)
    assert human_turn(stack, table)
    lines = table.latest_lines(draw.HISTORY_ROWS)
    assert len(lines) == draw.HISTORY_ROWS and "taco base" not in lines[0]
    assert not any("taco base" in line for line in lines[1:])
