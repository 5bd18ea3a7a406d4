"""`python main.py --bench`: each table played as players have it (a real game, every seat a
bot, from the deal, run by the app's own loop, each frame timed through update, draw and the
window's present), start-up time, bot decision time, rules throughput, still screens and peak
memory over a whole game, each checked against its budget."""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from tabletop.core.registry import GameSpec
from tabletop.tools.bench_scenes import BenchTable, Play, bench_tables, play_table
from tabletop.tools.bench_speech import report_speech

FRAME_BUDGETS_MS = ((1280 * 720, 6.0), (1920 * 1080, 4.0), (3840 * 2160, 8.0))
"""A frame's cost (update, draw, present) at the 99th percentile, by window size (up to that
many pixels)."""
FULL_HD = 1920 * 1080
UHD = 3840 * 2160
LATE_FRAME_BUDGET_MS = 16.7
"""From 1920×1080 up: no frame over a 60 Hz frame after the table's first second."""
FAST_FRAME_MS = 8.3
"""Frames over this (a 120 Hz frame) are counted too."""
FIRST_SECOND_BUDGET_MS = 33.0
"""At 3840×2160: no frame of the table's first second over two 60 Hz frames."""
STALL_MS = 50.0
"""A frame this slow in one play only is the machine's stall, and said to be one."""
PLAYS = 3
"""Each table is played this many times (the same deal); budgets are judged on the median
play, the one whose p99 is the middle one, and all of them are printed."""
MAX_FRAMES = 20_000
"""A game still going after this many drawn frames is stopped there (the longest, Crazy Taco
solo, draws about 11 000)."""
FIGHT_SECONDS = 60.0
"""A real-time table is played this long (game time), with its hourglass running."""
QUICK_FRAMES = 1_200
"""The quick form plays each table once, this many frames (20 s of drawing) from the deal."""
CI_MEDIAN_MS = 16.7
"""The quick form's gate, for gross regressions only (CI machines are shared and slow): the
table plays from the deal without an error, draws, and its median frame fits a 60 Hz frame."""
STARTUP_BUDGET_S = 0.8
STARTUP_RATIO_BUDGET = 5.0
BOT_P95_BUDGET_MS = 50.0
MEMORY_BUDGETS_MB = ((FULL_HD, 150.0), (UHD, 250.0))
"""Peak memory of the process over a whole game, by window size (up to that many pixels)."""
IDLE_SECONDS = 5.0        # wall-clock seconds each still screen is watched
IDLE_SECONDS_QUICK = 2.0


