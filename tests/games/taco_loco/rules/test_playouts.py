"""Bots-only playouts: invariants after every action, determinism, replay, the headless CLI."""

import json
import random

import pytest

from tabletop.cli import main
from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match, replay
from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME
from tabletop.games.taco_loco.rules.endings import AllHandsEmpty
from tabletop.games.taco_loco.rules.rulebook import LAST_PLAYED, SAME_NUMBER, TOP_OF_TACO
from tabletop.games.taco_loco.spec import SPEC

from ..helpers import game_data

DATA = game_data()


def mixed_setup(game: int) -> GameSetup:
    rng = random.Random(game)
    players = 2 + game % 4
    seats = tuple(Seat(f"P{i}", BOT, rng.choice(("easy", "normal"))) for i in range(players))
    mode = (LAST_PLAYED, TOP_OF_TACO)[game % 3 == 0]
    return GameSetup(seats, 500 + game, {SAME_NUMBER: mode})


def expected_sum(rules, ids) -> int:
    total = 0
    for card_id in ids:
        card = rules.data.cards[card_id]
        if card.kind == LONESOME:
            total = 0
        elif card.kind == LEGENDARY:
            total = 11
        else:
            total += card.value
    return total


def check_invariants(rules) -> None:
    every = list(rules.pile)
    every += [c for hand in rules.hands for c in hand]
    every += [c for taco in rules.tacos for c in taco.cards]
    every += [c for pile in rules.taken for c in pile]
    assert sorted(every) == list(range(70)), "each card is in exactly one place"
    assert all(len(hand) <= 3 for hand in rules.hands)
    if rules.pile:
        assert all(len(hand) >= 2 for hand in rules.hands)
    ids = [t.id for t in rules.tacos]
    assert len(set(ids)) == len(ids)
    for seat in range(rules.players):
        for taco in rules.observation(seat).tacos:
            raw = next(t for t in rules.tacos if t.id == taco.id)
            assert taco.sum == expected_sum(rules, raw.cards)
            assert taco.sum <= 11
            if rules.question is None:
                assert taco.sum < 11, "a perfect or overfilled taco never stays on the table"
    if not rules.is_over():
        (actor,) = rules.actors()
        assert rules.legal_actions(actor)
        if rules.question is None:
            assert rules.hands[actor]


@pytest.mark.parametrize("block", range(4))
def test_two_hundred_mixed_playouts_keep_every_invariant(block):
    for game in range(block * 50, block * 50 + 50):
        match = Match(SPEC, DATA, mixed_setup(game))
        rules = match.rules
        check_invariants(rules)
        for _ in range(2000):
            if rules.is_over():
                break
            seat = match.bot_to_move()
            match.submit(match.bot_decision(seat).action)
            check_invariants(rules)
        assert rules.is_over()
        assert all(not hand for hand in rules.hands) and not rules.pile
        outcome = rules.outcome()
        assert outcome.scores == tuple(len(t) for t in rules.taken)
        assert outcome.winners and min(outcome.scores) == outcome.scores[outcome.winners[0]]
        assert outcome.ended == AllHandsEmpty(outcome.winners, min(outcome.scores),
                                              sum(len(t.cards) for t in rules.tacos))


def test_same_seed_same_game():
    for game in (3, 8, 13):
        first = play_out(Match(SPEC, DATA, mixed_setup(game)))
        second = play_out(Match(SPEC, DATA, mixed_setup(game)))
        assert first.rules.snapshot() == second.rules.snapshot()
        assert first.log == second.log


def test_snapshots_are_json_ready():
    match = play_out(Match(SPEC, DATA, mixed_setup(5)))
    snap = match.rules.snapshot()
    assert json.loads(json.dumps(snap)) == snap


def test_replaying_the_log_reproduces_the_final_state():
    for game in (1, 2, 6, 9):
        setup = mixed_setup(game)
        match = play_out(Match(SPEC, DATA, setup))
        log = json.loads(json.dumps(match.log))
        again = replay(SPEC, DATA, setup, log)
        assert again.rules.snapshot() == match.rules.snapshot()
        assert again.check_value() == match.check_value()


def test_replaying_part_of_the_log_stops_midway():
    setup = mixed_setup(4)
    match = play_out(Match(SPEC, DATA, setup))
    half = replay(SPEC, DATA, setup, match.log, upto=len(match.log) // 2)
    assert not half.rules.is_over()


def test_headless_cli_prints_the_result_json(capsys):
    assert main(["--headless", "--game", "taco-loco", "--players", "4", "--seed", "7"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == {"game", "seed", "seats", "winners", "turns", "ended"}
    assert result["game"] == "taco-loco" and result["seed"] == 7
    assert len(result["seats"]) == 4
    assert all(set(s) == {"name", "kind", "score"} for s in result["seats"])
    scores = [s["score"] for s in result["seats"]]
    assert result["winners"] and all(scores[w] == min(scores) for w in result["winners"])
    assert result["turns"] > 0 and result["ended"].startswith("All hands are empty")
    assert main(["--headless", "--game", "taco-loco", "--players", "4", "--seed", "7"]) == 0
    assert json.loads(capsys.readouterr().out) == result


def test_headless_cli_takes_the_same_number_option(capsys):
    argv = ["--headless", "--game", "taco-loco", "--players", "3", "--seed", "2",
            "--option", "same-number=top-of-taco"]
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out)["game"] == "taco-loco"
    assert main(argv[:-1] + ["same-number=sometimes"]) == 2
    assert "same-number" in capsys.readouterr().err


def test_headless_cli_refuses_six_players(capsys):
    assert main(["--headless", "--game", "taco-loco", "--players", "6"]) == 2
    assert "2 to 5 players" in capsys.readouterr().err
