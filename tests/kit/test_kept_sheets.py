"""A table drawn with its kept sheets (`ui/draw.kept_sheet`: Taco Loco's seats and history
panel, Taco Fight's headers, decks, wave track and cursors) is the same picture as one drawn
shape by shape, at each render scale a window has.

Screenshots and the dirty-drawing test draw with whatever the services kept, so they cannot
tell a sheet from its shapes; here every sheet is forced one way, then the other."""

import argparse

import pygame
import pytest

from tabletop.app import build_services
from tabletop.tools.screenshot import render_scene
from tabletop.ui.pictures import Pictures
from tests.scenes.helpers import game_ids

CASES = [(game, steps, size) for game in game_ids()
         for steps in (0, 12) for size in ((1280, 720), (1920, 1080))]
CASES += [("taco-loco", 12, (3840, 2160)), ("taco-fight", 12, (3840, 2160))]


def render(size: tuple[int, int], game: str, steps: int) -> bytes:
    services = build_services(window=False, size=size)
    scene = argparse.Namespace(scene="table", game=game, players=None, seed=7, steps=steps,
                               option=[], size=None)
    return pygame.image.tobytes(render_scene(services, scene), "RGB")


@pytest.mark.parametrize(("game", "steps", "size"), CASES,
                         ids=lambda case: "x".join(map(str, case)) if isinstance(case, tuple)
                         else str(case))
def test_a_table_draws_alike_from_its_kept_sheets_and_shape_by_shape(monkeypatch, game, steps,
                                                                     size):
    made: list[object] = []

    def always_made(self, key, make):
        made.append(key)
        return self.get(key, make)

    monkeypatch.setattr(Pictures, "again", lambda self, key, make: None)
    by_shapes = render(size, game, steps)
    monkeypatch.setattr(Pictures, "again", always_made)
    from_sheets = render(size, game, steps)
    assert from_sheets == by_shapes
    if game in ("taco-loco", "taco-fight"):
        assert made, "the table kept no sheet: nothing was compared"
