"""Pantry, kitchen and ingredient stack: flip, turn over, grab, shuffle, give."""


from tabletop.core.game import GameSetup, Seat
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules import events as E
from tabletop.games.taco_fight.rules import refusals as no
from tabletop.games.taco_fight.rules.rulebook import TacoFightRules

from ..helpers import Ids, data, fight, make, refused


def test_hands_are_grabbed_in_flip_order():
    ids = Ids(data())
    hand = [ids.take("tortilla") for _ in range(7)]
    rules = make(hands={0: hand})
    assert rules.pantry[0][::-1][:7] == hand
    assert len(rules.pantry[0]) == 10


def test_flip_turns_two_cards_the_second_on_top():
    ids = Ids(data())
    a, b, c = ids.take("tortilla"), ids.take("lettuce"), ids.take("meat")
    rules = make(hands={0: [a, b, c]})
    fight(rules)
    events = rules.apply(A.Flip(0))
    assert rules.kitchen[0] == [a, b]
    assert isinstance(events[0], E.Flipped)
    assert events[0].cards == (a, b)
    assert (events[0].src, events[0].dst) == ("pantry:0", "kitchen:0")


def test_last_single_card_flips_alone_then_kitchen_turns_over_reversed_not_shuffled():
    ids = Ids(data())
    hand = [ids.take("lettuce") for _ in range(5)]
    rules = make(hands={0: hand})
    fight(rules)
    rules.apply(A.Flip(0))
    rules.apply(A.Flip(0))
    events = rules.apply(A.Flip(0))
    assert events[0].cards == (hand[4],)
    assert rules.kitchen[0] == hand and rules.pantry[0] == []
    events = rules.apply(A.Flip(0))
    assert isinstance(events[0], E.KitchenTurnedOver)
    assert rules.kitchen[0] == []
    assert rules.pantry[0][::-1] == hand  # the same order as before: top card first again
    rules.apply(A.Flip(0))
    assert rules.kitchen[0] == hand[:2]


def test_flip_needs_cards_and_a_fight():
    rules = make()
    with refused(no.OnlyInFight(no.FLIP)):
        rules.apply(A.Flip(0))
    fight(rules)
    with refused(no.NothingToFlip()):
        rules.apply(A.Flip(0))


def test_grab_takes_five_from_the_stack_then_the_rest_then_refuses():
    ids = Ids(data())
    rules = make(players=1, hands={0: [ids.take("meat") for _ in range(5)]})
    assert rules.stack == []  # the fixed deck held exactly those five
    with refused(no.StackEmpty()):
        rules.apply(A.Grab(0))
    full = TacoFightRules(data(), GameSetup((Seat("Ana"),), 3))
    assert len(full.stack) == 160
    events = full.apply(A.Grab(0))
    assert len(events[0].cards) == 5 and len(full.pantry[0]) == 5 and len(full.stack) == 155
    assert events[0].src == "stack" and events[0].dst == "pantry:0"


def test_grab_the_last_few_cards():
    ids = Ids(data())
    rules = make(players=1, stack=[ids.take("onion") for _ in range(3)])
    events = rules.apply(A.Grab(0))
    assert len(events[0].cards) == 3 and rules.stack == []


def test_shuffle_is_seeded_and_keeps_the_cards():
    ids = Ids(data())
    hand = [ids.take("cheese") for _ in range(10)]
    one, two = make(hands={0: hand}), make(hands={0: hand})
    one.apply(A.Shuffle(0))
    two.apply(A.Shuffle(0))
    assert one.pantry[0] == two.pantry[0]
    assert sorted(one.pantry[0]) == sorted(hand)
    assert one.pantry[0] != hand[::-1]
    with refused(no.NothingToShuffle()):
        one.apply(A.Shuffle(1))


def test_give_moves_the_pantry_top_to_a_teammate_any_time():
    ids = Ids(data())
    hand = [ids.take("guacamole") for _ in range(5)]
    rules = make(hands={0: hand})
    events = rules.apply(A.Give(0, 1))
    assert rules.pantry[1] == [hand[0]]
    assert events[0].src == "pantry:0" and events[0].dst == "pantry:1"
    with refused(no.GiveToTeammate()):
        rules.apply(A.Give(0, 0))
    with refused(no.PantryEmpty()):
        make().apply(A.Give(0, 1))


def test_empty_pantry_and_stack_at_start():
    rules = make(players=3)
    assert all(p == [] for p in rules.pantry)
    assert rules.phase == "prep" and rules.wave == 1
    assert [len(i) for i in rules.incoming] == [1, 1, 1]
