"""The felt's finish: a soft vignette and the table's edge, painted once into the kept felt
picture (a still screen costs nothing more), never on the high-contrast table's felt."""

import dataclasses

import pygame
import pytest

from tabletop.app import build_services
from tabletop.ui import felt_finish
from tabletop.ui.felt_finish import RIM, SHADE, VIGNETTE_DARKEST, finish, shade_at
from tabletop.ui.layer import new_surface
from tabletop.ui.palette import FELT, TABLE_RIM


def test_the_shade_is_clear_in_the_middle_and_deepest_in_the_corners():
    assert shade_at(0, 0) == 0 and shade_at(0.3, -0.2) == 0
    assert shade_at(1, 1) == VIGNETTE_DARKEST == shade_at(-1, -1)
    along = [shade_at(t, t) for t in (0.6, 0.7, 0.8, 0.9, 1.0)]
    assert along == sorted(along)  # darker the further out, no ring


@pytest.mark.parametrize("k", [1.0, 1.5])
def test_the_edge_frames_the_felt_and_its_shadow_falls_inward(k):
    felt = new_surface((1280, 720), 0, k)
    felt.fill(FELT)
    finish(felt)
    device = pygame.Surface.get_size(felt)
    assert device == (round(1280 * k), round(720 * k))

    def at(x, y):
        return pygame.Surface.get_at(felt, (round(x * k), round(y * k)))[:3]

    assert at(1, 360) == TABLE_RIM and at(640, 718) == TABLE_RIM
    inside = sum(at(RIM + 2, 360))
    assert inside < sum(at(RIM + SHADE + 20, 360)) <= sum(at(640, 360))
    assert at(640, 360) == FELT  # the middle untouched


def test_the_felt_is_finished_once_and_the_high_contrast_felt_is_plain(tmp_path, monkeypatch):
    finished = []
    original = felt_finish.finish
    monkeypatch.setattr(felt_finish, "finish", lambda felt: finished.append(original(felt)))
    services = build_services(window=False, size=(1280, 720), storage_folder=tmp_path)
    canvas = services.display.canvas
    for region in (None, pygame.Rect(0, 0, 100, 100), pygame.Rect(600, 300, 80, 80)):
        services.draw_felt(canvas, region)
    assert len(finished) == 1  # every later frame is a plain copy of the kept picture
    services.theme = dataclasses.replace(services.theme, felt_veil=60)  # high contrast
    services._felt = None
    services.draw_felt(canvas)
    assert len(finished) == 1
    assert pygame.Surface.get_at(services._felt, (1, 360))[:3] != TABLE_RIM


@pytest.mark.parametrize("device", [(3840, 2160), (1920, 1080), (1366, 768), (641, 359)])
def test_the_shade_laid_in_bands_of_columns_is_one_smooth_scale(device):
    """Without a window-sized scratch picture, the vignette's pixels are those one smooth-scale
    of its map gives."""
    small = pygame.Surface(felt_finish.VIGNETTE_MAP, pygame.SRCALPHA)
    for row in range(small.get_height()):
        for column in range(small.get_width()):
            small.set_at((column, row), (0, 0, 0, (column * 37 + row * 91) % 256))
    whole = pygame.transform.smoothscale(small, device)
    laid = pygame.Surface(device, pygame.SRCALPHA)
    widest = 0
    for x, band in felt_finish.vignette_bands(small, device):
        laid.blit(band, (x, 0), special_flags=pygame.BLEND_RGBA_ADD)
        widest = max(widest, band.get_width())
    assert pygame.image.tobytes(laid, "RGBA") == pygame.image.tobytes(whole, "RGBA")
    assert widest <= felt_finish.VIGNETTE_BAND
