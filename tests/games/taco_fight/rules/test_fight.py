"""Scripted fights with fixed decks: block, smash, eat, specials, held tacos, food coma."""

from tabletop.core.match import FIXED_STEP
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules import events as E
from tabletop.games.taco_fight.rules import hints as hint
from tabletop.games.taco_fight.rules import refusals as no
from tabletop.games.taco_fight.rules.endings import (
    AllWavesDefeated,
    HoldingTooMany,
    LeftAfterLastFight,
    SpecialStanding,
)

from ..helpers import Ids, data, fight, make, refused, run_out, short_game, slot_of


def kinds(events, kind):
    return [e for e in events if isinstance(e, kind)]


def verdicts(events):
    return {e.taco: e.result for e in kinds(events, E.Verdict)}


# ----- block ------------------------------------------------------------------------------

def test_block_builds_strictly_upward_on_any_players_plate():
    ids = Ids(data())
    t, other = ids.taco("mild", 2), ids.taco("mild", 3)
    tor, let, meat, x = (ids.take("tortilla"), ids.take("lettuce"), ids.take("meat"),
                         ids.take("onion"))
    rules = make(hands={1: [let, tor, x, meat]}, tacos={"mild": [t, other]})
    fight(rules)
    assert slot_of(rules, t) == (0, 0)
    rules.apply(A.Flip(1))
    assert rules.kitchen[1][-1] == tor
    with refused(no.NotOnKitchenTop()):
        rules.apply(A.Build(1, let, 0, 0))  # only the kitchen's top card can be played
    events = rules.apply(A.Build(1, tor, 0, 0))
    assert isinstance(events[0], E.Built)
    assert (events[0].src, events[0].dst, events[0].value) == ("kitchen:1", "plate:0:0", 0)
    rules.apply(A.Build(1, let, 0, 0))
    rules.apply(A.Flip(1))
    assert rules.kitchen[1][-1] == meat
    rules.apply(A.Build(1, meat, 0, 0))
    events = run_out(rules)
    assert verdicts(events)[t] == "blocked"
    assert verdicts(events)[other] == "standing"
    assert rules.plates[0][0] == [tor, let, meat]  # built tacos stay between phases
    assert rules.pantry[0][-1] == t  # the defeated taco goes onto its victim's pantry
    assert rules.held[1] == [other]
    assert rules.phase == "prep" and rules.wave == 2


def test_building_order_is_checked():
    ids = Ids(data())
    tor, meat, let = ids.take("tortilla"), ids.take("meat"), ids.take("lettuce")
    rules = make(hands={0: [meat, tor, let, ids.take("meat")]})
    fight(rules)
    rules.apply(A.Flip(0))
    rules.apply(A.Build(0, tor, 1, 4))  # a tortilla on a teammate's empty plate
    with refused(no.NeedsNext(1)):
        rules.apply(A.Build(0, meat, 1, 4))
    with refused(no.StartsWith(0)):
        rules.apply(A.Build(0, meat, 0, 0))


def test_block_needs_at_least_the_spiciness():
    ids = Ids(data())
    t = ids.taco("mild", 3)
    tor, let, meat = ids.take("tortilla"), ids.take("lettuce"), ids.take("meat")
    rules = make(hands={1: [let, tor, ids.take("onion"), meat]}, tacos={"mild": [t]})
    fight(rules)
    rules.apply(A.Flip(1))
    rules.apply(A.Build(1, tor, 0, 0))
    rules.apply(A.Build(1, let, 0, 0))
    rules.apply(A.Flip(1))
    rules.apply(A.Build(1, meat, 0, 0))
    assert verdicts(run_out(rules))[t] == "standing"
    assert rules.held[0] == [t]


def test_a_plate_blocks_only_its_aligned_taco():
    ids = Ids(data())
    t = ids.taco("mild", 1)
    tor, let = ids.take("tortilla"), ids.take("lettuce")
    rules = make(hands={1: [let, tor]}, tacos={"mild": [t]})
    rules.apply(A.Place(0, t, 2))
    fight(rules)
    rules.apply(A.Flip(1))
    rules.apply(A.Build(1, tor, 0, 0))
    rules.apply(A.Build(1, let, 0, 0))
    assert verdicts(run_out(rules))[t] == "standing"


# ----- smash ------------------------------------------------------------------------------

