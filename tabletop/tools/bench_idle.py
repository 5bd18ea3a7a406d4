"""The still-screen part of `--bench`: what the real loop costs while nothing on screen changes.

Each idle scene is opened and fast-forwarded until it settles (the title's logo has bobbed, the
table has dealt and waits for its human), then the app's own loop runs it on the wall clock for
a while with real input: frames drawn per second (budget 0) and CPU time per second of wall
time (budget 5 % of a core) are counted.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

IDLE_FPS_BUDGET = 0.0
IDLE_CPU_BUDGET = 0.05  # share of one core
SETTLE_LIMIT = 60.0     # seconds of game time a scene may take to settle


@dataclass(frozen=True)
class IdleScene:
    title: str
    scene: str
    game: str | None = None
    players: int | None = None


def idle_scenes(specs: Mapping[str, Any]) -> tuple[IdleScene, ...]:
    """The title, and the menu's first turn-based game's table waiting for its human (four
    seats, or as many as it has)."""
    scenes = [IdleScene("Title, logo at rest", "title")]
    table = next((spec for spec in specs.values() if not spec.realtime and spec.table), None)
    if table is not None:
        scenes.append(IdleScene(f"{table.title} table waiting for its human", "table",
                                table.id, max(table.min_players, min(4, table.max_players))))
    return tuple(scenes)


class _StopAfter:
    """The app's input mapper, with a Quit once the measured time is up."""

    def __init__(self, mapper: Any, deadline: float) -> None:
        self.mapper = mapper
        self.deadline = deadline

    def _maybe_quit(self, intents: list[Any]) -> list[Any]:
        from tabletop.input import intents as it

        return [*intents, it.Quit()] if time.perf_counter() >= self.deadline else intents

    def poll(self) -> list[Any]:
        return self._maybe_quit(self.mapper.poll())

    def wait(self, timeout: float | None) -> list[Any]:
        left = max(0.0, self.deadline - time.perf_counter())
        return self._maybe_quit(self.mapper.wait(left if timeout is None else min(timeout, left)))


def open_idle(services: Any, idle: IdleScene) -> Any:
    """The scene's stack, played on in game time as the loop would (a frame drawn whenever
    one is wanted: a table rests once a frame shows it unchanged) until nothing moves or is
    due."""
    from tabletop.engine.scene_stack import SceneStack
    from tabletop.tools.screenshot import build_scene

    args = argparse.Namespace(scene=idle.scene, game=idle.game, players=idle.players, seed=7,
                              steps=0, option=[], size="1280x720")
    stack = SceneStack()
    scene = build_scene(services, stack, args)
    if scene is not None:
        stack.push(scene)
    stack.apply_pending()
    step, waited = 1 / 60, 0.0
    while (stack.moving() or stack.due_in() is not None) and waited < SETTLE_LIMIT:
        stack.update(step)
        stack.apply_pending()
        if stack.wants_frame():
            stack.draw(services.display.canvas, 0.0)
        waited += step
    stack.draw(services.display.canvas, 0.0)
    return stack


def measure_idle(services: Any, idle: IdleScene, seconds: float) -> dict[str, float]:
    """Frames drawn per second and CPU share of one core while the settled scene sits still."""
    from tabletop.app import run_loop
    from tabletop.input.mapper import InputMapper

    stack = open_idle(services, idle)
    display = services.display
    real = InputMapper(display.to_logical, display.resized)
    real.poll()  # the window's own start-up events (shown, exposed) belong to no scene here
    mapper = _StopAfter(real, time.perf_counter() + seconds)
    services.quit_requested = False
    cpu, wall = time.process_time(), time.perf_counter()
    frames = run_loop(services, stack, mapper)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    services.quit_requested = False
    return {"fps": max(0, frames) / wall, "cpu": cpu / wall, "seconds": wall}


def report_idle(services: Any, seconds: float, verdict: Callable[[bool], str]) -> int:
    """Print each idle scene's figures with its budgets; the number of budgets missed."""
    missed = 0
    print(f"\n{'still screen':40} {'frames/s':>9} {'CPU':>7}  budget (0 frames/s, "
          f"≤ {IDLE_CPU_BUDGET:.0%} of a core)")
    for idle in idle_scenes(services.specs):
        result = measure_idle(services, idle, seconds)
        ok = result["fps"] <= IDLE_FPS_BUDGET and result["cpu"] <= IDLE_CPU_BUDGET
        missed += not ok
        print(f"{idle.title:40} {result['fps']:9.2f} {result['cpu']:6.1%}  {verdict(ok)}")
    return missed
