"""Taco Party card faces, composed once from the generated icons and cached per card and size.

Anatomy (the rulebook's): the score in a round chip in the top right corner, the pickup cost in a
gold chip in the bottom right corner. Every card has a coloured top band holding its icon and its
score, because on a taco only the top of each card shows. Ingredients say whom they like (a heart
and two icons, bottom left).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.core.language import N_, Language
from tabletop.games.taco_party.rules.cards import INGREDIENT, OUTFIT, TACO, TOPPER, Card
from tabletop.games.taco_party.table.phrases import SHORT_NAMES
from tabletop.games.taco_party.table.plate_layout import LARGE, MEDIUM, SMALL, CardSize
from tabletop.ui import paint, palette
from tabletop.ui.card_sprite import make_shadow
from tabletop.ui.fonts import MIN_TEXT
from tabletop.ui.layer import new_surface

CHARCOAL = palette.CHARCOAL

INGREDIENT_COLOURS = {
    "meat": palette.PARTY_MEAT,
    "cheese": palette.PARTY_CHEESE,
    "lettuce": palette.PARTY_LETTUCE,
    "tomato": palette.PARTY_TOMATO,
    "guacamole": palette.PARTY_GUACAMOLE,
    "salsa": palette.PARTY_SALSA,
}
"""Each ingredient's top band, by key."""


LIKES_ICON = 30
"""The liked ingredients' pictures (bottom left), never smaller on a card a player reads: each
picture's drawing itself (not its file's empty margin) fills this square (on a crowded plate's
compact cards)..."""
LIKES_ICON_MIDDLE = 34
"""...this one on the middle's cards and the others' plates (what an ingredient likes is the
buying decision: read at a glance across the room, the ticket at its narrowest beside them,
`LIKES_CHIP_GAP` clear: at 36 px the tomato ran under the Lettuce's cost ticket)..."""
LIKES_ICON_LARGE = 32
"""...and this one on the cards a player holds and plays (the hand, your own plate), after the
heart."""
LIKES_HEART = 9
"""The heart before the liked ingredients: 18 px across on every face (the table's least for a
mark that carries meaning; a reviewer read the 14-16 px hearts as specks at 1280x720); on the
narrower faces over the first one's corner, so the two pictures take the row's width."""
LIKES_LEFT = 3
"""The first liked picture's left edge on a narrower face (`likes_left`)."""
LIKES_CHIP_GAP = 4
"""Cream between the second liked picture's disc and the cost ticket's edge."""
LIKES_TINT = 0.45
"""How much of a liked ingredient's own band colour its disc takes (the rest cream): the
colour matches the bands on the tacos, the picture stays in contrast on it."""
LIKES_RING = 3
"""The liked disc's ring, in its ingredient's own colour: tomato's orange-red, salsa's
crimson, guacamole's deep green and lettuce's light green tell the pictures apart from the
sofa, not only their drawings (a 2 px ring in a darker shade read alike at 1280x720)."""
BAND_PICTURE_WIDE = 1.3
"""A card's band picture: its drawing as tall as the band less 2 px, and a wide drawing (a
cheese, an empty taco) up to this much wider, so what is tucked into a taco reads on its band
(each band's picture was its file's square, margins and all: 16-20 px of drawing at 720p)."""
BAND_PICTURE_AIR = 1
"""The band picture keeps this much air inside the card's frame (it began on the frame's second
pixel, which cut its drawing's top, a jar's lid or a hat's crown, flat; a topper's 4 px gold
frame hid more), and above the band's line."""
FILLED_TACO = N_("Taco")
"""An empty taco's name on the table once it holds ingredients (what the player sees)."""
COST_CHIP_LEAST = 18
"""The narrowest cost ticket (a one-digit cost at 16 px with room round it)."""
COVERED_NUMERAL = MIN_TEXT
"""A squeezed stack's points on its small discs: never smaller than the table's smallest text
(`fonts.MIN_TEXT`; they were 14 px, their digits' ink about 10 px, on a tall taco: a reviewer
read them as 12 px beside the 22 px of the card in front), and as big as the disc allows
(`COVERED_INK` of it)..."""
COVERED_INK = 2
"""...the disc's cream keeps this much round its digits, each side (its dark ring 2 px)..."""
COVERED_STEP_LEAST = 18
"""...so a band showing less than this has no disc (16 px digits would not fit one; resting on
the taco shows it whole)."""
NAME_SIZES = tuple(range(18, 15, -1))  # 18, 17, 16
"""A card's name: at the table's 18 px, else a step smaller, never under the table's smallest
text (16 px) before it is shortened (at 16 px at most, "Flower Crown" and "Mariachi Suit" on
the others' plates read about 13 px across the table)."""
NAME_MARGIN = 8
"""The room a card's name keeps from each side edge (its border inside it)..."""
COMPACT_NAME_MARGIN = 4
"""...and on a compact card, whose narrow face takes every name whole at 14 px."""


