"""The title screen: play, the unfinished games to continue, replays, statistics, settings, quit."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.core.errors import DataError
from tabletop.input import intents as it
from tabletop.scenes.base import MenuScene
from tabletop.scenes.menu_voice import sentence
from tabletop.scenes.podium import draw_papel_picado
from tabletop.scenes.saved_words import moment_text, progress_text, rules_note, seat_names
from tabletop.storage.problems import said
from tabletop.ui import fonts, paint
from tabletop.ui.detail_button import DetailButton
from tabletop.ui.draw import panel, text_in
from tabletop.ui.layer import scale_of
from tabletop.ui.widgets import Button, column

LOGO_SIZE = (640, 220)  # logical; the file holds it at twice that
BOB_RATE = 2.0          # radians of the logo's bob per second
BOB_SECONDS = 2 * math.pi  # two whole bobs when the title appears, then the logo rests
SMALL_LOGO = (480, 165)  # with unfinished games listed beside the buttons
MENU_WIDTH, BUTTON_HEIGHT, BUTTON_STEP = 300, 56, 68
SPLIT_STEP = 78
"""The menu's pitch beside the unfinished games: down to the panel's foot, not bunched."""
SAVE_ART = (46, 64)
"""A saved game's card back at its row's left: which game it is, at a glance."""
SAVE_ART_ROOM = SAVE_ART[0] + 12
UNDER_BACK = (96, 134)
"""The games' card backs fanned under a short list of unfinished games (the felt is never
left bare under it)."""

# With unfinished games: the menu on the left, the games on a panel to its right.
MENU_LEFT, SPLIT_TOP = 180, 250
SAVES_PANEL = pygame.Rect(530, 236, 570, 430)  # at its tallest; it fits the rows shown
ROW_HEIGHT, ROW_STEP = 80, 92
"""A game's card, and the gap between two (their shadows apart)."""
ROW_INSET = 20
"""From the panel's sides and foot to the cards (its heading above them)."""
ROWS_FIRST = SAVES_PANEL.y + 52
ROWS_SHOWN = 4
"""Rows the panel holds; with more games than that, one row's place goes to page buttons."""
PAGER_HEIGHT = 44
NOTICE_WIDTH, NOTICE_BOTTOM = 900, 706
BACK_SIZE = (150, 210)
"""A game's card back in the corners under the logo (with no unfinished games listed)."""
BACKS = ((196, 548, 12), (330, 590, 3), (950, 590, -3), (1084, 548, -12))
"""Where each game's card back lies (its centre) and its tilt, left to right: two in each
lower corner, leaning out, four games on one table."""


