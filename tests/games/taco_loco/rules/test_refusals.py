"""Every illegal action is refused with its reason as a fact, and changes nothing; the phrase
book words every reason as a sentence (tests/games/taco_loco/table/test_phrases.py)."""

from dataclasses import dataclass

import pytest

from tabletop.core.actions import Action
from tabletop.core.errors import IllegalAction
from tabletop.games.taco_loco.rules.actions import (
    CounterLegendary,
    DeclineCounter,
    GiveTaco,
    PlayCard,
    StartTaco,
)
from tabletop.games.taco_loco.rules.observation import COUNTER, GIVE, Question
from tabletop.games.taco_loco.rules.options import LAST_PLAYED
from tabletop.games.taco_loco.rules.refusals import (
    AnswerFirst,
    GameIsOver,
    MayNotStartTaco,
    MustGiveAway,
    NobodyAsked,
    NoSuchReceiver,
    NoSuchSeat,
    NoSuchTaco,
    NotInHand,
    NotThisGame,
    NotYourTurn,
    OnlyLonesomeCounters,
    SameAsLastPlayed,
    WaitForAnswer,
)

from ..helpers import card, make, phrases_of


def refused(rules, action, why) -> None:
    """`action` is refused for `why` (a fact, or a kind of fact) and nothing changes; the
    phrase book words the reason as a sentence."""
    before = rules.snapshot()
    with pytest.raises(IllegalAction) as err:
        rules.apply(action)
    if isinstance(why, type):
        assert type(err.value.why) is why
    else:
        assert err.value.why == why
    assert phrases_of(rules).refusal(err.value.why, action.seat).endswith((".", "?"))
    assert rules.snapshot() == before


def on_turn():
    return make([[5, 1, "S"], [5, 3, "L"], [2, 2, "S"]], base=4, pile=[6, 6, 6, 6])


def giving():
    rules = make([[5, 1, 2], [5, 3, 6], [2, 2, 1]], base=6, pile=[4, 4, 4])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    return rules


def countering():
    rules = make([["L", 1, 2], [3, 4, 1], ["S", 2, 2]], base=6, pile=[4, 4, 4])
    rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    return rules


@dataclass(frozen=True)
class Shout(Action):
    """Not a Taco Loco move."""


def test_not_your_turn():
    rules = on_turn()
    refused(rules, PlayCard(1, card(rules, 1, 3), 1), NotYourTurn(0))


def test_no_such_seat():
    rules = on_turn()
    refused(rules, PlayCard(7, 0, 1), NoSuchSeat(7))


def test_card_not_in_hand():
    rules = on_turn()
    refused(rules, PlayCard(0, card(rules, 1, 3), 1), NotInHand())


def test_wrong_taco():
    rules = on_turn()
    refused(rules, PlayCard(0, card(rules, 0, 1), 9), NoSuchTaco(9))


def test_same_number_on_an_existing_taco():
    rules = on_turn()
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    refused(rules, PlayCard(1, card(rules, 1, 5), 1), SameAsLastPlayed(5))


def test_starting_a_taco_when_not_forced():
    rules = on_turn()
    refused(rules, StartTaco(0, card(rules, 0, 1)), MayNotStartTaco(LAST_PLAYED))


def test_giving_to_yourself():
    rules = giving()
    refused(rules, GiveTaco(0, 0), MustGiveAway())


def test_giving_to_nobody():
    rules = giving()
    refused(rules, GiveTaco(0, 5), NoSuchReceiver(5))


def test_playing_while_a_perfect_taco_waits_for_its_owner():
    rules = giving()
    refused(rules, PlayCard(0, card(rules, 0, 1), 1), AnswerFirst)
    refused(rules, PlayCard(1, card(rules, 1, 3), 1), WaitForAnswer(Question(GIVE, 0, 0, 1)))


def test_giving_when_nobody_made_a_perfect_taco():
    rules = on_turn()
    refused(rules, GiveTaco(0, 1), NobodyAsked())


def test_countering_when_not_asked():
    rules = countering()
    diego_asked = WaitForAnswer(Question(COUNTER, 1, 0, 1))
    refused(rules, CounterLegendary(2, card(rules, 2, "S")), diego_asked)
    refused(rules, DeclineCounter(2), WaitForAnswer)
    refused(rules, DeclineCounter(0), WaitForAnswer)


def test_countering_with_a_card_that_is_not_a_lonesome():
    rules = countering()
    rules.apply(DeclineCounter(1))
    refused(rules, CounterLegendary(2, card(rules, 2, 2)), OnlyLonesomeCounters())


def test_countering_with_a_lonesome_you_do_not_hold():
    rules = countering()
    refused(rules, CounterLegendary(1, card(rules, 2, "S")), NotInHand())


def test_countering_outside_a_legendary():
    rules = on_turn()
    refused(rules, CounterLegendary(0, card(rules, 0, "S")), NobodyAsked())
    refused(rules, DeclineCounter(0), NobodyAsked())


def test_playing_a_card_while_asked_to_counter():
    rules = countering()
    refused(rules, PlayCard(1, card(rules, 1, 3), 1), AnswerFirst)
    refused(rules, GiveTaco(0, 1), WaitForAnswer)


def test_a_move_from_another_game():
    rules = on_turn()
    refused(rules, Shout(0), NotThisGame())


def test_anything_after_the_end():
    rules = make([[1, 2, 3], [4, 5, 6]], base=2)
    while not rules.is_over():
        seat = rules.actors()[0]
        rules.apply(rules.legal_actions(seat)[0])
    refused(rules, PlayCard(0, 0, 1), GameIsOver())
    refused(rules, GiveTaco(0, 1), GameIsOver())
