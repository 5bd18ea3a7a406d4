"""The sprite cache: what it reads from a file it reads once."""

import pygame

from tabletop.assets.images import ImageCache


def test_drawn_bounds_are_the_files_drawing_read_once():
    images = ImageCache()
    path = "icons/blank.png"
    expected = images.original(path).get_bounding_rect()
    bounds = images.drawn_bounds(path)
    assert bounds == expected
    assert bounds.w < images.original(path).get_width() or bounds.x == 0
    bounds.inflate_ip(50, 50)  # a caller's change stays its own
    assert images.drawn_bounds(path) == expected
    images.set_render_scale(2.0)  # the file's pixels do not change with the window's scale
    assert images.drawn_bounds(path) == expected
    assert isinstance(images.drawn_bounds(path), pygame.Rect)
