"""The controls legend: each playing device's keys in a column, where a board slot is free.

A key too long for its column takes two lines, and the whole legend's text shrinks (never below
16 pixels) until every row fits. Its panel is drawn with the middle column's panels.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.games.taco_fight.table.devices import (
    COMMAND_NAMES,
    KEY_LABELS,
    device_kind,
    device_tag,
)
from tabletop.games.taco_fight.table.ink import DIM_TEXT, Z_LEGEND
from tabletop.table.chrome import Style
from tabletop.table.elements import Element
from tabletop.ui import fonts
from tabletop.ui.draw import badge, text_in
from tabletop.ui.fonts import FontBook
from tabletop.ui.theme import Colour

LEGEND_WORDS = {"move": "Move", "play": "Play on plate", "hit": "Hit (tap to stab)",
                "flip": "Flip two", "grab": "Grab five", "shuffle": "Shuffle",
                "give": "Give a card", "auto": "Auto place", "ready": "Ready"}
LEGEND_TEXT = 16
LEGEND_GAP = 3  # between rows
TITLE = "Controls (F2 to change who plays on what)"


@dataclass(frozen=True)
class Column:
    """A device's column: the device, and the mark of the seat it plays (None: nobody)."""

    device: str
    mark: tuple[Colour, str] | None


@dataclass(frozen=True)
class LegendLook:
    rect: tuple[int, int, int, int]
    columns: tuple[Column, ...]
    style: tuple


def legend(style: Style, rect: pygame.Rect, columns: tuple[Column, ...]) -> Element:
    look = LegendLook((rect.x, rect.y, rect.w, rect.h), columns, style.key)
    return Element("legend", pygame.Rect(rect), Z_LEGEND, look,
                   partial(_paint_legend, look, style))


def _paint_legend(look: LegendLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.rect)
    devices = [column.device for column in look.columns]
    inner = rect.inflate(-28, 0)
    text_in(canvas, ui, TITLE, fonts.SMALL, theme.marigold,
            pygame.Rect(inner.x, rect.y + 6, inner.w, 26), "midleft")
    names = ["move", *(n for n in COMMAND_NAMES if n != "move")]
    head = rect.y + 34
    for size in ui.sizes(LEGEND_TEXT):
        layout = legend_layout(ui, devices, names, inner, size)
        line = ui.line_height(size)
        if head + line + 6 + sum(layout[2]) + LEGEND_GAP * (len(names) - 1) <= rect.bottom - 6:
            break
    words_w, spans, heights = layout
    floor = size * ui.scale  # the size chosen is the size every cell keeps
    for column, (x, column_w) in zip(look.columns, spans, strict=True):
        colour = DIM_TEXT
        if column.mark is not None:
            colour, shape = column.mark
            badge(canvas, shape, (x + 7, head + line // 2), 7, colour)
        text_in(canvas, ui, device_tag(column.device), size, colour,
                pygame.Rect(x + 18, head, column_w - 22, line + 2), "midleft", floor=floor)
    y = head + line + 6
    for name, tall in zip(names, heights, strict=True):
        cells = [(LEGEND_WORDS[name], inner.x, words_w, DIM_TEXT)]
        for device, (x, column_w) in zip(devices, spans, strict=True):
            cells.append((KEY_LABELS[device_kind(device)][name], x, column_w - 8, theme.cream))
        for text, x, width, ink in cells:
            text_in(canvas, ui, text, size, ink, pygame.Rect(x, y, width, tall), "topleft",
                    floor=floor)
        y += tall + LEGEND_GAP


def legend_layout(ui: FontBook, devices: list[str], names: list[str], inner: pygame.Rect,
                  size: float) -> tuple[int, list[tuple[int, int]], list[int]]:
    """(words column width, each device column's (x, width), each row's height) at text
    `size`: a device column is as wide as its longest key, the room shared out by need."""
    words_w = min(max(ui.measure(LEGEND_WORDS[n], size)[0] for n in names), inner.w * 7 // 20)
    room_w = inner.w - words_w - 8
    needs = [max(ui.measure(KEY_LABELS[device_kind(d)][n], size)[0] for n in names) + 8
             for d in devices]
    spare = room_w - sum(needs)
    if spare >= 0:
        widths = [min(250, need + spare // max(1, len(devices))) for need in needs]
    else:
        widths = [need * room_w // sum(needs) for need in needs]
    columns, x = [], inner.x + words_w + 8
    for width in widths:
        columns.append((x, width))
        x += width
    room = 2 * ui.line_height(size)
    floor = size * ui.scale
    heights = []
    for name in names:
        cells = [(LEGEND_WORDS[name], words_w)] + [
            (KEY_LABELS[device_kind(d)][name], width - 8)
            for d, (_, width) in zip(devices, columns, strict=True)]
        heights.append(max(ui.fitted_size(text, size, (width, room), floor=floor)[1]
                           for text, width in cells))
    return words_w, columns, heights
