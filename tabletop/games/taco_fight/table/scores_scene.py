"""After a won ¡Taco Fight!: the team's result as a moment (its tacos big, where it placed on a
ribbon, a burst as the screen opens: a still glow with reduced motion, none at "instant"
speed), the high-score table with the new row marked under it, then results."""

from __future__ import annotations

import pygame

from tabletop.kit.chrome import Style
from tabletop.kit.moments import BURST, FLARE, Moments
from tabletop.scenes.base import MenuScene
from tabletop.scenes.saved_words import day_text
from tabletop.storage.highscores import HighScore
from tabletop.ui import fonts, paint
from tabletop.ui.draw import panel, text_in
from tabletop.ui.widgets import Button

ROWS = 5
"""Rows of the table shown: the top ones, the new row always among them (the last shown,
with its own place, when it ranks lower)."""
NUMBER_SIZE = 96
HERO_H = NUMBER_SIZE + 8 + 28 + 14 + 44
"""The result's band: the tacos eaten, big, their label, and the ribbon saying where they
placed."""
ROOM = (146, 632)
"""Between the subheading and Continue: the band and the table, centred in it together."""
GAP = 22
ROW_PITCH = 40
WIDTH = 980


class HighScoreScene(MenuScene):
    """Shows the high-score table with the new row marked; Continue goes on to `results`."""

    def __init__(self, services, match, place: int | None, results) -> None:
        super().__init__(services)
        self.match = match
        self.place = place
        self.results = results
        table = match.rules.observation(0).table
        self.eaten = len(table.sink)
        words = services.words
        _ = words.gettext
        self.heading = _("All waves defeated!")
        difficulty = _(match.data.difficulty(table.difficulty).name)
        players = len(match.setup.seats)
        self.subheading = words.ngettext(
            "On {difficulty} with {players} player", "On {difficulty} with {players} players",
            players).format(difficulty=difficulty, players=players)
        self.ribbon = self.ribbon_words()
        self.widgets.add(Button(pygame.Rect(540, 650, 200, 54), label=_("Continue"),
                                primary=True, on_click=self.proceed))
        self.shown_for = 0.0
        self.moments = Moments()
        self.started = False

    def ribbon_words(self) -> str:
        """Where the result placed, said on the ribbon under it ("" with no table kept)."""
        _ = self.services.words.gettext
        if self.services.storage is None:
            return ""
        if self.place == 1:
            return _("New high score!")
        if self.place is not None:
            return _("Place {place} in the high scores!").format(place=self.place)
        return _("Not in the top scores this time")

    # --- the moment --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.started:  # (the first frame on top: the burst starts with the screen)
            self.started = True
            speed = self.services.animation_speed
            theme = self.services.theme
            self.moments.start(BURST, self.number_box().center, theme.marigold, 0.0,
                               speed=speed)
            if self.place is not None and self.ribbon:
                self.moments.start(FLARE, self.ribbon_box().center, theme.lime, 0.0,
                                   speed=speed)
        self.shown_for += dt
        if self.moving() or self.moments.live:
            self.mark_changed()

    def moving(self) -> bool:
        return not self.started or self.moments.busy(self.shown_for)

    def settle(self) -> None:
        """Screenshots: the moment over."""
        self.started = True
        self.moments.live.clear()

    def table_height(self) -> int:
        return 56 + max(1, len(self.shown_rows())) * ROW_PITCH + 8

    def hero(self) -> pygame.Rect:
        """The result's band, the table under it: the two centred together in `ROOM`."""
        block = HERO_H + GAP + self.table_height()
        top = ROOM[0] + max(0, (ROOM[1] - ROOM[0] - block) // 2)
        return pygame.Rect(640 - WIDTH // 2, top, WIDTH, HERO_H)

    def table_box(self) -> pygame.Rect:
        hero = self.hero()
        return pygame.Rect(hero.x, hero.bottom + GAP, WIDTH, self.table_height())

    def number_box(self) -> pygame.Rect:
        hero = self.hero()
        return pygame.Rect(hero.x, hero.y, hero.w, NUMBER_SIZE + 8)

    def ribbon_box(self) -> pygame.Rect:
        ui, hero = self.services.fonts, self.hero()
        width = min(hero.w, ui.measure(self.ribbon, fonts.BODY)[0] + 56)
        box = pygame.Rect(0, 0, width, 44)
        box.midbottom = (hero.centerx, hero.bottom)
        return box

    def proceed(self) -> None:
        if self.stack is not None:
            self.stack.replace(self.results)

    def on_back(self) -> None:
        self.proceed()

    def entries(self) -> tuple[HighScore, ...]:
        storage = self.services.storage
        if storage is None:
            return ()
        return storage.user.high_scores.entries()

    def shown_rows(self) -> list[tuple[int, HighScore]]:
        """(place, entry) for each row shown: the top `ROWS`, or the top ones and the new row
        last when it ranks lower."""
        entries = list(self.entries())
        rows = list(enumerate(entries[:ROWS], start=1))
        if self.place is not None and self.place > ROWS and self.place <= len(entries):
            rows = rows[:ROWS - 1] + [(self.place, entries[self.place - 1])]
        return rows

    def draw_content(self, canvas: pygame.Surface) -> None:
        self.draw_hero(canvas)
        self.draw_table(canvas)
        style = Style(self.services.theme, self.services.fonts, self.services.pictures,
                      self.services.images, self.services.words)
        for element in self.moments.elements(self.shown_for, style,
                                             self.services.reduced_motion):
            element.paint(canvas)
        if self.moments.live:  # (the number stays on top of its own burst)
            self.draw_hero(canvas)

    def draw_hero(self, canvas: pygame.Surface) -> None:
        """The tacos eaten, big, with their label; the ribbon saying where they placed."""
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        number = self.number_box()
        text_in(canvas, ui, str(self.eaten), NUMBER_SIZE, theme.marigold, number,
                shadow=theme.shadow)
        text_in(canvas, ui, _("tacos eaten"), fonts.BODY, theme.cream,
                pygame.Rect(number.x, number.bottom, number.w, 28), shadow=theme.shadow)
        if not self.ribbon:
            return
        ribbon = self.ribbon_box()
        placed = self.place is not None
        paint.rect(canvas, theme.charcoal, ribbon.move(0, 3), border_radius=ribbon.h // 2)
        paint.rect(canvas, theme.marigold if placed else theme.cream_dark, ribbon,
                   border_radius=ribbon.h // 2)
        paint.rect(canvas, theme.charcoal, ribbon, 2, border_radius=ribbon.h // 2)
        text_in(canvas, ui, self.ribbon, fonts.BODY, theme.charcoal, ribbon.inflate(-28, -4))

    def draw_table(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        words = self.services.words
        _ = words.gettext
        rows = self.shown_rows()
        box = self.table_box()
        panel(canvas, box, theme.cream)
        alone = len(self.match.setup.seats) == 1
        title = (_("¡Taco Fight! high scores: tacos eaten") if alone
                 else _("¡Taco Fight! high scores: tacos eaten by the team"))
        text_in(canvas, ui, title, fonts.BODY, theme.charcoal,
                pygame.Rect(box.x + 24, box.y + 10, box.w - 48, 40), "midleft")
        if not rows:
            said = (_("No high-score table here: you ate {count} tacos.") if alone
                    else _("No high-score table here: your team ate {count} tacos.")).format(
                count=self.eaten)
            text_in(canvas, ui, said, fonts.SMALL, theme.charcoal,
                    pygame.Rect(box.x + 24, box.y + 56, box.w - 48, 34), "midleft")
        for i, (place, entry) in enumerate(rows):
            row = pygame.Rect(box.x + 14, box.y + 54 + i * ROW_PITCH, box.w - 28,
                              ROW_PITCH - 4)
            if self.place == place:
                paint.rect(canvas, theme.marigold, row, border_radius=10)
            line = words.ngettext(
                "{place}.   {count} tacos   ·   {names}   ·   {difficulty}, {players} player"
                "   ·   {day}",
                "{place}.   {count} tacos   ·   {names}   ·   {difficulty}, {players} players"
                "   ·   {day}", entry.players).format(
                place=place, count=entry.tacos_eaten, names=", ".join(entry.names),
                difficulty=_(entry.difficulty.capitalize()), players=entry.players,
                day=day_text(words, entry.date))
            text_in(canvas, ui, line, fonts.SMALL, theme.charcoal, row.inflate(-28, -4),
                    "midleft")
