"""Whole games: cards and dice never lost or duplicated, money never below 0, refusals change
nothing, determinism, replay, the headless CLI and the bots' speed."""

import dataclasses
import json
import random

import pytest

from tabletop.cli import main
from tabletop.core.errors import IllegalAction
from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.language import Language
from tabletop.core.match import Match, replay
from tabletop.games.crazy_taco.rules.actions import (
    ActivateBonus,
    Advertise,
    BuyExtra,
    Collect,
    DoTask,
    EndTurn,
    FinishDice,
    Menu,
    Overtime,
    PayFine,
    PlayCard,
    Redraw,
    Reroll,
    RevealExtra,
    Roll,
    Serve,
    TakeBonus,
    UseVoucher,
)
from tabletop.games.crazy_taco.rules.refusals import NotYourMove
from tabletop.games.crazy_taco.rules.state import BONUS, FINE, REST, TASK
from tabletop.games.crazy_taco.spec import SPEC
from tabletop.games.crazy_taco.table.phrases import crazy_phrases

from ..helpers import DICE, all_card_ids, real_data

DATA = real_data()
BOOK = crazy_phrases(("Ana", "Beto"), DATA, None, Language())
OPTION_MIXES = [
    {},
    {"characters": "off"},
    {"inspections": "on"},
    {"pinata": "on"},
    {"inspections": "on", "pinata": "on", "characters": "off"},
]


def setup(players, seed, options):
    seats = tuple(Seat(f"Bot{i}", BOT) for i in range(players))
    return GameSetup(seats, seed, SPEC.resolve_options(options))


def check_invariants(rules):
    s = rules.state
    where = rules.card_locations()              # raises if a card is in two places
    assert set(where) == all_card_ids()
    assert sorted(s.dice) == sorted(DICE)
    assert s.money >= 0 and s.fine_due >= 0
    assert 0 <= s.popularity <= DATA.board.popularity_cap
    tasks = {e.die for e in s.task_zone}
    bonus = {e.die for e in s.bonus_zone if e.die}
    for die in s.dice.values():
        if die.zone == TASK:
            assert die.id in tasks and die.on in {e.card for e in s.task_zone}
        if die.zone == BONUS:
            assert die.id in bonus
        if die.zone == FINE:
            assert die.id == DATA.board.fine_locks_die and s.fine_due > 0
    assert len(tasks) == len(s.task_zone) and len(bonus) == len(
        [e for e in s.bonus_zone if e.die])
    spaces = [d.on for d in s.dice.values() if d.zone == REST]
    assert len(spaces) == len(set(spaces))
    assert len(s.bonus_zone) <= DATA.board.bonus_zone_slots
    assert len([c for c in s.counter if c]) <= DATA.board.counter_positions


def random_attempt(rules, rng):
    """A random, probably illegal, action."""
    seat = rng.randrange(2)
    dice = tuple(rng.sample(DICE, rng.randrange(0, 4)))
    die = rng.choice(DICE)
    cards = list(all_card_ids())
    card = rng.choice(cards + rules.state.counter_cards())
    pick = rng.randrange(16)
    return [
        lambda: Serve(seat, card, dice, rng.choice(["", die])),
        lambda: Collect(seat, card, die),
        lambda: DoTask(seat, die),
        lambda: TakeBonus(seat, card, die),
        lambda: ActivateBonus(seat, card, die),
        lambda: UseVoucher(seat, card, rng.choice(cards)),
        lambda: Menu(seat, rng.choice(["vulcano", "mole", "la_plata", "achilipu", "nachos",
                                       "taco_especial", "x"]), dice, dice[:1], ("money",)),
        lambda: Reroll(seat, dice),
        lambda: FinishDice(seat, dice),
        lambda: Overtime(seat, die),
        lambda: Advertise(seat),
        lambda: PayFine(seat),
        lambda: BuyExtra(seat, rng.random() < 0.5),
        lambda: RevealExtra(seat, rng.random() < 0.5),
        lambda: PlayCard(seat, card, rng.choice(["", rng.choice(cards)])),
        lambda: Redraw(seat, tuple(rng.sample(cards, 3))),
    ][pick]()


def random_game(players, seed, options):
    rules = SPEC.new_rules(DATA, setup(players, seed, options))
    rng = random.Random(seed)
    for _ in range(3000):
        if rules.is_over():
            break
        check_invariants(rules)
        if rng.random() < 0.15:
            attempt = random_attempt(rules, rng)
            before = rules.snapshot()
            try:
                rules.apply(attempt)
            except IllegalAction as refusal:
                assert BOOK.refusal(refusal.why) != "That move is not allowed now."
                assert rules.snapshot() == before
            continue
        seat = rules.actors()[0]
        legal = rules.legal_actions(seat)
        assert legal, rules.step
        assert rules.legal_actions(1 - seat) == []
        rules.apply(rng.choice(legal))           # every listed action is accepted
    assert rules.is_over()
    check_invariants(rules)
    return rules


