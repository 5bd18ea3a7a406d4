"""The in-app rules, as a booklet: a contents list that jumps to each section, the game's own
card faces and dice beside the text that names them, worked examples, "Where the rulebook is
silent" (the project's decisions) and the rulebook as printed, unchanged.

One section is shown at a time and scrolls; the contents list, Previous/Next, Left/Right and
the number keys turn to another.
"""

from __future__ import annotations

import dataclasses
from functools import partial
from typing import Any

import pygame

from tabletop.core.errors import DataError
from tabletop.core.language import N_, titled
from tabletop.input import intents as it
from tabletop.scenes.base import MenuScene
from tabletop.scenes.booklet_cover import cover_rect, draw_cover
from tabletop.scenes.game_pictures import NUMBER_FLOOR, GamePictures, ReadablePictures
from tabletop.scenes.guide_sources import booklet_of, plain_booklet
from tabletop.scenes.label_ink import label_ink
from tabletop.ui import fonts, glyph_text, paint
from tabletop.ui.draw import panel, text_in
from tabletop.ui.guide import Section
from tabletop.ui.page import draw_page
from tabletop.ui.palette import BAR_FILL as CONTENTS_FILL
from tabletop.ui.widgets import LABEL_PAD, Button

HEADING_Y = 46
CONTENTS = pygame.Rect(28, 92, 300, 548)
CONTENTS_TITLE = pygame.Rect(CONTENTS.x + 16, CONTENTS.y + 8, CONTENTS.w - 32, 32)
ENTRIES = pygame.Rect(CONTENTS.x + 12, CONTENTS.y + 48, CONTENTS.w - 24, CONTENTS.h - 60)
PAGE = pygame.Rect(348, 92, 904, 548)
FRAME = 3
"""The page's edge in the game's colour, as its cover's (the booklet in the game's look)."""
BACK_W = 164
KEYS_LINE = pygame.Rect(676, 648, PAGE.right - BACK_W - 16 - 676, 56)
"""The keys' line, 18 px clear of Next and 16 px of Back (Back is as narrow as its word lets
it, so the line has the room: it stood 10 px from each, squeezed between them)."""
SCROLL_STEP = 60
ENTRY_HEIGHT, ENTRY_GAP = 44, 8
ROWS = (ENTRIES.h + ENTRY_GAP) // (ENTRY_HEIGHT + ENTRY_GAP)
"""Contents entries shown at once at most (a longer booklet's list follows the page shown)."""
TALL_ENTRY = 62
"""An entry whose title takes two lines grows to this, the lines clear of its edges (at
`ENTRY_HEIGHT` they stood 3 px from them); the entries after it move down, and those no
longer fitting the list follow it as the pages turn."""
WRAP_SLACK = 8
"""A title is put on two lines when one would come this near its entry's edges, measured as
laid out at 1x (`FontBook.layout_size`) whatever the window: so a title is laid out the same
at 1280x720 and 1920x1080 (measured at each window's own scale, Crazy Taco's "7. Management,
rest and money" took two lines at one and one at the other); its two lines are broken by the
booklet itself, never left to the button's own wrapping."""
KEYS = N_("{up_down}: scroll  ·  {left_right}: turn the page  ·  1–{last}: jump")
"""The line under the page; {last} is the booklet's last number key ("1–8" for 8 sections)."""
PAD_KEYS = N_("{Arrows}: scroll, turn the page\n{sections}: a section, {confirm}: open")
"""The line under the page, with a pad in hand (said as its buttons: the d-pad, LB/RB, A)."""


