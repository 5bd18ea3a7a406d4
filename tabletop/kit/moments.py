"""Moments: short celebrations over the table when something good or big happens (a perfect
taco bursts, a Legendary flares, a wave won or lost lands), each about a second, drawn above the
cards and below the chrome, never in the way of input (nothing waits for one to end).

Reduced motion (Settings): a soft glow that fades in place, nothing flying out; animation speed
"instant": no moment at all. Each moment is one element whose look is its progress in steps of
`STEPS` per second, so the retained canvas redraws only its own square while it plays.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import partial

import pygame

from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.ui import fonts, paint
from tabletop.ui.draw import text_in
from tabletop.ui.layer import scale_of, surface_like

Colour = tuple[int, int, int]

BURST, FLARE, LAND = "burst", "flare", "land"
"""A burst of rays and sparks (a perfect taco), a flare of long rays (a Legendary), a ring
that lands and spreads (a wave won or lost)."""
DURATION = {BURST: 0.9, FLARE: 1.0, LAND: 1.2}
"""Seconds each kind lasts at normal animation speed."""
RADIUS = {BURST: 90, FLARE: 110, LAND: 120}
"""How far each kind reaches from its centre, in logical pixels."""
Z_MOMENT = 850.0
"""Above every table's cards and panels; the chrome (from 900) stays on top."""
STEPS = 30
"""Looks per second: how often a playing moment is drawn again."""
WORD_BOX = (260, 44)
INK = (255, 248, 231)
PILL = (43, 32, 24)
"""The words' pill: dark, so cream words read on it whatever the moment's colour."""


SheetShows = tuple[float, bool, float]
"""What a sheet was drawn for: the moment's progress, reduced motion, the canvas's scale."""


@dataclass(frozen=True)
class Moment:
    kind: str
    centre: tuple[int, int]
    colour: Colour
    started: float
    lasts: float
    """Seconds it plays (its kind's `DURATION` at the animation speed it started at)."""
    word: str = ""
    """A few words shown over it ("Perfect taco!"), already in the player's language."""


@dataclass
class Moments:
    """The moments playing at one table (its own, so nothing is shared between tables)."""

    live: list[Moment] = field(default_factory=list)
    sheets: dict[Moment, tuple[SheetShows, pygame.Surface]] = field(default_factory=dict)
    """Each live moment's last drawn picture and what it showed: a moment under several
    redrawn regions of one frame (or shown again before its next step) is drawn once."""

    def start(self, kind: str, centre: tuple[float, float], colour: Colour, now: float,
              word: str = "", speed: float = 1.0) -> None:
        """A new moment from `now` (none at animation speed "instant": `speed` 0 or
        unbounded)."""
        lasts = DURATION[kind] / speed if speed > 0 else 0.0
        if lasts > 0:
            self.live.append(Moment(kind, (round(centre[0]), round(centre[1])), colour, now,
                                    lasts, word))

    def busy(self, now: float) -> bool:
        """Some moment still plays at `now`."""
        self.live = [m for m in self.live if now - m.started < m.lasts]
        return bool(self.live)

    def elements(self, now: float, style: Style, reduced: bool) -> list[Element]:
        """An element per moment still playing at `now`."""
        for gone in [moment for moment in self.sheets if moment not in self.live]:
            del self.sheets[gone]
        out = []
        for index, moment in enumerate(self.live):
            progress = (now - moment.started) / moment.lasts
            if not 0.0 <= progress < 1.0:
                continue
            step = min(STEPS - 1, int(progress * STEPS))
            reach = RADIUS[moment.kind]
            rect = pygame.Rect(0, 0, 2 * reach, 2 * reach)
            rect.center = moment.centre
            if moment.word:
                words = pygame.Rect((0, 0), WORD_BOX)
                words.center = moment.centre
                rect.union_ip(words.inflate(8, 8 + 2 * WORD_RISE))
            look = (moment, step, reduced, style.key)
            painter = partial(_paint, moment, step / STEPS, reduced, style, self.sheets)
            out.append(Element(("moment", index, moment.started), rect, Z_MOMENT + index * 0.01,
                               look, painter, keep=False))
        return out


WORD_RISE = 18
"""How far the words float up while the moment plays (none with reduced motion)."""


def _ease_out(t: float) -> float:
    return 1.0 - (1.0 - t) ** 3


def _paint(moment: Moment, progress: float, reduced: bool, style: Style,
           sheets: dict[Moment, tuple[SheetShows, pygame.Surface]],
           canvas: pygame.Surface) -> None:
    reach = RADIUS[moment.kind]
    shows = (progress, reduced, scale_of(canvas))
    kept = sheets.get(moment)
    if kept is not None and kept[0] == shows:
        sheet = kept[1]
    else:  # drawn again on the last sheet when it is at this scale (a 4K burst's is 1 MB)
        reused = kept[1] if kept is not None and kept[0][2] == shows[2] else None
        sheet = _sheet(moment, progress, reduced, canvas, reused)
        sheets[moment] = (shows, sheet)
    canvas.blit(sheet, (moment.centre[0] - reach, moment.centre[1] - reach))
    if moment.word:
        _words(canvas, style, moment, progress, reduced)


