"""A scene that says it holds still really does: its picture is the one last drawn.

Every scene of every game is stepped as the loop steps it, with the pointer wandering over it;
wherever the stack says no frame is wanted, the scene is drawn anyway and must match the last
frame drawn. And once settled, the screens people leave standing (the title, a table waiting for
a human) neither move nor have anything due, so the loop sleeps.
"""

from __future__ import annotations

import argparse

import pygame
import pytest

from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.tools.screenshot import build_scene
from tests.scenes.helpers import STEP, game_ids, game_scenes, headless_services

GENERAL = ("title", "select", "error", "settings", "statistics")
PER_GAME = ("setup", "rules", "table", "curtain", "refusal", "hint", "pause", "results",
            "replay")


def args(scene, game="taco-loco", players=2, steps=6, seed=7):
    return argparse.Namespace(scene=scene, game=game, players=players, seed=seed, steps=steps,
                              option=[], size="1280x720")


@pytest.fixture(scope="module")
def services():
    return headless_services()


def open_stack(services, arguments) -> SceneStack:
    stack = SceneStack()
    scene = build_scene(services, stack, arguments)
    if scene is not None:
        stack.push(scene)
    stack.apply_pending()
    return stack


def picture(stack: SceneStack, canvas: pygame.Surface) -> bytes:
    """The stack drawn onto `canvas` without telling it a frame was shown (a scene that keeps
    its picture draws all of it: `canvas` is not the one it drew on)."""
    for scene in stack.visible():
        scene.redraw_all()
        scene.draw(canvas, 0.0)
    return pygame.image.tobytes(canvas, "RGB")


class Watcher:
    """Steps a stack like the loop and checks every claim of stillness against a real drawing."""

    def __init__(self, stack: SceneStack, canvas: pygame.Surface) -> None:
        self.stack = stack
        self.canvas = canvas
        self.scratch = canvas.copy()
        self.last: bytes | None = None
        self.still_for = 0
        self.frames = 0

    def frame(self, check: bool = True) -> None:
        """Draw when a frame is wanted; otherwise (after a step) the picture must be unchanged.

        Right after input the loop steps before it decides (a table finds out on its next step
        whether the pointer's move changed anything), so that moment is not judged."""
        stack = self.stack
        if stack.wants_frame():
            stack.draw(self.canvas, 0.0)
            self.last = pygame.image.tobytes(self.canvas, "RGB")
            self.frames += 1
            self.still_for = 0
            return
        if not check:
            return
        self.still_for += 1
        if self.still_for & (self.still_for - 1) == 0:  # the 1st, 2nd, 4th, 8th... still step
            self.scratch.blit(self.canvas, (0, 0))
            assert picture(stack, self.scratch) == self.last, (
                f"{type(stack.top).__name__} said nothing changed, but its picture did "
                f"({self.still_for} steps after its last frame)")

    def step(self, count: int = 1) -> None:
        for _ in range(count):
            self.stack.update(STEP)
            self.stack.apply_pending()
            if not self.stack.scenes:
                return
            self.frame()

    def point(self, pos: tuple[int, int]) -> None:
        self.stack.handle(it.PointerMove(pos))
        self.stack.apply_pending()
        self.frame(check=False)


def wander(watcher: Watcher) -> None:
    """Settle, then move the pointer over a grid of the canvas, stepping after each move."""
    watcher.step(150)
    for y in range(30, 720, 110):
        for x in range(40, 1280, 150):
            if not watcher.stack.scenes:
                return
            watcher.point((x, y))
            watcher.step(4)
    watcher.step(60)


@pytest.mark.parametrize("scene", GENERAL)
def test_general_scenes_are_still_when_they_say_so(services, scene):
    stack = open_stack(services, args(scene))
    wander(Watcher(stack, services.display.canvas.copy()))


@pytest.mark.parametrize(("game", "scene"), game_scenes(PER_GAME))
def test_game_scenes_are_still_when_they_say_so(services, game, scene):
    spec = services.specs[game]
    players = max(spec.min_players, min(2, spec.max_players))
    stack = open_stack(services, args(scene, game, players))
    wander(Watcher(stack, services.display.canvas.copy()))


def settle(stack: SceneStack, seconds: float = 12.0) -> None:
    for _ in range(round(seconds / STEP)):
        stack.update(STEP)
        stack.apply_pending()
        if stack.wants_frame():
            stack.draw(pygame.Surface((1280, 720)), 0.0)


def test_the_title_settles_so_the_loop_sleeps(services):
    stack = open_stack(services, args("title"))
    settle(stack)
    assert not stack.moving() and not stack.wants_frame() and stack.due_in() is None


@pytest.mark.parametrize("game", game_ids(realtime=False))
def test_a_table_waiting_for_its_human_settles_so_the_loop_sleeps(services, game):
    stack = open_stack(services, args("hint", game, steps=0))
    table = stack.top
    settle(stack, seconds=30.0)
    assert table.viewer in table.match.rules.actors(), "the table should wait for its human"
    assert not stack.moving() and not stack.wants_frame() and stack.due_in() is None


@pytest.mark.parametrize(("game", "scene"), game_scenes(
    [s for s in PER_GAME if s not in ("table", "hint", "refusal")]))
def test_every_screen_over_or_beside_a_table_settles(services, game, scene):
    """Menus, curtains, results, rules and replays hold still once settled (a replay once it
    has played to its end): nothing is drawn while nobody touches anything."""
    spec = services.specs[game]
    stack = open_stack(services, args(scene, game, max(spec.min_players, min(2, spec.max_players))))
    settle(stack, seconds=120.0 if scene == "replay" else 12.0)
    assert not stack.moving() and not stack.wants_frame(), type(stack.top).__name__


@pytest.mark.parametrize("scene", GENERAL)
def test_every_general_screen_settles(services, scene):
    stack = open_stack(services, args(scene))
    settle(stack)
    assert not stack.moving() and not stack.wants_frame() and stack.due_in() is None


def test_the_fight_controls_sheet_holds_still(services):
    """Shown before the first fight, over the frozen table: it costs nothing while read."""
    from tabletop.games.taco_fight.table.controls_scene import ControlsScene

    stack = open_stack(services, args("table", "taco-fight", 2, steps=0))
    settle(stack, seconds=2.0)
    assert isinstance(stack.top, ControlsScene)
    assert not stack.moving() and not stack.wants_frame()


def test_the_pause_menu_is_the_games_own():
    """The pause menu's band is the game's colour, with its card back and its name."""
    from tabletop.scenes.pause import PauseScene
    from tabletop.ui.fonts import TextLog

    services = headless_services()
    spec = services.specs["taco-party"]
    scene = PauseScene(services, spec, lambda: None)
    canvas = pygame.Surface((1280, 720))
    log = TextLog()
    services.fonts.log = log
    try:
        scene.draw(canvas, 0.0)
    finally:
        services.fonts.log = None
    said = {placed.text: placed.rect for placed in log.placed}
    assert spec.title in said and "Paused" in said
    band = said["Paused"]
    assert canvas.get_at((band.right + 20, band.centery))[:3] == spec.accent_rgb
    assert all(said["Paused"].bottom <= w.rect.top for w in scene.widgets.widgets)
