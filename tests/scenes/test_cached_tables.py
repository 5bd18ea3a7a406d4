"""Tables that drew every step of a game (so their caches went through every change) show the
same picture as a table freshly built on the same position: no cached part is left stale."""

import argparse

import pygame
import pytest

from tabletop.app import build_services
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.catalog import game_specs
from tabletop.tools.screenshot import build_scene

GAMES = {game: spec.bench.players for game, spec in game_specs().items() if not spec.realtime}
"""Every turn-based game, with the seats of its heavy benchmark table."""


@pytest.fixture(scope="module")
def services():
    return build_services(window=False)


def table(services, game: str, players: int):
    stack = SceneStack()
    args = argparse.Namespace(scene="table", game=game, players=players, seed=11, steps=0,
                              option=[], size=None)
    build_scene(services, stack, args)
    stack.apply_pending()
    return stack.top


def settle(view) -> None:
    """Put a table at rest: animations done, no banner, the same line at the bottom, the
    same moment of its pulsing glows."""
    view.tweens.finish_all()
    view.moments.live.clear()  # a celebration under way (a fresh table has none)
    view.time = 0.0
    if hasattr(view, "roll_since"):
        view.roll_since = None  # Crazy Taco's roll strip: the start of its pulse
    if hasattr(view, "bot_marks"):
        view.bot_marks.clear()  # ¡Taco Fight!'s tags of what bots just did (a fresh one has none)
    if hasattr(view, "turn_banner"):
        view.turn_banner.time = 0.0  # a turn table's banner
    view.banner_queue = []
    view.feedback.last_text = "—"


def picture(view, canvas) -> bytes:
    """The table as it stands once every changed panel has landed (a burst of them lands over
    a few frames: `RetainedCanvas.frame_pixels`)."""
    view.draw(canvas, 0.0)
    shown = pygame.image.tobytes(canvas, "RGB")
    for _ in range(20):
        view.draw(canvas, 0.0)
        last, shown = shown, pygame.image.tobytes(canvas, "RGB")
        if last == shown and not view.retained.pending:
            break
    return shown


def same_picture(view, fresh, canvas) -> bool:
    """(A bool, so a failure says the message, not a diff of millions of bytes.)"""
    return picture(view, canvas) == picture(fresh, canvas)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_table_that_followed_the_game_draws_like_a_fresh_one(services, game):
    view = table(services, game, GAMES[game])
    canvas = services.display.canvas
    match = view.match
    for _ in range(40):
        if match.rules.is_over():
            break
        seat = match.rules.actors()[0]
        view.viewer = seat if seat in view.humans else view.viewer
        view.submit(match.bot_decision(seat).action)
        for _ in range(3):  # a few frames of animation with the caches in use
            view.update(1 / 60)
            view.draw(canvas, 0.0)
        settle(view)
        fresh = type(view)(services, view.spec, match)
        fresh.viewer = view.viewer
        fresh.history = list(getattr(view, "history", []))
        settle(fresh)
        assert same_picture(view, fresh, canvas), \
            f"{game}: the table differs from a fresh one after {len(match.log)} actions"


def test_a_taco_fight_table_that_played_on_draws_like_a_fresh_one(services):
    view = table(services, "taco-fight", 3)
    canvas = services.display.canvas
    view.update(1 / 60)  # the controls screen would open on the first update: not here
    view.controls_due = False
    for second in range(12):
        for _ in range(30):  # real time: the bots play while frames are drawn
            view.update(1 / 60)
            view.draw(canvas, 0.0)
        settle(view)
        view.reveal_incoming_at = 0.0
        fresh = type(view)(services, view.spec, view.match)
        fresh.input.hub, fresh.input.controls = view.hub, view.controls
        settle(fresh)
        fresh.banner = ""
        assert same_picture(view, fresh, canvas), \
            f"the fight table differs from a fresh one after {second + 1} half-seconds"
