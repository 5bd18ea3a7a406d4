"""Autosaves: write, list, resume by replay, refuse tampered or too-new files, move to replays."""

from __future__ import annotations

import json
import os

import pytest

from tabletop.core.match import Match
from tabletop.storage.problems import Problem
from tabletop.storage.records import RECORD_VERSION, SavedGame, ending_of
from tabletop.storage.saves import SaveStore

from .conftest import finish, new_match
from .fake_game import DATA, SPEC, Add


@pytest.fixture
def store(folder, limits, clock):
    return SaveStore(folder, limits, clock)


def edit(path, change):
    body = json.loads(path.read_text(encoding="utf-8"))
    change(body)
    path.write_text(json.dumps(body), encoding="utf-8")


def aside(folder):
    return sorted(p.name for p in folder.rglob("*") if ".corrupt-" in p.name)


def test_the_file_has_the_documented_shape(store):
    match = new_match(moves=3)
    store.write(match)
    body = json.loads(store.path_for("counting").read_text(encoding="utf-8"))
    assert body["version"] == RECORD_VERSION == 3
    assert body["rules_version"] == SPEC.rules_version == 1
    assert body["game"] == "counting"
    assert body["seed"] == 7
    assert body["options"] == {"length": "short"}
    assert body["seats"] == [{"name": "Human0", "kind": "human", "skill": "normal"},
                             {"name": "Bot1", "kind": "bot", "skill": "normal"}]
    assert body["log"] == match.log
    assert body["check"] == match.check_value()
    assert body["saved_at"] == "2025-01-31T18:01:00Z"
    assert body["first"] is None  # a first game: nobody was named to start
    assert "outcome" not in body


def test_write_load_resume_round_trip(store):
    match = new_match(moves=5)
    store.write(match)
    saved = store.load("counting")
    assert isinstance(saved, SavedGame)
    assert saved.seats == match.setup.seats
    resumed = store.resume(saved, SPEC, DATA)
    assert isinstance(resumed, Match)
    assert resumed.rules.snapshot() == match.rules.snapshot()
    assert resumed.log == match.log
    seat = match.rules.actors()[0]
    assert resumed.submit(Add(seat, 2)) == match.submit(Add(seat, 2))
    assert resumed.check_value() == match.check_value()


def test_ticks_survive_the_round_trip(store):
    match = new_match(moves=2)
    for _ in range(30):
        match.tick()
    match.submit(Add(match.rules.actors()[0], 1))
    match.tick(0.5)
    store.write(match)
    resumed = store.resume(store.load("counting"), SPEC, DATA)
    assert resumed.log == match.log
    assert resumed.rules.snapshot() == match.rules.snapshot()


def test_the_temporary_copy_of_the_log_is_detached(store):
    match = new_match(moves=1)
    match.tick()
    saved = store.write(match)
    match.tick()
    assert saved.log[-1]["tick"] == 1


def test_no_save_at_all(store):
    assert store.load("counting") is None
    assert store.load_latest() is None
    assert not store.has_continue()
    assert store.latest_summary() is None
    assert store.take_notices() == ()


def test_continue_offers_the_newest_save(store, folder):
    older = new_match(moves=2)
    store.write(older)
    other_spec_match = new_match(moves=4, seed=3)
    store.write(other_spec_match)  # same game id: replaces the autosave of that game
    assert store.has_continue()
    latest = store.load_latest()
    assert latest.seed == 3
    assert store.latest_summary() == latest.summary()
    assert latest.summary().startswith("Counting Game \u00b7 Human0, Bot1 (bot) \u00b7 2025-")
    assert [p.name for p in (folder / "saves").iterdir()] == ["counting.json"]


def test_several_games_newest_first(store, folder):
    store.write(new_match(moves=2))
    path = store.path_for("counting")
    os.replace(path, path.with_name("older-game.json"))
    edit(path.with_name("older-game.json"), lambda b: b.update(game="older-game"))
    store.write(new_match(moves=3))
    games = store.saved_games()
    assert [g.game for g in games] == ["counting", "older-game"]
    assert store.load_latest().game == "counting"


def test_a_future_version_is_refused_and_set_aside(store, folder):
    store.write(new_match())
    edit(store.path_for("counting"), lambda b: b.update(version=RECORD_VERSION + 1))
    problem = store.load("counting")
    assert isinstance(problem, Problem)
    assert problem.message.startswith(
        "Your saved game was made by a newer version of Taco Tabletop and was set aside as "
        "counting.corrupt-")
    assert "Update Taco Tabletop" in problem.message
    assert problem.moved_to.exists()
    assert not store.path_for("counting").exists()
    assert not store.has_continue()
    assert store.take_notices() == (problem.message,)


