"""The pause menu: freezes the table below (the hourglass stops), offers resume, rules, quit."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from tabletop.core.errors import DataError
from tabletop.core.language import N_
from tabletop.input.device_words import say_plain
from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import OVERLAY_BLUR, OVERLAY_DIM, Shade, panel, text_in
from tabletop.ui.widgets import Button

BAND = 76
"""The menu's band in the game's colour: its card back, "Paused" and the game's name."""
BACK = (40, 56)
"""The game's card back on the band."""
NOTE_PAD = 20
"""Room around the note under the buttons (whether quitting keeps the game), as tall as its
lines need."""
RESUME_KEY = N_("{escape}: resume")
"""On the band's right: the key (or pad button) that resumes, as the Resume button does."""
KEPT = N_("Quitting keeps your game: continue it from the title screen.")
KEPT_AT_PREP = N_("Quitting keeps your game as this wave's prep began: continue it from the "
                  "title screen.")
NOT_KEPT = N_("This game is not saved: quitting ends it.")
"""What "Quit to menu" does to the game: a turn-based table saves after every move, a
real-time one as each wave's prep begins, a tutorial never."""


class PauseScene(MenuScene):
    opaque = False
    freezes_below = True
    music_dip = "paused"

    def __init__(self, services, spec, on_quit, reason: str = "", phones=None,
                 choices: tuple[tuple[str, Callable[[], None]], ...] = ()) -> None:
        super().__init__(services)
        self.spec = spec
        self.on_quit = on_quit
        self.reason = reason
        self.phones = phones
        """"Play on phones" (None: this table does not offer it)."""
        self.choices = choices
        """The table's own buttons (label, action): each closes the menu, then acts."""
        self._shade = Shade(OVERLAY_DIM, blur=OVERLAY_BLUR)
        self.build()

    def build(self) -> None:
        """The buttons, in the language of the moment."""
        _ = self.services.words.gettext
        self.widgets.widgets.clear()
        entries = [(_("Resume"), self.on_back, True)]
        entries += [(label, partial(self.choose, act), False) for label, act in self.choices]
        entries.append((_("Rules"), self.open_rules, False))
        if self.phones is not None:
            entries.append((_("Play on phones"), self.play_on_phones, False))
        if self.services.storage is not None:
            entries.append((_("Settings"), self.open_settings, False))
        entries.append((_("Quit to menu"), self.quit, False))
        self.note = pygame.Rect(0, 0, 320, self.services.fonts.fitted_size(
            self.quit_note(), fonts.SMALL, (320, 10_000), wrap=True)[1] + NOTE_PAD)
        top = 360 - len(entries) * 34 + BAND // 2 - self.note.h // 2
        for i, (label, action, primary) in enumerate(entries):
            self.widgets.add(Button(pygame.Rect(510, top + 40 + i * 66, 260, 54), label=label,
                                    primary=primary, on_click=action))

    def enter(self) -> None:
        """On the stack: laid out again, now the table under it is known (its note)."""
        super().enter()
        self.build()

    def reword(self) -> None:
        self.build()

    def choose(self, act: Callable[[], None]) -> None:
        """One of the table's buttons: back to the table, then what it does."""
        self.require_stack().pop()
        act()

    def play_on_phones(self) -> None:
        """Back to the table, which turns phones on and shows their codes."""
        self.require_stack().pop()
        assert self.phones is not None
        self.phones()

    def open_rules(self) -> None:
        from tabletop.scenes.rules_page import RulesScene

        self.require_stack().push(RulesScene(self.services, self.spec))

    def open_settings(self) -> None:
        from tabletop.scenes.settings import SettingsScene

        self.require_stack().push(SettingsScene(self.services))

    def quit(self) -> None:
        self.on_quit()

    def keeps_game(self) -> bool:
        """Whether the table being quit autosaves (a tutorial's does not, nor one without
        storage): the table whose quit this is, else the nearest table under the menu."""
        if self.services.storage is None:
            return False
        table = getattr(self.on_quit, "__self__", None)
        if not hasattr(table, "records"):
            below = getattr(self.stack, "scenes", [])
            table = next((s for s in reversed(below) if hasattr(s, "records")), None)
        return bool(getattr(table, "records", False))

    def quit_note(self) -> str:
        """What quitting does to this game, in the language of the moment."""
        if not self.keeps_game():
            return self.services.words.gettext(NOT_KEPT)
        return self.services.words.gettext(KEPT_AT_PREP if self.spec.realtime else KEPT)

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self._shade.draw(canvas)
        theme, ui = self.services.theme, self.services.fonts
        count = len(self.widgets.widgets)
        first = self.widgets.widgets[0].rect.y
        box = pygame.Rect(460, first - BAND - 24, 360, count * 66 + BAND + 40 + self.note.h)
        panel(canvas, box, theme.cream_dark)  # the cream buttons stand out on it
        self.draw_band(canvas, pygame.Rect(box.x, box.y, box.w, BAND))
        self.note.midbottom = (box.centerx, box.bottom - 12)
        text_in(canvas, ui, self.quit_note(), fonts.SMALL, palette.HELP_INK, self.note,
                wrap=True)
        if self.reason:
            text_in(canvas, ui, self.reason, fonts.SMALL, theme.cream,
                    pygame.Rect(290, box.bottom + 16, 700, 720 - 10 - box.bottom - 16), "midtop",
                    shadow=theme.shadow, wrap=True)
        self.widgets.draw(canvas, ui, theme)

    def draw_band(self, canvas: pygame.Surface, band: pygame.Rect) -> None:
        """The band across the menu's top: the game's colour, its card back, "Paused" and
        the game's name (the table below is this game's)."""
        theme, ui = self.services.theme, self.services.fonts
        accent = self.spec.accent_rgb
        ink = max((theme.charcoal, theme.white),
                  key=lambda colour: palette.contrast_ratio(colour, accent))
        paint.rect(canvas, accent, band, border_top_left_radius=14, border_top_right_radius=14)
        words = band.inflate(-40, -12)
        key = say_plain(self.services, self.services.words.gettext(RESUME_KEY))
        said = text_in(canvas, ui, key, fonts.SMALL, ink,
                       pygame.Rect(band.centerx, band.y, band.w // 2 - 18, band.h), "midright")
        words.w = said.x - 12 - words.x
        back = self.spec.back
        if back is not None:
            try:
                art = self.services.images.scaled(back.sprite, BACK)
            except DataError:
                art = None
            if art is not None:
                spot = art.get_rect(midleft=(band.x + 18, band.centery))
                canvas.blit(art, spot)
                words = pygame.Rect(spot.right + 14, words.y, words.right - spot.right - 14,
                                    words.h)
        text_in(canvas, ui, self.services.words.gettext("Paused"), fonts.TITLE, ink,
                pygame.Rect(words.x, words.y, words.w, words.h * 3 // 5), "midleft")
        text_in(canvas, ui, self.spec.title, fonts.SMALL, ink,
                pygame.Rect(words.x, words.y + words.h * 3 // 5, words.w, words.h * 2 // 5),
                "midleft")
