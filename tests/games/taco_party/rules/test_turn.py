"""Discard, pickup, burn, the no-play penalty, drawing and refilling the middle."""

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.taco_party.rules import refusals as no
from tabletop.games.taco_party.rules.actions import (
    BURN,
    PICKUP,
    PLAY,
    Burn,
    Discard,
    EndPickup,
    EndPlay,
    Pickup,
    PlayCard,
)
from tabletop.games.taco_party.rules.events import (
    BurnChoice,
    CardBurned,
    CardDrawn,
    CardPickedUp,
    CentreRefilled,
    PickupOver,
    StepChanged,
)

from ..helpers import Box, game, real_data, with_plates

DATA = real_data()


def refuse(rules, action, why):
    before = rules.snapshot()
    with pytest.raises(IllegalAction) as info:
        rules.apply(action)
    assert info.value.why == why
    assert rules.snapshot() == before


def position(hand0, centre, draws=(), box=None):
    """Ana to play with `hand0` (padded with Lettuce), Ben holding Tomatoes; then `draws`."""
    box = box or Box(DATA)
    hand0 = list(hand0) + [box.take("lettuce") for _ in range(4 - len(hand0))]
    hand1 = box.many("tomato", "tomato", "tomato", "tomato")
    rest = list(draws) + [c for c in box.rest() if c not in draws]
    return game(DATA, centre=centre, hands=[hand0, hand1], rest=rest)


def play_ingredients(rules, cards):
    for card in cards:
        rules.apply(PlayCard(0, card, 0, 0))
    rules.apply(EndPlay(0))


def test_discard_none_or_some():
    box = Box(DATA)
    meat, cheese, outfit = box.many("meat", "cheese", "outfit")
    centre = box.many("tiny-hat", "sombrero", "crown", "top-hat")
    rules = position([meat, cheese, outfit], centre, box=box)
    play_ingredients(rules, [meat])
    lettuce = rules.hands[0][-1]
    refuse(rules, Discard(0, (cheese, cheese)), no.SameCardTwice())
    refuse(rules, Discard(0, (cheese, rules.hands[1][0])), no.DiscardFromHandOnly())
    events = rules.apply(Discard(0, (cheese, lettuce)))
    assert rules.discard[:2] == [cheese, lettuce]
    assert [e.target for e in events[:2]] == ["discard", "discard"]
    assert rules.hands[0][:1] == [outfit]


def test_discard_nothing_is_one_action():
    box = Box(DATA)
    meat, cheese = box.many("meat", "cheese")
    centre = box.many("lettuce", "tomato", "salsa", "guacamole")
    rules = position([meat, cheese], centre, box=box)
    play_ingredients(rules, [meat, cheese])
    rules.apply(Discard(0, ()))
    assert rules.step == PICKUP and rules.discard == []
    assert Discard(0, ()) not in rules.legal_actions(0)


def test_pickup_spends_costs_and_the_turn_ends_when_nothing_is_left():
    box = Box(DATA)
    meat, cheese, lettuce = box.many("meat", "cheese", "lettuce")
    salsa, poncho, hat, guac = box.many("salsa", "poncho", "tiny-hat", "guacamole")
    draws = box.many("empty-taco", "empty-taco", "empty-taco", "empty-taco")
    rules = position([meat, cheese, lettuce], [salsa, poncho, hat, guac], draws, box=box)
    play_ingredients(rules, [meat, cheese, lettuce])  # pickup 3
    rules.apply(Discard(0, ()))
    legal = rules.legal_actions(0)
    assert {a.card for a in legal if isinstance(a, Pickup)} == {salsa, poncho, hat, guac}
    rules.apply(Pickup(0, salsa))
    assert rules.spent == 1 and rules.observation(0).pickup_left == 2
    refuse(rules, Pickup(0, hat), no.TooDear(3, 2))
    refuse(rules, Pickup(0, meat), no.NotInMiddle())
    events = rules.apply(Pickup(0, poncho))  # exactly spent: the turn ends by itself
    assert rules.burned[0] == []
    assert rules.hands[0][1:3] == [salsa, poncho]
    drawn = [e for e in events if isinstance(e, CardDrawn)]
    refilled = [e for e in events if isinstance(e, CentreRefilled)]
    # Ana held 1 card + 2 picked up: draws 1 up to 4; the two empty slots refill in order.
    assert [e.card for e in drawn] == draws[:1] and drawn[0].target == "hand:0"
    assert [(e.card, e.target) for e in refilled] == [(draws[1], "centre:0"),
                                                       (draws[2], "centre:1")]
    assert rules.centre == [draws[1], draws[2], hat, guac]
    assert len(rules.hands[0]) == 4
    assert any(isinstance(e, StepChanged) and e.step == "draw" for e in events)
    assert rules.current == 1 and rules.step == PLAY and rules.pickup == 0 and rules.turns == 1


