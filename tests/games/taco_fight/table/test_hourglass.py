"""The hourglass's art: its red halo is one soft picture for every strength of the pulse, and
it stays in the glass's own room."""

import pygame

from tabletop.games.taco_fight.table.hourglass import (
    GlassArt,
    GlowLook,
    Hourglass,
    _paint_glow,
    elements,
)
from tabletop.ui.layer import Layer
from tests.scenes.every_scene import fresh_services


def _noisy(size, k):
    canvas = Layer(size, 0, k)
    w, h = pygame.Surface.get_size(canvas)
    for x in range(0, w, 5):
        pygame.Surface.fill(canvas, ((x * 5) % 256, (x * 3) % 256, 90), (x, 0, 5, h))
    return canvas


def test_the_halo_is_soft_one_picture_lent_at_each_strength(tmp_path):
    """No hard-edged oval: the halo is nothing at its edge and full by the glass; at any
    strength it is that one picture blitted at that alpha, its alpha given back."""
    services = fresh_services(tmp_path)
    art = GlassArt(services.images)
    k = services.images.k
    w, h = art.size
    size, glass = (w + 28, h + 28), (14, 14, w, h)
    halo = art.glow(size, glass)
    assert halo.get_at((0, size[1] // 2))[3] == 0  # nothing at its edge...
    assert halo.get_at((size[0] // 2, size[1] // 2))[3] == 255  # ...full behind the glass
    edge = [halo.get_at((x, size[1] // 2))[3] for x in range(0, 18)]
    assert edge == sorted(edge) and max(b - a for a, b in zip(edge, edge[1:], strict=False)) < 80
    for alpha in (0, 37, 110):
        ours, theirs = _noisy((300, 300), k), _noisy((300, 300), k)
        _paint_glow(art, GlowLook((10, 20, *size), glass, alpha), ours)
        halo.set_alpha(alpha)
        theirs.blit(halo, (10, 20))
        halo.set_alpha(255)
        assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(theirs, "RGB"), alpha
    assert art.glow(size, glass).get_alpha() == 255  # lent for one blit, given back


def test_the_halo_stays_in_the_glass_s_own_room(tmp_path):
    services = fresh_services(tmp_path)
    art = GlassArt(services.images)
    w, h = art.size
    room = pygame.Rect(100, 100, w + 10, h + 6)
    shown = elements(art, Hourglass(), room.center, 0.1, True, 0.0, 1.0, 5.0, room)
    glow = next(e for e in shown if e.key == "glass glow")
    assert room.contains(glow.rect)
