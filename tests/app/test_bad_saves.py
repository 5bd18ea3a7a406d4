"""Bad saves, replays and settings at the app level: the title says what happened, continuing a
listed game never crashes, and a bad file is set aside beside the original name (never
deleted)."""

from __future__ import annotations

import dataclasses
import json
from datetime import UTC, datetime

import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.catalog import game_specs
from tabletop.kit.scene import TableScene
from tabletop.scenes.replays import ReplayListScene, ReplayScene
from tabletop.scenes.title import TitleScene
from tabletop.storage.records import record_of
from tests.scenes.helpers import headless_services, settle


def human_match(services, game: str, moves: int = 6) -> Match:
    spec = services.specs[game]
    players = max(spec.min_players, min(2, spec.max_players))
    seats = tuple(Seat(f"P{i}", HUMAN if i == 0 else BOT) for i in range(players))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 21, {}))
    match.bots.setdefault(0, spec.new_bot(match.data, 0, "normal", 0))
    for _ in range(moves):
        if spec.realtime:
            for _ in range(100):
                match.step_bots()
        else:
            match.submit(match.bot_decision(match.rules.actors()[0]).action)
    return match


def save_path(services, game: str):
    return services.storage.user.folder / "saves" / f"{game}.json"


def set_aside(folder) -> list:
    return sorted(p for p in folder.rglob("*") if ".corrupt-" in p.name)


def listed(title: TitleScene) -> list[str]:
    """The games the title offers to continue."""
    return [saved.game for saved in title.saves]


def continue_first(title: TitleScene) -> None:
    title.open_saved(title.saves[0])


def title_on_stack(services):
    stack = SceneStack()
    title = TitleScene(services)
    stack.push(title)
    stack.apply_pending()
    return stack, title


def damage_truncated(path):
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])


def damage_garbage(path):
    path.write_bytes(b"\x00\xff not json at all \x81")


def damage_future(path):
    body = json.loads(path.read_text(encoding="utf-8"))
    body["version"] = 99
    path.write_text(json.dumps(body), encoding="utf-8")


def damage_shape(path):
    path.write_text(json.dumps({"version": 1, "game": "taco-loco", "seats": "everyone"}),
                    encoding="utf-8")


UNREADABLE = {"truncated": (damage_truncated, "could not be read"),
              "garbage": (damage_garbage, "could not be read"),
              "wrong shape": (damage_shape, "could not be read"),
              "future version": (damage_future, "newer version")}


@pytest.mark.parametrize("damage", list(UNREADABLE))
def test_an_unreadable_save_is_set_aside_and_the_title_says_so(damage):
    services = headless_services()
    match = human_match(services, "taco-loco")
    services.storage.autosave(match)
    services.storage.flush()  # autosaves are written off the frame
    path = save_path(services, "taco-loco")
    change, words = UNREADABLE[damage]
    change(path)
    damaged = path.read_bytes()
    stack, title = title_on_stack(services)
    assert listed(title) == []
    assert words in title.notice and "set aside as" in title.notice
    (moved,) = set_aside(services.storage.user.folder)
    assert moved.name in title.notice
    assert moved.read_bytes() == damaged and not path.exists(), "set aside, not deleted"
    stack.draw(services.display.canvas, 0.0)


def edit_save(path, change) -> None:
    body = json.loads(path.read_text(encoding="utf-8"))
    change(body)
    path.write_text(json.dumps(body), encoding="utf-8")


def first_action(body) -> dict:
    return next(entry for entry in body["log"] if "type" in entry)


def change_a_field(body):
    for entry in body["log"]:
        numbers = [k for k, v in entry.items() if k not in ("type", "seat", "tick")
                   and isinstance(v, int) and not isinstance(v, bool)]
        if "type" in entry and numbers:
            entry[numbers[0]] += 1000
            return
    first_action(body)["seat"] = 99


EDITS = {
    "check value": (lambda b: b.update(check="0" * 16), "changed or damaged"),
    "an action's field": (change_a_field, "no longer replays"),
    "a field's type": (lambda b: first_action(b).update(seat="zero"), "no longer replays"),
    "an action type": (lambda b: first_action(b).update(type="Cheat"), "no longer replays"),
    "a log entry dropped": (lambda b: b["log"].pop(0), ""),
    "the game": (lambda b: b.update(game="taco-nope"), "game this version does not have"),
    "the options": (lambda b: b.update(options={"speed": "ludicrous"}), "no longer replays"),
    "the seats": (lambda b: b.update(seats=b["seats"][:1]), ""),
}


