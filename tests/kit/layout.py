"""A table's layout read back from one frame: every text it fitted into a box (the font book's
`TextLog`), checked for overlaps, clipping and size, with any badges a table names.

Game tables build their fullest states (most seats, full hands, the tallest piles, the
biggest numbers) at every text size and assert `layout_problems(...) == []`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from tabletop.ui.fonts import MIN_TEXT, PlacedText, TextLog
from tests.scenes.layout_checks import describe, overflow

Badge = tuple[str, pygame.Rect]
"""A named shape that must not overlap a text or another badge (a sum disc, a chip)."""


def texts_of(services, table) -> list[PlacedText]:
    """Every text one full frame of `table` fits into a box (drawn from scratch)."""
    log = TextLog()
    table.redraw_all()
    services.fonts.log = log
    try:
        table.draw(services.display.canvas, 0.0)
    finally:
        services.fonts.log = None
    return log.placed


def _inside(inner: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.contains(inner)


def layout_problems(texts: Sequence[PlacedText], badges: Iterable[Badge] = (),
                    min_height: int = MIN_TEXT, covered: Iterable[pygame.Rect] = ()
                    ) -> list[str]:
    """Why this frame's layout is broken: a text past its box or the screen, two texts or
    badges overlapping (one inside another is fine: a chip on its panel), a badge over a text
    that is not its own (a text inside it), a text shorter than `min_height` logical px (at
    the default text size and above: pass 0 for a smaller one). Texts on a picture of their
    own (a button's) are checked against their picture only. `covered`: places deliberately
    drawn over (a dimmed table under an overlay), whose texts are left out."""
    hidden = list(covered)
    shown = [t for t in texts if not any(area.contains(t.rect) for area in hidden)]
    out = []
    for text in shown:
        why = overflow(text)
        if why:
            out.append(f"{describe(text)} {why}")
        if text.rect.h < min_height:
            out.append(f"{describe(text)} is under {min_height} px")
    # texts drawn on a picture of their own (a button's) are placed in its coordinates
    screen = max((t.bounds for t in shown), key=lambda r: r.w * r.h, default=None)
    unique = list({(t.text, tuple(t.rect)): t for t in shown if t.bounds == screen}.values())
    for i, first in enumerate(unique):
        for second in unique[i + 1:]:
            if first.rect.colliderect(second.rect):
                out.append(f"{describe(first)} overlaps {describe(second)}")
    marks = list(badges)
    for i, (name, rect) in enumerate(marks):
        for other, other_rect in marks[i + 1:]:
            if rect.colliderect(other_rect) and not (rect.contains(other_rect)
                                                     or other_rect.contains(rect)):
                out.append(f"badge {name} {tuple(rect)} overlaps badge {other}")
        for text in unique:
            if text.rect.colliderect(rect) and not _inside(text.rect, rect):
                out.append(f"badge {name} {tuple(rect)} overlaps {describe(text)}")
    return out


def problems_at_every_text_size(services, table, sizes: Iterable[float]) -> list[str]:
    """The layout problems of `table` at each text size in `sizes` (none smaller than
    `MIN_TEXT` from the default size up), each tagged with its size; the size set back."""
    problems: list[str] = []
    try:
        for scale in sizes:
            services.fonts.set_scale(scale)
            smallest = MIN_TEXT if scale >= 1.0 else 0
            problems += [f"{scale}x: {p}"
                         for p in layout_problems(texts_of(services, table), (), smallest)]
    finally:
        services.fonts.set_scale(1.0)
    return list(dict.fromkeys(problems))
