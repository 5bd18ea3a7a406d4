"""A short booklet page ends on the game's cover: its card back, its name, what it is and
how many play, in the room the page's words leave (a short first page stood half bare, and
Taco Loco's "The end and the score" two thirds).

The cover stands at the page's foot, one height on every page of every game (`COVER_LEAST`:
its card back one size, how many play beside its name; a cover as tall as the room allowed
drew one game's card back half again another's, and put the chip under the words on one
page and beside the name on the next); a page too short to leave that room shows none (its
words come first).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.core.errors import DataError
from tabletop.scenes.label_ink import label_ink
from tabletop.scenes.players_words import players_text
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import text_in

COVER_LEAST = 118
COVER_MOST = COVER_LEAST
COVER_GAP = 16
"""At least this much paper between the page's last words and the cover."""
COVER_PAD = 14
"""Inside the cover: round its card back and its words."""
CHIP_PAD = 14
"""Beside the words of how many play, inside their chip."""
ART_RATIO = 214 / 300
"""A card back's width to its height."""


def cover_rect(page: pygame.Rect, words_bottom: int) -> pygame.Rect | None:
    """Where the cover stands on `page` (inset as its words are) with the words ending at
    `words_bottom`; None when the room is too short."""
    inner = page.inflate(-40, -40)
    tall = min(COVER_MOST, inner.bottom - words_bottom - COVER_GAP)
    if tall < COVER_LEAST:
        return None
    return pygame.Rect(inner.x, inner.bottom - tall, inner.w - 20, tall)  # the words' width


def draw_cover(canvas: pygame.Surface, services: Any, spec: Any, rect: pygame.Rect) -> None:
    """The game's cover in `rect`: its card back at the left, then its name, what it is and
    how many play, on a card edged in the game's colour."""
    theme, ui = services.theme, services.fonts
    _ = services.words.gettext
    accent = spec.accent_rgb
    paint.rect(canvas, palette.PAPER, rect, border_radius=14)
    paint.rect(canvas, accent, rect, 3, border_radius=14)
    left = rect.x + COVER_PAD
    art_h = rect.h - 2 * COVER_PAD
    back = spec.back
    if back is not None:
        try:
            art = services.images.scaled(back.sprite, (round(art_h * ART_RATIO), art_h))
        except DataError:
            art = None
        if art is not None:
            spot = canvas.blit(art, art.get_rect(midleft=(left, rect.centery)))
            left = spot.right + 2 * COVER_PAD
    room = pygame.Rect(left, rect.y + COVER_PAD, rect.right - COVER_PAD - left, art_h)
    title, tagline = spec.title, _(spec.tagline)
    players = players_text(spec, services.words)
    title_h = ui.line_height(fonts.TITLE)
    chip_h = ui.line_height(fonts.SMALL + 2) + 8
    said_h = ui.line_height(fonts.BODY)
    stacked = room.h >= title_h + 2 * said_h + chip_h + 16
    """Room for the chip of how many play under the words (else it stands after the name)."""
    said_room = room.h - title_h - 6 - (chip_h + 10 if stacked else 0)
    said_h = ui.fitted_size(tagline, fonts.BODY, (room.w, said_room), wrap=True,
                            floor=fonts.SMALL)[1]
    tall = title_h + 6 + said_h + (chip_h + 10 if stacked else 0)
    top = room.y + max(0, (room.h - tall) // 2)  # in the middle
    name = text_in(canvas, ui, title, fonts.TITLE, label_ink(accent),
                   pygame.Rect(room.x, top, room.w, title_h + 4), "topleft")
    said = text_in(canvas, ui, tagline, fonts.BODY, palette.CHARCOAL,
                   pygame.Rect(room.x, name.bottom + 6, room.w, said_h + 2), "topleft",
                   wrap=True, floor=fonts.SMALL)
    wide = ui.measure(players, fonts.SMALL + 2)[0] + 2 * CHIP_PAD
    chip = pygame.Rect(room.x, said.bottom + 10, min(room.w, wide), chip_h)
    if not stacked:
        chip.midleft = (name.right + 16, name.centery)
    paint.rect(canvas, theme.cream_dark, chip, border_radius=chip.h // 2)
    text_in(canvas, ui, players, fonts.SMALL + 2, palette.CHARCOAL, chip, "center")
