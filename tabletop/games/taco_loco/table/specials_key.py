"""The key to Taco Loco's special cards at the table: a panel right of the row of tacos, over
the sums' key, a row for the Legendary Taco and one for the Lonesome, each a small card in its
own colours and frame (its picture and its corner number) beside what it does: both of the
Lonesome's uses (a taco's sum back to 0 on your turn, the counter to a Legendary)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.language import N_
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element, panel_cover
from tabletop.kit.view_model import Box
from tabletop.ui import fonts, paint
from tabletop.ui.draw import draw_panel, text_in
from tabletop.ui.palette import (
    GOLD_DEEP,
    HISTORY_FILL,
    HISTORY_RULE,
    LEGEND_FILL,
    LEGEND_INK,
    NIGHT,
    NIGHT_EDGE,
)

ROWS = (
    ("legendary", N_("A Legendary Taco makes any taco 11.")),
    ("lonesome", N_("A Lonesome sets a taco to 0, or counters a Legendary, whose player "
                   "takes it.")),
)
"""Each special card's row: its kind (its picture's name) and what it does (who takes a
countered taco said plainly, the Legendary's player: "its player takes it" left a newcomer
asking whose)."""
HEADING = N_("Special cards")
HEADING_H = 32
"""The panel's heading line."""
MINI = (60, 84)
"""A special card small in its row (the kit's card proportions), read across the table."""
PICTURE = 46
"""The small card's picture."""
PAD = 12
"""The panel's margin, and the room between a row's card and its words."""
TEXT = fonts.SMALL
"""The rows' words (the sums' key's size), wrapped to as many lines as they need."""
ROW_GAP = 10
"""Room above and below a row's card or words, whichever is taller."""
Z_KEY = 40.0
"""Over the felt, under the cards (as the sums' key)."""


@dataclass(frozen=True)
class SpecialsLook:
    rect: tuple[int, int, int, int]
    rows: tuple[tuple[str, str, int], ...]
    """Each row: its card's kind, its words and its height."""
    style: tuple


def text_room(zone: Box) -> int:
    """How wide a row's words may be: the panel less its margins and the card."""
    return zone.w - 3 * PAD - MINI[0]


def layout(style: Style, zone: Box) -> tuple[pygame.Rect, tuple[tuple[str, str, int], ...]]:
    """The panel (the whole of `zone`: no bare felt over it) and each row's height: the
    card's, or its words' wrapped at `TEXT`, whichever is taller, the rows sharing what the
    zone has left over."""
    words = style.words
    rows = []
    for kind, said in ROWS:
        text = words.gettext(said)
        h = style.ui.fitted_size(text, TEXT, (text_room(zone), 999), wrap=True)[1]
        rows.append((kind, text, max(MINI[1], h) + 2 * ROW_GAP))
    spare = max(0, zone.h - HEADING_H - 4 - sum(h for _, _, h in rows)) // len(rows)
    rows = [(kind, text, h + spare) for kind, text, h in rows]
    height = min(zone.h, HEADING_H + sum(h for _, _, h in rows) + 4)
    rect = pygame.Rect(zone.x, zone.y + zone.h - height, zone.w, height)
    return rect, tuple(rows)


def specials_key(style: Style, zone: Box, pictures: dict[str, pygame.Surface]) -> Element:
    """The panel, with each special card's small picture from `pictures` (by kind)."""
    rect, rows = layout(style, zone)
    look = SpecialsLook((rect.x, rect.y, rect.w, rect.h), rows, style.key)
    return Element("specials key", rect.inflate(20, 20), Z_KEY, look,
                   partial(_paint, look, style, pictures), panel_cover(rect, 12))


def row_boxes(look: SpecialsLook) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """Each row's card and words."""
    rect = pygame.Rect(look.rect)
    y = rect.y + HEADING_H
    out = []
    for _kind, _text, h in look.rows:
        card = pygame.Rect(0, 0, *MINI)
        card.midleft = (rect.x + PAD, y + h // 2)
        words = pygame.Rect(card.right + PAD, y + 2, rect.right - PAD - card.right - PAD,
                            h - 4)
        out.append((card, words))
        y += h
    return out


def _paint(look: SpecialsLook, style: Style, pictures: dict[str, pygame.Surface],
           canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.rect)
    draw_panel(canvas, rect, HISTORY_FILL, None, radius=12, pictures=style.pictures)
    text_in(canvas, ui, style.words.gettext(HEADING), fonts.SMALL, theme.cream_dark,
            pygame.Rect(rect.x + PAD, rect.y + 6, rect.w - 2 * PAD, 24), "midleft")
    for i, ((kind, text, _h), (card, words)) in enumerate(zip(look.rows, row_boxes(look),
                                                               strict=True)):
        if i:
            top = card.centery - look.rows[i][2] // 2
            paint.line(canvas, HISTORY_RULE, (rect.x + PAD, top), (rect.right - PAD, top), 1)
        _paint_card(canvas, style, kind, card, pictures.get(kind))
        text_in(canvas, ui, text, TEXT, theme.cream, words, "midleft", wrap=True)


def _paint_card(canvas: pygame.Surface, style: Style, kind: str, card: pygame.Rect,
                picture: pygame.Surface | None) -> None:
    """A special card small: its fill and frame (gold for the Legendary, night for the
    Lonesome), its corner number and its picture."""
    legendary = kind == "legendary"
    paint.rect(canvas, LEGEND_FILL if legendary else NIGHT, card, border_radius=6)
    paint.rect(canvas, GOLD_DEEP if legendary else NIGHT_EDGE, card, 3, border_radius=6)
    text_in(canvas, style.ui, "11" if legendary else "0", fonts.BODY,
            LEGEND_INK if legendary else style.theme.cream,
            pygame.Rect(card.x + 5, card.y + 2, card.w - 10, 28), "topleft")
    if picture is not None:
        canvas.blit(picture, picture.get_rect(midbottom=(card.centerx, card.bottom - 6)))
