"""The one look of an on/off choice, wherever it stands (a settings row, a game's option at
seat setup): a switch, lime with its knob at the right when on, pale with a brown rim and its
knob at the left when off, its state in a word inside the track beside the knob ("On", "Off"),
dark on light either way. The switch is the one mark; its word says it for anyone who does not
read switches."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import text_in
from tabletop.ui.fonts import FontBook
from tabletop.ui.theme import Theme
from tabletop.ui.widgets import LABEL_PAD, Choice

SWITCH_SIZE = (100, 30)
"""The switch's track: its knob at one end, its state word in the rest."""
WORD_SIZE = fonts.SMALL
"""The state word's size inside the track (a short word: "On", "Off", "Activo", "Inactivo")."""
ROOM = SWITCH_SIZE[0] + 8
"""What a switch needs, from the box's right edge."""


END_PAD = 12
"""Between the state word and the track's free end (its rim)."""
WORD_ROOM = 28
"""Beside the state word inside the track: `END_PAD` at its free end, the rest by the knob."""


def track_width(ui: FontBook, word: str) -> int:
    """The track's width for `word`: `SWITCH_SIZE`'s, or wider where the word needs it
    ("Inactivo" never squeezed against its knob)."""
    knob = SWITCH_SIZE[1] // 2 - 3
    needed = ui.measure(word, WORD_SIZE)[0] + 2 * knob + 6 + WORD_ROOM
    return max(SWITCH_SIZE[0], needed)


def draw_switch(canvas: pygame.Surface, ui: FontBook, theme: Theme, box: pygame.Rect,
                on: bool, word: str, unavailable: bool = False) -> pygame.Rect:
    """The switch at the right of `box`, its state `word` inside it beside the knob; one that
    cannot work here has no knob at all: a flat slot with a "no" sign and its word
    ("Unavailable") greyed, so it never reads as a third state. Returns the switch's track."""
    track = pygame.Rect(0, 0, track_width(ui, word), SWITCH_SIZE[1])
    track.midright = (box.right - 4, box.centery)
    on = on and not unavailable
    knob = track.h // 2 - 3
    centre = (track.right - knob - 3, track.centery) if on else \
        (track.x + knob + 3, track.centery)
    room = pygame.Rect(track.x + END_PAD, track.y, track.w - 2 * knob - 6 - WORD_ROOM, track.h)
    if not on:
        room.right = track.right - END_PAD
    if unavailable:  # no knob (so no third state): a flat slot, a "no" sign and its word
        paint.rect(canvas, theme.cream_dark, track, border_radius=track.h // 2)
        sign = (track.x + knob + 3, track.centery)
        paint.circle(canvas, palette.DISABLED_INK, sign, knob - 1, 2)
        reach = round((knob - 2) * 0.7)
        paint.line(canvas, palette.DISABLED_INK, (sign[0] - reach, sign[1] + reach),
                   (sign[0] + reach, sign[1] - reach), 2)
        text_in(canvas, ui, word, WORD_SIZE, palette.DISABLED_INK, room)
        return track
    if on:
        paint.rect(canvas, theme.lime, track, border_radius=track.h // 2)
        paint.circle(canvas, theme.white, centre, knob)
    else:  # a pale track with a firm rim: the word reads dark on light, as "On" does
        paint.rect(canvas, theme.cream_dark, track, border_radius=track.h // 2)
        paint.rect(canvas, palette.EDGE_BROWN, track, 2, border_radius=track.h // 2)
        paint.circle(canvas, palette.EDGE_BROWN, centre, knob)
        paint.circle(canvas, theme.white, centre, knob - 2)
    text_in(canvas, ui, word, WORD_SIZE, theme.charcoal, room)
    return track


@dataclass
class Switch(Choice):
    """A yes/no choice as a switch with its state word, on a cream field like a `Choice`'s:
    Enter, Left/Right or a click anywhere on it flips it (a `Choice` by keys and voice)."""

    on_value: str = "on"
    """The value that means "on"."""

    def click(self, pos: tuple[int, int]) -> None:
        self.navigate(1)

    @property
    def on(self) -> bool:
        return self.value == self.on_value

    def draw(self, canvas, ui, theme, focused, hovered) -> None:
        self.draw_frame(canvas, theme, focused, hovered)
        word = self.display(self.value)
        wide = max(ROOM, track_width(ui, word) + 8)
        inner = pygame.Rect(0, 0, min(wide, self.rect.w - 2 * LABEL_PAD[0]), self.rect.h)
        inner.center = self.rect.center  # the word and its switch together, in the middle
        draw_switch(canvas, ui, theme, inner, self.on, word, unavailable=not self.enabled)
