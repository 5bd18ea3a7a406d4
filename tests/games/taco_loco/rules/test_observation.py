"""Observations show a seat its own hand and the open table, nothing else."""

from tabletop.games.taco_loco.rules.actions import PlayCard
from tabletop.games.taco_loco.rules.observation import COUNTER, GIVE

from ..helpers import card, make


def visible_ids(obs) -> set[int]:
    ids = {c.id for c in obs.hand}
    ids |= {c.id for t in obs.tacos for c in t.cards}
    ids |= {c.id for pile in obs.taken_cards for c in pile}
    return ids


def test_a_seat_sees_its_hand_and_the_table_only():
    rules = make([[5, 1, 2], [4, 3, 6], ["S", 1, 1]], base=4, pile=[6, 6], fill=True)
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    obs = rules.observation(1)
    assert [c.id for c in obs.hand] == rules.hands[1]
    assert obs.hand_sizes == (3, 3, 3)
    assert obs.names == ("Rosa", "Diego", "Lupe")
    assert [(t.id, t.sum) for t in obs.tacos] == [(1, 9)]
    assert obs.taken == (0, 0, 0)
    assert obs.pile_size == len(rules.pile)
    assert obs.last_number == 5 and obs.current == 1 and obs.turns == 1
    assert obs.question is None and not obs.over
    assert (obs.same_number, obs.perfect_sum, obs.hand_size) == ("last-played", 11, 3)
    hidden = set(rules.hands[0]) | set(rules.hands[2]) | set(rules.pile)
    assert not visible_ids(obs) & hidden


def test_observations_are_frozen_and_show_the_pending_question():
    import dataclasses

    import pytest

    rules = make([[5, 1, 2], [4, 3, 6]], base=6, pile=[6, 6])
    rules.apply(PlayCard(0, card(rules, 0, 5), 1))
    obs = rules.observation(1)
    assert obs.question is not None
    assert (obs.question.kind, obs.question.seat, obs.question.taco) == (GIVE, 0, 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        obs.turns = 3  # type: ignore[misc]


def test_the_counter_question_names_who_is_asked():
    rules = make([["L", 1, 2], [3, 4, 1]], base=6, pile=[6, 6])
    rules.apply(PlayCard(0, card(rules, 0, "L"), 1))
    question = rules.observation(0).question
    assert (question.kind, question.seat, question.player) == (COUNTER, 1, 0)
    assert rules.observation(1).taken_cards == ((), ())
