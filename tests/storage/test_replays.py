"""Replays: newest first, only the last N kept, and a cursor that steps through any record."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tabletop.core.game import Outcome
from tabletop.core.match import replay
from tabletop.storage.records import RecordedEnding, RecordError, record_of
from tabletop.storage.replay_cursor import ReplayCursor
from tabletop.storage.replays import ReplayStore

from .conftest import finish, new_match
from .fake_game import DATA, SPEC, Add, Added


@pytest.fixture
def store(folder, limits, clock):
    return ReplayStore(folder, limits, clock)


def finished_record(clock, seed=7, length="short", ticks=False):
    match = new_match(moves=0, seed=seed, humans=0, length=length)
    if ticks:
        for _ in range(5):
            match.tick()
        match.submit(match.bot_decision(0).action)
        match.tick(0.25)
        match.tick(0.25)
    finish(match)
    return match, record_of(match, clock())


def test_records_are_listed_newest_first(store, clock):
    for seed in (1, 2, 3):
        store.add(finished_record(clock, seed)[1])
    assert [r.seed for r in store.records()] == [3, 2, 1]


def test_only_the_last_n_are_kept_and_nothing_else_is_deleted(store, folder, clock, limits):
    (folder / "replays").mkdir()
    mine = folder / "replays" / "my notes.json"
    mine.write_text("{}")
    broken = folder / "replays" / "20200101T000000Z-001-counting.corrupt-20200101T000000Z.json"
    broken.write_text("{")
    for seed in range(1, 7):
        store.add(finished_record(clock, seed)[1])
    assert [r.seed for r in store.records()] == [6, 5, 4]
    assert len(store.records()) == limits.replays_kept
    assert mine.exists() and broken.exists()


def test_same_second_records_keep_their_order(folder, limits, clock):
    frozen = clock()
    store = ReplayStore(folder, limits, lambda: frozen)
    for seed in (1, 2, 3):
        store.add(finished_record(clock, seed)[1])
    assert [r.seed for r in store.records()] == [3, 2, 1]


def test_a_broken_replay_is_set_aside_with_a_notice(store, folder, clock):
    store.add(finished_record(clock, 1)[1])
    path = store.add(finished_record(clock, 2)[1])
    path.write_text("[", encoding="utf-8")
    assert [r.seed for r in store.records()] == [1]
    (notice,) = store.take_notices()
    assert notice.startswith("A replay could not be read and was set aside as ")
    assert len(list((folder / "replays").glob("*.corrupt-*"))) == 1


def test_a_record_round_trips_through_json(store, clock):
    match, record = finished_record(clock, ticks=True)
    store.add(record)
    (read,) = store.records()
    assert dataclasses.replace(read, outcome=None) == dataclasses.replace(record, outcome=None)
    assert read.outcome is not None and read.outcome.ended == RecordedEnding("TargetReached")
    outcome = match.rules.outcome()  # how it ended is kept by its kind: its words are the book's
    assert (read.outcome.scores, read.outcome.winners) == (outcome.scores, outcome.winners)


# -- cursor ---------------------------------------------------------------------------------

def test_cursor_length_counts_actions_and_ticks(clock, limits):
    match, record = finished_record(clock, ticks=True)
    cursor = ReplayCursor(SPEC, DATA, record, limits)
    actions = sum(1 for e in match.log if "tick" not in e)
    assert len(cursor) == actions + 5 + 2
    assert cursor.position == 0


def test_cursor_matches_a_fresh_replay_at_every_step(clock, limits):
    match, record = finished_record(clock, length="long", ticks=True)
    cursor = ReplayCursor(SPEC, DATA, record, limits)
    states = []
    for _ in range(len(cursor)):
        states.append(cursor.rules.snapshot())
        cursor.forward()
    states.append(cursor.rules.snapshot())
    assert cursor.forward() == []
    assert states[-1] == match.rules.snapshot()
    # back, step by step, agrees with going forward
    for step in range(len(cursor), -1, -1):
        cursor.seek(step)
        assert cursor.position == step
        assert cursor.rules.snapshot() == states[step], step
    # jumping around agrees too
    for step in (17, 3, len(cursor), 0, 9, 8, 30, 29):
        step = min(step, len(cursor))
        cursor.seek(step)
        assert cursor.rules.snapshot() == states[step]
    cursor.to_end()
    cursor.back()
    assert cursor.rules.snapshot() == states[-2]
    entries = sum(1 for e in match.log if "tick" not in e)
    assert replay(SPEC, DATA, record.setup(), list(record.log)).rules.snapshot() == states[-1]
    assert entries > 10


def test_forward_returns_the_events_of_that_step(clock, limits):
    match, record = finished_record(clock)
    cursor = ReplayCursor(SPEC, DATA, record, limits)
    (event,) = cursor.forward()
    first = record.log[0]
    assert event == Added(first["seat"], first["amount"])


def test_stepping_back_replays_at_most_one_snapshot_interval(clock, limits, monkeypatch):
    match, record = finished_record(clock, length="long")
    cursor = ReplayCursor(SPEC, DATA, record, limits)
    cursor.to_end()
    applied = []
    original = cursor.forward

    def counting():
        applied.append(1)
        return original()

    monkeypatch.setattr(cursor, "forward", counting)
    cursor.back()
    assert len(applied) < limits.replay_snapshot_every


def test_snapshots_are_bounded(clock):
    from tabletop.storage.settings_data import StorageLimits

    tight = StorageLimits(replays_kept=3, high_scores_kept=3, replay_snapshot_every=1,
                          replay_max_snapshots=4)
    match, record = finished_record(clock, length="long")
    cursor = ReplayCursor(SPEC, DATA, record, tight)
    cursor.to_end()
    assert len(cursor._snapshots) <= 5
    cursor.seek(3)
    assert cursor.rules.snapshot() == replay(SPEC, DATA, record.setup(),
                                             list(record.log), upto=3).rules.snapshot()


def test_verify_accepts_the_true_record(clock, limits):
    match, record = finished_record(clock, ticks=True)
    cursor = ReplayCursor(SPEC, DATA, record, limits)
    cursor.seek(2)
    assert cursor.verify() is None
    assert cursor.position == 2


def test_verify_notices_a_different_outcome_or_state(clock, limits):
    match, record = finished_record(clock)
    wrong = dataclasses.replace(record, outcome=Outcome((99, 0), (0,), "made up"))
    assert "different result" in ReplayCursor(SPEC, DATA, wrong, limits).verify()
    changed = dataclasses.replace(record, check="0" * 16)
    assert "different state" in ReplayCursor(SPEC, DATA, changed, limits).verify()
    short = dataclasses.replace(record, log=record.log[:-1])
    message = ReplayCursor(SPEC, DATA, short, limits).verify()
    assert message is not None


def test_verify_of_an_unfinished_record_checks_the_state(clock, limits):
    match = new_match(moves=3)
    record = record_of(match, clock())
    assert ReplayCursor(SPEC, DATA, record, limits).verify() is None


def test_a_broken_log_raises_record_error(clock, limits):
    match, record = finished_record(clock)
    bad = dataclasses.replace(record, log=(*record.log[:2], {"type": "Add", "seat": 3,
                                                              "amount": 1}))
    cursor = ReplayCursor(SPEC, DATA, bad, limits)
    with pytest.raises(RecordError, match="refused"):
        cursor.to_end()
    with pytest.raises(RecordError):
        ReplayCursor(SPEC, DATA, dataclasses.replace(record, log=({"tick": -1, "dt": 1},)),
                     limits)
    with pytest.raises(RecordError):
        ReplayCursor(SPEC, DATA, dataclasses.replace(record, game="other"), limits)


def test_an_empty_log(clock, limits):
    match = new_match(moves=0)
    cursor = ReplayCursor(SPEC, DATA, record_of(match, clock()), limits)
    assert len(cursor) == 0
    cursor.back()
    assert cursor.forward() == []
    assert cursor.position == 0


def test_the_cursor_leaves_the_record_untouched(clock, limits):
    match, record = finished_record(clock, ticks=True)
    before = json.dumps(record.to_json())
    cursor = ReplayCursor(SPEC, DATA, record, limits)
    cursor.to_end()
    cursor.seek(1)
    cursor.match.submit(Add(cursor.rules.actors()[0], 1))  # a viewer fiddling with the state
    assert json.dumps(record.to_json()) == before
