"""Bots: the random one stays legal; the normal one plays with sense and beats it."""

import random

from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match
from tabletop.games.taco_loco.rules import hints as hint
from tabletop.games.taco_loco.rules.actions import (
    CounterLegendary,
    DeclineCounter,
    GiveTaco,
    PlayCard,
    StartTaco,
)
from tabletop.games.taco_loco.rules.bot import RandomBot, TacoLocoBot
from tabletop.games.taco_loco.rules.events import TacoPlace
from tabletop.games.taco_loco.spec import SPEC

from ..helpers import card, game_data, make, phrases_of

DATA = game_data()

PINNED_GAMES = 1000
PINNED_WINS = 992
"""Sole wins of the normal bot over RandomBot in the pinned 2-player run (seeds 1000-1999)."""


def decide(rules, seat):
    bot = TacoLocoBot(rules.data, seat, 1)
    return bot.choose(rules.observation(seat), rules.legal_actions(seat))


def duel(games: int, first_seed: int) -> tuple[int, int]:
    """Normal bot against RandomBot, swapping seats each game: (sole wins, shared wins)."""
    sole = shared = 0
    for game in range(games):
        smart = game % 2
        seats = tuple(Seat(f"P{i}", BOT, "normal" if i == smart else "easy") for i in range(2))
        outcome = play_out(Match(SPEC, DATA, GameSetup(seats, first_seed + game))).rules.outcome()
        if outcome.winners == (smart,):
            sole += 1
        elif smart in outcome.winners:
            shared += 1
    return sole, shared


def test_the_normal_bot_beats_random_in_at_least_seventy_percent_of_1000_games():
    sole, shared = duel(PINNED_GAMES, 1000)
    assert sole == PINNED_WINS, f"measured {sole} sole wins (+{shared} shared)"
    assert sole / PINNED_GAMES >= 0.70


def test_random_bot_picks_legal_moves_and_is_seeded():
    rules = make([[1, 2, 3], [4, 5, 6]], base=2, pile=[1, 1])
    legal = rules.legal_actions(0)
    picks = [RandomBot(9).choose(rules.observation(0), legal).action for _ in range(3)]
    assert picks[0] in legal and picks.count(picks[0]) == 3


def test_makes_a_perfect_eleven_when_it_can():
    rules = make([[1, 5, 2], [4, 3, 6]], base=6, pile=[1, 1])
    decision = decide(rules, 0)
    assert decision.action == PlayCard(0, card(rules, 0, 5), 1)
    assert decision.reason == hint.PerfectFor(card(rules, 0, 5), TacoPlace(6, 1, False), 11, 1,
                                              leading=False)


def test_avoids_overfilling_when_it_can():
    rules = make([[5, 1, 2], [6, 4, 1]], base=4, pile=[1, 1])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))  # sum 9
    decision = decide(rules, 1)
    assert decision.action == PlayCard(1, card(rules, 1, 1), 1)
    assert isinstance(decision.reason, hint.PlaySafely) and decision.reason.total == 10


def test_overfills_the_smallest_taco_when_it_must():
    rules = make([[5, 3, 1], [4, 6, 1], [6, 5, 5]], base=4, pile=[2, 2, 2])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))   # taco 1: 4 5 = 9
    rules.apply(PlayCard(1, card(rules, 1, 1), 1))   # taco 1: 10
    # Lupe holds 6 5 5: every card overfills taco 1 (3 cards).
    decision = decide(rules, 2)
    assert isinstance(decision.action, PlayCard)
    assert isinstance(decision.reason, hint.OverfillLeast) and decision.reason.cards == 4


def test_gives_a_perfect_taco_to_the_leader():
    rules = make([[5, 1, 2], [4, 3, 6], [1, 2, 3]], base=6, pile=[4] * 8, fill=True)
    rules.taken[1].extend(rules.pile.pop() for _ in range(4))
    rules.taken[2].extend(rules.pile.pop() for _ in range(1))
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    decision = decide(rules, 0)
    assert decision.action == GiveTaco(0, 2)
    assert decision.reason == hint.GiveToLeader(2, leading=True)


def test_counters_a_legendary_in_two_players():
    rules = make([["L", 1, 2], ["S", 3, 4]], base=2, pile=[1, 1])
    rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    decision = decide(rules, 1)
    assert decision.action == CounterLegendary(1, card(rules, 1, "S"))
    assert decision.reason == hint.CounterOrReceive(0)


def test_counters_a_legendary_on_a_taco_worth_it():
    rules = make([[1, 2, 3], [4, 1, 2], ["L", 1, 2], ["S", 3, 4]], base=2, pile=[6] * 6)
    rules.apply(PlayCard(0, card(rules, 0, 1), 1))
    rules.apply(PlayCard(1, card(rules, 1, 4), 1))
    rules.apply(PlayCard(2, card(rules, 2, "L"), 1))
    decision = decide(rules, 3)
    assert decision.action == CounterLegendary(3, card(rules, 3, "S"))


def test_without_a_lonesome_it_declines():
    rules = make([["L", 1, 2], [5, 3, 4]], base=2, pile=[1, 1])
    rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    decision = decide(rules, 1)
    assert decision.action == DeclineCounter(1)


def test_plays_lonesome_on_a_big_taco_it_would_have_to_take():
    rules = make([[5, 1, 2], [3, 1, 4], [6, 5, "S"]], base=1, pile=[2] * 6)
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))   # 6
    rules.apply(PlayCard(1, card(rules, 1, 4), 1))   # 10
    decision = decide(rules, 2)                       # 6 or 5 would take 4 cards
    assert decision.action == PlayCard(2, card(rules, 2, "S"), 1)
    assert decision.reason == hint.LonesomeResets(TacoPlace(10, 1, False), 0)


def test_keeps_its_specials_when_a_safe_number_will_do():
    rules = make([[1, "L", "S"], [4, 3, 6]], base=2, pile=[1, 1])
    decision = decide(rules, 0)
    assert decision.action == PlayCard(0, card(rules, 0, 1), 1)


def test_start_taco_when_the_table_is_empty():
    rules = make([[5, 1, 2], [6, 4, 1]], base=4, pile=[1, 1, 3])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    rules.apply(PlayCard(1, card(rules, 1, 6), 1))
    decision = decide(rules, 0)
    assert isinstance(decision.action, StartTaco)


def test_the_bot_decides_from_what_it_sees_only():
    """Two games that differ only in hidden cards give the same decision."""
    a = make([[5, 1, 2], [4, 3, 6], [1, 1, 1]], base=4, pile=[6, 6])
    b = make([[5, 1, 2], [4, 3, 6], ["S", "L", 6]], base=4, pile=[2, 3])
    assert a.observation(0) == b.observation(0)
    assert decide(a, 0) == decide(b, 0)


def test_every_reason_is_a_short_sentence():
    """(How fast bots decide is the benchmark's to measure: `main.py --bench`.)"""
    for game in range(30):
        rng = random.Random(game)
        seats = tuple(Seat(f"P{i}", BOT, "normal") for i in range(rng.randint(2, 5)))
        match = Match(SPEC, DATA, GameSetup(seats, game))
        while not match.rules.is_over():
            seat = match.bot_to_move()
            decision = match.bot_decision(seat)
            words = phrases_of(match.rules).say(decision.why, seat)
            assert words is not None and 0 < len(words) <= 80
            match.submit(decision.action)
