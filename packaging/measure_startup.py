"""Time from launch to the first title frame: from source, the one-folder and the one-file build.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python3 packaging/measure_startup.py [--runs 7]

Each run starts the app with the hidden `--first-frame-exit` flag (it draws one frame of the
title screen, then quits) and is timed from launch to exit, in wall-clock seconds and in CPU
seconds (user + system, which a busy machine disturbs less). One untimed warm-up run each.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_runs(command: list[str], runs: int,
              env: dict[str, str]) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds of each run."""
    subprocess.run(command, env=env, check=True, capture_output=True, cwd=env["HOME"])
    wall, cpu = [], []
    for _ in range(runs):
        started, cpu_started = time.perf_counter(), cpu_seconds()
        subprocess.run(command, env=env, check=True, capture_output=True, cwd=env["HOME"])
        wall.append(time.perf_counter() - started)
        cpu.append(cpu_seconds() - cpu_started)
    return wall, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    suffix = ".exe" if sys.platform == "win32" else ""
    targets = {
        "source (python3 main.py)": [sys.executable, str(ROOT / "main.py")],
        "one folder": [str(ROOT / "dist" / "taco-tabletop" / f"taco-tabletop{suffix}")],
        "one file": [str(ROOT / "dist" / f"taco-tabletop-onefile{suffix}")],
    }
    with tempfile.TemporaryDirectory(prefix="taco-startup-") as home:
        env = dict(os.environ, HOME=home, PYGAME_HIDE_SUPPORT_PROMPT="1")
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        for label, command in targets.items():
            if not Path(command[-1]).exists():
                print(f"{label}: not built")
                continue
            wall, cpu = time_runs([*command, "--first-frame-exit"], args.runs, env)
            print(f"{label}: wall median {statistics.median(wall):.2f} s "
                  f"(best {min(wall):.2f} s), CPU median {statistics.median(cpu):.2f} s "
                  f"over {len(wall)} runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
