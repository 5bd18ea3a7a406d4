"""¡Taco Fight! card faces at the table's card size, composed once from the generated icons
and cached.

Each face is laid out on a 78 x 109 design and drawn at the table's member of the kit's
card-size family (Fight's own, 84 x 118, for four players; full size for one), every length
scaled, never under the kit's smallest digit and icon.

Two sides per card: the ingredient side (value, icon, fists) and, for taco cards, the attack
side (spiciness, heat colour, special opponent and the only way to beat it).
"""

from __future__ import annotations

import pygame

from tabletop.core.language import N_, Language
from tabletop.games.taco_fight.rules.cards import Card
from tabletop.games.taco_fight.table.phrases import face_name
from tabletop.kit.sizes import FIGHT, MIN_DIGIT_PX, MIN_ICON_PX, CardSize
from tabletop.ui import paint, palette, pixel_budget
from tabletop.ui.card_sprite import make_shadow
from tabletop.ui.layer import new_surface
from tabletop.ui.pictures import Pictures

DESIGN = (78, 109)
"""The size a face's lengths are written for (each is scaled to the table's card size)."""
FIST_PX = 26
"""A fist on an ingredient's band at the design size (28 px at two to four boards: at 24 they
read as 14 px) (never under the kit's smallest icon: the
fists are what a player counts, read at a glance), inside its chip's rim: the picture fills
its square top to bottom, and at the chip's height its knuckles ran into the rim and the
card's top edge, as if clipped."""
FIST_STEP = 19
"""From one fist to the next on the band (the picture's clear margins overlap, never a fist):
two fists' chip stays clear of the value's digit."""
FIST_CHIP_H = 31
"""The cream chip the fists stand on, inside the band: light under them on every
ingredient's colour, one token per card however many fists it has."""
BAND_H = 34
"""An ingredient's coloured band across its top (its value and its fists)."""
NAME_ROOM = 14
"""The room an ingredient's name leaves across its face, both sides together (at 8 a long
name, 'Hot Sauce', touched the card's border)."""
PILL_PAD = 5
"""The least room left and right of a word pill's word (6 where the card has room): Spanish
'Bloqueado' no longer runs edge to edge in its chip."""
PILL_CLEAR = 4
"""How far a pill across an attacking taco keeps in from the card's sides (four boards'
'Bloqueado' chip filled the card with a pixel to spare)."""
PILL_FLOOR = 15
"""The smallest a card's word may be set to fit (a long Spanish word at four players)."""
CHIP_FLOOR = 14
"""The smallest a chip's word across an attacking taco may be set, its room round it kept
(Spanish 'Bloqueado', 'Aplastado': the table's floor at 1280x720)."""
MINI = (78, 30)
"""A held or new taco's chip in a board's footer: its spiciness on a disc, its picture beside
(the footer's whole height: at 64 x 28 its digit and taco read as 12 and 20 px)."""
MINI_ICON, MINI_NUMBER, MINI_DISC = 36, 24, 15
"""The chip's picture's largest square (the taco drawn in it, its clear margins cropped: about
35 x 24 px), its number's size (an 18 px digit) and its disc's radius."""
MINI_ICON_H = 26
"""The tallest a chip's picture may stand inside its rim (a tall special's is drawn smaller)."""
LEAN = 1
"""How far each card under the front one of the pantry's deck shows, up and left (px): a deck
of four stays inside its place's gaps, clear of the board's edge, header and row names."""
PILE_STEP = 2
"""How far each card under a plate's top card peeks out above it (px), each one a little
narrower than the card over it: a pile reads as a pile, its edges inside the rows' gap."""
PILE_INSET = 3
"""How much narrower, each side, each card under a plate's top card shows (px)."""
"""Held and new tacos in a board's footer."""

INGREDIENT_COLOURS = {
    "tortilla": palette.TORTILLA, "lettuce": palette.LETTUCE, "meat": palette.MEAT,
    "fork": palette.FORK, "onion": palette.ONION, "cheese": palette.CHEESE,
    "guacamole": palette.GUACAMOLE, "hot_sauce": palette.HOT_SAUCE,
}
LIGHT_BAND = 3.0
"""A band colour white reads on at less than this contrast is light: its number is printed in
charcoal and its fists' cream chip rimmed in charcoal."""


