"""How Taco Party's words name things the way the table shows them (plain Python, for bots and
the table alike): the card a Finish would burn, and a taco by its place on a plate."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.taco_party.cards import TacoPartyData

MINUS = "\u2212"


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
