"""What the ¡Taco Fight! table draws over its cards, as elements: stabs in progress, the
verdict stamped on a taco leaving the table, each seat's cursor, the hint's outline, the
banner that names a new phase and the tags of what the bots just did.

Each element's look is a frozen record of what it shows; its painter draws from that record and
the style only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.games.taco_fight.table.ink import (
    Z_BANNER,
    Z_CURSORS,
    Z_HINT,
    Z_STABS,
)
from tabletop.kit import signals
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.kit.signals import Meaning
from tabletop.ui import fonts, paint
from tabletop.ui.draw import badge, kept_sheet, record, sheet, text_in
from tabletop.ui.layer import scale_of
from tabletop.ui.palette import BLACK
from tabletop.ui.theme import Colour

Corners = tuple[int, int, int, int]
BANNER_FADE = 0.2
"""The phase banner fades out over its last 0.2 of its time."""


def _box(rect: pygame.Rect) -> Corners:
    return (rect.x, rect.y, rect.w, rect.h)


# --- a stab in progress -------------------------------------------------------------------------
@dataclass(frozen=True)
class StabLook:
    target: Corners
    colour: Colour
    shape: str
    taps: int
    needed: int
    left: float | None
    """The share of the stab's time window still left (None: the game sets no window)."""
    style: tuple


def stab(style: Style, stabber: int, target: pygame.Rect, mark: tuple[Colour, str], taps: int,
         needed: int, left: float | None) -> Element:
    """A ring filling up with the stabber's taps on the taco, and the time left to tap."""
    look = StabLook(_box(target), mark[0], mark[1], taps, needed, left, style.key)
    ui = style.ui
    label_w, label_h = ui.measure(f"{taps}/{needed}", fonts.SMALL)
    reach = target.inflate(16, 16)
    plate = pygame.Rect(0, 0, label_w + 34, max(26, label_h + 4))
    plate.center = (target.centerx, target.centery + STAB_DROP)
    return Element(("stab", stabber), reach.union(plate), Z_STABS + stabber / 100, look,
                   partial(_paint_stab, look, style))


STAB_INSET = 18
"""How far inside the taco's narrower side the stab's ring keeps (and `STAB_DROP` how far below
its centre it sits): clear of the spiciness badge in the card's corner (round 28: the ring, 2 px
inside, cut through the badge's number)."""
STAB_DROP = 12
STAB_BAR_LEFT = 44
"""Where the stab's time bar starts along the taco's top: right of its spiciness badge."""


def _paint_stab(look: StabLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.target)
    done = min(1.0, look.taps / look.needed)
    centre = (rect.centerx, rect.centery + STAB_DROP)
    radius = min(rect.w, rect.h) // 2 - STAB_INSET
    paint.circle(canvas, BLACK, centre, radius + 3, 6)
    if done > 0:
        arc = pygame.Rect(0, 0, radius * 2 + 4, radius * 2 + 4)
        arc.center = centre
        paint.arc(canvas, look.colour, arc, math.pi / 2 - 2 * math.pi * done, math.pi / 2, 7)
    if look.left is not None:
        bar = pygame.Rect(rect.x + STAB_BAR_LEFT, rect.y + 6,  # (right of the spiciness
                          int((rect.w - STAB_BAR_LEFT - 4) * look.left), 5)  # badge, not on it)
        paint.rect(canvas, theme.chili, bar, border_radius=2)
    label = ui.text(f"{look.taps}/{look.needed}", fonts.SMALL, theme.white, shadow=theme.shadow)
    plate = pygame.Rect(0, 0, label.get_width() + 30, 24)
    plate.center = centre
    paint.rect(canvas, theme.charcoal, plate, border_radius=12)
    badge(canvas, look.shape, (plate.x + 11, plate.centery), 7, look.colour)
    at = label.get_rect(midleft=(plate.x + 21, plate.centery))
    canvas.blit(label, at)
    record(ui, canvas, f"{look.taps}/{look.needed}", at, plate)


# --- a verdict on a taco leaving the table -------------------------------------------------------
@dataclass(frozen=True)
class StampLook:
    verdict: str
    centre: tuple[int, int]
    style: tuple


