"""The settings screen's look: settings grouped in sections, each a card of rows, and each row
its name with a control that shows its kind: a switch for on/off, a level for a volume, a
value between two arrows for a choice. A row works as a `Choice` (Left/Right, Enter, a click
on either side of its control), so the keys, pads and narration treat it as before."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.core.language import N_
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import panel, text_in
from tabletop.ui.theme import Colour
from tabletop.ui.widgets import Choice, step_arrows
from tabletop.ui.widgets_switch import ROOM, draw_switch, track_width

SWITCH, LEVEL, PICK = "switch", "level", "pick"
"""A row's control: on/off, a share from none to all, or one value of several."""

SOUND = N_("Sound")
"""The Sound section's title (its band says when the game is silent)."""
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (SOUND, ("master_volume", "music_volume", "effects_volume", "muted", "captions",
              "narration")),
    (N_("Screen"), ("language", "fullscreen", "ui_scale")),
    (N_("Motion and colour"), ("animation_speed", "reduced_motion", "colour_blind",
                               "high_contrast")),
    (N_("Bots and gamepads"), ("bot_pace", "pad_swap")),
)
"""The app's settings by section, in screen order (each game's own follow, under its name;
one the sections do not name goes in the last app section)."""

COLUMNS = ((64, 560), (656, 560))
"""Each column's left edge and width."""
COLUMN_OF = {SOUND: 0, N_("Screen"): 0}
"""The sections in the left column; the rest (and every game's) go in the right one."""
TOP = 108
HEADER = 30
ROW, PITCH = 40, 44
SECTION_GAP = 12
CONTROL_W = 220
"""The control's room at a row's right end; the name has the rest."""
SWITCH_W = ROOM
"""A switch's room: the switch and its state word (`widgets_switch`); its name has more."""
PAD = 12
LEVEL_BAR = (84, 10)
MARK = 22
NOTICE_SIZE = fonts.SMALL
"""A section's notice on its band (a few words: "No sound device found"), and a row's note
beside its name: at the rows' own size (at 16 px they read as small print); the notice is
never shrunk, the note only at a bigger text size, where it must fold onto two lines."""
"""A section's mark at the left of its band."""
NOTE_INK = palette.HELP_INK
"""A row's note: quieter than its name, yet read at TV distance ("no voice found on this
machine" in the rim's brown was 4:1 on cream; the help's ink is over 6:1)."""


@dataclass(frozen=True)
class Section:
    title: str
    """Its heading's message (a game's title is shown as it is)."""
    names: tuple[str, ...]
    card: pygame.Rect
    rows: tuple[pygame.Rect, ...]


def sections_for(app_names: Sequence[str], games: Sequence[tuple[str, int]]
                 ) -> list[Section]:
    """The sections of the settings `app_names` (each where `SECTIONS` puts it) and each game's
    (title, how many), laid out down two columns (`COLUMN_OF`)."""
    grouped = [(title, tuple(n for n in names if n in app_names)) for title, names in SECTIONS]
    placed = {n for _, names in grouped for n in names}
    strays = tuple(n for n in app_names if n not in placed)
    if strays:
        title, names = grouped[-1]
        grouped[-1] = (title, names + strays)
    wanted = [(title, names) for title, names in grouped if names]
    wanted += [(title, tuple(f"{title}:{i}" for i in range(count))) for title, count in games
               if count]
    bottoms = [TOP for _ in COLUMNS]
    out: list[Section] = []
    for title, names in wanted:
        column = COLUMN_OF.get(title, 1)
        x, width = COLUMNS[column]
        top = bottoms[column]
        rows = tuple(pygame.Rect(x + PAD, top + HEADER + i * PITCH, width - 2 * PAD, ROW)
                     for i in range(len(names)))
        height = HEADER + len(names) * PITCH + PAD - (PITCH - ROW)
        out.append(Section(title, names, pygame.Rect(x, top, width, height), rows))
        bottoms[column] = top + height + SECTION_GAP
    return out


