"""The replay's timeline on its foot bar: where the game starts and ends at its two ends, a
thick track (the part played in magenta) and a knob that says where the replay stands
("Step 30", "0:46"); a click along it jumps there."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import panel, text_in

TRACK_H = 8
"""The track's thickness."""
KNOB_H = 28
"""The knob's height: a pill with the step or the time shown in it."""
KNOB_PAD = 12
"""Room each side of the knob's words."""
END_GAP = 10
"""Between an end's label and the track."""


@dataclass(frozen=True)
class Scrubber:
    """The timeline laid out in `box`: its labels' widths and the knob's (the widest it says)."""

    box: pygame.Rect
    start_w: int
    end_w: int
    knob_w: int

    @property
    def track(self) -> pygame.Rect:
        left = self.box.x + self.start_w + END_GAP
        right = self.box.right - self.end_w - END_GAP
        rect = pygame.Rect(left, 0, max(1, right - left), TRACK_H)
        rect.centery = self.box.centery
        return rect

    def travel(self) -> tuple[int, int]:
        """The knob's centre moves between these: its pill never over an end's label."""
        track = self.track
        half = self.knob_w // 2
        return track.x + half, max(track.x + half, track.right - half)

    def knob_at(self, share: float) -> pygame.Rect:
        start, end = self.travel()
        knob = pygame.Rect(0, 0, self.knob_w, KNOB_H)
        knob.center = (start + round((end - start) * min(1.0, max(0.0, share))),
                       self.box.centery)
        return knob

    def share_at(self, pos: tuple[int, int]) -> float | None:
        """The share of the game a click at `pos` jumps to (None: not on the timeline)."""
        track = self.track
        if not self.box.collidepoint(pos) or not track.x - 4 <= pos[0] <= track.right + 4:
            return None
        start, end = self.travel()
        return min(1.0, max(0.0, (pos[0] - start) / max(1, end - start)))


def scrubber(ui: fonts.FontBook, box: pygame.Rect, start: str, end: str,
             widest_now: str) -> Scrubber:
    """The timeline in `box`, with `start` and `end` at its ends and room in its knob for
    `widest_now`."""
    return Scrubber(pygame.Rect(box), ui.measure(start, fonts.SMALL)[0] + 2,
                    ui.measure(end, fonts.SMALL)[0] + 2,
                    ui.measure(widest_now, fonts.SMALL)[0] + 2 * KNOB_PAD)


def draw_scrubber(canvas: pygame.Surface, ui: fonts.FontBook, theme, scrub: Scrubber,
                  start: str, now: str, end: str, share: float) -> None:
    """The two ends' labels, the track (played in magenta) and the knob saying `now`."""
    box, track = scrub.box, scrub.track
    if start != now:  # "Start" at every step; a clock's "0:00" not beside its knob's "0:00"
        text_in(canvas, ui, start, fonts.SMALL, theme.cream,
                pygame.Rect(box.x, box.y, scrub.start_w, box.h), "midleft")
    text_in(canvas, ui, end, fonts.SMALL, theme.cream,
            pygame.Rect(box.right - scrub.end_w, box.y, scrub.end_w, box.h), "midright")
    paint.rect(canvas, palette.shade(theme.cream, 0.62), track, border_radius=TRACK_H // 2)
    knob = scrub.knob_at(share)
    played = pygame.Rect(track.x, track.y, max(0, knob.centerx - track.x), track.h)
    if played.w:
        paint.rect(canvas, theme.magenta, played, border_radius=TRACK_H // 2)
    panel(canvas, knob, theme.cream, theme.magenta, radius=KNOB_H // 2, shadow=False)
    text_in(canvas, ui, now, fonts.SMALL, theme.charcoal, knob.inflate(-KNOB_PAD, -4))
