"""Shared test helpers: the real card data, fixed decks and hand-built positions."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tabletop.assets.yaml_data import read_data
from tabletop.core.game import GameSetup, Seat
from tabletop.games.taco_party.rules.cards import OUTFIT, TOPPER, TacoPartyData, load_data
from tabletop.games.taco_party.rules.rulebook import TacoPartyRules

NAMES = ("Ana", "Ben", "Cruz", "Dora")


def real_data() -> TacoPartyData:
    return load_data(read_data)


def setup(players: int = 2, seed: int = 1, hot_sauce: bool = False) -> GameSetup:
    seats = tuple(Seat(NAMES[i]) for i in range(players))
    return GameSetup(seats, seed, {"hot-sauce": "on" if hot_sauce else "off"})


class Box:
    """Hands out distinct card ids by key ('meat', 'empty-taco') or kind ('outfit', 'topper').

    The starting tacos (the lowest-id empty tacos) are never handed out.
    """

    def __init__(self, data: TacoPartyData, players: int = 2) -> None:
        self.data = data
        self.used: set[int] = set(range(players * data.numbers.starting_tacos))

    def take(self, what: str) -> int:
        for card in self.data.cards:
            if card.id in self.used:
                continue
            if card.key == what or (what in (OUTFIT, TOPPER) and card.kind == what):
                self.used.add(card.id)
                return card.id
        raise LookupError(f"no {what} left")

    def many(self, *keys: str) -> list[int]:
        return [self.take(k) for k in keys]

    def fill(self, count: int) -> list[int]:
        """`count` unused cards from the top of the id list (Salsa first): filler for hands."""
        free = [c.id for c in reversed(self.data.cards) if c.id not in self.used][:count]
        self.used.update(free)
        return free

    def rest(self) -> list[int]:
        """Every card not handed out yet, in id order."""
        return [c.id for c in self.data.cards if c.id not in self.used]


def game(data: TacoPartyData, players: int = 2, *, centre: Sequence[int] = (),
         hands: Sequence[Sequence[int]] = (), rest: Iterable[int] = (), hot_sauce: bool = False,
         seed: int = 1) -> TacoPartyRules:
    """A game whose deck deals exactly `centre` to the middle and `hands` to the seats."""
    slots = data.numbers.centre_slots
    size = data.numbers.hand_size
    assert len(centre) == slots and len(hands) == players
    assert all(len(h) == size for h in hands)
    deck = list(centre) + [c for h in hands for c in h] + list(rest)
    return TacoPartyRules(data, setup(players, seed, hot_sauce), deck=deck)


def with_plates(rules: TacoPartyRules, plates: dict[int, list[list[int]]],
                **changes: object) -> TacoPartyRules:
    """The same game with some plates (and other snapshot fields) replaced."""
    snap = rules.snapshot()
    for seat, plate in plates.items():
        snap["plates"][seat] = [list(t) for t in plate]
    snap.update(changes)
    return TacoPartyRules.from_snapshot(rules.data, snap)


def all_cards(rules: TacoPartyRules) -> list[int]:
    """Every card id somewhere in the game (each should appear exactly once)."""
    cards = list(rules.deck) + list(rules.discard)
    cards += [c for c in rules.centre if c is not None]
    for seat in range(rules.players):
        cards += rules.hands[seat] + rules.burned[seat]
        cards += [c for taco in rules.plates[seat] for c in taco]
    return cards
