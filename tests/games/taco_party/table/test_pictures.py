"""Every Taco Party outfit and topper has its own picture, and the card shows it."""

import pygame

from tabletop.assets.paths import sprite_path
from tabletop.games.taco_party.rules.cards import OUTFIT, TOPPER
from tabletop.games.taco_party.table import faces
from tabletop.games.taco_party.table.art import PICTURES, slug
from tests.games.taco_party.helpers import real_data


def dressing():
    return [c for c in real_data().cards if c.kind in (OUTFIT, TOPPER)]


def test_every_outfit_and_topper_has_a_picture_of_its_own():
    cards = dressing()
    paths = {faces.picture_path(card) for card in cards}
    assert len(paths) == len({card.name for card in cards}) == 16
    for path in paths:
        assert sprite_path(path).is_file(), path


def test_the_pictures_are_drawn_by_name_and_differ():
    names = {card.name for card in dressing()}
    assert names == {name for name, _ in PICTURES}
    assert all(slug(name) == faces.slug(name) for name in names)
    pixels = set()
    for card in dressing():
        image = pygame.image.load(str(sprite_path(faces.picture_path(card))))
        pixels.add(pygame.image.tobytes(image, "RGBA"))
    assert len(pixels) == 16  # no two share a picture (Top Hat is no sombrero)