def test_unspent_pickup_burns_the_highest_scoring_card():
    box = Box(DATA)
    meat = box.take("meat")
    centre = box.many("lettuce", "tiny-hat", "poncho", "tomato")
    rules = position([meat], centre, box=box)
    play_ingredients(rules, [meat])  # pickup 1
    rules.apply(Discard(0, ()))
    events = rules.apply(EndPickup(0))
    burned = [e for e in events if isinstance(e, CardBurned)]
    assert [(e.card, e.source, e.target) for e in burned] == [(centre[1], "centre:1", "burned:0")]
    assert rules.burned[0] == [centre[1]]
    assert rules.scores()[0].burned_points == -4
    assert rules.current == 1


def test_leftover_pickup_waits_for_finish_and_shows_the_burn():
    """Seen: spending pickup down to 1 ended the step by itself and burned a Sombrero."""
    box = Box(DATA)
    meat, cheese = box.many("meat", "cheese")
    centre = box.many("lettuce", "poncho", "sombrero", "tutu")
    rules = position([meat, cheese], centre, box=box)
    play_ingredients(rules, [meat, cheese])  # pickup 2
    rules.apply(Discard(0, ()))
    events = rules.apply(Pickup(0, centre[0]))  # 1 left buys nothing that is left
    assert not any(isinstance(e, CardBurned | CardDrawn) for e in events)
    assert rules.step == PICKUP and rules.current == 0 and rules.burned[0] == []
    assert rules.legal_actions(0) == [EndPickup(0)]
    assert rules.observation(0).would_burn == (centre[2],)
    assert rules.observation(1).would_burn == (centre[2],)  # the burn is public
    events = rules.apply(EndPickup(0))  # only the player's Finish spends the points
    assert [e.card for e in events if isinstance(e, CardBurned)] == [centre[2]]
    assert rules.burned[0] == [centre[2]] and rules.current == 1


def test_leftover_after_buying_with_a_tie_asks_after_finish():
    box = Box(DATA)
    meat, cheese = box.many("meat", "cheese")
    centre = box.many("lettuce", "tiny-hat", "poncho", "sombrero")
    rules = position([meat, cheese], centre, box=box)
    play_ingredients(rules, [meat, cheese])  # pickup 2
    rules.apply(Discard(0, ()))
    rules.apply(Pickup(0, centre[0]))
    assert rules.step == PICKUP
    assert rules.observation(0).would_burn == (centre[1], centre[3])
    events = rules.apply(EndPickup(0))
    choice = [e for e in events if isinstance(e, BurnChoice)]
    assert rules.step == BURN and choice and set(choice[0].choices) == {centre[1], centre[3]}
    assert rules.observation(0).would_burn == (centre[1], centre[3])
    rules.apply(Burn(0, centre[3]))
    assert rules.burned[0] == [centre[3]] and rules.current == 1


def test_nothing_affordable_still_waits_for_finish():
    box = Box(DATA)
    meat = box.take("meat")
    centre = box.many("poncho", "tutu", "tiny-hat", "tuxedo")
    rules = position([meat], centre, box=box)
    play_ingredients(rules, [meat])  # pickup 1, every middle card costs more
    events = rules.apply(Discard(0, ()))
    assert not any(isinstance(e, CardBurned) for e in events)
    assert rules.step == PICKUP and rules.legal_actions(0) == [EndPickup(0)]
    assert rules.observation(0).would_burn == (centre[2],)
    events = rules.apply(EndPickup(0))
    assert [e.card for e in events if isinstance(e, CardBurned)] == [centre[2]]
    assert rules.current == 1


def test_spending_the_pickup_exactly_ends_the_step_and_says_so():
    box = Box(DATA)
    meat = box.take("meat")
    centre = box.many("lettuce", "tiny-hat", "poncho", "tomato")
    rules = position([meat], centre, box=box)
    play_ingredients(rules, [meat])
    rules.apply(Discard(0, ()))
    events = rules.apply(Pickup(0, centre[0]))
    over = [e for e in events if isinstance(e, PickupOver)]
    assert over == [PickupOver(0, 0)]  # the whole pickup spent: nothing burns
    assert rules.burned[0] == [] and rules.current == 1


def test_discard_step_is_skipped_when_the_hand_is_empty():
    box = Box(DATA)
    meat, cheese, lettuce, tomato = box.many("meat", "cheese", "lettuce", "tomato")
    centre = box.many("salsa", "poncho", "tiny-hat", "guacamole")
    rules = position([meat, cheese, lettuce, tomato], centre, box=box)
    play_ingredients(rules, [meat, cheese, lettuce, tomato])  # the whole hand: pickup 4
    assert rules.hands[0] == []
    assert rules.step == PICKUP
    assert Discard(0, ()) not in rules.legal_actions(0)
    refuse(rules, Discard(0, ()), no.DiscardOutsideDiscardStep())


