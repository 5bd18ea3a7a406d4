"""The bots: legal, quick, fair (observation only), sensible, and the planner beats random."""


import pytest

from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match
from tabletop.games.taco_party.rules import hints as hint
from tabletop.games.taco_party.rules.actions import (
    BURN,
    DISCARD,
    PICKUP,
    Burn,
    Discard,
    EndPickup,
    EndPlay,
    Pickup,
    PlayCard,
)
from tabletop.games.taco_party.rules.bot import RandomBot, TacoPartyBot
from tabletop.games.taco_party.rules.tacos import NEW_TACO
from tabletop.games.taco_party.rules.wiring import new_bot
from tabletop.games.taco_party.spec import SPEC

from ..helpers import Box, game, real_data, with_plates

DATA = real_data()

# Measured with seats alternating: 1,000 two-player games (seeds 0-999) and 200 (seeds 0-199).
MEASURED_WIN_RATE_1000 = 0.989
MEASURED_WIN_RATE_200 = 0.995


def head_to_head(games, first_seed=0):
    wins = 0
    for g in range(games):
        planner = g % 2
        seats = tuple(Seat(f"S{i}", BOT, "normal" if i == planner else "easy") for i in range(2))
        match = play_out(Match(SPEC, DATA, GameSetup(seats, first_seed + g)))
        wins += planner in match.rules.outcome().winners
    return wins / games


@pytest.mark.slow
def test_planner_beats_random_in_at_least_80_percent_of_1000_games():
    """6 s on an idle machine, nearer 20 s on a busy one: the CI runs the 200-game version."""
    rate = head_to_head(1000)
    assert rate >= 0.8
    assert rate == pytest.approx(MEASURED_WIN_RATE_1000)  # pinned: seeds fix every game


def test_planner_beats_random_in_200_games():
    rate = head_to_head(200)
    assert rate >= 0.8
    assert rate == pytest.approx(MEASURED_WIN_RATE_200)


def test_skills_map_to_bots():
    assert isinstance(new_bot(DATA, 0, "easy", 3), RandomBot)
    assert isinstance(new_bot(DATA, 1, "normal", 3), TacoPartyBot)


def test_decisions_are_legal_and_explained():
    """(How fast bots decide is the benchmark's to measure: `main.py --bench`.)"""
    for players, hot in ((2, False), (3, True), (4, False)):
        seats = tuple(Seat(f"S{i}", BOT, "normal") for i in range(players))
        options = {"hot-sauce": "on" if hot else "off"}
        match = Match(SPEC, DATA, GameSetup(seats, 9, options))
        rules = match.rules
        while not rules.is_over():
            seat = match.bot_to_move()
            legal = rules.legal_actions(seat)
            decision = match.bots[seat].choose(rules.observation(seat), legal)
            assert decision.action in legal and decision.reason
            match.submit(decision.action)


def test_bot_sees_only_its_observation():
    """Two games differing only in hidden cards (Ben's hand, deck order) get the same move."""
    box = Box(DATA)
    hand0 = box.many("meat", "cheese", "poncho", "tiny-hat")
    centre = box.many("lettuce", "tomato", "salsa", "guacamole")
    rest = box.rest()
    one = game(DATA, centre=centre, hands=[hand0, rest[:4]], rest=rest[4:])
    two = game(DATA, centre=centre, hands=[hand0, rest[-4:]], rest=rest[:-4][::-1])
    bot = TacoPartyBot(DATA, 0)
    assert one.observation(0) == two.observation(0)
    first = bot.choose(one.observation(0), one.legal_actions(0))
    assert first == bot.choose(two.observation(0), two.legal_actions(0))


def run_own_turn(rules, bot, seat=0):
    while rules.current == seat and not rules.is_over():
        decision = bot.choose(rules.observation(seat), rules.legal_actions(seat))
        rules.apply(decision.action)


def test_planner_stacks_ingredients_before_the_topper():
    box = Box(DATA)
    meat, cheese, lettuce = box.many("meat", "cheese", "lettuce")
    tomato, hat, outfit, guac = box.many("tomato", "tiny-hat", "outfit", "guacamole")
    rules = game(DATA, centre=box.many("salsa", "salsa", "salsa", "salsa"),
                 hands=[[hat, outfit, guac, tomato], box.fill(4)], rest=box.rest())
    rules = with_plates(rules, {0: [[0, meat, cheese, lettuce]]})
    bot = TacoPartyBot(DATA, 0)
    while rules.step not in (DISCARD, PICKUP) and rules.current == 0:
        decision = bot.choose(rules.observation(0), rules.legal_actions(0))
        rules.apply(decision.action)
    taco = rules.plates[0][0]
    assert set(taco) == {0, meat, cheese, lettuce, tomato, guac, hat, outfit}
    assert [c for c in taco if c not in (hat, outfit)] == [0, meat, cheese, lettuce, tomato, guac]
    assert taco.index(hat) > taco.index(guac)
    assert rules.completed(0) == 1


