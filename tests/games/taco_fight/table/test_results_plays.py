"""A ¡Taco Fight! results card says what its seat did for the team besides the forks it sank:
the cards it built onto plates and the cards it played to smash, counted from the game's
events (nothing said of what it never did)."""

from __future__ import annotations

from tabletop.core.language import Language
from tabletop.games.taco_fight.rules.events import Built, Flipped, Smashed, Verdict
from tabletop.games.taco_fight.table.view_model import (
    beaten_by_seat,
    beaten_words,
    plays_by_seat,
    plays_words,
)


def test_each_seats_builds_and_smashes_are_counted():
    events = [Built(0, (5,), "kitchen:0", "plate:1:2", 0, 1, 2),
              Built(0, (6,), "kitchen:0", "plate:0:0", 1, 0, 0),
              Smashed(1, (7,), "kitchen:1", "attacker:0:0", 2, 40, 0),
              Flipped(1, (8, 9), "pantry:1", "kitchen:1"),
              Built(-1, (3,), "kitchen:0", "plate:0:1", 0, 0, 1)]  # (the game itself)
    assert plays_by_seat(events, 3) == [(2, 0), (0, 1), (0, 0)]


def test_a_seats_plays_in_words_leave_out_what_it_never_did():
    words = Language()
    assert plays_words(2, 1, words) == ["Put 2 cards on plates", "Hit tacos with 1 card"]
    assert plays_words(0, 3, words) == ["Hit tacos with 3 cards"]
    assert plays_words(0, 0, words) == []


def test_the_tacos_beaten_at_a_seats_plates_are_said_so_blocking_counts():
    """The big number counts tacos eaten; a seat that held its plates (blocked or smashed
    every taco there, ate none) still reads what it did, in one line, first on its card."""
    events = [Verdict(0, 1, 40, "blocked"), Verdict(0, 2, 41, "blocked"),
              Verdict(1, 0, 42, "smashed"), Verdict(1, 1, 43, "standing"),
              Verdict(2, 0, 44, "standing")]
    assert beaten_by_seat(events, 3) == [(2, 0), (0, 1), (0, 0)]
    words = Language()
    assert beaten_words(2, 0, words) == ["At own plates: 2 blocked, 0 smashed"]
    assert beaten_words(0, 0, words) == []


def test_smashed_means_one_thing_on_a_results_card():
    """"Smashed" on a results card is a taco beaten by fists (the fight's verdict), never the
    count of cards played with fists (those are "Hit tacos with ...")."""
    words = Language()
    lines = plays_words(4, 3, words) + beaten_words(1, 2, words)
    assert [line for line in lines if "smash" in line.lower()] == beaten_words(1, 2, words)
