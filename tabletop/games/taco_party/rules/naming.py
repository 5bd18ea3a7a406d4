"""How Taco Party's words name things the way the table shows them (plain Python, for bots and
the table alike): the card a Finish would burn, and a taco by its place on a plate."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.taco_party.rules.cards import TacoPartyData

MINUS = "\u2212"


def ordinal(n: int) -> str:
    """1 -> '1st', 2 -> '2nd', 11 -> '11th'."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def taco_name(index: int, count: int, whose: str = "your") -> str:
    """A taco by its place on its plate, as the table lays tacos out left to right: 'your taco'
    when it is the only one, else 'your 2nd taco from the left' (`whose`: 'their', "Ana's")."""
    if count <= 1:
        return f"{whose} taco"
    return f"{whose} {ordinal(index + 1)} taco from the left"


def burn_words(data: TacoPartyData, cards: Sequence[int], short: bool = False) -> str:
    """'Sombrero (−4)', 'Crown or Sombrero (−4)', 'a 4-point card (−4)': what would burn
    (`short`: name a choice of cards by its points only)."""
    if not cards:
        return ""
    score = data.cards[cards[0]].score
    names = list(dict.fromkeys(data.cards[c].name for c in cards))
    if len(names) == 1:
        what = names[0]
    elif len(names) == 2 and not short:
        what = f"{names[0]} or {names[1]}"
    else:
        what = f"a {score}-point card"
    return f"{what} ({MINUS}{score})"
