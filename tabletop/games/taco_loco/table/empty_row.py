"""The row of tacos while the table holds none: the felt where they stand is outlined as the
hand's tray is, named at its top ("No taco on the table: the next card starts one"), the
new-taco slot in its middle, so an empty table reads as a place waiting for a taco rather than
bare felt."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.language import N_
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.ui import fonts, paint
from tabletop.ui.draw import text_in
from tabletop.ui.palette import HISTORY_FILL

SAID = N_("No taco on the table: the next card starts one.")
CAPTION_H = 40
"""The outline's top, over the new-taco slot: its words."""
BELOW = 18
"""The outline's room under the slot."""
INSET = 10
"""The outline's room from the pile's side of the row and from the special cards' key."""
Z_ROW = 25.0
"""Over the felt, under the places and the cards."""


def row_rect(tacos: pygame.Rect, right: int, slot: pygame.Rect) -> pygame.Rect:
    """The empty row's outline: across the tacos' zone (`tacos`) up to `right` (the special
    cards' key, or the zone's end), from over the slot (`slot`) to under it."""
    top = max(tacos.y + 4, slot.y - CAPTION_H)
    return pygame.Rect(tacos.x + INSET, top, right - INSET - tacos.x - INSET,
                       min(tacos.bottom - 4, slot.bottom + BELOW) - top)


@dataclass(frozen=True)
class RowLook:
    rect: tuple[int, int, int, int]
    said: str
    style: tuple


def empty_row(style: Style, rect: pygame.Rect) -> Element:
    """The outlined, named row of tacos while none is on the table."""
    look = RowLook((rect.x, rect.y, rect.w, rect.h), style.words.gettext(SAID), style.key)
    return Element("empty row", rect.inflate(8, 8), Z_ROW, look,
                   partial(_paint_row, look, style))


def _paint_row(look: RowLook, style: Style, canvas: pygame.Surface) -> None:
    theme = style.theme
    rect = pygame.Rect(look.rect)
    paint.rect(canvas, HISTORY_FILL, rect, 2, border_radius=18)
    text_in(canvas, style.ui, look.said, fonts.SMALL, theme.cream_dark,
            pygame.Rect(rect.x + 12, rect.y + 6, rect.w - 24, CAPTION_H - 10),
            shadow=theme.shadow)