class TitleScene(MenuScene):
    music_cue = "title"

    def __init__(self, services) -> None:
        super().__init__(services)
        self.time = 0.0
        self.notices: list[str] = []
        """What storage told (files set aside, saves that failed): notices, said in the
        player's language (see `notice`)."""
        self.page = 0
        self.pages = 1
        self.saves: list = []
        """The unfinished games listed, newest first (`SavedGame`s)."""
        self.save_buttons: list[DetailButton] = []
        self.fanned: list[pygame.Surface] | None = None
        """The games' card backs fanned under a short list of unfinished games."""
        self.backs: list[pygame.Surface] | None = None
        """The games' card backs as the corners show them (tilted once, then kept)."""
        self.logo_shift: dict[tuple[int, int], int] = {}
        """How far right the logo's picture stands so what is drawn in it (not its empty
        margins) is centred, by size."""
        self._build()  # reading the saves may set a broken one aside: say so on this screen
        self.take_notices()

    def take_notices(self) -> None:
        """Add storage's messages (files set aside, saves that failed) to the notice line."""
        storage = self.services.storage
        if storage is None:
            return
        fresh = [n for n in storage.take_notices() if n and n not in self.notices]
        self.notices += fresh
        if fresh:
            self.place_buttons()  # the menu keeps clear of the notice

    @property
    def notice(self) -> str:
        """The notice line in the player's language."""
        return " ".join(said(n, self.services.words) for n in self.notices)

    @notice.setter
    def notice(self, text: str) -> None:
        self.notices = [text] if text else []

    # --- layout --------------------------------------------------------------------------
    def _build(self) -> None:
        self.widgets.widgets.clear()
        storage = self.services.storage
        self.saves = storage.saved_games(self.services.specs) if storage is not None else []
        _ = self.services.words.gettext
        entries = [(_("Play"), self.open_select)]
        if storage is not None:
            if storage.user.replays.records():
                entries.append((_("Replays"), self.open_replays))
            entries.append((_("Statistics"), self.open_stats))
            entries.append((_("Settings"), self.open_settings))
        entries.append((_("Quit"), self.quit))
        for i, (label, action) in enumerate(entries):
            self.widgets.add(Button(pygame.Rect(0, 0, 0, 0), label=label, primary=i == 0,
                                    on_click=action))
        self.menu_count = len(entries)
        self.place_buttons()
        self.save_buttons = []
        if self.saves:
            self._build_saves()
        self.widgets.focus = min(self.widgets.focus, len(self.widgets.widgets) - 1)

    def notice_picture(self) -> pygame.Surface | None:
        if not self.notice:
            return None
        theme, ui = self.services.theme, self.services.fonts
        return ui.text(self.notice, fonts.SMALL, theme.cream, shadow=theme.shadow,
                       width=NOTICE_WIDTH)

    def place_buttons(self) -> None:
        """The menu in one column above the notice line, shrinking to fit when it must."""
        x, y = (MENU_LEFT, SPLIT_TOP) if self.saves else (1280 // 2 - MENU_WIDTH // 2, 340)
        notice = self.notice_picture()
        bottom = NOTICE_BOTTOM - (notice.get_height() + 10 if notice is not None else 0)
        area = pygame.Rect(x, y, MENU_WIDTH, bottom - y)
        menu = self.widgets.widgets[:self.menu_count]
        step = BUTTON_STEP
        if self.saves and len(menu) > 1:  # down to the panel's foot at its tallest: the
            # lower left is never bare felt beside the games' backs under a short list
            step = max(SPLIT_STEP, (min(SAVES_PANEL.bottom, bottom) - y - BUTTON_HEIGHT)
                       // (len(menu) - 1))
        for button, rect in zip(menu, column(area, len(menu), BUTTON_HEIGHT,
                                             step - BUTTON_HEIGHT), strict=True):
            button.rect = rect

    def _build_saves(self) -> None:
        per_page = self.rows_per_page()
        pages = -(-len(self.saves) // per_page)
        self.page = max(0, min(self.page, pages - 1))
        shown = self.saves[self.page * per_page:(self.page + 1) * per_page]
        left, width = SAVES_PANEL.x + ROW_INSET, SAVES_PANEL.w - 2 * ROW_INSET
        words = self.services.words
        for i, saved in enumerate(shown):
            spec = self.services.specs[saved.game]
            detail = words.gettext("saved {when} \u00b7 {seats}").format(
                when=moment_text(words, saved.saved_at), seats=seat_names(words, saved.seats))
            button = SavedGameButton(pygame.Rect(left, ROWS_FIRST + i * ROW_STEP, width,
                                                 ROW_HEIGHT),
                                     label=spec.title, size=fonts.BODY, detail=detail,
                                     corner=progress_text(words, spec, saved.turns),
                                     note=rules_note(words, spec, saved.rules_version),
                                     on_click=partial(self.open_saved, saved),
                                     art=self.save_art(spec))
            button.inset = SAVE_ART_ROOM if button.art is not None else 0
            self.save_buttons.append(button)
            self.widgets.add(button)
        if pages > 1:
            y = ROWS_FIRST + per_page * ROW_STEP + (ROW_HEIGHT - PAGER_HEIGHT) // 2
            for dx, label, step in ((0, words.gettext("< Newer"), -1),
                                    (width - 180, words.gettext("Older >"), 1)):
                pager = Button(pygame.Rect(left + dx, y, 180, PAGER_HEIGHT), label=label,
                               size=fonts.SMALL, on_click=partial(self.turn_page, step))
                pager.enabled = 0 <= self.page + step < pages
                self.widgets.add(pager)
        self.pages = pages

    def save_art(self, spec) -> pygame.Surface | None:
        """A saved game's card back for its row (None without a picture: the row works
        without it)."""
        if spec.back is None:
            return None
        try:
            return self.services.images.scaled(spec.back.sprite, SAVE_ART)
        except DataError:
            return None

    def rows_per_page(self) -> int:
        return ROWS_SHOWN if len(self.saves) <= ROWS_SHOWN else ROWS_SHOWN - 1

    def turn_page(self, step: int) -> None:
        self.page += step
        self._build()
        self.widgets.focus = self.menu_count  # the first game of the new page

    def resume(self) -> None:
        self._build()
        self.take_notices()

    def reword(self) -> None:
        self._build()

    def rescaled(self) -> None:
        """The tilted card backs and the logo's shift were made at the old render scale."""
        self.fanned = None
        self.backs = None
        self.logo_shift.clear()

    # --- keyboard: two columns when games are listed -----------------------------------------
    def handle(self, intent) -> None:
        intent = self.menu_intent(intent)
        if isinstance(intent, it.Navigate) and self.saves:
            self.keyboard_used = True
            self._navigate(intent.dx, intent.dy)
            return
        super().handle(intent)

    def _navigate(self, dx: int, dy: int) -> None:
        """Up/Down within the menu or the list of games, Left/Right across to the other."""
        usable = [i for i, w in enumerate(self.widgets.widgets) if w.visible and w.enabled]
        menu = [i for i in usable if i < self.menu_count]
        games = [i for i in usable if i >= self.menu_count]
        here = self.widgets.focus
        column, other = (menu, games) if here < self.menu_count else (games, menu)
        if here not in column:
            column = menu
        if dx and other:
            centre = self.widgets.widgets[here].rect.centery
            self.widgets.focus = min(other, key=lambda i: abs(
                self.widgets.widgets[i].rect.centery - centre))
        elif dy and column:
            place = column.index(here) if here in column else 0
            self.widgets.focus = column[(place + dy) % len(column)]

    # --- what the buttons do -------------------------------------------------------------------
    def open_select(self) -> None:
        from tabletop.scenes.game_select import GameSelectScene

        self.require_stack().push(GameSelectScene(self.services))

    def open_saved(self, saved) -> None:
        """Continue an unfinished game; if it cannot be, the notice line says why."""
        from tabletop.scenes.launch import continue_saved_game

        problem = continue_saved_game(self.services, self.stack, saved)
        if problem is not None:
            self.notice = problem
            self.resume()

    def open_stats(self) -> None:
        from tabletop.scenes.statistics import StatisticsScene

        self.require_stack().push(StatisticsScene(self.services))

    def open_replays(self) -> None:
        from tabletop.scenes.replays import ReplayListScene

        self.require_stack().push(ReplayListScene(self.services))

    def open_settings(self) -> None:
        from tabletop.scenes.settings import SettingsScene

        self.require_stack().push(SettingsScene(self.services))

    def quit(self) -> None:
        self.services.quit_requested = True

    def on_back(self) -> None:
        """Escape on the title does nothing (quit is a button, not a slip of the finger)."""

    def moving(self) -> bool:
        """The logo bobs a little when the title appears, then rests (a still title is free)."""
        return self.time < BOB_SECONDS

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.services.reduced_motion:  # the logo rests from the start
            self.time = BOB_SECONDS
        if self.time < BOB_SECONDS:
            self.time = min(BOB_SECONDS, self.time + dt)
            self.mark_changed()  # the last bob's frame too, with the logo at rest

    def spoken_title(self) -> str:
        """Narration: the game's name and line, and any notice."""
        return sentence("Taco Tabletop", self.services.words.gettext(
            "Four taco games, one table, all your friends."), self.notice)

    # --- drawing -------------------------------------------------------------------------
    def draw_heading(self, canvas: pygame.Surface, y: int = 0) -> None:
        theme, ui = self.services.theme, self.services.fonts
        bob = math.sin(self.time * BOB_RATE) * 6 if self.time < BOB_SECONDS else 0.0
        size, centre, line_y = ((SMALL_LOGO, 104, 212) if self.saves else (LOGO_SIZE, 158, 298))
        try:
            logo = self.services.images.scaled("ui/logo.png", size)
            shift = self.logo_shift.get(size)
            if shift is None:
                shift = self.logo_shift[size] = centring_shift(logo)
            canvas.blit(logo, logo.get_rect(center=(640 + shift, centre + bob)))
        except Exception:  # noqa: BLE001 - the logo is decoration; text stands in
            text_in(canvas, ui, "Taco Tabletop", 72, theme.marigold,
                    pygame.Rect(40, centre - 58 + bob, 1200, 100), shadow=theme.shadow)
        text_in(canvas, ui, self.services.words.gettext(
                    "Four taco games, one table, all your friends."), fonts.BODY,
                theme.cream, pygame.Rect(40, line_y - 18, 1200, 36), shadow=theme.shadow)
        if self.notice:
            note = ui.text(self.notice, fonts.SMALL, theme.cream, shadow=theme.shadow,
                           width=NOTICE_WIDTH)
            box = pygame.Rect(0, 0, NOTICE_WIDTH + 2, note.get_height())
            box.midbottom = (640, NOTICE_BOTTOM)
            text_in(canvas, ui, self.notice, fonts.SMALL, theme.cream, box, shadow=theme.shadow,
                    wrap=True)

    def draw_background(self, canvas: pygame.Surface) -> None:
        """The felt, with papel picado strung across its top: the fiesta starts here."""
        super().draw_background(canvas)
        theme = self.services.theme
        draw_papel_picado(canvas, theme, theme.magenta, top=6)
        if not self.saves:
            for picture, (x, y, _tilt) in zip(self.card_backs(), BACKS, strict=False):
                canvas.blit(picture, picture.get_rect(center=(x, y)))

    def card_backs(self) -> list[pygame.Surface]:
        """The first four games' card backs, tilted as `BACKS` lays them (none missing a
        picture: the title works without them)."""
        if self.backs is None:
            self.backs = []
            specs = [spec for spec in self.services.specs.values()  # (a table named, none
                     if spec.back is not None and spec.table]  # imported: a quick start)
            for spec, (_x, _y, tilt) in zip(specs, BACKS, strict=False):
                assert spec.back is not None
                try:
                    back = self.services.images.scaled(spec.back.sprite, BACK_SIZE)
                except DataError:
                    continue
                self.backs.append(paint.rotate(back, tilt))
        return self.backs

    def draw_content(self, canvas: pygame.Surface) -> None:
        if not self.saves:
            return
        theme, ui = self.services.theme, self.services.fonts
        rows = len(self.save_buttons) + (1 if self.pages > 1 else 0)
        area = SAVES_PANEL.copy()
        area.h = min(SAVES_PANEL.h, ROWS_FIRST - SAVES_PANEL.y + rows * ROW_STEP
                     - (ROW_STEP - ROW_HEIGHT) + ROW_INSET)
        panel(canvas, area, theme.cream_dark, radius=16)
        self.draw_backs_under(canvas, area)
        count = len(self.saves)
        head = pygame.Rect(SAVES_PANEL.x + 24, SAVES_PANEL.y + 8, SAVES_PANEL.w - 48, 36)
        if count > self.rows_per_page():
            where = text_in(canvas, ui, self.services.words.gettext(
                                "page {page} of {pages}").format(page=self.page + 1,
                                                                 pages=self.pages),
                            fonts.SMALL - 2, theme.charcoal, head, "midright")
            head.width = where.x - 12 - head.x
        text_in(canvas, ui, self.services.words.ngettext("Continue your game",
                                                         "Continue a game", count), fonts.BODY,
                theme.charcoal, head, "midleft")


    def draw_backs_under(self, canvas: pygame.Surface, above: pygame.Rect) -> None:
        """Under a short list of unfinished games, the games' card backs fanned on the felt
        (left out where the list leaves no room)."""
        notice = self.notice_picture()
        room = pygame.Rect(above.x, above.bottom + 16, above.w, NOTICE_BOTTOM - above.bottom
                           - 16 - (notice.get_height() + 10 if notice is not None else 0))
        if room.h < UNDER_BACK[1] + 8:
            return
        fanned = self.fanned_backs()
        count = len(fanned)
        for i, picture in enumerate(fanned):
            centre = (room.centerx + round((i - (count - 1) / 2) * (UNDER_BACK[0] + 18)),
                      room.centery + abs(2 * i - count + 1) * 3)
            canvas.blit(picture, picture.get_rect(center=centre))

    def fanned_backs(self) -> list[pygame.Surface]:
        """The games' card backs as the fan under the list shows them (tilted once, kept)."""
        if self.fanned is None:
            self.fanned = []
            specs = [spec for spec in self.services.specs.values()
                     if spec.back is not None and spec.table]
            for i, spec in enumerate(specs):
                assert spec.back is not None
                try:
                    back = self.services.images.scaled(spec.back.sprite, UNDER_BACK)
                except DataError:
                    continue
                self.fanned.append(paint.rotate(back, (len(specs) - 1) * 4 - i * 8))
        return self.fanned


@dataclass
class SavedGameButton(DetailButton):
    """A saved game's row: its game's card back at the left, then its lines."""

    art: pygame.Surface | None = None

    def draw(self, canvas, ui, theme, focused, hovered) -> None:
        super().draw(canvas, ui, theme, focused, hovered)
        if self.art is None:
            return
        rect = self.rect.move(0, -2) if hovered and self.enabled else self.rect
        spot = self.art.get_rect(midleft=(rect.x + 12, rect.centery))
        canvas.blit(self.art, spot)


def centring_shift(picture: pygame.Surface) -> int:
    """Logical pixels to move `picture` right so that what is drawn in it stands centred
    where the picture itself would (its empty margins are not alike)."""
    drawn = pygame.Surface.get_bounding_rect(picture)
    k = scale_of(picture)
    return round((picture.get_width() * k / 2 - drawn.centerx) / k) if drawn.w else 0
