"""Shared set-ups for ¡Taco Fight! tests: fixed decks, hands in flip order, quick clocks."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

import pytest
from msgspec import structs

from tabletop.assets.yaml_data import read_data
from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact
from tabletop.core.game import HUMAN, GameSetup, Seat
from tabletop.core.language import Language
from tabletop.core.match import FIXED_STEP
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules.cards import Difficulty, TacoFightData, load_data
from tabletop.games.taco_fight.rules.rulebook import TacoFightRules

NAMES = ("Ana", "Beto", "Cruz", "Dani")


@lru_cache(maxsize=1)
def data() -> TacoFightData:
    return load_data(read_data)


def short_game(waves: tuple[int, ...], heats: tuple[str, ...] | None = None) -> TacoFightData:
    """The real cards with a shorter wave chart for every difficulty (tests of the last fight)."""
    d = data()
    heats = heats or ("mild",) * len(waves)
    diffs = tuple(Difficulty(x.key, x.name, waves, x.prep_seconds) for x in d.difficulties)
    return structs.replace(d, wave_heats=heats, difficulties=diffs)


class Ids:
    """Hands out distinct card ids of a wanted kind, so decks never repeat a card."""

    def __init__(self, d: TacoFightData) -> None:
        self.d = d
        self.used: set[int] = set()

    def take(self, ingredient: str, fists: int | None = None) -> int:
        for c in self.d.ids_of(ingredient, fists):
            if c not in self.used:
                self.used.add(c)
                return c
        raise LookupError(ingredient)

    def taco(self, heat: str, spiciness: int | None = None, special: str = "") -> int:
        for c in self.d.taco_ids(heat, spiciness, special):
            if c not in self.used:
                self.used.add(c)
                return c
        raise LookupError(heat)


def make(players: int = 2, hands: dict[int, list[int]] | None = None,
         tacos: dict[str, list[int]] | None = None, options: dict[str, str] | None = None,
         d: TacoFightData | None = None, seed: int = 7,
         stack: list[int] | None = None) -> TacoFightRules:
    """A game in its first prep. `hands[seat]` lists that seat's pantry top first: the seat grabs
    them from a fixed ingredient deck (which holds only those cards plus filler, then `stack`,
    the cards left in the ingredient stack, top first)."""
    d = d or data()
    hands = hands or {}
    size = d.grab_size
    deck: list[int] = []
    grabs: list[int] = []
    taken = {c for hand in hands.values() for c in hand} | set(stack or ())
    filler = (c for c in d.deck_ids("ingredient") if c not in taken)
    for seat in range(players):
        hand = list(hands.get(seat, []))
        while len(hand) % size:
            hand.append(next(filler))
        chunks = [hand[i:i + size] for i in range(0, len(hand), size)]
        for chunk in reversed(chunks):
            deck += chunk
            grabs.append(seat)
    decks = {"ingredient": deck + list(stack or ()), **(tacos or {})}
    seats = tuple(Seat(NAMES[i], HUMAN) for i in range(players))
    rules = TacoFightRules(d, GameSetup(seats, seed, options or {}), decks)
    for seat in grabs:
        rules.apply(A.Grab(seat))
    return rules


def fight(rules: TacoFightRules) -> None:
    """Everyone ready: the fight starts (unplaced tacos are placed automatically)."""
    for seat in range(rules.players):
        if not rules.ready[seat]:
            rules.apply(A.Ready(seat))
    assert rules.phase == "fight"


def run_out(rules: TacoFightRules) -> list:
    """Tick until the current timed phase ends; returns the events."""
    events = []
    phase, wave = rules.phase, rules.wave
    while rules.phase == phase and rules.wave == wave and not rules.is_over():
        events += rules.tick(FIXED_STEP)
    return events


def slot_of(rules: TacoFightRules, taco: int) -> tuple[int, int]:
    for owner, row in enumerate(rules.attack):
        if taco in row:
            return owner, row.index(taco)
    raise LookupError(taco)


@contextmanager
def refused(why: Fact) -> Iterator[None]:
    """The block raises IllegalAction for exactly this reason."""
    with pytest.raises(IllegalAction) as refusal:
        yield
    assert refusal.value.why == why


def phrases_of(rules: TacoFightRules):
    """The phrase book a table of these rules words their facts with."""
    from tabletop.games.taco_fight.table.phrases import fight_phrases

    return fight_phrases([seat.name for seat in rules.setup.seats], rules.data, rules, Language())
