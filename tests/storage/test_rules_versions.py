"""Saves and replays know which rules made them: a record from other rules is kept, never set
aside as damaged, and says so plainly; a record without a rules version is from the first."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tabletop.core.match import Match
from tabletop.storage.problems import Problem
from tabletop.storage.records import FIRST_RULES, RECORD_VERSION, parse_record, record_of
from tabletop.storage.replays import ReplayStore
from tabletop.storage.saves import SaveStore

from .conftest import finish, new_match
from .fake_game import DATA, SPEC

NEW_RULES = dataclasses.replace(SPEC, rules_version=2)
"""The counting game after a rule change."""


@pytest.fixture
def store_folder(folder, limits, clock):
    return SaveStore(folder, limits, clock), folder


def body_of(path):
    return json.loads(path.read_text(encoding="utf-8"))


def write_body(path, body):
    path.write_text(json.dumps(body), encoding="utf-8")


def as_first_layout(body):
    """The record as version 1 of the file wrote it: no rules version at all."""
    body = dict(body)
    body["version"] = 1
    body.pop("rules_version", None)
    return body


def corrupt_files(folder):
    return sorted(p.name for p in folder.rglob("*") if ".corrupt-" in p.name)


def test_every_record_carries_the_rules_version_of_its_game(folder, clock):
    match = Match(NEW_RULES, DATA, new_match(moves=2).setup)
    record = record_of(match, clock())
    assert record.rules_version == 2
    body = record.to_json()
    assert body["version"] == RECORD_VERSION and body["rules_version"] == 2
    assert parse_record(body, folder / "x.json").rules_version == 2


def test_a_record_of_the_first_file_version_is_read_as_the_first_rules(store_folder):
    store, folder = store_folder
    match = new_match(moves=3)
    store.write(match)
    path = store.path_for("counting")
    write_body(path, as_first_layout(body_of(path)))
    saved = store.load("counting")
    assert saved.rules_version == FIRST_RULES == 1
    resumed = store.resume(saved, SPEC, DATA)  # the same rules: it goes on as before
    assert isinstance(resumed, Match)
    assert resumed.rules.snapshot() == match.rules.snapshot()
    assert corrupt_files(folder) == []


def test_a_save_from_older_rules_that_still_plays_the_same_goes_on(store_folder):
    store, folder = store_folder
    match = new_match(moves=4)
    store.write(match)
    saved = store.load("counting")
    resumed = store.resume(saved, NEW_RULES, DATA)
    assert isinstance(resumed, Match)
    assert resumed.rules.snapshot() == match.rules.snapshot()
    assert resumed.spec.rules_version == 2  # its next autosave is of the new rules


def test_a_save_from_older_rules_that_plays_differently_is_kept_and_says_why(store_folder):
    store, folder = store_folder
    store.write(new_match(moves=4))
    path = store.path_for("counting")
    body = as_first_layout(body_of(path))
    body["check"] = "0" * 16  # the new rules end the replay somewhere else
    write_body(path, body)
    before = path.read_bytes()
    saved = store.load("counting")
    assert saved.rules_note(NEW_RULES) == "Saved with an older version of the Counting Game rules"
    problem = store.resume(saved, NEW_RULES, DATA)
    assert isinstance(problem, Problem)
    assert "saved with an older version of the Counting Game rules" in problem.message
    assert "damaged" not in problem.message and "set aside" not in problem.message
    assert problem.moved_to is None
    assert path.read_bytes() == before, "kept exactly as it was"
    assert corrupt_files(folder) == [] and store.take_notices() == ()
    assert [g.game for g in store.saved_games()] == ["counting"], "still offered"


def test_a_save_from_newer_rules_is_kept_and_not_tried(store_folder):
    store, folder = store_folder
    store.write(Match(dataclasses.replace(SPEC, rules_version=3), DATA,
                      new_match(moves=2).setup))
    path = store.path_for("counting")
    saved = store.load("counting")
    assert saved.rules_note(NEW_RULES) == "Saved with a newer version of the Counting Game rules"
    problem = store.resume(saved, NEW_RULES, DATA)
    assert isinstance(problem, Problem) and "newer version of the Counting Game rules" in \
        problem.message and "update Taco Tabletop" in problem.message
    assert path.exists() and corrupt_files(folder) == []


def test_a_replay_from_older_rules_is_listed_not_set_aside(folder, limits, clock):
    replays = ReplayStore(folder, limits, clock)
    path = replays.add(record_of(finish(new_match(moves=0)), clock()))
    write_body(path, as_first_layout(body_of(path)))
    (record,) = replays.records()
    assert record.rules_version == 1 and record.finished
    assert record.rules_note(NEW_RULES).startswith("Saved with an older version")
    assert replays.take_notices() == () and path.exists()


def test_a_bad_rules_version_is_a_damaged_file(store_folder):
    store, folder = store_folder
    store.write(new_match(moves=1))
    path = store.path_for("counting")
    write_body(path, {**body_of(path), "rules_version": "two"})
    problem = store.load("counting")
    assert isinstance(problem, Problem) and "could not be read" in problem.message


def test_a_record_version_of_zero_or_not_a_number_is_refused(store_folder):
    store, folder = store_folder
    for version in (0, -1, True, 1.0, "2"):
        store.write(new_match(moves=1))
        path = store.path_for("counting")
        write_body(path, {**body_of(path), "version": version})
        assert isinstance(store.load("counting"), Problem), version
