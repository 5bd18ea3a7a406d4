"""A malformed action is refused, never a crash: for every game and every action type, each field
in turn gets hostile values (wrong types, out-of-range numbers, made-up names, real ids of the
wrong kind of card or die from the state itself) and the move comes from wrong seats. Each must
raise `IllegalAction` with a reason and leave `snapshot()` exactly as it was, and the rules'
public `check` must refuse it first for the same reason.

The positions come from seeded random games (every player count) plus, for Crazy Taco, a few
laid-out tables where the rarer cards (the piñata, the voucher, the staff-room key) are in play.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact
from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.match import FIXED_STEP, Match
from tests.property import hostile
from tests.property.agreement import agreeing
from tests.property.games import game_ids, spec_and_data

POSITIONS_PER_GAME = 6
TURN_MOVES = 400          # random moves per sampled game (turn-based)
REALTIME_STEPS = 1500     # fixed steps per sampled game (real-time, bots playing)


def sampled_positions(game: str) -> Iterator[tuple[str, Any, int]]:
    """(where, rules, players) at a few moments of seeded random games, every player count."""
    spec, _ = spec_and_data(game)
    for players in range(spec.min_players, spec.max_players + 1):
        length = sum(1 for _ in _random_game(game, players))
        rng = random.Random(f"{game}/{players}/stops")
        stops = set(rng.sample(range(length), min(POSITIONS_PER_GAME, length)))
        for step, rules in enumerate(_random_game(game, players)):
            if step in stops:
                yield f"{players} players, move {step}", rules, players


def _random_game(game: str, players: int) -> Iterator[Any]:
    """The rules before each move of one seeded random game (bots play the real-time one)."""
    spec, data = spec_and_data(game)
    rng = random.Random(f"{game}/{players}")
    seats = tuple(Seat(f"Seat{i}", BOT) for i in range(players))
    options = {o.name: rng.choice(o.choices) for o in spec.options}
    match = Match(spec, data, GameSetup(seats, rng.randrange(2**31), options))
    rules = match.rules
    for _ in range(REALTIME_STEPS if spec.realtime else TURN_MOVES):
        if rules.is_over():
            return
        yield rules
        if spec.realtime:
            match.step_bots(FIXED_STEP)
            match.tick(FIXED_STEP)
        else:
            match.submit(rng.choice(rules.legal_actions(rules.actors()[0])))


def crazy_taco_tables() -> Iterator[tuple[str, Any, int]]:
    """Crazy Taco tables with every kind of card about: the piñata, the meal voucher and the
    staff-room key in the bonus zone, a task on the door, dice on the table; and a 1 v 1 hand."""
    from tabletop.games.crazy_taco.rules.state import Captive
    from tests.games.crazy_taco.helpers import arrange, game, start

    def to_bonus_zone(r, *cards: str) -> None:
        for card in cards:
            r.state.deck.remove(card)
            r.state.bonus_zone.append(Captive(card))

    r = game(["taco-1", "taco-2", "vip-1", "cleaning-1", "combo-1", "staff-key-1",
              "meal-voucher-1"], options={"pinata": "on"}, tasks=["trash-1", "drinks-truck-1"])
    arrange(r, ["vip-1", "cleaning-1", "combo-1", "staff-key-1"], patience="welcome-1")
    to_bonus_zone(r, "meal-voucher-1")
    r.state.bonus_zone.insert(0, Captive(r.data.pinata.id))
    r.state.pinata = "in_play"
    r.state.door = r.state.task_deck.pop(0)
    r.state.money = 20
    start(r, manager="money", employee_1="food", employee_2="drink", employee_3="rest",
          trainee="blank")
    yield "solo: the piñata and the voucher in the bonus zone, dice rolled", r, 1

    r = game(["taco-1", "pickpocket-1", "meal-voucher-1", "staff-key-1", "cleaning-2"],
             tasks=["food-truck-1"])
    arrange(r, ["pickpocket-1", "cleaning-2", "welcome-2"])
    to_bonus_zone(r, "staff-key-1", "meal-voucher-1")
    r.state.extra = "grill-1"
    r.state.boxed.remove("grill-1")
    start(r, manager="blank", employee_1="money", employee_2="food", employee_3="rest",
          trainee="blank")
    yield "solo: the staff-room key and the voucher in the bonus zone, an Extra held", r, 1

    versus = game([f"combo-{i}" for i in range(1, 7)] + ["taco-open-1", "inspection-health"],
                  players=2, extras=["grill-1", "soda-fountain-1", "card-terminal-1"])
    yield "1 v 1, the customer player to play", versus, 2


def sweep(game: str, rules: Any, players: int, where: str) -> int:
    """Every hostile attempt at this position; the number tried."""
    spec, _ = spec_and_data(game)
    rng = random.Random(where)
    tried = 0
    for cls in spec.action_types:
        for attempt in hostile.attempts(game, rules, cls, players, rng):
            action = attempt.action
            if action.seat in rules.actors() and _listed(rules, action):
                continue
            before = rules.snapshot()
            try:
                agreeing(rules, action, rules.apply, compare_snapshots=False)
            except IllegalAction as refusal:
                assert isinstance(refusal.why, Fact) and type(refusal.why) is not Fact, (
                    f"{where}: no reason given refusing {action}")
            except Exception as crash:  # noqa: BLE001 - any other exception is the bug we seek
                raise AssertionError(f"{where}: {attempt.why}: {action} raised "
                                     f"{type(crash).__name__}: {crash}") from crash
            else:
                raise AssertionError(f"{where}: {attempt.why}: {action} was accepted")
            assert rules.snapshot() == before, (
                f"{where}: {attempt.why}: refusing {action} changed the state")
            tried += 1
    return tried


def _listed(rules: Any, action: Any) -> bool:
    try:
        return action in rules.legal_actions(action.seat)
    except TypeError:
        return False


@pytest.mark.parametrize("game", game_ids())
def test_every_malformed_action_is_refused_and_changes_nothing(game):
    tried = 0
    for where, rules, players in sampled_positions(game):
        tried += sweep(game, rules, players, where)
    assert tried > 500, f"only {tried} hostile actions were tried"


def test_crazy_taco_tables_with_every_kind_of_card_refuse_malformed_actions():
    for where, rules, players in crazy_taco_tables():
        assert sweep("crazy-taco", rules, players, where) > 300


def test_a_voucher_move_naming_the_pinata_is_refused():
    """The crash the slow suite found: UseVoucher naming a bonus card that is not a voucher."""
    from tabletop.games.crazy_taco.rules.actions import UseVoucher
    from tabletop.games.crazy_taco.rules.refusals import NoVoucher

    rules = next(crazy_taco_tables())[1]
    before = rules.snapshot()
    for not_a_voucher in (rules.data.pinata.id, "staff-key-1", "cleaning-1", "combo-1"):
        with pytest.raises(IllegalAction) as refusal:
            rules.apply(UseVoucher(0, not_a_voucher, "combo-1"))
        assert refusal.value.why == NoVoucher()
    assert rules.snapshot() == before
