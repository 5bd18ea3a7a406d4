"""Smoke test: every scene renders headless through the screenshot mode, for every game."""

import argparse

import pygame
import pytest

from tabletop.tools.screenshot import render_scene
from tests.scenes.helpers import game_scenes, headless_services

GENERAL = ("title", "select", "error", "settings", "statistics")
PER_GAME = ("setup", "rules", "table", "curtain", "refusal", "hint", "pause", "aid", "results")


def args(scene, game="taco-loco", players=None, steps=6, seed=7):
    return argparse.Namespace(scene=scene, game=game, players=players, seed=seed, steps=steps,
                              option=[], size="1280x720")


@pytest.fixture(scope="module")
def services():
    return headless_services()


def distinct_colours(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


@pytest.mark.parametrize("scene", GENERAL)
def test_general_scenes_render(services, scene):
    surface = render_scene(services, args(scene))
    assert surface.get_size() == (1280, 720)
    assert distinct_colours(surface) > 8


def game_ids():
    from tabletop.games.catalog import game_specs

    return list(game_specs())


@pytest.mark.parametrize(("game", "scene"), game_scenes(PER_GAME, game_ids()))
def test_game_scenes_render(services, game, scene):
    if services.table_view_class(game) is None:
        pytest.skip(f"{game} has no table view yet")
    spec = services.specs[game]
    players = max(spec.min_players, min(2, spec.max_players))
    surface = render_scene(services, args(scene, game, players))
    assert distinct_colours(surface) > 8
