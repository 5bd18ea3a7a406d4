"""A caption lies on a plate as wide as its words (the box when they wrap), its words inside."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import build_services
from tabletop.kit.caption_plate import CAPTION_PAD, paint_caption_plate
from tabletop.kit.scene import TableScene
from tabletop.ui import fonts
from tabletop.ui.palette import HISTORY_FILL


@pytest.fixture(scope="module")
def style():
    services = build_services(window=False)
    return TableScene.style(type("Table", (), {"services": services})())


def plate_bounds(canvas: pygame.Surface) -> pygame.Rect:
    mask = pygame.mask.from_threshold(canvas, HISTORY_FILL, (4, 4, 4, 255))
    return mask.get_bounding_rects()[0]


def test_a_short_caption_sits_on_a_plate_its_words_wide(style):
    canvas = pygame.Surface((800, 200))
    canvas.fill((0, 90, 60))
    box = pygame.Rect(100, 70, 600, 60)
    text = "Every hand is face up in its seat"
    paint_caption_plate(canvas, style, text, fonts.SMALL, box)
    wide, _ = style.ui.measure(text, fonts.SMALL)
    plate = plate_bounds(canvas)
    assert abs(plate.w - (wide + 2 * CAPTION_PAD[0])) <= 4
    assert abs(plate.centerx - box.centerx) <= 2 and box.contains(plate)
    inked = [canvas.get_at((x, plate.centery))[:3] for x in range(plate.x, plate.right)]
    assert any(pixel != HISTORY_FILL[:3] for pixel in inked)  # its words are on it


def test_a_long_caption_takes_the_whole_box_and_wraps(style):
    canvas = pygame.Surface((500, 200))
    canvas.fill((0, 90, 60))
    box = pygame.Rect(50, 40, 300, 90)
    paint_caption_plate(canvas, style, "Every hand is face up in its seat, as it was dealt "
                        "and as it was played", fonts.SMALL, box)
    plate = plate_bounds(canvas)
    assert abs(plate.w - box.w) <= 2 and abs(plate.h - box.h) <= 2
