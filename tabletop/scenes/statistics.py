"""Statistics per game (played, won, best and average score, streaks) and Taco Fight high scores."""

from __future__ import annotations

import pygame

from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts
from tabletop.ui.draw import panel
from tabletop.ui.widgets import Button

COLUMNS = (("Game", 0), ("Played", 200), ("Won", 290), ("Average", 370), ("Streak", 480),
           ("Best streak", 560), ("Best", 690))
ROW = 50
COUNTED = ("Counted: finished games with at least one human at the table (games of bots only "
           "are not). Won: a human was among the winners.")


class StatisticsScene(MenuScene):
    heading = "Statistics"

    def __init__(self, services) -> None:
        super().__init__(services)
        self.widgets.add(Button(pygame.Rect(540, 650, 200, 50), label="Back", primary=True,
                                on_click=self.on_back))

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        user = self.services.storage.user
        table = pygame.Rect(150, 104, 980, 306)
        panel(canvas, table, theme.cream)
        x0, y = table.x + 24, table.y + 16
        for title, dx in COLUMNS:
            canvas.blit(ui.text(title, fonts.SMALL, theme.marigold_dark), (x0 + dx, y))
        y += 34
        caption_width = table.right - 24 - (x0 + COLUMNS[-1][1])
        for spec in self.services.playable_specs():
            stats = user.stats.get(spec.id).judged_by(spec.best)
            best = "–" if stats.best_score is None else str(stats.best_score)
            average = "–" if stats.average_score is None else f"{stats.average_score:.1f}"
            values = (spec.title, str(stats.played), str(stats.won), average,
                      str(stats.current_streak), str(stats.best_streak), best)
            for (_, dx), value in zip(COLUMNS, values, strict=True):
                canvas.blit(ui.text(value, fonts.BODY - 2, theme.charcoal), (x0 + dx, y))
            caption = ui.text(spec.best.label, fonts.SMALL - 4, theme.marigold_dark,
                              width=caption_width)
            canvas.blit(caption, (x0 + COLUMNS[-1][1], y + 26))
            y += ROW
        note = ui.text(COUNTED, fonts.SMALL - 2, theme.charcoal, width=table.w - 48)
        canvas.blit(note, (x0, y + 6))
        scores = pygame.Rect(150, 424, 980, 212)
        panel(canvas, scores, theme.cream)
        head = ui.text("¡Taco Fight! high scores (tacos eaten)", fonts.BODY, theme.charcoal)
        canvas.blit(head, (scores.x + 24, scores.y + 14))
        entries = user.high_scores.entries()
        if not entries:
            empty = ui.text("No wins yet: clear all six waves to get on the board.",
                            fonts.SMALL, theme.charcoal)
            canvas.blit(empty, (scores.x + 24, scores.y + 56))
        for i, entry in enumerate(entries[:5]):
            line = (f"{i + 1}.  {entry.tacos_eaten} tacos  ·  {', '.join(entry.names)}  ·  "
                    f"{entry.difficulty.capitalize()}, {entry.players} players  ·  {entry.day()}")
            canvas.blit(ui.text(line, fonts.SMALL, theme.charcoal),
                        (scores.x + 24, scores.y + 52 + i * 30))
