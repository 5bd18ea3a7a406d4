"""Last Chip's phrase book: every fact of its rules in words, "you" to the seat it is about."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.kit.phrases import Phrases, Reader
from tests.fixture_game.rules import events as ev


def last_chip_phrases(names: Sequence[str], data: Any, rules: Any, words: Any) -> Phrases:
    """The book for a table whose seats are `names`."""

    def who(seat: int, reader: Reader) -> str:
        return "You" if seat == reader else names[seat]

    def chips(count: int) -> str:
        return f"{count} chip" if count == 1 else f"{count} chips"

    return Phrases({
        ev.Took: lambda e, r: f"{who(e.seat, r)} took {chips(e.count)}.",
        ev.GameOver: lambda e, r: f"{who(e.winner, r)} took the last chip.",
        ev.TurnStarted: lambda e, r: "Your turn." if e.seat == r else f"{names[e.seat]}'s turn.",
        ev.LastChipTaken: lambda e, r: "The last chip was taken",
        ev.NotATake: lambda e, r: "Last Chip has only one move: take chips.",
        ev.GameIsOver: lambda e, r: "The game is over.",
        ev.NotYourTurn: lambda e, r: "It is not your turn.",
        ev.TakeOneTo: lambda e, r: f"Take one to {e.most} chips.",
        ev.OnlyLeft: lambda e, r: f"Only {chips(e.pile)} are left." if e.pile != 1
        else "Only 1 chip is left.",
        ev.LeavesAMultiple: lambda e, r: (f"take {e.count}: the next player faces a multiple "
                                          f"of {e.step}"),
        ev.HopeForASlip: lambda e, r: "take 1 and hope for a slip",
    })
