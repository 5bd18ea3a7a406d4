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
    pygame.font.init()
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


@pytest.mark.parametrize("k", [1.0, 1.5, 3.0])
def test_a_kept_sheet_gives_the_pixels_of_drawing_in_place(k):
    """A look drawn once is drawn in place; drawn again, it is one kept picture blitted, whose
    corner rounds to device pixels as the shapes on it would have (any position, any of the
    render scales a window has)."""
    from functools import partial

    from tabletop.ui.draw import kept_sheet, text_in
    from tabletop.ui.fonts import FontBook
    from tabletop.ui.pictures import Pictures

    fonts = FontBook()
    fonts.set_render_scale(k)

    def scene(at: tuple[int, int], surface: pygame.Surface, shift: tuple[int, int]) -> None:
        box = pygame.Rect(at[0] + shift[0], at[1] + shift[1], 90, 50)
        draw_panel(surface, box, (255, 244, 220), (40, 40, 40), 12)
        paint.rect(surface, (200, 40, 40), box.inflate(-60, -30), border_radius=4)
        text_in(surface, fonts, "13", 18, (20, 20, 20), box)

    def felt() -> pygame.Surface:
        surface = new_surface((320, 240), 0, k)
        surface.fill(FELT)
        paint.circle(surface, (200, 60, 40), (160, 120), 70)
        return surface

    pictures = Pictures()
    for at in ((37, 61), (150, 99), (41, 10)):
        area = pygame.Rect(at[0] - 6, at[1] - 6, 104, 64)
        direct = felt()
        scene(at, direct, (0, 0))
        for showing in range(3):
            kept = felt()
            kept_sheet(kept, pictures, ("test", at), area, partial(scene, at))
            assert same(direct, kept), (at, showing)
    assert len(pictures) == 3  # each made on its second showing, then blitted


def test_a_sheet_too_big_for_its_limit_is_never_kept():
    from tabletop.ui.draw import kept_sheet
    from tabletop.ui.pictures import Pictures

    pictures, drawn = Pictures(), []
    for _ in range(3):
        kept_sheet(canvas(), pictures, "big", pygame.Rect(0, 0, 100, 100),
                   lambda surface, shift: drawn.append(shift), most_pixels=9_999)
    assert drawn == [(0, 0)] * 3 and len(pictures) == 0
