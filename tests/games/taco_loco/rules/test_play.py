"""Playing a card: below, at and above 11; drawing; several tacos; starting a taco."""

from tabletop.games.taco_loco.rules.actions import GiveTaco, PlayCard, StartTaco
from tabletop.games.taco_loco.rules.events import (
    CardDrawn,
    CardPlayed,
    GiveAsked,
    TacoGiven,
    TacoPlace,
    TacoTaken,
    TurnStarted,
)

from ..helpers import card, make, taco_ids, values


def test_below_eleven_the_next_player_goes_and_you_draw():
    rules = make([[5, 1, 2], [3, 4, 6]], base=4, pile=[6, 1])
    events = rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    played = events[0]
    assert isinstance(played, CardPlayed)
    assert played.where == TacoPlace(4, 1, False)  # "on the taco showing 4"
    assert (played.seat, played.source, played.target, played.sum) == (0, "hand:0", "taco:1", 9)
    assert not played.started
    drawn = events[1]
    assert isinstance(drawn, CardDrawn)
    assert (drawn.seat, drawn.source, drawn.target, drawn.pile_left) == (0, "pile", "hand:0", 1)
    assert isinstance(events[2], TurnStarted) and events[2].seat == 1
    assert values(rules, rules.hands[0]) == [1, 2, 6]
    assert rules.current == 1 and rules.turns == 1
    assert rules.observation(1).tacos[0].sum == 9


def test_exactly_eleven_you_must_give_the_taco_to_another_player():
    rules = make([[5, 1, 2], [3, 4, 6], [1, 2, 3]], base=6, pile=[4, 4])
    events = rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    assert isinstance(events[-1], GiveAsked)
    assert rules.actors() == (0,)
    assert rules.legal_actions(0) == [GiveTaco(0, 1), GiveTaco(0, 2)]
    assert rules.legal_actions(1) == []
    assert len(rules.hands[0]) == 2, "the draw comes after the turn's resolution"
    events = rules.apply(GiveTaco(0, 2))
    given = events[0]
    assert isinstance(given, TacoGiven)
    assert (given.seat, given.to, len(given.cards)) == (0, 2, 2)
    assert (given.source, given.target, given.to) == ("taco:1", "taken:2", 2)
    assert values(rules, rules.taken[2]) == [6, 5]
    assert rules.tacos == []
    assert len(rules.hands[0]) == 3
    assert rules.current == 1 and rules.question is None


def test_above_eleven_you_take_the_taco():
    rules = make([[5, 1, 2], [4, 3, 6]], base=4, pile=[1, 1])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    events = rules.apply(PlayCard(1, card(rules, 1, 4), 1))
    taken = next(e for e in events if isinstance(e, TacoTaken))
    assert (taken.seat, taken.sum, len(taken.cards), taken.countered) == (1, 13, 3, False)
    assert (taken.seat, taken.source, taken.target, taken.countered) == (1, "taco:1", "taken:1",
                                                                          False)
    assert values(rules, rules.taken[1]) == [4, 5, 4]
    assert rules.tacos == [] and rules.current == 0


def test_after_a_taco_leaves_the_table_the_next_player_starts_a_new_one():
    rules = make([[5, 1, 2], [4, 3, 6]], base=4, pile=[1, 1])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    rules.apply(PlayCard(1, card(rules, 1, 4), 1))
    legal = rules.legal_actions(0)
    assert legal and all(isinstance(a, StartTaco) for a in legal)
    events = rules.apply(StartTaco(0, card(rules, 0, 2)))
    assert (events[0].started, events[0].sum, events[0].where) == (True, 2, None)
    assert events[0].started and events[0].target == "taco:2"
    assert taco_ids(rules) == [2]


def test_a_new_taco_may_not_be_started_while_one_is_on_the_table():
    rules = make([[5, 1, 2], [4, 3, 6]], base=4)
    assert not any(isinstance(a, StartTaco) for a in rules.legal_actions(0))


def test_with_several_tacos_you_choose_where_to_play():
    rules = make([[5, 1, 2], [5, 3, 6], [2, 2, 1]], base=4, pile=[1, 1, 1])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    rules.apply(StartTaco(1, card(rules, 1, 5)))
    assert taco_ids(rules) == [1, 2]
    legal = rules.legal_actions(2)
    assert PlayCard(2, card(rules, 2, 2), 1) in legal
    assert PlayCard(2, card(rules, 2, 2), 2) in legal
    rules.apply(PlayCard(2, card(rules, 2, 2), 2))
    assert [t.sum for t in rules.observation(0).tacos] == [9, 7]


def test_when_the_pile_is_empty_players_play_on_without_drawing():
    rules = make([[1, 2, 3], [4, 5, 6]], base=2)
    events = rules.apply(PlayCard(0, card(rules, 0, 1), 1))
    assert not any(isinstance(e, CardDrawn) for e in events)
    assert len(rules.hands[0]) == 2 and rules.current == 1


def test_the_last_card_of_the_pile_is_announced():
    rules = make([[1, 2, 3], [4, 5, 6]], base=2, pile=[6])
    events = rules.apply(PlayCard(0, card(rules, 0, 1), 1))
    drawn = next(e for e in events if isinstance(e, CardDrawn))
    assert drawn.pile_left == 0
