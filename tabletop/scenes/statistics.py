"""Statistics per game (played, won, best and average score, streaks) and Taco Fight high scores."""

from __future__ import annotations

import contextlib
from typing import Any

import pygame

from tabletop.core.errors import DataError
from tabletop.core.language import N_
from tabletop.scenes.base import MenuScene
from tabletop.scenes.saved_words import day_text
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import panel, text_in
from tabletop.ui.widgets import Button

HEADERS = (N_("Game"), N_("Played"), N_("Won"), N_("Wins in a row now"), N_("Most wins in a row"),
           N_("Average"), N_("Best"))
"""The figures in order: the counts, the streaks (said as what they count: a bare "Streak"
left a player guessing), then the scores (each score by the game's own words: "cards taken
per game", "Best: fewest cards taken")."""
COUNT_GAP = 12
"""Between two figures of the counts' line, each as wide as its words and a two-digit value,
the rest of the line shared between them."""
SCORES_GAP = 28
"""The least room between a card's Average and its Best on one line."""
"""The least room between the Average's words and the Best, a short rule in its middle (the
Best stands flush with the line's end, so each card's two figures part as far as they can:
Spanish's longer words in one column each left 12 px that read as one run of words)."""
BEST_IS = N_("Best: {best}")
"""The Best figure's words, the game's own after it ("Best: fewest cards taken")."""
VALUE, LABEL, TITLE = fonts.BODY, fonts.SMALL, fonts.BODY
WORDS = fonts.SMALL + 2
"""A figure's words ("Played", "cards taken per game"): a size under its value's, yet read
at a glance at 1280x720 (the small size read as fine print beside the figures)."""
GAMES = pygame.Rect(32, 108, 896, 454)
"""Where the games' rows lie (each a card with the game's picture and its figures)."""
SCORES = pygame.Rect(944, 108, 304, 528)
"""The ¡Taco Fight! high scores' card, at the right."""
NOTE_BOX = pygame.Rect(32, 574, 896, 66)
NOTE_SIZE = fonts.BODY
"""The note under the games' cards reads at the body size (never fine print), its first
line 12 px under the last card (at 582 it stood 4 px from it, crowding the card's edge)."""
ROW_GAP, PAD, ART = 10, 16, (56, 78)
ROW_MOST = 118
TITLE_W = 130
"""A game's title, beside its picture ("¡Taco Fight!" on two lines if need be)."""
COUNTED = N_("Counted: finished games with at least one human player, never bots alone.")
WON_MEANS = N_("Won: a human player was among the winners (¡Taco Fight!: the team won).")
"""The note under the games' cards: what counts, then what a win is, each a line of its own
(never a sentence's last words alone on a line)."""
PLACES = 5
"""The high scores' places: those not yet taken are shown open, so the card reads as a board
to get on (never a half-empty card)."""
STILL_OPEN = N_("{place}.  Still open")
NO_WINS_ART = (168, 168)
NO_WINS_PICTURE = "icons/angry_taco.png"
"""No high score yet: a taco still to beat."""
EATEN_LEAST = 96
"""The angry taco under the high scores only from this size (else it is left out)."""
NO_WINS = N_("No wins yet: clear all six waves to get on the board.")
NOT_PLAYED = N_("Not played yet")
"""A game's card before any counted game: a tag, and what its best will count (not a row of
zeros and dashes)."""
BEST_WILL_BE = N_("Its best result will be the {best}.")
HERO = pygame.Rect(32, 108, 896, 200)
"""Before any counted game: a card over the games' saying so, with the games' pictures."""
AFTER_HERO = pygame.Rect(32, HERO.bottom + ROW_GAP, 896, SCORES.bottom - HERO.bottom - ROW_GAP)
"""The games' cards under it, two abreast (no note under them: nothing is counted yet), down
to the high scores' bottom."""
EMPTY_ART = (72, 101)
"""A game's card back on its card in the empty state."""
FAN = (96, 134)
"""Each card back in the empty state's fan."""
NOTHING_YET = N_("No games counted yet")
WHAT_TO_DO = N_("Finish a game with at least one person at the table: wins, streaks and "
                "best results show up here.")


