""""Play again" after a Taco Party game: the seat that scored lowest makes the first move of
the next game (the rulebook), the table says so at the deal, and the next game's save and
replay remember it and play out exactly; a game whose rulebook says nothing keeps its opening."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from tabletop.core.headless import play_out
from tabletop.core.match import Match
from tabletop.scenes.results import ResultsScene
from tabletop.storage.records import parse_record, rebuild, record_of
from tabletop.storage.replay_cursor import ReplayCursor
from tests.scenes.every_scene import fresh_services, human_match, on_stack
from tests.scenes.helpers import settle


def results_of(services, game: str, players: int, seed: int):
    spec = services.specs[game]
    match = play_out(human_match(services, game, players, seed=seed))
    view = services.table_view_class(game)(services, spec, match)
    scene = ResultsScene(services, spec, match, view.result_details(), view.score_label)
    return on_stack(scene), scene, match


def lowest_of(scores) -> int:
    return scores.index(min(scores))


def test_play_again_starts_with_the_seat_that_scored_lowest(tmp_path):
    services = fresh_services(tmp_path)
    stack, results, first_game = results_of(services, "taco-party", 3, seed=6)
    scores = first_game.rules.outcome().scores
    lowest = lowest_of(scores)
    assert list(scores).count(min(scores)) == 1 and lowest != 0, scores  # a telling seed

    button = next(w for w in results.widgets.widgets if getattr(w, "label", "") == "Play again")
    button.activate()
    stack.apply_pending()
    table = stack.top
    second: Match = table.match
    assert second is not first_game and second.setup.first == lowest
    assert second.setup.seats == first_game.setup.seats
    assert second.rules.actors() == (lowest,)
    name = second.setup.seats[lowest].name
    assert table.feedback.last_text == (f"The game begins: {name} starts, lowest score last "
                                        f"game.")

    for seat in range(3):  # everyone played by a bot from here on
        second.bots.setdefault(seat, second.spec.new_bot(second.data, seat, "normal", seat))
    for _ in range(10):
        second.submit(second.bot_decision(second.rules.actors()[0]).action)
    assert second.log[0]["seat"] == lowest  # the lowest scorer made the first move

    storage = services.storage
    storage.autosave(second)
    storage.flush()
    saved = storage.saved_game("taco-party")
    assert saved is not None and saved.first == lowest
    assert json.loads(saved.path.read_text(encoding="utf-8"))["first"] == lowest
    resumed = storage.resume(saved, services)
    assert not isinstance(resumed, str)
    assert resumed[1].setup.first == lowest
    assert resumed[1].rules.snapshot() == second.rules.snapshot()

    play_out(second)
    storage.finish(second)
    record = services.storage.user.replays.records()[0]
    assert record.first == lowest and record.finished
    assert rebuild(record, second.spec, second.data).rules.snapshot() == \
        second.rules.snapshot()
    cursor = ReplayCursor(second.spec, second.data, record)
    assert cursor.rules.actors() == (lowest,)
    assert cursor.verify() is None


def test_a_record_keeps_who_started_through_its_file(tmp_path):
    services = fresh_services(tmp_path)
    stack, results, first_game = results_of(services, "taco-party", 2, seed=3)
    results.play_again()
    stack.apply_pending()
    second = stack.top.match
    settle(stack, 0.1)
    record = record_of(second, datetime.now(UTC))
    body = json.loads(json.dumps(record.to_json()))
    again = parse_record(body, tmp_path / "x.json")
    assert again.first == second.setup.first == lowest_of(first_game.rules.outcome().scores)
    assert again.setup() == second.setup


def test_a_game_whose_rulebook_is_silent_keeps_its_opening(tmp_path):
    services = fresh_services(tmp_path)
    stack, results, _ = results_of(services, "taco-loco", 3, seed=11)
    results.play_again()
    stack.apply_pending()
    assert stack.top.match.setup.first is None
    assert stack.top.feedback.last_text == "The game begins."
