"""Statistics: counts, scores and streaks per game, stored so a crash cannot corrupt them."""

from __future__ import annotations

import dataclasses
import json
import os

import pytest

from tabletop.core.registry import BestResult
from tabletop.games.catalog import game_specs
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


LOWER = BestResult("fewest cards taken", lower_is_better=True)
WON_ONLY = BestResult("most stars kept in a won game", won_only=True)
TEAM = BestResult("most tacos eaten in a won game", won_only=True, team=True)


def test_best_is_the_fewest_where_fewer_is_better(store, folder):
    """Seen: Taco Loco averaged 50.5 over two games and called 51 the best."""
    store.record("taco-loco", True, 51, LOWER)
    store.record("taco-loco", False, 50, LOWER)
    stats = StatsStore(folder).get("taco-loco")
    assert stats.best_score == 50 and stats.average_score == 50.5
    store.record("taco-loco", True, 60, LOWER)
    assert store.get("taco-loco").best_score == 50


def test_best_counts_only_won_games_where_the_game_says_so(store):
    store.record("crazy-taco", False, 9, WON_ONLY)
    assert store.get("crazy-taco").best_score is None, "a lost game is no one's best"
    store.record("crazy-taco", True, 4, WON_ONLY)
    store.record("crazy-taco", False, 12, WON_ONLY)
    stats = store.get("crazy-taco")
    assert stats.best_score == 4 and stats.played == 3 and stats.average_score == 25 / 3


def test_a_team_game_counts_the_whole_table(store):
    spec = dataclasses.replace(new_match().spec, best=TEAM)
    match = finish(new_match(moves=0, humans=1, players=3))
    match.spec = spec
    outcome = match.rules.outcome()
    assert human_result(match) == (0 in outcome.winners, sum(outcome.scores))


def test_several_humans_count_the_best_of_them_by_the_games_sense():
    match = finish(new_match(moves=0, humans=2, seed=11))
    scores = match.rules.outcome().scores
    match.spec = dataclasses.replace(match.spec, best=LOWER)
    assert human_result(match)[1] == min(scores)


def test_each_game_says_what_its_best_is():
    specs = game_specs()
    assert specs["taco-loco"].best.lower_is_better and not specs["taco-loco"].best.won_only
    assert specs["taco-party"].best == BestResult("highest score")
    assert specs["crazy-taco"].best.won_only and not specs["crazy-taco"].best.lower_is_better
    fight = specs["taco-fight"].best
    assert fight.won_only and fight.team and not fight.lower_is_better
    assert all(spec.best.label for spec in specs.values())


def test_first_version_statistics_keep_their_counts_and_drop_a_best_judged_otherwise(store,
                                                                                    folder):
    games = {"taco-loco": {"played": 2, "won": 1, "best_score": 51, "total_score": 101,
                           "current_streak": 0, "best_streak": 1},
             "taco-party": {"played": 3, "won": 2, "best_score": 31, "total_score": 70,
                            "current_streak": 2, "best_streak": 2}}
    (folder / STATS_FILE).write_text(json.dumps({"version": 1, "games": games}))
    loco, party = store.get("taco-loco"), store.get("taco-party")
    assert store.take_notices() == (), "an older file is read, not set aside"
    assert (loco.played, loco.won, loco.best_streak) == (2, 1, 1)
    assert loco.judged_by(LOWER).best_score is None, "51 was the most, not the fewest"
    assert loco.judged_by(LOWER).average_score is None
    assert party.judged_by(BestResult()).best_score == 31
    assert party.judged_by(BestResult()).average_score == pytest.approx(70 / 3)
    after = store.record("taco-loco", True, 48, LOWER)
    assert (after.played, after.won, after.best_score, after.average_score) == (3, 2, 48, 48)
    assert json.loads((folder / STATS_FILE).read_text())["version"] == 2


def test_a_bots_only_fight_won_enters_no_high_score(tmp_path):
    """The high scores count a won ¡Taco Fight! as the statistics do: only with a person at
    the table (else the board would show a win the statistics never counted)."""
    from tabletop.core.game import BOT, GameSetup, Seat
    from tabletop.core.match import Match
    from tabletop.tools.screenshot_record import Played, played_match
    from tests.scenes.every_scene import fresh_services

    services = fresh_services(tmp_path)
    spec = services.specs["taco-fight"]
    bots = Match(spec, services.game_data(spec), GameSetup(
        (Seat("Ana", BOT), Seat("Rosa", BOT)), 6, spec.resolve_options({})))
    assert services.storage.enter_high_score(bots, "normal", 4) is None
    person = played_match(services, Played("taco-fight", 2, 6))
    assert services.storage.enter_high_score(person, "normal", 4) == 1
    assert len(services.storage.user.high_scores.entries()) == 1