def test_smash_with_fists_onto_a_teammates_taco():
    ids = Ids(data())
    t, other = ids.taco("mild", 3), ids.taco("mild", 1)
    two, one, fork = ids.take("cheese", 2), ids.take("onion", 1), ids.take("fork")
    rules = make(hands={1: [one, two], 0: [fork, ids.take("lettuce", 1)]},
                 tacos={"mild": [t, other]})
    fight(rules)
    rules.apply(A.Flip(1))
    events = rules.apply(A.Smash(1, two, 0, 0))
    assert isinstance(events[0], E.Smashed)
    assert (events[0].dst, events[0].fists) == ("attacker:0:0", 2)
    events = rules.apply(A.Smash(1, one, 0, 0))
    assert events[0].fists == 3
    rules.apply(A.Flip(0))
    mine = rules.kitchen[0][-1]
    with refused(no.NotYourOwnTacos(no.SMASH)):
        rules.apply(A.Smash(0, mine, 0, 0))
    rules.apply(A.Smash(0, mine, 1, 0))  # one fist on the spiciness-1 taco attacking seat 1
    events = run_out(rules)
    assert verdicts(events) == {t: "smashed", other: "smashed"}
    step2 = [e for e in kinds(events, E.PrepMoved) if e.step == 2]
    assert {e.dst for e in step2} == {"pantry:0", "pantry:1"}
    assert two in rules.pantry[0] and one in rules.pantry[0] and mine in rules.pantry[1]


def test_forks_have_no_fists():
    ids = Ids(data())
    t = ids.taco("mild", 1)
    fork = ids.take("fork")
    rules = make(hands={1: [ids.take("meat"), fork]}, tacos={"mild": [t]})
    fight(rules)
    rules.apply(A.Flip(1))
    with refused(no.NoFists(fork)):
        rules.apply(A.Smash(1, fork, 0, 0))


def test_too_few_fists_leave_the_taco_standing():
    ids = Ids(data())
    t = ids.taco("mild", 3)
    two = ids.take("tortilla", 2)
    rules = make(hands={1: [ids.take("meat"), two]}, tacos={"mild": [t]})
    fight(rules)
    rules.apply(A.Flip(1))
    rules.apply(A.Smash(1, two, 0, 0))
    assert verdicts(run_out(rules))[t] == "standing"
    assert rules.held[0] == [t] and two in rules.pantry[0]


# ----- eat --------------------------------------------------------------------------------

def stab_setup(special: str = "", spiciness: int | None = 2):
    ids = Ids(data())
    t = ids.taco("mild", spiciness, special)
    fork = ids.take("fork")
    rules = make(hands={1: [ids.take("meat"), fork]}, tacos={"mild": [t]})
    fight(rules)
    rules.apply(A.Flip(1))
    return rules, t, fork


def test_eat_needs_the_taps_then_fork_to_sink_and_taco_to_the_victims_kitchen():
    rules, t, fork = stab_setup()
    needed = data().stab_taps
    for tap in range(1, needed):
        events = rules.apply(A.Stab(1, fork, t))
        assert kinds(events, E.StabProgress)[0].taps == tap
        assert kinds(events, E.StabProgress)[0].started == (tap == 1)
        rules.tick(FIXED_STEP)
    assert rules.attack[0][0] == t and rules.sink == []
    events = rules.apply(A.Stab(1, fork, t))
    sunk, eaten = kinds(events, E.ForkSunk)[0], kinds(events, E.TacoEaten)[0]
    assert (sunk.cards, sunk.src, sunk.dst) == ((fork,), "kitchen:1", "sink")
    assert (eaten.cards, eaten.src, eaten.dst, eaten.victim) == ((t,), "attacker:0:0",
                                                                  "kitchen:0", 0)
    assert rules.sink == [fork] and rules.forks_sunk == [0, 1]
    assert rules.kitchen[0] == [t] and rules.attack[0][0] == -1
    assert rules.outcome().scores == (0, 1)
    # the eaten taco is now an ingredient its victim can play (ingredient side up)
    card = data().cards[t]
    assert card.fists == 2
    assert not kinds(run_out(rules), E.Verdict)


def test_too_few_taps_lapse_and_the_fork_stays():
    rules, t, fork = stab_setup()
    for _ in range(data().stab_taps - 1):
        rules.apply(A.Stab(1, fork, t))
    window = round(data().stab_window_seconds * 60)
    lapsed = []
    for _ in range(window):
        lapsed += kinds(rules.tick(FIXED_STEP), E.StabLapsed)
    assert len(lapsed) == 1 and lapsed[0].taco == t
    assert rules.kitchen[1][-1] == fork and rules.attack[0][0] == t and rules.stabs[1] is None
    events = rules.apply(A.Stab(1, fork, t))
    assert kinds(events, E.StabProgress)[0].taps == 1  # a new stab starts from one


