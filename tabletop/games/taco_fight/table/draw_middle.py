"""The ¡Taco Fight! table's middle column as elements: the clock beside the hourglass, the wave
track, the taco board, the ingredient stack and the sink (their panels are printed on the
ground: `ground.py`).

Each element's look is a frozen record of what it shows; its painter draws from that record,
the style and the table's art only.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.games.taco_fight.table.faces import HEAT_COLOURS, TableArt
from tabletop.games.taco_fight.table.ink import Z_CLOCK, Z_MIDDLE, Z_WAVES
from tabletop.games.taco_fight.table.layout import COUNT_LINE, HEATS, STACK_GAP, FightLayout
from tabletop.games.taco_fight.table.view_model import ClockReading
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.kit.signals import Meaning, signal
from tabletop.ui import fonts, paint
from tabletop.ui.draw import kept_sheet, text_in
from tabletop.ui.palette import DIM_TEXT, SLOT_FILL, SLOT_LINE, WARN_INK

TEXT_ROOM = 4
"""A middle zone's element reaches this far past it (its words' shadows)."""
EATEN_SIZE, EATEN_FLOOR = 16, 14
"""The sink's "tacos eaten": its size, and the least it is set to a logical pixel at a time so
it stays on one line (Spanish "tacos comidos" wrapped to two in four boards' narrow sink): the
table's floor, 14, before the word alone."""
EATEN_MARGIN = 4
"""How far "tacos eaten" keeps in from the sink's sides (at four boards it filled the panel
from edge to edge); where it does not fit so, the word alone."""
PANEL_NAME_TOP = 4
"""How far "Stack" and "Sink" stand below their zones' tops (their panels stand 2 px in: at 2
the names sat on the panels' top edges; 4 keeps them clear of a hint's dashes round the stack)."""
TALL_CLOCK = 120
"""A clock zone at least this tall says the phase, the time, the wave and the difficulty; a
shorter one (under the hourglass) the phase and the time."""


# --- the clock ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class ClockLook:
    reading: ClockReading
    style: tuple


def clock(style: Style, layout: FightLayout, reading: ClockReading) -> Element:
    """The clock's words beside the hourglass."""
    look = ClockLook(reading, style.key)
    zone = layout.zone("clock")
    return Element("clock", zone.inflate(TEXT_ROOM, TEXT_ROOM), Z_CLOCK, look,
                   partial(_paint_clock, look, style, zone))


def _paint_clock(look: ClockLook, style: Style, zone: pygame.Rect,
                 canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    reading = look.reading
    if zone.h < TALL_CLOCK:
        _paint_short_clock(reading, style, zone, canvas)
        return

    def line(top: int, height: int) -> pygame.Rect:
        return pygame.Rect(zone.x, zone.y + top, zone.w, height)

    text, note = reading.text, reading.note
    if not reading.size and note:  # no time limit: "until Ready" says it ("no limit" too)
        text, note = note, ""
    text_in(canvas, ui, reading.phase, fonts.BODY, theme.marigold, line(4, 34), "midtop",
            shadow=theme.shadow)  # (its lines end by 158: the wave track's key under it)
    text_in(canvas, ui, text, reading.size or fonts.SMALL,
            WARN_INK if reading.warn else theme.cream, line(38, 45), shadow=theme.shadow)
    if note:
        text_in(canvas, ui, note, fonts.SMALL, DIM_TEXT, line(83, 22))
    text_in(canvas, ui, reading.wave, fonts.SMALL, theme.cream, line(106, 28),
            shadow=theme.shadow)
    text_in(canvas, ui, reading.difficulty, 16, theme.marigold, line(134, 24))


def _paint_short_clock(reading: ClockReading, style: Style, zone: pygame.Rect,
                       canvas: pygame.Surface) -> None:
    """The clock under the hourglass (a narrow middle column): the phase over the digits,
    each centred on a line of its own (side by side they ran from edge to edge), a note
    beside the digits only when there is something to say (paused, flip!: a running clock's
    sand says it runs); with no time limit, the phase and "until Ready" centred. The wave
    heads the wave track below (`_draw_narrow_waves`)."""
    theme, ui = style.theme, style.ui
    if reading.size:
        running = style.words.pgettext("clock", "running")
        note = "" if reading.note == running else reading.note
    else:  # no time limit: "until Ready" says it all
        note = reading.note or reading.text
    phase_h, digits_h = PHASE_LINE, min(DIGITS_LINE, zone.h - PHASE_LINE)
    y = zone.y + max(GLASS_CLEAR, (zone.h - phase_h - digits_h) // 2)
    if y + phase_h + digits_h > zone.bottom:  # (four boards: a little smaller, both stacked
        phase_h = TIGHT_PHASE  # clear of the glass's foot and of the wave track's panel)
        digits_h = zone.bottom - y - phase_h
    x = zone.x
    if not reading.size:  # no digits: the phase and its note centred under the hourglass
        if not note:
            top = pygame.Rect(x, zone.centery - 23, zone.w, min(46, zone.h))
            text_in(canvas, ui, reading.phase, fonts.BODY, theme.marigold, top,
                    shadow=theme.shadow)
            return
        top = pygame.Rect(x, zone.y + max(GLASS_CLEAR, (zone.h - phase_h - NOTE_LINE) // 2),
                          zone.w, phase_h)  # (four boards': clear of the glass and the track)
        text_in(canvas, ui, reading.phase, fonts.BODY, theme.marigold, top, shadow=theme.shadow)
        text_in(canvas, ui, note, fonts.SMALL, theme.cream,
                pygame.Rect(x + 2, top.bottom, zone.w - 4, NOTE_LINE), shadow=theme.shadow)
        return
    text_in(canvas, ui, reading.phase, fonts.BODY, theme.marigold,
            pygame.Rect(x + 2, y, zone.w - 4, phase_h), shadow=theme.shadow)
    line = pygame.Rect(x + 2, y + phase_h, zone.w - 4, digits_h)
    colour = WARN_INK if reading.warn else theme.cream
    if not note:
        text_in(canvas, ui, reading.text, reading.size, colour, line, shadow=theme.shadow)
        return
    digits_w = min(ui.measure(reading.text, reading.size)[0] + 4, line.w * 3 // 5)
    note_w = min(ui.measure(note, fonts.SMALL)[0] + 4, line.w - digits_w - NOTE_GAP)
    left = line.x + (line.w - digits_w - NOTE_GAP - note_w) // 2
    text_in(canvas, ui, reading.text, reading.size, colour,
            pygame.Rect(left, line.y, digits_w, line.h), "midleft", shadow=theme.shadow)
    text_in(canvas, ui, note, fonts.SMALL, theme.cream,
            pygame.Rect(left + digits_w + NOTE_GAP, line.y, note_w, line.h), "midleft",
            shadow=theme.shadow)


GLASS_CLEAR = 4
"""How far a short clock's phase line keeps below the hourglass's zone (four boards' "FIGHT"
touched the glass's base)."""
TIGHT_PHASE = 26
"""A short clock's phase line where the phase and the digits do not fit its zone at their own
sizes under `GLASS_CLEAR` (four boards' 70 px): the phase at 22 px, the digits at 35 px in the
rest."""
PHASE_LINE = 28
"""A narrow clock's phase line (the table's body text)."""
DIGITS_LINE = 46
"""A narrow clock's digits line (the clock's own size, pulsing bigger near the end)."""
NOTE_LINE = 22
"""A short clock's note under its phase ("until Ready"), one line of the table's small text
(its shadow's pixels too: at 20 it shrank to the 16 px floor)."""
NOTE_GAP = 8
"""Room between a narrow clock's digits and its note."""


# --- the wave track ----------------------------------------------------------------------------
@dataclass(frozen=True)
class WavesLook:
    wave: int
    waves: int
    phase: str
    heats: tuple[str, ...]
    grow: int
    """Pixels the current wave's ring has grown (it pulses while the sand runs)."""
    difficulty: str
    """The game's difficulty, as a narrow track names it above its discs."""
    style: tuple


def waves(style: Style, layout: FightLayout, wave: int, count: int, phase: str,
          heats: tuple[str, ...], grow: int, difficulty: str = "") -> Element:
    look = WavesLook(wave, count, phase, heats, grow, difficulty, style.key)
    zone = layout.zone("waves")
    return Element("waves", zone, Z_WAVES, look, partial(_paint_waves, look, style, zone))


def _paint_waves(look: WavesLook, style: Style, zone: pygame.Rect,
                 canvas: pygame.Surface) -> None:
    """The wave track as one kept picture (a look for each size of the pulsing ring)."""
    kept_sheet(canvas, style.sheets, ("waves", look, tuple(zone)), zone,
               partial(_track_in_zone, look, style, zone))


def _track_in_zone(look: WavesLook, style: Style, zone: pygame.Rect, canvas: pygame.Surface,
                   shift: tuple[int, int]) -> None:
    """The wave track, kept inside its zone."""
    inside = zone.move(shift)
    clip = canvas.get_clip()
    shown = inside.clip(clip)
    if shown.w <= 0 or shown.h <= 0:
        return
    canvas.set_clip(shown)
    try:
        _draw_waves(look, style, inside, canvas)
    finally:
        canvas.set_clip(clip)


WIDE_RING, WIDE_DOT = 13, 9
"""The wide track's fight disc and prep dot radii at most (26 px and 18 px across)."""
WIDE_ROWS = (36, 64)
"""The wide track's prep and fight rows, down from its top (its numbers head it): a ring
at its widest on one row stays clear of the other's discs and of the numbers."""
NARROW_TRACK = 260
"""A wave track narrower than this stands in blocks under the wave and the difficulty
(`narrow_track`; the wide one has one Prep row and one Fight row for every wave)."""
DISC = 8
"""A narrow track's least disc radius."""
DISC_MOST = 17
"""A narrow track's disc radius where its room allows: a 34 px disc."""
RING = 3
"""How far the current wave's ring reaches past its disc (and how thick it is), at rest."""
DISC_GAP = 2
"""The least room between the current wave's ring at the top of its pulse and a neighbouring
disc (at rest it keeps `GROW_MOST` more)."""
LEVEL_LEAST = 150
"""A narrow track at least this wide (four boards' too) names the difficulty beside the wave;
a narrower one says the wave alone (the difficulty is the score sheet's and the results')."""
GROW_MOST = 3
"""How far the ring grows at the top of its pulse (`wave_ring_grow`)."""


NARROW_BLOCKS = 2
"""A narrow track (four boards' middle column) stands its waves in this many rows of numbered
discs, one under another, so each disc and its number read across the room."""
NARROW_NUMBER = 24
"""A narrow track's numbers on their discs, their digits 17 px (the wide track's rows say
Prep and Fight; here the clock above says the phase and the current wave's disc is hollow
while it preps)."""


@dataclass(frozen=True)
class NarrowTrack:
    """Where a narrow track's discs go: each wave's disc centre, and the discs' radius."""

    waves: tuple[tuple[int, int], ...]
    """Each wave's disc centre."""
    disc: int


def ring_reach(radius: int) -> int:
    """How far the current wave's ring reaches from its centre at its widest."""
    return radius + RING + GROW_MOST


def narrow_heading(zone: pygame.Rect) -> bool:
    """Whether a narrow track has room for its heading ("Wave 2/6 · Normal") over its rows
    with discs `NARROW_LEAST` across and its two-line key under them (four boards' has not:
    the top bar's chip says the wave there)."""
    key = NARROW_LEGEND_H if narrow_legend(zone) else 0
    return (zone.h - NARROW_HEADING - key) / NARROW_BLOCKS >= row_height(NARROW_LEAST)


NARROW_LEAST = 12
"""A narrow track's disc radius it keeps before its heading (24 px across)."""


def row_height(radius: int) -> int:
    """A row's least height for discs of `radius`: the current wave's ring at its widest
    inside it, `DISC_GAP` clear of the other row's."""
    return 2 * ring_reach(radius) + DISC_GAP


LEGEND_H = 18
"""The key under a wave track (every track has room for it): a beaten wave's disc, the
current wave's mark and a wave to come, each with its word, at 18 px where they fit, else 16,
else 14; a track too narrow for the three on one line (four boards') stands them on two."""
LEGEND_DISC = 7
"""A mark's radius in the wave track's key."""
LEGEND_FOOT = 2
"""The felt left under a narrow track's key, inside its zone (four boards' "mild medium hot"
under it touched its words)."""
NARROW_LEGEND_H = 2 * LEGEND_H + LEGEND_FOOT
"""A narrow track's key: two lines ("beaten" and "now", then "to come") and its foot."""


def narrow_legend(zone: pygame.Rect) -> bool:
    """Whether a narrow track has room for its two-line key under its rows with discs 30 px
    across (four boards' has, its heading left to the top bar's chip)."""
    return (zone.h - NARROW_LEGEND_H) / NARROW_BLOCKS >= row_height(15)


def wide_legend(zone: pygame.Rect) -> bool:
    """Whether a wide track has room for its key under its rows, with the wave's heading
    over them where the track says it (three boards) and without (one or two: the clock beside
    the sand says the wave)."""
    return zone.h >= wide_track_height(wide_heading(zone)) + LEGEND_H


def wide_heading(zone: pygame.Rect) -> bool:
    """Whether a wide track heads its rows with the wave and the difficulty (three boards:
    their clock is too short to say them); one or two boards' tall clock says them."""
    return zone.h >= wide_track_height(True) + LEGEND_H


def legend_area(zone: pygame.Rect) -> pygame.Rect | None:
    """Where a wave track's key goes: one line along its zone's foot, two on a narrow track
    (None: no room)."""
    narrow = zone.w < NARROW_TRACK
    room = narrow_legend(zone) if narrow else wide_legend(zone)
    if not room:
        return None
    height = 2 * LEGEND_H if narrow else LEGEND_H
    foot = LEGEND_FOOT if narrow else 1
    return pygame.Rect(zone.x + HEADING_MARGIN, zone.bottom - height - foot,
                       zone.w - 2 * HEADING_MARGIN, height)


def narrow_track(zone: pygame.Rect, waves: int) -> NarrowTrack:
    """A narrow track: `NARROW_BLOCKS` rows of numbered discs (under its heading where it has
    room), as big as their pitch and their row allow with the current wave's ring at its
    widest `DISC_GAP` clear of a neighbour and of the other row, from `DISC` up to
    `DISC_MOST`."""
    per = max(1, -(-waves // NARROW_BLOCKS))
    pitch = (zone.w - 4) / per
    top = zone.y + (NARROW_HEADING if narrow_heading(zone) else 0)
    bottom = zone.bottom - (NARROW_LEGEND_H if narrow_legend(zone) else 0)
    row = (bottom - top) / NARROW_BLOCKS
    across = int((pitch - DISC_GAP) / 2) - RING - GROW_MOST
    down = next((r for r in range(DISC_MOST, DISC - 1, -1) if row_height(r) <= row), DISC)
    disc = max(DISC, min(DISC_MOST, across, down))
    centres = []
    for i in range(waves):
        b, c = divmod(i, per)
        centres.append((int(zone.x + 2 + pitch * c + pitch / 2), int(top + b * row + row / 2)))
    return NarrowTrack(tuple(centres), disc)


WAVE_HEADING = 28
NARROW_HEADING = 20
"""The same over a narrow track (four boards' column), one line of the table's smallest text
tight over its rows of discs."""
"""The wave and the difficulty over a track that has room for them (the clock beside the
sand says them where it is tall)."""


NARROW_HEADING_TOP = 3
"""How far a narrow track's heading stands below its panel's top (at 0 four boards' "Wave 1/6"
touched it; its line still ends clear of the upper row's ring at its widest)."""
HEADING_MARGIN = 5
"""How far the wave's heading stands in from the track's panel, beyond its own 4 px."""


def says_the_wave(layout: FightLayout) -> bool:
    """Whether the middle column says the wave and the difficulty: the tall clock beside the
    sand (one or two boards), the wide track's heading (three) or the narrow one's; four
    boards' column has room for none of them (the top bar's chip says them there)."""
    clock, track = layout.zone("clock"), layout.zone("waves")
    if clock.h >= TALL_CLOCK:
        return True
    if track.w < NARROW_TRACK:
        return narrow_heading(track)
    return wide_heading(track)


def wide_track_height(heading: bool) -> int:
    """How tall the wide track stands: the numbers, its two rows and a ring at its widest on
    the lower one; with the wave's heading over it when `heading`."""
    return WIDE_ROWS[1] + WIDE_RING + 2 + GROW_MOST + 2 + (WAVE_HEADING if heading else 0)


def _draw_heading(look: WavesLook, style: Style, zone: pygame.Rect,
                  canvas: pygame.Surface, line: int = 24, top: int = 2) -> None:
    """"Wave 2/6" and the difficulty beside it (where the track is wide enough for both),
    HEADING_MARGIN in from the panel's sides (at four boards they touched its edges)."""
    theme, ui = style.theme, style.ui
    zone = zone.inflate(-2 * HEADING_MARGIN, 0)
    said = style.words.gettext("Wave {wave}/{waves}").format(wave=look.wave, waves=look.waves)
    size: float = 16
    difficulty = look.difficulty if zone.w >= LEVEL_LEAST else ""
    if ui.measure(said, size)[0] + ui.measure(difficulty, size)[0] + 20 > zone.w:
        size = fonts.MIN_TEXT / ui.scale  # a bigger text size: both at the floor, not one
    level = ui.measure(difficulty, size)[0] + 2 if difficulty else 0
    text_in(canvas, ui, said, size, theme.cream,  # both at one size, side by side
            pygame.Rect(zone.x + 4, zone.y + top, zone.w - 12 - level, line),
            "midleft" if difficulty else "center", shadow=theme.shadow)
    if difficulty:
        text_in(canvas, ui, difficulty, size, theme.marigold,
                pygame.Rect(zone.right - 4 - level, zone.y + top, level, line), "midright")


def _draw_legend(look: WavesLook, style: Style, area: pygame.Rect,
                 canvas: pygame.Surface) -> None:
    """The wave track's key along `area`: each mark shaped as the track draws it, in cream (on
    the track its colour is the wave's heat): beaten filled and ticked, the wave now filled once
    it fights and hollow while it preps, ringed in marigold either way, to come hollow; its word
    beside it, each line centred (18 px, else 16, else 14);
    on two lines where `area` is two lines tall and one line does not fit."""
    ui = style.ui
    pgettext = style.words.pgettext
    words = [pgettext("waves", "beaten"), pgettext("waves", "now"),
             pgettext("waves", "to come")]
    mark, gap, space = 2 * LEGEND_DISC + 2, 4, 12
    floor = fonts.MIN_TEXT / ui.scale

    def width(size: float, group: list[int]) -> float:
        return sum(mark + gap + ui.measure(words[i], size)[0] for i in group) + \
            space * (len(group) - 1)

    lines = [[0, 1, 2]]
    if area.h >= 2 * LEGEND_H and width(floor, [0, 1, 2]) > area.w:
        lines = [[0, 1], [2]]
    size: float = floor
    for size in (fonts.SMALL, 16, floor):  # (the table's 18 where it fits: at 16 four boards'
        # narrow key read as a size smaller than the words round it)
        if all(width(size, group) <= area.w for group in lines):
            break
    widest = max(width(size, group) for group in lines)  # (two lines start at one x: a
    for row, group in enumerate(lines):  # list, not "to come" wrapped under the middle)
        line = pygame.Rect(area.x, area.y + row * LEGEND_H, area.w, LEGEND_H)
        _draw_legend_line(look, style, line, group, words, size,
                          line.x + (line.w - widest) / 2, canvas)


def _draw_legend_line(look: WavesLook, style: Style, line: pygame.Rect, group: list[int],
                      words: list[str], size: float, x: float,
                      canvas: pygame.Surface) -> None:
    """One line of the wave track's key: the marks of `group` with their words, from `x`."""
    theme, ui = style.theme, style.ui
    mark, gap, space = 2 * LEGEND_DISC + 2, 4, 12
    y = line.centery
    heat = later = now = theme.cream  # the key says a mark's shape; its colour on the track
    # is the wave's heat, which the decks under it name (a key in mild green and hot red was
    # read as "waves 1-2 beaten, 5-6 to come" before the first wave)
    for index in group:
        centre = (int(x + LEGEND_DISC + 1), y)
        if index == 0:  # a beaten wave: filled in its heat, ticked
            paint.circle(canvas, heat, centre, LEGEND_DISC)
            cx, cy = centre
            paint.lines(canvas, theme.charcoal, False,
                        [(cx - 4, cy), (cx - 1, cy + 3), (cx + 4, cy - 3)], 2)
        elif index == 1:  # the wave now, as the track draws it: ringed in marigold, filled
            inner = LEGEND_DISC - 2  # in its heat once it fights, hollow while it preps
            paint.circle(canvas, now, centre, inner)
            if look.phase not in ("fight", "over"):
                paint.circle(canvas, SLOT_FILL, centre, inner - 2)
            paint.circle(canvas, theme.marigold, centre, LEGEND_DISC, 2)
        else:  # a wave to come: hollow, rimmed in its heat
            paint.circle(canvas, later, centre, LEGEND_DISC)
            paint.circle(canvas, SLOT_FILL, centre, LEGEND_DISC - 2)
        x += mark + gap
        w = ui.measure(words[index], size)[0]
        text_in(canvas, ui, words[index], size, DIM_TEXT,
                pygame.Rect(int(x), line.y, int(w) + 2, line.h), "midleft")
        x += w + space


def _draw_waves(look: WavesLook, style: Style, zone: pygame.Rect,
                canvas: pygame.Surface) -> None:
    legend = legend_area(zone)
    if legend is not None:
        _draw_legend(look, style, legend, canvas)
    if zone.w < NARROW_TRACK:
        _draw_narrow_waves(look, style, zone, canvas)
        return
    theme, ui = style.theme, style.ui
    down = 0
    if wide_heading(zone):  # (three boards: the clock beside the sand is short)
        _draw_heading(look, style, zone, canvas)
        down = WAVE_HEADING
    zone = pygame.Rect(zone.x, zone.y + down, zone.w, zone.h - down)
    labels = {"prep": style.words.pgettext("waves", "Prep"),
              "fight": style.words.pgettext("waves", "Fight"),
              "wave": style.words.pgettext("waves", "Wave")}
    """The rows' key, read as a table: a column for each wave, its Prep then its Fight."""
    label_w = max([50] + [ui.measure(label, 16)[0] + 12 for label in labels.values()])
    """Room for the rows' labels: at least 50 px, as wide as the words need (at 1920x1080
    too, where a word measures a pixel wider)."""
    step = (zone.w - label_w - 6) / look.waves
    ring = min(WIDE_RING, int(step / 2) - 1)
    """A fight's disc (a prep's is smaller): a narrow track keeps them apart."""
    dot = min(WIDE_DOT, ring - 3)
    heats = look.heats
    for row, phase in enumerate(("prep", "fight")):
        y = zone.y + WIDE_ROWS[row]
        text_in(canvas, ui, labels[phase], 16, DIM_TEXT,
                pygame.Rect(zone.x + 4, y - 12, label_w - 10, 24), "midleft")
        for i in range(look.waves):
            wave = i + 1
            x = int(zone.x + label_w + step * i + step / 2)
            heat = HEAT_COLOURS.get(heats[i] if i < len(heats) else "mild", theme.cream)
            done = wave < look.wave or (wave == look.wave and phase == "prep"
                                        and look.phase in ("fight", "over"))
            current = wave == look.wave and phase == look.phase
            if phase == "fight":
                paint.circle(canvas, heat, (x, y), ring)
                if not done and not current:
                    paint.circle(canvas, SLOT_FILL, (x, y), ring - 3)
            else:
                paint.circle(canvas, theme.cream_dark if done else SLOT_FILL, (x, y), dot)
                paint.circle(canvas, SLOT_LINE, (x, y), dot, 2)
            if done and phase == "fight":
                paint.lines(canvas, theme.charcoal, False,
                            [(x - 6, y), (x - 2, y + 5), (x + 7, y - 5)], 3)
            if current:  # (round a prep's dot, the smaller: clear of the numbers above)
                size = ring if phase == "fight" else dot
                paint.circle(canvas, theme.marigold, (x, y), size + 2 + look.grow, 3)
    text_in(canvas, ui, labels["wave"], 16, DIM_TEXT,
            pygame.Rect(zone.x + 4, zone.y, label_w - 10, 20), "midleft")
    for i in range(look.waves):
        x = int(zone.x + label_w + step * i + step / 2)
        text_in(canvas, ui, str(i + 1), 16, DIM_TEXT,
                pygame.Rect(x - step // 2, zone.y, step, 20))


def _draw_narrow_waves(look: WavesLook, style: Style, zone: pygame.Rect,
                       canvas: pygame.Surface) -> None:
    """The wave and the difficulty where they fit, then the waves in rows (`narrow_track`):
    each wave's disc in its heat, done ones filled and ticked, the current one ringed (hollow
    while its prep lasts, filled once it fights), those to come hollow; each disc numbered
    at `NARROW_NUMBER`."""
    theme, ui = style.theme, style.ui
    if narrow_heading(zone):
        _draw_heading(look, style, zone, canvas, NARROW_HEADING, NARROW_HEADING_TOP)
    track = narrow_track(zone, look.waves)
    disc = track.disc
    for i, centre in enumerate(track.waves):
        number = i + 1
        heat = HEAT_COLOURS.get(look.heats[i] if i < len(look.heats) else "mild", theme.cream)
        done = number < look.wave
        current = number == look.wave
        filled = done or (current and look.phase in ("fight", "over"))
        paint.circle(canvas, heat, centre, disc)
        if not filled:
            paint.circle(canvas, SLOT_FILL, centre, disc - 3)
        if done:
            x, y = centre
            paint.lines(canvas, theme.charcoal, False, [(x - 7, y), (x - 2, y + 5), (x + 7, y - 5)],
                        3)
        else:
            text_in(canvas, ui, str(number), NARROW_NUMBER,
                    theme.charcoal if filled else theme.cream,
                    pygame.Rect(centre[0] - disc - 4, centre[1] - disc - 6, 2 * disc + 8,
                                2 * disc + 12))  # (a digit's line is taller than the disc)
        if current:
            paint.circle(canvas, theme.marigold, centre, disc + RING + min(look.grow, GROW_MOST),
                         RING)


# --- the taco board, the stack and the sink ------------------------------------------------------
@dataclass(frozen=True)
class TacoBoardLook:
    sizes: tuple[tuple[str, int], ...]
    style: tuple


def taco_board(style: Style, art: TableArt, layout: FightLayout,
               sizes: tuple[tuple[str, int], ...]) -> Element:
    """The three taco decks, each named above and with how many are left below (the count
    never covers the logo on the decks' backs)."""
    look = TacoBoardLook(sizes, style.key)
    zone = layout.zone("tacos")
    return Element("taco board", zone.inflate(TEXT_ROOM, TEXT_ROOM), Z_MIDDLE, look,
                   partial(_paint_taco_board, look, style, art, layout))


def _paint_taco_board(look: TacoBoardLook, style: Style, art: TableArt, layout: FightLayout,
                      canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    sizes = dict(look.sizes)
    names = {heat: deck_name(heat, style) for heat in HEATS}
    roomy = all(ui.measure(names[heat], fonts.SMALL)[0] <= layout.taco_deck_boxes(heat)[0].w - 4
                for heat in HEATS)  # (one size for the three names)
    for heat in HEATS:
        rect = layout.taco_deck_rect(heat)
        count = sizes.get(heat, 0)
        if count:
            back = art.faces.heat_back(heat, rect.size)
            lean = layout.deck_lean()
            for i in range(min(3, (count + 7) // 8)):
                canvas.blit(back, rect.move(-i * lean, -i * lean))
        else:  # an empty deck: a quiet outline
            paint.rect(canvas, SLOT_LINE, rect, 1, border_radius=7)
        name_box, count_box = layout.taco_deck_boxes(heat)
        size = fonts.SMALL if roomy else 16
        count_size = fonts.BODY if count_box.h >= 30 else fonts.SMALL
        ring_by_name = all(heat_ring_fits(ui, names[h], size, layout.taco_deck_boxes(h)[0])
                           for h in HEATS)  # (all three or none: four boards' have no room)
        ring_x = (_heat_ring(canvas, ui, names[heat], size, name_box, HEAT_COLOURS[heat])
                  if ring_by_name else 0)
        text_in(canvas, ui, names[heat], size, HEAT_COLOURS[heat],
                name_box.move(HEAT_RING_W // 2, 0) if ring_x else name_box)
        text_in(canvas, ui, str(count), count_size, theme.white, count_box, shadow=theme.shadow)


HEAT_RING = 6
"""The heat key's ring by a taco deck's name (where the three have room: not four boards'
narrow column, whose key stands right over the names): the wave track's ring in that heat, so
the track's colours are named as the decks' spiciness while its key says the rings' state."""
HEAT_RING_W = 2 * HEAT_RING + 5
"""The ring and the room between it and its word."""


def heat_ring_fits(ui: fonts.FontBook, said: str, size: float, box: pygame.Rect) -> bool:
    """Whether `said` at `size` and a heat ring before it fit `box` with 2 px either side."""
    return ui.measure(said, size)[0] + HEAT_RING_W + 4 <= box.w


def _heat_ring(canvas: pygame.Surface, ui: fonts.FontBook, said: str, size: float,
               box: pygame.Rect, colour: tuple[int, int, int]) -> int:
    """A hollow ring in `colour` before `said` as centred in `box` (the word moves right by
    half the ring's room); its centre's x, or 0 where the two do not fit."""
    if not heat_ring_fits(ui, said, size, box):
        return 0
    width = ui.measure(said, size)[0] + HEAT_RING_W
    x = int(box.centerx - width / 2) + HEAT_RING
    paint.circle(canvas, colour, (x, box.centery), HEAT_RING, 2)
    return x


def deck_name(heat: str, style: Style) -> str:
    """A taco deck's label: its heat ('mild'), in the table's language."""
    words = style.words
    names = {"mild": words.pgettext("deck", "mild"), "medium": words.pgettext("deck", "medium"),
             "hot": words.pgettext("deck", "hot")}
    return names.get(heat, heat)


@dataclass(frozen=True)
class StackLook:
    count: int
    hovered: bool
    grab: int
    style: tuple


def stack(style: Style, art: TableArt, layout: FightLayout, count: int, hovered: bool,
          grab: int) -> Element:
    """The ingredient stack, outlined when the mouse points at it."""
    look = StackLook(count, hovered, grab, style.key)
    zone = layout.zone("stack")
    return Element("stack", zone.inflate(TEXT_ROOM, TEXT_ROOM), Z_MIDDLE + 0.1, look,
                   partial(_paint_stack, look, style, art, layout))


def _paint_stack(look: StackLook, style: Style, art: TableArt, layout: FightLayout,
                 canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    zone = layout.zone("stack")
    rect = layout.stack_rect()
    name = style.words.pgettext("table", "Stack")  # (one name at every table: the
    # tutorial's and the aid's "stack"; "Ingredients" did not fit four boards' narrow zone)
    text_in(canvas, ui, name, 16, DIM_TEXT,
            pygame.Rect(zone.x + 2, zone.y + PANEL_NAME_TOP, zone.w - 4, 22), "midtop")
    count = look.count
    if count:
        back = art.faces.back(rect.size)
        shadow = art.shadow_for(rect.size)
        lean = layout.deck_lean()  # (less in four boards' narrow zone: inside its panel)
        for i in reversed(range(min(5, (count + 19) // 20))):  # (the front card last, at
            canvas.blit(shadow, (rect.x - 6 - i * lean + 3, rect.y - 6 - i * lean + 3))
            canvas.blit(back, rect.move(-i * lean, -i * lean))  # `rect`: backs peek up-left)
    else:  # an empty stack: a quiet outline
        paint.rect(canvas, SLOT_LINE, rect, 1, border_radius=8)
    if look.hovered:
        signal(Meaning.CURSOR, theme).paint(canvas, rect.inflate(8, 8), 10, fill=False)
    left = style.words.pgettext("stack", "{count} left").format(count=count)
    text_in(canvas, ui, left, fonts.SMALL, theme.cream,
            pygame.Rect(zone.x + 2, rect.bottom + STACK_GAP, zone.w - 4, COUNT_LINE), "midtop",
            shadow=theme.shadow)
    top = rect.bottom + STACK_GAP + COUNT_LINE  # (four boards' short zone: its line, 20 px)
    text_in(canvas, ui, style.words.gettext("grab {count}").format(count=look.grab), fonts.SMALL,
            DIM_TEXT, pygame.Rect(zone.x + 2, top, zone.w - 4, min(22, zone.bottom - top)),
            "midtop")


@dataclass(frozen=True)
class SinkLook:
    eaten: int
    style: tuple


def sink(style: Style, art: TableArt, layout: FightLayout, eaten: int) -> Element:
    """The sink and how many tacos the team has eaten."""
    look = SinkLook(eaten, style.key)
    zone = layout.zone("sink")
    return Element("sink", zone.inflate(TEXT_ROOM, TEXT_ROOM), Z_MIDDLE + 0.2, look,
                   partial(_paint_sink, look, style, art, zone, layout.sink_icon_px()))


def _paint_sink(look: SinkLook, style: Style, art: TableArt, zone: pygame.Rect, icon_px: int,
                canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    text_in(canvas, ui, style.words.pgettext("table", "Sink"), 16, DIM_TEXT,
            pygame.Rect(zone.x + 2, zone.y + PANEL_NAME_TOP, zone.w - 4, 22), "midtop")
    icon = art.faces.icon("sink", icon_px)
    rect = icon.get_rect(midtop=(zone.centerx, zone.y + 32))
    canvas.blit(icon, rect)
    text_in(canvas, ui, str(look.eaten), fonts.TITLE, theme.cream,
            pygame.Rect(zone.x + 2, rect.bottom + 2, zone.w - 4, 34), "midtop",
            shadow=theme.shadow)
    eaten = style.words.gettext("tacos eaten")
    room = pygame.Rect(zone.x + EATEN_MARGIN, rect.bottom + 37, zone.w - 2 * EATEN_MARGIN,
                       min(44, zone.bottom - rect.bottom - 37))
    size = next((size for size in range(EATEN_SIZE, EATEN_FLOOR - 1, -1)
                 if ui.measure(eaten, size)[0] <= room.w), None)
    if size is None:  # (four boards' narrow sink: "tacos eaten" on one line a step smaller,
        eaten, size = style.words.pgettext("sink", "eaten"), EATEN_SIZE  # else the word)
    text_in(canvas, ui, eaten, size, DIM_TEXT, room, "midtop", floor=size)
