"""Taco Party: every card in exactly one place, the middle never over-full, pickup spent never
above pickup earned, hands within what the turn allows, the step matches the state (a pickup step
waits only while there is pickup to spend and a middle card to burn)."""

from __future__ import annotations

from typing import Any

from tabletop.games.taco_party.rules.actions import BURN, DISCARD, OVER, PICKUP, PLAY, STEPS


def check(rules: Any) -> None:
    snap = rules.snapshot()
    numbers = rules.data.numbers
    players = snap["players"]
    centre = snap["centre"]
    every = list(snap["deck"]) + [c for c in centre if c is not None]
    every += [c for hand in snap["hands"] for c in hand]
    every += [c for plate in snap["plates"] for taco in plate for c in taco]
    every += list(snap["discard"]) + [c for burned in snap["burned"] for c in burned]
    assert sorted(every) == list(range(len(rules.data.cards))), "each card in exactly one place"
    assert len(centre) == numbers.centre_slots
    assert all(taco for plate in snap["plates"] for taco in plate), "no taco without a card"
    limit = numbers.hand_size + numbers.centre_slots
    assert all(len(hand) <= limit for hand in snap["hands"]), snap["hands"]
    assert 0 <= snap["spent"] <= snap["pickup"], "pickup spent never exceeds pickup earned"
    assert snap["plays"] >= 0 and snap["run_outs"] >= 0
    assert snap["step"] in STEPS, snap["step"]
    assert 0 <= snap["current"] < players
    if snap["step"] == BURN:
        assert snap["burn_choices"], "a burn question offers a card"
        assert all(c in centre for c in snap["burn_choices"]), "only middle cards burn"
    else:
        assert not snap["burn_choices"]
    if snap["step"] == PICKUP:  # never left waiting with nothing to decide, never burned early
        assert snap["spent"] < snap["pickup"], "a pickup step with no pickup left ended itself"
        assert any(c is not None for c in centre), "a pickup step with an empty middle ended"
    if snap["step"] == DISCARD:
        assert snap["hands"][snap["current"]], "the discard step is skipped with an empty hand"
    if snap["step"] == PLAY and snap["plays"] == 0:
        assert snap["pickup"] == 0 and snap["spent"] == 0
    assert snap["over"] == (snap["step"] == OVER)
    if snap["over"]:
        assert snap["ended"], "a finished game says why"
