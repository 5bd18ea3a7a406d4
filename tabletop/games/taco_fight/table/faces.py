"""¡Taco Fight! card faces at table size, composed once from the generated icons and cached.

Two sides per card: the ingredient side (value, icon, fists) and, for taco cards, the attack
side (spiciness, heat colour, special opponent and the only way to beat it).
"""

from __future__ import annotations

import pygame

from tabletop.games.taco_fight.rules.cards import Card
from tabletop.table.sizes import MIN_ICON_PX
from tabletop.ui import paint
from tabletop.ui.card_sprite import make_shadow
from tabletop.ui.layer import new_surface

CARD = (78, 109)
"""Cards on the ¡Taco Fight! table (smaller than the app's 120×168: 20 plates must fit)."""
FIST_PX = MIN_ICON_PX
"""A fist on an ingredient's band (the kit's smallest readable icon)."""
MINI = (62, 38)
"""Held and new tacos in a board's footer."""

INGREDIENT_COLOURS = {
    "tortilla": (214, 168, 84), "lettuce": (96, 160, 52), "meat": (140, 82, 48),
    "fork": (112, 120, 132), "onion": (138, 72, 160), "cheese": (222, 160, 20),
    "guacamole": (58, 128, 72), "hot_sauce": (205, 40, 45),
}
HEAT_COLOURS = {"mild": (118, 176, 52), "medium": (236, 140, 40), "hot": (205, 36, 52)}
SPECIAL_ICONS = {"chips_salsa": "chips_salsa", "fajita": "fajita", "burrito": "burrito"}
HOW_TO_BEAT = {"eat": "EAT IT", "block": "BLOCK IT", "smash": "SMASH IT"}
CREAM = (255, 244, 220)
CHARCOAL = (43, 43, 43)
BROWN = (120, 96, 70)
GOLD = (247, 201, 72)
WHITE = (255, 255, 255)