class StatisticsScene(MenuScene):
    def __init__(self, services) -> None:
        super().__init__(services)
        user = services.storage.user
        self.rows = figures_of(self.services)
        """(spec, values, the Best's caption) per game: read again when the language changes
        (an average's decimal separator is the language's)."""
        self.entries = user.high_scores.entries()[:PLACES]
        self.empty = all(values[1] == "0" for _spec, values, _caption in self.rows)
        """No game counted yet: the screen says so, illustrated, and offers a game."""
        self.play: Button | None = None
        if self.empty:
            self.back = self.widgets.add(Button(pygame.Rect(380, 650, 200, 50), label="",
                                                on_click=self.on_back))
            self.play = self.widgets.add(Button(pygame.Rect(610, 650, 290, 50), label="",
                                                primary=True, on_click=self.choose_game))
            self.widgets.focus = 1
        else:
            self.back = self.widgets.add(Button(pygame.Rect(540, 650, 200, 50), label="",
                                                primary=True, on_click=self.on_back))
        self.reword()

    def reword(self) -> None:
        _ = self.services.words.gettext
        self.rows = figures_of(self.services)
        self.mark_changed()
        self.heading = _("Statistics")
        self.back.label = _("Back")
        if self.play is not None:
            self.play.label = _("Choose a game")

    def choose_game(self) -> None:
        """The empty state's way on: the games to choose from (Back there: the title)."""
        from tabletop.scenes.game_select import GameSelectScene

        self.require_stack().replace(GameSelectScene(self.services))

    def game_rows(self) -> list[pygame.Rect]:
        """Each game's card, down the left (under the empty state's card): as tall as fits,
        at most `ROW_MOST`."""
        if self.empty:
            return grid(AFTER_HERO, len(self.rows))
        area = GAMES
        count = max(1, len(self.rows))
        height = min(ROW_MOST, (area.h - (count - 1) * ROW_GAP) // count)
        return [pygame.Rect(area.x, area.y + i * (height + ROW_GAP), area.w, height)
                for i in range(len(self.rows))]

    def draw_content(self, canvas: pygame.Surface) -> None:
        _ = self.services.words.gettext
        if self.empty:
            self.draw_nothing_yet(canvas)
        for rect, (spec, values, caption) in zip(self.game_rows(), self.rows, strict=True):
            if self.empty:
                self.draw_game_to_come(canvas, rect, spec, _(caption))
                continue
            self.draw_game(canvas, rect, spec, values, _(caption))
        if not self.empty:  # (the empty state's card says what counts)
            self.draw_note(canvas)
        self.draw_high_scores(canvas)

    def draw_note(self, canvas: pygame.Surface) -> None:
        """What counts and what a win is, under the games' cards: a line each."""
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        line = NOTE_BOX.h // 2
        for n, said in enumerate((_(COUNTED), _(WON_MEANS))):
            text_in(canvas, ui, said, NOTE_SIZE, theme.cream,
                    pygame.Rect(NOTE_BOX.x, NOTE_BOX.y + n * line, NOTE_BOX.w, line), "midleft",
                    shadow=theme.shadow)

    def draw_game_to_come(self, canvas: pygame.Surface, rect: pygame.Rect, spec,
                          caption: str) -> None:
        """Before any counted game, a game's card: its picture, its title big, and what its
        best result will count."""
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        panel(canvas, rect, theme.cream)
        size = EMPTY_ART if rect.h >= EMPTY_ART[1] + 12 else (
            round((rect.h - 12) * EMPTY_ART[0] / EMPTY_ART[1]), rect.h - 12)
        art_box = pygame.Rect(rect.x + PAD, rect.y, size[0], rect.h)
        if spec.back is not None:
            with contextlib.suppress(DataError):
                art = self.services.images.scaled(spec.back.sprite, size)
                canvas.blit(art, art.get_rect(center=art_box.center))
        words = pygame.Rect(art_box.right + PAD, rect.y + 10, rect.right - PAD - art_box.right
                            - PAD, rect.h - 20)
        said = _(BEST_WILL_BE).format(best=caption)
        said_h = ui.fitted_size(said, fonts.SMALL, (words.w, words.h // 2 + 12), wrap=True)[1]
        tall = ui.line_height(fonts.TITLE) + 6 + said_h
        top = words.y + max(0, (words.h - tall) // 2)  # the two together, level with the art
        head = text_in(canvas, ui, spec.title, fonts.TITLE, theme.charcoal,
                       pygame.Rect(words.x, top, words.w, ui.line_height(fonts.TITLE)),
                       "midleft")
        text_in(canvas, ui, said, fonts.SMALL, theme.marigold_ink,
                pygame.Rect(words.x, head.bottom + 6, words.w, words.bottom - head.bottom - 6),
                "topleft", wrap=True)

    def draw_game(self, canvas: pygame.Surface, rect: pygame.Rect, spec, values, caption: str
                  ) -> None:
        """A game's card: its picture, its title, and each figure over what it counts."""
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        panel(canvas, rect, theme.cream)
        size = ART if rect.h >= ART[1] + 8 else (round((rect.h - 8) * ART[0] / ART[1]),
                                                 rect.h - 8)
        art_box = pygame.Rect(rect.x + PAD, rect.y, ART[0], rect.h)
        if spec.back is not None:
            with contextlib.suppress(DataError):
                art = self.services.images.scaled(spec.back.sprite, size)
                canvas.blit(art, art.get_rect(center=art_box.center))
        left = art_box.right + PAD
        text_in(canvas, ui, values[0], TITLE, theme.charcoal,
                pygame.Rect(left, rect.y + 6, TITLE_W, rect.h - 12), "midleft", wrap=True)
        left += TITLE_W + PAD
        if values[1] == "0":  # nothing counted yet: say so, rather than a row of zeros
            tag = _(NOT_PLAYED)
            tall = ui.line_height(fonts.SMALL) + 10
            chip = pygame.Rect(left, rect.centery - tall // 2,
                               ui.measure(tag, fonts.SMALL)[0] + 28, tall)
            paint.rect(canvas, theme.cream_dark, chip, border_radius=tall // 2)
            text_in(canvas, ui, tag, fonts.SMALL, theme.charcoal, chip.inflate(-16, 0))
            after = chip.right + 14
            text_in(canvas, ui, _(BEST_WILL_BE).format(best=caption), fonts.SMALL,
                    theme.marigold_ink, pygame.Rect(after, rect.y + 6, rect.right - PAD - after,
                                                    rect.h - 12), "midleft", wrap=True)
            return
        self.draw_figures(canvas, pygame.Rect(left, rect.y + 8, rect.right - PAD - left,
                                              rect.h - 16), spec, values, caption)

    def draw_figures(self, canvas: pygame.Surface, area: pygame.Rect, spec, values,
                     caption: str) -> None:
        """The figures in two lines, each figure on one line with its words: the counts
        ("Played 4", "Won 2", "Wins in a row now 1", "Most wins in a row 1") over the scores, each
        said as what it counts ("23.8 cards taken per game", "Best: fewest cards taken 18")."""
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        line = ui.line_height(VALUE)
        gap = max(6, (area.h - 2 * line) // 3)
        counts = pygame.Rect(area.x, area.y + gap, area.w, line)
        scores = pygame.Rect(area.x, counts.bottom + gap, area.w, line)
        paint.line(canvas, theme.cream_dark, (area.x, (counts.bottom + scores.y) // 2),
                   (area.right, (counts.bottom + scores.y) // 2), 2)
        labels = [_(title) for title in HEADERS[1:-2]]
        widths = self.count_widths(labels)
        spare = max(0, counts.w - sum(widths) - COUNT_GAP * len(widths)) // len(widths)
        x = counts.x
        for label, value, width in zip(labels, values[1:5], widths, strict=True):
            cell = pygame.Rect(x, counts.y, width + spare, counts.h)
            self.figure(canvas, cell, label, value, value_first=False)
            x = cell.right + COUNT_GAP
        average, best = self.score_words(spec, caption)
        average_w, best_w = self.score_widths(spec, values, caption)
        best_x = max(scores.x + average_w + SCORES_GAP, scores.right - best_w)
        if best_x + best_w > scores.right:  # too long for one line: the two share it, the
            best_x = scores.x + min(scores.w // 2, average_w + SCORES_GAP)  # Best the rest
        average_w = min(average_w, best_x - SCORES_GAP - scores.x)
        self.figure(canvas, pygame.Rect(scores.x, scores.y, average_w + 2, scores.h),
                    average, values[5], value_first=True)  # at the line's start,
        self.figure(canvas, pygame.Rect(best_x, scores.y, scores.right - best_x, scores.h),
                    best, values[6], value_first=False)  # the Best flush with its end (no
        # upright rule between them: a lone "|" floated in the gap, read as a stray mark)

    def score_words(self, spec, caption: str) -> tuple[str, str]:
        """The scores' line's words: the Average's ("cards taken per game") and the Best's
        ("Best: fewest cards taken")."""
        _ = self.services.words.gettext
        return _(spec.best.average or HEADERS[-2]), _(BEST_IS).format(best=caption)

    def score_widths(self, spec, values, caption: str) -> tuple[int, int]:
        """How wide the Average (its value, then its words) and the Best (its words, then
        its value) stand on one line."""
        ui = self.services.fonts
        average, best = self.score_words(spec, caption)
        return (ui.measure(values[5], VALUE)[0] + 8 + ui.measure(average, WORDS)[0],
                ui.measure(best, WORDS)[0] + 8 + ui.measure(values[6], VALUE)[0] + 2)

    def count_widths(self, labels: list[str]) -> list[int]:
        """Each count's room: its words and a two-digit value (so the figures stand in the
        same places on every game's card)."""
        ui = self.services.fonts
        value = ui.measure("88", VALUE)[0]
        return [ui.measure(label, WORDS)[0] + 8 + value for label in labels]

    def figure(self, canvas: pygame.Surface, cell: pygame.Rect, label: str, value: str,
               value_first: bool) -> None:
        """One figure and its words on one line: "Played 4", or "23.8 cards taken per game"
        (the best: "Best: fewest cards taken 18"); the words a little smaller only if need be."""
        theme, ui = self.services.theme, self.services.fonts
        value_w = ui.measure(value, VALUE)[0]
        words_box = pygame.Rect(cell.x, cell.y, max(1, cell.w - value_w - 8), cell.h)
        if value_first:
            text_in(canvas, ui, value, VALUE, theme.charcoal,
                    pygame.Rect(cell.x, cell.y, value_w, cell.h), "midleft")
            words_box.x = cell.x + value_w + 8
            text_in(canvas, ui, label, WORDS, theme.marigold_ink, words_box, "midleft")
            return
        said = text_in(canvas, ui, label, WORDS, theme.marigold_ink, words_box, "midleft")
        text_in(canvas, ui, value, VALUE, theme.charcoal,
                pygame.Rect(said.right + 8, cell.y, value_w, cell.h), "midleft")

    def draw_nothing_yet(self, canvas: pygame.Surface) -> None:
        """The empty state: the games' card backs fanned, what the screen will show and how
        to get there."""
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        panel(canvas, HERO, theme.cream)
        backs = [spec.back for spec, _values, _caption in self.rows if spec.back is not None]
        fan = pygame.Rect(HERO.x + PAD, HERO.y, 0, HERO.h)
        for i, back in enumerate(backs):
            with contextlib.suppress(DataError):
                art = paint.rotate(self.services.images.scaled(back.sprite, FAN),
                                   (len(backs) - 1) * 6 - i * 12)
                centre = (HERO.x + PAD + FAN[0] // 2 + 12 + i * 52,
                          HERO.centery + abs(2 * i - len(backs) + 1) * 4)
                spot = art.get_rect(center=centre)
                canvas.blit(art, spot)
                fan.w = max(fan.w, spot.right - fan.x)
        words = pygame.Rect(fan.right + 2 * PAD, HERO.y + PAD, HERO.right - PAD - fan.right
                            - 2 * PAD, HERO.h - 2 * PAD)
        said = ui.fitted_size(_(WHAT_TO_DO), fonts.BODY - 2, words.size, wrap=True,
                              floor=fonts.SMALL)[1]
        tall = ui.line_height(fonts.HEADING - 6) + 10 + said  # the two together, level with the
        # fan
        top = max(words.y, HERO.centery - tall // 2)
        head = text_in(canvas, ui, _(NOTHING_YET), fonts.HEADING - 6, theme.charcoal,
                       pygame.Rect(words.x, top, words.w, ui.line_height(fonts.HEADING - 6)),
                       "midleft")
        text_in(canvas, ui, _(WHAT_TO_DO), fonts.BODY - 2, theme.charcoal,
                pygame.Rect(words.x, head.bottom + 10, words.w, words.bottom - head.bottom - 10),
                "topleft", wrap=True, floor=fonts.SMALL)

    def draw_high_scores(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        words = self.services.words
        panel(canvas, SCORES, theme.cream)
        inner = SCORES.inflate(-2 * PAD, -2 * PAD)
        title = words.gettext("¡Taco Fight! high scores (tacos eaten)")
        head = text_in(canvas, ui, title, TITLE, theme.charcoal,
                       pygame.Rect(inner.x, inner.y, inner.w, 2 * ui.line_height(TITLE)),
                       "midtop", wrap=True)
        y = head.bottom + 12
        if not self.entries:
            self.draw_no_wins(canvas, pygame.Rect(inner.x, y, inner.w, inner.bottom - y))
            return
        for i, entry in enumerate(self.entries):
            tall = self.entry_height(i, entry, inner.w)
            if y + tall > inner.bottom:
                break  # at a large text size the last rows give way
            self.draw_entry(canvas, pygame.Rect(inner.x, y, inner.w, tall), i, entry)
            y += tall + 14
        for place in range(len(self.entries) + 1, PLACES + 1):
            tall = ui.line_height(fonts.BODY)
            if y + tall > inner.bottom:
                break
            text_in(canvas, ui, words.gettext(STILL_OPEN).format(place=place), fonts.BODY,
                    palette.EDGE_BROWN, pygame.Rect(inner.x, y, inner.w, tall), "midleft")
            y += tall + 14
        self.draw_eaten(canvas, pygame.Rect(inner.x, y, inner.w, inner.bottom - y))

    def entry_words(self, i: int, entry) -> tuple[str, str, str, str]:
        """A high score's words: the place and tacos, the day, who, how hard and how many."""
        words = self.services.words
        tacos = words.ngettext("{place}.  {tacos} taco", "{place}.  {tacos} tacos",
                               entry.tacos_eaten).format(place=i + 1, tacos=entry.tacos_eaten)
        how = words.ngettext("{difficulty}, {players} player", "{difficulty}, {players} players",
                             entry.players).format(
            difficulty=words.gettext(entry.difficulty.capitalize()), players=entry.players)
        return tacos, day_text(words, entry.date), ", ".join(entry.names), how

    def day_beside(self, i: int, entry, width: int) -> bool:
        """The day fits at the right of the tacos' line (else it takes a line of its own)."""
        ui = self.services.fonts
        tacos, day, _who, _how = self.entry_words(i, entry)
        return ui.measure(tacos, fonts.BODY)[0] + 12 + ui.measure(day, LABEL)[0] <= width

    def entry_height(self, i: int, entry, width: int) -> int:
        ui = self.services.fonts
        lines = 2 if self.day_beside(i, entry, width) else 3
        return ui.line_height(fonts.BODY) + lines * ui.line_height(LABEL)

    def draw_entry(self, canvas: pygame.Surface, box: pygame.Rect, i: int, entry) -> None:
        """One high score, none of its lines broken inside a phrase: the place and the tacos
        with the day at the right (under them when there is no room), who ate them, then how
        hard and how many."""
        theme, ui = self.services.theme, self.services.fonts
        tacos, day, who, how = self.entry_words(i, entry)
        first_h, line = ui.line_height(fonts.BODY), ui.line_height(LABEL)
        lines = [(who, theme.charcoal), (how, theme.marigold_ink)]
        if self.day_beside(i, entry, box.w):
            text_in(canvas, ui, day, LABEL, theme.marigold_ink,
                    pygame.Rect(box.x, box.y, box.w, first_h), "bottomright")
        else:
            lines.append((day, theme.marigold_ink))
        text_in(canvas, ui, tacos, fonts.BODY, theme.charcoal,
                pygame.Rect(box.x, box.y, box.w, first_h), "midleft")
        for n, (said, colour) in enumerate(lines):
            text_in(canvas, ui, said, LABEL, colour,
                    pygame.Rect(box.x, box.y + first_h + n * line, box.w, line), "midleft")

    def draw_eaten(self, canvas: pygame.Surface, room: pygame.Rect) -> None:
        """Under a short high-score table, the tacos the teams beat (the card is never half
        bare): the angry taco, as big as the room left allows."""
        side = min(NO_WINS_ART[0], room.h - 16)
        if side < EATEN_LEAST:
            return
        with contextlib.suppress(DataError):
            art = self.services.images.scaled(NO_WINS_PICTURE, (side, side))
            canvas.blit(art, art.get_rect(center=room.center))

    def draw_no_wins(self, canvas: pygame.Surface, room: pygame.Rect) -> None:
        """No high score yet: the game's picture, and how to get on the board."""
        theme, ui = self.services.theme, self.services.fonts
        words_h = 3 * ui.line_height(fonts.SMALL)
        art_h = NO_WINS_ART[1] + 16
        top = room.y + max(0, (room.h - art_h - words_h) // 2)  # the two together, centred
        room = pygame.Rect(room.x, top, room.w, room.bottom - top)
        with contextlib.suppress(DataError):
            art = self.services.images.scaled(NO_WINS_PICTURE, NO_WINS_ART)
            canvas.blit(art, art.get_rect(midtop=(room.centerx, room.y)))
            room = pygame.Rect(room.x, room.y + art_h, room.w, words_h)
        text_in(canvas, ui, self.services.words.gettext(NO_WINS), fonts.SMALL, theme.charcoal,
                pygame.Rect(room.x, room.y, room.w, min(room.h, words_h)), "midtop", wrap=True)


def figures_of(services: Any) -> list[tuple]:
    """(spec, values, the Best's caption) per game: its figures as the screen says them, in
    the player's language."""
    rows = []
    for spec in services.playable_specs():
        stats = services.storage.user.stats.get(spec.id).judged_by(spec.best)
        best = "–" if stats.best_score is None else str(stats.best_score)
        average = "–" if stats.average_score is None else services.words.decimal(
            stats.average_score)
        rows.append((spec, (spec.title, str(stats.played), str(stats.won),
                            str(stats.current_streak), str(stats.best_streak), average,
                            best), spec.best.label))
    return rows


def grid(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """`count` cards two abreast down `area`, `ROW_GAP` apart."""
    rows = max(1, -(-count // 2))
    width = (area.w - ROW_GAP) // 2
    height = (area.h - (rows - 1) * ROW_GAP) // rows
    return [pygame.Rect(area.x + (i % 2) * (width + ROW_GAP),
                        area.y + (i // 2) * (height + ROW_GAP), width, height)
            for i in range(count)]
