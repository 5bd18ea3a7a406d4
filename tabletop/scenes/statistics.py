"""Statistics per game (played, won, best and average score, streaks) and Taco Fight high scores."""

from __future__ import annotations

import pygame

from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts
from tabletop.ui.draw import panel, text_in
from tabletop.ui.widgets import Button

COLUMNS = (("Game", 0), ("Played", 230), ("Won", 330), ("Best", 420), ("Average", 510),
           ("Streak", 640), ("Best streak", 740))
TABLE_WIDTH = 932  # from the first column to the table's right margin
ROW_HEIGHT = 40


def column_boxes(x0: int, y: int, height: int) -> list[pygame.Rect]:
    """Each column's room on a row: up to where the next column starts."""
    edges = [dx for _, dx in COLUMNS] + [TABLE_WIDTH]
    return [pygame.Rect(x0 + left, y, right - left - 10, height)
            for left, right in zip(edges, edges[1:], strict=False)]


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
        x0, y = table.x + 24, table.y + 14
        for (title, _), box in zip(COLUMNS, column_boxes(x0, y, 30), strict=True):
            text_in(canvas, ui, title, fonts.SMALL, theme.marigold_dark, box, "midleft")
        y += 36
        for spec in self.services.playable_specs():
            stats = user.stats.get(spec.id)
            best = "–" if stats.best_score is None else str(stats.best_score)
            average = "–" if stats.average_score is None else f"{stats.average_score:.1f}"
            values = (spec.title, str(stats.played), str(stats.won), best, average,
                      str(stats.current_streak), str(stats.best_streak))
            for value, box in zip(values, column_boxes(x0, y, ROW_HEIGHT - 6), strict=True):
                text_in(canvas, ui, value, fonts.BODY - 2, theme.charcoal, box, "midleft")
            y += ROW_HEIGHT
        scores = pygame.Rect(150, 390, 980, 240)
        panel(canvas, scores, theme.cream)
        inner = scores.inflate(-48, 0)
        text_in(canvas, ui, "¡Taco Fight! high scores (tacos eaten)", fonts.BODY,
                theme.charcoal, pygame.Rect(inner.x, scores.y + 10, inner.w, 36), "midleft")
        entries = user.high_scores.entries()
        if not entries:
            text_in(canvas, ui, "No wins yet: clear all six waves to get on the board.",
                    fonts.SMALL, theme.charcoal, pygame.Rect(inner.x, scores.y + 54, inner.w,
                                                              30), "midleft")
        for i, entry in enumerate(entries[:5]):
            line = (f"{i + 1}.  {entry.tacos_eaten} tacos  ·  {', '.join(entry.names)}  ·  "
                    f"{entry.difficulty.capitalize()}, {entry.players} players  ·  {entry.day()}")
            text_in(canvas, ui, line, fonts.SMALL, theme.charcoal,
                    pygame.Rect(inner.x, scores.y + 52 + i * 36, inner.w, 32), "midleft")
