"""Taco Loco's phrase book, word for word: each fact for the player it is about ("you"), for
another player, and for everyone (the line at the bottom of the table)."""

from __future__ import annotations

import pytest

from tabletop.core.game import NotOver
from tabletop.games.taco_loco.rules import events as ev
from tabletop.games.taco_loco.rules import refusals as no
from tabletop.games.taco_loco.rules.endings import AllHandsEmpty
from tabletop.games.taco_loco.rules.observation import COUNTER, GIVE, Question
from tabletop.games.taco_loco.rules.options import LAST_PLAYED, TOP_OF_TACO
from tabletop.games.taco_loco.table.phrases import ordinal, where

from ..helpers import card, make, phrases_of

ANYONE = None
ROSA, DIEGO, LUPE = 0, 1, 2


@pytest.fixture(scope="module")
def rules():
    return make([[5, 1, "L"], [3, 4, "S"], [2, 6, 6]], base=4, pile=[6, 6, 6])


@pytest.fixture(scope="module")
def book(rules):
    return phrases_of(rules)


def five(rules) -> int:
    return card(rules, ROSA, 5)


def test_a_card_played_on_a_taco(rules, book):
    played = ev.CardPlayed(ROSA, five(rules), 1, "hand:0", "taco:1", False, 9,
                           ev.TacoPlace(4, 1, False))
    assert book.say(played, ANYONE) == "Rosa played a 5 on the taco showing 4: sum 9"
    assert book.say(played, DIEGO) == "Rosa played a 5 on the taco showing 4: sum 9"
    assert book.say(played, ROSA) == "You played a 5 on the taco showing 4: sum 9"


def test_a_taco_is_named_by_its_place_when_another_shows_the_same_sum(rules, book):
    played = ev.CardPlayed(DIEGO, card(rules, DIEGO, 3), 3, "hand:1", "taco:3", False, 8,
                           ev.TacoPlace(5, 2, True))
    assert book.say(played, ANYONE) == (
        "Diego played a 3 on the taco showing 5 (2nd from the left): sum 8")


def test_a_new_taco_and_a_lonesome_taco(rules, book):
    started = ev.CardPlayed(ROSA, five(rules), 2, "hand:0", "taco:2", True, 5)
    assert book.say(started, ANYONE) == "Rosa started a new taco with a 5: sum 5"
    assert book.say(started, ROSA) == "You started a new taco with a 5: sum 5"
    lonesome = ev.CardPlayed(DIEGO, card(rules, DIEGO, "S"), 1, "hand:1", "taco:1", False, 0,
                             ev.TacoPlace(9, 1, False))
    assert book.say(lonesome, ANYONE) == ("Diego played a Lonesome Taco on the taco showing 9: "
                                          "the sum is back to 0")
    legendary = ev.CardPlayed(ROSA, card(rules, ROSA, "L"), 1, "hand:0", "taco:1", False, 11,
                              ev.TacoPlace(2, 1, False))
    assert book.say(legendary, ANYONE) == ("Rosa played a Legendary Taco on the taco showing "
                                           "2: sum 11")


def test_a_perfect_taco_given(book):
    given = ev.TacoGiven(ROSA, LUPE, 1, (1, 2), "taco:1", "taken:2")
    assert book.say(given, ANYONE) == "Rosa gave the perfect taco (2 cards) to Lupe"
    assert book.say(given, LUPE) == "Rosa gave you a perfect taco of 2 cards"
    assert book.say(given, ROSA) == "You gave the perfect taco of 2 cards to Lupe"
    assert book.say(given, DIEGO) == "Rosa gave the perfect taco (2 cards) to Lupe"


def test_a_taco_taken_one_card_and_many(book):
    overfilled = ev.TacoTaken(DIEGO, 1, (1, 2, 3), "taco:1", "taken:1", False, 13)
    assert book.say(overfilled, ANYONE) == ("Diego overfilled the taco (sum 13) and took its "
                                            "3 cards")
    assert book.say(overfilled, DIEGO) == "You overfilled a taco and took its 3 cards"
    single = ev.TacoTaken(DIEGO, 1, (1,), "taco:1", "taken:1", False, 12)
    assert book.say(single, ANYONE) == "Diego overfilled the taco (sum 12) and took its 1 card"
    countered = ev.TacoTaken(ROSA, 1, (1, 2, 3), "taco:1", "taken:0", True, 11)
    assert book.say(countered, ANYONE) == ("A Lonesome Taco stopped Rosa's Legendary Taco: Rosa "
                                           "took the taco (3 cards)")
    assert book.say(countered, ROSA) == ("A Lonesome Taco stopped your Legendary Taco: you took "
                                         "the taco (3 cards)")
    assert "countered" not in book.say(countered, ANYONE)  # (the rulebook's verb, not a taco's)