def test_stab_refusals():
    rules, t, fork = stab_setup()
    with refused(no.NotOnKitchenTop()):
        rules.apply(A.Stab(0, fork, t))
    with refused(no.NotAttacking()):
        rules.apply(A.Stab(1, fork, fork))
    ids = Ids(data())
    t2 = ids.taco("mild", 1)
    meat, fork2 = ids.take("meat"), ids.take("fork")
    own = make(hands={0: [meat, fork2], 1: [ids.take("lettuce"), ids.take("meat")]},
               tacos={"mild": [t2]})
    fight(own)
    own.apply(A.Flip(0))
    with refused(no.NotYourOwnTacos(no.STAB)):
        own.apply(A.Stab(0, fork2, t2))
    own.apply(A.Flip(1))
    with refused(no.OnlyForksStab()):
        own.apply(A.Stab(1, own.kitchen[1][-1], t2))


def test_covering_the_fork_ends_the_stab():
    ids = Ids(data())
    t = ids.taco("mild", 2)
    fork, cover = ids.take("fork"), ids.take("onion")
    rules = make(hands={1: [ids.take("meat"), fork, ids.take("meat"), cover]},
                 tacos={"mild": [t]})
    fight(rules)
    rules.apply(A.Flip(1))
    rules.apply(A.Stab(1, fork, t))
    events = rules.apply(A.Flip(1))
    assert kinds(events, E.StabLapsed)[0].fork == fork
    assert rules.stabs[1] is None and rules.kitchen[1][-1] == cover


# ----- specials ---------------------------------------------------------------------------

def build_two(rules, seat, owner, plate, cards):
    """Seat flips (hand [let, tor, x, meat]) and builds 0,1,2 on owner's plate."""
    let, tor, _x, meat = cards
    rules.apply(A.Flip(seat))
    rules.apply(A.Build(seat, tor, owner, plate))
    rules.apply(A.Build(seat, let, owner, plate))
    rules.apply(A.Flip(seat))
    rules.apply(A.Build(seat, meat, owner, plate))


def special_game(special, extra_hand=()):
    ids = Ids(data())
    t = ids.taco("mild", special=special)
    hand = [ids.take("lettuce"), ids.take("tortilla"), ids.take("onion"), ids.take("meat")]
    rules = make(hands={1: hand + list(extra_hand)}, tacos={"mild": [t]})
    fight(rules)
    return rules, t, hand, ids


def test_chips_and_salsa_can_only_be_eaten():
    rules, t, hand, _ = special_game("chips_salsa")
    build_two(rules, 1, 0, 0, hand)  # a block does not count
    onion = hand[2]
    assert rules.kitchen[1][-1] == onion and data().cards[onion].fists
    with refused(no.OnlyOneWay(t)):
        rules.apply(A.Smash(1, onion, 0, 0))
    events = run_out(rules)
    assert verdicts(events)[t] == "standing"
    assert rules.is_over()
    assert rules.outcome().ended == SpecialStanding(0, t)
    assert rules.outcome().winners == ()


def test_chips_and_salsa_eaten():
    rules, t, fork = stab_setup("chips_salsa", None)
    with refused(no.OnlyOneWay(t)):
        rules.apply(A.Smash(1, fork, 0, 0))
    for _ in range(data().stab_taps):
        rules.apply(A.Stab(1, fork, t))
    run_out(rules)
    assert not rules.is_over() and rules.wave == 2


def test_fajita_can_only_be_blocked():
    rules, t, fork = stab_setup("fajita", None)
    with refused(no.OnlyOneWay(t)):
        rules.apply(A.Stab(1, fork, t))
    run_out(rules)
    assert rules.outcome().ended == SpecialStanding(0, t)

    rules, t, hand, _ = special_game("fajita")
    build_two(rules, 1, 0, 0, hand)
    events = run_out(rules)
    assert verdicts(events)[t] == "blocked" and not rules.is_over()


def test_fajita_cannot_be_smashed():
    ids = Ids(data())
    t = ids.taco("mild", special="fajita")
    two = ids.take("cheese", 2)
    rules = make(hands={1: [ids.take("meat"), two]}, tacos={"mild": [t]})
    fight(rules)
    rules.apply(A.Flip(1))
    with refused(no.OnlyOneWay(t)):
        rules.apply(A.Smash(1, two, 0, 0))


