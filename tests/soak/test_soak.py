"""Soak: bots play game after game through each game's real table scene for at least ten minutes
of game time (stack.update in 1/60 s steps, drawing under the dummy driver, "Play again" at every
results screen), and Python's memory stays flat: what tracemalloc sees after a warm-up and at the
end differ by less than SOAK_GROWTH_LIMIT. Games without a table view are soaked headless
(bots' turns, or real-time steps). Kept out of CI by pyproject's addopts; run with

    pytest -m soak -s tests/soak          (TABLETOP_SOAK_SECONDS=60 for a short try)

Figures are printed (-s shows them).
"""

from __future__ import annotations

import gc
import os
import resource
import time
import tracemalloc

import pytest

from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.match import FIXED_STEP, Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.catalog import game_specs
from tabletop.input import intents as it
from tabletop.kit.scene import TableScene
from tabletop.scenes.launch import start_game
from tabletop.scenes.results import ResultsScene
from tests.fuzz.cases import has_view
from tests.property import invariants
from tests.scenes.helpers import headless_services

SOAK_SECONDS = float(os.environ.get("TABLETOP_SOAK_SECONDS", "600"))
WARM_UP_SECONDS = min(120.0, SOAK_SECONDS / 4)
DRAW_EVERY = 2                       # draw every other step: 30 frames per game-time second
SOAK_GROWTH_LIMIT = 2 * 1024 * 1024  # bytes of Python memory allowed to grow after warm-up
STEPS_PER_SECOND = round(1 / FIXED_STEP)


def python_memory() -> int:
    gc.collect()
    return tracemalloc.get_traced_memory()[0]


def rss_kib() -> int:
    """Resident memory now (Linux), in KiB."""
    try:
        with open("/proc/self/statm", encoding="ascii") as stream:
            pages = int(stream.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") // 1024
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def bots_setup(spec, number: int) -> GameSetup:
    players = spec.min_players + number % (spec.max_players - spec.min_players + 1)
    players = max(players, 2) if spec.max_players >= 2 else players
    seats = tuple(Seat(f"Bot{i}", BOT) for i in range(players))
    return GameSetup(seats, 1000 + number, spec.resolve_options({}))


class Soak:
    """Counts games and measures memory while a game is played over and over."""

    def __init__(self, game: str) -> None:
        self.services = headless_services()
        self.spec = self.services.specs[game]
        self.games = 0
        self.steps = 0
        self.warm: tuple[int, int] | None = None
        self.samples: list[int] = []

    def game_over(self, match: Match) -> None:
        invariants.check(self.spec.id, match.rules, len(match.setup.seats))
        self.games += 1
        if self.warm is not None:
            self.samples.append(python_memory())

    def tick(self) -> None:
        self.steps += 1
        if self.warm is None and self.steps >= WARM_UP_SECONDS * STEPS_PER_SECOND:
            self.warm = (python_memory(), rss_kib())

    def through_the_table(self) -> None:
        stack = SceneStack()
        start_game(self.services, stack, self.spec, bots_setup(self.spec, 0))
        stack.apply_pending()
        canvas = self.services.display.canvas
        limit = SOAK_SECONDS * STEPS_PER_SECOND
        between = 0
        while self.steps < limit:
            stack.update(FIXED_STEP)
            stack.apply_pending()
            if self.steps % DRAW_EVERY == 0:
                stack.draw(canvas, 0.0)
            self.tick()
            top = stack.top
            if isinstance(top, ResultsScene):
                self.game_over(top.match)
                top.play_again()  # the button: a new game in place of the results
                stack.apply_pending()
            if any(isinstance(s, TableScene | ResultsScene) for s in stack.scenes):
                between = 0
                continue
            between += 1  # a screen between the table and the results (Taco Fight's scores)
            if between % STEPS_PER_SECOND == 0:
                stack.handle(it.Confirm())  # the player reads it and presses Enter
                stack.apply_pending()
            assert between < 30 * STEPS_PER_SECOND, f"stuck on {type(top).__name__}"

    def headless(self) -> None:
        limit = SOAK_SECONDS * STEPS_PER_SECOND
        while self.steps < limit:
            match = Match(self.spec, self.services.game_data(self.spec),
                          bots_setup(self.spec, self.games))
            rules = match.rules
            while not rules.is_over() and self.steps < limit:
                if rules.realtime:
                    match.step_bots(FIXED_STEP)
                else:
                    match.submit(match.bot_decision(match.bot_to_move()).action)
                    for _ in range(round(0.7 * STEPS_PER_SECOND) - 1):
                        self.tick()  # a bot takes its time, as at the table
                self.tick()
            if rules.is_over():
                self.game_over(match)


@pytest.mark.soak
@pytest.mark.parametrize("game", list(game_specs()))
def test_bots_play_for_ten_minutes_and_memory_stays_flat(game):
    soak = Soak(game)
    tracemalloc.start()
    started = time.perf_counter()
    try:
        if has_view(game):
            soak.through_the_table()
        else:
            soak.headless()
        end = (python_memory(), rss_kib())
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    warm = soak.warm
    assert warm is not None
    growth = end[0] - warm[0]
    print(f"\nSOAK {game}: {soak.steps / STEPS_PER_SECOND:.0f} s of game time in "
          f"{time.perf_counter() - started:.0f} s, {soak.games} games; Python memory after "
          f"warm-up {warm[0] / 1024:.0f} KiB, at the end {end[0] / 1024:.0f} KiB "
          f"(growth {growth / 1024:+.0f} KiB, peak {peak / 1024:.0f} KiB); RSS "
          f"{warm[1]} KiB -> {end[1]} KiB; per game after warm-up (KiB): "
          f"{[round(s / 1024) for s in soak.samples]}")
    assert soak.steps >= SOAK_SECONDS * STEPS_PER_SECOND
    assert soak.games >= 1, "not one game finished"
    assert growth < SOAK_GROWTH_LIMIT, f"Python memory grew by {growth / 1024:.0f} KiB"
