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
        self.heading = "All waves defeated!"
        where = (f"place {place} in the high scores" if place is not None
                 else "not in the top scores this time")
        if services.storage is None:
            where = "high scores are kept when the app has a user folder"
        difficulty = match.data.difficulty(table.difficulty).name
        self.subheading = (f"{self.eaten} tacos eaten on {difficulty} with "
                           f"{len(match.setup.seats)} player"
                           f"{'s' if len(match.setup.seats) != 1 else ''}: {where}")
        self.widgets.add(Button(pygame.Rect(540, 650, 200, 54), label="Continue", primary=True,
                                on_click=self.proceed))

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
        box = pygame.Rect(150, 150, 980, 480)
        panel(canvas, box, theme.cream)
        text_in(canvas, ui, "¡Taco Fight! high scores: tacos eaten by the team", fonts.BODY,
                theme.charcoal, pygame.Rect(box.x + 24, box.y + 12, box.w - 48, 40), "midleft")
        entries = self.entries()
        if not entries:
            text_in(canvas, ui, f"No high-score table here: your team ate {self.eaten} tacos.",
                    fonts.SMALL, theme.charcoal, pygame.Rect(box.x + 24, box.y + 64, box.w - 48,
                                                             34), "midleft")
        for i, entry in enumerate(entries[:ROWS]):
            y = box.y + 64 + i * 50
            row = pygame.Rect(box.x + 14, y - 6, box.w - 28, 44)
            if self.place == i + 1:
                paint.rect(canvas, theme.marigold, row, border_radius=10)
            line = (f"{i + 1}.   {entry.tacos_eaten} tacos   ·   {', '.join(entry.names)}   ·   "
                    f"{entry.difficulty.capitalize()}, {entry.players} "
                    f"player{'s' if entry.players != 1 else ''}   ·   {entry.day()}")
            text_in(canvas, ui, line, fonts.SMALL, theme.charcoal, row.inflate(-28, -4),
                    "midleft")