def percentile(values: Sequence[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def verdict(ok: bool) -> str:
    return "met" if ok else "MISSED"


def play_figures(frames: Sequence[float], at: Sequence[float]) -> dict[str, float]:
    """A play's figures (ms) from its frames' costs (s) and the game time each was drawn at
    (s from the deal): median, p99, worst, frames over 16.7 and 8.3 ms, the worst of the
    first second and the worst after it."""
    ms = [frame * 1000 for frame in frames]
    first = [cost for cost, when in zip(ms, at, strict=True) if when <= 1.0]
    later = [cost for cost, when in zip(ms, at, strict=True) if when > 1.0]
    return {"frames": len(ms), "median": statistics.median(ms) if ms else 0.0,
            "p99": percentile(ms, 0.99) if ms else 0.0, "worst": max(ms, default=0.0),
            "over_16": sum(cost > LATE_FRAME_BUDGET_MS for cost in ms),
            "over_8": sum(cost > FAST_FRAME_MS for cost in ms),
            "first_second": max(first, default=0.0), "later_worst": max(later, default=0.0)}


def median_play(plays: Sequence[Mapping[str, float]]) -> int:
    """The index of the play whose p99 is the middle one (the lower middle of an even count)."""
    ordered = sorted(range(len(plays)), key=lambda index: plays[index]["p99"])
    return ordered[(len(plays) - 1) // 2]


def stalled_play(plays: Sequence[Mapping[str, float]]) -> int | None:
    """The play with a frame over 50 ms when it is the only one (the machine stalled, not
    the code, which would stall every play), else None."""
    slow = [index for index, play in enumerate(plays) if play["worst"] > STALL_MS]
    return slow[0] if len(plays) > 1 and len(slow) == 1 else None


def frame_budget_ms(size: tuple[int, int]) -> float:
    """The p99 budget of a frame for a window of `size`."""
    pixels = size[0] * size[1]
    return next((ms for most, ms in FRAME_BUDGETS_MS if pixels <= most), FRAME_BUDGETS_MS[-1][1])


def memory_budget_mb(size: tuple[int, int]) -> float:
    pixels = size[0] * size[1]
    return next((mb for most, mb in MEMORY_BUDGETS_MB if pixels <= most),
                MEMORY_BUDGETS_MB[-1][1])


def budgets(figures: Mapping[str, float], size: tuple[int, int]) -> list[tuple[str, bool]]:
    """Each frame budget that applies at `size`, said, with whether the play meets it."""
    pixels = size[0] * size[1]
    p99 = frame_budget_ms(size)
    judged = [(f"p99 ≤ {p99:g} ms", figures["p99"] <= p99)]
    if pixels >= FULL_HD:
        judged.append((f"none > {LATE_FRAME_BUDGET_MS:g} ms after the first second",
                       figures["later_worst"] <= LATE_FRAME_BUDGET_MS))
    if pixels >= UHD:
        judged.append((f"first second ≤ {FIRST_SECOND_BUDGET_MS:g} ms",
                       figures["first_second"] <= FIRST_SECOND_BUDGET_MS))
    return judged


def ci_gate(figures: Mapping[str, float]) -> bool:
    """The quick form's gate: the table drew, and its median frame fits a 60 Hz frame."""
    return figures["frames"] > 0 and figures["median"] <= CI_MEDIAN_MS


def play_caps(services: Any, table: BenchTable, quick: bool) -> tuple[int, float | None]:
    """(frames, game seconds) a play of `table` may last."""
    realtime = services.specs[table.game].realtime
    if quick:
        return QUICK_FRAMES, None
    return MAX_FRAMES, FIGHT_SECONDS if realtime else None


def measure_table(services: Any, table: BenchTable, plays: int, quick: bool = False,
                  fresh: Callable[[], Any] | None = None) -> list[tuple[Play, dict[str, float]]]:
    """`plays` plays of `table` from the same deal, each with its figures; each on services
    of its own from `fresh()` when given (no picture, text or data made by an earlier play is
    kept, as on a player's first game since start-up), else on `services`."""
    frames, seconds = play_caps(services, table, quick)
    played = []
    for _ in range(plays):
        own = services if fresh is None else fresh()
        play = play_table(own, table, frames, seconds)
        played.append((play, play_figures(play.frames, play.at)))
        play.view = None  # the next play's table alone holds pictures
        if own is not services and own.storage is not None:
            own.storage.flush()
    return played


def describe_play(play: Play) -> str:
    return (f"{play.seconds:.0f} s of play, "
            + ("to the end" if play.ended else "stopped by the cap"))


def measure_startup(repeats: int = 3) -> tuple[float, float]:
    """Seconds from process start to the first title frame, and for a bare pygame first frame."""
    root = Path(__file__).resolve().parents[2]  # the checkout, where main.py is
    app = [sys.executable, str(root / "main.py"), "--first-frame-exit"]
    bare = [sys.executable, "-c",
            "import pygame; pygame.display.init(); s = pygame.display.set_mode((1280, 720)); "
            "s.fill((31, 78, 90)); pygame.display.flip()"]

    def best(command: list[str], env: dict[str, str]) -> float:
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            subprocess.run(command, env=env, check=True, capture_output=True)
            times.append(time.perf_counter() - start)
        return min(times)

    with tempfile.TemporaryDirectory(prefix="taco-bench-home-") as home:  # not the player's
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1", HOME=home,
                   XDG_DATA_HOME=os.path.join(home, "data"),
                   XDG_CONFIG_HOME=os.path.join(home, "config"))
        return best(app, env), best(bare, env)


def measure_bots(specs: Mapping[str, GameSpec],
                 games: int = 20) -> dict[str, dict[str, float]]:
    """Per game: bot decision time (median, p95) and bots-only games per second."""
    from tabletop.assets.game_data import load_game_data
    from tabletop.core.errors import IllegalAction
    from tabletop.core.game import RealtimeBot
    from tabletop.core.headless import play_out
    from tabletop.core.match import FIXED_STEP, Match
    from tabletop.tools.arguments import bots_setup

    results = {}
    for spec in specs.values():
        data = load_game_data(spec)
        players = min(spec.max_players, 4)
        decisions: list[float] = []
        start = time.perf_counter()
        played = 0
        for seed in range(games):
            match = Match(spec, data, bots_setup(spec, players, seed, {}))
            if spec.realtime:
                play_out(match)
            else:
                rules = match.rules
                while not rules.is_over():
                    seat = match.bot_to_move()
                    assert seat is not None, "every seat is a bot's"
                    t0 = time.perf_counter()
                    decision = match.bot_decision(seat)
                    decisions.append(time.perf_counter() - t0)
                    match.submit(decision.action)
            played += 1
            if time.perf_counter() - start > 20:
                break
        elapsed = time.perf_counter() - start
        if spec.realtime:
            match = Match(spec, data, bots_setup(spec, players, 99, {}))
            for _ in range(3000):
                if match.rules.is_over():
                    break
                for seat, bot in match.bots.items():
                    assert isinstance(bot, RealtimeBot)
                    t0 = time.perf_counter()
                    actions = bot.step(match.rules.observation(seat), FIXED_STEP)
                    decisions.append(time.perf_counter() - t0)
                    for action in actions:
                        with contextlib.suppress(IllegalAction):  # refused: normal in real time
                            match.submit(action)
                match.tick(FIXED_STEP)
        results[spec.id] = {"median": statistics.median(decisions) * 1000,
                            "p95": percentile(decisions, 0.95) * 1000,
                            "games_per_s": played / elapsed}
    return results


def run_bench(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from tabletop.app import SilentSounds, build_services
    from tabletop.tools.arguments import chosen_language, parse_size

    words = chosen_language(getattr(args, "lang", None))
    quick = bool(getattr(args, "quick", False))
    size = parse_size(getattr(args, "size", None) or "1280x720")
    # The tables autosave as in the app, into a folder of the benchmark's own: never over the
    # player's unfinished games.
    scratch = tempfile.TemporaryDirectory(prefix="taco-bench-")

    def fresh() -> Any:
        services = build_services(window=True, size=size, storage_folder=Path(scratch.name),
                                  words=words)
        services.sounds = SilentSounds()  # the benchmark measures drawing, not the mixer
        return services

    services = fresh()
    try:
        return _run(services, quick, size, fresh)
    finally:
        if services.storage is not None:
            services.storage.flush()
        scratch.cleanup()


def _print_table(table: BenchTable, played: list[tuple[Play, dict[str, float]]],
                 size: tuple[int, int], quick: bool) -> tuple[int, bool]:
    """Print a table's plays and its verdicts; (budgets missed, CI gate met)."""
    figures = [row for _, row in played]
    judged = median_play(figures)
    stall = stalled_play(figures)
    print(f"\n{table.title} · {describe_play(played[judged][0])}")
    for index, row in enumerate(figures):
        mark = "*" if index == judged and len(figures) > 1 else " "
        note = (f"  machine stall ({row['worst']:.0f} ms frame in this play only)"
                if index == stall else "")
        print(f"  play {index + 1}{mark} {row['frames']:6.0f} {row['median']:6.2f}ms "
              f"{row['p99']:6.2f}ms {row['worst']:7.1f}ms {row['over_16']:6.0f} "
              f"{row['over_8']:6.0f} {row['first_second']:8.1f}ms {row['later_worst']:8.1f}ms "
              f"{played[index][0].opened * 1000:6.0f}ms{note}")
    row = figures[judged]
    gate = ci_gate(row)
    if quick:
        print(f"  CI gate (drew, median ≤ {CI_MEDIAN_MS:g} ms): {'ok' if gate else 'FAILED'}")
        return 0, gate
    said = [f"{name} {verdict(ok)}" for name, ok in budgets(row, size)]
    stalled = "" if stall is None else f" (play {stall + 1} stalled: see above)"
    print(f"  median play{stalled}: " + " · ".join(said))
    return sum(not ok for _, ok in budgets(row, size)), gate


def _run(services: Any, quick: bool, size: tuple[int, int] = (1280, 720),
         fresh: Callable[[], Any] | None = None) -> int:
    """Every measurement, printed with its verdict; 1 when the quick form's CI gate fails."""
    plays = 1 if quick else PLAYS
    played = (f"each table once, its first {QUICK_FRAMES} frames" if quick else
              f"each table {plays}× from the deal to the end (¡Taco Fight! {FIGHT_SECONDS:g} s)"
              f", judged on the median play (*)")
    print(f"Taco Tabletop benchmark · real bots-only games, {played} · {size[0]}×{size[1]} "
          f"(render scale {services.display.k:g}) · python {sys.version.split()[0]} · "
          f"{os.cpu_count()} cores · load {os.getloadavg()[0]:.2f}")
    print("a frame: the loop's pass that draws it (input, update at 1/60 s, draw, present)")
    print(f"\n{'':9} {'frames':>6} {'median':>8} {'p99':>8} {'worst':>9} {'>16.7':>6} "
          f"{'>8.3':>6} {'1st s worst':>10} {'then worst':>10} {'opening':>8}")
    print("(each play on services of its own, as a first game after start-up; opening: "
          "building the Match and the table, in the pass that pressed Start)")
    failed_ci = False
    missed = 0
    for table in bench_tables(services.specs):
        if services.table_view_class(table.game) is None:
            print(f"\n{table.title} (not playable yet)")
            continue
        plays_of = measure_table(services, table, plays, quick, fresh)
        table_missed, gate = _print_table(table, plays_of, size, quick)
        missed += table_missed
        failed_ci |= not gate
    if not quick:
        app, bare = measure_startup()
        ok = app <= STARTUP_BUDGET_S and app <= STARTUP_RATIO_BUDGET * bare
        missed += not ok
        print(f"\nstart-up to first title frame: {app:.2f} s (bare pygame {bare:.2f} s, "
              f"{app / bare:.1f}×)  {verdict(ok)}")
        print(f"\n{'bot decisions':20} {'median':>8} {'p95':>8} {'games/s':>9}  budget")
        for game, bots in measure_bots(services.specs).items():
            ok = bots["p95"] <= BOT_P95_BUDGET_MS
            missed += not ok
            print(f"{game:20} {bots['median']:7.2f}ms {bots['p95']:7.2f}ms "
                  f"{bots['games_per_s']:9.1f}  {verdict(ok)}")
    from tabletop.tools.bench_idle import report_idle

    idle_missed = report_idle(services, IDLE_SECONDS_QUICK if quick else IDLE_SECONDS, verdict)
    missed += idle_missed
    failed_ci |= quick and idle_missed > 0
    from tabletop.tools.bench_phones import report_phones

    missed += report_phones(services, IDLE_SECONDS_QUICK if quick else IDLE_SECONDS, verdict)
    missed += report_speech(services, quick, verdict)
    missed += _report_memory(services, size, quick)
    if quick:
        print(f"\nquick form: CI gate {'FAILED' if failed_ci else 'met'} (every table plays "
              f"from the deal and draws, its median frame ≤ {CI_MEDIAN_MS:g} ms; every still "
              f"screen within its budgets); the budgets need the full --bench")
    else:
        print(f"\n{'every budget met' if not missed else f'{missed} budget(s) missed'}")
    if quick and failed_ci:
        print("a table failed to play, or its median frame is over a 60 Hz frame, or a still "
              "screen draws frames or costs more than its CPU budget", file=sys.stderr)
        return 1
    return 0


def _report_memory(services: Any, size: tuple[int, int], quick: bool) -> int:
    """Each table's whole game in a process of its own: its peak and what holds the memory;
    the number of budgets missed (none in the quick form, whose games are cut short)."""
    from tabletop.tools.bench_memory import table_memory

    budget = memory_budget_mb(size)
    shown = "the quick form's frames" if quick else "a whole game"
    print(f"\npeak memory of the process over {shown}, budget ≤ {budget:g} MB at this size; "
          f"what holds it (pictures' bytes)")
    missed = 0
    for table in bench_tables(services.specs):
        if services.table_view_class(table.game) is None:
            continue
        frames, seconds = play_caps(services, table, quick)
        peak, holders, pictures = table_memory(table.game, size, frames, seconds)
        ok = peak <= budget
        missed += not ok and not quick
        print(f"{table.title:40} {peak:6.0f} MB  {'' if quick else verdict(ok)}  (pictures "
              f"kept at the end: {pictures / 2**20:.0f} MB; the biggest holders:)")
        for path, size_bytes, count in holders:
            print(f"    {path:48} {size_bytes / 2**20:7.1f} MB in {count} picture"
                  f"{'s' if count != 1 else ''}")
    return missed
