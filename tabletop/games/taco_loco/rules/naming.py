"""How Taco Loco's words name a taco the way the table shows it: by the sum on its badge, or by
its place from the left when several tacos show the same sum (plain Python, for the rules' log
lines and the bots' hints alike)."""

from __future__ import annotations

from collections.abc import Sequence


def ordinal(n: int) -> str:
    """1 -> '1st', 2 -> '2nd', 11 -> '11th'."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def taco_name(sums: Sequence[int], index: int) -> str:
    """'the taco showing 7'; 'the 2nd taco from the left' when another taco shows 7 too.

    `sums` are the tacos' sums left to right, as their badges show them; `index` is the taco's
    place among them."""
    total = sums[index]
    if list(sums).count(total) == 1:
        return f"the taco showing {total}"
    return f"the {ordinal(index + 1)} taco from the left"


def card_count(count: int) -> str:
    """'1 card', '3 cards'."""
    return f"{count} card" if count == 1 else f"{count} cards"
