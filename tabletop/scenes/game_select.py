"""Pick a game: one card per playable game, with its players and a rules button (more than four
games scroll by as a strip); a game with an unfinished save asks whether to continue it or start
anew."""

from __future__ import annotations

from functools import partial

import pygame

from tabletop.core.errors import DataError
from tabletop.core.registry import GameSpec
from tabletop.input import intents as it
from tabletop.scenes.base import MenuScene
from tabletop.scenes.players_words import players_text
from tabletop.scenes.saved_words import moment_text, progress_text, rules_note, seat_names
from tabletop.scenes.tutorial import has_tutorial, offer_first, start_tutorial
from tabletop.ui import fonts
from tabletop.ui.draw import panel, text_in
from tabletop.ui.widgets import Button, Widget

TAGLINE_BOTTOM = 368  # on a card, from its top: the tagline ends above the Play button
SHOWN = 4  # cards on the screen at once; more games scroll by as a strip
CARD_TOP, CARD_HEIGHT = 124, 440  # the cards, their Play and Rules buttons, then a clear gap
WIDTH, GAP = 270, 30  # up to four cards
STRIP_WIDTH, STRIP_GAP = 256, 26  # a strip of more games: narrower, to leave room for arrows
ARROW = pygame.Rect(0, 0, 52, 96)
ARROW_MARGIN = 20  # from the screen's side
PAGE_NOTE = pygame.Rect(440, 652, 400, 40)
LEARN_GAP = 14  # between a card's Rules and Learn buttons


