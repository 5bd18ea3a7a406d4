"""Random legal play never loses or copies a card, and every legal action is accepted."""

import random
from collections import Counter

import pytest

from tabletop.core.game import HUMAN, GameSetup, Seat
from tabletop.core.match import FIXED_STEP
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules.rulebook import TacoFightRules

from ..helpers import data


def every_card(rules: TacoFightRules) -> Counter:
    places = [rules.stack, rules.sink, *rules.taco_stacks.values(), *rules.pantry,
              *rules.kitchen, *rules.held, *rules.incoming]
    places += [p for row in rules.plates for p in row] + [p for row in rules.smash for p in row]
    places += [[t for t in row if t != -1] for row in rules.attack]
    return Counter(c for place in places for c in place)


@pytest.mark.parametrize("seed,difficulty,players", [(1, "normal", 4), (2, "madness", 3),
                                                     (3, "hard", 1)])
def test_random_play_keeps_every_card_in_exactly_one_place(seed, difficulty, players):
    rules = TacoFightRules(data(), GameSetup(tuple(Seat(f"P{i}", HUMAN) for i in range(players)),
                                             seed, {"difficulty": difficulty}))
    chooser = random.Random(seed)
    total = len(data().cards)
    for step in range(6000):
        if rules.is_over():
            break
        if step % 7 == 0:
            seat = chooser.randrange(players)
            legal = rules.legal_actions(seat)
            stabs = [a for a in legal if isinstance(a, A.Stab)]
            pool = stabs * 5 + legal if stabs and chooser.random() < 0.5 else legal
            if pool:
                rules.apply(chooser.choice(pool))
        rules.tick(FIXED_STEP)
        if step % 50 == 0:
            counts = every_card(rules)
            assert len(counts) == total and set(counts.values()) == {1}
            assert all(len(h) <= data().max_held for h in rules.held) or rules.is_over()
    counts = every_card(rules)
    assert len(counts) == total and set(counts.values()) == {1}
    assert rules.fights >= 2
