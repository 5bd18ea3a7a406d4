"""A pad's seat belongs to one game: a table that starts forgets the seats an earlier game's
pads held or waited for (a tutorial or a continued game starts without the seat setup, which
used to be the only place that did)."""

from __future__ import annotations

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.input import intents as it
from tests.games.taco_loco.table.test_view import start


def test_a_pad_that_waited_for_seat_3_of_another_game_joins_a_two_seat_table_as_new():
    _, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    pads = table.services.pads
    pads.plugged_in(69, "Xbox Controller")
    pads.claim(3, 69)                   # seat 3 of an earlier four-seat game ...
    pads.unplugged(69)                  # ... whose pad went: seat 3 waits for it
    assert pads.waiting() == 3
    fresh = type(table)(table.services, table.spec, match)  # a two-seat table starts
    assert pads.waiting() is None and pads.claims == {}
    pads.noticed(it.PadAdded(69, "Xbox Controller"))      # the loop tells the pads first
    fresh.handle(it.PadAdded(69, "Xbox Controller"))
    assert fresh.feedback.last_text == "Gamepad connected."