class RulesScene(MenuScene):
    """The booklet: contents at the left, one section at a time at the right; wheel, Up/Down
    and Page keys scroll, Left/Right turn the page, 1–9 jump, Esc goes back (a pad: its d-pad or
    stick scrolls and turns, LB/RB and A pick a section, B goes back)."""

    opaque = True

    def __init__(self, services: Any, spec: Any, section: int = 0) -> None:
        super().__init__(services)
        self.spec = spec
        self.pictures = GamePictures(services, spec)
        self.sections: list[Section] = self.read()
        self.section = 0
        self.scroll = 0
        self._page: pygame.Surface | None = None
        self.first = 0
        """The first contents entry shown (a booklet of more than `ROWS` pages)."""
        self.entries = [self.widgets.add(Button(pygame.Rect(ENTRIES.topleft, (ENTRIES.w,
                                                                               ENTRY_HEIGHT)),
                                                size=fonts.SMALL, wrap=True,
                                                on_click=partial(self.show, n)))
                        for n in range(len(self.sections))]
        self.previous = self.widgets.add(Button(pygame.Rect(PAGE.x, 652, 150, 48),
                                                size=fonts.SMALL + 2,
                                                on_click=lambda: self.turn(-1)))
        self.next = self.widgets.add(Button(pygame.Rect(PAGE.x + 160, 652, 150, 48),
                                            size=fonts.SMALL + 2,
                                            on_click=lambda: self.turn(1)))
        self.back = self.widgets.add(Button(pygame.Rect(PAGE.right - BACK_W, 652, BACK_W, 48),
                                            on_click=self.on_back))
        self.label()
        self.widgets.focus = 0
        self.show(max(0, min(section, len(self.sections) - 1)))

    def read(self) -> list[Section]:
        """The booklet in the player's language (a page saying what is wrong when its own
        pages cannot be read)."""
        words = self.services.words
        try:
            return booklet_of(self.spec, words)
        except DataError as problem:
            return plain_booklet(self.spec, problem, words)

    def label(self) -> None:
        """The heading and every button in the player's language."""
        _ = self.services.words.gettext
        self.heading = titled(_("{game}: rules").format(game=self.spec.title),
                              self.spec.title)  # never "¡Taco Fight!: reglas"
        for number, (entry, section) in enumerate(zip(self.entries, self.sections,
                                                      strict=True), 1):
            entry.label = self.entry_lines(_("{number}. {section}").format(
                number=number, section=section.title))
        self.previous.label = _("< Previous")
        self.next.label = _("Next >")
        self.back.label = _("Back")

    def reword(self) -> None:
        """The language changed: the booklet is read again in it, at the same page."""
        self.sections = self.read()
        self.label()
        self.show(self.section)

    # --- turning pages --------------------------------------------------------------------------
    def show(self, section: int) -> None:
        """Turn to section `section` (0 = the first), at its top."""
        if self.widgets.focused in self.entries:
            self.widgets.focus = section  # the keyboard stays on the contents, at this entry
        self.section = section
        self.first = min(max(self.first, section - ROWS + 1), section)
        self.show_entries()  # tall entries above may leave the page's own off the list
        for index, entry in enumerate(self.entries):
            entry.primary = index == section
        self.previous.enabled = section > 0
        self.next.enabled = section < len(self.sections) - 1
        self.scroll = 0
        self._page = None
        self.mark_changed()

    def entry_lines(self, said: str) -> str:
        """A contents title as its entry shows it: on one line where it fits with
        `WRAP_SLACK` to spare, else broken in two: after a comma where one leaves two lines
        that fit ("7. Management, / rest and money"), else where they come out most even."""
        ui = self.services.fonts
        room = ENTRIES.w - 2 * LABEL_PAD[0] - WRAP_SLACK
        if ui.layout_size(said, fonts.SMALL)[0] <= room:
            return said
        words = said.split(" ")
        best: tuple[tuple[bool, int], str] | None = None
        for cut in range(1, len(words)):
            lines = (" ".join(words[:cut]), " ".join(words[cut:]))
            widths = [ui.layout_size(line, fonts.SMALL)[0] for line in lines]
            score = (not lines[0].endswith((",", ":", ";")), abs(widths[0] - widths[1]))
            if max(widths) <= room and (best is None or score < best[0]):
                best = (score, "\n".join(lines))
        return best[1] if best is not None else said

    def place_entries(self) -> None:
        """The contents from `self.first` down, each as tall as its title needs, as many as
        fit the list."""
        y = ENTRIES.y
        for index, entry in enumerate(self.entries):
            entry.rect.h = TALL_ENTRY if "\n" in entry.label else ENTRY_HEIGHT
            entry.rect.y = y if index >= self.first else ENTRIES.y
            entry.visible = index >= self.first and y + entry.rect.h <= ENTRIES.bottom
            if index >= self.first:
                y += entry.rect.h + ENTRY_GAP

    def show_entries(self) -> None:
        """The contents laid out (a title may take two lines), the page's own entry on it."""
        self.place_entries()
        while self.first < self.section and not self.entries[self.section].visible:
            self.first += 1
            self.place_entries()

    def turn(self, by: int) -> None:
        target = self.section + by
        if 0 <= target < len(self.sections):
            self.show(target)

    def section_named(self, key: str) -> int:
        """Which section is that page (its `key`: the booklet's own heading, `SILENT` or
        `AS_PRINTED`, in no language; ValueError when none is)."""
        return [s.key for s in self.sections].index(key)

    @property
    def shown(self) -> Section:
        return self.sections[self.section]

    # --- the page ---------------------------------------------------------------------------------
    def page(self) -> pygame.Surface:
        if self._page is None:
            ui = self.services.fonts
            # the headings in the game's colour, darkened to read on the paper (as its cover's
            # title and the player aid's labels): one red for every game clashed with a blue frame
            theme = dataclasses.replace(self.services.theme,
                                        chili=label_ink(self.spec.accent_rgb))
            self._page = draw_page(ui, theme, list(self.shown.blocks), PAGE.w - 60,
                                   ReadablePictures(self.pictures,
                                                    self.spec.booklet_number_px or NUMBER_FLOOR))
        return self._page

    def handle(self, intent: it.Intent) -> None:
        intent = self.menu_intent(intent)  # a pad's d-pad and stick scroll and turn too
        if intent is None:
            return
        if isinstance(intent, it.Scroll):
            self.scroll_by(-intent.amount * SCROLL_STEP)
            return
        if isinstance(intent, it.Navigate) and intent.dy:
            self.scroll_by(intent.dy * SCROLL_STEP)
            return
        if isinstance(intent, it.Navigate) and intent.dx:
            self.turn(intent.dx)
            return
        if isinstance(intent, it.KeyPress) and self.key(intent.key):
            return
        super().handle(intent)

    def key(self, key: str) -> bool:
        """Page keys scroll, Home/End go to the section's top or end, a number jumps."""
        if key in ("page down", "page up"):
            step = PAGE.h - SCROLL_STEP
            self.scroll_by(step if key == "page down" else -step)
        elif key in ("home", "end"):
            self.scroll_by(-self.scroll if key == "home" else self.page().get_height())
        elif key.isdigit() and len(key) == 1:
            number = int(key) or 10
            if number <= len(self.sections):
                self.services.sounds.play("ui_click")
                self.show(number - 1)
        else:
            return False
        return True

    def rescaled(self) -> None:
        self._page = None

    def scroll_limit(self) -> int:
        return max(0, self.page().get_height() - (PAGE.h - 40))

    def scroll_by(self, amount: int) -> None:
        self.scroll = max(0, min(self.scroll_limit(), self.scroll + amount))
        self.mark_changed()

    # --- drawing -------------------------------------------------------------------------------
    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        panel(canvas, CONTENTS, CONTENTS_FILL)
        text_in(canvas, ui, self.services.words.gettext("Contents"), fonts.BODY, theme.marigold,
                CONTENTS_TITLE, "midleft")
        panel(canvas, PAGE, theme.cream)
        paint.rect(canvas, self.spec.accent_rgb, PAGE, FRAME, border_radius=14)  # the game's
        page = self.page()
        clip = canvas.get_clip()
        canvas.set_clip(PAGE.inflate(-30, -30))
        canvas.blit(page, (PAGE.x + 20, PAGE.y + 20 - self.scroll))
        canvas.set_clip(clip)
        cover = self.cover()
        if cover is not None:
            draw_cover(canvas, self.services, self.spec, cover)
        room = PAGE.h - 40
        if page.get_height() > room:
            knob = max(30, room * room // page.get_height())
            y = PAGE.y + 20 + (room - knob) * self.scroll // max(1, self.scroll_limit())
            paint.rect(canvas, theme.marigold, (PAGE.right - 14, y, 6, knob), border_radius=3)
        _ = self.services.words.gettext
        self.draw_said(canvas, self.balanced_keys(), _(PAD_KEYS), fonts.SMALL, theme.cream,
                       KEYS_LINE, shadow=theme.shadow)

    def cover(self) -> pygame.Rect | None:
        """Where the game's cover stands: at a short page's foot, in the room its words leave
        (None when the words leave too little: "The end and the score" stood two thirds bare
        cream)."""
        if self.scroll:
            return None
        return cover_rect(PAGE, PAGE.y + 20 + self.page().get_height())

    def key_line(self) -> str:
        """The line under the page, in the words of the device in hand."""
        _ = self.services.words.gettext
        return self.said(self.keys_words(), _(PAD_KEYS))

    def balanced_keys(self) -> str:
        """The keys' line as it is drawn: whole where it fits `KEYS_LINE` on one line, else
        broken at the " · " between two keys where its two lines come out most even (never one
        key left alone on a line of its own, as plain wrapping left "1–8: jump")."""
        words = self.keys_words()
        said = self.said(words)
        parts = [part.strip() for part in said.split("·")]
        ui = self.services.fonts
        if len(parts) < 2 or not all(parts) or glyph_text.has_glyphs(said) or \
                ui.measure(said, fonts.SMALL)[0] <= KEYS_LINE.w:
            return words  # a "·" inside a key's words (or none): plain wrapping
        gap = "  ·  "
        splits = [(gap.join(parts[:i]), gap.join(parts[i:])) for i in range(1, len(parts))]
        first, second = min(splits, key=lambda pair: max(ui.measure(line, fonts.SMALL)[0]
                                                         for line in pair))
        if max(ui.measure(first, fonts.SMALL)[0], ui.measure(second, fonts.SMALL)[0]) > \
                KEYS_LINE.w:
            return words  # even the best break leaves a line too long: plain wrapping
        return f"{first}\n{second}"

    def keys_words(self) -> str:
        """The keys' line with the booklet's real range of number keys (its controls are
        named later, so only {last} is filled here)."""
        last = min(9, len(self.sections))
        return self.services.words.gettext(KEYS).replace("{last}", str(last))

    def draw_heading(self, canvas: pygame.Surface, y: int = HEADING_Y) -> None:
        super().draw_heading(canvas, y)
