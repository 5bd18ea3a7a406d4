"""A save or replay made under older rules of a game (rules version 1, or no version at all as
before records had one) stays on disk, is listed with a plain sentence, and opening it says
why it cannot go on: never "damaged", never a crash."""

from __future__ import annotations

import json

import pytest

from tabletop.engine.scene_stack import SceneStack
from tabletop.games.catalog import game_specs
from tabletop.kit.scene import TableScene
from tabletop.scenes.replays import ReplayListScene, ReplayScene
from tabletop.scenes.title import TitleScene
from tests.app.test_bad_saves import finished_record, human_match, save_path, set_aside
from tests.scenes.helpers import headless_services

CHANGED = [game for game, spec in game_specs().items() if spec.rules_version > 1]
"""The games whose rules changed after their first version."""


def as_first_version(path, plays_differently: bool = True) -> bytes:
    """Rewrite a record as the first file version wrote it (no rules version); with
    `plays_differently`, as if the new rules no longer end where the old ones did."""
    body = json.loads(path.read_text(encoding="utf-8"))
    body["version"] = 1
    body.pop("rules_version", None)
    if plays_differently:
        body["check"] = "0" * 16
    path.write_text(json.dumps(body), encoding="utf-8")
    return path.read_bytes()


def title_on_stack(services):
    stack = SceneStack()
    title = TitleScene(services)
    stack.push(title)
    stack.apply_pending()
    return stack, title


@pytest.mark.parametrize("game", CHANGED)
def test_every_changed_game_has_moved_past_its_first_rules(game):
    services = headless_services()
    assert services.specs[game].rules_version >= 2


@pytest.mark.parametrize("game", CHANGED)
def test_a_save_from_older_rules_is_listed_kept_and_explained(game):
    services = headless_services()
    spec = services.specs[game]
    services.storage.autosave(human_match(services, game))
    services.storage.flush()
    path = save_path(services, game)
    before = as_first_version(path)
    stack, title = title_on_stack(services)
    (button,) = title.save_buttons
    older = f"older version of the {spec.title} rules"
    assert older in button.note
    title.open_saved(title.saves[0])
    stack.apply_pending()
    assert not any(isinstance(s, TableScene) for s in stack.scenes)
    assert stack.top is title
    assert f"saved with an {older}" in title.notice, title.notice
    assert "damaged" not in title.notice and "set aside" not in title.notice
    assert path.read_bytes() == before and not set_aside(services.storage.user.folder)
    assert [s.game for s in title.saves] == [game], "still listed"
    stack.draw(services.display.canvas, 0.0)


def test_a_save_from_older_rules_that_still_plays_the_same_opens():
    services = headless_services()
    match = human_match(services, "taco-loco", moves=2)
    services.storage.autosave(match)
    services.storage.flush()
    as_first_version(save_path(services, "taco-loco"), plays_differently=False)
    stack, title = title_on_stack(services)
    title.open_saved(title.saves[0])
    stack.apply_pending()
    table = next(s for s in stack.scenes if isinstance(s, TableScene))
    assert table.match.rules.snapshot() == match.rules.snapshot()


@pytest.mark.parametrize("game", CHANGED)
def test_a_replay_from_older_rules_is_listed_kept_and_explained(game):
    services = headless_services()
    spec = services.specs[game]
    path = services.storage.user.replays.add(finished_record(services, game))
    before = as_first_version(path)
    stack = SceneStack()
    listing = ReplayListScene(services)
    for scene in (TitleScene(services), listing):
        stack.push(scene)
    stack.apply_pending()
    (row,) = [w for w in listing.widgets.widgets if getattr(w, "note", "")]
    assert f"older version of the {spec.title} rules" in row.note
    listing.watch(listing.records[0])
    stack.apply_pending()
    assert stack.top is listing and not isinstance(stack.top, ReplayScene)
    assert f"saved with an older version of the {spec.title} rules" in listing.message
    assert "damaged" not in listing.message
    assert path.read_bytes() == before and not set_aside(services.storage.user.folder)
    stack.draw(services.display.canvas, 0.0)


def test_play_on_a_game_with_a_save_from_older_rules_explains_it_in_the_question():
    from tabletop.scenes.game_select import GameSelectScene
    from tabletop.scenes.question import QuestionScene

    services = headless_services()
    services.storage.autosave(human_match(services, "taco-loco"))
    services.storage.flush()
    path = save_path(services, "taco-loco")
    before = as_first_version(path)
    stack, _ = title_on_stack(services)
    select = GameSelectScene(services)
    stack.push(select)
    stack.apply_pending()
    select.choose(services.specs["taco-loco"])
    stack.apply_pending()
    question = stack.top
    assert isinstance(question, QuestionScene)
    assert any("older version of the Taco Loco rules" in line for line in question.lines)
    question.answers[0].activate()  # Continue it
    stack.apply_pending()
    assert stack.top is question and not question.answers[0].enabled
    assert "saved with an older version of the Taco Loco rules" in question.message
    assert path.read_bytes() == before and not set_aside(services.storage.user.folder)
    stack.draw(services.display.canvas, 0.0)