def light_band(colour: tuple[int, ...]) -> bool:
    """Whether an ingredient's band is too light for a white number (Cheese, Tortilla)."""
    r, g, b = colour[:3]
    return palette.contrast_ratio((r, g, b), palette.WHITE) < LIGHT_BAND


HEAT_COLOURS = {"mild": palette.MILD, "medium": palette.MEDIUM, "hot": palette.HOT}
SPECIAL_ICONS = {"chips_salsa": "chips_salsa", "fajita": "fajita", "burrito": "burrito"}
HOW_TO_BEAT = {"eat": N_("EAT IT"), "block": N_("BLOCK IT"), "smash": N_("SMASH IT")}
CHARCOAL = palette.CHARCOAL


def readable_on_cream(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """`colour` darkened just enough to read at 4.5:1 on a face's cream (a Tortilla's tan, a
    Cheese's yellow and a Lettuce's green are too light as words; the band keeps the bright
    shade)."""
    factor = 1.0
    ink = colour
    while palette.contrast_ratio(ink, palette.CREAM) < palette.TEXT_CONTRAST and factor > 0.2:
        factor -= 0.05
        ink = palette.shade(colour, factor)
    return ink


class FightFaces:
    """Builds and keeps card faces: `ingredient(card)`, `attack(card)`, `back()`, minis."""

    def __init__(self, images, fonts, data, size: CardSize = FIGHT,
                 words: Language | None = None) -> None:
        self.images = images
        self.fonts = fonts
        self.data = data
        self.words = words or Language()
        """The language of the faces' words (the cards' names, how a special is beaten)."""
        self.size = size.size
        self.k = size.width / DESIGN[0]
        """How much bigger than the design a face is drawn."""
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

    def px(self, length: float, least: float = 0) -> int:
        """A design length at the card size (never under `least`)."""
        return max(round(least), round(length * self.k))

    def back(self, size: tuple[int, int] | None = None) -> pygame.Surface:
        return self.images.scaled("backs/taco_fight.png", size or self.size)

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
        w, h = self.size
        px = self.px
        surface = new_surface(self.size, pygame.SRCALPHA, self.images.k)
        rect = surface.get_rect()
        colour = INGREDIENT_COLOURS.get(card.ingredient, CHARCOAL)
        radius = px(8)
        paint.rect(surface, palette.CREAM, rect, border_radius=radius)
        band = pygame.Rect(0, 0, w, px(BAND_H))
        paint.rect(surface, colour, band, border_top_left_radius=radius,
                   border_top_right_radius=radius)
        paint.rect(surface, palette.EDGE_BROWN, rect, 2, border_radius=radius)
        light = light_band(colour)  # (Cheese's marigold, Tortilla's tan: white read at 2:1)
        numeral = self.fonts.text(str(card.value), px(28), CHARCOAL if light else palette.WHITE,
                                  shadow=None if light else CHARCOAL)
        surface.blit(numeral, (px(5), 0))
        self._fists(surface, card.fists, colour)
        art = self.icon(card.ingredient, px(52))
        surface.blit(art, art.get_rect(center=(w // 2, px(62))))
        label = self.name_label(card)
        surface.blit(label, label.get_rect(midbottom=(w // 2, h - px(4))))
        return surface

    def _fists(self, surface: pygame.Surface, fists: int, colour) -> None:
        """The card's fists at the band's right, side by side on a cream chip rimmed in a
        darker shade of the band's colour."""
        if not fists:
            return
        px = self.px
        w = surface.get_width()
        fist_px = px(FIST_PX, MIN_ICON_PX)
        step = px(FIST_STEP)
        chip = pygame.Rect(0, 0, fists * step + px(8), px(FIST_CHIP_H))
        chip.topright = (w - px(2), px(1))
        paint.rect(surface, palette.CREAM, chip, border_radius=chip.h // 2)
        rim = CHARCOAL if light_band(colour) else tuple(max(0, c - 70) for c in colour)
        paint.rect(surface, rim, chip, 2, border_radius=chip.h // 2)
        fist = self.icon("fist", fist_px)
        for i in range(fists):
            surface.blit(fist, fist.get_rect(center=(chip.x + px(4) + step // 2 + i * step,
                                                     chip.centery)))

    def name_label(self, card: Card) -> pygame.Surface:
        """An ingredient's name as its face prints it (`face_name`): every name at one height
        (a long one narrowed to the face's width, never shrunk to a size of its own)."""
        w = self.size[0]
        name = face_name(card, self.words)
        colour = readable_on_cream(INGREDIENT_COLOURS.get(card.ingredient, CHARCOAL))
        label = self.fonts.text(name, self.px(16, MIN_DIGIT_PX), colour)
        if label.get_width() > w - self.px(NAME_ROOM):
            label = paint.smoothscale(label, (w - self.px(NAME_ROOM), label.get_height()))
        return label

    def _draw_attack(self, card: Card) -> pygame.Surface:
        w, h = self.size
        px = self.px
        surface = new_surface(self.size, pygame.SRCALPHA, self.images.k)
        rect = surface.get_rect()
        heat = HEAT_COLOURS.get(card.deck, CHARCOAL)
        special = bool(card.special)
        radius = px(8)
        paint.rect(surface, heat, rect, border_radius=radius)
        inner = rect.inflate(-px(10), -px(10))
        paint.rect(surface, palette.CREAM, inner, border_radius=px(6))
        if special:
            paint.rect(surface, palette.GOLD, rect, px(5), border_radius=radius)
            paint.rect(surface, CHARCOAL, rect, 1, border_radius=radius)
        else:
            paint.rect(surface, tuple(max(0, c - 60) for c in heat), rect, 2,
                       border_radius=radius)
        badge = (px(21), px(23))
        paint.circle(surface, CHARCOAL, badge, px(17))
        paint.circle(surface, heat, badge, px(15))
        numeral = self.fonts.text(str(card.spiciness), px(26), palette.WHITE, shadow=CHARCOAL)
        surface.blit(numeral, numeral.get_rect(center=(badge[0], badge[1] + 1)))
        icon_name = SPECIAL_ICONS.get(card.special, "angry_taco")
        art = self.icon(icon_name, px(50 if special else 54))
        surface.blit(art, art.get_rect(center=(w // 2 + px(4), px(60))))
        if special:
            way = HOW_TO_BEAT.get(self.data.beaten_by(card.special), "")
            way = self.words.gettext(way) if way else way
            room = w - px(12)  # (a long way, 'SMASH IT', a pixel or two smaller, not squeezed)
            size = self.fonts.fit(way, px(16, MIN_DIGIT_PX), (room, h), floor=PILL_FLOOR)[0]
            label = self.fonts.text(way, size, CHARCOAL)
            if label.get_width() > room:
                label = paint.smoothscale(label, (room, label.get_height()))
            surface.blit(label, label.get_rect(midbottom=(w // 2, h - px(6))))
        # (no spiciness dots at its foot: they only repeated the number in its badge, unlabelled,
        # too small to count)
        return surface

    def _draw_mini(self, card: Card) -> pygame.Surface:
        w, h = MINI
        surface = new_surface(MINI, pygame.SRCALPHA, self.images.k)
        rect = surface.get_rect()
        heat = HEAT_COLOURS.get(card.deck, CHARCOAL)
        paint.rect(surface, heat, rect, border_radius=6)
        paint.rect(surface, palette.CREAM, rect.inflate(-4, -4), border_radius=4)
        if card.special:
            paint.rect(surface, palette.GOLD, rect, 3, border_radius=6)
        icon_name = SPECIAL_ICONS.get(card.special, "angry_taco")
        art = self.icon(icon_name, MINI_ICON)
        ink = art.get_bounding_rect()
        if ink.h > MINI_ICON_H:  # a tall picture: smaller, so it stays inside the rim
            art = self.icon(icon_name, max(1, MINI_ICON * MINI_ICON_H // ink.h))
            ink = art.get_bounding_rect()
        room = pygame.Rect(2 + 2 * MINI_DISC + 2, 2, w - 2 * MINI_DISC - 8, h - 4)
        surface.blit(art, ink.move_to(center=room.center), area=ink)
        disc = (2 + MINI_DISC, h // 2)
        paint.circle(surface, CHARCOAL, disc, MINI_DISC)
        paint.circle(surface, heat, disc, MINI_DISC - 2)
        numeral = self.fonts.text(str(card.spiciness), MINI_NUMBER, palette.WHITE,
                                  shadow=CHARCOAL)
        surface.blit(numeral, numeral.get_rect(center=(disc[0], disc[1] + 1)))
        return surface

    def _draw_heat_back(self, heat: str, size: tuple[int, int]) -> pygame.Surface:
        """Every taco deck, at every table size and in the tutorial, looks the same: its
        heat's colour round a chili (a tinted logo back at three boards read as another kind
        of deck than the chili decks at one, two and four)."""
        return self._draw_plain_heat_back(HEAT_COLOURS.get(heat, CHARCOAL), size)

    def _draw_plain_heat_back(self, colour, size: tuple[int, int]) -> pygame.Surface:
        """A small taco deck's back: its heat's colour round a big chili on a cream disc, a
        picture that reads at a thumb's size (the logo's words would not)."""
        w, h = size
        surface = new_surface(size, pygame.SRCALPHA, self.images.k)
        rect = surface.get_rect()
        paint.rect(surface, colour, rect, border_radius=7)
        paint.rect(surface, palette.CREAM, rect.inflate(-6, -6), 1, border_radius=5)
        paint.rect(surface, tuple(max(0, c - 60) for c in colour), rect, 2, border_radius=7)
        radius = w * 2 // 5
        paint.circle(surface, palette.CREAM, (w // 2, h // 2), radius)
        art = self.icon("chili", radius * 3 // 2)
        surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
        return surface


PLATE_ART = (66, 66)
"""The plate under an empty pile at the design size."""


class TableArt:
    """Every picture the table draws besides text: the card faces, the cards' shadow, the plate,
    the edges under built tacos and the pills on attacking tacos (made once for the app by its
    services, at the render scale and text size in use)."""

    def __init__(self, images, fonts, data, size: CardSize = FIGHT,
                 words: Language | None = None) -> None:
        self.images = images
        self.fonts = fonts
        self.faces = FightFaces(images, fonts, data, size, words)
        self.faces.warm()
        self.card = size.size
        self.shadow = make_shadow(self.card, radius=8, alpha=80, k=images.k)
        side = self.faces.px(PLATE_ART[0])
        self.plate = images.scaled("table/plate.png", (side, side))
        self.flips = Pictures(bytes_limit=pixel_budget.FLIPS.bytes_at(images.k))
        """Faces scaled for flips, shared by every card sprite."""
        self._edges: dict[int, pygame.Surface] = {}
        self._stacks: dict[tuple[tuple[int, int], ...], pygame.Surface] = {}
        self._shadows: dict[tuple[int, int], pygame.Surface] = {self.card: self.shadow}
        self._pills: dict[tuple, pygame.Surface] = {}
        self._ghosts: dict[tuple, pygame.Surface] = {}

    def ghost_attack(self, card: Card, alpha: int) -> pygame.Surface:
        """A taco's attacking face, faint (`alpha`): where a play would place it."""
        key = (card.deck, card.spiciness, card.special, alpha)
        ghost = self._ghosts.get(key)
        if ghost is None:
            ghost = self.faces.attack(card).copy()
            ghost.set_alpha(alpha)
            self._ghosts[key] = ghost
        return ghost

    def shadow_for(self, size: tuple[int, int]) -> pygame.Surface:
        """The cards' shadow for a card of `size` (the stack's back may be smaller)."""
        shadow = self._shadows.get(size)
        if shadow is None:
            shadow = self._shadows[size] = make_shadow(size, radius=8, alpha=80,
                                                       k=self.images.k)
        return shadow

    def pantry_stack(self, depth: int, at: tuple[int, int]) -> pygame.Surface:
        """`depth` card backs, each `LEAN` px up-left of the one in front (the pantry's deck),
        as one picture: blit it at `at` (the front card's corner) moved up-left by
        LEAN * (depth - 1). Each back sits at the device pixel it would be blitted at alone."""
        k, lean = self.images.k, LEAN * (depth - 1)
        base = (round((at[0] - lean) * k), round((at[1] - lean) * k))
        offsets = tuple((round((at[0] - LEAN * i) * k) - base[0],
                         round((at[1] - LEAN * i) * k) - base[1])
                        for i in range(depth - 1, -1, -1))
        stack = self._stacks.get(offsets)
        if stack is None:
            back = self.faces.back()
            w, h = back.get_size()
            stack = new_surface((w + lean + 1, h + lean + 1), pygame.SRCALPHA, k)
            for offset in offsets:
                pygame.Surface.blit(stack, back, offset)  # device pixels
            self._stacks[offsets] = stack
        return stack

    def pile_edges(self, depth: int) -> pygame.Surface:
        """The edges of the cards under a built taco, `depth` deep, peeking out over its top
        card (blit it `depth * PILE_STEP` px above the card's corner)."""
        edges = self._edges.get(depth)
        if edges is None:
            w, h = self.card
            edges = new_surface((w, h + depth * PILE_STEP), pygame.SRCALPHA, self.images.k)
            for i in range(depth):  # the deepest first, at the top
                inset = (depth - i) * PILE_INSET
                edge = pygame.Rect(inset, i * PILE_STEP, w - 2 * inset, h)
                paint.rect(edges, palette.EDGE_FILL, edge, border_radius=8)
                paint.rect(edges, palette.EDGE_BROWN, edge, 1, border_radius=8)
            self._edges[depth] = edges
        return edges

    def pill(self, text: str, fill, ink, icon: str, width: int) -> pygame.Surface:
        """A label across the bottom of a card, squeezed to fit its width (its icon, if any,
        at the kit's smallest readable icon size)."""
        key = (text, tuple(fill), tuple(ink), icon, width)
        pill = self._pills.get(key)
        if pill is None:
            if len(self._pills) > 512:
                self._pills.clear()
            pill = self._pills[key] = self._make_pill(text, fill, ink, icon, width)
        return pill

    def _make_pill(self, text: str, fill, ink, icon: str, width: int) -> pygame.Surface:
        extra = MIN_ICON_PX + 2 if icon else 0
        height = MIN_ICON_PX + 2 if icon else 20
        pad = 4 if icon else 6  # (a word pill keeps room round its word: never edge to edge)
        size = 16.0
        if not icon:  # (a long word, Spanish 'Bloqueado', a pixel smaller with less room)
            size = self.fonts.fit(text, 16, (width - 2 * PILL_PAD - extra, 40),
                                  floor=CHIP_FLOOR)[0]
        label = self.fonts.text(text, size, ink)
        if not icon:
            pad = max(PILL_PAD, min(pad, (width - label.get_width()) // 2))
        room = width - 2 * pad - extra
        if label.get_width() > room:  # (a last resort: the words are short enough at 16 px)
            label = paint.smoothscale(label, (room, label.get_height()))
        surface = new_surface((label.get_width() + 2 * pad + extra, height), pygame.SRCALPHA,
                              self.images.k)
        pill = surface.get_rect()
        paint.rect(surface, fill, pill, border_radius=height // 2)
        paint.rect(surface, palette.BLACK, pill, 1, border_radius=height // 2)
        if icon:  # a fist as big as on the cards
            surface.blit(self.faces.icon(icon, MIN_ICON_PX), (3, 1))
        surface.blit(label, label.get_rect(midleft=(pad + extra, pill.centery)))
        return surface
