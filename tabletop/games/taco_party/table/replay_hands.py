"""A replay watched as everyone's cards: every seat's hand, big and face up, one row a seat,
in the place the viewer's own hand takes in play (empty in that view but for a note). The
name strips keep theirs, small, beside each seat's plate."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.language import N_
from tabletop.games.taco_party.table.draw import MAT_RADIUS, Z_HAND_NOTE, HandCard
from tabletop.games.taco_party.table.faces import (
    PartyFaces,
    Tint,
    card_colour,
    picture_path,
    shade,
)
from tabletop.games.taco_party.table.view_model import PartyModel, box_of
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.kit.view_model import Box
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import badge, text_in
from tabletop.ui.theme import Colour

TITLE = N_("Every hand, face up")
ROW_MAX = 40
"""A hand's row at most this tall (its cards' pictures a little less): fewer seats, no bigger."""
TITLE_H = 26
PAD = 10


@dataclass(frozen=True)
class HandRow:
    name: str
    colour: Colour
    shape: str
    hand: tuple[HandCard, ...]


@dataclass(frozen=True)
class HandsLook:
    box: Box
    title: str
    rows: tuple[HandRow, ...]
    style: tuple


def open_hands(style: Style, faces: PartyFaces, model: PartyModel,
               seats: list[tuple[str, tuple[Colour, str], tuple[int, ...]]]) -> Element:
    """Every seat's hand (`seats`: its name, its badge, its cards) in the hand's place."""
    box = pygame.Rect(box_of(model.hand_area())).inflate(-2 * PAD, -PAD)
    rows = tuple(HandRow(name, mark[0], mark[1],
                         tuple((picture_path(c), card_colour(c), c.score)
                               for c in (model.data.card(card) for card in hand)))
                 for name, mark, hand in seats)
    look = HandsLook(Box(box.x, box.y, box.w, box.h), style.words.gettext(TITLE), rows,
                     style.key)
    return Element("open hands", box.inflate(8, 8), Z_HAND_NOTE, look,
                   partial(_paint, look, style, faces,
                           faces.tint((box.w, box.h), palette.PLACEMAT, MAT_RADIUS)))


def _paint(look: HandsLook, style: Style, faces: PartyFaces, mat: Tint,
           canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    box = pygame.Rect(look.box)
    mat.lay(canvas, box)
    text_in(canvas, ui, look.title, fonts.SMALL, theme.marigold,
            pygame.Rect(box.x + PAD, box.y + 4, box.w - 2 * PAD, TITLE_H - 4), "midleft")
    if not look.rows:
        return
    top = box.y + TITLE_H + 2
    row_h = min(ROW_MAX, (box.bottom - PAD // 2 - top) // len(look.rows))
    name_w = min(box.w // 3, max(ui.measure(row.name, fonts.SMALL)[0] for row in look.rows) + 4)
    for i, row in enumerate(look.rows):
        y = top + i * row_h
        badge(canvas, row.shape, (box.x + PAD + 9, y + row_h // 2), 9, row.colour)
        text_in(canvas, ui, row.name, fonts.SMALL, theme.cream,
                pygame.Rect(box.x + PAD + 26, y, name_w, row_h), "midleft")
        left = box.x + PAD + 26 + name_w + 10
        room = pygame.Rect(left, y + 3, box.right - PAD - left, row_h - 6)
        if row.hand:
            _paint_hand(style, faces, row.hand, room, canvas)
        else:
            said = style.words.ngettext("{count} in hand", "{count} in hand", 0).format(count=0)
            text_in(canvas, ui, said, fonts.SMALL, palette.shade(theme.cream, 0.8), room,
                    "midleft")


def _paint_hand(style: Style, faces: PartyFaces, hand: tuple[HandCard, ...], room: pygame.Rect,
                canvas: pygame.Surface) -> None:
    """A hand in a row: each card a chip of its band's colour, its picture at the left and its
    points on a cream disc at the right (the name strip's chips, grown), overlapping where the
    row is short of room (each one's picture and points still show)."""
    theme, ui = style.theme, style.ui
    side = room.h - 2
    rad = round(room.h * 0.4)
    width = side + 2 * rad + 8
    step = width + 4.0
    if len(hand) > 1 and width + step * (len(hand) - 1) > room.w:
        step = max(side + 4.0, (room.w - width) / (len(hand) - 1))
    for i, (picture, colour, score) in enumerate(hand):
        chip = pygame.Rect(round(room.x + i * step), room.y, width, room.h)
        paint.rect(canvas, shade(colour, 0.6), chip.inflate(2, 2), border_radius=7)
        paint.rect(canvas, colour, chip, border_radius=6)
        drawing, at = faces.drawn(picture, side, side)
        canvas.blit(drawing, (chip.x + 2 + at[0], chip.y + 1 + at[1]))
        centre = (chip.right - rad - 3, chip.centery)
        paint.circle(canvas, theme.charcoal, centre, rad)
        paint.circle(canvas, theme.cream, centre, rad - 2)
        digits = pygame.Rect(0, 0, 2 * rad, 2 * rad + 6)
        digits.center = (centre[0], centre[1] + 1)
        text_in(canvas, ui, str(score), fonts.SMALL, theme.charcoal, digits)
