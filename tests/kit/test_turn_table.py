"""The turn machinery's bots: each works its move out a little before it plays, in a step
that draws nothing, so the frame that shows the move does not also think it."""

from __future__ import annotations

import argparse

from tabletop.engine.scene_stack import SceneStack
from tabletop.kit.pacing import PLAN_AHEAD
from tabletop.kit.scene import TableScene
from tabletop.tools.screenshot import build_scene
from tests.scenes.helpers import STEP, headless_services


def bots_only_table() -> tuple[SceneStack, TableScene]:
    services = headless_services()
    args = argparse.Namespace(scene="table", game="taco-loco", players=3, seed=11, steps=0,
                              option=[], size="1280x720")
    stack = SceneStack()
    build_scene(services, stack, args)
    stack.apply_pending()
    table = next(s for s in stack.scenes if isinstance(s, TableScene))
    for seat in range(3):
        if seat not in table.match.bots:
            table.match.bot_takes(seat)
    return stack, table


def test_a_bot_plans_its_move_in_a_still_step_before_it_plays():
    stack, table = bots_only_table()
    canvas = stack.scenes[-1].services.display.canvas
    planned_steps = 0
    for _ in range(2000):  # about half a minute of play
        seat = table.bot_waiting()
        if seat is None or table.animating():
            stack.update(STEP)
            stack.draw(canvas, 0.0)
            continue
        move_in = table.pacing.due_in(table.bot_pace())
        if not table.match.bot_planned(seat) and move_in > PLAN_AHEAD + STEP:
            # asleep until the plan is due, which comes before the move
            assert table.due_in() is not None
            assert abs(table.due_in() - (move_in - PLAN_AHEAD)) < 1e-6
            assert table.changes_due_in() is not None
            assert abs(table.changes_due_in() - move_in) < 1e-6
        log_before = len(table.match.log)
        was_planned = table.match.bot_planned(seat)
        stack.update(STEP)
        if len(table.match.log) == log_before and table.match.bot_planned(seat) \
                and not was_planned:
            planned_steps += 1
            assert not table.awake  # working the move out changed nothing shown
        stack.draw(canvas, 0.0)
    assert planned_steps >= 5


def test_the_step_that_makes_a_bots_move_asks_the_loop_to_draw_it_next_pass():
    stack, table = bots_only_table()
    canvas = table.services.display.canvas
    for _ in range(3000):
        moves = len(table.match.log)
        stack.update(STEP)
        if len(table.match.log) > moves:
            break
        stack.draw(canvas, 0.0)
    else:
        raise AssertionError("no bot moved")
    assert stack.holds_frame() and stack.wants_frame()  # changed, but drawn next pass
    stack.draw(canvas, 0.0)  # a draw asked for all the same (a screenshot) shows the move
    assert table.shown == table.frame_elements(canvas)
    stack.update(STEP)
    assert not stack.holds_frame()