class GameSelectScene(MenuScene):
    """Up to four games side by side; more scroll by four at a time as a strip (the arrows at
    its sides, the mouse wheel, or the keyboard moving past the last card shown)."""

    def __init__(self, services) -> None:
        super().__init__(services)
        self.specs: list[GameSpec] = services.playable_specs()
        self.play = [Button(pygame.Rect(0, 0, 0, 48), label="Play", primary=True,
                            on_click=partial(self.choose, spec)) for spec in self.specs]
        self.rules_buttons = [Button(pygame.Rect(0, 0, 0, 44), label="Rules",
                                     size=fonts.SMALL + 2, on_click=partial(self.rules, spec))
                              for spec in self.specs]
        self.learn_buttons = [Button(pygame.Rect(0, 0, 0, 44), label="Tutorial",
                                     size=fonts.SMALL + 2, on_click=partial(self.learn, spec),
                                     enabled=has_tutorial(spec))
                              for spec in self.specs]
        """A guided first game per game (greyed out for a game that has none)."""
        self.back = Button(pygame.Rect(40, 650, 160, 46), label="Back", on_click=self.on_back)
        self.earlier = Button(ARROW.move(ARROW_MARGIN, 0), label="<", size=fonts.HEADING,
                              on_click=lambda: self.scroll_by(-SHOWN))
        self.later = Button(ARROW.move(1280 - ARROW_MARGIN - ARROW.w, 0), label=">",
                            size=fonts.HEADING, on_click=lambda: self.scroll_by(SHOWN))
        self.first = 0
        self.reword()
        """The first game shown (more than four scroll by)."""
        self.cards: list[tuple[pygame.Rect, GameSpec]] = []
        self.pointer: tuple[int, int] | None = None
        self.lay_out()

    @property
    def strip(self) -> bool:
        """More games than fit: they scroll by as a strip."""
        return len(self.specs) > SHOWN

    def shown(self) -> list[GameSpec]:
        """The games on the screen now, left to right."""
        return self.specs[self.first:self.first + SHOWN]

    def lay_out(self) -> None:
        """Cards and buttons for the games shown; the focus stays where it was on the screen."""
        shown = self.shown()
        count = max(1, len(shown))
        width, gap = (STRIP_WIDTH, STRIP_GAP) if self.strip else (WIDTH, GAP)
        left = (1280 - (count * width + (count - 1) * gap)) // 2
        self.cards = []
        for i, spec in enumerate(shown):
            x = left + i * (width + gap)
            self.cards.append((pygame.Rect(x, CARD_TOP, width, CARD_HEIGHT), spec))
            index = self.first + i
            self.play[index].rect = pygame.Rect(x + 20, CARD_TOP + 374, width - 40, 48)
            rules_width = (width - 40 - LEARN_GAP) * 2 // 5
            self.rules_buttons[index].rect = pygame.Rect(x + 20, CARD_TOP + 456, rules_width, 44)
            self.learn_buttons[index].rect = pygame.Rect(
                x + 20 + rules_width + LEARN_GAP, CARD_TOP + 456,
                width - 40 - rules_width - LEARN_GAP, 44)
        start, stop = self.first, self.first + len(shown)
        widgets: list[Widget] = [*self.play[start:stop], *self.rules_buttons[start:stop],
                                 *self.learn_buttons[start:stop], self.back]
        if self.strip:
            for arrow in (self.earlier, self.later):
                arrow.rect.centery = CARD_TOP + CARD_HEIGHT // 2
            self.earlier.enabled = self.first > 0
            self.later.enabled = self.first + SHOWN < len(self.specs)
            widgets += [self.earlier, self.later]
        self.widgets.widgets = widgets
        self.widgets.columns = count
        if self.pointer is not None:
            self.widgets.hover = self.widgets.widget_at(self.pointer)
        focused = self.widgets.focused
        if focused is not None and not focused.enabled:  # an arrow at the strip's end
            other = self.later if focused is self.earlier else self.earlier
            self.widgets.focus = widgets.index(other)

    def scroll_by(self, games: int) -> None:
        """Show other games of the strip (never past either end)."""
        first = max(0, min(len(self.specs) - SHOWN, self.first + games))
        if not self.strip or first == self.first:
            return
        self.first = first
        self.lay_out()
        self.mark_changed()

    def card_column(self) -> int | None:
        """Which card shown (0 = leftmost) the keyboard is on, if it is on a card's button."""
        focus, shown = self.widgets.focus, len(self.shown())
        return focus % shown if shown and 0 <= focus < 3 * shown else None

    def selected(self) -> GameSpec | None:
        """The game F1 is about: the card under the pointer, else the one the keyboard is on."""
        if not self.keyboard_used and self.pointer is not None:
            for rect, spec in self.cards:
                if rect.collidepoint(self.pointer):
                    return spec
        column = self.card_column()
        return self.shown()[column] if column is not None else None

    def scrolled_by_keys(self, intent) -> bool:
        """Left on the first card shown or Right on the last moves the strip by one game."""
        if not (isinstance(intent, it.Navigate) and intent.dx and self.strip):
            return False
        column = self.card_column()
        edge = 0 if intent.dx < 0 else len(self.shown()) - 1
        before = self.first
        if column == edge:
            self.scroll_by(intent.dx)
        return self.first != before

    def handle(self, intent) -> None:
        if isinstance(intent, it.PointerMove | it.PointerDown):
            self.pointer = intent.pos
        if isinstance(intent, it.Scroll) and intent.amount:
            self.scroll_by(-1 if intent.amount > 0 else 1)
            return
        if self.scrolled_by_keys(intent):
            self.keyboard_used = True
            return
        if isinstance(intent, it.Command) and intent.name == "rules":
            spec = self.selected()
            if spec is not None:
                self.services.sounds.play("ui_click")
                self.rules(spec)
            return
        super().handle(intent)

    def choose(self, spec) -> None:
        from tabletop.scenes.error import ErrorScene

        try:
            self.services.game_data(spec)
        except DataError as error:
            self.require_stack().push(ErrorScene(self.services, error))
            return
        if offer_first(self.services, self.require_stack(), spec, partial(self.go_on, spec)):
            return
        self.go_on(spec)

    def go_on(self, spec) -> None:
        """A new game's seats, or the question about this game's unfinished one."""
        from tabletop.scenes.seat_setup import SeatSetupScene

        storage = self.services.storage
        saved = storage.saved_game(spec.id) if storage is not None else None
        if saved is None:
            self.require_stack().push(SeatSetupScene(self.services, spec))
            return
        self.require_stack().push(unfinished_question(self.services, spec, saved))

    def learn(self, spec) -> None:
        """The game's tutorial, resumed where it was left."""
        start_tutorial(self.services, self.require_stack(), spec)

    def rules(self, spec) -> None:
        from tabletop.scenes.rules_page import RulesScene

        self.require_stack().push(RulesScene(self.services, spec))

    def reword(self) -> None:
        """Every label in the language of the moment."""
        _ = self.services.words.gettext
        self.heading = _("Choose a game")
        for button in self.play:
            button.label = _("Play")
        for button in self.rules_buttons:
            button.label = _("Rules")
        for button in self.learn_buttons:
            button.label = _("Tutorial")
        self.back.label = _("Back")

    def focus_said(self) -> str | None:
        """Narration: a card's button says its game first ("Taco Loco, 2–5 players: …")."""
        said = super().focus_said()
        column = self.card_column()
        if said is None or column is None:
            return said
        spec = self.shown()[column]
        said = f"{spec.title}, {self.players_text(spec)}: {said}"
        if self.widgets.focused in self.play:
            said = f"{said} {self.services.words.gettext(spec.tagline)}"
        return said

    def players_text(self, spec: GameSpec) -> str:
        """"2–5 players", "2 players · real time"."""
        return players_text(spec, self.services.words)

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        for rect, spec in self.cards:
            panel(canvas, rect, theme.cream)
            if spec.back is not None:
                try:
                    art = self.services.images.scaled(spec.back.sprite, (120, 168))
                    canvas.blit(art, art.get_rect(midtop=(rect.centerx, rect.y + 18)))
                except DataError:
                    pass
            inner = rect.inflate(-36, 0)
            text_in(canvas, ui, spec.title, fonts.TITLE, theme.charcoal,
                    pygame.Rect(inner.x, rect.y + 194, inner.w, 44), "midtop")
            text_in(canvas, ui, self.players_text(spec),
                    fonts.SMALL, theme.marigold_ink,
                    pygame.Rect(inner.x, rect.y + 240, inner.w, 28), "midtop")
            text_in(canvas, ui, _(spec.tagline), fonts.SMALL, theme.charcoal,
                    pygame.Rect(inner.x, rect.y + 270, inner.w, TAGLINE_BOTTOM - 270),
                    "topleft", wrap=True)
        if self.strip:
            last = self.first + len(self.cards)
            text_in(canvas, ui, _("Games {first}\u2013{last} of {count}").format(
                        first=self.first + 1, last=last, count=len(self.specs)),
                    fonts.SMALL, theme.cream, PAGE_NOTE, shadow=theme.shadow)


