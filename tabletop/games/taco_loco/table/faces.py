"""Taco Loco card faces, composed once from the generated icons and cached per kind and value."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from tabletop.core.language import Language
from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME, Card
from tabletop.ui import paint, palette
from tabletop.ui.card_sprite import CARD_SIZE
from tabletop.ui.layer import Layer, new_surface

VALUE_ICONS = {1: "lettuce", 2: "tomato", 3: "onion", 4: "cheese", 5: "meat", 6: "guacamole"}
VALUE_COLOURS = {1: palette.LETTUCE, 2: palette.TOMATO, 3: palette.ONION, 4: palette.CHEESE,
                 5: palette.MEAT, 6: palette.AVOCADO}
"""Each number's band: 1's light lettuce and 6's deep avocado apart in a stack's strips."""
CHARCOAL = palette.CHARCOAL
UNDERLINED = ("6", "9")
CAPTION_PX = 18
SPECIAL_CORNER_PX = 31
"""A special card's corner number ("11", "0"): larger than a number card's, with no band
behind it on its gold or night face (and still inside a stacked taco's strip)."""
LARGE_READABLE = 3.0
"""The least contrast of a card's large number with what it stands on (WCAG AA, large)."""


BACK = "backs/taco_loco.png"
BACK_INNER = pygame.Rect(15, 15, 210, 306)
"""Inside the back's cream line, in its file's pixels: its Talavera lattice."""
LATTICE = (40, 72)
"""The lattice's period in the back's file (a diamond every 40 px, each row's offset by half
of that, 36 px apart)."""
MARK = "icons/taco_face.png"
MARK_SHARE = 0.62
"""The taco mark on a plain back, as a share of the card's width."""


def plain_back(images, size: tuple[int, int]) -> pygame.Surface:
    """The game's card back `size` small as a seat's panel shows it: its lattice and its taco
    mark only (the name's lettering, shrunk that far, was a smudge), made from the back's file:
    the lattice copied over its name's badge, the mark in the middle."""
    back = images.original(BACK)
    plain = back.copy()
    tile = back.subsurface(pygame.Rect(BACK_INNER.topleft, LATTICE)).copy()
    plain.set_clip(BACK_INNER)
    for y in range(BACK_INNER.y, BACK_INNER.bottom, LATTICE[1]):
        for x in range(BACK_INNER.x, BACK_INNER.right, LATTICE[0]):
            plain.blit(tile, (x, y))
    plain.set_clip(None)
    side = round(back.get_width() * MARK_SHARE)
    mark = paint.smoothscale(images.original(MARK), (side, side))  # (the files: k is 1)
    plain.blit(mark, mark.get_rect(center=back.get_rect().center))
    k = images.k
    device = (max(1, round(size[0] * k)), max(1, round(size[1] * k)))
    small = paint.smoothscale(plain, device)  # (device pixels: `plain` is the file's own)
    return Layer.adopt(small, k) if k != 1.0 else small


def taken_face(images, size: tuple[int, int]) -> pygame.Surface:
    """The top card of a seat's taken pile, `size` small: a cream card face with the taco
    mark, muted (the cards a seat took, face up; its hand shows the backs, orange)."""
    k = images.k
    device = (max(1, round(size[0] * k)), max(1, round(size[1] * k)))
    face = new_surface(device, pygame.SRCALPHA)  # (device pixels: adopted at the end)
    paint.rect(face, palette.CREAM, face.get_rect(), border_radius=max(1, round(4 * k)))
    band = pygame.Rect(0, 0, device[0], max(2, round(device[1] * 0.2)))
    paint.rect(face, palette.shade(palette.CREAM_DARK, 0.72), band,
               border_top_left_radius=max(1, round(4 * k)),
               border_top_right_radius=max(1, round(4 * k)))
    side = round(device[0] * 0.86)
    mark = paint.smoothscale(images.original(MARK), (side, side))
    mark.set_alpha(215)
    face.blit(mark, mark.get_rect(center=(device[0] // 2, (band.bottom + device[1]) // 2)))
    return Layer.adopt(face, k) if k != 1.0 else face


def number_inks(value: int) -> tuple[palette.RGB, palette.RGB, palette.RGB]:
    """A number card's band, its number's ink on the band (cream, or charcoal on a light band:
    lettuce, cheese) and its corner index's ink on the cream card (the band's colour,
    darkened until it reads), so a dimmed hand's numbers still read."""
    band = VALUE_COLOURS.get(value, CHARCOAL)
    ink = palette.CREAM if palette.contrast_ratio(band, palette.CREAM) >= LARGE_READABLE \
        else CHARCOAL
    index = band
    while palette.contrast_ratio(index, palette.CREAM) < LARGE_READABLE and any(index):
        index = palette.shade(index, 0.92)
    return band, ink, index


def chip_of(card: Card) -> tuple[tuple[int, int, int], tuple[int, int, int], str]:
    """A card as a small chip (fill, ink, number), as its face's corner shows it."""
    if card.kind == LEGENDARY:
        return palette.LEGEND_FILL, palette.LEGEND_INK, "11"
    if card.kind == LONESOME:
        return palette.NIGHT, palette.CREAM, "0"
    band, ink, _index = number_inks(card.value)
    return band, ink, str(card.value)


class LocoFaces:
    """Builds card faces (and the back) at CARD_SIZE and keeps them."""

    def __init__(self, images, fonts, words: Language | None = None) -> None:
        self.images = images
        self.fonts = fonts
        self.words = words or Language()
        """The language of the special cards' names under their pictures."""
        self._faces: dict[tuple[str, int], pygame.Surface] = {}
        self._back: pygame.Surface | None = None

    def warm(self, cards: Iterable[Card]) -> None:
        """Make the back and every face in the box now (a table opening), so no face is drawn
        for the first time, icons read from disk, in the middle of play."""
        self.back()
        for card in cards:
            self.face(card)

    def back(self) -> pygame.Surface:
        if self._back is None:
            self._back = self.images.scaled("backs/taco_loco.png", CARD_SIZE)
        return self._back

    def face(self, card: Card) -> pygame.Surface:
        key = (card.kind, card.value)
        if key not in self._faces:
            self._faces[key] = self._draw(card)
        return self._faces[key]

    def _draw(self, card: Card) -> pygame.Surface:
        w, h = CARD_SIZE
        surface = new_surface(CARD_SIZE, pygame.SRCALPHA, self.images.k)
        rect = surface.get_rect()
        if card.kind == LEGENDARY:
            fill, border, ink = palette.LEGEND_FILL, palette.GOLD_DEEP, palette.LEGEND_INK
            corner, icon = "11", "legendary_taco"
            caption = self.words.pgettext("card face", "Legendary")
        elif card.kind == LONESOME:
            fill, border, ink = palette.NIGHT, palette.NIGHT_EDGE, palette.CREAM
            corner, icon = "0", "lonesome_taco"
            caption = self.words.pgettext("card face", "Lonesome")
        else:
            colour, numeral_ink, ink = number_inks(card.value)
            fill, border, corner = palette.CREAM, palette.EDGE_BROWN, str(card.value)
            icon, caption = VALUE_ICONS.get(card.value, "taco"), ""
        paint.rect(surface, fill, rect, border_radius=10)
        if card.kind == LEGENDARY:
            paint.rect(surface, palette.GOLD_DEEP, rect, 6, border_radius=10)
            paint.rect(surface, palette.LEGEND_LINE, rect.inflate(-12, -12), 1, border_radius=7)
        elif card.kind == LONESOME:
            paint.rect(surface, palette.NIGHT_LINE, rect.inflate(-10, -10), 1, border_radius=7)
            paint.rect(surface, border, rect, 4, border_radius=10)
        else:
            band = pygame.Rect(0, 0, w, 34)
            paint.rect(surface, colour, band, border_top_left_radius=10,
                             border_top_right_radius=10)
            paint.rect(surface, border, rect, 2, border_radius=10)
        numeral_colour = numeral_ink if card.is_number else ink
        numeral = self.index(corner, 27 if card.is_number else SPECIAL_CORNER_PX,
                             numeral_colour)
        surface.blit(numeral, (9, 1))
        art_size = 84 if not caption else 76  # a special card's name goes under its picture
        art = self.images.scaled(f"icons/{icon}.png", (art_size, art_size))
        surface.blit(art, art.get_rect(center=(w // 2, h // 2 + (6 if not caption else -2))))
        small = self.index(corner, 22, ink)
        index = surface.blit(paint.rotate(small, 180),
                             (w - small.get_width() - 8, h - small.get_height() - 4))
        if caption:
            label = self.fonts.text(caption, CAPTION_PX, ink)
            spot = label.get_rect(midtop=(w // 2, h // 2 + 36))
            spot.bottom = min(spot.bottom, index.top)  # always clear of the corner index
            surface.blit(label, spot)
        return surface

    def index(self, corner: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
        """A corner's number; a 6 and a 9 are underlined, as on real decks, so that one read
        upside down cannot pass for the other."""
        digits = self.fonts.text(corner, size, colour)
        if corner not in UNDERLINED:
            return digits
        w, h = digits.get_size()
        marked = new_surface((w, h + 3), pygame.SRCALPHA, self.images.k)
        marked.blit(digits, (0, 0))
        bar = max(2, size // 9)
        paint.rect(marked, colour, pygame.Rect(1, h - bar + 1, w - 2, bar), border_radius=1)
        return marked
