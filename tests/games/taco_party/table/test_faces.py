"""A card face says its name whole or sensibly short, never a word broken with a hyphen, and its
marks (the likes heart, the liked ingredients) at a readable size."""

from __future__ import annotations

from functools import partial

import pytest

from tabletop.assets.catalogs import load_language
from tabletop.games.taco_party.table import faces
from tabletop.games.taco_party.table.faces import (
    LIKES_HEART,
    LIKES_ICON,
    LIKES_ICON_LARGE,
    NAME_SIZES,
    label_lines,
    name_lines,
    name_room,
)
from tabletop.games.taco_party.table.phrases import SHORT_NAMES
from tabletop.games.taco_party.table.plate_layout import LARGE, MEDIUM, SMALL
from tests.games.taco_party.helpers import real_data
from tests.scenes.helpers import headless_services


def fits_in(fonts, width: int, text: str) -> bool:
    return fonts.measure(text, 16)[0] <= width


def test_a_name_is_split_between_words_or_shortened_never_hyphen_broken():
    def fits(width):
        return lambda text: len(text) <= width

    assert label_lines("Meat", None, fits(8)) == ["Meat"]
    assert label_lines("Superhero Cape", None, fits(10)) == ["Superhero", "Cape"]
    assert label_lines("Guacamole", "Guac.", fits(6)) == ["Guac."]
    assert label_lines("Guacamole", None, fits(6)) == ["Guaca."]
    assert label_lines("Sombrero de Copa", None, fits(9)) == ["Sombrero", "de Copa"]
    assert label_lines("Máscara de Lucha", None, fits(6)) == ["Másca.", "de", "Lucha"]
    assert label_lines("Sombrero de Copa", None, fits(8)) == ["Sombrero", "de Copa"]
    assert label_lines("Meat", None, fits(1)) is None


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.3])
def test_every_card_name_fits_its_face_without_a_hyphen_at_every_size(code, scale):
    services = headless_services()
    services.fonts.set_scale(scale)
    words = load_language(code)
    book = faces.PartyFaces(services.images, services.fonts, words)
    data = real_data()
    for size in (SMALL, MEDIUM, LARGE):
        width = name_room(size)
        for card in {c.key: c for c in data.cards}.values():
            name = words.gettext(card.name)
            short = SHORT_NAMES.get(card.key)
            fits = partial(fits_in, services.fonts, width)
            lines = label_lines(name, words.gettext(short) if short else None, fits)
            assert lines, (size.name, name)
            assert not any(line.endswith("-") for line in lines), (size.name, name, lines)
            assert len(lines) <= (2 if scale <= 1.0 else 3)
            label = book._name_label(card, width)
            assert label is not None and label.get_width() <= width


@pytest.mark.parametrize("code", ["en", "es"])
def test_a_card_has_one_name_everywhere_at_the_usual_text_size(code):
    """At the usual text size every name shows whole on every face (never "Guac." on one
    card and "Guacamole" on another), at 16 px or more (the table's smallest text), clear
    of both side edges."""
    services = headless_services()
    words = load_language(code)
    for size in (SMALL, MEDIUM, LARGE):
        assert size.width - name_room(size) >= 8
        for card in {c.key: c for c in real_data().cards}.values():
            name = words.gettext(card.name)
            lines, px = name_lines(name, None, name_room(size), services.fonts.measure)
            assert lines is not None and " ".join(lines) == name, (size.name, name, lines)
            assert px >= min(NAME_SIZES) >= 16


def test_the_likes_heart_and_icons_are_readable():
    assert 2 * LIKES_HEART >= 18  # every face's heart, the compact card's too
    assert LIKES_ICON >= 30  # a crowded plate's compact cards


def test_the_middles_likes_read_at_a_glance_across_the_room():
    """What a card for sale likes is the buying decision: the middle's cards are drawn at a
    size whose liked pictures are 34 px at 1280x720 (the reviewer measured about 18 before),
    each drawing filling its square (36 left the Lettuce's tomato under its cost ticket)."""
    from tabletop.games.taco_party.table.view_model import MIDDLE

    assert faces.likes_side(MIDDLE) == faces.LIKES_ICON_MIDDLE >= 34
    assert faces.LIKES_ICON_MIDDLE > LIKES_ICON_LARGE > LIKES_ICON


@pytest.mark.parametrize("side", [LIKES_ICON, LIKES_ICON_LARGE, faces.LIKES_ICON_MIDDLE])
def test_a_liked_ingredients_drawing_fills_its_square(side):
    """The likes read across the table: each picture's drawing, not its file's empty margin,
    is as big as its square (the reviewer measured 10-12 px blobs before)."""
    import pygame

    services = headless_services()
    book = faces.PartyFaces(services.images, services.fonts)
    assert LIKES_ICON_LARGE > LIKES_ICON >= 24
    for name in ("meat", "cheese", "lettuce", "tomato", "guacamole", "salsa"):
        icon, (dx, dy) = book.liked_icon(name, side)
        drawn = icon.get_bounding_rect().move(dx, dy)
        assert max(drawn.w, drawn.h) >= side - 2, (name, drawn)
        assert pygame.Rect(-1, -1, side + 2, side + 2).contains(drawn), (name, drawn)


