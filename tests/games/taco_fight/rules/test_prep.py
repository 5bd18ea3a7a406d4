"""Prep: dealing order, automatic placement, the solo reading, eaten tacos as ingredients."""



from tabletop.core.game import GameSetup, Seat
from tabletop.core.match import FIXED_STEP, Match
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules import events as E
from tabletop.games.taco_fight.rules import refusals as no
from tabletop.games.taco_fight.rules.prep import (
    BLOCKED,
    SMASHED,
    STANDING,
    Ways,
    auto_place,
    verdict,
)
from tabletop.games.taco_fight.spec import SPEC

from ..helpers import Ids, data, fight, make, refused, run_out, slot_of

PLAIN = Ways(True, True, True)
FAJITA, BURRITO = Ways(True, False, False), Ways(False, True, False)
CHIPS = Ways(False, False, True)


def test_waves_are_dealt_one_per_player_per_round_in_seat_order():
    ids = Ids(data())
    mild = [ids.taco("mild") for _ in range(6)]
    rules = make(players=3, tacos={"mild": mild}, options={"difficulty": "hard"})
    assert rules.incoming == [[mild[0], mild[3]], [mild[1], mild[4]], [mild[2], mild[5]]]


def test_wave_heats_and_counts_follow_the_chart():
    match = Match(SPEC, data(), GameSetup(tuple(Seat(f"B{i}") for i in range(4)), 0,
                                          {"difficulty": "hard"}))
    dealt = {}
    while not match.rules.is_over():
        rules = match.rules
        if rules.phase == "prep" and rules.wave not in dealt:
            dealt[rules.wave] = ({data().cards[t].deck for i in rules.incoming for t in i},
                                 [len(i) for i in rules.incoming])
        match.step_bots(FIXED_STEP)
    heats = data().wave_heats
    assert len(dealt) >= 3
    for wave, (decks, counts) in dealt.items():
        assert decks == {heats[wave - 1]}
        assert counts == [data().difficulty("hard").waves[wave - 1]] * 4


def test_auto_place_faces_hot_tacos_with_tall_plates():
    d = data()
    cards = d.cards
    ids = Ids(d)
    five, three, one = ids.taco("medium", 5), ids.taco("medium", 3), ids.taco("mild", 1)
    tacos = [cards[one], cards[five], cards[three]]
    values = [-1, 7, 3, 4, -1]
    placed = dict(auto_place(tacos, [PLAIN] * 3, [0, 1, 2, 3, 4], values))
    assert placed == {five: 1, three: 2, one: 3}


def test_auto_place_gives_fajitas_the_plates_first_and_unblockables_the_rest():
    d = data()
    cards = d.cards
    ids = Ids(d)
    fajita, plain = ids.taco("medium", special="fajita"), ids.taco("medium", 4)
    chips, burrito = ids.taco("mild", special="chips_salsa"), ids.taco("mild", special="burrito")
    tacos = [cards[plain], cards[chips], cards[fajita], cards[burrito]]
    ways = [PLAIN, CHIPS, FAJITA, BURRITO]
    placed = dict(auto_place(tacos, ways, [0, 1, 2, 4], [5, 0, -1, 7, 6]))
    assert placed[fajita] == 0  # the lowest plate that blocks a Fajita of 4
    assert placed[plain] == 4   # then the plain 4 takes the next plate that blocks it
    assert {placed[chips], placed[burrito]} == {1, 2}
    assert 3 not in placed.values()  # plate 3 was not free


def test_partial_automatic_placement_keeps_hand_placed_tacos():
    ids = Ids(data())
    mild = [ids.taco("mild", 2) for _ in range(4)]
    rules = make(tacos={"mild": mild}, options={"difficulty": "hard"})
    rules.apply(A.Place(0, mild[0], 4))
    rules.apply(A.AutoPlace(0))
    assert rules.attack[0][4] == mild[0] and rules.incoming[0] == []
    with refused(no.AllPlaced()):
        rules.apply(A.AutoPlace(0))


def test_verdicts():
    assert verdict(PLAIN, 4, 4, 0) == BLOCKED
    assert verdict(PLAIN, 4, 3, 4) == SMASHED
    assert verdict(PLAIN, 4, 3, 3) == STANDING
    assert verdict(FAJITA, 4, 3, 9) == STANDING
    assert verdict(BURRITO, 4, 7, 3) == STANDING
    assert verdict(CHIPS, 2, 7, 9) == STANDING


def test_solo_player_may_smash_and_stab_their_own_tacos():
    ids = Ids(data())
    t, chips = ids.taco("mild", 1), ids.taco("mild", special="chips_salsa")
    one, fork = ids.take("lettuce", 1), ids.take("fork")
    rules = make(players=1, hands={0: [ids.take("meat"), one, ids.take("meat"), fork]},
                 tacos={"mild": [t, chips]}, options={"difficulty": "hard"})
    assert rules.may_defeat_own
    fight(rules)
    rules.apply(A.Flip(0))
    rules.apply(A.Smash(0, one, *slot_of(rules, t)))
    rules.apply(A.Flip(0))
    for _ in range(data().stab_taps):
        rules.apply(A.Stab(0, fork, chips))
    assert rules.kitchen[0][-1] == chips and rules.forks_sunk == [1]
    events = run_out(rules)
    assert {e.result for e in events if hasattr(e, "result")} == {SMASHED}
    assert not rules.is_over() and rules.wave == 2
    assert not make(players=2).may_defeat_own


def test_the_victim_plays_an_eaten_taco_as_an_ingredient():
    ids = Ids(data())
    t0, t1 = ids.taco("mild", 2), ids.taco("mild", 2)
    fork = ids.take("fork")
    rules = make(hands={1: [ids.take("meat"), fork]}, tacos={"mild": [t0, t1]})
    fight(rules)
    rules.apply(A.Flip(1))
    for _ in range(data().stab_taps):
        rules.apply(A.Stab(1, fork, t0))
    assert rules.kitchen[0] == [t0]
    events = rules.apply(A.Smash(0, t0, 1, 0))
    assert events[0].fists == data().cards[t0].fists == 2
    assert {e.result for e in run_out(rules) if hasattr(e, "result")} == {SMASHED}


def test_a_smash_tells_whose_taco_it_was():
    """Solo: the taco smashed attacks the smasher (its words name them once, see
    test_phrases)."""
    ids = Ids(data())
    t = ids.taco("mild", 1)
    one = ids.take("lettuce", 1)
    rules = make(players=1, hands={0: [ids.take("meat"), one]}, tacos={"mild": [t]},
                 options={"difficulty": "hard"})
    fight(rules)
    rules.apply(A.Flip(0))
    smashed = rules.apply(A.Smash(0, one, *slot_of(rules, t)))[0]
    assert isinstance(smashed, E.Smashed)
    assert (smashed.seat, smashed.owner, smashed.taco, smashed.fists) == (0, 0, t, 1)


def test_a_card_built_tells_whose_plate_it_went_on():
    ids = Ids(data())
    tor, tor2 = ids.take("tortilla"), ids.take("tortilla")
    rules = make(hands={0: [ids.take("meat"), tor, ids.take("meat"), tor2]})
    fight(rules)
    rules.apply(A.Flip(0))
    own = rules.apply(A.Build(0, tor, 0, 0))[0]
    assert own == E.Built(0, (tor,), "kitchen:0", "plate:0:0", 0, 0, 0)
    rules.apply(A.Flip(0))
    theirs = rules.apply(A.Build(0, tor2, 1, 4))[0]
    assert theirs == E.Built(0, (tor2,), "kitchen:0", "plate:1:4", 0, 1, 4)
