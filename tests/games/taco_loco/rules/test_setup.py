"""Setup: dealing, the taco base (specials go back), the first player, a shuffled deck."""

from tabletop.core.game import GameSetup, Seat
from tabletop.games.taco_loco.rules.events import (
    BaseCardPlaced,
    BaseCardReturned,
    CardDealt,
    TurnStarted,
)
from tabletop.games.taco_loco.rules.rulebook import TacoLocoRules

from ..helpers import deck_of, game_data, make, values


def test_three_cards_each_then_the_base_from_the_pile():
    rules = make([[1, 2, 3], [4, 5, 6], [1, 2, 3]], base=4, pile=[5, 6], fill=True)
    assert [values(rules, h) for h in rules.hands] == [[1, 2, 3], [4, 5, 6], [1, 2, 3]]
    assert len(rules.tacos) == 1
    assert values(rules, rules.tacos[0].cards) == [4]
    assert values(rules, rules.pile[:2]) == [5, 6]
    assert len(rules.pile) == 70 - 9 - 1
    assert rules.last_number == 4


def test_the_first_seat_starts():
    rules = make([[1, 2, 3], [4, 5, 6]], base=4)
    assert rules.current == 0
    assert rules.actors() == (0,)
    assert rules.turns == 0
    assert isinstance(rules.opening_events[-1], TurnStarted)


def test_a_special_base_is_shuffled_back_and_a_new_card_drawn():
    rules = make([[1, 2, 3], [4, 5, 6]], base="L", pile=["S", 2, 3, 4, 5])
    assert values(rules, rules.tacos[0].cards) == [2]
    assert sorted(values(rules, rules.pile), key=str) == [3, 4, 5, "L", "S"]
    returned = [e for e in rules.opening_events if isinstance(e, BaseCardReturned)]
    assert len(returned) == 2
    assert (returned[0].source, returned[0].target) == ("pile", "pile")  # shuffled back
    placed = [e for e in rules.opening_events if isinstance(e, BaseCardPlaced)]
    assert placed[0].target == "taco:1" and placed[0].sum == 2


def test_opening_events_deal_every_card_from_the_pile():
    rules = make([[1, 2, 3], [4, 5, 6]], base=4)
    dealt = [e for e in rules.opening_events if isinstance(e, CardDealt)]
    assert [(e.seat, e.source, e.target) for e in dealt] == (
        [(0, "pile", "hand:0")] * 3 + [(1, "pile", "hand:1")] * 3)
    assert [e.card for e in dealt] == rules.hands[0] + rules.hands[1]


def test_a_shuffled_deck_uses_all_seventy_cards_and_a_number_base():
    data = game_data()
    for seed in range(30):
        setup = GameSetup(tuple(Seat(n) for n in "ABCDE"), seed)
        rules = TacoLocoRules(data, setup)
        ids = rules.pile + [c for h in rules.hands for c in h] + rules.tacos[0].cards
        assert sorted(ids) == list(range(70))
        assert data.cards[rules.tacos[0].cards[0]].is_number
        assert all(len(h) == 3 for h in rules.hands)


def test_same_seed_same_deal_and_different_seed_different_deal():
    data = game_data()
    seats = (Seat("A"), Seat("B"))
    first = TacoLocoRules(data, GameSetup(seats, 5)).snapshot()
    assert TacoLocoRules(data, GameSetup(seats, 5)).snapshot() == first
    assert TacoLocoRules(data, GameSetup(seats, 6)).snapshot() != first


def test_a_fixed_deck_must_be_distinct_known_and_big_enough():
    import pytest

    data = game_data()
    seats = (Seat("A"), Seat("B"))
    with pytest.raises(ValueError):
        TacoLocoRules(data, GameSetup(seats, 1), [0, 0, 1, 2, 3, 4, 5])
    with pytest.raises(ValueError):
        TacoLocoRules(data, GameSetup(seats, 1), [0, 1, 2])
    with pytest.raises(ValueError):
        TacoLocoRules(data, GameSetup(seats, 1), deck_of(data, [1, 2, 3, 4, 5, 6, "L"]))
