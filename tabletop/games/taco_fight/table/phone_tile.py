"""A taco attacking a plate as a ¡Taco Fight! phone draws it: a tall tile in its heat's
warning colour (yellow, orange, red: never the lime that means "playable" on the page), its
spiciness a big number, its picture large under it (an angry taco, or the special's own), so
the threat is the first thing seen on a plate. No words on it: a plate's column is about 45 css
px wide on a phone, where a name would shrink under 14 px; the aim box names it in words.
"""

from __future__ import annotations

import pygame

from tabletop.core.language import Language
from tabletop.games.taco_fight.rules.cards import Card
from tabletop.games.taco_fight.table.faces import (
    CHARCOAL,
    INGREDIENT_COLOURS,
    SPECIAL_ICONS,
    FightFaces,
    light_band,
)
from tabletop.ui import paint, palette
from tabletop.ui.layer import new_surface

TILE = (56, 76)
"""The tile's logical size: taller than wide, as a plate's column on the page (drawn about
45 css px wide there: its number about 30 px, its picture about 22)."""
NUMBER_PX = 42
ICON_PX = 30
BAND_H = 32
ART_PX = 60
PHONE_FIST_PX = 38
"""A fist on a phone's ingredient card at the design size (the table's 24): the card stands
about 60 css px wide on a phone, where the table's fist read at ~12 px; this one at ~18."""
PHONE_FIST_STEP = 28
"""From one fist to the next, where the band has the room (two fists come closer, their
pictures' clear margins overlapping, so the chip ends clear of the card's number)."""
NUMBER_ROOM = 30
"""The band's left kept for the card's number (at the design size)."""
PHONE_FIST_CHIP_H = 38
"""The fists' cream chip on a phone's card: taller than the 30-high band, its foot on the
cream under it (the number keeps the band's left)."""
"""An ingredient's picture on a phone's card (design px; the table's is 52, over its name)."""
"""The cream band at the tile's foot that carries its picture."""
HEAT_TILES = {"mild": (palette.GOLD, palette.CHARCOAL),
              "medium": (palette.MEDIUM, palette.CHARCOAL),
              "hot": (palette.HOT, palette.WHITE)}
"""Each heat's fill and the ink of its number on it: the warning colours, hotter redder."""


def tile_name(card: Card, words: Language) -> str:
    """The attacker's name in a word: a special's own ("Burrito"), else its deck's heat
    ("Mild"), as the table's decks are named (the tile itself shows its picture)."""
    if card.special:  # (a long one by its first word, as a card's face names it: "Chips")
        said = words.gettext(card.special_name)
        return said if len(said) <= 9 else said.split()[0]
    said = words.pgettext("deck", card.deck)
    return said[:1].upper() + said[1:]


class PhoneFaces(FightFaces):
    """The table's faces as a phone shows them: an ingredient without its drawn name (on a
    phone its card stands about 56-72 css px wide, where the name would read at ~9 px; the
    page names it beside the card at 16 px)."""

    def name_label(self, card: Card) -> pygame.Surface:
        return new_surface((1, 1), pygame.SRCALPHA, self.images.k)

    def _draw_ingredient(self, card: Card) -> pygame.Surface:
        """The table's face, its picture larger in the middle of the cream under the band
        (where the name stood, no empty foot)."""
        surface = super()._draw_ingredient(card)
        w, h = self.size
        px = self.px
        cream = pygame.Rect(px(3), px(31), w - 2 * px(3), h - px(31) - px(3))
        paint.rect(surface, palette.CREAM, cream, border_radius=px(6))
        art = self.icon(card.ingredient, px(ART_PX))
        surface.blit(art, art.get_rect(center=cream.center))
        self._phone_fists(surface, card.fists, INGREDIENT_COLOURS.get(card.ingredient, CHARCOAL))
        return surface

    def _fists(self, surface: pygame.Surface, fists: int, colour) -> None:
        """(drawn larger by `_phone_fists`, over the cream, once the card's picture is in)"""

    def _phone_fists(self, surface: pygame.Surface, fists: int, colour) -> None:
        """The card's fists at its top right, as the table's but larger: side by side on a
        cream chip rimmed in a darker shade of the band's colour."""
        if not fists:
            return
        px = self.px
        w = surface.get_width()
        step = min(px(PHONE_FIST_STEP), (w - px(3) - px(NUMBER_ROOM) - px(10)) // fists)
        chip = pygame.Rect(0, 0, fists * step + px(10), px(PHONE_FIST_CHIP_H))
        chip.topright = (w - px(3), px(2))
        paint.rect(surface, palette.CREAM, chip, border_radius=chip.h // 2)
        rim = CHARCOAL if light_band(colour) else tuple(max(0, c - 70) for c in colour)
        paint.rect(surface, rim, chip, 2, border_radius=chip.h // 2)
        fist = self.icon("fist", px(PHONE_FIST_PX))
        for i in range(fists):
            surface.blit(fist, fist.get_rect(center=(chip.x + px(5) + step // 2 + i * step,
                                                     chip.centery)))


class AttackerTiles:
    """The tiles drawn once each (a phone's picture comes twice a second), kept with the
    table's phones."""

    def __init__(self, faces: FightFaces) -> None:
        self.faces = faces
        self.kept: dict[tuple[str, int, str], pygame.Surface] = {}

    def tile(self, card: Card) -> pygame.Surface:
        key = (card.deck, card.spiciness, card.special)
        if key not in self.kept:
            self.kept[key] = attacker_tile(self.faces, card)
        return self.kept[key]


def attacker_tile(faces: FightFaces, card: Card) -> pygame.Surface:
    """The tile: a rounded block in the heat's colour (a gold rim for a special), the
    spiciness large at its top, the taco's picture large on a cream band at its foot."""
    w, h = TILE
    fill, ink = HEAT_TILES.get(card.deck, (palette.CHILI, palette.WHITE))
    surface = new_surface(TILE, pygame.SRCALPHA, faces.images.k)
    rect = pygame.Rect(0, 0, w, h)
    paint.rect(surface, fill, rect, border_radius=8)
    band = pygame.Rect(3, h - BAND_H - 3, w - 6, BAND_H)
    paint.rect(surface, palette.CREAM, band, border_radius=5)
    rim = palette.GOLD_DARK if card.special else tuple(max(0, c - 70) for c in fill)
    paint.rect(surface, rim, rect, 3 if card.special else 2, border_radius=8)
    icon = faces.icon(SPECIAL_ICONS.get(card.special, "angry_taco"), ICON_PX)
    surface.blit(icon, icon.get_rect(center=band.center))
    number = faces.fonts.text(str(card.spiciness), NUMBER_PX, ink, keep=False)
    top = pygame.Rect(2, 2, w - 4, band.y - 2)
    if number.get_width() > top.w - 2:  # (two digits narrowed to the tile, never cut)
        number = paint.smoothscale(number, (top.w - 2, number.get_height()))
    surface.blit(number, number.get_rect(center=(top.centerx, top.centery + 1)))
    return surface
