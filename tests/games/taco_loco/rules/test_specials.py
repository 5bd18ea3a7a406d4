"""Legendary Taco (makes 11), Lonesome Taco (resets to 0), and the Lonesome counter."""

import pytest

from tabletop.games.taco_loco.rules.actions import (
    CounterLegendary,
    DeclineCounter,
    GiveTaco,
    PlayCard,
    StartTaco,
)
from tabletop.games.taco_loco.rules.events import (
    CardDrawn,
    CounterAsked,
    CounterDeclined,
    GiveAsked,
    LegendaryCountered,
    TacoTaken,
    TurnStarted,
)

from ..helpers import card, make, values

FOUR = [["L", 1, 2], [3, 4, 5], ["S", 1, 2], ["S", 3, 4]]


def test_legendary_makes_eleven_whatever_the_sum():
    rules = make([["L", 1, 2], [3, 4, 5]], base=2, pile=[6, 6])
    events = rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    assert events[0].sum == 11
    assert events[0].where.sum == 2  # played on the taco showing 2
    assert rules.observation(0).tacos[0].sum == 11


def asked_order(rules) -> list[int]:
    """Decline every counter question in turn; the seats asked, in order."""
    asked = []
    while rules.question and rules.question.kind == "counter":
        asked.append(rules.actors()[0])
        rules.apply(DeclineCounter(asked[-1]))
    return asked


def test_the_counter_is_offered_closest_first_the_left_neighbour_on_a_tie():
    rules = make(FOUR, base=6, pile=[6, 6, 6])
    events = rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    assert isinstance(events[-1], CounterAsked) and events[-1].seat == 1
    asked = [rules.actors()[0]]
    rules.apply(DeclineCounter(1))
    asked.append(rules.actors()[0])
    rules.apply(DeclineCounter(3))
    asked.append(rules.actors()[0])
    assert asked == [1, 3, 2], "left neighbour, right neighbour, then across the table"
    events = rules.apply(DeclineCounter(2))
    assert isinstance(events[0], CounterDeclined)
    assert isinstance(events[-1], GiveAsked)
    assert rules.actors() == (0,)
    assert rules.legal_actions(0) == [GiveTaco(0, 1), GiveTaco(0, 2), GiveTaco(0, 3)]


@pytest.mark.parametrize("players,order", [
    (2, [1]), (3, [1, 2]), (4, [1, 3, 2]), (5, [1, 4, 2, 3])])
def test_the_counter_order_by_seat_distance_at_every_table_size(players, order):
    hands = [["L", 1, 2]] + [[3, 4, 5]] * (players - 1)
    rules = make(hands, base=6, pile=[6] * 6)
    rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    assert asked_order(rules) == order


@pytest.mark.parametrize("players,order", [
    (2, [0]), (3, [0, 1]), (4, [0, 2, 1]), (5, [0, 3, 1, 2])])
def test_the_counter_order_from_the_last_seat(players, order):
    """The Legendary player in the last seat: the left neighbour is seat 0 (clockwise)."""
    hands = [[2 if seat % 2 == 0 else 1, 5, 6] for seat in range(players - 1)] + [["L", 5, 6]]
    rules = make(hands, base=1, pile=[3, 4] * 3)
    for seat in range(players - 1):
        rules.apply(PlayCard(seat, rules.hands[seat][0], 1))
    assert rules.current == players - 1
    rules.apply(PlayCard(players - 1, card(rules, players - 1, "L"), 1))
    assert asked_order(rules) == order


def test_the_offer_starts_left_of_a_legendary_player_in_any_seat():
    rules = make([[1, 2, 3], [4, 5, 6], ["L", 1, 2], [1, 2, 3]], base=4, pile=[6] * 5)
    rules.apply(PlayCard(0, card(rules, 0, 1), 1))
    rules.apply(PlayCard(1, card(rules, 1, 4), 1))
    assert rules.tacos[0].cards and rules.current == 2
    rules.apply(PlayCard(2, card(rules, 2, "L"), 1))
    assert asked_order(rules) == [3, 1, 0]


def test_the_seat_beside_counters_before_the_seat_across():
    """A B C D: C (across) and D (beside A) both hold a Lonesome; D gets to play it."""
    rules = make(FOUR, base=6, pile=[6, 5, 4])
    rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    rules.apply(DeclineCounter(1))
    assert rules.actors() == (3,)
    rules.apply(CounterLegendary(3, card(rules, 3, "S")))
    assert values(rules, rules.hands[2]) == ["S", 1, 2], "C, across the table, is never asked"
    assert values(rules, rules.taken[0]) == [6, "L", "S"]


def test_a_seat_without_a_lonesome_may_only_decline():
    rules = make(FOUR, base=6, pile=[6, 6, 6])
    rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    assert rules.legal_actions(1) == [DeclineCounter(1)]
    rules.apply(DeclineCounter(1))
    assert rules.legal_actions(3) == [DeclineCounter(3),
                                      CounterLegendary(3, card(rules, 3, "S"))]