@pytest.mark.parametrize("edit", list(EDITS))
@pytest.mark.parametrize("game", list(game_specs()))
def test_continue_with_an_edited_save_sets_it_aside_and_says_why(game, edit):
    services = headless_services()
    match = human_match(services, game)
    services.storage.autosave(match)
    services.storage.flush()  # autosaves are written off the frame
    path = save_path(services, game)
    change, words = EDITS[edit]
    edit_save(path, change)
    edited = path.read_bytes()
    stack, title = title_on_stack(services)
    if edit == "the game":  # not a game this version has: not offered, set aside at once
        assert listed(title) == []
    else:
        assert listed(title) == [game]
        continue_first(title)
        stack.apply_pending()
    if isinstance(stack.top, TableScene):
        pytest.fail(f"an edited save ({edit}) was continued")
    assert stack.top is title
    assert "set aside as" in title.notice and words in title.notice, title.notice
    assert listed(title) == []
    moved = set_aside(services.storage.user.folder)
    assert len(moved) == 1 and moved[0].read_bytes() == edited and not path.exists()
    stack.draw(services.display.canvas, 0.0)


@pytest.mark.parametrize("game", list(game_specs()))
def test_continue_with_a_good_save_opens_the_table(game):
    services = headless_services()
    match = human_match(services, game)
    services.storage.autosave(match)
    services.storage.flush()  # autosaves are written off the frame
    stack, title = title_on_stack(services)
    continue_first(title)
    stack.apply_pending()
    table = next(s for s in stack.scenes if isinstance(s, TableScene))
    assert table.match.rules.snapshot() == match.rules.snapshot()


def finished_record(services, game: str):
    match = human_match(services, game, moves=0)
    for seat in range(len(match.setup.seats)):
        match.bots.setdefault(seat, match.spec.new_bot(match.data, seat, "normal", seat))
    play_out(match)
    return record_of(match, datetime.now(UTC))


def test_a_broken_replay_is_set_aside_and_the_title_says_so():
    services = headless_services()
    replays = services.storage.user.replays
    good = replays.add(finished_record(services, "taco-loco"))
    bad = replays.add(finished_record(services, "taco-party"))
    damage_truncated(bad)
    stack, title = title_on_stack(services)
    assert "A replay could not be read and was set aside as" in title.notice
    (moved,) = set_aside(services.storage.user.folder)
    assert not bad.exists() and good.exists()
    listing = ReplayListScene(services)
    assert [r.game for r in listing.records] == ["taco-loco"]


def late_edit(record):
    """The record with an action near the end changed so that it no longer replays."""
    log = [dict(entry) for entry in record.log]
    for index in range(len(log) - 1, 0, -1):
        entry = log[index]
        numbers = [k for k, v in entry.items() if k not in ("type", "seat")
                   and isinstance(v, int) and not isinstance(v, bool)]
        if "type" in entry and numbers:
            entry[numbers[0]] = entry[numbers[0]] + 1000
            return dataclasses.replace(record, log=tuple(log)), index
    entry = next(e for e in reversed(log) if "type" in e)
    entry["seat"] = 99
    return dataclasses.replace(record, log=tuple(log)), log.index(entry)


@pytest.mark.parametrize("game", list(game_specs()))
def test_an_edited_replay_is_refused_in_the_list_and_stops_in_the_viewer(game):
    services = headless_services()
    record, where = late_edit(finished_record(services, game))
    listing = ReplayListScene(services)
    stack = SceneStack()
    for scene in (TitleScene(services), listing):
        stack.push(scene)
    stack.apply_pending()
    listing.watch(record)
    stack.apply_pending()
    assert stack.top is listing and listing.message, "the edited replay is refused up front"
    viewer = ReplayScene(services, record)  # opened anyway: it stops where the record breaks
    stack.push(viewer)
    stack.apply_pending()
    viewer.speed_index = 4
    viewer.view.tweens.speed = 0
    settle(stack, until=lambda: bool(viewer.broken), limit=60 * 60 * 3)
    assert not viewer.playing and "damaged" in viewer.last
    assert viewer.cursor.position <= sum(e.get("tick", 1) for e in record.log[: where + 1])
    viewer.back()
    viewer.forward()
    viewer.to_start()
    settle(stack, seconds=0.5)
    stack.draw(services.display.canvas, 0.0)


def test_broken_settings_are_set_aside_and_the_title_says_so(private_user_data):
    first = headless_services()
    path = first.storage.user.folder / "settings.json"
    path.write_text("{ this is not json", encoding="utf-8")
    services = headless_services()
    stack, title = title_on_stack(services)
    assert "settings" in title.notice.lower() and "set aside as" in title.notice
    assert len(set_aside(services.storage.user.folder)) == 1 and not path.exists()


def test_continue_when_the_game_data_is_broken_keeps_the_save(tmp_path, monkeypatch):
    """The save is fine, the game's card file is not: say so, and keep the save for later."""
    from tests.app.bundle import files_read, make_bundle

    root = make_bundle(tmp_path / "bundle", monkeypatch)
    services = headless_services()
    services.storage.autosave(human_match(services, "taco-loco"))
    services.storage.flush()  # autosaves are written off the frame
    path = save_path(services, "taco-loco")
    relative = files_read("taco-loco")[0]
    (root / "data" / relative).write_text("", encoding="utf-8")
    services = headless_services()
    stack, title = title_on_stack(services)
    continue_first(title)
    stack.apply_pending()
    assert stack.top is title and f"data/{relative}" in title.notice, title.notice
    assert path.exists() and not set_aside(services.storage.user.folder)
