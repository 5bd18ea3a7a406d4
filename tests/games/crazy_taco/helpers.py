"""Shared helpers: the real data, games with a fixed deck and fixed dice, and shortcuts."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache

import pytest

from tabletop.assets.yaml_data import read_data
from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact
from tabletop.core.game import GameSetup, Seat
from tabletop.games.crazy_taco.rules.actions import EndTurn, FinishDice, Roll
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData, load_data
from tabletop.games.crazy_taco.rules.rulebook import CrazyTacoRules

DICE = ("manager", "employee-1", "employee-2", "employee-3", "trainee")
M, E1, E2, E3, T = DICE


@lru_cache(maxsize=1)
def real_data() -> CrazyTacoData:
    return load_data(read_data)


def roll(**faces: str) -> dict[str, str]:
    """One roll: every die blank unless named (employee_1= stands for employee-1)."""
    out = {d: "blank" for d in DICE}
    out.update({k.replace("_", "-"): v for k, v in faces.items()})
    return out


def game(deck: Sequence[str] = (), rolls: Sequence[dict[str, str]] = (), *, players: int = 1,
         tasks: Sequence[str] | None = None, options: dict[str, str] | None = None,
         extras: Sequence[str] | None = None, seed: int = 1,
         welcome: Sequence[str] = ("welcome-1", "welcome-2")) -> CrazyTacoRules:
    """A game with exactly this deck (top first), these rolls and this task deck."""
    data = real_data()
    seats = tuple(Seat(f"P{i}") for i in range(players))
    return CrazyTacoRules(
        data, GameSetup(seats, seed, options or {}), deck=list(deck), dice_script=list(rolls),
        task_deck=list(tasks) if tasks is not None else [t.id for t in data.tasks],
        welcome=welcome, extras=extras)


def start(r: CrazyTacoRules, **faces: str) -> list:
    """Roll with these faces (solo, step roll)."""
    r.state.script.append(roll(**faces))
    return r.apply(Roll(0))


def next_turn(r: CrazyTacoRules, keep: tuple[str, ...] = ()) -> list:
    """Finish Phase 2 and Phase 3 and run the next Phase 1."""
    events = r.apply(FinishDice(0, keep))
    return events + r.apply(EndTurn(0))


@contextmanager
def refused(why: Fact) -> Iterator[None]:
    """The block's move is refused for this reason (a fact of `rules/refusals.py`)."""
    with pytest.raises(IllegalAction) as refusal:
        yield
    assert refusal.value.why == why


def all_card_ids() -> set[str]:
    return set(real_data().cards)


def arrange(r: CrazyTacoRules, counter: Sequence[str] = (), patience: str = "") -> None:
    """Put these cards at the counter (position 1 first) and in Patience.

    They are taken from the deck or the counter; cards pushed off the counter go out of play.
    """
    from tabletop.games.crazy_taco.rules.state import OrderStatus

    s = r.state
    wanted = [*counter, *([patience] if patience else [])]
    for card in wanted:
        if card in s.deck:
            s.deck.remove(card)
    for card in s.counter_cards():
        if card not in wanted:
            s.out.append(card)
    s.counter = [*counter, *[""] * (len(s.counter) - len(counter))]
    s.patience = patience
    old = s.status
    s.status = {c: old.get(c, OrderStatus()) for c in wanted if r.data.card(c).is_order}
