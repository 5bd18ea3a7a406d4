"""The replay's bar lies over the table's own top bar only (never over scores, cash or a
hand), and the replay counts its steps once."""

from __future__ import annotations

import re

import pytest

from tabletop.engine.scene_stack import SceneStack
from tabletop.kit.chrome import BAR_HEIGHT
from tabletop.scenes.replays import BAR, ReplayScene
from tests.scenes.helpers import game_ids, headless_services
from tests.scenes.layout_checks import texts_by_scene
from tests.scenes.test_replays import finished_record

COUNTER = re.compile(r"^Step \d+ of \d+|^\d+/\d+\s+·")
"""A count of the replay's steps ("Step 8 of 90", "8/90"), not a game's own ("Fight 1 of 6")."""


def replay_of(services, game: str, players: int) -> tuple[SceneStack, ReplayScene]:
    _, record = finished_record(services, game, players)
    stack = SceneStack()
    scene = ReplayScene(services, record)
    stack.push(scene)
    stack.apply_pending()
    scene.playing = False
    scene.forward(scene.steps_per_move() * 5)
    scene.view.tweens.finish_all()
    return stack, scene


@pytest.mark.parametrize("game", game_ids())
def test_the_replay_bar_covers_only_the_tables_top_bar(game):
    services = headless_services()
    spec = services.specs[game]
    stack, scene = replay_of(services, game, spec.max_players)
    assert BAR.bottom <= BAR_HEIGHT + 2
    for widget in scene.widgets.widgets:
        assert BAR.contains(widget.rect), (widget.label, widget.rect)
    scene.view.redraw_all()
    (_, log), = texts_by_scene(services, stack)
    mine = [p for p in log.placed if p.rect.bottom <= BAR.bottom]
    below = [p for p in log.placed if p.rect.top >= BAR.bottom]
    assert mine and below
    assert all(BAR.contains(p.rect) for p in mine if p.text in ("REPLAY",))


@pytest.mark.parametrize("game", game_ids())
def test_one_step_counter(game):
    services = headless_services()
    spec = services.specs[game]
    stack, scene = replay_of(services, game, spec.min_players)
    scene.view.redraw_all()
    (_, log), = texts_by_scene(services, stack)
    counters = [p.text for p in log.placed if COUNTER.search(p.text)]
    assert len(counters) == 1, counters


@pytest.mark.parametrize("game", game_ids())
def test_the_replay_tells_its_keys_in_the_corner_every_table_keeps_clear(game):
    from tabletop.scenes.replays import KEYS_CORNER
    from tabletop.ui import glyph_text
    from tests.pad.helpers import Pads, dpad

    services = headless_services()
    stack, scene = replay_of(services, game, 2)
    view = scene.view
    assert view.scores_button.rect.union(view.aid_button.rect) == KEYS_CORNER
    assert KEYS_CORNER.contains(scene.keys_rect())
    assert scene.keys_text() == "Arrows: step, speed"
    assert scene.close_button.label == "Close (Esc)"
    pads = Pads(services, stack)
    pads.plug(0)
    pads.post(dpad(1, 0))
    said = scene.keys_text()
    assert glyph_text.glyph("dpad") in said and "Arrows" not in said
    assert scene.close_button.label == "Close (B)"
    assert KEYS_CORNER.contains(scene.keys_rect())
    scene.draw(services.display.canvas, 0.0)
