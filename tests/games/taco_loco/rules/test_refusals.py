"""Every illegal action is refused with a readable reason and changes nothing."""

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

from ..helpers import card, make


def refused(rules, action, match: str) -> None:
    before = rules.snapshot()
    with pytest.raises(IllegalAction, match=match) as err:
        rules.apply(action)
    assert err.value.reason.endswith((".", "?"))
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
    refused(rules, PlayCard(1, card(rules, 1, 3), 1), "not your turn: it is Rosa's turn")


def test_no_such_seat():
    rules = on_turn()
    refused(rules, PlayCard(7, 0, 1), "no seat 7")


def test_card_not_in_hand():
    rules = on_turn()
    refused(rules, PlayCard(0, card(rules, 1, 3), 1), "not in your hand")


def test_wrong_taco():
    rules = on_turn()
    refused(rules, PlayCard(0, card(rules, 0, 1), 9), "no taco 9")


def test_same_number_on_an_existing_taco():
    rules = on_turn()
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    refused(rules, PlayCard(1, card(rules, 1, 5), 1), "must start a new taco")


def test_starting_a_taco_when_not_forced():
    rules = on_turn()
    refused(rules, StartTaco(0, card(rules, 0, 1)), "start a new taco only when")


def test_giving_to_yourself():
    rules = giving()
    refused(rules, GiveTaco(0, 0), "cannot keep a perfect taco")


def test_giving_to_nobody():
    rules = giving()
    refused(rules, GiveTaco(0, 5), "no seat 5")


def test_playing_while_a_perfect_taco_waits_for_its_owner():
    rules = giving()
    refused(rules, PlayCard(0, card(rules, 0, 1), 1), "First answer the question")
    refused(rules, PlayCard(1, card(rules, 1, 3), 1), "Rosa is choosing who gets")


def test_giving_when_nobody_made_a_perfect_taco():
    rules = on_turn()
    refused(rules, GiveTaco(0, 1), "Nobody asked")


def test_countering_when_not_asked():
    rules = countering()
    refused(rules, CounterLegendary(2, card(rules, 2, "S")), "Wait: Diego may counter")
    refused(rules, DeclineCounter(2), "Wait")
    refused(rules, DeclineCounter(0), "Wait")


def test_countering_with_a_card_that_is_not_a_lonesome():
    rules = countering()
    rules.apply(DeclineCounter(1))
    refused(rules, CounterLegendary(2, card(rules, 2, 2)), "Only a Lonesome Taco")


def test_countering_with_a_lonesome_you_do_not_hold():
    rules = countering()
    refused(rules, CounterLegendary(1, card(rules, 2, "S")), "not in your hand")


def test_countering_outside_a_legendary():
    rules = on_turn()
    refused(rules, CounterLegendary(0, card(rules, 0, "S")), "Nobody asked")
    refused(rules, DeclineCounter(0), "Nobody asked")


def test_playing_a_card_while_asked_to_counter():
    rules = countering()
    refused(rules, PlayCard(1, card(rules, 1, 3), 1), "First answer the question")
    refused(rules, GiveTaco(0, 1), "Wait")


def test_a_move_from_another_game():
    rules = on_turn()
    refused(rules, Shout(0), "not a Taco Loco move")


def test_anything_after_the_end():
    rules = make([[1, 2, 3], [4, 5, 6]], base=2)
    while not rules.is_over():
        seat = rules.actors()[0]
        rules.apply(rules.legal_actions(seat)[0])
    refused(rules, PlayCard(0, 0, 1), "The game is over")
    refused(rules, GiveTaco(0, 1), "The game is over")