def _sheet(moment: Moment, progress: float, reduced: bool, canvas: pygame.Surface,
           reused: pygame.Surface | None = None) -> pygame.Surface:
    """The moment's rays, rings or glow at `progress`, on a sheet of its own the size of its
    reach, at the canvas's scale (`reused`, cleared, when given)."""
    reach = RADIUS[moment.kind]
    if reused is None:
        sheet = surface_like(canvas, (2 * reach, 2 * reach), pygame.SRCALPHA)
    else:
        sheet = reused
        sheet.fill((0, 0, 0, 0))
    if reduced:
        _glow(sheet, reach, moment.colour, 1.0 - progress)
    elif moment.kind == LAND:
        _land(sheet, reach, moment.colour, progress)
    else:
        _rays(sheet, reach, moment.colour, progress, 14 if moment.kind == FLARE else 10,
              long=moment.kind == FLARE)
    return sheet


def _light(colour: Colour, share: float = 0.45) -> Colour:
    """`colour` moved `share` of the way to white (rays read brighter on the dark felt)."""
    r, g, b = colour
    return (round(r + (255 - r) * share), round(g + (255 - g) * share),
            round(b + (255 - b) * share))


def _glow(sheet: pygame.Surface, reach: int, colour: Colour, fade: float) -> None:
    """Reduced motion: rings of the colour, brightest at the middle, fading as one."""
    for ring in range(6, 0, -1):
        alpha = round(60 * fade * (7 - ring) / 6)
        paint.circle(sheet, (*colour, alpha), (reach, reach), reach * ring / 7)


def _rays(sheet: pygame.Surface, reach: int, colour: Colour, progress: float, count: int,
          long: bool) -> None:
    """Rays shooting out and sparks flying past them, all fading as they go."""
    grow = _ease_out(min(1.0, progress * 1.6))
    fade = (1.0 - progress) ** 0.8
    colour = _light(colour)
    centre = (reach, reach)
    ring = reach * (0.25 + 0.7 * grow)
    paint.circle(sheet, (*colour, round(110 * fade)), centre, ring, max(2, round(6 * fade)))
    inner, outer = reach * (0.15 + 0.35 * grow), reach * ((0.55 if not long else 0.7)
                                                          + 0.3 * grow)
    for ray in range(count):
        angle = 2 * math.pi * ray / count + 0.35 * progress
        width = max(1.0, (7 if long else 5) * fade)
        tip = [(centre[0] + math.cos(angle) * outer, centre[1] + math.sin(angle) * outer)]
        side = angle + math.pi / 2
        base = [(centre[0] + math.cos(angle) * inner + math.cos(side) * width * s,
                 centre[1] + math.sin(angle) * inner + math.sin(side) * width * s)
                for s in (-1, 1)]
        paint.polygon(sheet, (*colour, round(200 * fade)), [base[0], *tip, base[1]])
    for spark in range(count):
        angle = 2 * math.pi * (spark + 0.5) / count
        out = reach * (0.3 + 0.65 * grow)
        at = (centre[0] + math.cos(angle) * out, centre[1] + math.sin(angle) * out)
        paint.circle(sheet, (*INK, round(230 * fade)), at, max(1.5, 4 * fade))


def _land(sheet: pygame.Surface, reach: int, colour: Colour, progress: float) -> None:
    """Two rings dropping onto the table and spreading."""
    centre = (reach, reach)
    for delay in (0.0, 0.18):
        t = max(0.0, progress - delay) / (1.0 - delay)
        if t <= 0.0:
            continue
        radius = reach * (0.2 + 0.78 * _ease_out(t))
        alpha = round(190 * (1.0 - t))
        paint.circle(sheet, (*colour, alpha), centre, radius, max(2, round(10 * (1.0 - t))))
    paint.circle(sheet, (*colour, round(70 * (1.0 - progress))), centre, reach * 0.22)


def _words(canvas: pygame.Surface, style: Style, moment: Moment, progress: float,
           reduced: bool) -> None:
    """The moment's words on a dark pill ringed in its colour, floating up a little."""
    rise = 0 if reduced else round(WORD_RISE * _ease_out(progress))
    box = pygame.Rect((0, 0), WORD_BOX)
    box.center = (moment.centre[0], moment.centre[1] - rise)
    width, _height = style.ui.measure(moment.word, fonts.SMALL)
    box.w = min(WORD_BOX[0], width + 28)
    box.centerx = moment.centre[0]
    paint.rect(canvas, PILL, box, border_radius=box.h // 2)
    paint.rect(canvas, moment.colour, box, 3, border_radius=box.h // 2)
    text_in(canvas, style.ui, moment.word, fonts.SMALL, INK, box.inflate(-12, -4))