def test_the_counter_question_and_its_answers(book):
    asked = ev.CounterAsked(DIEGO, ROSA, 1)
    assert book.say(asked, ANYONE) == ("Diego: counter Rosa's Legendary Taco with a Lonesome "
                                       "Taco?")
    assert book.say(asked, DIEGO) == "Counter Rosa's Legendary Taco with a Lonesome Taco?"
    assert book.say(asked, ROSA) == "Diego: counter your Legendary Taco with a Lonesome Taco?"
    assert book.say(ev.CounterDeclined(DIEGO, 1), ANYONE) == "Diego does not counter"
    assert book.say(ev.CounterDeclined(DIEGO, 1), DIEGO) == "You do not counter"
    countered = ev.LegendaryCountered(LUPE, 7, 1, ROSA, "hand:2", "taco:1")
    assert book.say(countered, ANYONE) == ("Lupe countered Rosa's Legendary Taco with a "
                                           "Lonesome Taco!")
    assert book.say(countered, ROSA) == ("Lupe countered your Legendary Taco with a Lonesome "
                                         "Taco!")
    assert book.say(ev.GiveAsked(ROSA, 1), ANYONE) == "Rosa made a perfect taco! Who gets it?"


def test_deals_draws_and_turns(rules, book):
    assert book.say(ev.CardDealt(LUPE, 3, "pile", "hand:2"), ANYONE) == "Lupe was dealt a card"
    assert book.say(ev.CardDealt(LUPE, 3, "pile", "hand:2"), LUPE) == "You were dealt a card"
    assert book.say(ev.CardDrawn(ROSA, 3, "pile", "hand:0", 4), ANYONE) == "Rosa drew a card"
    assert book.say(ev.CardDrawn(ROSA, 3, "pile", "hand:0", 0), ROSA) == (
        "You drew a card (the pile is now empty)")
    assert book.say(ev.TurnStarted(ROSA, first=True), ANYONE) == "Rosa starts"
    assert book.say(ev.TurnStarted(DIEGO), ANYONE) == "Diego's turn"
    assert book.say(ev.TurnStarted(DIEGO), DIEGO) == "Your turn"
    base = ev.BaseCardPlaced(card(rules, LUPE, 2), 1, "pile", "taco:1", 2)
    assert book.say(base, ANYONE) == (
        "The taco base, turned up from the pile: a 2 starts the first taco")


def test_refusals(rules, book):
    give = Question(GIVE, ROSA, ROSA, 1)
    counter = Question(COUNTER, DIEGO, ROSA, 1)
    assert book.refusal(no.NotYourTurn(ROSA), DIEGO) == "It is not your turn: it is Rosa's turn."
    assert book.refusal(no.WaitForAnswer(give), DIEGO) == (
        "Wait: Rosa is choosing who gets the perfect taco.")
    assert book.refusal(no.WaitForAnswer(counter), LUPE) == (
        "Wait: Diego may counter Rosa's Legendary Taco with a Lonesome Taco.")
    assert book.refusal(no.AnswerFirst(counter), ROSA) == (
        "First answer the question: Diego may counter your Legendary Taco with a Lonesome Taco.")
    assert book.refusal(no.SameAsLastPlayed(5), ROSA) == (
        "Your 5 has the same number as the last card played: it must start a new taco.")
    assert book.refusal(no.SameAsTopOfTaco(5, ev.TacoPlace(9, 1, False)), ROSA) == (
        "Your 5 has the same number as the top card of the taco showing 9: it must start a new "
        "taco instead.")
    assert book.refusal(no.MayNotStartTaco(LAST_PLAYED), ROSA) == (
        "A new taco needs the last number played: play this card on a taco.")
    assert book.refusal(no.MayNotStartTaco(TOP_OF_TACO), ROSA) == (
        "A new taco needs a taco's top number: play this card on a taco.")
    assert book.refusal(no.NoSuchReceiver(5), ROSA) == "There is no seat 5 to give the taco to."


