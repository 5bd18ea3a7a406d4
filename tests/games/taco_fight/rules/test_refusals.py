"""Every refusal is a reason (a fact the phrase book words for players) and leaves the whole
state exactly as it was."""

import json

import pytest

from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules import refusals as no
from tabletop.games.taco_fight.rules.observation import NO_TACO

from ..helpers import Ids, data, fight, make, phrases_of, refused


def frozen(rules) -> str:
    return json.dumps(rules.snapshot(), sort_keys=True)


@pytest.fixture
def table():
    ids = Ids(data())
    t0, t1 = ids.taco("mild", 2), ids.taco("mild", special="fajita")
    fork = ids.take("fork")
    hands = {0: [ids.take("meat"), fork], 1: [ids.take("lettuce"), ids.take("onion", 1)]}
    rules = make(hands=hands, tacos={"mild": [t0, t1]})
    return rules, t0, t1, fork, hands


def refusals_in_prep(rules, t0, t1, fork, hands):
    """(action, why it is refused) pairs while the first prep goes on."""
    return [
        (A.Flip(0), no.OnlyInFight(no.FLIP)), (A.Build(0, fork, 0, 0), no.OnlyInFight(no.BUILD)),
        (A.Smash(0, fork, 1, 0), no.OnlyInFight(no.SMASH)),
        (A.Stab(0, fork, t1), no.OnlyInFight(no.STAB)),
        (A.Place(0, t1, 0), no.NotYourNewTaco()),  # seat 1's taco
        (A.Place(0, 999, 0), no.NotYourNewTaco()), (A.Place(0, t0, 9), no.NoSuchPlate()),
        (A.Give(0, 0), no.GiveToTeammate()), (A.Give(0, 5), no.GiveToTeammate()),
        (A.Flip(7), no.NoSuchSeat()),
    ]


def refusals_in_fight(rules, t0, t1, fork, hands):
    onion = hands[1][1]
    """(action, why it is refused) pairs in the first fight."""
    return [
        (A.Stab(0, fork, t0), no.NotYourOwnTacos(no.STAB)),
        (A.Stab(0, fork, t1), no.OnlyOneWay(t1)),  # a Fajita is only blocked
        (A.Stab(0, fork, 12345), no.NotAttacking()),
        (A.Stab(1, onion, t0), no.OnlyForksStab()),
        (A.Smash(0, fork, 1, 0), no.OnlyOneWay(t1)),  # before: forks have no fists
        (A.Smash(1, onion, 1, 0), no.NotYourOwnTacos(no.SMASH)),
        (A.Smash(1, onion, 0, 3), no.NoAttacker()),
        (A.Smash(1, onion, 0, 9), no.NoSuchPlate()),
        (A.Build(1, onion, 0, 0), no.StartsWith(0)),  # a taco starts with a tortilla
        (A.Build(0, onion, 0, 0), no.NotOnKitchenTop()),
        (A.Place(0, t0, 2), no.PlaceInPrep()),
        (A.AutoPlace(0), no.PlaceInPrep()), (A.Ready(0), no.ReadyInPrep()),
    ]


def test_refusals_in_prep_change_nothing(table):
    rules, *rest = table
    before = frozen(rules)
    words = phrases_of(rules)
    for action, why in refusals_in_prep(rules, *rest):
        with refused(why):
            rules.apply(action)
        assert rules.check(action).why == why
        assert words.refusal(why, action.seat).endswith(".")
        assert frozen(rules) == before, action


def test_refusals_in_a_fight_change_nothing(table):
    rules, *rest = table
    fight(rules)
    rules.apply(A.Flip(0))
    rules.apply(A.Flip(1))
    assert rules.kitchen[1][-1] == rest[3][1][1]
    before = frozen(rules)
    words = phrases_of(rules)
    for action, why in refusals_in_fight(rules, *rest):
        with refused(why):
            rules.apply(action)
        assert rules.check(action).why == why
        assert words.refusal(why, action.seat)[0].isupper()
        assert frozen(rules) == before, action
    assert not any(a in rules.legal_actions(1) for a, _ in refusals_in_fight(rules, *rest))


def test_nothing_is_allowed_after_the_game():
    ids = Ids(data())
    rules = make(tacos={"mild": [ids.taco("mild", special="burrito"), ids.taco("mild", 1)]})
    fight(rules)
    while not rules.is_over():
        rules.tick(1 / 60)
    before = frozen(rules)
    assert rules.actors() == () and rules.legal_actions(0) == []
    with refused(no.GameIsOver()):
        rules.apply(A.Grab(0))
    assert rules.tick(1 / 60) == []
    assert frozen(rules) == before


def test_legal_actions_are_all_accepted(table):
    rules, *_ = table
    fight(rules)
    rules.apply(A.Flip(0))
    for action in rules.legal_actions(0):
        clone = make(hands=table[4], tacos={"mild": [table[1], table[2]]})
        fight(clone)
        clone.apply(A.Flip(0))
        clone.apply(action)


def test_a_stab_at_no_taco_is_refused_as_no_taco():
    """NO_TACO marks an empty plate, not a taco: a stab at it finds nothing to stab."""
    ids = Ids(data())
    fork = ids.take("fork")
    rules = make(hands={0: [ids.take("meat")], 1: [ids.take("lettuce"), fork]},
                 tacos={"mild": [ids.taco("mild", 2), ids.taco("mild", 1)]})
    fight(rules)
    rules.apply(A.Flip(1))
    assert rules.kitchen[1][-1] == fork and NO_TACO in rules.attack[0]
    before = frozen(rules)
    with refused(no.NotAttacking()):
        rules.apply(A.Stab(1, fork, NO_TACO))
    assert frozen(rules) == before
