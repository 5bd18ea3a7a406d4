"""At 1920x1080 every scene is drawn at the window's resolution, not stretched from 1280x720.

Each scene is rendered at both sizes: the big one must be real device pixels (text rendered
at 1.5x, nothing resampled from a 1x surface) and, shrunk back, the same picture as the small.
"""

import argparse

import numpy
import pygame
import pytest

from tabletop.app import build_services
from tabletop.tools.screenshot import render_scene
from tabletop.ui.layer import Layer
from tests.scenes.helpers import game_ids, game_scenes

GENERAL = ("title", "select", "error", "settings", "statistics")
PER_GAME = ("setup", "table", "curtain", "refusal", "pause", "aid", "rules", "results")
GAMES = tuple(game_ids())


def args(scene, game="taco-loco", players=None):
    steps = 0 if scene == "rules" else 10  # (the rules' first page: `--steps` turns pages, and
    # a page of small print wraps a word apart at the two sizes)
    return argparse.Namespace(scene=scene, game=game, players=players, seed=7, steps=steps,
                              option=[], size=None)


@pytest.fixture(scope="module")
def small():
    return build_services(window=False)


@pytest.fixture(scope="module")
def big():
    return build_services(window=False, size=(1920, 1080))


def pixels(surface: pygame.Surface) -> numpy.ndarray:
    return pygame.surfarray.array3d(surface).astype(numpy.int32)


def check_same_picture(small, big, scene_args) -> None:
    low = render_scene(small, scene_args).copy()
    high = render_scene(big, scene_args)
    assert isinstance(high, Layer) and high.device_size == (1920, 1080)
    assert high.rescaled_blits == 0, "something was drawn at 1x and stretched"
    shrunk = pygame.transform.smoothscale(pygame.Surface.copy(high), (1280, 720))
    difference = numpy.abs(pixels(shrunk) - pixels(low)).mean()
    assert difference < 12, f"the 1920x1080 picture differs from 1280x720 by {difference:.1f}"


@pytest.mark.parametrize("scene", GENERAL)
def test_general_scenes_are_drawn_at_1080p(small, big, scene):
    check_same_picture(small, big, args(scene))


@pytest.mark.parametrize(("game", "scene"), game_scenes(PER_GAME, GAMES))
def test_game_scenes_are_drawn_at_1080p(small, big, game, scene):
    players = big.specs[game].min_players
    check_same_picture(small, big, args(scene, game, players))


def test_text_is_rendered_at_the_device_resolution(small, big):
    low = small.fonts.text("Taco Loco", 24, (0, 0, 0))
    high = big.fonts.text("Taco Loco", 24, (0, 0, 0))
    assert isinstance(high, Layer)
    assert high.device_size[1] == pytest.approx(low.get_height() * 1.5, abs=2)
    assert high.get_width() == pytest.approx(low.get_width(), rel=0.05)


@pytest.mark.parametrize("game", GAMES)
def test_a_table_follows_the_window_to_a_new_scale(game):
    from tabletop.engine.scene_stack import SceneStack
    from tabletop.tools.screenshot import build_scene

    services = build_services(window=False)
    stack = SceneStack()
    scene = build_scene(services, stack, args("table", game, services.specs[game].min_players))
    if scene is not None:
        stack.push(scene)
    stack.apply_pending()
    stack.draw(services.display.canvas, 0.0)
    services.display._windowed_size = (1920, 1080)   # what a resize event does
    assert services.display.sync_scale()
    services.apply_render_scale()
    stack.rescaled()
    for _ in range(30):
        stack.update(1 / 60)
        stack.apply_pending()
    canvas = services.display.canvas
    stack.draw(canvas, 0.0)
    stack.draw(canvas, 0.0)
    assert canvas.device_size == (1920, 1080)
    assert canvas.rescaled_blits == 0, "a surface cached at the old scale was stretched"
