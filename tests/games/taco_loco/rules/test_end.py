"""The end: all hands empty, leftover tacos go to no one, fewest cards wins, ties share."""

from tabletop.games.taco_loco.rules.actions import (
    CounterLegendary,
    DeclineCounter,
    PlayCard,
    StartTaco,
)
from tabletop.games.taco_loco.rules.endings import AllHandsEmpty
from tabletop.games.taco_loco.rules.events import GameOver, TurnStarted

from ..helpers import card, make


def test_the_game_ends_when_all_hands_are_empty():
    rules = make([[1, 2, 3], [4, 5, 6]], base=2)
    rules.apply(PlayCard(0, card(rules, 0, 1), 1))   # 3
    rules.apply(PlayCard(1, card(rules, 1, 4), 1))   # 7
    rules.apply(PlayCard(0, card(rules, 0, 3), 1))   # 10
    rules.apply(PlayCard(1, card(rules, 1, 5), 1))   # 15: Diego takes 5 cards
    rules.apply(StartTaco(0, card(rules, 0, 2)))      # taco 2: 2
    assert not rules.is_over()
    events = rules.apply(PlayCard(1, card(rules, 1, 6), 2))  # 8, all hands empty
    over = events[-1]
    assert isinstance(over, GameOver)
    assert rules.is_over() and rules.actors() == ()
    assert rules.legal_actions(0) == [] and rules.legal_actions(1) == []
    outcome = rules.outcome()
    assert outcome.scores == (0, 5)
    assert outcome.winners == (0,)
    assert outcome.ended == AllHandsEmpty((0,), 0, 2)  # 2 cards left go to no one
    assert (over.scores, over.winners, over.left_on_table) == (outcome.scores, outcome.winners,
                                                               2)
    assert rules.turns == 6
    assert rules.observation(0).current is None and rules.observation(0).over


def test_a_tie_shares_the_win():
    rules = make([[1, 2, 3], [1, 2, 3]], base=4)
    rules.apply(PlayCard(0, card(rules, 0, 1), 1))   # taco 1: 5
    rules.apply(StartTaco(1, card(rules, 1, 1)))      # same number: taco 2
    rules.apply(PlayCard(0, card(rules, 0, 2), 1))   # taco 1: 7
    rules.apply(StartTaco(1, card(rules, 1, 2)))      # taco 3
    rules.apply(PlayCard(0, card(rules, 0, 3), 1))   # taco 1: 10
    rules.apply(StartTaco(1, card(rules, 1, 3)))      # taco 4
    outcome = rules.outcome()
    assert outcome.scores == (0, 0) and outcome.winners == (0, 1)
    assert outcome.ended == AllHandsEmpty((0, 1), 0, 7)  # Rosa and Diego share the win


def test_outcome_before_the_end_names_no_winner():
    rules = make([[1, 2, 3], [4, 5, 6]], base=2)
    assert rules.outcome().winners == ()


def test_a_player_with_no_cards_left_is_skipped():
    hands = [["L", 1, 1], [2, 3, 4], ["S", 2, 3], [1, 5, 6]]
    rules = make(hands, base=2)          # no pile: nobody draws
    rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    rules.apply(DeclineCounter(1))
    rules.apply(DeclineCounter(3))
    rules.apply(CounterLegendary(2, card(rules, 2, "S")))
    assert [len(h) for h in rules.hands] == [2, 3, 2, 3]
    starts = []
    while not rules.is_over():
        seat = rules.actors()[0]
        action = rules.legal_actions(seat)[0]
        if rules.question is None:
            assert rules.hands[seat], "only players with cards get a turn"
        for event in rules.apply(action):
            if isinstance(event, TurnStarted):
                starts.append(event.seat)
    assert starts[-3:] == [0, 1, 3], "Lupe ran out first and was skipped"
    assert all(not h for h in rules.hands)