@pytest.mark.parametrize("damage", [
    lambda p: p.write_text('{"version": 1, "game": "count', encoding="utf-8"),
    lambda p: p.write_bytes(b"\x00\x01\x02"),
    lambda p: edit(p, lambda b: b.pop("seed")),
    lambda p: edit(p, lambda b: b.update(version="one")),
    lambda p: edit(p, lambda b: b.update(seats=[{"name": "A", "kind": "alien",
                                                  "skill": "normal"}])),
    lambda p: edit(p, lambda b: b.update(log="nope")),
    lambda p: edit(p, lambda b: b.update(saved_at="yesterday")),
])
def test_a_corrupt_save_is_set_aside_not_deleted(store, folder, damage):
    store.write(new_match())
    path = store.path_for("counting")
    damage(path)
    content = path.read_bytes()
    problem = store.load_latest()
    assert isinstance(problem, Problem)
    assert problem.message.startswith("Your saved game could not be read and was set aside as "
                                      "counting.corrupt-")
    assert problem.moved_to.read_bytes() == content
    assert store.take_notices() == (problem.message,)
    assert store.load_latest() is None, "a file set aside is not offered again"


def test_one_bad_save_does_not_hide_a_good_one(store, folder):
    store.write(new_match())
    (folder / "saves" / "broken.json").write_text("{", encoding="utf-8")
    assert store.load_latest().game == "counting"
    (notice,) = store.take_notices()
    assert "broken.corrupt-" in notice


def test_an_edited_save_is_refused_when_resumed(store, folder):
    store.write(new_match(moves=4))

    def cheat(body):
        first = body["log"][0]
        first["amount"] = 1 if first["amount"] != 1 else 2  # still a legal move

    edit(store.path_for("counting"), cheat)
    result = store.resume(store.load("counting"), SPEC, DATA)
    assert isinstance(result, Problem)
    assert result.message.startswith("Your saved game was changed or damaged since it was saved "
                                     "and was set aside as counting.corrupt-")
    assert "check value" in result.detail
    assert not store.path_for("counting").exists()
    assert aside(folder) == [result.moved_to.name]
    assert store.take_notices() == (result.message,)


def test_an_edited_check_value_is_refused(store):
    store.write(new_match(moves=4))
    edit(store.path_for("counting"), lambda b: b.update(check="0" * 16))
    assert isinstance(store.resume(store.load("counting"), SPEC, DATA), Problem)


@pytest.mark.parametrize("change", [
    lambda b: b["log"].append({"type": "Add", "seat": 0, "amount": 9}),  # illegal move
    lambda b: b["log"].append({"type": "Teleport", "seat": 0}),  # unknown action
    lambda b: b["log"].append({"type": "Add", "seat": 0}),  # missing field
    lambda b: b["log"].append({"type": "Add", "seat": "zero", "amount": []}),  # nonsense
    lambda b: b["log"].append({"tick": "many", "dt": 0.1}),
    lambda b: b.update(options={"length": "endless"}),
])
def test_a_log_that_does_not_replay_is_refused(store, change):
    store.write(new_match(moves=2))
    edit(store.path_for("counting"), change)
    result = store.resume(store.load("counting"), SPEC, DATA)
    assert isinstance(result, Problem)
    assert "no longer replays" in result.message
    assert result.moved_to is not None


def test_an_interrupted_autosave_keeps_the_previous_one(store, monkeypatch):
    match = new_match(moves=2)
    store.write(match)
    match.submit(Add(match.rules.actors()[0], 1))

    def killed(*args):
        raise OSError("killed")

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(OSError):
        store.write(match)
    monkeypatch.undo()
    saved = store.load("counting")
    assert len(saved.log) == 2
    assert isinstance(store.resume(saved, SPEC, DATA), Match)


def test_discard_moves_the_finished_game_to_replays(store, folder):
    match = new_match(moves=2)
    store.write(match)
    finish(match)
    moved = store.discard("counting", match)
    assert not store.path_for("counting").exists()
    assert moved.parent == folder / "replays"
    assert not store.has_continue()
    (record,) = store.replays.records()
    outcome = match.rules.outcome()
    assert record.outcome is not None and ending_of(record.outcome) == ending_of(outcome)
    assert (record.outcome.scores, record.outcome.winners) == (outcome.scores, outcome.winners)
    assert record.finished
    assert record.log == tuple(match.log)


def test_discard_without_a_match_keeps_the_unfinished_record(store, folder):
    store.write(new_match(moves=2))
    moved = store.discard("counting")
    assert moved.exists()
    (record,) = store.replays.records()
    assert record.outcome is None
    assert store.discard("counting") is None


def test_ids_that_cannot_name_a_file_are_refused(store):
    with pytest.raises(ValueError):
        store.path_for("../settings")


def test_refuse_sets_a_save_aside_with_the_callers_reason(store):
    store.write(new_match())
    problem = store.refuse(store.load("counting"), "is of a game this version does not have")
    assert problem.message.startswith("Your saved game is of a game this version does not have "
                                      "and was set aside as counting.corrupt-")
    assert not store.has_continue()
