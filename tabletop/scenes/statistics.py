"""Statistics per game (played, won, best and average score, streaks) and Taco Fight high scores."""

from __future__ import annotations

import pygame

from tabletop.core.language import N_
from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts
from tabletop.ui.draw import panel, text_in
from tabletop.ui.widgets import Button

HEADERS = (N_("Game"), N_("Played"), N_("Won"), N_("Average"), N_("Streak"), N_("Best streak"),
           N_("Best"))
NARROWEST = (180, 84, 76, 104, 84, 124)  # each column's least width (Best takes the rest)
COLUMN_GAP = 24
VALUE, CAPTION, HEADER, NOTE = fonts.BODY - 2, fonts.SMALL - 4, fonts.SMALL, fonts.SMALL - 2
TABLE = pygame.Rect(150, 104, 980, 0)  # its height follows the text
SCORES_BOTTOM, PAD = 636, 24
COUNTED = N_("Counted: finished games with at least one human at the table (games of bots "
             "only are not). Won: a human was among the winners.")


class StatisticsScene(MenuScene):
    def __init__(self, services) -> None:
        super().__init__(services)
        self.back = self.widgets.add(Button(pygame.Rect(540, 650, 200, 50), label="",
                                            primary=True, on_click=self.on_back))
        self.reword()
        user = services.storage.user
        self.rows = []
        """(values, the Best's caption) per game, read once."""
        for spec in services.playable_specs():
            stats = user.stats.get(spec.id).judged_by(spec.best)
            best = "–" if stats.best_score is None else str(stats.best_score)
            average = "–" if stats.average_score is None else f"{stats.average_score:.1f}"
            self.rows.append(((spec.title, str(stats.played), str(stats.won), average,
                               str(stats.current_streak), str(stats.best_streak), best),
                              spec.best.label))
        self.entries = user.high_scores.entries()[:5]

    def reword(self) -> None:
        self.heading = self.services.words.gettext("Statistics")
        self.back.label = self.services.words.gettext("Back")

    def columns(self) -> list[int]:
        """Each column's left edge: as wide as its widest text at the current text size."""
        ui = self.services.fonts
        x, edges = TABLE.x + PAD, []
        for i, header in enumerate(HEADERS[:-1]):
            edges.append(x)
            widest = max([ui.measure(self.services.words.gettext(header), HEADER)[0]]
                         + [ui.measure(values[i], VALUE)[0] for values, _ in self.rows])
            x += max(NARROWEST[i], widest + COLUMN_GAP)
        return edges + [x]

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        edges = self.columns()
        caption_width = TABLE.right - PAD - edges[-1]
        y = TABLE.y + 16
        header_height = ui.line_height(HEADER)
        lines = []
        y += header_height + 12
        for values, caption in self.rows:
            heights = [ui.line_height(VALUE) for _value in values]
            under = ui.text(_(caption), CAPTION, theme.marigold_dark, width=caption_width)
            lines.append((y, values, heights[-1], caption, under.get_size()))
            y += max(heights) + 2 + under.get_height() + 8
        note = ui.text(_(COUNTED), NOTE, theme.charcoal, width=TABLE.w - 2 * PAD)
        table = TABLE.copy()
        table.h = y + 6 + note.get_height() + 14 - table.y
        panel(canvas, table, theme.cream)
        widths = [b - a - COLUMN_GAP // 2 for a, b in zip(edges, edges[1:], strict=False)]
        widths.append(caption_width)
        for x, width, title in zip(edges, widths, HEADERS, strict=True):
            text_in(canvas, ui, _(title), HEADER, theme.marigold_dark,
                    pygame.Rect(x, table.y + 16, width, header_height), "topleft")
        for top, values, last_height, caption, under_size in lines:
            for x, width, value in zip(edges, widths, values, strict=True):
                text_in(canvas, ui, value, VALUE, theme.charcoal,
                        pygame.Rect(x, top, width, ui.line_height(VALUE)), "topleft")
            text_in(canvas, ui, _(caption), CAPTION, theme.marigold_dark,
                    pygame.Rect((edges[-1], top + last_height + 2), under_size), "topleft",
                    wrap=True)
        text_in(canvas, ui, _(COUNTED), NOTE, theme.charcoal,
                pygame.Rect((table.x + PAD, y + 6), note.get_size()), "topleft", wrap=True)
        self.draw_high_scores(canvas, table.bottom + 14)

    def draw_high_scores(self, canvas: pygame.Surface, top: int) -> None:
        theme, ui = self.services.theme, self.services.fonts
        words = self.services.words
        scores = pygame.Rect(TABLE.x, top, TABLE.w, SCORES_BOTTOM - top)
        panel(canvas, scores, theme.cream)
        inner = scores.inflate(-2 * PAD, 0)
        title = words.gettext("¡Taco Fight! high scores (tacos eaten)")
        head_height = ui.line_height(fonts.BODY)
        text_in(canvas, ui, title, fonts.BODY, theme.charcoal,
                pygame.Rect(inner.x, scores.y + 12, inner.w, head_height), "midleft")
        y = scores.y + 18 + head_height
        if not self.entries:
            text_in(canvas, ui, words.gettext(
                        "No wins yet: clear all six waves to get on the board."),
                    fonts.SMALL, theme.charcoal,
                    pygame.Rect(inner.x, y, inner.w, ui.line_height(fonts.SMALL)),
                    "midleft")
        row_height = ui.line_height(fonts.SMALL)
        for i, entry in enumerate(self.entries):
            line = words.ngettext(
                "{place}.  {tacos} tacos  ·  {names}  ·  {difficulty}, {players} player  ·  {day}",
                "{place}.  {tacos} tacos  ·  {names}  ·  {difficulty}, {players} players  ·  "
                "{day}", entry.players).format(
                place=i + 1, tacos=entry.tacos_eaten, names=", ".join(entry.names),
                difficulty=words.gettext(entry.difficulty.capitalize()), players=entry.players,
                day=entry.day())
            if y + row_height > scores.bottom - 8:
                break  # at a large text size the last rows give way
            text_in(canvas, ui, line, fonts.SMALL, theme.charcoal,
                    pygame.Rect(inner.x, y, inner.w, row_height), "midleft")
            y += row_height + 8
