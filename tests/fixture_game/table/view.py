"""Last Chip's table, on the shared TableScene: the pile, every seat's chips, three Take
buttons (arrows and Enter, the keys 1 to 3, or a click)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.core.actions import Event
from tabletop.input import intents as it
from tabletop.table.scene import TableScene
from tabletop.ui import fonts, paint
from tabletop.ui.draw import panel, text_in
from tabletop.ui.widgets import Button
from tests.fixture_game.rules.actions import Take
from tests.fixture_game.rules.rulebook import LastChipObservation

PILE = pygame.Rect(340, 90, 600, 300)
CHIP, PER_ROW = 24, 7
SEATS_TOP = 420
TAKE_TOP = 560


class LastChipTable(TableScene):
    score_label = "chips taken"

    def __init__(self, services, spec, match) -> None:
        super().__init__(services, spec, match)
        self.choice = 1
        """How many chips Enter takes (the arrows change it)."""
        self.take_buttons = [Button(pygame.Rect(400 + i * 170, TAKE_TOP, 140, 52),
                                    label=f"Take {i + 1}", primary=True,
                                    on_click=lambda n=i + 1: self.take(n)) for i in range(3)]
        self.hovered_take: int | None = None

    def obs(self) -> LastChipObservation:
        seat = self.viewer if self.viewer is not None else 0
        return self.match.rules.observation(seat)

    def my_turn(self) -> bool:
        return self.viewer is not None and self.viewer in self.match.rules.actors()

    def take(self, count: int) -> None:
        if self.my_turn():
            self.submit(Take(self.viewer, count))

    def on_events(self, events: list[Event]) -> None:
        self.choice = max(1, min(self.choice, self.obs().pile))

    def demo_refusal(self) -> None:
        """For screenshots: take more chips than a turn allows."""
        if self.viewer is not None:
            self.submit(Take(self.viewer, self.obs().most + 1))

    def handle_table(self, intent: Any) -> None:
        if isinstance(intent, it.PointerMove | it.PointerDown):
            self.hovered_take = next((i for i, b in enumerate(self.take_buttons)
                                      if b.rect.collidepoint(intent.pos)), None)
        if not self.my_turn():
            return
        most = min(self.obs().most, self.obs().pile)
        if isinstance(intent, it.Navigate) and intent.dx:
            self.choice = 1 + (self.choice - 1 + intent.dx) % most
            self.mark_changed()
        elif isinstance(intent, it.Confirm):
            self.take(self.choice)
        elif isinstance(intent, it.KeyPress) and intent.key in ("1", "2", "3"):
            self.take(int(intent.key))
        elif isinstance(intent, it.PointerDown) and self.hovered_take is not None:
            self.take(self.hovered_take + 1)

    def view_look(self) -> tuple:
        return (self.choice, self.hovered_take)

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        theme, ui = self.services.theme, self.services.fonts
        self.services.draw_felt(canvas)
        obs = self.obs()
        panel(canvas, PILE, theme.cream_dark)
        for chip in range(obs.pile):
            row, col = divmod(chip, PER_ROW)
            centre = (PILE.x + 120 + col * 60, PILE.y + 50 + row * 62)
            paint.circle(canvas, theme.charcoal, centre, CHIP + 2)
            paint.circle(canvas, theme.marigold, centre, CHIP)
        text_in(canvas, ui, f"{obs.pile} chips left", fonts.BODY, theme.charcoal,
                pygame.Rect(PILE.x, PILE.bottom - 56, PILE.w, 44))
        seats = self.match.setup.seats
        width = 1000 // len(seats)
        for seat, taken in enumerate(obs.taken):
            box = pygame.Rect(140 + seat * width + 10, SEATS_TOP, width - 20, 110)
            panel(canvas, box, theme.cream, theme.marigold if seat == obs.to_move else None)
            text_in(canvas, ui, seats[seat].name, fonts.BODY, theme.charcoal,
                    pygame.Rect(box.x, box.y + 10, box.w, 40))
            text_in(canvas, ui, f"took {taken}", fonts.SMALL, theme.marigold_dark,
                    pygame.Rect(box.x, box.y + 56, box.w, 36))
        hint = self.feedback.hint_action
        hinted = hint.count if isinstance(hint, Take) else None
        for i, button in enumerate(self.take_buttons):
            button.enabled = self.my_turn() and i < obs.pile
            button.draw(canvas, ui, theme, self.keyboard_mode and i + 1 == self.choice,
                        i == self.hovered_take)
            if hinted == i + 1:
                paint.rect(canvas, theme.lime, button.rect.inflate(14, 14), 4, border_radius=16)
        mine = self.my_turn() and not self.replaying
        seat = obs.to_move
        self.draw_status(canvas, "Your turn" if mine else ("Game over" if seat is None
                                                           else "Playing"),
                         "Take 1 to 3 chips: arrows and Enter, keys 1-3, or click"
                         if mine else "", seat)

    def result_details(self) -> list[list[str]]:
        winners = self.match.rules.outcome().winners
        return [[f"Took {taken} chips"] + (["Took the last chip"] if seat in winners else [])
                for seat, taken in enumerate(self.obs().taken)]