def test_random_playouts_keep_every_card_and_die():
    for seed in range(200):
        players = 1 + seed % 2
        random_game(players, seed, OPTION_MIXES[seed % len(OPTION_MIXES)])


@pytest.mark.parametrize("players", [1, 2])
def test_bot_playouts_finish_and_keep_every_card(players):
    for seed in range(25):
        match = Match(SPEC, DATA, setup(players, seed, OPTION_MIXES[seed % 5]))
        rules = match.rules
        while not rules.is_over():
            check_invariants(rules)
            seat = match.bot_to_move()
            match.submit(match.bot_decision(seat).action)
        check_invariants(rules)
        out = rules.outcome()
        assert len(out.winners) == players - 1 or out.winners == (0,)
        assert len(out.scores) == players
        if 0 in out.winners:
            assert out.scores[0] == rules.state.popularity > 0
        else:
            assert out.scores[0] == 0


def test_same_seed_same_game_and_replay_rebuilds_it():
    for players in (1, 2):
        game_setup = setup(players, 11, {"inspections": "on", "pinata": "on"})
        first = play_out(Match(SPEC, DATA, game_setup))
        second = play_out(Match(SPEC, DATA, game_setup))
        assert first.rules.snapshot() == second.rules.snapshot()
        assert first.log == second.log
        again = replay(SPEC, DATA, game_setup, json.loads(json.dumps(first.log)))
        assert again.rules.snapshot() == first.rules.snapshot()
        half = replay(SPEC, DATA, game_setup, first.log, upto=len(first.log) // 2)
        assert not half.rules.is_over()
        other = play_out(Match(SPEC, DATA, setup(players, 12, {})))
        assert other.rules.snapshot() != first.rules.snapshot()


def test_snapshot_is_json_and_holds_the_rng():
    rules = SPEC.new_rules(DATA, setup(1, 4, {}))
    snap = rules.snapshot()
    assert json.loads(json.dumps(snap)) == json.loads(json.dumps(snap))
    assert "rng" in snap and "deck" in snap


def test_observation_hides_the_deck_and_the_customer_hand():
    rules = SPEC.new_rules(DATA, setup(2, 4, {}))
    manager = rules.observation(0)
    customer = rules.observation(1)
    for secret in ("deck", "rng", "task_deck", "extras_pile", "boxed", "script"):
        assert not hasattr(manager, secret) and not hasattr(customer, secret)
    assert manager.hand == () and manager.hand_count == 5
    assert customer.hand == tuple(rules.state.hand) and len(customer.hand) == 5
    assert manager.step == customer.step == "play"
    assert manager.deck_count == len(rules.state.deck) > 0
    json.dumps(dataclasses.asdict(manager))  # plain data only


@pytest.mark.parametrize("argv", [
    ["--players", "1", "--seed", "3"],
    ["--players", "2", "--seed", "3"],
    ["--players", "1", "--seed", "5", "--option", "inspections=on", "--option", "pinata=on",
     "--option", "characters=off"],
])
def test_headless_cli(capsys, argv):
    assert main(["--headless", "--game", "crazy-taco", *argv]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "crazy-taco" and result["ended"]
    assert len(result["seats"]) == int(argv[1])
    assert result["turns"] > 0 and len(result["winners"]) <= 1


def test_headless_cli_refuses_a_bad_option(capsys):
    assert main(["--headless", "--game", "crazy-taco", "--option", "pinata=maybe"]) == 2


def test_bots_explain_every_decision():
    """(How fast bots decide is the benchmark's to measure: `main.py --bench`.)"""
    for players in (1, 2):
        for seed in range(4):
            match = Match(SPEC, DATA, setup(players, seed, {"pinata": "on"}))
            while not match.rules.is_over():
                seat = match.bot_to_move()
                decision = match.bot_decision(seat)
                assert BOOK.say(decision.why, seat), decision.why  # the phrase book words it
                match.submit(decision.action)


def test_roll_is_the_only_move_before_rolling():
    rules = SPEC.new_rules(DATA, setup(1, 2, {}))
    assert rules.legal_actions(0) == [Roll(0)]
    assert rules.legal_actions(1) == []
    with pytest.raises(IllegalAction) as refusal:
        rules.apply(EndTurn(1))
    assert refusal.value.why == NotYourMove(customer=False)