@pytest.mark.parametrize("size", [SMALL, MEDIUM, LARGE], ids=lambda s: s.name)
def test_two_liked_pictures_stand_side_by_side_whole_beside_the_cost(size):
    """Every ingredient likes two others: their pictures stand side by side at their full
    square, neither over the other, clear of the cost ticket (narrowed for them, never under
    a one-digit cost's width) -- the reviewer saw them squeezed to half-hidden blobs."""
    import pygame

    services = headless_services()
    book = faces.PartyFaces(services.images, services.fonts)
    side = faces.likes_side(size)
    chip = faces.cost_chip_width(size)
    assert faces.COST_CHIP_LEAST <= chip <= size.band
    assert all(len(card.likes) <= 2 for card in real_data().cards)
    first = faces.likes_left(size)  # after the heart, or under its badge on a narrow face
    assert first + 2 * side + 1 + faces.LIKES_CHIP_GAP <= size.width - chip - 4 - 2, \
        (size.name, side, chip)  # spaced from the ticket (the tomato once ran under it)
    card = next(c for c in real_data().cards if c.key == "tomato")
    face = pygame.Surface((size.width, size.height), pygame.SRCALPHA)
    book._likes(face, card, size)
    book._cost_chip(face, card, size)  # both drawn: nothing of one under the other
    assert face.get_bounding_rect().w > 0


@pytest.mark.parametrize("size", [SMALL, MEDIUM, LARGE], ids=lambda s: s.name)
def test_the_likes_heart_stands_clear_of_the_liked_pictures(size):
    """A reviewer found the heart of a card's likes row over its first picture: on every face
    the heart stands beside the pictures (before them on a large face, above the first one on
    a narrower one), none of its pixels on a picture's disc, and clear of the card's name."""
    import math

    import pygame

    from tabletop.ui import palette

    services = headless_services()
    book = faces.PartyFaces(services.images, services.fonts)
    side = faces.likes_side(size)
    y = size.height - side - 4  # the row's top (faces._likes)
    for card in {c.key: c for c in real_data().cards if c.kind == "ingredient"}.values():
        face = pygame.Surface((size.width, size.height), pygame.SRCALPHA)
        book._likes(face, card, size)
        heart = [(x, yy) for x in range(size.width) for yy in range(size.height)
                 if face.get_at((x, yy))[:3] == palette.CHILI]
        assert heart, card.key
        for i in range(len(card.likes)):
            centre = (faces.likes_left(size) + i * (side + 1) + side / 2, y + side / 2)
            assert all(math.dist((x + 0.5, yy + 0.5), centre) > side / 2 for x, yy in heart), \
                (card.key, size.name)
        if size.width < LARGE.width:  # the name's room ends above the heart's top
            footer = max(size.band - 2, side + 4) + faces.heart_rise(size)
            assert min(yy for _, yy in heart) >= size.height - footer - 2 + 1, card.key
        # 18 px across, the table's least for a mark that carries meaning (a reviewer read
        # the 14-16 px hearts as specks at 1280x720)
        assert max(x for x, _ in heart) - min(x for x, _ in heart) + 1 >= 18, size.name


def test_the_hands_key_draws_its_marks_at_18_px():
    """The key beside the hand (points, cost, likes, burns): its heart and flame tag 18 px
    across like the cards' own marks, never the 12-16 px specks a reviewer could not read."""
    import pygame

    from tabletop.ui import palette
    from tests.games.taco_party.table.fullest import fullest_tables

    _, table = fullest_tables(2, "many tacos")
    canvas = pygame.Surface((1280, 720))
    canvas.fill((0, 0, 0))
    key = next(e for e in table.elements(canvas) if e.key == "number key")
    key.paint(canvas)
    box = pygame.Rect(key.look.box)
    from tabletop.games.taco_party.table.view_model import KEY_ROW

    for row in (2, 3):  # the heart's row, the flame tag's row
        top = box.y + 2 + row * KEY_ROW
        red = [x for x in range(box.x, box.x + 26) for y in range(top, top + KEY_ROW)
               if tuple(canvas.get_at((x, y))[:3]) == palette.CHILI]
        assert max(red) - min(red) + 1 >= 18, row


@pytest.mark.parametrize("size", [SMALL, MEDIUM], ids=lambda s: s.name)
def test_a_bands_picture_is_its_drawing_as_tall_as_the_band_holds(size):
    """What is tucked into a taco reads on its band: each card's band picture is its drawing
    (not its file's empty margin) as tall as the band less 2 px (a wide one as wide as
    `BAND_PICTURE_WIDE` allows), inside its box at the band's left: 24 px and more on the
    plates' cards at 720p (16-20 px of drawing before)."""
    import pygame

    services = headless_services()
    book = faces.PartyFaces(services.images, services.fonts)
    width, height = round(faces.BAND_PICTURE_WIDE * (size.band - 2)), size.band - 2
    assert height >= 24
    for card in real_data().cards:
        picture, (dx, dy) = book.drawn(faces.picture_path(card), width, height, centred=False)
        drawn = picture.get_bounding_rect().move(dx, dy)
        assert drawn.h >= height - 2 or drawn.w >= width - 2, (card.key, drawn)
        assert max(drawn.w, drawn.h) >= 24, (card.key, drawn)
        assert pygame.Rect(-1, -1, width + 2, height + 2).contains(drawn), (card.key, drawn)


