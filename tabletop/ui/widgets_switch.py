"""The one look of an on/off choice, wherever it stands (a settings row, a game's option at
seat setup): a switch, lime with its knob at the right when on, grey with its knob at the left
when off, and its state in a word just before it ("On", "Off"). The switch is the one mark;
the word says it for anyone who does not read switches."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import text_in
from tabletop.ui.fonts import FontBook
from tabletop.ui.theme import Theme
from tabletop.ui.widgets import LABEL_PAD, Choice

SWITCH_SIZE = (52, 26)
"""The switch's track."""
WORD_GAP = 10
"""Between the state word and the switch."""
WORD_ROOM = 56
"""The state word's room, left of the switch (a short word: "On", "Off", "Sí", "No")."""
ROOM = WORD_ROOM + WORD_GAP + SWITCH_SIZE[0] + 4
"""What a switch and its word need, right to left, from the box's right edge."""


def draw_switch(canvas: pygame.Surface, ui: FontBook, theme: Theme, box: pygame.Rect,
                on: bool, word: str, unavailable: bool = False) -> pygame.Rect:
    """The switch at the right of `box`, its state `word` right before it; one that cannot
    work here is an empty outline with its word greyed. Returns the switch's track."""
    track = pygame.Rect(0, 0, *SWITCH_SIZE)
    track.midright = (box.right - 4, box.centery)
    words = pygame.Rect(track.x - WORD_GAP - WORD_ROOM, box.y, WORD_ROOM, box.h)
    ink = palette.DISABLED_INK if unavailable else theme.charcoal
    text_in(canvas, ui, word, fonts.SMALL, ink, words, "midright")
    on = on and not unavailable
    knob = track.h // 2 - 3
    centre = (track.right - knob - 3, track.centery) if on else \
        (track.x + knob + 3, track.centery)
    if unavailable:
        paint.rect(canvas, palette.DISABLED_INK, track, 2, border_radius=track.h // 2)
        paint.circle(canvas, palette.DISABLED_INK, centre, knob - 2)
        return track
    paint.rect(canvas, theme.lime if on else palette.SWITCH_OFF, track,
               border_radius=track.h // 2)
    paint.circle(canvas, theme.white, centre, knob)
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
        inner = pygame.Rect(0, 0, min(ROOM, self.rect.w - 2 * LABEL_PAD[0]), self.rect.h)
        inner.center = self.rect.center  # the word and its switch together, in the middle
        draw_switch(canvas, ui, theme, inner, self.on, self.display(self.value),
                    unavailable=not self.enabled)
