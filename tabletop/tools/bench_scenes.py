"""The tables the benchmark plays, and how it plays them: a real game with every seat a bot,
from the deal, run by the app's own loop (`app.run_loop`) on a game clock of the benchmark's
own, so each pass is one fixed step and each drawn frame is timed as the loop runs it: input,
the step's update, the scene changes, draw and the window's present (shared by the frame and
memory measurements).

The loop is the app's, unchanged: it draws only when the stack asks for a frame and, when
nothing moves, sleeps until the next due time (a bot's move). The benchmark's clock makes
those sleeps instant (game time jumps to the due time), so a play takes only the time its
frames cost; the steps a sleep stood for are run when it wakes, as in the app, and count
towards the frame drawn next.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.registry import GameSpec

STEP = 1 / 60


@dataclass(frozen=True)
class BenchTable:
    """A game's table as the benchmark plays it (its spec's `bench`: seats, options, seed)."""

    game: str
    title: str
    players: int
    options: tuple[str, ...] = ()
    seed: int = 7


def bench_tables(specs: Mapping[str, GameSpec]) -> list[BenchTable]:
    """Every game's benchmark table, in menu order (a game without one is not benchmarked)."""
    tables = []
    for spec in specs.values():
        bench = spec.bench
        if bench is None:
            continue
        chosen = "".join(f", {option.partition('=')[2]}" for option in bench.options)
        bots = "1 bot" if bench.players == 1 else f"{bench.players} bots"
        tables.append(BenchTable(spec.id, f"{spec.title}, {bots}{chosen}", bench.players,
                                 bench.options, bench.seed))
    return tables


@dataclass
class Play:
    """One play of a table: each drawn frame's cost (s) and the game time it was drawn at (s,
    from the deal), the time building the table took (s, Match and view: the frame the player
    pressed Start in), and whether the game reached its end (else a cap stopped it)."""

    frames: list[float] = field(default_factory=list)
    at: list[float] = field(default_factory=list)
    opened: float = 0.0
    ended: bool = False
    seconds: float = 0.0
    view: Any = None


class BenchClock:
    """The loop's time and input for a play: each pass is one fixed step of game time, a
    still scene's sleep ends at once at its due time, and a Quit comes once `stop()` says so.
    Marks when each frame's work starts: a pass's poll, or the wake from a sleep (the steps
    the sleep stood for are run then, before the next pass draws)."""

    def __init__(self, stop: Callable[[], bool]) -> None:
        self.now = 0.0
        self.stop = stop
        self.started = time.perf_counter()
        self._woke = False

    def time(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += max(0.0, seconds)

    def _intents(self) -> list[Any]:
        from tabletop.input import intents as it

        return [it.Quit()] if self.stop() else []

    def poll(self) -> list[Any]:
        self.now += STEP * (1 + 1e-9)  # a hair over a step: never a pass of none, or of two
        if not self._woke:
            self.started = time.perf_counter()
        self._woke = False
        return self._intents()

    def wait(self, timeout: float | None) -> list[Any]:
        self.now += timeout if timeout is not None else 1.0
        self.started = time.perf_counter()
        self._woke = True
        return self._intents()


def play_table(services: Any, table: BenchTable, max_frames: int,
               max_seconds: float | None = None, seed: int | None = None) -> Play:
    """Play `table` from the deal with every seat a bot, as the app's loop runs it, until its
    results replace the table, or `max_frames` frames were drawn, or `max_seconds` of game
    time went by. The table is started by the app's own route (`start_game`) inside the
    loop's first pass, as a press on Start would."""
    from tabletop.app import first_scene, run_loop
    from tabletop.engine.clock import FixedStepClock
    from tabletop.engine.pacing import FramePacer
    from tabletop.engine.scene_stack import SceneStack
    from tabletop.scenes.launch import start_game
    from tabletop.tools.arguments import bots_setup, parse_options

    spec = services.specs[table.game]
    setup = bots_setup(spec, table.players, table.seed if seed is None else seed,
                       parse_options(table.options))
    stack = SceneStack()
    stack.push(first_scene(services))
    stack.apply_pending()
    stack.draw(services.display.canvas, 0.0)  # the menus were seen before the table opens
    play = Play()

    def stop() -> bool:
        if play.view is None:
            start = time.perf_counter()
            play.view = start_game(services, stack, spec, setup)
            play.opened = time.perf_counter() - start
            clock.started = time.perf_counter()  # the opening is timed apart: the table's
            # first frame, drawn in this same pass, counts from here
            clock.now = 0.0  # game time counts from the deal
            return play.view is None
        play.ended = play.view not in stack.scenes and not stack.has_pending()
        return (play.ended or len(play.frames) >= max_frames
                or (max_seconds is not None and clock.now >= max_seconds))

    clock = BenchClock(stop)
    display = services.display
    present = display.present

    def timed_present(regions: Any = None) -> None:
        present(regions)
        if play.view in stack.scenes:  # not the title's frame, drawn as the table opens
            play.frames.append(time.perf_counter() - clock.started)
            play.at.append(clock.now)

    display.present = timed_present
    services.quit_requested = False
    try:
        run_loop(services, stack, clock, FixedStepClock(step=STEP, time_source=clock.time),
                 pacer=FramePacer(now=clock.time, sleep=clock.sleep))
    finally:
        del display.present  # the method again
        services.quit_requested = False
    if play.view is None:
        raise RuntimeError(f"{table.title}: the table did not open")
    play.seconds = clock.now
    return play
