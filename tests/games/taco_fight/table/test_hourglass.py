"""The hourglass's art: its red halo is one picture for every strength of the pulse."""

import pygame

from tabletop.games.taco_fight.table.hourglass import (
    GLOW_GROW,
    WARN_RED,
    GlassArt,
    GlowLook,
    _paint_glow,
)
from tabletop.ui import paint
from tabletop.ui.layer import Layer, new_surface
from tests.scenes.every_scene import fresh_services


def _noisy(size, k):
    canvas = Layer(size, 0, k)
    w, h = pygame.Surface.get_size(canvas)
    for x in range(0, w, 5):
        pygame.Surface.fill(canvas, ((x * 5) % 256, (x * 3) % 256, 90), (x, 0, 5, h))
    return canvas


def test_the_halo_at_any_strength_has_the_pixels_of_one_drawn_at_that_strength(tmp_path):
    services = fresh_services(tmp_path)
    art = GlassArt(services.images)
    k = services.images.k
    w, h = art.size
    size = (w + GLOW_GROW, h + GLOW_GROW)
    for alpha in (0, 1, 37, 64, 109, 110):
        ours, theirs = _noisy((300, 300), k), _noisy((300, 300), k)
        _paint_glow(art, GlowLook((150, 150), alpha), ours)
        halo = new_surface(size, pygame.SRCALPHA, k)
        paint.ellipse(halo, (*WARN_RED, alpha), halo.get_rect())
        theirs.blit(halo, halo.get_rect(center=(150, 150)))
        assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(theirs, "RGB"), alpha
    assert art.glow(size).get_alpha() == 255  # lent for one blit, given back