def test_burrito_can_only_be_smashed():
    rules, t, fork = stab_setup("burrito", None)
    with refused(no.OnlyOneWay(t)):
        rules.apply(A.Stab(1, fork, t))

    rules, t, hand, _ = special_game("burrito")
    build_two(rules, 1, 0, 0, hand)  # plate value 2 = its spiciness, but a block does not count
    assert verdicts(run_out(rules))[t] == "standing"
    assert rules.outcome().ended == SpecialStanding(0, t)

    ids = Ids(data())
    t = ids.taco("mild", special="burrito")
    two = ids.take("guacamole", 2)
    rules = make(hands={1: [ids.take("meat"), two]}, tacos={"mild": [t]})
    fight(rules)
    rules.apply(A.Flip(1))
    rules.apply(A.Smash(1, two, 0, 0))
    assert verdicts(run_out(rules))[t] == "smashed" and not rules.is_over()


# ----- held tacos -------------------------------------------------------------------------

def test_holding_one_taco_flips_one_card_at_a_time():
    ids = Ids(data())
    t, t1, w2a, w2b = (ids.taco("mild", 3), ids.taco("mild", 1), ids.taco("mild", 1),
                       ids.taco("mild", 1))
    hand = [ids.take("onion") for _ in range(5)]
    rules = make(hands={0: hand}, tacos={"mild": [t, t1, w2a, w2b]})
    fight(rules)
    events = run_out(rules)
    assert kinds(events, E.TacoHeld)[0].dst == "held:0"
    assert rules.held[0] == [t] and rules.held[1] == [t1]
    fight(rules)
    events = rules.apply(A.Flip(0))
    assert events[0].cards == (hand[0],)
    with refused(no.NoAttacker()):
        rules.apply(A.Smash(0, hand[0], 1, 4))  # held tacos are not on plates: only eaten


def hard_two_held():
    ids = Ids(data())
    wave1 = [ids.taco("mild", 3) for _ in range(4)]
    wave2 = [ids.taco("mild", 3) for _ in range(4)]
    hand0 = [ids.take("onion") for _ in range(5)]
    fork = ids.take("fork")
    hand1 = [ids.take("meat"), fork]
    rules = make(hands={0: hand0, 1: hand1}, tacos={"mild": wave1 + wave2},
                 options={"difficulty": "hard"})
    fight(rules)
    run_out(rules)
    return rules, wave1, wave2, fork


def test_holding_two_stops_flipping_and_playing_until_a_teammate_eats_one():
    rules, wave1, _wave2, fork = hard_two_held()
    assert rules.held[0] == [wave1[0], wave1[2]]
    fight(rules)
    with refused(no.HandsFull(2, no.FLIP)):
        rules.apply(A.Flip(0))
    rules.apply(A.Give(0, 1))  # giving is still allowed
    # seat 1 is also holding two: it cannot flip either, so the table is stuck this fight
    with refused(no.HandsFull(2, no.FLIP)):
        rules.apply(A.Flip(1))


def test_a_teammate_eats_a_held_taco():
    ids = Ids(data())
    wave1 = [ids.taco("mild", 3), ids.taco("mild", 1), ids.taco("mild", 3), ids.taco("mild", 1)]
    wave2 = [ids.taco("mild", 2) for _ in range(4)]
    fork = ids.take("fork")
    hand0 = [ids.take("onion") for _ in range(5)]
    tor, let = ids.take("tortilla"), ids.take("lettuce")
    hand1 = [let, tor, let2 := ids.take("lettuce"), tor2 := ids.take("tortilla"),
             ids.take("meat"), fork]
    rules = make(hands={0: hand0, 1: hand1}, tacos={"mild": wave1 + wave2},
                 options={"difficulty": "hard"})
    rules.apply(A.Place(1, wave1[1], 0))
    rules.apply(A.Place(1, wave1[3], 1))
    fight(rules)
    for card_tor, card_let, plate in ((tor, let, 0), (tor2, let2, 1)):
        rules.apply(A.Flip(1))
        rules.apply(A.Build(1, card_tor, 1, plate))
        rules.apply(A.Build(1, card_let, 1, plate))
    run_out(rules)
    assert rules.held == [[wave1[0], wave1[2]], []]
    fight(rules)
    with refused(no.HandsFull(2, no.PLAY)):
        rules.apply(A.Build(0, hand0[0], 0, 0))
    rules.apply(A.Flip(1))  # the two defeated tacos came back on top of seat 1's pantry
    assert rules.kitchen[1] == [wave1[3], wave1[1]]
    rules.apply(A.Flip(1))
    assert rules.kitchen[1][-1] == fork
    for _ in range(data().stab_taps):
        events = rules.apply(A.Stab(1, fork, wave1[2]))
    eaten = kinds(events, E.TacoEaten)[0]
    assert (eaten.src, eaten.dst) == ("held:0", "kitchen:0")
    assert rules.held[0] == [wave1[0]] and rules.kitchen[0] == [wave1[2]]
    events = rules.apply(A.Flip(0))  # one hand free again: one card at a time
    assert len(events[0].cards) == 1