def test_burn_tie_is_the_players_choice():
    box = Box(DATA)
    meat = box.take("meat")
    centre = box.many("meat", "lettuce", "guacamole", "tomato")
    rules = position([meat], centre, box=box)
    play_ingredients(rules, [meat])
    rules.apply(Discard(0, ()))
    events = rules.apply(EndPickup(0))
    assert rules.step == BURN and isinstance(events[-1], BurnChoice)
    assert rules.legal_actions(0) == [Burn(0, centre[0]), Burn(0, centre[2])]
    assert rules.observation(0).burn_choices == (centre[0], centre[2])
    assert events[-1] == BurnChoice(0, (centre[0], centre[2]), 1)
    refuse(rules, Burn(0, centre[1]), no.BurnAHighest())
    refuse(rules, EndPickup(0), no.FinishOutsidePickup())
    refuse(rules, Burn(1, centre[0]), no.NotYourTurn(0))
    rules.apply(Burn(0, centre[2]))
    assert rules.burned[0] == [centre[2]] and centre[0] in rules.centre
    refuse(rules, Burn(1, centre[0]), no.NothingToBurn())


def test_identical_tied_cards_burn_without_asking():
    box = Box(DATA)
    meat = box.take("meat")
    centre = box.many("meat", "lettuce", "meat", "tomato")
    rules = position([meat], centre, box=box)
    play_ingredients(rules, [meat])
    rules.apply(Discard(0, ()))
    assert rules.observation(0).would_burn == (centre[0],)
    rules.apply(EndPickup(0))
    assert rules.burned[0] == [centre[0]] and rules.current == 1


def test_empty_middle_means_no_burn():
    box = Box(DATA)
    meat, cheese, lettuce = box.many("meat", "cheese", "lettuce")
    centre = box.many("tomato", "tomato", "salsa", "salsa")
    rules = position([meat, cheese, lettuce], centre, box=box)
    rules = with_plates(rules, {}, centre=[centre[0], centre[1], None, None])
    play_ingredients(rules, [meat, cheese, lettuce])  # pickup 3
    rules.apply(Discard(0, ()))
    rules.apply(Pickup(0, centre[0]))
    events = rules.apply(Pickup(0, centre[1]))  # 1 left over, but the middle is empty
    over = [e for e in events if isinstance(e, PickupOver)]
    assert over == [PickupOver(0, 1)]  # 1 pickup left, the middle empty: nothing burns
    assert rules.burned[0] == [] and rules.current == 1
    assert None not in rules.centre  # every empty slot refilled


def test_playing_nothing_swaps_the_hand_for_the_middle_and_skips_the_draw():
    box = Box(DATA)
    hat, crown, tiara, cap = box.many("tiny-hat", "crown", "top-hat", "chefs-hat")
    centre = box.many("meat", "salsa", "poncho", "sombrero")
    draws = box.many("cheese", "cheese", "cheese", "cheese", "cheese")
    rules = position([hat, crown, tiara, cap], centre, draws, box=box)
    assert rules.legal_actions(0) == [EndPlay(0)]  # toppers cannot go on a bare taco
    events = rules.apply(EndPlay(0))
    assert rules.discard == [hat, crown, tiara, cap]
    assert rules.hands[0] == centre  # took all four, no draw on top
    taken = [e for e in events if isinstance(e, CardPickedUp)]
    assert [(e.source, e.cost) for e in taken] == [(f"centre:{i}", 0) for i in range(4)]
    assert not any(isinstance(e, CardBurned | CardDrawn) for e in events)
    assert rules.centre == draws[:4]  # refilled at the end of the turn
    assert rules.current == 1 and rules.step == PLAY and rules.burned[0] == []
    assert rules.turns == 1


def test_hand_above_four_is_kept_and_not_drawn_to():
    box = Box(DATA)
    meat = box.take("meat")
    centre = box.many("lettuce", "tomato", "cheese", "salsa")
    rules = position([meat], centre, box=box)
    rules.apply(PlayCard(0, meat, 0, 0))
    rules.apply(EndPlay(0))
    rules.apply(Discard(0, ()))
    deck_before = len(rules.deck)
    rules.apply(Pickup(0, centre[2]))  # 3 + 1 = 4 cards: nothing to draw
    assert len(rules.hands[0]) == 4
    assert len(rules.deck) == deck_before - 1  # only the middle slot refilled
