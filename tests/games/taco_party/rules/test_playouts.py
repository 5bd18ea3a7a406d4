"""Whole games: card accounting, independent scoring, determinism, replay, snapshots, the CLI."""

import json
import random

import pytest

from tabletop.cli import main
from tabletop.core.errors import IllegalAction
from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match, replay
from tabletop.games.catalog import game_specs
from tabletop.games.taco_party.rules.actions import Burn, Discard, Pickup, PlayCard
from tabletop.games.taco_party.rules.endings import DeckFinished, TacosCompleted
from tabletop.games.taco_party.rules.rulebook import TacoPartyRules
from tabletop.games.taco_party.spec import SPEC

from ..helpers import all_cards, real_data

DATA = real_data()


def bots_setup(players, seed, hot_sauce, skills=None):
    skills = skills or ["easy"] * players
    seats = tuple(Seat(f"Bot{i}", BOT, skills[i]) for i in range(players))
    return GameSetup(seats, seed, {"hot-sauce": "on" if hot_sauce else "off"})


def independent_score(plate, burned):
    """Scoring written again from the rulebook, without the game's code."""
    data = DATA.cards
    filled, total = [], 0
    for taco in plate:
        if any(data[c].kind == "ingredient" for c in taco):
            filled.append((len(taco), sum(data[c].score for c in taco)))
        else:
            total -= 2
    filled.sort(reverse=True)
    for place, (_, points) in enumerate(filled[:3]):
        total += points * (2 if place == 0 else 1)
    return total - sum(data[c].score for c in burned)


def random_illegal(rules, rng):
    seat = rng.randrange(rules.players)
    card = rng.randrange(len(DATA.cards))
    pick = rng.randrange(4)
    if pick == 0:
        return PlayCard(seat, card, rng.randrange(-1, 5), rng.randrange(-1, 4))
    if pick == 1:
        return Discard(seat, (card, rng.randrange(62)))
    if pick == 2:
        return Pickup(seat, card)
    return Burn(seat, card)


def check_game(players, seed, hot_sauce, skills=None):
    match = Match(SPEC, DATA, bots_setup(players, seed, hot_sauce, skills))
    rules = match.rules
    rng = random.Random(seed)
    for _ in range(5000):
        if rules.is_over():
            break
        assert sorted(all_cards(rules)) == list(range(62))
        if rng.random() < 0.2:
            attempt = random_illegal(rules, rng)
            if attempt not in rules.legal_actions(attempt.seat):
                before = rules.snapshot()
                with pytest.raises(IllegalAction):
                    rules.apply(attempt)
                assert rules.snapshot() == before
        seat = match.bot_to_move()
        match.submit(match.bot_decision(seat).action)
    assert rules.is_over()
    assert sorted(all_cards(rules)) == list(range(62))
    outcome = rules.outcome()
    expected = tuple(independent_score(rules.plates[s], rules.burned[s])
                     for s in range(players))
    assert outcome.scores == expected
    assert outcome.winners and all(outcome.scores[w] == max(expected) for w in outcome.winners)
    assert isinstance(outcome.ended, TacosCompleted | DeckFinished)
    return match


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("hot_sauce", [False, True])
def test_random_playouts_account_for_every_card_and_score_right(players, hot_sauce):
    for seed in range(35):
        skills = ["easy", "normal", "easy", "normal"][:players] if seed % 3 == 0 else None
        check_game(players, 1000 * players + seed, hot_sauce, skills)


def test_same_seed_same_game_and_different_seeds_differ():
    first = play_out(Match(SPEC, DATA, bots_setup(3, 42, True, ["normal", "easy", "normal"])))
    again = play_out(Match(SPEC, DATA, bots_setup(3, 42, True, ["normal", "easy", "normal"])))
    other = play_out(Match(SPEC, DATA, bots_setup(3, 43, True, ["normal", "easy", "normal"])))
    assert first.log == again.log
    assert first.rules.snapshot() == again.rules.snapshot()
    assert first.rules.snapshot() != other.rules.snapshot()


def test_replay_rebuilds_the_game_from_its_log():
    setup = bots_setup(4, 7, True, ["easy", "normal", "normal", "easy"])
    match = play_out(Match(SPEC, DATA, setup))
    log = json.loads(json.dumps(match.log))
    again = replay(SPEC, DATA, setup, log)
    assert again.rules.snapshot() == match.rules.snapshot()
    halfway = replay(SPEC, DATA, setup, log, upto=len(log) // 2)
    assert not halfway.rules.is_over()


def test_snapshot_is_json_and_restores_including_the_rng():
    setup = bots_setup(3, 11, False, ["normal"] * 3)
    match = Match(SPEC, DATA, setup)
    for _ in range(40):
        match.submit(match.bot_decision(match.bot_to_move()).action)
    snap = match.rules.snapshot()
    restored = TacoPartyRules.from_snapshot(DATA, json.loads(json.dumps(snap)))
    assert restored.snapshot() == snap
    original = match.rules
    while not original.is_over():
        action = match.bot_decision(match.bot_to_move()).action
        match.submit(action)
        restored.apply(action)
    assert restored.snapshot() == original.snapshot()


def test_explicit_deck_must_be_sane():
    setup = bots_setup(2, 1, False)
    with pytest.raises(ValueError):
        TacoPartyRules(DATA, setup, deck=[5, 5])
    with pytest.raises(ValueError):
        TacoPartyRules(DATA, setup, deck=[0, 5])  # card 0 starts on a plate


def test_spec_is_in_the_catalog():
    spec = game_specs()["taco-party"]
    assert spec is SPEC
    assert (spec.min_players, spec.max_players, spec.bot_skills) == (2, 4, ("easy", "normal"))
    assert spec.resolve_options({}) == {"hot-sauce": "off"}
    assert spec.options[0].help


def test_headless_cli(capsys):
    assert main(["--headless", "--game", "taco-party", "--players", "3", "--seed", "5"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "taco-party" and result["seed"] == 5
    assert len(result["seats"]) == 3 and result["winners"] and result["turns"] > 0
    assert result["ended"]
    assert main(["--headless", "--game", "taco-party", "--players", "3", "--seed", "5"]) == 0
    assert json.loads(capsys.readouterr().out) == result


def test_headless_cli_hot_sauce(capsys):
    args = ["--headless", "--game", "taco-party", "--players", "2", "--seed", "5",
            "--option", "hot-sauce=true"]
    assert main(args) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "taco-party" and len(result["seats"]) == 2
    assert main(args[:-1] + ["hot-sauce=maybe"]) == 2
    assert "hot-sauce" in capsys.readouterr().err
    assert main(["--headless", "--game", "taco-party", "--players", "5"]) == 2
