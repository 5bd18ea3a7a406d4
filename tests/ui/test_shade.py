"""shade: a panel's shadow blended in pieces gives the pixels the plain picture-and-blit gives."""

import random

import pygame
import pytest

from tabletop.ui import draw, paint
from tabletop.ui.layer import Layer, canvas_surface, new_surface
from tabletop.ui.shade import blend_rounded, minus


def plain_shadow_then_panel(canvas: pygame.Surface, rect: pygame.Rect, fill, radius: int) -> None:
    """What `draw_panel` drew before `shade`: a clear picture as large as the shadow."""
    k = canvas.k if isinstance(canvas, Layer) else 1.0
    picture = new_surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA, k)
    paint.rect(picture, draw.SHADOW, picture.get_rect().inflate(-6, -6).move(3, 4),
               border_radius=radius)
    canvas.blit(picture, (rect.x - 3, rect.y - 3))
    paint.rect(canvas, fill, rect, border_radius=radius)


def speckled(k: float, alpha: bool, rng: random.Random) -> pygame.Surface:
    """A canvas of random patches (translucent ones on a clear picture: a pixel left fully
    clear keeps its colour bytes one way and not the other, which nothing can see)."""
    canvas = (new_surface((320, 200), pygame.SRCALPHA, k) if alpha
              else canvas_surface((320, 200), k))
    for _ in range(60):
        colour = tuple(rng.randrange(256) for _ in range(3)) + ((rng.randint(1, 255),)
                                                                 if alpha else ())
        paint.rect(canvas, colour, (rng.randrange(320), rng.randrange(200),
                                    rng.randint(2, 90), rng.randint(2, 90)))
    return canvas


@pytest.mark.parametrize("k", [1.0, 1.5, 2.0, 3.0])
@pytest.mark.parametrize("alpha", [False, True])
def test_the_shadow_in_pieces_is_the_plain_shadow_pixel_for_pixel(k, alpha):
    rng = random.Random(f"{k}{alpha}")
    for _ in range(25):
        first = speckled(k, alpha, rng)
        second = first.copy()
        rect = pygame.Rect(rng.randint(-20, 250), rng.randint(-20, 150),
                           rng.randint(4, 200), rng.randint(4, 160))
        radius = rng.choice([0, 1, 4, 10, 14, 20, rect.h // 2])
        fill = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        clip = None
        if rng.random() < 0.5:
            clip = pygame.Rect(rng.randrange(300), rng.randrange(180),
                               rng.randint(10, 200), rng.randint(10, 120))
            first.set_clip(clip)
            second.set_clip(clip)
        plain_shadow_then_panel(first, rect, fill, radius)
        draw.draw_panel(second, rect, fill, None, radius)
        assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(second, "RGBA"), \
            (k, alpha, rect, radius, clip)


def test_a_shadow_wholly_under_its_panel_or_outside_the_clip_blends_nothing():
    canvas = canvas_surface((100, 100))
    canvas.fill((9, 9, 9))
    canvas.set_clip(pygame.Rect(0, 0, 20, 20))
    blend_rounded(canvas, draw.SHADOW, (40, 40), (30, 30), (6, 7, 22, 22), 4)
    canvas.set_clip(None)
    assert pygame.transform.average_color(canvas)[:3] == (9, 9, 9)


def test_minus_cuts_a_hole_into_at_most_four_pieces():
    pieces = minus(pygame.Rect(0, 0, 10, 10), pygame.Rect(3, 3, 4, 4))
    assert sum(p.w * p.h for p in pieces) == 100 - 16
    assert len(pieces) == 4
    whole = pygame.Rect(0, 0, 10, 10)
    assert minus(whole, pygame.Rect(20, 20, 4, 4)) == [whole]


@pytest.mark.parametrize("k", [1.0, 1.5, 3.0])
def test_a_small_shadow_kept_as_a_picture_gives_the_same_pixels(k):
    from tabletop.ui.pictures import Pictures

    rng = random.Random(f"kept{k}")
    pictures = Pictures()
    for _ in range(12):
        first = speckled(k, False, rng)
        second = first.copy()
        rect = pygame.Rect(rng.randint(0, 200), rng.randint(0, 120), rng.randint(20, 110),
                           rng.randint(20, 70))
        radius = rng.choice([4, 10, 14])
        plain_shadow_then_panel(first, rect, (250, 240, 220), radius)
        draw.draw_panel(second, rect, (250, 240, 220), None, radius, True, pictures)
        assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
    assert len(pictures) > 0  # (kept: small enough at every scale tried)
