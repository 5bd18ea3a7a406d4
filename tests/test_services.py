"""The services' felt: made once per render scale, opaque, so each region drawn again starts
with a plain copy of it rather than a blend."""

import pygame

from tabletop.app import build_services


def test_the_felt_is_kept_opaque_and_drawn_as_a_plain_copy(tmp_path):
    services = build_services(window=True, size=(1280, 720), storage_folder=tmp_path)
    canvas = services.display.canvas
    services.draw_felt(canvas)
    felt = services._felt
    assert felt is not None and not felt.get_flags() & pygame.SRCALPHA
    services.draw_felt(canvas, pygame.Rect(10, 10, 50, 50))
    assert services._felt is felt  # kept, not made again
