"""The services' felt: made once per render scale, opaque, so each region drawn again starts
with a plain copy of it rather than a blend."""

import pygame
import pytest

from tabletop.app import build_services


def test_the_felt_is_kept_opaque_and_drawn_as_a_plain_copy(tmp_path):
    services = build_services(window=True, size=(1280, 720), storage_folder=tmp_path)
    canvas = services.display.canvas
    services.draw_felt(canvas)
    felt = services._felt
    assert felt is not None and not felt.get_flags() & pygame.SRCALPHA
    services.draw_felt(canvas, pygame.Rect(10, 10, 50, 50))
    assert services._felt is felt  # kept, not made again


@pytest.mark.parametrize("window", [True, False], ids=["window", "headless"])
def test_the_felt_is_the_sprite_scaled_to_the_window_and_kept_once(tmp_path, window):
    services = build_services(window=window, size=(1920, 1080), storage_folder=tmp_path)
    canvas = services.display.canvas
    services.draw_felt(canvas)
    felt = services._felt
    device = pygame.Surface.get_size(felt)
    assert device == (1920, 1080)
    sprite = pygame.transform.smoothscale(services.images.original("table/felt.png"), device)
    for spot in [(960, 540), (700, 480), (1200, 600)]:  # the middle: the sprite, unshaded
        assert pygame.Surface.get_at(felt, spot)[:3] == sprite.get_at(spot)[:3]
    for spot in [(40, 40), (1880, 1040)]:  # towards the corners: the vignette darkens it
        assert sum(pygame.Surface.get_at(felt, spot)[:3]) < sum(sprite.get_at(spot)[:3])
    assert not services.images._scaled  # a window-sized picture is not kept twice


def test_a_tables_ground_takes_the_felts_place_and_goes_with_its_table(tmp_path):
    services = build_services(window=True, size=(1280, 720), storage_folder=tmp_path)
    canvas = services.display.canvas
    services.draw_felt(canvas)  # the menus' felt
    menus_felt = services._felt
    felt = pygame.Surface.copy(services._felt)
    table, rematch = object(), object()

    def make() -> pygame.Surface:
        return services.felt_to_print_on(canvas)

    ground = services.ground(table, "board", make)
    assert services._felt is None, "the ground holds the felt now: not kept twice"
    assert ground is menus_felt, "the felt is handed over, not copied beside itself"
    assert pygame.image.tobytes(ground, "RGB") == pygame.image.tobytes(felt, "RGB")
    assert services.ground(table, "board", make) is ground  # made once
    services.draw_felt(canvas)  # the menu the table opened from, drawn once more
    assert services.ground(table, "board", make) is ground and services._felt is None, (
        "a felt painted since for a menu is let go once the table draws its ground")
    assert services.ground(rematch, "board", make) is ground  # a rematch draws the same one
    services.let_go_of_ground(table)  # the first table closes after the rematch opened
    assert services.ground(rematch, "board", make) is ground
    services.let_go_of_ground(rematch)
    assert services._ground is None
    services.draw_felt(canvas)  # the next menu paints the felt again, the same
    assert pygame.image.tobytes(services._felt, "RGB") == pygame.image.tobytes(felt, "RGB")
    assert services._felt is ground, "over the ground let go: never two window-sized pictures"