def unfinished_question(services, spec, saved):
    """"You have an unfinished Taco Loco game": continue it, or start a new one in its place
    (the unfinished one moves to the replays), or go back."""
    from tabletop.scenes.launch import continue_saved_game
    from tabletop.scenes.question import QuestionScene
    from tabletop.scenes.seat_setup import SeatSetupScene

    def resume() -> None:
        problem = continue_saved_game(services, question.stack, saved)
        if problem is not None:
            question.say(problem)
            question.answers[0].enabled = False
            question.widgets.focus = 1

    def new_game() -> None:
        question.require_stack().replace(SeatSetupScene(services, spec))

    words = services.words
    _ = words.gettext
    lines = [_("Saved {when} \u00b7 {progress} \u00b7 {seats}").format(
        when=moment_text(words, saved.saved_at), progress=progress_text(words, spec, saved.turns),
        seats=seat_names(words, saved.seats))]
    note = rules_note(words, spec, saved.rules_version)
    if note:
        lines.append(note + ".")
    lines.append(_("A new game takes its place: the unfinished one is kept in Replays."))
    question = QuestionScene(services, _("You have an unfinished {game} game").format(
                                 game=spec.title), lines,
                             [(_("Continue it"), resume), (_("New game"), new_game),
                              (_("Back"), lambda: question.on_back())])
    return question
