"""The Crazy Taco table drawn only where it changed keeps exactly the picture a full redraw gives,
through what random frames rarely reach: a solo game and a 1 v 1 game played by the mouse with
their animations running (cards dealt, flown and resized, dice tumbling, pop-ups, banners), the
questions over the table, tooltips and the keyboard's focus."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import build_services
from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.crazy_taco.rules.actions import Menu
from tabletop.games.crazy_taco.table.view import CrazyTacoTable
from tabletop.games.crazy_taco.table.view_moves import MENU
from tabletop.input import intents as it
from tests.games.crazy_taco.table import test_view as played
from tests.kit.test_dirty_drawing import draw_settled, full_picture

STEP = 1 / 60
SIZES = [(1280, 720), (1920, 1080)]


class Checked:
    """Draws a frame after every intent and every step, and compares the kept canvas with a
    full redraw of the same state."""

    def __init__(self, stack: SceneStack, table: CrazyTacoTable) -> None:
        self.stack, self.table = stack, table
        self.canvas = table.services.display.canvas
        self.frames = 0

    def frame(self) -> None:
        if self.stack.top is not self.table:
            return
        draw_settled(self.stack, self.table, self.canvas)
        assert pygame.image.tobytes(self.canvas, "RGB") == full_picture(self.table,
                                                                         self.canvas), (
            f"frame {self.frames}: the kept picture differs from a full redraw")
        self.frames += 1

    def send(self, stack: SceneStack, *intents) -> None:
        for intent in intents:
            stack.handle(intent)
            stack.apply_pending()
            self.steps(1)

    def steps(self, count: int) -> None:
        for _ in range(count):
            self.stack.update(STEP)
            self.stack.apply_pending()
            self.frame()


def open_table(size, seats, seed):
    services = build_services(window=False, size=size)
    services.settings = None
    spec = services.specs["crazy-taco"]
    match = Match(spec, services.game_data(spec), GameSetup(seats, seed, {}))
    stack = SceneStack()
    table = CrazyTacoTable(services, spec, match)
    stack.push(table)
    stack.apply_pending()
    return stack, table, match


def play_moves(monkeypatch, stack, table, match, seat: int, moves: int) -> Checked:
    checked = Checked(stack, table)
    monkeypatch.setattr(played, "send", checked.send)
    done = 0
    while done < moves and not match.rules.is_over():
        while not match.rules.is_over() and not table.my_turn():
            checked.steps(1)
        if match.rules.is_over():
            break
        checked.steps(12)  # the last move's animation, with the pointer resting
        before = len(match.log)
        played.play_by_mouse(stack, table, match.bot_decision(seat).action)
        assert len(match.log) == before + 1, table.feedback.refusal
        done += 1
    return checked


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_a_solo_game_by_mouse_is_drawn_where_it_changed(monkeypatch, size):
    stack, table, match = open_table(size, (Seat("Ana", HUMAN),), 3)
    checked = play_moves(monkeypatch, stack, table, match, 0, 14)
    assert checked.frames > 200


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_the_customer_players_hand_is_drawn_where_it_changed(monkeypatch, size):
    stack, table, match = open_table(size, (Seat("Bot", BOT), Seat("Cara", HUMAN)), 8)
    checked = play_moves(monkeypatch, stack, table, match, 1, 4)
    assert checked.frames > 100


def test_the_question_the_tooltip_and_the_focus_are_drawn_where_they_changed(monkeypatch):
    stack, table, match = played.rigged(played.faces(
        manager="drink", employee_1="drink", employee_2="drink", employee_3="money",
        trainee="drink"))
    table.tweens.speed = 1.0
    checked = Checked(stack, table)
    monkeypatch.setattr(played, "send", checked.send)
    played.focus_and_confirm(stack, table, ("button", "roll"))
    checked.steps(60)
    for die in ("manager", "employee-1", "employee-2", "trainee"):
        played.focus_and_confirm(stack, table, ("die", die))
    played.focus_and_confirm(stack, table, ("target", (MENU, "achilipu")))
    assert table.input.dialog is not None
    dialog = table.input.dialog
    checked.send(stack, it.PointerMove(dialog.group.widgets[-1].rect.center))
    played.answer_dialog_by_keyboard(stack, table, Menu(
        0, "achilipu", ("manager", "employee-1", "employee-2", "trainee"),
        ("manager", "employee-1", "trainee"), ("money", "food", "drink")))
    assert table.input.dialog is None
    for pos in ((60, 340), (1000, 240), (400, 110)):  # a die, a dish, a card: rest there
        checked.send(stack, it.PointerMove(pos))
        checked.steps(40)
        assert table.tooltip_shown() is not None
    assert checked.frames > 150
