"""Every Taco Party card has its picture, found by its key, and every outfit and topper has its
own."""

import pygame

from tabletop.assets.paths import sprite_path
from tabletop.games.taco_party.rules.cards import OUTFIT, TOPPER
from tabletop.games.taco_party.table import faces
from tabletop.games.taco_party.table.art import PICTURES, sprites
from tests.games.taco_party.helpers import real_data


def dressing():
    return [c for c in real_data().cards if c.kind in (OUTFIT, TOPPER)]


def test_every_outfit_and_topper_has_a_picture_of_its_own():
    cards = dressing()
    paths = {faces.picture_path(card) for card in cards}
    assert len(paths) == len({card.key for card in cards}) == 16
    for path in paths:
        assert sprite_path(path).is_file(), path


def test_every_card_finds_its_picture_by_its_key():
    data = real_data()
    paths = {card.key: faces.picture_path(card) for card in data.cards}
    assert len(paths) == 23
    assert paths["empty-taco"] == "icons/empty_taco.png"
    assert paths["meat"] == "icons/meat.png"
    assert paths["chefs-hat"] == "taco_party/chefs_hat.png"
    assert paths["tiny-hat"] == "taco_party/tiny_hat.png"
    for key, path in paths.items():
        assert sprite_path(path).is_file(), (key, path)
    for row in data.rows:
        for liked in row.likes:
            assert sprite_path(f"icons/{faces.file_name(liked)}.png").is_file(), liked


def test_the_pictures_are_drawn_by_key_and_differ():
    keys = {card.key for card in dressing()}
    assert keys == {key for key, _ in PICTURES}
    assert {path for path, _ in sprites()} == {faces.picture_path(card) for card in dressing()}
    pixels = set()
    for card in dressing():
        image = pygame.image.load(str(sprite_path(faces.picture_path(card))))
        pixels.add(pygame.image.tobytes(image, "RGBA"))
    assert len(pixels) == 16  # no two share a picture (Top Hat is no sombrero)