def test_the_first_to_accept_counters_and_the_legendary_player_takes_the_taco():
    rules = make(FOUR, base=6, pile=[6, 5, 4])
    rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    rules.apply(DeclineCounter(1))
    rules.apply(DeclineCounter(3))
    lonesome = card(rules, 2, "S")
    events = rules.apply(CounterLegendary(2, lonesome))
    countered = events[0]
    assert isinstance(countered, LegendaryCountered)
    assert (countered.seat, countered.legendary_seat) == (2, 0)
    assert (countered.card, countered.source, countered.target) == (lonesome, "hand:2", "taco:1")
    drawn = events[1]
    assert isinstance(drawn, CardDrawn) and drawn.seat == 2, "the counter player draws at once"
    taken = events[2]
    assert isinstance(taken, TacoTaken) and taken.countered and taken.seat == 0
    assert len(taken.cards) == 3
    assert values(rules, rules.taken[0]) == [6, "L", "S"]
    assert values(rules, rules.hands[2]) == [1, 2, 6]
    assert values(rules, rules.hands[0]) == [1, 2, 5], "then the Legendary player draws"
    assert isinstance(events[-1], TurnStarted) and events[-1].seat == 1
    assert rules.question is None, "a counter cannot itself be countered"
    assert rules.current == 1 and rules.turns == 1
    assert values(rules, rules.hands[3]) == ["S", 3, 4], "a declining seat keeps its cards"


def test_the_counter_closest_to_the_legendary_player_wins():
    rules = make([[1, 2, 3], ["S", 4, 5], ["S", 1, 2], ["L", 3, 4]], base=2, pile=[6] * 6)
    rules.apply(PlayCard(0, card(rules, 0, 1), 1))
    rules.apply(PlayCard(1, card(rules, 1, 4), 1))
    rules.apply(PlayCard(2, card(rules, 2, 1), 1))
    assert rules.current == 3
    rules.apply(PlayCard(3, card(rules, 3, "L"), 1))
    assert rules.actors() == (0,)
    rules.apply(DeclineCounter(0))
    assert rules.actors() == (2,), "the right neighbour before the seat across"
    rules.apply(CounterLegendary(2, card(rules, 2, "S")))
    assert values(rules, rules.hands[1])[0] == "S", "Diego, across the table, was not asked"
    assert len(rules.taken[3]) == 6
    assert rules.current == 0, "the player on the Legendary player's left continues"


def test_in_two_players_the_other_player_is_asked():
    rules = make([["L", 1, 2], ["S", 4, 5]], base=3, pile=[6, 6])
    rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    assert rules.actors() == (1,)
    rules.apply(CounterLegendary(1, card(rules, 1, "S")))
    assert len(rules.taken[0]) == 3 and rules.current == 1


def test_an_uncountered_legendary_is_given_away():
    rules = make([["L", 1, 2], ["S", 4, 5]], base=3, pile=[6, 6])
    rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    rules.apply(DeclineCounter(1))
    rules.apply(GiveTaco(0, 1))
    assert values(rules, rules.taken[1]) == [3, "L"]
    assert len(rules.hands[0]) == 3 and rules.current == 1


def test_lonesome_resets_to_zero_and_only_cards_above_count():
    rules = make([[5, 3, 1], ["S", 2, 4]], base=4, pile=[6, 6, 1])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    events = rules.apply(PlayCard(1, card(rules, 1, "S"), 1))
    assert events[0].sum == 0
    assert (events[0].seat, events[0].where.sum) == (1, 9)  # on the taco showing 9
    drawn = next(e for e in events if isinstance(e, CardDrawn))
    assert drawn.seat == 1 and len(rules.hands[1]) == 3, "draws at once: 3 cards in hand"
    rules.apply(PlayCard(0, card(rules, 0, 3), 1))
    taco = rules.observation(1).tacos[0]
    assert [c.value for c in taco.cards] == [4, 5, 0, 3]
    assert taco.sum == 3


def test_a_lonesome_taco_can_grow_big_and_is_taken_whole():
    rules = make([[5, 6, 1], ["S", 4, 2]], base=4, pile=[6, 6, 6, 6])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    rules.apply(PlayCard(1, card(rules, 1, "S"), 1))
    rules.apply(PlayCard(0, card(rules, 0, 6), 1))
    rules.apply(PlayCard(1, card(rules, 1, 4), 1))
    rules.apply(PlayCard(0, card(rules, 0, 6), 1))
    assert values(rules, rules.taken[0]) == [4, 5, "S", 6, 4, 6]


def test_a_legendary_may_start_a_taco_on_an_empty_table():
    rules = make([[5, "L", 1], [4, 3, 6]], base=4, pile=[1, 1, 2])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    rules.apply(PlayCard(1, card(rules, 1, 3), 1))
    assert rules.tacos == []
    events = rules.apply(StartTaco(0, card(rules, 0, "L")))
    assert events[0].sum == 11 and events[0].started
    assert isinstance(events[-1], CounterAsked)


def test_a_lonesome_may_start_a_taco_at_zero():
    rules = make([[5, "S", 1], [4, 3, 6]], base=4, pile=[1, 1, 2])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    rules.apply(PlayCard(1, card(rules, 1, 3), 1))
    events = rules.apply(StartTaco(0, card(rules, 0, "S")))
    assert events[0].sum == 0 and events[0].started
    assert rules.current == 1


def test_seats_with_empty_hands_are_not_asked():
    rules = make([["L", 1, 2], [3, 4, 5], ["S", 1, 2]], base=6)
    rules.hands[1].clear()  # as if Diego had played out his hand
    rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    assert rules.actors() == (2,)