def test_planner_spends_pickup_exactly_instead_of_burning():
    box = Box(DATA)
    meat, cheese = box.many("meat", "cheese")
    centre = box.many("tiny-hat", "crown", "poncho", "sombrero")  # 3, 3, 2, 3
    rules = game(DATA, centre=centre, hands=[[meat, cheese] + box.fill(2), box.fill(4)],
                 rest=box.rest())
    rules.apply(PlayCard(0, meat, 0, 0))
    rules.apply(PlayCard(0, cheese, 0, 0))
    rules.apply(EndPlay(0))
    rules.apply(Discard(0, ()))
    run_own_turn(rules, TacoPartyBot(DATA, 0))
    assert rules.burned[0] == [] and centre[2] in rules.hands[0]


def test_planner_finishes_a_pickup_step_that_buys_nothing_and_names_the_burn():
    box = Box(DATA)
    meat = box.take("meat")
    centre = box.many("poncho", "tutu", "sombrero", "tuxedo")  # 2, 2, 3, 2: 1 pickup buys none
    rules = game(DATA, centre=centre, hands=[[meat] + box.fill(3), box.fill(4)],
                 rest=box.rest())
    rules.apply(PlayCard(0, meat, 0, 0))
    rules.apply(EndPlay(0))
    rules.apply(Discard(0, ()))
    assert rules.step == PICKUP and rules.legal_actions(0) == [EndPickup(0)]
    decision = TacoPartyBot(DATA, 0).choose(rules.observation(0), rules.legal_actions(0))
    assert decision.action == EndPickup(0)
    assert decision.reason == hint.FinishAndBurn((centre[2],), could_buy=False)  # the Sombrero
    run_own_turn(rules, TacoPartyBot(DATA, 0))
    assert rules.burned[0] == [centre[2]] and rules.current == 1


def test_planner_denies_the_card_an_opponent_needs():
    """Meat and Guacamole are worth the same to Ana; Ben's taco ends in Cheese, so Meat."""
    box = Box(DATA)
    ben = [[1, box.take("salsa"), box.take("meat"), box.take("cheese")]]
    outfit = box.take("outfit")
    centre = box.many("guacamole", "meat", "tiny-hat", "crown")
    rules = game(DATA, centre=centre, hands=[[outfit] + box.fill(3), box.fill(4)],
                 rest=box.rest())
    rules = with_plates(rules, {1: ben})
    rules.apply(PlayCard(0, outfit, 0, 0))
    rules.apply(EndPlay(0))
    rules.apply(Discard(0, ()))
    decision = TacoPartyBot(DATA, 0).choose(rules.observation(0), rules.legal_actions(0))
    assert decision.action == Pickup(0, centre[1])


def test_planner_burns_the_tied_card_an_opponent_needs():
    box = Box(DATA)
    ben = [[1, box.take("salsa"), box.take("meat"), box.take("cheese")]]
    outfit = box.take("outfit")
    centre = box.many("guacamole", "meat", "tiny-hat", "crown")
    rules = game(DATA, centre=centre, hands=[[outfit] + box.fill(3), box.fill(4)],
                 rest=box.rest())
    rules = with_plates(rules, {1: ben}, centre=[centre[0], centre[1], None, None])
    rules.apply(PlayCard(0, outfit, 0, 0))
    rules.apply(EndPlay(0))
    rules.apply(Discard(0, ()))
    rules.apply(EndPickup(0))
    assert rules.step == BURN
    decision = TacoPartyBot(DATA, 0).choose(rules.observation(0), rules.legal_actions(0))
    assert decision.action == Burn(0, centre[1]) and decision.reason == hint.BurnToDeny(centre[1])


def test_hot_sauce_planner_serves_empty_tacos():
    box = Box(DATA)
    taco = box.take("empty-taco")
    rules = game(DATA, centre=box.fill(4), hands=[[taco] + box.many("tiny-hat", "crown",
                                                                    "top-hat"), box.fill(4)],
                 rest=box.rest(), hot_sauce=True)
    decision = TacoPartyBot(DATA, 0).choose(rules.observation(0), rules.legal_actions(0))
    assert decision.action == PlayCard(0, taco, 1, NEW_TACO)
    assert decision.reason == hint.ServeEmptyTaco(1, DATA.numbers.no_ingredient_penalty)


def test_random_bot_is_seeded():
    box = Box(DATA)
    rules = game(DATA, centre=box.fill(4), hands=[box.fill(4), box.fill(4)], rest=box.rest())
    legal = rules.legal_actions(0)
    picks = [RandomBot(5).choose(rules.observation(0), legal).action for _ in range(3)]
    assert picks[0] == picks[1] == picks[2]


def test_planner_with_nothing_playable_takes_the_middle():
    box = Box(DATA)
    hats = box.many("tiny-hat", "crown", "top-hat", "sombrero")
    rules = game(DATA, centre=box.fill(4), hands=[hats, box.fill(4)], rest=box.rest())
    decision = TacoPartyBot(DATA, 0).choose(rules.observation(0), rules.legal_actions(0))
    assert decision.action == EndPlay(0) and decision.reason == hint.SwapForMiddle()
