"""The refusal screenshot shows a refusal at every seat count and seed: the move it tries is
one the rules refuse (an Empty Taco dropped on a taco starts a new one, which is legal)."""

import argparse

import pytest

from tabletop.engine.scene_stack import SceneStack
from tabletop.tools.screenshot import build_scene
from tests.scenes.helpers import headless_services


@pytest.fixture(scope="module")
def services():
    return headless_services()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 7, 11])
def test_the_refusal_scene_refuses_at_every_seat_count(services, players, seed):
    stack = SceneStack()
    arguments = argparse.Namespace(scene="refusal", game="taco-party", players=players,
                                   seed=seed, steps=0, option=[], size="1280x720")
    scene = build_scene(services, stack, arguments)
    if scene is not None:
        stack.push(scene)
    stack.apply_pending()
    table = stack.top
    assert table.feedback.refusal, "no refusal shown"
    assert not table.match.can_undo(table.viewer), "the move was played"
