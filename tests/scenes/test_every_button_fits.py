"""Every button and label of every scene, in every state it can show, lies inside the canvas."""

from __future__ import annotations

import pytest

from tests.scenes.every_scene import every_state, stage
from tests.scenes.layout_checks import (
    canvas_rect,
    describe,
    drawn_scenes,
    texts_drawn,
    widgets_of,
)

STATES = every_state()


@pytest.mark.parametrize("state", STATES, ids=[s.name for s in STATES])
def test_every_button_and_label_lies_inside_the_canvas(state, tmp_path):
    services, stack = stage(state, tmp_path)
    canvas = canvas_rect(services)
    outside = []
    for scene in drawn_scenes(stack):
        for widget in widgets_of(scene):
            if not canvas.contains(widget.rect):
                label = getattr(widget, "label", type(widget).__name__)
                outside.append(f"{type(scene).__name__}: {label!r} at {tuple(widget.rect)}")
    for placed in texts_drawn(services, stack).placed:
        if placed.bounds == canvas and not canvas.contains(placed.rect):
            outside.append(describe(placed))
    assert not outside, "outside the 1280x720 canvas: " + "; ".join(outside)


def test_the_full_title_screen_shows_an_unfinished_game_and_replays(tmp_path):
    state = next(s for s in STATES if s.name == "title-continue-replays")
    services, stack = stage(state, tmp_path)
    labels = [w.label for w in widgets_of(stack.top)]
    assert {"Play", "Replays", "Statistics", "Settings", "Quit"} <= set(labels)
    assert any(spec.title in labels for spec in services.specs.values())  # the saved game


def test_title_buttons_leave_room_for_a_notice(tmp_path):
    state = next(s for s in STATES if s.name == "title-continue-replays")
    services, stack = stage(state, tmp_path)
    title = stack.top
    title.notice = "Your settings file was damaged and has been set aside. " * 3
    title.place_buttons()
    lowest = max(w.rect.bottom for w in widgets_of(title))
    note = title.notice_picture()
    assert lowest <= 706 - note.get_height()
