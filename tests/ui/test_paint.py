"""paint: pygame.draw and transforms in logical units, on plain surfaces and on Layers."""

import pygame

from tabletop.ui import paint
from tabletop.ui.layer import Layer


def test_plain_surfaces_draw_exactly_as_pygame_does():
    ours, theirs = pygame.Surface((60, 60)), pygame.Surface((60, 60))
    paint.rect(ours, (200, 10, 10), (5, 5, 30, 20), 2, border_radius=6)
    pygame.draw.rect(theirs, (200, 10, 10), (5, 5, 30, 20), 2, border_radius=6)
    paint.circle(ours, (10, 200, 10), (40, 40), 9)
    pygame.draw.circle(theirs, (10, 200, 10), (40, 40), 9)
    paint.line(ours, (1, 2, 3), (0, 59), (59, 0), 3)
    pygame.draw.line(theirs, (1, 2, 3), (0, 59), (59, 0), 3)
    assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(theirs, "RGB")


def test_on_a_layer_shapes_land_at_device_positions_with_scaled_widths():
    layer = Layer((100, 100), 0, 2.0)
    paint.rect(layer, (255, 255, 255), (10, 10, 20, 20), 1)
    # a 1-logical-pixel border is 2 device pixels wide, starting at device x 20
    assert pygame.Surface.get_at(layer, (20, 30))[:3] == (255, 255, 255)
    assert pygame.Surface.get_at(layer, (21, 30))[:3] == (255, 255, 255)
    assert pygame.Surface.get_at(layer, (22, 30))[:3] == (0, 0, 0)
    assert pygame.Surface.get_at(layer, (19, 30))[:3] == (0, 0, 0)
    paint.circle(layer, (0, 0, 255), (70, 70), 10)
    assert pygame.Surface.get_at(layer, (140, 140))[:3] == (0, 0, 255)
    assert pygame.Surface.get_at(layer, (140, 121))[:3] == (0, 0, 255)
    assert pygame.Surface.get_at(layer, (140, 118))[:3] == (0, 0, 0)


def test_polygon_lines_ellipse_arc_return_logical_rects():
    layer = Layer((100, 100), pygame.SRCALPHA, 1.5)
    assert paint.polygon(layer, (1, 1, 1), [(10, 10), (50, 10), (30, 40)]).width in (40, 41)
    assert paint.ellipse(layer, (1, 1, 1), (0, 0, 20, 10)).size == (20, 10)
    paint.lines(layer, (1, 1, 1), True, [(0, 0), (10, 0), (10, 10)], 2)
    paint.arc(layer, (1, 1, 1), (0, 0, 40, 40), 0, 3.14, 2)


def test_transforms_keep_the_scale_and_take_logical_sizes():
    layer = Layer((40, 20), pygame.SRCALPHA, 1.5)
    wide = paint.smoothscale(layer, (80, 20))
    assert isinstance(wide, Layer) and wide.get_size() == (80, 20)
    assert wide.device_size == (120, 30)
    turned = paint.rotate(layer, 90)
    assert isinstance(turned, Layer) and turned.get_size() == (20, 40)
    assert paint.rotozoom(layer, 0, 1.0).k == 1.5
    assert paint.scale(pygame.Surface((4, 4)), (8, 8)).get_size() == (8, 8)


def _noisy(size, k):
    """A canvas of varied pixels (a veil over one flat colour would hide a wrong blend)."""
    canvas = Layer(size, 0, k) if k != 1.0 else pygame.Surface(size)
    w, h = pygame.Surface.get_size(canvas)
    for x in range(0, w, 7):
        pygame.Surface.fill(canvas, ((x * 5) % 256, (x * 3) % 256, 90), (x, 0, 7, h))
    return canvas


def test_a_veil_gives_the_pixels_of_a_translucent_sheet_blitted_there():
    """`veil` makes no sheet as big as its area, yet its pixels are those of one: at every
    scale, every alpha, inside a clip too (the retained canvas paints in regions)."""
    from tabletop.ui.layer import surface_like

    for k in (1.0, 1.5, 2.0, 4 / 3, 3.0):
        for alpha in (0, 1, 97, 190, 255):
            for clip in (None, (300, 320, 500, 40), (0, 0, 1280, 351)):
                ours, theirs = _noisy((1280, 720), k), _noisy((1280, 720), k)
                for canvas in (ours, theirs):
                    canvas.set_clip(clip)
                paint.veil(ours, (0, 331), (1280, 57), (10, 20, 24, alpha))
                sheet = surface_like(theirs, (1280, 57), pygame.SRCALPHA)
                sheet.fill((10, 20, 24, alpha))
                theirs.blit(sheet, (0, 331))
                assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(theirs, "RGB"), \
                    (k, alpha, clip)


def test_a_rounded_veil_gives_the_pixels_of_a_rounded_translucent_sheet_blitted_there():
    """`rounded_veil` draws only its corners as a picture, yet its pixels are those of a
    whole sheet with a rounded rectangle drawn on it: at every scale, size, radius and
    alpha, inside a clip too, and when the sheet is too small to save anything."""
    from tabletop.ui.layer import new_surface

    for k in (1.0, 1.5, 4 / 3, 3.0):
        for size, radius in (((300, 120), 12), ((301, 57), 10), ((64, 40), 0), ((30, 20), 14),
                             ((25, 200), 12)):
            for alpha in (1, 97, 150, 255):
                for clip in (None, (210, 140, 60, 500)):
                    ours, theirs = _noisy((640, 360), k), _noisy((640, 360), k)
                    for canvas in (ours, theirs):
                        canvas.set_clip(clip)
                    colour = (14, 40, 48, alpha)
                    paint.rounded_veil(ours, (201.4, 133), size, colour, radius)
                    sheet = new_surface(size, pygame.SRCALPHA, k)
                    paint.rect(sheet, colour, sheet.get_rect(), border_radius=radius)
                    theirs.blit(sheet, (201.4, 133))
                    assert (pygame.image.tobytes(ours, "RGB")
                            == pygame.image.tobytes(theirs, "RGB")), (k, size, radius, alpha, clip)


def sharpness(surface: pygame.Surface) -> int:
    """How much neighbouring device pixels differ along a row through the middle."""
    width, height = pygame.Surface.get_size(surface)
    row = [pygame.Surface.get_at(surface, (x, height // 2))[0] for x in range(width)]
    return sum(abs(a - b) for a, b in zip(row, row[1:], strict=False))


def test_soften_blurs_what_an_overlay_lies_on_at_every_scale():
    """Under the pause menu, the aid and the scores the table is softened: its fine stripes
    (text, card edges) no longer compete with the overlay; the same at any render scale."""
    for k in (1.0, 1.5):
        layer = Layer((120, 40), 0, k)
        for x in range(0, 120, 4):
            paint.rect(layer, (255, 255, 255), (x, 0, 2, 40))
        before = sharpness(layer)
        paint.soften(layer, 6)
        assert sharpness(layer) < before / 4
