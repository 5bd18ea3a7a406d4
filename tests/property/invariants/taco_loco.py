"""Taco Loco: every card in exactly one place, hands within the limit, tacos below the perfect
sum unless a question about them is pending, the game ends with every hand and the pile empty."""

from __future__ import annotations

from typing import Any


def check(rules: Any) -> None:
    snap = rules.snapshot()
    data = rules.data
    players = snap["players"]
    every = list(snap["pile"])
    every += [c for hand in snap["hands"] for c in hand]
    every += [c for taco in snap["tacos"] for c in taco["cards"]]
    every += [c for taken in snap["taken"] for c in taken]
    assert sorted(every) == list(range(len(data.cards))), "each card is in exactly one place"
    assert len(snap["hands"]) == players and len(snap["taken"]) == players
    assert all(len(hand) <= data.hand_size for hand in snap["hands"]), snap["hands"]
    ids = [t["id"] for t in snap["tacos"]]
    assert len(set(ids)) == len(ids) and all(0 < i < snap["next_taco"] for i in ids), ids
    assert all(t["cards"] for t in snap["tacos"]), "no empty taco lies on the table"
    assert 0 <= snap["current"] < players
    question = snap["question"]
    sums = {t.id: t.sum for t in rules.observation(0).tacos}
    for taco_id, total in sums.items():
        assert 0 <= total <= data.perfect_sum, (taco_id, total)
        if question is None:
            assert total < data.perfect_sum, "a perfect or overfilled taco never stays put"
    if question is not None:
        assert question["taco"] in ids, "a question is about a taco on the table"
        assert 0 <= question["seat"] < players
    if snap["over"]:
        assert not snap["pile"] and not any(snap["hands"]), "the game ends with no card to play"
        assert question is None
    else:
        actor = rules.actors()[0]
        assert rules.legal_actions(actor), "the seat to act always has a move"
        if question is None:
            assert snap["hands"][actor], "the player on turn holds a card"