def stamp(style: Style, key: object, centre: tuple[int, int], verdict: str,
          z: float) -> Element:
    """Blocked, Smashed or Standing across the middle of a taco flying off the table."""
    look = StampLook(verdict, centre, style.key)
    w, h = style.ui.measure(stamp_words(verdict, style), 16)
    reach = pygame.Rect(0, 0, w + 16, max(26, h + 4))
    reach.center = centre
    return Element(("stamp", key), reach, z, look, partial(_paint_stamp, look, style))


def _paint_stamp(look: StampLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    standing = look.verdict == "standing"
    fill = theme.chili if standing else (
        theme.marigold if look.verdict == "smashed" else theme.lime)
    ink = theme.white if standing else theme.charcoal
    said = stamp_words(look.verdict, style)
    label = ui.text(said, 16, ink)
    pill = pygame.Rect(0, 0, label.get_width() + 12, 22)
    pill.center = look.centre
    paint.rect(canvas, fill, pill, border_radius=11)
    at = label.get_rect(center=pill.center)
    canvas.blit(label, at)
    record(ui, canvas, said, at, pill)


def stamp_words(verdict: str, style: Style) -> str:
    """A verdict as its stamp says it: 'Blocked', in the table's language (the same words as
    the pill on an attacking taco, short enough to sit whole on a card at 16 px)."""
    words = style.words
    said = {"blocked": words.pgettext("pill", "Blocked"),
            "smashed": words.pgettext("pill", "Smashed"),
            "standing": words.pgettext("pill", "Standing")}
    return said.get(verdict, verdict.capitalize())


# --- the cursors and the hint --------------------------------------------------------------------
@dataclass(frozen=True)
class CursorLook:
    outer: Corners
    colour: Colour
    shape: str
    moving: bool
    style: tuple


DOTS_OUT = 9
"""How far the cursor's dots reach past the rect they ring (centred 5 px out, 4 px wide)."""


def cursor(style: Style, index: int, seat: int, column: pygame.Rect, ring: int,
           mark: tuple[Colour, str], moving: bool, clear_of: int | None = None) -> Element:
    """A seat's cursor round `column`, `ring` rings out when it shares the column: its dots
    in the gaps beside the column; `clear_of`: an x its dots stay right of (the gutter's
    row names before the first column)."""
    outer = column.inflate(8 * ring - 2, 8 * ring - 2)
    if clear_of is not None and outer.x - DOTS_OUT < clear_of:
        outer.width -= clear_of + DOTS_OUT - outer.x
        outer.x = clear_of + DOTS_OUT
    look = CursorLook(_box(outer), mark[0], mark[1], moving, style.key)
    reach = signals.reach(outer).union(pygame.Rect(outer.right - 19, outer.y - 10, 28, 28))
    if moving:
        w, h = style.ui.measure("moving", 16)
        reach.union_ip(pygame.Rect(outer.centerx - w // 2 - 2, outer.y - 1 - h - 2, w + 4,
                                   h + 2))
    return Element(("cursor", seat), reach, Z_CURSORS + index / 100, look,
                   partial(_paint_cursor, look, style, reach))


CURSOR_PICTURE_MOST = 100_000
"""Device pixels up to which a resting cursor is kept as a picture (its ring of dots is
dozens of shapes; at 3840x2160 the mostly empty picture would cost as much to blit)."""


def _paint_cursor(look: CursorLook, style: Style, reach: pygame.Rect,
                  canvas: pygame.Surface) -> None:
    """The cursor as one kept picture while it rests (cards landing inside it redraw it)."""
    kept_sheet(canvas, style.sheets, ("cursor", look), reach, partial(_draw_cursor, look, style),
               CURSOR_PICTURE_MOST)


def _draw_cursor(look: CursorLook, style: Style, canvas: pygame.Surface,
                 shift: tuple[int, int]) -> None:
    outer = pygame.Rect(look.outer).move(shift)
    signals.signal(Meaning.CURSOR, style.theme).paint(canvas, outer, 12, fill=False)
    # whose it is, at the top right: the top left is an attacking taco's number badge
    badge(canvas, look.shape, (outer.right - 5, outer.y + 4), 9, look.colour)
    if look.moving:
        said = style.words.pgettext("cursor", "moving")
        label = style.ui.text(said, 16, look.colour)
        at = label.get_rect(midbottom=(outer.centerx, outer.y - 1))
        canvas.blit(label, at)
        record(style.ui, canvas, said, at, at.inflate(4, 2))


@dataclass(frozen=True)
class HintLook:
    glow: Corners
    style: tuple


HINT_REACH = 7
"""How far out of its target a hint's dashes run."""
HINT_HUG = 2
"""The same round the ingredient stack's card: at 7 px its dashes nearly touched the stack's
name over it and its count under it (and ran past its narrow panel with four boards)."""


def hint(style: Style, target: pygame.Rect, reach: int = HINT_REACH) -> Element:
    """Where the hinted play would happen, in the kit's hint look (long dashes and a pip: no
    seat's outline or cursor looks like it), `reach` px out of the `target`."""
    glow = target.inflate(2 * reach, 2 * reach)
    look = HintLook(_box(glow), style.key)
    return Element("hint", signals.reach(glow), Z_HINT, look,
                   partial(_paint_hint, look, style))


def _paint_hint(look: HintLook, style: Style, canvas: pygame.Surface) -> None:
    signals.signal(Meaning.HINT, style.theme).paint(canvas, pygame.Rect(look.glow), 14,
                                                    fill=False)


# --- the phase banner ---------------------------------------------------------------------------
@dataclass(frozen=True)
class BannerLook:
    text: str
    fade: float
    canvas: tuple[int, int]
    style: tuple


def banner_size(text: str) -> float:
    return fonts.HEADING if len(text) < 16 else fonts.TITLE


def phase_banner(style: Style, text: str, left: float, canvas: tuple[int, int]) -> Element:
    """A band across the middle of the table naming the new phase; `left` runs from 1 to 0
    over its time, and it fades out at the end."""
    fade = min(1.0, left / BANNER_FADE)
    look = BannerLook(text, fade, canvas, style.key)
    height = style.ui.measure(text, banner_size(text))[1] + 2 + 28
    band = pygame.Rect(0, canvas[1] // 2 - height // 2, canvas[0], height)
    return Element("phase banner", band.inflate(0, 8), Z_BANNER, look,
                   partial(_paint_banner, look, style))


def _paint_banner(look: BannerLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    fade = look.fade
    label = ui.text(look.text, banner_size(look.text), theme.white, shadow=theme.shadow)
    band_h = label.get_height() + 28
    y = canvas.get_height() // 2 - band_h // 2
    paint.veil(canvas, (0, y), (canvas.get_width(), band_h),  # (no window-wide sheet)
               (10, 20, 24, int(190 * fade)))
    label = label.copy()
    label.set_alpha(int(255 * fade))
    at = label.get_rect(center=(canvas.get_width() // 2, y + band_h // 2))
    canvas.blit(label, at)
    record(ui, canvas, look.text, at, pygame.Rect(0, y, canvas.get_width(), band_h))


# --- what a bot just did ------------------------------------------------------------------------
@dataclass(frozen=True)
class BotTagLook:
    place: Corners
    tag: Corners
    text: str
    colour: Colour
    shape: str
    style: tuple


TAG_HEIGHT = 26
TAG_TEXT = 16
TAG_AT = 0.57
TWO_LINES_AT = 0.53
"""A two-line tag's middle, down its place: the middle of the picture between a card's
value band (its top 30 of 109) and its name (its last 24)."""
"""How far down its place a tag's middle sits: on the card's picture (a face draws it at 62 of
109), so the value band above and the name below stay in sight, on the card and its
neighbours."""


def two_line_size(style: Style, text: str) -> tuple[int, int]:
    """A tag's words broken over two lines: as narrow as two lines allow, and how tall."""
    ui = style.ui
    w = ui.measure(text, TAG_TEXT)[0]
    room = 2 * ui.line_height(TAG_TEXT) + 2
    width = w // 2 + 8
    while width < w and ui.fitted_size(text, TAG_TEXT, (width, room), wrap=True)[1] > room:
        width += 8
    return ui.fitted_size(text, TAG_TEXT, (width, room), wrap=True)


def bot_tag_rect(style: Style, place: pygame.Rect, text: str, bounds: pygame.Rect,
                 clear: Sequence[pygame.Rect] = (), two_lines: bool = False) -> pygame.Rect:
    """Where a bot's tag sits: across the picture of the place its card landed on (its value
    corner and its name stay in sight, and so do its neighbours', whose pictures share its
    height), inside `bounds`; where that would cover something in `clear` (an empty plate's
    number beside it, a newer tag), slid along the row to clear it, never up or down onto a
    value or a name (the caller leaves out a tag that still covers something)."""
    w, h = two_line_size(style, text) if two_lines else style.ui.measure(text, TAG_TEXT)
    tag = pygame.Rect(0, 0, w + 36, max(TAG_HEIGHT, h + 6))
    tag.center = (place.centerx, place.y + round(place.h * (TWO_LINES_AT if two_lines
                                                            else TAG_AT)))
    tag = tag.clamp(bounds)
    lefts = [tag.x, place.x, place.right - tag.w]
    for box in clear:
        lefts += [box.x - 4 - tag.w, box.right + 4]
    for left in sorted(dict.fromkeys(lefts), key=lambda x: abs(x - tag.x)):
        moved = pygame.Rect(left, tag.y, tag.w, tag.h).clamp(bounds)
        if moved.collidelist(list(clear)) < 0 and moved.colliderect(place):
            return moved
    return tag


def footer_tag_rect(style: Style, text: str, footer: pygame.Rect, left: int,
                    clear: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
    """Where a bot's tag goes when its place has no room for it (a crowded row: it would
    cover a plate's number, an empty plate or a newer tag): one line in its board's footer
    strip, from `left` (past what the footer shows) along to the right, clear of `clear`;
    None when the strip has no room left (the tag is then left out)."""
    w, _h = style.ui.measure(text, TAG_TEXT)
    tag = pygame.Rect(left, 0, w + 36, TAG_HEIGHT)
    tag.centery = footer.centery
    for box in sorted(clear, key=lambda r: r.x):
        if tag.colliderect(box):
            tag.x = box.right + 4
    if tag.right > footer.right - 2 or tag.collidelist(list(clear)) >= 0:
        return None
    return tag


def bot_tag(style: Style, key: object, place: pygame.Rect, text: str,
            mark: tuple[Colour, str], bounds: pygame.Rect, z: float,
            tag: pygame.Rect | None = None) -> Element:
    """A bot's play where it landed: a tag rimmed in the bot's colour with its seat mark, its
    name and the card, over the place (its own look: no outline, so no cursor or seat signal
    is mistaken for it; see `bot_marks.py`); `tag`: where it goes, when not `bot_tag_rect`."""
    if tag is None:
        tag = bot_tag_rect(style, place, text, bounds)
    look = BotTagLook(_box(place), _box(tag), text, mark[0], mark[1], style.key)
    reach = tag.inflate(6, 6)
    return Element(("bot tag", key), reach, z, look, partial(_paint_bot_tag, look, style))


def _paint_bot_tag(look: BotTagLook, style: Style, canvas: pygame.Surface) -> None:
    """The tag as one picture the services keep (a fight shows a dozen at once, each redrawn
    whenever a region crosses it); drawn shape by shape when texts are being recorded."""
    tag = pygame.Rect(look.tag)
    if style.pictures is None or style.ui.log is not None:
        _draw_bot_tag(look, style, canvas, tag)
        return
    local = pygame.Rect(2, 2, tag.w, tag.h)

    def make() -> pygame.Surface:
        return sheet(canvas, (tag.w + 4, tag.h + 4),
                     lambda surface: _draw_bot_tag(look, style, surface, local))

    key = ("bot tag", look.text, look.colour, look.shape, tag.size, look.style,
           scale_of(canvas))
    canvas.blit(style.pictures.get(key, make), (tag.x - 2, tag.y - 2))


def _draw_bot_tag(look: BotTagLook, style: Style, canvas: pygame.Surface,
                  tag: pygame.Rect) -> None:
    theme, ui = style.theme, style.ui
    radius = min(tag.h, TAG_HEIGHT) // 2  # (a two-line tag's corners as a one-line tag's)
    paint.rect(canvas, BLACK, tag.inflate(2, 2), 1, border_radius=radius + 1)
    paint.rect(canvas, theme.charcoal, tag, border_radius=radius)
    paint.rect(canvas, look.colour, tag, 2, border_radius=radius)
    badge(canvas, look.shape, (tag.x + 14, tag.centery), 8, look.colour)
    text_in(canvas, ui, look.text, TAG_TEXT, theme.white,
            pygame.Rect(tag.x + 26, tag.y + 2, tag.w - 32, tag.h - 4),
            wrap=tag.h > 2 * ui.line_height(TAG_TEXT))  # (a two-line tag: `two_line_size`)
