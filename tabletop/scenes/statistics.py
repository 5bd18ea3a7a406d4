"""Statistics per game (played, won, best and average score, streaks) and Taco Fight high scores."""

from __future__ import annotations

import pygame

from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts
from tabletop.ui.draw import panel
from tabletop.ui.widgets import Button

COLUMNS = (("Game", 0), ("Played", 230), ("Won", 330), ("Best", 420), ("Average", 510),
           ("Streak", 640), ("Best streak", 740))


class StatisticsScene(MenuScene):
    heading = "Statistics"

    def __init__(self, services) -> None:
        super().__init__(services)
        self.widgets.add(Button(pygame.Rect(540, 650, 200, 50), label="Back", primary=True,
                                on_click=self.on_back))

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        user = self.services.storage.user
        table = pygame.Rect(150, 120, 980, 250)
        panel(canvas, table, theme.cream)
        x0, y = table.x + 24, table.y + 18
        for title, dx in COLUMNS:
            canvas.blit(ui.text(title, fonts.SMALL, theme.marigold_dark), (x0 + dx, y))
        y += 34
        for spec in self.services.playable_specs():
            stats = user.stats.get(spec.id)
            best = "–" if stats.best_score is None else str(stats.best_score)
            average = "–" if stats.average_score is None else f"{stats.average_score:.1f}"
            values = (spec.title, str(stats.played), str(stats.won), best, average,
                      str(stats.current_streak), str(stats.best_streak))
            for (_, dx), value in zip(COLUMNS, values, strict=True):
                canvas.blit(ui.text(value, fonts.BODY - 2, theme.charcoal), (x0 + dx, y))
            y += 40
        scores = pygame.Rect(150, 390, 980, 240)
        panel(canvas, scores, theme.cream)
        head = ui.text("¡Taco Fight! high scores (tacos eaten)", fonts.BODY, theme.charcoal)
        canvas.blit(head, (scores.x + 24, scores.y + 14))
        entries = user.high_scores.entries()
        if not entries:
            empty = ui.text("No wins yet: clear all six waves to get on the board.",
                            fonts.SMALL, theme.charcoal)
            canvas.blit(empty, (scores.x + 24, scores.y + 60))
        for i, entry in enumerate(entries[:5]):
            line = (f"{i + 1}.  {entry.tacos_eaten} tacos  ·  {', '.join(entry.names)}  ·  "
                    f"{entry.difficulty.capitalize()}, {entry.players} players  ·  {entry.day()}")
            canvas.blit(ui.text(line, fonts.SMALL, theme.charcoal),
                        (scores.x + 24, scores.y + 56 + i * 34))