@pytest.mark.parametrize("reason", [
    no.NotThisGame(), no.GameIsOver(), no.NoSuchSeat(7), no.NobodyAsked(), no.NotInHand(),
    no.NoSuchTaco(9), no.MustGiveAway(), no.OnlyLonesomeCounters(),
])
def test_every_refusal_is_a_sentence(book, reason):
    words = book.refusal(reason, ROSA)
    assert words[0].isupper() and words.endswith(".")


def test_how_the_game_ended(book):
    alone = AllHandsEmpty((ROSA,), 0, 2)
    assert book.say(alone, ANYONE) == ("All hands are empty: Rosa wins with 0 cards taken; "
                                       "2 cards left on the table go to no one.")
    shared = AllHandsEmpty((ROSA, DIEGO), 1, 0)
    assert book.say(shared, ANYONE) == ("All hands are empty: Rosa and Diego share the win "
                                        "with 1 card taken each.")
    over = ev.GameOver((0, 5, 3), (ROSA,), 2)
    assert book.say(over, ANYONE) == book.say(alone, ANYONE)
    assert book.say(NotOver()) == "The game is not over yet."


def test_the_results_say_how_it_ended_without_naming_the_winners_again(book):
    """The results' heading names the winners and each card its cards taken: the line under
    it says how the game ended and what went to no one, once."""
    from tabletop.kit.result_facts import Decided

    alone = Decided(AllHandsEmpty((ROSA,), 0, 2), (ROSA,))
    assert book.say(alone, ANYONE) == ("All hands are empty; 2 cards left on the table go to "
                                       "no one.")
    shared = Decided(AllHandsEmpty((ROSA, DIEGO), 1, 0), (ROSA, DIEGO))
    assert book.say(shared, ANYONE) == "All hands are empty."
    assert "Rosa" not in book.say(alone, ANYONE) + book.say(shared, ANYONE)


def test_hints_say_why_a_move_is_good(rules, book):
    from tabletop.games.taco_loco.rules import hints as hint

    showing_6 = ev.TacoPlace(6, 1, False)
    perfect = hint.PerfectFor(five(rules), showing_6, 11, DIEGO, leading=False)
    assert book.say(perfect, ROSA) == "Play a 5 on the taco showing 6: a perfect 11 for Diego"
    leading = hint.PerfectFor(five(rules), showing_6, 11, LUPE, leading=True)
    assert book.say(leading, ROSA) == ("Play a 5 on the taco showing 6: a perfect 11 for Lupe, "
                                       "who is leading")
    assert book.say(hint.GiveToLeader(LUPE, leading=True), ROSA) == (
        "Give the perfect taco to Lupe, who is leading")
    assert book.say(hint.GiveToLeader(DIEGO, leading=False), ROSA) == (
        "A perfect taco goes to Diego")
    assert book.say(hint.OverfillLeast(showing_6, 1), ROSA) == (
        "Nothing safer: overfill the taco showing 6, take 1 card")
    assert book.say(hint.LegendaryPerfect(None, 4), ROSA) == (
        "Legendary Taco makes a new taco perfect (4 cards)")
    assert book.say(hint.CounterSoTheyTake(ROSA, 3), DIEGO) == "Counter! Rosa must take all 3 cards"
    assert book.say(hint.PlaySafely(five(rules), showing_6, 11), ROSA) == (
        "Play a 5 on the taco showing 6 (sum 11, safe)")


def test_a_taco_is_named_by_its_sum_or_by_its_place_when_sums_tie():
    assert where(ev.TacoPlace(7, 1, False)) == "the taco showing 7"
    assert where(ev.TacoPlace(5, 3, True)) == "the taco showing 5 (3rd from the left)"
    assert where(None) == "a new taco"
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]


def test_score_lines_and_notes(book):
    from tabletop.games.taco_loco.rules import score_breakdown as score

    assert book.say(score.PerfectTacoFrom(DIEGO)) == "Perfect taco from Diego"
    assert book.say(score.CounteredTaco(LUPE)) == "Legendary Taco countered by Lupe"
    assert book.say(score.CounteredTaco(None)) == "Legendary Taco countered"
    assert book.say(score.OverfilledTaco(15)) == "Overfilled taco, sum 15"
    assert book.say(score.FewestWins(nothing_yet=True)) == "No cards taken: fewest cards wins."
    assert book.say(score.FewestWins(nothing_yet=False)) == "Fewest cards wins."