def name_room(size: CardSize) -> int:
    """How wide a card's name may be on a face of `size`: clear of both side edges."""
    margin = NAME_MARGIN if size.width > SMALL.width else COMPACT_NAME_MARGIN
    return size.width - 2 * margin


def card_colour(card: Card) -> tuple[int, int, int]:
    """The colour of a card's top band (ingredients by key, other kinds by kind)."""
    if card.kind == INGREDIENT:
        return INGREDIENT_COLOURS.get(card.key, palette.INGREDIENT_GREY)
    if card.kind == OUTFIT:
        return palette.MAGENTA
    if card.kind == TOPPER:
        return palette.GOLD_DARK
    return palette.PARTY_TORTILLA


def file_name(key: str) -> str:
    """A card's key as its picture's file name, without folder or suffix: "chefs-hat" →
    "chefs_hat" (the table finds the pictures by this, the art generator draws them by it)."""
    return key.replace("-", "_")


def picture_path(card: Card) -> str:
    """The card's picture under sprites/, by its key: the empty taco and the ingredients are
    shared icons (icons/meat.png); every outfit and topper has its own (taco_party/tutu.png)."""
    folder = "icons" if card.kind in (INGREDIENT, TACO) else "taco_party"
    return f"{folder}/{file_name(card.key)}.png"


