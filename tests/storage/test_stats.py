"""Statistics: counts, scores and streaks per game, stored so a crash cannot corrupt them."""

from __future__ import annotations

import json
import os

import pytest

from tabletop.storage.stats import STATS_FILE, GameStats, StatsStore, human_result

from .conftest import finish, new_match


@pytest.fixture
def store(folder, clock):
    return StatsStore(folder, clock)


def test_nothing_played(store):
    stats = store.get("taco-loco")
    assert stats == GameStats()
    assert stats.average_score is None and stats.win_rate is None
    assert store.all() == {}


def test_counts_scores_and_streaks(store, folder):
    for won, score in [(True, 10), (True, 4), (False, 7), (True, 12), (True, 1), (True, 3),
                       (False, 0)]:
        store.record("taco-loco", won, score)
    stats = StatsStore(folder).get("taco-loco")
    assert stats.played == 7
    assert stats.won == 5
    assert stats.best_score == 12
    assert stats.average_score == pytest.approx(37 / 7)
    assert stats.current_streak == 0
    assert stats.best_streak == 3
    store.record("taco-loco", True, -2)
    assert store.get("taco-loco").current_streak == 1
    assert store.get("taco-loco").best_score == 12


def test_games_are_kept_apart(store):
    store.record("taco-loco", True, 5)
    store.record("crazy-taco", False, -3)
    assert store.get("crazy-taco").best_score == -3
    assert store.get("taco-loco").won == 1
    assert set(store.all()) == {"taco-loco", "crazy-taco"}


def test_human_result_and_record_match(store):
    match = finish(new_match(moves=0, humans=1))
    outcome = match.rules.outcome()
    assert human_result(match) == (0 in outcome.winners, outcome.scores[0])
    stats = store.record_match(match)
    assert stats.played == 1 and stats.best_score == outcome.scores[0]
    assert store.record_match(finish(new_match(moves=0, humans=0))) is None
    hot_seat = finish(new_match(moves=0, humans=2, seed=11))
    scores = hot_seat.rules.outcome().scores
    assert human_result(hot_seat) == (True, max(scores))


def test_a_crash_while_writing_keeps_the_old_statistics(store, folder, monkeypatch):
    store.record("taco-loco", True, 5)

    def killed(*args):
        raise OSError("killed")

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(OSError):
        store.record("taco-loco", True, 50)
    monkeypatch.undo()
    assert store.get("taco-loco").best_score == 5
    assert store.take_notices() == ()


@pytest.mark.parametrize("content", [
    "{", json.dumps({"version": 1, "games": {"taco-loco": {"played": "many"}}}),
    json.dumps({"version": 1, "games": []}), json.dumps({"games": {}}),
])
def test_broken_statistics_are_set_aside_and_counting_restarts(store, folder, content):
    (folder / STATS_FILE).write_text(content, encoding="utf-8")
    assert store.all() == {}
    (notice,) = store.take_notices()
    assert notice.startswith("Your statistics could not be read and were set aside as stats.")
    assert notice.endswith("Counting starts again.")
    (kept,) = folder.glob("stats.corrupt-*.json")
    assert kept.read_text(encoding="utf-8") == content
    store.record("taco-loco", True, 3)
    assert store.get("taco-loco").played == 1


def test_statistics_from_a_newer_version_are_set_aside(store, folder):
    (folder / STATS_FILE).write_text(json.dumps({"version": 9, "games": {}}))
    assert store.all() == {}
    (notice,) = store.take_notices()
    assert "newer version" in notice