class FightFaces:
    """Builds and keeps card faces: `ingredient(card)`, `attack(card)`, `back()`, minis."""

    def __init__(self, images, fonts, data) -> None:
        self.images = images
        self.fonts = fonts
        self.data = data
        self._cache: dict[tuple, pygame.Surface] = {}

    def _cached(self, key: tuple, build) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            surface = build()
            self._cache[key] = surface
        return surface

    def warm(self) -> None:
        """Compose every face the deck can show now, so no card is drawn for the first time
        (icons read from disk, text rendered) in the middle of a wave."""
        self.back()
        for card in self.data.cards:
            self.ingredient(card)
            if card.is_taco:
                self.attack(card)
                self.mini_attack(card)

    def back(self, size: tuple[int, int] = CARD) -> pygame.Surface:
        return self.images.scaled("backs/taco_fight.png", size)

    def ingredient(self, card: Card) -> pygame.Surface:
        key = ("ingredient", card.ingredient, card.fists)
        return self._cached(key, lambda: self._draw_ingredient(card))

    def attack(self, card: Card) -> pygame.Surface:
        key = ("attack", card.deck, card.spiciness, card.special)
        return self._cached(key, lambda: self._draw_attack(card))

    def mini_attack(self, card: Card) -> pygame.Surface:
        key = ("mini", card.deck, card.spiciness, card.special)
        return self._cached(key, lambda: self._draw_mini(card))

    def heat_back(self, heat: str, size: tuple[int, int]) -> pygame.Surface:
        """A taco deck's back on the taco board, tinted by heat."""
        key = ("heat", heat, size)
        return self._cached(key, lambda: self._draw_heat_back(heat, size))

    def icon(self, name: str, size: int) -> pygame.Surface:
        return self.images.scaled(f"icons/{name}.png", (size, size))

    # --- drawing -----------------------------------------------------------------------------
    def _draw_ingredient(self, card: Card) -> pygame.Surface:
        w, h = CARD
        surface = new_surface(CARD, pygame.SRCALPHA, self.images.k)
        rect = surface.get_rect()
        colour = INGREDIENT_COLOURS.get(card.ingredient, CHARCOAL)
        paint.rect(surface, CREAM, rect, border_radius=8)
        band = pygame.Rect(0, 0, w, 30)
        paint.rect(surface, colour, band, border_top_left_radius=8,
                         border_top_right_radius=8)
        paint.rect(surface, BROWN, rect, 2, border_radius=8)
        numeral = self.fonts.text(str(card.value), 28, WHITE, shadow=CHARCOAL)
        surface.blit(numeral, (6, 0))
        for i in range(card.fists):
            fist = self.icon("fist", FIST_PX)
            surface.blit(fist, (w - FIST_PX - 1 - i * (FIST_PX - 2), 3))
        art = self.icon(card.ingredient, 52)
        surface.blit(art, art.get_rect(center=(w // 2, 62)))
        name = card.name if len(card.name) <= 9 else card.name.split()[0]
        label = self.fonts.text(name, 16, colour)
        if label.get_width() > w - 8:
            label = paint.smoothscale(
                label, (w - 8, label.get_height() * (w - 8) // label.get_width()))
        surface.blit(label, label.get_rect(midbottom=(w // 2, h - 4)))
        return surface

    def _draw_attack(self, card: Card) -> pygame.Surface:
        w, h = CARD
        surface = new_surface(CARD, pygame.SRCALPHA, self.images.k)
        rect = surface.get_rect()
        heat = HEAT_COLOURS.get(card.deck, CHARCOAL)
        special = bool(card.special)
        paint.rect(surface, heat, rect, border_radius=8)
        inner = rect.inflate(-10, -10)
        paint.rect(surface, CREAM, inner, border_radius=6)
        if special:
            paint.rect(surface, GOLD, rect, 5, border_radius=8)
            paint.rect(surface, CHARCOAL, rect, 1, border_radius=8)
        else:
            paint.rect(surface, tuple(max(0, c - 60) for c in heat), rect, 2,
                             border_radius=8)
        badge = (21, 23)
        paint.circle(surface, CHARCOAL, badge, 17)
        paint.circle(surface, heat, badge, 15)
        numeral = self.fonts.text(str(card.spiciness), 26, WHITE, shadow=CHARCOAL)
        surface.blit(numeral, numeral.get_rect(center=(badge[0], badge[1] + 1)))
        icon_name = SPECIAL_ICONS.get(card.special, "angry_taco")
        art = self.icon(icon_name, 50 if special else 54)
        surface.blit(art, art.get_rect(center=(w // 2 + 4, 60)))
        if special:
            way = HOW_TO_BEAT.get(self.data.beaten_by(card.special), "")
            label = self.fonts.text(way, 16, CHARCOAL)
            surface.blit(label, label.get_rect(midbottom=(w // 2, h - 6)))
        else:
            for i in range(min(card.spiciness, 7)):
                x = 12 + i * 9
                paint.circle(surface, heat, (x, h - 14), 3)
        return surface

    def _draw_mini(self, card: Card) -> pygame.Surface:
        w, h = MINI
        surface = new_surface(MINI, pygame.SRCALPHA, self.images.k)
        rect = surface.get_rect()
        heat = HEAT_COLOURS.get(card.deck, CHARCOAL)
        paint.rect(surface, heat, rect, border_radius=6)
        paint.rect(surface, CREAM, rect.inflate(-6, -6), border_radius=4)
        if card.special:
            paint.rect(surface, GOLD, rect, 3, border_radius=6)
        icon_name = SPECIAL_ICONS.get(card.special, "angry_taco")
        art = self.icon(icon_name, 30)
        surface.blit(art, art.get_rect(center=(w - 19, h // 2)))
        paint.circle(surface, CHARCOAL, (16, h // 2), 13)
        paint.circle(surface, heat, (16, h // 2), 11)
        numeral = self.fonts.text(str(card.spiciness), 22, WHITE, shadow=CHARCOAL)
        surface.blit(numeral, numeral.get_rect(center=(16, h // 2 + 1)))
        return surface

    def _draw_heat_back(self, heat: str, size: tuple[int, int]) -> pygame.Surface:
        surface = self.back(size).copy()
        colour = HEAT_COLOURS.get(heat, CHARCOAL)
        tint = new_surface(size, pygame.SRCALPHA, self.images.k)
        tint.fill((*colour, 120))
        mask = new_surface(size, pygame.SRCALPHA, self.images.k)
        paint.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=7)
        tint.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(tint, (0, 0))
        return surface


PLATE_ART = (66, 66)
EDGE_FILL = (236, 222, 190)
EDGE_LINE = (120, 96, 70)


class TableArt:
    """Every picture the table draws besides text: the card faces, the cards' shadow, the plate,
    the edges under built tacos and the pills on attacking tacos (made once for the app by its
    services, at the render scale and text size in use)."""

    def __init__(self, images, fonts, data) -> None:
        self.images = images
        self.fonts = fonts
        self.faces = FightFaces(images, fonts, data)
        self.faces.warm()
        self.shadow = make_shadow(CARD, radius=8, alpha=80, k=images.k)
        self.plate = images.scaled("table/plate.png", PLATE_ART)
        self.flips: dict[tuple[int, int, int], pygame.Surface] = {}
        """Faces scaled for flips, shared by every card sprite."""
        self._edges: dict[int, pygame.Surface] = {}
        self._pills: dict[tuple, pygame.Surface] = {}

    def pile_edges(self, depth: int) -> pygame.Surface:
        """The edges of the cards under a built taco, `depth` deep."""
        edges = self._edges.get(depth)
        if edges is None:
            w, h = CARD
            edges = new_surface((w + depth * 2, h + depth * 2), pygame.SRCALPHA, self.images.k)
            for i in range(depth, 0, -1):
                edge = pygame.Rect((depth - i) * 2, (depth - i) * 2, w, h)
                paint.rect(edges, EDGE_FILL, edge, border_radius=8)
                paint.rect(edges, EDGE_LINE, edge, 1, border_radius=8)
            self._edges[depth] = edges
        return edges

    def pill(self, text: str, fill, ink, icon: str, width: int) -> pygame.Surface:
        """A label across the bottom of a card, squeezed to fit its width."""
        key = (text, tuple(fill), tuple(ink), icon, width)
        pill = self._pills.get(key)
        if pill is None:
            if len(self._pills) > 512:
                self._pills.clear()
            pill = self._pills[key] = self._make_pill(text, fill, ink, icon, width)
        return pill

    def _make_pill(self, text: str, fill, ink, icon: str, width: int) -> pygame.Surface:
        label = self.fonts.text(text, 16, ink)
        extra = 18 if icon else 0
        room = width - 8 - extra
        if label.get_width() > room:
            label = paint.smoothscale(label, (room, label.get_height()))
        surface = new_surface((label.get_width() + 8 + extra, 20), pygame.SRCALPHA,
                              self.images.k)
        pill = surface.get_rect()
        paint.rect(surface, fill, pill, border_radius=10)
        paint.rect(surface, (0, 0, 0), pill, 1, border_radius=10)
        if icon:
            surface.blit(self.faces.icon(icon, 16), (4, 2))
        surface.blit(label, label.get_rect(midleft=(4 + extra, pill.centery)))
        return surface
