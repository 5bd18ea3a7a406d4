"""Who goes first: the first seat in a first game; after it, the lowest score (the rulebook),
ties going to the first of them clockwise after the seat that opened the game just finished."""

import dataclasses

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.core.game import Outcome
from tabletop.core.headless import play_out
from tabletop.core.match import Match, replay
from tabletop.games.taco_party.rules.actions import EndPlay
from tabletop.games.taco_party.rules.next_game import lowest_first
from tabletop.games.taco_party.rules.rulebook import TacoPartyRules
from tabletop.games.taco_party.spec import SPEC

from ..helpers import real_data, setup

DATA = real_data()


def outcome(*scores: int) -> Outcome:
    return Outcome(scores, (scores.index(max(scores)),), "The deck ran out")


def test_a_first_game_opens_with_the_first_seat():
    rules = TacoPartyRules(DATA, setup(3, seed=4))
    assert rules.actors() == (0,)


@pytest.mark.parametrize("first", [0, 1, 2])
def test_the_seat_named_first_makes_the_first_move(first):
    rules = TacoPartyRules(DATA, dataclasses.replace(setup(3, seed=4), first=first))
    assert rules.actors() == (first,)
    assert rules.observation(0).current == first
    for seat in range(3):
        assert bool(rules.legal_actions(seat)) == (seat == first)
    others = [seat for seat in range(3) if seat != first]
    before = rules.snapshot()
    with pytest.raises(IllegalAction):
        rules.apply(EndPlay(others[0]))
    assert rules.snapshot() == before


def test_the_same_deal_whoever_starts():
    """Only who moves first changes: the deck, the hands and the middle are the same."""
    plain = TacoPartyRules(DATA, setup(3, seed=9)).snapshot()
    named = TacoPartyRules(DATA, dataclasses.replace(setup(3, seed=9), first=2)).snapshot()
    assert named.pop("current") == 2 and plain.pop("current") == 0
    assert named == plain


def test_a_seat_that_is_not_at_the_table_cannot_go_first():
    with pytest.raises(ValueError):
        TacoPartyRules(DATA, dataclasses.replace(setup(2), first=2))


def test_a_game_opened_by_a_named_seat_replays_exactly():
    game = dataclasses.replace(setup(3, seed=6), first=1)
    match = Match(SPEC, DATA, game)
    for seat in range(3):
        match.bots[seat] = SPEC.new_bot(DATA, seat, "normal", seat)
    play_out(match)
    assert match.log[0]["seat"] == 1
    again = replay(SPEC, DATA, game, match.log)
    assert again.rules.snapshot() == match.rules.snapshot()
    assert again.check_value() == match.check_value()


def test_the_lowest_score_goes_first_next():
    assert lowest_first(setup(3), outcome(12, 3, 8)) == 1
    assert lowest_first(setup(4), outcome(5, 9, 7, -2)) == 3
    assert SPEC.first_after(setup(3), outcome(12, 3, 8)) == 1


def test_tied_lowest_scores_go_clockwise_from_the_last_opener():
    tied = outcome(4, 9, 4, 4)
    assert lowest_first(setup(4), tied) == 2  # seat 0 opened: seats 2, 3, then 0
    assert lowest_first(dataclasses.replace(setup(4), first=2), tied) == 3
    assert lowest_first(dataclasses.replace(setup(4), first=3), tied) == 0
    assert lowest_first(setup(2), outcome(6, 6)) == 1
    assert lowest_first(dataclasses.replace(setup(2), first=1), outcome(6, 6)) == 0