def test_a_third_held_taco_is_a_food_coma():
    rules, _wave1, _wave2, _fork = hard_two_held()
    fight(rules)
    run_out(rules)
    assert rules.is_over()
    assert rules.outcome().ended == HoldingTooMany(0, 4)


# ----- the last fight ---------------------------------------------------------------------

def two_wave_game(first_spice: int):
    ids = Ids(data())
    tacos = [ids.taco("mild", first_spice), ids.taco("mild", 1), ids.taco("mild", 1),
             ids.taco("mild", 1)]
    hand0 = [ids.take("lettuce"), ids.take("tortilla"), ids.take("lettuce"), ids.take("tortilla")]
    hand1 = [ids.take("lettuce"), ids.take("tortilla")]
    rules = make(hands={0: hand0, 1: hand1}, tacos={"mild": tacos}, d=short_game((1, 1)))
    fight(rules)
    let, tor, let2, tor2 = hand0
    rules.apply(A.Flip(0))
    rules.apply(A.Build(0, tor, 1, 0))
    rules.apply(A.Build(0, let, 1, 0))
    rules.apply(A.Flip(0))
    rules.apply(A.Build(0, tor2, 0, 1))
    rules.apply(A.Build(0, let2, 0, 1))
    rules.apply(A.Flip(1))
    rules.apply(A.Build(1, hand1[1], 0, 0))
    rules.apply(A.Build(1, hand1[0], 0, 0))
    run_out(rules)
    fight(rules)
    assert rules.wave == 2
    return rules, tacos


def test_winning_the_last_fight():
    rules, tacos = two_wave_game(1)
    assert rules.held == [[], []]
    events = run_out(rules)
    assert set(verdicts(events).values()) == {"blocked"}
    assert rules.is_over() and rules.outcome().winners == (0, 1)
    assert rules.outcome().ended == AllWavesDefeated(2)
    assert kinds(events, E.GameOver)[0].won


def test_a_held_taco_after_the_last_fight_is_a_food_coma():
    rules, tacos = two_wave_game(3)
    assert rules.held == [[tacos[0]], []]
    events = run_out(rules)
    assert set(verdicts(events).values()) == {"blocked"}
    assert rules.outcome().ended == LeftAfterLastFight()
    assert rules.outcome().winners == ()


def test_a_taco_still_attacking_after_the_last_fight_is_a_food_coma():
    ids = Ids(data())
    rules = make(tacos={"mild": [ids.taco("mild", 1), ids.taco("mild", 1)]},
                 d=short_game((1,)))
    fight(rules)
    run_out(rules)
    assert rules.is_over() and rules.outcome().winners == ()
    assert rules.outcome().ended == LeftAfterLastFight()
    assert rules.turns == 1


# ----- simultaneous play ------------------------------------------------------------------

def test_four_seats_acting_in_the_same_step_all_take_effect():
    ids = Ids(data())
    tacos = [ids.taco("mild", 3) for _ in range(4)]
    hands = {s: [ids.take("meat"), ids.take("tortilla"), ids.take("onion"),
                 ids.take("cheese", 2)] for s in range(4)}
    rules = make(players=4, hands=hands, tacos={"mild": tacos})
    fight(rules)
    step = rules.step
    for seat in range(4):
        rules.apply(A.Flip(seat))
    for seat in range(4):
        rules.apply(A.Build(seat, hands[seat][1], seat, 1))
    for seat in range(4):
        rules.apply(A.Flip(seat))
    for seat in (1, 2, 3):
        rules.apply(A.Smash(seat, hands[seat][3], 0, 0))
    assert rules.step == step
    assert [rules.plates[s][1] for s in range(4)] == [[hands[s][1]] for s in range(4)]
    assert rules.table().fists[0][0] == 6
    assert verdicts(run_out(rules))[tacos[0]] == "smashed"


def test_the_hint_during_a_stab_is_to_keep_tapping():
    from tabletop.games.taco_fight.rules.bot import TacoFightBot

    rules, t, fork = stab_setup()
    bot = TacoFightBot(data(), 1, "normal", 1)
    first = bot.choose(rules.observation(1), rules.legal_actions(1))
    assert first.action == A.Stab(1, fork, t)
    rules.apply(first.action)
    again = bot.choose(rules.observation(1), rules.legal_actions(1))
    assert again.action == A.Stab(1, fork, t) and again.reason == hint.KeepTapping()
