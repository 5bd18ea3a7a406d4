"""Pick a game: one card per playable game, with its players and a rules button; a game with an
unfinished save asks whether to continue it or start anew."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from tabletop.core.errors import DataError
from tabletop.input import intents as it
from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts
from tabletop.ui.draw import panel, text_in
from tabletop.ui.widgets import Button

if TYPE_CHECKING:
    from tabletop.core.registry import GameSpec

BACK_NAMES = {"taco-loco": "taco_loco", "taco-party": "taco_party", "crazy-taco": "crazy_taco",
              "taco-fight": "taco_fight"}


TAGLINE_BOTTOM = 368  # on a card, from its top: the tagline ends above the Play button


class GameSelectScene(MenuScene):
    heading = "Choose a game"

    def __init__(self, services) -> None:
        super().__init__(services)
        self.specs = services.playable_specs()
        count = max(1, len(self.specs))
        width = 270
        gap = 30
        left = (1280 - (count * width + (count - 1) * gap)) // 2
        top = 124  # the cards, their Play and Rules buttons, then a clear gap above Back
        self.cards: list[tuple[pygame.Rect, GameSpec]] = []
        for i, spec in enumerate(self.specs):
            x = left + i * (width + gap)
            card = pygame.Rect(x, top, width, 440)
            self.cards.append((card, spec))
            self.widgets.add(Button(pygame.Rect(x + 20, top + 374, width - 40, 48), label="Play",
                                    primary=True, on_click=partial(self.choose, spec)))
        for i, spec in enumerate(self.specs):
            x = left + i * (width + gap)
            self.widgets.add(Button(pygame.Rect(x + 20, top + 456, width - 40, 44), label="Rules",
                                    size=fonts.SMALL + 2, on_click=partial(self.rules, spec)))
        self.widgets.columns = count
        self.widgets.add(Button(pygame.Rect(40, 650, 160, 46), label="Back",
                                on_click=self.on_back))
        self.pointer: tuple[int, int] | None = None

    def selected(self):
        """The game F1 is about: the card under the pointer, else the one the keyboard is on."""
        if not self.keyboard_used and self.pointer is not None:
            for rect, spec in self.cards:
                if rect.collidepoint(self.pointer):
                    return spec
        focus = self.widgets.focus
        if self.specs and 0 <= focus < 2 * len(self.specs):
            return self.specs[focus % len(self.specs)]
        return None

    def handle(self, intent) -> None:
        if isinstance(intent, it.PointerMove | it.PointerDown):
            self.pointer = intent.pos
        if isinstance(intent, it.Command) and intent.name == "rules":
            spec = self.selected()
            if spec is not None:
                self.services.sounds.play("ui_click")
                self.rules(spec)
            return
        super().handle(intent)

    def choose(self, spec) -> None:
        from tabletop.scenes.error import ErrorScene
        from tabletop.scenes.seat_setup import SeatSetupScene

        try:
            self.services.game_data(spec)
        except DataError as error:
            self.require_stack().push(ErrorScene(self.services, error))
            return
        storage = self.services.storage
        saved = storage.saved_game(spec.id) if storage is not None else None
        if saved is None:
            self.require_stack().push(SeatSetupScene(self.services, spec))
            return
        self.require_stack().push(unfinished_question(self.services, spec, saved))

    def rules(self, spec) -> None:
        from tabletop.scenes.rules_page import RulesScene

        self.require_stack().push(RulesScene(self.services, spec))

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        for rect, spec in self.cards:
            panel(canvas, rect, theme.cream)
            back = BACK_NAMES.get(spec.id)
            try:
                art = self.services.images.scaled(f"backs/{back}.png", (120, 168))
                canvas.blit(art, art.get_rect(midtop=(rect.centerx, rect.y + 18)))
            except DataError:
                pass
            inner = rect.inflate(-36, 0)
            text_in(canvas, ui, spec.title, fonts.TITLE, theme.charcoal,
                    pygame.Rect(inner.x, rect.y + 194, inner.w, 44), "midtop")
            players = (f"{spec.min_players} player" if spec.min_players == spec.max_players
                       else f"{spec.min_players}–{spec.max_players} players")
            text_in(canvas, ui, players + (" · real time" if spec.realtime else ""),
                    fonts.SMALL, theme.marigold_dark,
                    pygame.Rect(inner.x, rect.y + 240, inner.w, 28), "midtop")
            text_in(canvas, ui, spec.tagline, fonts.SMALL, theme.charcoal,
                    pygame.Rect(inner.x, rect.y + 270, inner.w, TAGLINE_BOTTOM - 270),
                    "topleft", wrap=True)


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

    lines = [f"Saved {saved.when()} \u00b7 {spec.progress_text(saved.turns)} \u00b7 "
             f"{saved.seat_names()}"]
    note = saved.rules_note(spec)
    if note:
        lines.append(note + ".")
    lines.append("A new game takes its place: the unfinished one is kept in Replays.")
    question = QuestionScene(services, f"You have an unfinished {spec.title} game", lines,
                             [("Continue it", resume), ("New game", new_game),
                              ("Back", lambda: question.on_back())])
    return question
