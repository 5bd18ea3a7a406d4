"""Whole games: bots finish every difficulty, determinism, replay, the headless CLI, hints."""

import json

import pytest

from tabletop.core.facts import Fact
from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.headless import play_out, result_json
from tabletop.core.match import FIXED_STEP, Match, replay
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules import hints as hint
from tabletop.games.taco_fight.rules.bot import TacoFightBot
from tabletop.games.taco_fight.rules.endings import (
    AllWavesDefeated,
    HoldingTooMany,
    LeftAfterLastFight,
    SpecialStanding,
)
from tabletop.games.taco_fight.rules.observation import Observation
from tabletop.games.taco_fight.spec import SPEC

from ..helpers import data


def bots_setup(players=4, seed=1, skill="normal", **options):
    seats = tuple(Seat(f"Bot {i}", BOT, skill) for i in range(players))
    return GameSetup(seats, seed, options)


def play(setup):
    return play_out(Match(SPEC, data(), setup))


@pytest.mark.parametrize("difficulty", ["normal", "hard", "madness"])
def test_bots_only_games_finish_on_every_difficulty(difficulty):
    for seed in (1, 2):
        match = play(bots_setup(seed=seed, difficulty=difficulty))
        outcome = match.rules.outcome()
        assert match.rules.is_over()
        assert isinstance(outcome.ended, AllWavesDefeated | SpecialStanding
                          | LeftAfterLastFight | HoldingTooMany)
        won = outcome.ended == AllWavesDefeated(6)
        assert outcome.winners == ((0, 1, 2, 3) if won else ())
        assert sum(outcome.scores) == len(match.rules.sink)


@pytest.mark.parametrize("players,skill", [(1, "easy"), (2, "hard"), (3, "normal")])
def test_smaller_tables_and_every_skill_finish(players, skill):
    match = play(bots_setup(players=players, skill=skill, seed=3, assist="on"))
    assert match.rules.is_over()


def test_a_bots_only_game_finishes():
    """(How fast it plays is the benchmark's to measure: `main.py --bench`.)"""
    match = play(bots_setup(seed=11))
    assert match.rules.is_over()


def test_same_seed_same_game_and_different_seed_differs():
    one = play(bots_setup(seed=5))
    two = play(bots_setup(seed=5))
    three = play(bots_setup(seed=6))
    assert one.rules.snapshot() == two.rules.snapshot()
    assert one.log == two.log
    assert one.rules.snapshot() != three.rules.snapshot()


def test_replay_rebuilds_the_same_state():
    match = Match(SPEC, data(), bots_setup(seed=9, difficulty="hard"))
    for _ in range(40 * 60):
        match.step_bots(FIXED_STEP)
    log = json.loads(json.dumps(match.log))
    again = replay(SPEC, data(), match.setup, log)
    assert again.rules.snapshot() == match.rules.snapshot()
    assert again.check_value() == match.check_value()
    half = replay(SPEC, data(), match.setup, log, upto=len(log) // 2)
    assert half.rules.step < match.rules.step


def test_snapshot_is_json_and_holds_the_rng_and_the_step():
    match = Match(SPEC, data(), bots_setup(seed=4))
    for _ in range(600):
        match.step_bots(FIXED_STEP)
    snap = match.rules.snapshot()
    assert json.loads(json.dumps(snap)) == snap
    assert snap["step"] == 600 and len(snap["rng"][1]) == 625


def test_headless_cli(capsys, monkeypatch):
    from tabletop import cli
    from tabletop.games import catalog

    monkeypatch.setattr(catalog, "GAME_PACKAGES", ("tabletop.games.taco_fight",))
    code = cli.main(["--headless", "--game", "taco-fight", "--players", "4",
                     "--option", "difficulty=hard", "--seed", "3"])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "taco-fight" and result["seed"] == 3
    assert len(result["seats"]) == 4 and all(s["kind"] == "bot" for s in result["seats"])
    assert 1 <= result["turns"] <= 6
    assert result["ended"] == "All six waves defeated" or result["ended"].startswith("Food coma")
    assert result["winners"] in ([], [0, 1, 2, 3])
    assert cli.main(["--headless", "--game", "taco-fight", "--players", "5"]) == 2
    assert cli.main(["--headless", "--game", "taco-fight", "--option", "difficulty=easy"]) == 2


def test_result_json_counts_forks_per_seat():
    match = play(bots_setup(seed=2))
    result = result_json(match)
    assert [s["score"] for s in result["seats"]] == match.rules.forks_sunk
    assert result["turns"] == match.rules.fights


def test_observation_hides_the_pantry_order():
    match = Match(SPEC, data(), bots_setup(players=2, seed=4))
    for _ in range(300):
        match.step_bots(FIXED_STEP)
    obs = match.rules.observation(0)
    assert isinstance(obs, Observation)
    fields = set(type(obs.table).__dataclass_fields__)
    assert "pantry_sizes" in fields and not {"pantry", "stack", "taco_stacks"} & fields
    assert obs.table.pantry_sizes == tuple(len(p) for p in match.rules.pantry)


def test_bot_hints_are_legal_with_a_reason():
    match = Match(SPEC, data(), GameSetup((Seat("Ana", HUMAN), Seat("Rosa", BOT)), 8, {}))
    hints = 0
    reasons = []
    for step in range(45 * 60):
        if step % 30 == 0 and match.rules.legal_actions(0):
            decision = match.bot_decision(0)
            assert decision.action in match.rules.legal_actions(0)
            assert isinstance(decision.reason, Fact)
            reasons.append(decision.reason)
            match.submit(decision.action)
            hints += 1
        match.step_bots(FIXED_STEP)
        if match.rules.is_over():
            break
    assert hints > 20
    assert all(getattr(r, "seat", 0) == 0 for r in reasons)  # the advice is for Ana
    assert any(getattr(r, "owner", 0) == 1 for r in reasons), reasons  # Rosa's plates too


def test_a_hard_bot_plans_through_a_whole_madness_game():
    """(How fast it plans is the benchmark's to measure: `main.py --bench`.)"""
    match = Match(SPEC, data(), bots_setup(seed=12, difficulty="madness"))
    bot = TacoFightBot(data(), 0, "hard", 1)
    while not match.rules.is_over():
        bot.plan(match.rules.observation(0))
        for _ in range(20):
            match.step_bots(FIXED_STEP)
    assert match.rules.is_over()


def test_bots_use_the_same_actions_as_players():
    bot = TacoFightBot(data(), 1, "hard", 3)
    match = Match(SPEC, data(), bots_setup(players=2, seed=1))
    seen = set()
    while not match.rules.is_over():
        for action in bot.step(match.rules.observation(1), FIXED_STEP):
            seen.add(type(action))
            assert type(action) in SPEC.action_types
        match.step_bots(FIXED_STEP)
    assert {A.Flip, A.Ready} <= seen


def test_alone_at_the_table_hints_speak_to_you():
    match = Match(SPEC, data(), GameSetup((Seat("Ana", HUMAN),), 8, {}))
    reasons = []
    for step in range(45 * 60):
        if step % 20 == 0 and match.rules.legal_actions(0):
            decision = match.bot_decision(0)
            reasons.append(decision.reason)
            match.submit(decision.action)
        match.step_bots(FIXED_STEP)
        if match.rules.is_over():
            break
    assert all(getattr(r, "owner", 0) == getattr(r, "seat", 0) == 0 for r in reasons), reasons
    assert any(isinstance(r, hint.SmashAt | hint.StabAt) for r in reasons), reasons
