"""The Crazy Taco table's often-empty zones (the task zone, the bonus zone, the Extra area and
the fine area) are drawn with the cards, not printed on the board: while nothing lies there
their mat and title frame a card place with a picture and a line saying what comes, and they
take their card places once something does."""

from __future__ import annotations

import pygame

from tabletop.games.crazy_taco.rules.state import Captive
from tabletop.games.crazy_taco.table.board import QUIET_ZONES
from tabletop.ui.layer import surface_like
from tests.games.crazy_taco.table.test_layout import table_after
from tests.scenes.layout_checks import texts_drawn


def mats(table):
    return {e.key[1] for e in table.elements(table.services.display.canvas)
            if isinstance(e.key, tuple) and e.key[0] == "zone mat"}


def test_an_empty_zone_is_not_printed_on_the_board():
    table, stack, services = table_after(1, 0, 7)
    obs = table.model().obs
    assert not obs.task_zone and not obs.bonus_zone and not obs.fine_cards
    assert {"task-zone", "bonus-zone", "fine-area"} <= set(QUIET_ZONES) - mats(table)
    canvas = services.display.canvas
    felt = surface_like(canvas, canvas.get_size())
    services.draw_felt(felt)
    board = table.board_picture(canvas)
    for name in ("task-zone", "bonus-zone", "fine-area"):
        inside = pygame.Rect(table.board.box(name)).inflate(-30, -40).center
        assert board.get_at(inside) == felt.get_at(inside), name
    words = [p.text for p in texts_drawn(services, stack).placed]
    assert "trainee" not in words


def test_a_zone_in_use_takes_its_mat():
    table, stack, services = table_after(1, 6, 7)
    state = table.match.rules.state
    assert not state.task_zone
    task = state.task_deck.pop()  # a task under way, as if done from the door
    state.task_zone.append(Captive(task, "", 2, 1))
    table.forget_worked_out()
    table.sync(animate=False)
    assert table.model().obs.task_zone
    assert "task-zone" in mats(table)
    canvas = services.display.canvas
    stack.draw(canvas, 0.0)
    felt = surface_like(canvas, canvas.get_size())
    services.draw_felt(felt)
    box = pygame.Rect(table.board.box("task-zone"))
    corner = (box.x + 6, box.bottom - 6)
    assert canvas.get_at(corner) != felt.get_at(corner)


def test_a_free_card_place_in_a_zone_in_use_shows_what_comes_there():
    """A zone in use whose second place is free shows there a faint picture of what comes,
    never a blank slab."""
    from tabletop.games.crazy_taco.table import draw

    table, stack, services = table_after(1, 6, 7)
    state = table.match.rules.state
    task = state.task_deck.pop()
    state.task_zone.append(Captive(task, "", 2, 1))
    table.forget_worked_out()
    table.sync(animate=False)
    canvas = services.display.canvas
    mat = next(e for e in table.elements(canvas) if e.key == ("zone mat", "task-zone"))

    class NoPictures:
        def icon(self, name, side):
            return pygame.Surface((side, side), pygame.SRCALPHA)

    free = pygame.Rect(table.board.box("task-2")).center
    drawn = []
    for faces in (table.faces, NoPictures()):
        surface = surface_like(canvas, canvas.get_size())
        draw._paint_zone_mat(mat.look, table.style(), faces, surface)
        drawn.append(surface.get_at(free))
    assert drawn[0] != drawn[1]
