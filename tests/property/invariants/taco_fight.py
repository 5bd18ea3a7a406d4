"""¡Taco Fight!: every card in exactly one pile, one taco per plate at most, nobody holds more
tacos than allowed while the game goes on, the hourglass never runs past its phase."""

from __future__ import annotations

from typing import Any

NO_TACO = -1
PHASES = ("prep", "fight", "over")


def check(rules: Any) -> None:
    snap = rules.snapshot()
    data = rules.data
    every = list(snap["stack"]) + [c for pile in snap["taco_stacks"].values() for c in pile]
    for key in ("pantry", "kitchen", "held", "incoming"):
        every += [c for seat in snap[key] for c in seat]
    every += [c for row in snap["plates"] for plate in row for c in plate]
    every += [c for row in snap["smash"] for pile in row for c in pile]
    every += [t for row in snap["attack"] for t in row if t != NO_TACO]
    every += list(snap["sink"])
    assert len(every) == len(set(every)), "a card is in two places"
    assert set(every) <= set(range(len(data.cards))), "unknown card ids"
    in_play = {c.id for c in data.cards if c.deck in ("ingredient", "mild", "medium", "hot")}
    assert set(every) == in_play, f"cards lost: {sorted(in_play - set(every))[:10]}"
    assert snap["phase"] in PHASES, snap["phase"]
    over = snap["phase"] == "over"
    if not over:
        assert all(len(h) <= data.max_held for h in snap["held"]), snap["held"]
        if snap["phase_steps"]:
            assert 0 <= snap["phase_elapsed"] < snap["phase_steps"], "the hourglass ran out"
    assert 1 <= snap["wave"] <= len(rules.difficulty.waves)
    assert all(n >= 0 for n in snap["forks_sunk"])
    assert sum(snap["forks_sunk"]) == sum(1 for c in snap["sink"]
                                          if data.cards[c].stabs), "every sunk fork counted"
    for seat, stab in enumerate(snap["stabs"]):
        if stab is not None:
            assert snap["kitchen"][seat] and snap["kitchen"][seat][-1] == stab[0], (
                "a stab in progress keeps its fork on top of the kitchen")
    if over:
        assert snap["result"], "a finished game says how"
