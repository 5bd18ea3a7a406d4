"""A record keeps the seat named to move first (file version 3); older records, which have
none, still load and play out as their games opened."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tabletop.core.match import Match
from tabletop.storage.records import RecordError, parse_record, rebuild, record_of
from tabletop.storage.saves import SaveStore

from .conftest import new_match
from .fake_game import DATA, SPEC


@pytest.fixture
def store(folder, limits, clock):
    return SaveStore(folder, limits, clock)


def rewrite(path, change):
    body = json.loads(path.read_text(encoding="utf-8"))
    change(body)
    path.write_text(json.dumps(body), encoding="utf-8")


def as_version_2(body):
    body["version"] = 2
    body.pop("first")


def test_the_seat_named_first_goes_to_the_file_and_back(folder, clock):
    match = new_match(moves=2)
    named = Match(SPEC, DATA, dataclasses.replace(match.setup, first=1))
    body = json.loads(json.dumps(record_of(named, clock()).to_json()))
    assert body["version"] == 3 and body["first"] == 1
    record = parse_record(body, folder / "x.json")
    assert record.first == 1 and record.setup() == named.setup
    assert rebuild(record, SPEC, DATA).setup.first == 1


@pytest.mark.parametrize("version", [1, 2])
def test_an_older_record_has_nobody_named_and_resumes_as_saved(store, version):
    match = new_match(moves=4)
    store.write(match)
    path = store.path_for("counting")
    rewrite(path, as_version_2)
    if version == 1:
        rewrite(path, lambda body: (body.update(version=1), body.pop("rules_version")))
    saved = store.load("counting")
    assert saved.first is None
    resumed = store.resume(saved, SPEC, DATA)
    assert isinstance(resumed, Match)
    assert resumed.setup == match.setup
    assert resumed.rules.snapshot() == match.rules.snapshot()


@pytest.mark.parametrize("first", [-1, "1", True, 1.5])
def test_a_first_seat_that_is_not_a_seat_number_is_refused(folder, clock, first):
    body = record_of(new_match(moves=1), clock()).to_json()
    body["first"] = first
    with pytest.raises(RecordError):
        parse_record(json.loads(json.dumps(body)), folder / "x.json")
