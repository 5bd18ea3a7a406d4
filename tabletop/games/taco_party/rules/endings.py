"""How a Taco Party game ends, as a fact (`table/phrases.py` words it), and the stable code a
snapshot keeps of it."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.facts import Fact


@dataclass(frozen=True)
class TacosCompleted(Fact):
    """`seat` has completed `tacos` tacos, the number that ends the game."""

    seat: int
    tacos: int


@dataclass(frozen=True)
class DeckFinished(Fact):
    """The deck ran out with no reshuffle left (`times`: its run-outs this game, this one
    counted; more than one means it had been reshuffled before)."""

    times: int


Ending = TacosCompleted | DeckFinished


def code_of(ending: Ending | None) -> str:
    """The ending as a snapshot keeps it: '' while the game goes on, 'tacos:<seat>:<tacos>' or
    'deck:<times>' once it is over (a stable code; the words are the phrase book's)."""
    if ending is None:
        return ""
    if isinstance(ending, TacosCompleted):
        return f"tacos:{ending.seat}:{ending.tacos}"
    return f"deck:{ending.times}"
