"""Hot sauce variant: an empty taco may be served onto another player's plate."""

import copy

import pytest
import yaml

from tabletop.assets.paths import data_path
from tabletop.core.errors import IllegalAction
from tabletop.games.taco_party.rules import refusals as no
from tabletop.games.taco_party.rules.actions import DISCARD, Discard, EndPlay, Pickup, PlayCard
from tabletop.games.taco_party.rules.cards import CARDS_FILE, parse_cards
from tabletop.games.taco_party.rules.observation import Target
from tabletop.games.taco_party.rules.tacos import NEW_TACO

from ..helpers import Box, game, real_data

DATA = real_data()


def hot_game(data=DATA, players=3):
    box = Box(data, players)
    taco, meat, outfit = box.many("empty-taco", "meat", "outfit")
    hands = [[taco, meat, outfit, box.take("cheese")]] + [box.fill(4) for _ in range(players - 1)]
    centre = box.many("lettuce", "lettuce", "lettuce", "lettuce")
    rules = game(data, players, centre=centre, hands=hands, rest=box.rest(), hot_sauce=True)
    return rules, taco, meat, outfit


def refuse(rules, action, why):
    before = rules.snapshot()
    with pytest.raises(IllegalAction) as info:
        rules.apply(action)
    assert info.value.why == why
    assert rules.snapshot() == before


def test_empty_taco_onto_an_opponents_plate_counts_toward_pickup():
    rules, taco, _, _ = hot_game()
    assert rules.observation(0).hot_sauce
    assert rules.legal_targets(0, taco) == (Target(0, NEW_TACO), Target(1, NEW_TACO),
                                            Target(2, NEW_TACO))
    events = rules.apply(PlayCard(0, taco, 2, NEW_TACO))
    assert rules.plates[2] == [[2], [taco]] and rules.pickup == 1 and rules.plays == 1
    assert events[0].target == "plate:2:taco:1"
    assert (events[0].seat, events[0].plate, events[0].started) == (0, 2, True)  # served
    assert rules.last_play[0] > 0 and rules.last_play[2] == -1
    assert rules.scores()[2].total == -4  # two tacos without ingredients
    rules.apply(EndPlay(0))
    assert rules.step == DISCARD  # it was a play: no penalty


def test_only_an_empty_taco_on_its_own_goes_to_another_plate():
    rules, taco, meat, outfit = hot_game()
    refuse(rules, PlayCard(0, meat, 1, 0), no.OnlyEmptyTacoServed())
    refuse(rules, PlayCard(0, outfit, 1, 0), no.OnlyEmptyTacoServed())
    refuse(rules, PlayCard(0, taco, 1, 0), no.OnlyEmptyTacoServed())
    assert rules.legal_targets(0, meat) == (Target(0, 0),)


def test_the_served_taco_belongs_to_the_receiver():
    rules, taco, _, _ = hot_game(players=2)
    rules.apply(PlayCard(0, taco, 1, NEW_TACO))
    rules.apply(EndPlay(0))
    rules.apply(Discard(0, ()))
    rules.apply(Pickup(0, rules.centre[0]))
    assert rules.current == 1
    salsa = rules.hands[1][0]
    assert Target(1, 1) in rules.legal_targets(1, salsa)
    rules.apply(PlayCard(1, salsa, 1, 1))
    assert rules.plates[1][1] == [taco, salsa]


def test_hot_sauce_pickup_credit_comes_from_the_data():
    raw = yaml.safe_load(data_path(CARDS_FILE).read_text(encoding="utf-8"))
    raw = copy.deepcopy(raw)
    raw["rules"]["hot_sauce_pickup"] = 2
    rules, taco, _, _ = hot_game(parse_cards(raw))
    rules.apply(PlayCard(0, taco, 1, NEW_TACO))
    assert rules.pickup == 2


def test_without_the_variant_it_is_refused():
    box = Box(DATA)
    taco = box.take("empty-taco")
    rules = game(DATA, centre=box.many("meat", "meat", "meat", "meat"),
                 hands=[[taco] + box.fill(3), box.fill(4)], rest=box.rest())
    assert not rules.observation(0).hot_sauce
    refuse(rules, PlayCard(0, taco, 1, NEW_TACO), no.OwnPlateOnly())
