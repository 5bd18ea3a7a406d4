"""Kept panels and badges give exactly the picture drawing them in place gives."""

import pygame
import pytest

from tabletop.ui import paint
from tabletop.ui.draw import badge, draw_badge, draw_panel, panel
from tabletop.ui.layer import new_surface

FELT = (31, 78, 90)


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((320, 240))
    yield


def canvas() -> pygame.Surface:
    surface = new_surface((320, 240))
    surface.fill(FELT)
    paint.circle(surface, (200, 60, 40), (160, 120), 70)  # something under what is drawn
    return surface


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize("shape", ["circle", "triangle", "square", "diamond", "star"])
def test_badges_and_panels_from_pictures_match_drawing_them(shape):
    direct, cached = canvas(), canvas()
    draw_badge(direct, shape, (100, 100), 12, (60, 140, 220))
    draw_panel(direct, pygame.Rect(150, 60, 120, 80), (255, 244, 220), (40, 40, 40), 14)
    badge(cached, shape, (100, 100), 12, (60, 140, 220))
    panel(cached, pygame.Rect(150, 60, 120, 80), (255, 244, 220), (40, 40, 40), 14)
    assert same(direct, cached)
