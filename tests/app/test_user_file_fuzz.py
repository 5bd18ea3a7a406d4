"""Every file in the user's folder (settings, statistics, high scores, an autosave, a replay)
edited in every field: dropped, the wrong type, null, out of range. The app then starts, the
title, statistics and replay list draw, every listed game either opens or says why, and nothing
raises. CI tries a fixed sample of the edits; `pytest -m slow` tries them all."""

from __future__ import annotations

import json
import random

import pytest

from tabletop.engine.scene_stack import SceneStack
from tabletop.kit.scene import TableScene
from tabletop.scenes.replays import ReplayListScene
from tabletop.scenes.statistics import StatisticsScene
from tabletop.scenes.title import TitleScene
from tests.app import mutations as mu
from tests.app.test_bad_saves import finished_record, human_match
from tests.scenes.helpers import headless_services, settle

CI_SAMPLE = 40
ODD_VALUES = (None, -1, 10**12, "", "🌮" * 200, [], {}, True, 0.5)


def fill_user_folder(services) -> dict[str, object]:
    """Write one of each user file; returns {name: parsed JSON} for the files written."""
    storage = services.storage
    storage.update_settings(storage.settings)
    record = finished_record(services, "taco-loco")
    storage.user.stats.record("taco-loco", True, 12)
    storage.user.stats.record("taco-party", False, 3)
    storage.user.high_scores.add(["Ana", "Beto"], "normal", 2, 17)
    storage.user.replays.add(record)
    storage.autosave(human_match(services, "taco-party"))
    storage.flush()  # autosaves are written off the frame
    folder = storage.user.folder
    return {str(p.relative_to(folder)): json.loads(p.read_text(encoding="utf-8"))
            for p in sorted(folder.rglob("*.json"))}


def edits(files: dict[str, object]) -> list[tuple[str, str, str, object]]:
    """(file, field path, what, new body) for every field of every file."""
    out = []
    for name, body in files.items():
        for path in mu.key_paths(body):
            value = mu.value_at(body, path)
            where = mu.describe(path)
            out.append((name, where, "dropped", mu.without(body, path)))
            out.append((name, where, "wrong type", mu.replaced(body, path, mu.wrong_type(value))))
            for odd in ODD_VALUES:
                out.append((name, where, f"= {odd!r:.20}", mu.replaced(body, path, odd)))
    return out


def the_app_copes(services) -> None:
    stack = SceneStack()
    title = TitleScene(services)
    stack.push(title)
    stack.apply_pending()
    canvas = services.display.canvas
    stack.draw(canvas, 0.0)
    for scene in (StatisticsScene(services), ReplayListScene(services)):
        stack.push(scene)
        stack.apply_pending()
        stack.draw(canvas, 0.0)
        for record in getattr(scene, "records", ())[:1]:
            scene.watch(record)
            stack.apply_pending()
            settle(stack, seconds=0.3)
            stack.draw(canvas, 0.0)
        stack.pop_until(lambda s: s is title)
        stack.apply_pending()
    for saved in list(title.saves):
        title.open_saved(saved)
        stack.apply_pending()
        settle(stack, seconds=0.3)
        stack.draw(canvas, 0.0)
        if not any(isinstance(s, TableScene) for s in stack.scenes):
            assert title.notice, "continuing a listed game did nothing and said nothing"
        stack.pop_until(lambda s: isinstance(s, TitleScene))
        stack.apply_pending()
        title = stack.top


@pytest.fixture(scope="module")
def user_files(tmp_path_factory):
    """The files of a filled user folder (made once; each test writes them into its own)."""
    import os

    home = tmp_path_factory.mktemp("filled")
    old = os.environ.get("XDG_DATA_HOME")
    os.environ["XDG_DATA_HOME"] = str(home)
    try:
        services = headless_services()
        return fill_user_folder(services)
    finally:
        if old is None:
            os.environ.pop("XDG_DATA_HOME", None)
        else:
            os.environ["XDG_DATA_HOME"] = old


def write_all(services, files: dict[str, object]) -> None:
    folder = services.storage.user.folder
    for name, body in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(json.dumps(body), encoding="utf-8")


def check_edits(files: dict[str, object], sample: int | None) -> None:
    cases = edits(files)
    if sample is not None:
        cases = random.Random(7).sample(cases, min(sample, len(cases)))
    for name, where, what, body in cases:
        services = headless_services()
        write_all(services, {**files, name: body})
        try:
            the_app_copes(headless_services())
        except Exception as error:
            raise AssertionError(f"{name}: {where} {what}") from error


def test_a_filled_user_folder_works(user_files):
    services = headless_services()
    write_all(services, user_files)
    the_app_copes(headless_services())
    assert len(user_files) >= 5, sorted(user_files)  # settings, stats, scores, save, replay


def test_a_sample_of_edited_user_files_never_breaks_the_app(user_files):
    check_edits(user_files, CI_SAMPLE)


@pytest.mark.slow
def test_every_edit_of_every_user_file_never_breaks_the_app(user_files):
    check_edits(user_files, None)