def draw_section(canvas: pygame.Surface, ui: fonts.FontBook, theme, title: str,
                 card: pygame.Rect, mark: Callable[[pygame.Surface, pygame.Rect], None]
                 | None = None, notice: str = "", accent: Colour | None = None) -> None:
    """A section's card: cream, with its title on a marigold band along the top (a game's
    section: on the game's own colour, its title cream), after its mark, `mark(canvas, box)`,
    when it has one, and a `notice` about the whole section on a cream tag at the band's right
    ("No sound device found")."""
    panel(canvas, card, theme.cream_dark)
    band = pygame.Rect(card.x, card.y, card.w, HEADER - 4)
    paint.rect(canvas, theme.marigold if accent is None else accent, band,
               border_top_left_radius=14, border_top_right_radius=14)
    words = band.inflate(-2 * PAD, 0)
    if mark is not None:
        box = pygame.Rect(words.x, 0, MARK, MARK)
        box.centery = band.centery
        mark(canvas, box)
        words = pygame.Rect(box.right + 8, band.y, band.right - PAD - box.right - 8, band.h)
    if notice:
        room = words.w - ui.measure(title, fonts.SMALL)[0] - 16  # the title keeps its room
        tag = pygame.Rect(0, 0, min(ui.measure(notice, NOTICE_SIZE)[0] + 20, room), band.h - 4)
        tag.midright = (band.right - PAD + 4, band.centery)
        paint.rect(canvas, theme.cream, tag, border_radius=tag.h // 2)
        text_in(canvas, ui, notice, NOTICE_SIZE, theme.chili, tag.inflate(-14, 0),
                floor=NOTICE_SIZE)
        words.w = tag.x - 8 - words.x
    text_in(canvas, ui, title, fonts.SMALL, theme.charcoal if accent is None else theme.cream,
            words, "midleft")


@dataclass
class SettingRow(Choice):
    """A setting's row: its name at the left, its control at the right."""

    kind: str = PICK
    level: Callable[[], float] = field(default=lambda: 0.0)
    """How far a LEVEL row's value is from its least (0) to its most (1)."""
    on: Callable[[], bool] = field(default=lambda: False)
    """Whether a SWITCH row is on."""
    note: Callable[[], str] = field(default=lambda: "")
    """A few words beside the name on why the value is what it is (narration: no voice)."""
    word: Callable[[], str] = field(default=lambda: "")
    """A SWITCH row's value in a word ("On"), shown beside its switch (`display` says it
    with its note, for the ear); "": the row's `display`."""

    def control(self, ui: fonts.FontBook | None = None) -> pygame.Rect:
        """The control's room at the row's right end (a switch's as wide as its word needs,
        given the font book)."""
        width = SWITCH_W if self.kind == SWITCH else CONTROL_W
        if self.kind == SWITCH and ui is not None:
            word = self.word() or self.display(self.value)
            width = max(width, track_width(ui, word) + 8)
        return pygame.Rect(self.rect.right - width - 6, self.rect.y, width, self.rect.h)

    def click(self, pos: tuple[int, int]) -> None:
        """A switch flips wherever it is clicked; otherwise the control's left half steps
        back and the rest steps on."""
        if self.kind == SWITCH:
            self.navigate(1)
            return
        self.navigate(-1 if pos[0] < self.control().centerx else 1)

    def draw(self, canvas, ui, theme, focused, hovered) -> None:
        fill = theme.white if hovered and self.enabled else theme.cream
        panel(canvas, self.rect, fill, None, radius=10, shadow=False)
        if focused:
            paint.rect(canvas, theme.marigold_dark, self.rect.inflate(6, 6), 3,
                       border_radius=12)
        ink = theme.charcoal if self.enabled else palette.DISABLED_INK
        name = pygame.Rect(self.rect.x + PAD, self.rect.y,
                           self.control(ui).x - self.rect.x - 2 * PAD, self.rect.h)
        said = text_in(canvas, ui, self.label, fonts.SMALL, ink, name.inflate(0, -2), "midleft",
                       wrap=True)
        note = self.note()
        if note:
            beside = pygame.Rect(said.right + PAD, name.y, name.right - said.right - PAD, name.h)
            text_in(canvas, ui, note, NOTICE_SIZE, NOTE_INK, beside.inflate(0, -2),
                    "midleft", wrap=True)  # (whole at 1x; a bigger text size may fold it)
        shown = self.display(self.value)
        if self.kind == SWITCH:
            draw_switch(canvas, ui, theme, self.control(ui).inflate(0, -8),
                        self.on(), self.word() or shown, unavailable=bool(note))
        elif self.kind == LEVEL:
            self._draw_level(canvas, ui, theme, shown, ink)
        else:
            self._draw_pick(canvas, ui, theme, shown, ink)

    def _arrows(self, canvas, ui, theme) -> pygame.Rect:
        """The two step arrows at the control's ends; the room between them."""
        return step_arrows(canvas, theme, self.control().inflate(0, -8), self.enabled)

    def _draw_pick(self, canvas, ui, theme, shown: str, ink) -> None:
        room = self._arrows(canvas, ui, theme)
        chip = room.inflate(-4, -2)
        paint.rect(canvas, theme.cream_dark, chip, border_radius=chip.h // 2)
        text_in(canvas, ui, shown, fonts.SMALL, ink, chip.inflate(-12, 0), wrap=True)

    def _draw_level(self, canvas, ui, theme, shown: str, ink) -> None:
        room = self._arrows(canvas, ui, theme)
        bar = pygame.Rect(0, 0, *LEVEL_BAR)
        bar.midleft = (room.x + 6, room.centery)
        paint.rect(canvas, theme.cream_dark, bar, border_radius=bar.h // 2)
        filled = bar.copy()
        filled.w = max(bar.h, round(bar.w * min(1.0, max(0.0, self.level()))))
        if self.level() > 0:
            paint.rect(canvas, theme.marigold, filled, border_radius=bar.h // 2)
        words = pygame.Rect(bar.right + 8, room.y, room.right - bar.right - 8, room.h)
        text_in(canvas, ui, shown, fonts.SMALL, ink, words)
