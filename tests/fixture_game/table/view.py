"""Last Chip's table on the table kit: the pile, every seat's chips and three Take buttons
(arrows and Enter, the keys 1 to 3, or a click), drawn as elements like every table."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from tabletop.core.actions import Event
from tabletop.input import intents as it
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.kit.steps import StepButtons, StepSpec
from tabletop.kit.turn_table import TurnTable
from tabletop.ui import fonts, paint
from tabletop.ui.draw import panel, text_in
from tests.fixture_game.rules.actions import Take
from tests.fixture_game.rules.rulebook import LastChipObservation

PILE = pygame.Rect(340, 90, 600, 300)
CHIP, PER_ROW = 24, 7
SEATS_TOP = 420
TAKE_TOP = 560


def take_layout(specs: Any) -> list[pygame.Rect]:
    return [pygame.Rect(400 + i * 170, TAKE_TOP, 140, 52) for i in range(len(specs))]


@dataclass(frozen=True)
class PileLook:
    chips: int
    style: tuple


@dataclass(frozen=True)
class SeatLook:
    box: tuple[int, ...]
    name: str
    taken: int
    acting: bool
    style: tuple


def _paint_pile(look: PileLook, style: Style, canvas: pygame.Surface) -> None:
    theme = style.theme
    panel(canvas, PILE, theme.cream_dark, pictures=style.pictures)
    for chip in range(look.chips):
        row, col = divmod(chip, PER_ROW)
        centre = (PILE.x + 120 + col * 60, PILE.y + 50 + row * 62)
        paint.circle(canvas, theme.charcoal, centre, CHIP + 2)
        paint.circle(canvas, theme.marigold, centre, CHIP)
    text_in(canvas, style.ui, f"{look.chips} chips left", fonts.BODY, theme.charcoal,
            pygame.Rect(PILE.x, PILE.bottom - 56, PILE.w, 44))


def _paint_seat(look: SeatLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    box = pygame.Rect(look.box)
    panel(canvas, box, theme.cream, theme.marigold if look.acting else None,
          pictures=style.pictures)
    text_in(canvas, ui, look.name, fonts.BODY, theme.charcoal,
            pygame.Rect(box.x, box.y + 10, box.w, 40))
    text_in(canvas, ui, f"took {look.taken}", fonts.SMALL, theme.marigold_dark,
            pygame.Rect(box.x, box.y + 56, box.w, 36))


def _paint_ring(ring: pygame.Rect, style: Style, canvas: pygame.Surface) -> None:
    """The hint's outline round the Take button it names."""
    paint.rect(canvas, style.theme.lime, ring, 4, border_radius=16)


class LastChipTable(TurnTable):
    score_label = "chips taken"

    def __init__(self, services, spec, match) -> None:
        super().__init__(services, spec, match)
        self.choice = 1
        """How many chips Enter takes (the arrows change it)."""
        self.takes = StepButtons(take_layout, fonts.BODY)

    def obs(self) -> LastChipObservation:
        seat = self.viewer if self.viewer is not None else 0
        return self.match.rules.observation(seat)

    def my_turn(self) -> bool:
        return self.viewer is not None and self.viewer in self.match.rules.actors()

    def take(self, count: int) -> None:
        if self.my_turn() and self.viewer is not None:
            self.submit(Take(self.viewer, count))

    def on_events(self, events: list[Event]) -> None:
        self.choice = max(1, min(self.choice, self.obs().pile))

    def demo_refusal(self) -> None:
        """For screenshots: take more chips than a turn allows."""
        if self.viewer is not None:
            self.submit(Take(self.viewer, self.obs().most + 1))

    def offer(self) -> None:
        pile = self.obs().pile
        self.takes.offer([StepSpec(str(n), f"Take {n}", True, self.my_turn() and n <= pile)
                          for n in (1, 2, 3)])

    def handle_table(self, intent: Any) -> None:
        self.offer()
        if isinstance(intent, it.PointerMove | it.PointerDown):
            self.takes.point(intent.pos)
        if not self.my_turn():
            return
        most = min(self.obs().most, self.obs().pile)
        if isinstance(intent, it.Navigate) and intent.dx:
            self.choice = 1 + (self.choice - 1 + intent.dx) % most
        elif isinstance(intent, it.Confirm):
            self.take(self.choice)
        elif isinstance(intent, it.KeyPress) and intent.key in ("1", "2", "3"):
            self.take(int(intent.key))
        elif isinstance(intent, it.PointerDown):
            pressed = self.takes.pressed(intent.pos)
            if pressed is not None:
                self.take(int(pressed))

    def elements(self, canvas: pygame.Surface) -> list[Element]:
        style, obs = self.style(), self.obs()
        pile = PileLook(obs.pile, style.key)
        out = [Element("pile", PILE.inflate(24, 24), 10.0, pile,
                       partial(_paint_pile, pile, style))]
        seats = self.match.setup.seats
        width = 1000 // len(seats)
        for seat, taken in enumerate(obs.taken):
            box = pygame.Rect(140 + seat * width + 10, SEATS_TOP, width - 20, 110)
            look = SeatLook(tuple(box), seats[seat].name, taken, seat == obs.to_move,
                            style.key)
            out.append(Element(("seat", seat), box.inflate(24, 24), 20.0, look,
                               partial(_paint_seat, look, style)))
        self.offer()
        focused = str(self.choice) if self.keyboard_mode else None
        out += self.takes.elements(style, focused, 30.0)
        hint = self.feedback.hint_action
        if isinstance(hint, Take) and 1 <= hint.count <= 3:
            ring = self.takes.buttons[hint.count - 1].rect.inflate(14, 14)
            out.append(Element("hint", ring.inflate(4, 4), 40.0, (tuple(ring), style.key),
                               partial(_paint_ring, ring, style)))
        return out

    def status_text(self) -> tuple[str, str, int | None]:
        obs = self.obs()
        mine = self.my_turn() and not self.replaying
        seat = obs.to_move
        step = "Your turn" if mine else ("Game over" if seat is None else "Playing")
        return (step, "Take 1 to 3 chips: arrows and Enter, keys 1-3, or click" if mine
                else "", seat)

    def result_details(self) -> list[list[str]]:
        winners = self.match.rules.outcome().winners
        return [[f"Took {taken} chips"] + (["Took the last chip"] if seat in winners else [])
                for seat, taken in enumerate(self.obs().taken)]
