"""The kit's phrase book: the core's refusals in words, and the sentences rules still write."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tabletop.core.actions import NotAMove, UnreadableMove
from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact
from tabletop.kit.phrases import Phrases


@dataclass(frozen=True)
class Waved(Fact):
    seat: int


@pytest.mark.parametrize("kind,words", [
    ("int", "seat should be a whole number"),
    ("str", "seat should be a name"),
    ("bool", "seat should be yes or no"),
    ("tuple[int, ...]", "seat should be a list of whole numbers"),
    ("tuple[str, ...]", "seat should be a list of names"),
])
def test_an_unreadable_move_is_refused_in_words(kind, words):
    said = Phrases().refusal(UnreadableMove("seat", kind))
    assert said == f"That move cannot be read: its {words}."


def test_what_is_not_a_move_is_said_so():
    assert Phrases().refusal(NotAMove()) == "That is not a move."


def test_a_fact_no_book_words_says_nothing_and_a_refusal_still_says_no():
    assert Phrases().say(Waved(0)) is None
    assert Phrases().refusal(IllegalAction(Waved(0)).why) == "That move is not allowed now."


def test_a_game_words_its_own_facts_for_each_reader():
    names = ("Ana", "Rosa")
    book = Phrases({Waved: lambda f, reader: "You wave" if reader == f.seat
                    else f"{names[f.seat]} waves"})
    assert book.say(Waved(0), 0) == "You wave"
    assert book.say(Waved(0), 1) == "Ana waves"
    assert book.say(Waved(1), None) == "Rosa waves"


def test_a_fact_nobody_words_is_refused_plainly():
    assert Phrases().say(Waved(0)) is None
    assert Phrases().refusal(Waved(0)) == "That move is not allowed now."


def test_the_coachs_refusals_are_the_kits_words_or_the_steps_own():
    from tabletop.tutorial.coach import CoachTalking, NotThatOne, TutorialOver

    book = Phrases()
    assert book.refusal(CoachTalking()) == \
        "The coach is still talking: press Next (or Space) first."
    assert book.refusal(NotThatOne()) == "Not that one yet: do what the coach asks."
    assert book.refusal(NotThatOne("Not that one: the 5 makes 11.")) == \
        "Not that one: the 5 makes 11."
    assert book.refusal(TutorialOver()).startswith("The tutorial is over")
