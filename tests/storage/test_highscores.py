"""The Taco Fight high-score table: sorted, top N, atomic, and safe against broken files."""

from __future__ import annotations

import json
import os

import pytest

from tabletop.storage.highscores import HIGHSCORES_FILE, HighScoreStore


@pytest.fixture
def store(folder, limits, clock):
    return HighScoreStore(folder, limits, clock)


def test_an_empty_table(store):
    assert store.entries() == ()
    assert store.rank_for(0) == 1


def test_rows_are_sorted_best_first_and_ties_keep_the_earlier(store, folder, limits):
    assert store.add(["Ana"], "normal", 1, 5) == 1
    assert store.add(["Ana", "Beto"], "hard", 2, 9) == 1
    assert store.add(["Carla"], "madness", 1, 5) == 3
    assert store.add(["Dani", "Eli", "Fer"], "normal", 3, 7) == 2
    rows = HighScoreStore(folder, limits).entries()
    assert [r.tacos_eaten for r in rows] == [9, 7, 5, 5]
    assert [r.names for r in rows][2:] == [("Ana",), ("Carla",)]
    assert rows[0].difficulty == "hard" and rows[0].players == 2


def test_only_the_top_n_are_kept(store, limits):
    for tacos in (3, 8, 1, 6, 4, 7):
        store.add(["Team"], "normal", 2, tacos)
    assert [r.tacos_eaten for r in store.entries()] == [8, 7, 6, 4, 3]
    assert store.rank_for(2) is None
    assert store.add(["Late"], "normal", 2, 2) is None
    assert store.rank_for(3) is None, "a tie with the last row does not push it out"
    assert store.rank_for(5) == 4
    assert store.add(["Good"], "hard", 2, 5) == 4
    assert [r.tacos_eaten for r in store.entries()] == [8, 7, 6, 5, 4]
    assert len(store.entries()) == limits.high_scores_kept


def test_a_crash_while_writing_keeps_the_table(store, monkeypatch):
    store.add(["Ana"], "normal", 1, 5)

    def killed(*args):
        raise OSError("killed")

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(OSError):
        store.add(["Beto"], "normal", 1, 9)
    monkeypatch.undo()
    assert [r.names for r in store.entries()] == [("Ana",)]


@pytest.mark.parametrize("content", [
    "not json",
    json.dumps({"version": 1, "entries": [{"names": "Ana", "difficulty": "hard",
                                           "players": 1, "tacos_eaten": 3,
                                           "date": "2025-01-01T00:00:00Z"}]}),
    json.dumps({"version": 1, "entries": [{"names": ["Ana"], "difficulty": "hard",
                                           "players": 1, "tacos_eaten": -3,
                                           "date": "2025-01-01T00:00:00Z"}]}),
    json.dumps({"version": 1, "entries": [{"names": ["Ana"], "difficulty": "hard",
                                           "players": 1, "tacos_eaten": 3, "date": "soon"}]}),
])
def test_a_broken_table_is_set_aside(store, folder, content):
    (folder / HIGHSCORES_FILE).write_text(content, encoding="utf-8")
    assert store.entries() == ()
    (notice,) = store.take_notices()
    assert notice.startswith("Your high scores could not be read and were set aside as ")
    assert len(list(folder.glob("highscores.corrupt-*.json"))) == 1
