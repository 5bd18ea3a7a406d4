"""Every table drawn only where it changed keeps exactly the picture a full redraw gives.

Random frames of each table (bots moving, the pointer wandering, cards dragged and dropped,
refusals, hints, banners), at 1280x720 and 1920x1080: after every frame the kept canvas is
compared with the same state drawn from scratch on a fresh canvas.
"""

from __future__ import annotations

import argparse
import random

import pygame
import pytest

from tabletop.app import build_services
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.kit.retained import RetainedCanvas
from tabletop.kit.scene import TableScene
from tabletop.tools.screenshot import build_scene
from tabletop.ui.layer import new_surface

STEP = 1 / 60
FRAMES = 160


def game_ids():
    from tabletop.games.catalog import game_specs

    return list(game_specs())


def open_table(services, game: str, seed: int) -> tuple[SceneStack, TableScene]:
    spec = services.specs[game]
    players = max(spec.min_players, min(3, spec.max_players))
    args = argparse.Namespace(scene="table", game=game, players=players, seed=seed, steps=4,
                              option=[], size="1280x720")
    stack = SceneStack()
    build_scene(services, stack, args)
    stack.apply_pending()
    table = next(s for s in stack.scenes if isinstance(s, TableScene))
    if table.viewer is None and table.humans:
        table.viewer = table.humans[0]
    return stack, table


def full_picture(table: TableScene, canvas: pygame.Surface) -> bytes:
    fresh = new_surface(canvas.get_size(), 0, getattr(canvas, "k", 1.0))
    RetainedCanvas(table.draw_ground, covers=False).render(  # the ground everywhere
        fresh, table.frame_elements(fresh))
    return pygame.image.tobytes(fresh, "RGB")


def draw_settled(stack: SceneStack, table: TableScene, canvas: pygame.Surface) -> None:
    """Draw a frame, and the next few while a burst of changed panels waits for them (one
    frame paints at most `RetainedCanvas.frame_pixels`): then the picture is whole."""
    stack.draw(canvas, 0.0)
    for _ in range(20):
        if not table.retained.pending:
            return
        table.mark_changed()  # as the loop's next step does for a table still awake
        stack.draw(canvas, 0.0)
    raise AssertionError(f"a change waited for ever: {table.retained.waiting}")


def poke(rng: random.Random, stack: SceneStack, table: TableScene) -> None:
    """One random thing a player or the game does."""
    roll = rng.random()
    pos = (rng.randint(0, 1279), rng.randint(0, 719))
    while table.aid_button.rect.collidepoint(pos):  # the aid covers the table: no longer its frames
        pos = (rng.randint(0, 1279), rng.randint(0, 719))
    if roll < 0.35:
        stack.handle(it.PointerMove(pos))
    elif roll < 0.45:
        stack.handle(it.PointerDown(pos))
        stack.handle(it.PointerMove((pos[0] + rng.randint(-200, 200),
                                     pos[1] + rng.randint(-200, 200))))
    elif roll < 0.5:
        stack.handle(it.PointerUp(pos))
    elif roll < 0.55:
        stack.handle(it.Navigate(rng.choice((-1, 1)), 0))
    elif roll < 0.58:
        stack.handle(it.Confirm())
    elif roll < 0.6:
        stack.handle(it.KeyPress("h"))
    elif roll < 0.63 and not table.match.rules.is_over():
        actors = table.match.rules.actors()
        if actors:
            table.submit(table.match.bot_decision(actors[0]).action)
    stack.apply_pending()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("game", game_ids())
def test_a_table_drawn_where_it_changed_equals_a_full_redraw(game, size):
    services = build_services(window=False, size=size)
    stack, table = open_table(services, game, seed=3)
    if not table.elements(services.display.canvas):
        pytest.skip(f"{game}'s table is not drawn as elements yet")
    rng = random.Random(f"{game}{size}")
    canvas = services.display.canvas
    played = 0
    for frame in range(FRAMES):
        poke(rng, stack, table)
        for _ in range(rng.choice((1, 1, 2, 5))):
            stack.update(STEP)
            stack.apply_pending()
        if stack.top is not table:
            break
        draw_settled(stack, table, canvas)
        assert pygame.image.tobytes(canvas, "RGB") == full_picture(table, canvas), (
            f"frame {frame}: the kept picture differs from a full redraw")
        played += 1
    assert played >= FRAMES // 2