def heart(surface: pygame.Surface, centre: tuple[int, int], r: int,
          colour: tuple[int, int, int]) -> None:
    """A small drawn heart (the bundled font has no ♥)."""
    cx, cy = centre
    paint.circle(surface, colour, (cx - r // 2, cy - r // 4), r // 2 + 1)
    paint.circle(surface, colour, (cx + r // 2, cy - r // 4), r // 2 + 1)
    paint.polygon(surface, colour, [(cx - r, cy - r // 8), (cx + r, cy - r // 8),
                                          (cx, cy + r)])


@dataclass(frozen=True)
class Tint:
    """A translucent rounded rectangle of `size` (logical), laid where it is wanted without a
    picture of its size being kept (at a 4K TV's scale a seat's placemat alone is 6 MB)."""

    size: tuple[int, int]
    colour: tuple[int, int, int, int]
    radius: int

    def lay(self, canvas: pygame.Surface, box: pygame.Rect) -> None:
        """Over `canvas` with its top left at `box`'s."""
        paint.rounded_veil(canvas, box.topleft, self.size, self.colour, self.radius)


class PartyFaces:
    """Builds card faces, backs, sideways (burned) faces and shadows per size, and the table's
    translucent mats and veils, and keeps them (the app's services keep one per render scale)."""

    def __init__(self, images, fonts, words: Language | None = None,
                 likes_icon: int = LIKES_ICON_LARGE) -> None:
        self.images = images
        self.fonts = fonts
        self.words = words or Language()
        """The language of the cards' names."""
        self.likes_icon = likes_icon
        """The liked ingredients' pictures on a large face (a phone's: larger, up to the
        room left of the cost ticket)."""
        self._faces: dict[tuple, pygame.Surface] = {}

    def face(self, card: Card, size: CardSize = LARGE, sideways: bool = False,
             filled: bool = False) -> pygame.Surface:
        """`card`'s face; `filled`: an empty taco holding ingredients, named "Taco"."""
        filled = filled and card.kind == TACO
        key = ("face", card.kind, card.key, size.name, sideways, filled)
        surface = self._faces.get(key)
        if surface is None:
            surface = self._draw(card, size, filled)
            if sideways:
                surface = paint.rotate(surface, 90)
            self._faces[key] = surface
        return surface

    def back(self, size: CardSize = LARGE, sideways: bool = False) -> pygame.Surface:
        key = ("back", size.name, sideways)
        surface = self._faces.get(key)
        if surface is None:
            surface = self.images.scaled("backs/taco_party.png", size.size)
            if sideways:
                surface = paint.rotate(surface, 90)
            self._faces[key] = surface
        return surface

    def shadow(self, size: CardSize = LARGE, sideways: bool = False) -> pygame.Surface:
        key = ("shadow", size.name, sideways)
        surface = self._faces.get(key)
        if surface is None:
            w, h = size.size
            surface = make_shadow((h, w) if sideways else (w, h), radius=radius(size),
                                  k=self.images.k)
            self._faces[key] = surface
        return surface

    def tint(self, size: tuple[int, int], colour: tuple[int, int, int, int],
             radius: int) -> Tint:
        """A translucent rounded rectangle: a placemat, the veil over a marked card, the shade
        of the new-taco slot."""
        return Tint(size, colour, radius)

    def icon(self, name: str, side: int) -> pygame.Surface:
        return self.images.scaled(f"icons/{name}.png", (side, side))

    def picture(self, card: Card, side: int) -> pygame.Surface:
        """The card's own picture, `side` logical pixels square."""
        return self.images.scaled(picture_path(card), (side, side))

    def mark(self, card: Card, part: str, size: CardSize = LARGE) -> pygame.Surface:
        """One of `card`'s marks alone on a clear ground, drawn as its face draws it (a
        phone's key shows them): "score" the round chip, "cost" the gold ticket, "likes" the
        heart and the ingredients' pictures."""
        surface = new_surface(size.size, pygame.SRCALPHA, self.images.k)
        surface.fill(palette.CLEAR)
        if part == "score":
            self._score_chip(surface, card, size)
        elif part == "cost":
            self._cost_chip(surface, card, size)
        else:
            self._likes(surface, card, size)
        drawn = surface.get_bounding_rect().inflate(2, 2).clip(surface.get_rect())
        return surface.subsurface(drawn).copy()

    # --- composing one face ----------------------------------------------------------------
    def _draw(self, card: Card, size: CardSize, filled: bool = False) -> pygame.Surface:
        w, b = size.width, size.band
        r = radius(size)
        colour = card_colour(card)
        surface = new_surface(size.size, pygame.SRCALPHA, self.images.k)
        rect = surface.get_rect()
        fill = palette.TOPPER_FILL if card.kind == TOPPER else palette.CREAM
        paint.rect(surface, fill, rect, border_radius=r)
        band = pygame.Rect(0, 0, w, b)
        paint.rect(surface, colour, band, border_top_left_radius=r,
                         border_top_right_radius=r)
        paint.line(surface, shade(colour, 0.7), (0, b), (w, b), 1)
        left, top = band_picture_corner(card, size)
        high = band_picture_height(card, size)
        band_picture, at = self.drawn(picture_path(card), round(BAND_PICTURE_WIDE * high),
                                      high, centred=False)
        surface.blit(band_picture, (left + at[0], top + at[1]))
        self._score_chip(surface, card, size)
        self._body(surface, card, size, filled)
        self._cost_chip(surface, card, size)
        if card.kind == TOPPER:
            paint.rect(surface, palette.GOLD_DEEP, rect, 4 if w >= 90 else 3, border_radius=r)
            paint.rect(surface, palette.GOLD_DARK, rect, 1, border_radius=r)
        elif card.kind == OUTFIT:
            paint.rect(surface, palette.MAGENTA, rect.inflate(-6, -6).move(0, 0), 1,
                             border_radius=max(2, r - 3))
            paint.rect(surface, shade(colour, 0.7), rect, 2, border_radius=r)
        else:
            paint.rect(surface, shade(colour, 0.7), rect, 2, border_radius=r)
        return surface

    def _score_chip(self, surface: pygame.Surface, card: Card, size: CardSize) -> None:
        """The score, top right, on a cream disc (a tab on tiny cards): it shows in the band."""
        w, b = size.width, size.band
        numeral = self.fonts.text(str(card.score), size.numeral, CHARCOAL)
        if b < 20:
            tab = pygame.Rect(w - b - 2, 1, b, b - 1)
            paint.rect(surface, CHARCOAL, tab.inflate(2, 2), border_radius=5)
            paint.rect(surface, palette.CREAM, tab, border_radius=4)
            surface.blit(numeral, numeral.get_rect(center=(tab.centerx, tab.centery + 1)))
            return
        rad = b // 2
        centre = (w - rad - 2, rad + 1)
        paint.circle(surface, CHARCOAL, centre, rad)
        paint.circle(surface, palette.CREAM, centre, rad - 2)
        surface.blit(numeral, numeral.get_rect(center=(centre[0], centre[1] + 1)))

    def covered_disc(self, canvas: pygame.Surface, card: Card, size: CardSize,
                     top_left: tuple[int, int], step: int) -> None:
        """A stacked card's points where the next card leaves only `step` pixels of its band:
        its band's colour over the cut disc, then a disc that fits whole above the next card
        (its right edge where the face's disc has it)."""
        w, b = size.width, size.band
        if b < 20 or step < COVERED_STEP_LEAST:
            return
        x, y = top_left
        big = b // 2
        patch = pygame.Rect(x + w - 2 * big - 3, y + 2, 2 * big, min(b, step + radius(size)) - 2)
        paint.rect(canvas, card_colour(card), patch,
                   border_top_right_radius=max(2, radius(size) - 2))
        rad = (step - 1) // 2  # the whole band that shows, less a pixel of it above
        centre = (x + w - rad - 2, y + rad + 1)
        paint.circle(canvas, CHARCOAL, centre, rad)
        paint.circle(canvas, palette.CREAM, centre, rad - 2)
        px = max(COVERED_NUMERAL, min(size.numeral, 2 * rad - 2 * COVERED_INK))
        numeral = self.fonts.text(str(card.score), px, CHARCOAL)
        canvas.blit(numeral, numeral.get_rect(center=(centre[0], centre[1] + 1)))

    def _cost_chip(self, surface: pygame.Surface, card: Card, size: CardSize) -> None:
        """The pickup cost, bottom right, on a gold ticket: at the score's size (both decide a
        move), as the ticket's height allows."""
        w, h = size.width, size.height
        chip_w, chip_h = cost_chip_width(size), cost_chip_height(size)
        chip = pygame.Rect(w - chip_w - 4, h - chip_h - 4, chip_w, chip_h)
        paint.rect(surface, CHARCOAL, chip.inflate(2, 2), border_radius=6)
        paint.rect(surface, palette.MARIGOLD, chip, border_radius=5)
        numeral = self.fonts.text(str(card.cost), min(size.numeral, chip_h - 2), CHARCOAL)
        surface.blit(numeral, numeral.get_rect(center=(chip.centerx, chip.centery + 1)))

    def _body(self, surface: pygame.Surface, card: Card, size: CardSize,
              filled: bool = False) -> None:
        w, h, b = size.width, size.height, size.band
        likes = self.likes_icon if w >= LARGE.width else likes_side(size)
        footer = max(b - 2, likes + 4) if w >= SMALL.width else b - 2
        if card.kind == INGREDIENT and SMALL.width <= w < LARGE.width:
            footer += heart_rise(size)  # the heart stands over the first liked picture
        label = self._name_label(card, name_room(size), FILLED_TACO if filled else None,
                                 w - 2 * NAME_MARGIN) if w >= 90 else None
        room = h - b - footer - (label.get_height() + 2 if label is not None else 0) - 6
        side = max(16, min(int(w * 0.62), room))
        top = b + 4
        art = self.picture(card, side)
        surface.blit(art, art.get_rect(midtop=(w // 2, top)))
        if label is not None:
            surface.blit(label, label.get_rect(midtop=(w // 2, top + side)))
        if card.kind == INGREDIENT and w >= SMALL.width:
            self._likes(surface, card, size)

    def _name_label(self, card: Card, width: int, called: str | None = None,
                    roomy: int | None = None) -> pygame.Surface | None:
        """The name on one line or on two centred lines, never broken inside a word, at the
        largest of `NAME_SIZES` that holds it whole, so a card has one name everywhere; only
        at a large text size is a word too wide shortened (`phrases.SHORT_NAMES`, else cut
        with a dot; the tooltip names it whole); nothing when even that cannot fit. `roomy`:
        a narrower width tried first, kept where the name stays whole in it."""
        ink = name_ink(card_colour(card))
        name = self.words.gettext(called or card.name)  # `called`: the card's name here
        short = None if called else SHORT_NAMES.get(card.key)
        shortened = short and self.words.gettext(short)
        parts, px = name_lines(name, shortened, width, self.fonts.measure)
        if roomy is not None and roomy < width:  # a compact face: its name clear of its
            # edges where it stays whole there ("Lucha Mask" filled a face edge to edge)
            kept, at = name_lines(name, shortened, roomy, self.fonts.measure)
            if kept is not None and " ".join(kept) == name:
                parts, px = kept, at
        if parts is None:
            return None
        lines = [self.fonts.text(part, px, ink) for part in parts]
        if len(lines) == 1:
            return lines[0]
        out = new_surface((width, sum(line.get_height() for line in lines) - 2),
                          pygame.SRCALPHA, self.images.k)
        y = 0
        for line in lines:
            out.blit(line, line.get_rect(midtop=(width // 2, y)))
            y += line.get_height() - 2
        return out

    def _likes(self, surface: pygame.Surface, card: Card, size: CardSize) -> None:
        """Bottom left: the ingredients this one may be tucked behind, each on a disc of its
        own band's colour with its drawing filling its square (`liked_icon`), clear of the
        cost chip; a heart before them says "likes" (on a narrower face, whose two pictures
        take the row's width, just above the first one, clear of its disc: a badge over its
        corner hid part of the picture)."""
        h, w = size.height, size.width
        side = self.likes_icon if w >= LARGE.width else likes_side(size)
        y = h - side - 4
        r = LIKES_HEART
        x = likes_left(size)
        if x > LIKES_LEFT:  # room for the heart before the pictures
            heart(surface, (3 + r, y + side // 2 + 1), r, palette.CHILI)
        chip_left = w - cost_chip_width(size) - 4
        count = max(1, len(card.likes))
        step = min(side + 1, (chip_left - 2 - x - side) // max(1, count - 1)) if count > 1 \
            else side
        for liked in card.likes:
            self.liked_disc(surface, liked, x, y, side)
            x += step
        if likes_left(size) == LIKES_LEFT:  # no room before them: over the first one
            heart(surface, (LIKES_LEFT + r + 1, y + HEART_TIP_DIP - r), r, palette.CHILI)

    def liked_disc(self, surface: pygame.Surface, liked: str, x: int, y: int, side: int
                   ) -> None:
        """One liked ingredient: its picture on a disc of its colour, `side` across, its top
        left at (`x`, `y`)."""
        colour = INGREDIENT_COLOURS.get(liked, palette.INGREDIENT_GREY)
        centre = (x + side // 2, y + side // 2)
        paint.circle(surface, mix(colour, palette.CREAM, LIKES_TINT), centre, side // 2)
        paint.circle(surface, shade(colour, 0.85), centre, side // 2, LIKES_RING)
        icon, at = self.liked_icon(file_name(liked), side)
        surface.blit(icon, (x + at[0], y + at[1]))

    def band_picture_right(self, card: Card, size: CardSize) -> int:
        """Where the small picture on `card`'s band ends, from the face's left edge (a wide
        drawing, a cheese, reaches further than a narrow one, a party hat)."""
        height = band_picture_height(card, size)
        bounds = self.images.drawn_bounds(picture_path(card))
        scale = min(round(BAND_PICTURE_WIDE * height) / max(1, bounds.w),
                    height / max(1, bounds.h))
        return band_picture_corner(card, size)[0] + round(bounds.w * scale)

    def liked_icon(self, name: str, side: int) -> tuple[pygame.Surface, tuple[int, int]]:
        """An ingredient's picture scaled so its drawing (its file less its empty margin)
        fills a square of `side`, and where to lay it from that square's corner."""
        return self.drawn(f"icons/{name}.png", side, side)

    def drawn(self, path: str, width: int, height: int, centred: bool = True
              ) -> tuple[pygame.Surface, tuple[int, int]]:
        """The picture at `path` scaled so its drawing (its file less its empty margin) is as
        large as a `width` x `height` box holds, and where to lay it from the box's corner
        (centred in it, or at its left edge)."""
        bounds = self.images.drawn_bounds(path)
        full = self.images.original(path).get_width()
        scale = min(width / max(1, bounds.w), height / max(1, bounds.h))
        big = round(full * scale)
        left = (width - bounds.w * scale) / 2 if centred else 0
        offset = (round(-bounds.x * scale + left),
                  round(-bounds.y * scale + (height - bounds.h * scale) / 2))
        return self.images.scaled(path, (big, big)), offset


def frame_reach(card: Card, size: CardSize) -> int:
    """How far in from its edge a card's frame reaches: a topper's gold one 4 px (3 on a narrow
    card), an outfit's to its magenta inner line, the others' 2 px (as `_draw` draws them)."""
    if card.kind == TOPPER:
        return 4 if size.width >= 90 else 3
    return 4 if card.kind == OUTFIT else 2


def band_picture_corner(card: Card, size: CardSize) -> tuple[int, int]:
    """Where the band picture's box starts: inside the frame with air, a pixel further right
    (where the rounded corner bends the frame inwards)."""
    inside = frame_reach(card, size) + BAND_PICTURE_AIR
    return inside + 1, inside


def band_picture_height(card: Card, size: CardSize) -> int:
    """The band picture's drawing's height: the band's, less the frame and air above it and a
    pixel of air above the band's line."""
    return size.band - band_picture_corner(card, size)[1] - BAND_PICTURE_AIR


def likes_side(size: CardSize) -> int:
    """The liked ingredients' square on a card of `size`."""
    if size.width >= LARGE.width:
        return LIKES_ICON_LARGE
    return LIKES_ICON_MIDDLE if size.width >= MEDIUM.width else LIKES_ICON


HEART_TIP_DIP = 0
"""On a narrower face the heart stands over the first liked picture, its tip this far down
past the row's top (into the corner the round disc leaves: a compact card's smaller disc
leaves too little for any)."""


def heart_rise(size: CardSize) -> int:
    """How much taller a narrower face's foot is for that heart (18 px across): its top,
    above the liked pictures' row, less the 2 px the name already keeps above the row, and a
    pixel clear of the name."""
    r = LIKES_HEART
    top = r + r // 4 + (r // 2 + 1) - HEART_TIP_DIP  # `heart`: the lobes' top over its tip
    return top - 2 + 1


def likes_left(size: CardSize) -> int:
    """Where the first liked picture starts: after the heart on a large face, else at the
    edge, the heart a badge on its corner (the narrower faces' pictures take the width)."""
    if size.width >= LARGE.width:
        return 2 * LIKES_HEART + 4
    return LIKES_LEFT


def cost_chip_height(size: CardSize) -> int:
    """The cost ticket's height: the band's, so its digits stand as tall as the score's (at
    1280x720 a ticket 4 px shorter held 13 px digits, too small from the sofa)."""
    return size.band


def cost_chip_width(size: CardSize) -> int:
    """The cost ticket's width: the band's, narrowed (to `COST_CHIP_LEAST` at most) so two
    liked pictures stand side by side whole beside the heart, never one over the other."""
    side = likes_side(size)
    room = size.width - 4 - 2 - likes_left(size) - (2 * side + 1) - LIKES_CHIP_GAP
    return max(COST_CHIP_LEAST, min(size.band, room))


def name_lines(name: str, short: str | None, width: int,
               measure: Callable[[str, int], tuple[int, int]]
               ) -> tuple[list[str] | None, int]:
    """A card's name as its face's lines and their text size: the name whole (on one or two
    lines) at the largest of `NAME_SIZES` that holds it, else shortened at 16 px
    (`label_lines`)."""
    def fits_at(px: int) -> Callable[[str], bool]:
        return lambda text: measure(text, px)[0] <= width

    for px in NAME_SIZES:
        parts = label_lines(name, None, fits_at(px))
        if parts is not None and len(parts) <= 2 and " ".join(parts) == name:
            return parts, px
    top = NAME_SIZES[0]
    return label_lines(name, short, fits_at(top)), top


def label_lines(name: str, short: str | None,
                fits: Callable[[str], bool]) -> list[str] | None:
    """A card's name as the lines its face shows: whole on one line, else split between
    words into two (the most even split that fits), else with its too-wide words shortened
    (`short`, the whole name's short form, if given; else each cut after its last letter that
    fits, with a dot), else on three lines; never a word broken with a hyphen. None: not even
    that fits."""
    if fits(name):
        return [name]
    words = name.split()
    splits = sorted((abs(len(" ".join(words[:cut])) - len(" ".join(words[cut:]))), cut)
                    for cut in range(1, len(words)))
    for _, cut in splits:
        parts = [" ".join(words[:cut]), " ".join(words[cut:])]
        if all(fits(part) for part in parts):
            return parts
    if short is not None and short != name:
        found = label_lines(short, None, fits)
        if found is not None:
            return found
    cut_words = [word if fits(word) else clipped_word(word, fits) for word in words]
    if any(word is None for word in cut_words):
        return None
    shortened = " ".join(word for word in cut_words if word is not None)
    if shortened != name:
        return label_lines(shortened, None, fits)
    lines: list[str] = []  # every word fits alone: as many words a line as fit, three at most
    for word in words:
        if lines and fits(f"{lines[-1]} {word}"):
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines if len(lines) <= 3 else None


def clipped_word(word: str, fits: Callable[[str], bool]) -> str | None:
    """`word` cut after its last letter that fits, with a dot ("Sombr."), or None."""
    for end in range(len(word) - 1, 1, -1):
        if word[end - 1].isalpha() and fits(word[:end] + "."):
            return word[:end] + "."
    return None


def radius(size: CardSize) -> int:
    return max(6, size.width // 12)


def mix(colour: tuple[int, int, int], ground: tuple[int, int, int],
        amount: float) -> tuple[int, int, int]:
    """`amount` of `colour` over `ground`."""
    red, green, blue = (round(c * amount + g * (1 - amount))
                        for c, g in zip(colour, ground, strict=True))
    return red, green, blue


NAME_CONTRAST = 7.0
"""A card's name against its cream face at least this contrast ratio (a light band colour,
the Cheese's gold, once gave a name at 5:1, hard to read from the couch)."""


def name_ink(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A card's name's ink: its band colour darkened (0.6, more for a light colour) until it
    reads on the cream face."""
    factor = 0.6
    ink = shade(colour, factor)
    while palette.contrast_ratio(ink, palette.CREAM) < NAME_CONTRAST and factor > 0.2:
        factor -= 0.05
        ink = shade(colour, factor)
    return ink


def shade(colour: tuple[int, int, int], factor: float) -> tuple[int, int, int]:
    return (int(colour[0] * factor), int(colour[1] * factor), int(colour[2] * factor))
