"""The display: a canvas drawn at the window's scale, letterboxed, pointer mapped back."""

import pygame

from tabletop.engine.display import LETTERBOX, Display
from tabletop.ui.layer import Layer


def test_headless_at_1280x720_uses_a_plain_canvas():
    display = Display(window=False)
    assert display.k == 1.0 and type(display.canvas) is pygame.Surface


def test_1920x1080_draws_at_one_and_a_half():
    display = Display(window=False, size=(1920, 1080))
    assert display.k == 1.5
    assert isinstance(display.canvas, Layer)
    assert display.canvas.get_size() == (1280, 720)
    assert display.canvas.device_size == (1920, 1080)


def test_a_near_miss_snaps_to_the_plain_path_and_limits_hold():
    assert Display(window=False, size=(1285, 723)).k == 1.0
    assert Display(window=False, size=(8000, 4500)).k == 3.0
    assert Display(window=False, size=(320, 180)).k == 0.5


def test_sync_scale_rebuilds_the_canvas_only_when_the_scale_changes():
    display = Display(window=False)
    assert not display.sync_scale()
    display._windowed_size = (2560, 1440)
    assert display.sync_scale()
    assert display.k == 2.0 and display.canvas.device_size == (2560, 1440)
    assert not display.sync_scale()


def test_a_window_letterboxes_and_maps_the_pointer_back(monkeypatch):
    pygame.display.init()
    display = Display(window=True, size=(1920, 1200))
    try:
        assert display.k == 1.5
        view = display.viewport()
        assert view == pygame.Rect(0, 60, 1920, 1080)
        assert display.to_logical((960, 600)) == (640, 360)
        assert display.to_logical((0, 0)) == (0, 0)
        display.canvas.fill((200, 100, 50))
        display.present()
        window = pygame.display.get_surface()
        assert window.get_at((5, 5))[:3] == LETTERBOX
        assert window.get_at((960, 600))[:3] == (200, 100, 50)
    finally:
        pygame.display.quit()
