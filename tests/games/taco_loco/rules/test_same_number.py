"""The special rule: a card with the same number as the last one played starts a new taco."""

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.taco_loco.rules.actions import PlayCard, StartTaco
from tabletop.games.taco_loco.rules.events import TacoPlace
from tabletop.games.taco_loco.rules.options import LAST_PLAYED
from tabletop.games.taco_loco.rules.refusals import (
    MayNotStartTaco,
    SameAsLastPlayed,
    SameAsTopOfTaco,
)
from tabletop.games.taco_loco.rules.rulebook import SAME_NUMBER, TOP_OF_TACO

from ..helpers import card, make, taco_ids

TOP = {SAME_NUMBER: TOP_OF_TACO}


def test_the_same_number_as_the_last_card_must_start_a_new_taco():
    rules = make([[5, 1, 2], [5, 3, 6]], base=4, pile=[1, 1])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    five = card(rules, 1, 5)
    assert PlayCard(1, five, 1) not in rules.legal_actions(1)
    assert StartTaco(1, five) in rules.legal_actions(1)
    with pytest.raises(IllegalAction) as refusal:
        rules.apply(PlayCard(1, five, 1))
    assert refusal.value.why == SameAsLastPlayed(5)
    events = rules.apply(StartTaco(1, five))
    assert events[0].started and events[0].sum == 5
    assert taco_ids(rules) == [1, 2]


def test_the_base_card_counts_as_the_last_card_played():
    rules = make([[4, 1, 2], [5, 3, 6]], base=4)
    assert rules.last_number == 4
    assert StartTaco(0, card(rules, 0, 4)) in rules.legal_actions(0)
    assert PlayCard(0, card(rules, 0, 4), 1) not in rules.legal_actions(0)


def test_it_can_happen_several_times():
    rules = make([[5, 5, 2], [5, 3, 6]], base=4, pile=[1, 1, 1])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    rules.apply(StartTaco(1, card(rules, 1, 5)))
    rules.apply(StartTaco(0, card(rules, 0, 5)))
    assert taco_ids(rules) == [1, 2, 3]


def test_a_matching_card_is_refused_on_every_taco():
    rules = make([[6, 1, 2], [6, 3, 5]], base=6, pile=[1, 1, 1])
    rules.apply(StartTaco(0, card(rules, 0, 6)))
    for taco in (1, 2):
        with pytest.raises(IllegalAction) as refusal:
            rules.apply(PlayCard(1, card(rules, 1, 6), taco))
        assert refusal.value.why == SameAsLastPlayed(6)
    assert StartTaco(1, card(rules, 1, 6)) in rules.legal_actions(1)


def test_a_number_keeps_matching_after_its_taco_left_the_table():
    rules = make([[5, 1, 2], [6, 5, 3]], base=2, pile=[1, 1, 1])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))  # sum 7
    rules.apply(PlayCard(1, card(rules, 1, 6), 1))  # sum 13: Diego takes it
    assert rules.tacos == [] and rules.last_number == 6
    rules.apply(StartTaco(0, card(rules, 0, 2)))
    rules.apply(PlayCard(1, card(rules, 1, 5), 2))
    assert rules.last_number == 5


def test_specials_never_match_and_leave_the_last_number_unchanged():
    rules = make([[5, 1, 2], ["S", 5, 3]], base=4, pile=[1, 1])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    rules.apply(PlayCard(1, card(rules, 1, "S"), 1))
    assert rules.last_number == 5
    assert not any(isinstance(a, StartTaco) for a in rules.legal_actions(0))


def test_top_of_taco_option_compares_with_the_target_taco_only():
    rules = make([[5, 1, 2], [5, 3, 6], [5, 1, 1]], base=4, pile=[1, 1, 1], options=TOP)
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    five = card(rules, 1, 5)
    with pytest.raises(IllegalAction) as refusal:
        rules.apply(PlayCard(1, five, 1))
    assert refusal.value.why == SameAsTopOfTaco(5, TacoPlace(9, 1, False))
    rules.apply(StartTaco(1, five))
    # Taco 1 is topped by a 5 and taco 2 too: Lupe's 5 may only start a new taco.
    assert [a for a in rules.legal_actions(2) if a.card == card(rules, 2, 5)] == [
        StartTaco(2, card(rules, 2, 5))]


def test_top_of_taco_allows_the_last_number_on_another_taco():
    rules = make([[5, 1, 2], [5, 3, 6], [3, 2, 1]], base=4, pile=[1, 1, 1], options=TOP)
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))  # taco 1: 4 5
    rules.apply(StartTaco(1, card(rules, 1, 5)))   # taco 2: 5
    rules.apply(PlayCard(2, card(rules, 2, 3), 2))  # taco 2: 5 3
    rules.apply(PlayCard(0, card(rules, 0, 1), 1))  # taco 1: 4 5 1
    five = card(rules, 1, 3)
    assert PlayCard(1, five, 1) in rules.legal_actions(1)
    assert PlayCard(1, five, 2) not in rules.legal_actions(1)
    assert StartTaco(1, five) in rules.legal_actions(1)


def test_top_of_taco_a_lonesome_on_top_matches_nothing():
    rules = make([[5, 1, 2], ["S", 3, 6], [4, 1, 1]], base=4, pile=[1, 1, 1], options=TOP)
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    rules.apply(PlayCard(1, card(rules, 1, "S"), 1))
    assert PlayCard(2, card(rules, 2, 4), 1) in rules.legal_actions(2)
    assert not any(isinstance(a, StartTaco) for a in rules.legal_actions(2))


def test_start_taco_is_refused_when_nothing_forces_it():
    rules = make([[5, 1, 2], [5, 3, 6]], base=4)
    with pytest.raises(IllegalAction) as refusal:
        rules.apply(StartTaco(0, card(rules, 0, 1)))
    assert refusal.value.why == MayNotStartTaco(LAST_PLAYED)
