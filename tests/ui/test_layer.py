"""Layer: a surface drawn at k device pixels per logical pixel, spoken to in logical units."""

import pygame
import pytest

from tabletop.ui.layer import (
    Layer,
    device_rect,
    logical_rect,
    matches,
    new_surface,
    scale_of,
    surface_like,
)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.font.init()


def test_sizes_are_logical_and_pixels_are_device():
    layer = Layer((1280, 720), 0, 1.5)
    assert layer.get_size() == (1280, 720)
    assert layer.get_width() == 1280 and layer.get_height() == 720
    assert layer.device_size == (1920, 1080)
    assert layer.get_rect(center=(640, 360)) == pygame.Rect(0, 0, 1280, 720)


def test_blit_places_at_scaled_position_and_returns_logical_rect():
    canvas = Layer((100, 100), 0, 2.0)
    stamp = Layer((10, 10), 0, 2.0)
    stamp.fill((255, 0, 0))
    done = canvas.blit(stamp, (5, 7))
    assert done == pygame.Rect(5, 7, 10, 10)
    assert pygame.Surface.get_at(canvas, (10, 14))[:3] == (255, 0, 0)
    assert pygame.Surface.get_at(canvas, (29, 33))[:3] == (255, 0, 0)
    assert pygame.Surface.get_at(canvas, (30, 34))[:3] == (0, 0, 0)
    assert canvas.rescaled_blits == 0


def test_a_source_at_another_scale_is_resized_and_counted():
    canvas = Layer((100, 100), 0, 2.0)
    plain = pygame.Surface((10, 10))
    plain.fill((0, 255, 0))
    canvas.blit(plain, (0, 0))
    assert canvas.rescaled_blits == 1
    assert pygame.Surface.get_at(canvas, (19, 19))[:3] == (0, 255, 0)
    assert pygame.Surface.get_at(canvas, (20, 20))[:3] == (0, 0, 0)


def test_fill_clip_and_subsurface_speak_logical_units():
    canvas = Layer((100, 100), 0, 1.5)
    canvas.fill((9, 9, 9), (10, 10, 20, 20))
    assert pygame.Surface.get_at(canvas, (15, 15))[:3] == (9, 9, 9)
    assert pygame.Surface.get_at(canvas, (45, 45))[:3] == (0, 0, 0)
    canvas.set_clip((0, 0, 50, 40))
    assert canvas.get_clip() == pygame.Rect(0, 0, 50, 40)
    sub = canvas.subsurface((10, 10, 20, 20))
    assert sub.get_size() == (20, 20) and sub.device_size == (30, 30) and sub.k == 1.5


def test_copies_keep_the_scale():
    layer = Layer((30, 20), pygame.SRCALPHA, 1.25)
    copy = layer.copy()
    assert isinstance(copy, Layer) and copy.k == 1.25 and copy.get_size() == (30, 20)


def test_adopt_keeps_pixels_exactly():
    font = pygame.font.Font(None, 30)
    text = font.render("Taco", True, (200, 100, 50))
    layer = Layer.adopt(text, 1.5)
    assert layer.device_size == text.get_size()
    assert layer.get_size() == (round(text.get_width() / 1.5), round(text.get_height() / 1.5))
    for x in range(0, text.get_width(), 3):
        for y in range(0, text.get_height(), 3):
            assert pygame.Surface.get_at(layer, (x, y)) == text.get_at((x, y))


def test_rect_conversions_keep_neighbours_seamless():
    left, right = device_rect((0, 0, 3, 3), 1.5), device_rect((3, 0, 3, 3), 1.5)
    assert left.right == right.left
    assert logical_rect(device_rect((10, 20, 30, 40), 1.5), 1.5) == pygame.Rect(10, 20, 30, 40)


def test_scale_one_means_plain_surfaces():
    plain = new_surface((10, 10))
    assert type(plain) is pygame.Surface and scale_of(plain) == 1.0
    like = surface_like(Layer((50, 50), 0, 2.0), (10, 10))
    assert isinstance(like, Layer) and like.k == 2.0
    assert matches(Layer((50, 50), 0, 2.0), Layer((50, 50), 0, 2.0))
    assert not matches(Layer((50, 50), 0, 2.0), Layer((50, 50), 0, 1.5))
    assert not matches(None, plain)


def test_the_canvas_rows_never_start_16_bytes_apart_at_any_scale():
    # (SDL copies opaque pictures between surfaces whose rows do with streaming stores, many
    # times slower than a plain copy: `canvas_surface`)
    from tabletop.ui.layer import canvas_surface

    for k in (1.0, 1.5, 2.0, 3.0):
        canvas = canvas_surface((1280, 720), k)
        assert canvas.get_pitch() % 16
        assert canvas.get_size() == (1280, 720)
        assert pygame.Surface.get_size(canvas) == (round(1280 * k), round(720 * k))
        assert scale_of(canvas) == k
        canvas.fill((1, 2, 3))
        assert canvas.get_at((0, 0))[:3] == (1, 2, 3)