@pytest.mark.parametrize("size", [LARGE, MEDIUM, SMALL], ids=lambda s: s.name)
def test_a_stacked_cards_points_read_at_the_tables_smallest_text_or_larger(size):
    """A taco's lower cards show their points on a disc in the band the next card leaves:
    never under the table's smallest text (16 px; a reviewer read the 14 px digits as 12 px),
    larger where the band shows more, and the digits inside the disc's cream."""
    import pygame

    from tabletop.ui.fonts import MIN_TEXT

    services = headless_services()
    book = faces.PartyFaces(services.images, services.fonts)
    card = next(c for c in real_data().cards if c.key == "guacamole")
    sizes: list[float] = []
    services.fonts.text = partial(_spy_text, services.fonts.text, sizes)
    for step in range(faces.COVERED_STEP_LEAST, size.band + 2):
        canvas = pygame.Surface((size.width + 8, size.height + 8))
        sizes.clear()
        book.covered_disc(canvas, card, size, (4, 4), step)
        assert sizes and min(sizes) >= MIN_TEXT, (step, sizes)
        rad = (step - 1) // 2
        ink = services.fonts.measure("3", sizes[-1])
        assert ink[0] <= 2 * rad - 4, (step, ink)  # across the cream, clear of the ring
    assert faces.COVERED_NUMERAL >= MIN_TEXT


def _spy_text(text, sizes, words, size, *args, **kwargs):
    sizes.append(size)
    return text(words, size, *args, **kwargs)


def _ink_height(face, box) -> int:
    """The height of the dark (digit) ink inside `box` of a face."""
    x0, y0, x1, y1 = box
    rows = [y for y in range(y0, y1) for x in range(x0, x1) if sum(face.get_at((x, y))[:3]) < 200]
    return max(rows) - min(rows) + 1 if rows else 0


@pytest.mark.parametrize("size", [SMALL, MEDIUM, LARGE], ids=lambda s: s.name)
def test_the_cost_digits_read_from_the_sofa(size):
    """At 1280x720 the cost's digits were about 13 px tall (a reviewer, from the sofa): the
    ticket is as tall as the band, its digits as big as the score's and at least 17 px of ink
    on every size a player reads; the score's numerals are as big."""
    services = headless_services()
    book = faces.PartyFaces(services.images, services.fonts)
    data = real_data()
    assert faces.cost_chip_height(size) == size.band
    assert size.numeral >= 23
    for key in ("meat", "sombrero", "poncho"):
        card = next(c for c in data.cards if c.key == key)
        face = book.face(card, size)
        w, h = size.width, size.height
        chip_w, chip_h = faces.cost_chip_width(size), faces.cost_chip_height(size)
        # inside the ticket's gold, clear of its dark border
        ink = _ink_height(face, (w - chip_w - 3, h - chip_h - 2, w - 5, h - 6))
        assert ink >= 17, (size.name, key, ink)


def test_each_liked_disc_wears_its_own_colour_as_a_ring():
    """Tomato, salsa and guacamole read alike as small pictures: each liked disc has a ring
    of its ingredient's own colour, and the look-alikes' rings stand apart."""
    import math

    import pygame

    services = headless_services()
    book = faces.PartyFaces(services.images, services.fonts)
    side = faces.LIKES_ICON_MIDDLE
    rings = {}
    for name in ("tomato", "salsa", "guacamole", "lettuce"):
        surface = pygame.Surface((side, side), pygame.SRCALPHA)
        book.liked_disc(surface, name, 0, 0, side)
        expected = faces.shade(faces.INGREDIENT_COLOURS[name], 0.85)
        r = side / 2 - 1.5  # the ring's middle, at 16 points round it (the picture over
        # some of them)
        points = [surface.get_at((round(side / 2 + r * math.cos(a) - 0.5),
                                  round(side / 2 + r * math.sin(a) - 0.5)))[:3]
                  for a in (i * math.pi / 8 for i in range(16))]
        on_ring = [p for p in points
                   if all(abs(a - b) <= 2 for a, b in zip(p, expected, strict=True))]
        assert len(on_ring) >= 2, (name, points)  # (the salsa's tall jar hides most of its
        # ring: the jar is that crimson itself)
        rings[name] = expected
    assert faces.LIKES_RING >= 3

    def apart(a, b):
        return sum(abs(x - y) for x, y in zip(rings[a], rings[b], strict=True))

    assert apart("tomato", "salsa") >= 80 and apart("guacamole", "lettuce") >= 80
