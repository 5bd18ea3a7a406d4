"""Fixed decks and small helpers for Taco Loco tests.

A card is named by a token: 1..6 for number cards, "L" for a Legendary Taco, "S" for a
Lonesome Taco.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.assets.yaml_data import read_data
from tabletop.core.game import GameSetup, Seat
from tabletop.core.language import Language
from tabletop.games.taco_loco.rules.cards import (
    LEGENDARY,
    LONESOME,
    NUMBER,
    TacoLocoData,
    load_data,
)
from tabletop.games.taco_loco.rules.rulebook import TacoLocoRules
from tabletop.games.taco_loco.table.phrases import loco_phrases
from tabletop.kit.phrases import Phrases

NAMES = ("Rosa", "Diego", "Lupe", "Mateo", "Carmen")
Token = int | str


def game_data() -> TacoLocoData:
    return load_data(read_data)


def kind_of(token: Token) -> tuple[str, int]:
    if token == "L":
        return LEGENDARY, 0
    if token == "S":
        return LONESOME, 0
    assert isinstance(token, int)
    return NUMBER, token


def deck_of(data: TacoLocoData, tokens: Sequence[Token], fill: bool = False) -> list[int]:
    """Card ids for the tokens in order (each a distinct physical card); `fill` adds the rest."""
    used: set[int] = set()
    ids: list[int] = []
    for token in tokens:
        kind, value = kind_of(token)
        card = next(c for c in data.ids_of(kind, value) if c not in used)
        used.add(card)
        ids.append(card)
    if fill:
        ids += [c.id for c in data.cards if c.id not in used]
    return ids


def make(hands: Sequence[Sequence[Token]], base: Token, pile: Sequence[Token] = (),
         *, options: dict[str, str] | None = None, fill: bool = False, seed: int = 1,
         data: TacoLocoData | None = None) -> TacoLocoRules:
    """A game whose hands, base card and pile are exactly as given (pile top first)."""
    data = data or game_data()
    seats = tuple(Seat(NAMES[i]) for i in range(len(hands)))
    tokens = [t for hand in hands for t in hand] + [base] + list(pile)
    setup = GameSetup(seats, seed, options or {})
    return TacoLocoRules(data, setup, deck_of(data, tokens, fill))


def card(rules: TacoLocoRules, seat: int, token: Token) -> int:
    """The id of a card matching `token` in the seat's hand."""
    kind, value = kind_of(token)
    for card_id in rules.hands[seat]:
        c = rules.data.cards[card_id]
        if c.kind == kind and (kind != NUMBER or c.value == value):
            return card_id
    raise AssertionError(f"no {token} in hand {seat}")


def values(rules: TacoLocoRules, ids: Sequence[int]) -> list[Token]:
    """Tokens for card ids (to compare hands and tacos readably)."""
    out: list[Token] = []
    for card_id in ids:
        c = rules.data.cards[card_id]
        out.append(c.value if c.is_number else ("L" if c.kind == LEGENDARY else "S"))
    return out


def taco_ids(rules: TacoLocoRules) -> list[int]:
    return [t.id for t in rules.tacos]


def phrases_of(rules: TacoLocoRules) -> Phrases:
    """The phrase book a table of these rules words their facts with."""
    return loco_phrases(rules.names, rules.data, rules, Language())
