"""Every cache of pictures is bounded by a share of one canvas at its render scale."""

from __future__ import annotations

import pygame

from tabletop.ui import pixel_budget
from tabletop.ui.fonts import FontBook
from tabletop.ui.pixel_budget import MB, Share


def test_a_share_grows_with_the_canvas_and_keeps_its_floor():
    share = Share(0.5, 8 * MB)
    assert share.bytes_at(1.0) == 8 * MB  # a 720p canvas: the floor
    assert share.bytes_at(3.0) == int(0.5 * 1280 * 720 * 4 * 9)  # a 4K TV's: half a canvas
    assert share.bytes_at(3.0) > share.bytes_at(1.5) >= share.bytes_at(1.0)


def test_the_text_cache_follows_the_render_scale():
    pygame.font.init()
    book = FontBook()
    book.set_render_scale(3.0)
    assert book.text_bytes == pixel_budget.TEXT.bytes_at(3.0)
    book.set_render_scale(1.0)
    assert book.text_bytes == pixel_budget.TEXT.floor


def test_a_4k_tables_caches_together_stay_within_two_canvases():
    k = 3.0
    shares = (pixel_budget.TEXT, pixel_budget.PICTURES, pixel_budget.SCALED, pixel_budget.FLIPS)
    canvas = 1280 * 720 * 4 * k * k
    assert sum(share.bytes_at(k) for share in shares) <= 2 * canvas
