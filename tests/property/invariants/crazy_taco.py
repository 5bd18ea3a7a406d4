"""Crazy Taco: every card and every die in exactly one place, money never below $0, popularity
between 0 and its cap, the rest room and the counter never over-full."""

from __future__ import annotations

from typing import Any

DIE_ZONES = ("cup", "table", "spent", "task", "bonus", "rest", "fine")


def check(rules: Any) -> None:
    snap = rules.snapshot()
    data = rules.data
    board = data.board
    where = rules.card_locations()  # raises when a card is in two places
    assert set(where) == set(data.cards), (
        f"cards lost: {sorted(set(data.cards) - set(where))}, "
        f"unknown: {sorted(set(where) - set(data.cards))}")
    dice = snap["dice"]
    assert sorted(dice) == sorted(d.id for d in data.dice), "every die exactly once"
    for die_id, die in dice.items():
        assert die["zone"] in DIE_ZONES, (die_id, die)
        if die["zone"] == "cup":
            assert not die["kept"], (die_id, die)
    resting = [d["on"] for d in dice.values() if d["zone"] == "rest"]
    assert len(resting) == len(set(resting)), f"two dice on one rest space: {resting}"
    assert all(1 <= int(space) <= board.rest_room_spaces for space in resting), resting
    assert snap["money"] >= 0, f"money {snap['money']} is below $0"
    assert snap["fine_due"] >= 0
    assert board.popularity_lost_at <= snap["popularity"] <= board.popularity_cap or (
        snap["over"] and snap["popularity"] <= board.popularity_lost_at), snap["popularity"]
    assert snap["stars_lost"] >= 0
    assert len(snap["counter"]) == board.counter_positions
    assert 0 <= snap["overtime_used"] <= len(board.overtime_costs)
    assert len(snap["bonus_zone"]) <= board.bonus_zone_slots, snap["bonus_zone"]
    if snap["mode"] == "versus":
        assert len(snap["hand"]) <= board.hand_size + board.redraw_count, snap["hand"]
    else:
        assert not snap["hand"], "solo play has no customer hand"
    if snap["over"]:
        assert snap["end_reason"], "a finished game says why"
