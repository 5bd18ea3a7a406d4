"""After a won ¡Taco Fight!: the team's result entered in the high-score table, then results."""

from __future__ import annotations

import pygame

from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts, paint
from tabletop.ui.draw import panel, text_in
from tabletop.ui.widgets import Button

ROWS = 8


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
        where = (_("place {place} in the high scores").format(place=place)
                 if place is not None else _("not in the top scores this time"))
        if services.storage is None:
            where = _("high scores are kept when the app has a user folder")
        difficulty = _(match.data.difficulty(table.difficulty).name)
        players = len(match.setup.seats)
        self.subheading = words.ngettext(
            "{count} tacos eaten on {difficulty} with {players} player: {where}",
            "{count} tacos eaten on {difficulty} with {players} players: {where}",
            players).format(count=self.eaten, difficulty=difficulty, players=players,
                            where=where)
        self.widgets.add(Button(pygame.Rect(540, 650, 200, 54), label=_("Continue"),
                                primary=True, on_click=self.proceed))

    def proceed(self) -> None:
        if self.stack is not None:
            self.stack.replace(self.results)

    def on_back(self) -> None:
        self.proceed()

    def entries(self):
        storage = self.services.storage
        if storage is None:
            return ()
        return storage.user.high_scores.entries()

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        words = self.services.words
        _ = words.gettext
        box = pygame.Rect(150, 150, 980, 480)
        panel(canvas, box, theme.cream)
        alone = len(self.match.setup.seats) == 1
        title = (_("¡Taco Fight! high scores: tacos eaten") if alone
                 else _("¡Taco Fight! high scores: tacos eaten by the team"))
        text_in(canvas, ui, title, fonts.BODY, theme.charcoal,
                pygame.Rect(box.x + 24, box.y + 12, box.w - 48, 40), "midleft")
        entries = self.entries()
        if not entries:
            said = (_("No high-score table here: you ate {count} tacos.") if alone
                    else _("No high-score table here: your team ate {count} tacos.")).format(
                count=self.eaten)
            text_in(canvas, ui, said, fonts.SMALL, theme.charcoal,
                    pygame.Rect(box.x + 24, box.y + 64, box.w - 48, 34), "midleft")
        for i, entry in enumerate(entries[:ROWS]):
            y = box.y + 64 + i * 50
            row = pygame.Rect(box.x + 14, y - 6, box.w - 28, 44)
            if self.place == i + 1:
                paint.rect(canvas, theme.marigold, row, border_radius=10)
            line = words.ngettext(
                "{place}.   {count} tacos   ·   {names}   ·   {difficulty}, {players} player"
                "   ·   {day}",
                "{place}.   {count} tacos   ·   {names}   ·   {difficulty}, {players} players"
                "   ·   {day}", entry.players).format(
                place=i + 1, count=entry.tacos_eaten, names=", ".join(entry.names),
                difficulty=_(entry.difficulty.capitalize()), players=entry.players,
                day=entry.day())
            text_in(canvas, ui, line, fonts.SMALL, theme.charcoal, row.inflate(-28, -4),
                    "midleft")
