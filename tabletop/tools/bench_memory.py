"""Peak memory of the app with one heavy table open, as a player has it: each table in a process
of its own (a fresh start, the window at the benchmark's size, the scene's frames drawn and
presented as the loop does), so one table's pictures never count against another's and the
benchmark's own scratch canvases count against none.

    python -m tabletop.tools.bench_memory GAME WxH    # prints the process's peak memory in MB
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

FRAMES = 120
"""Frames of the scene's own animation drawn before the peak is read (two seconds at 60 Hz)."""


def peak_mb() -> float:
    """This process's peak resident memory so far, in MB: Linux's high-water mark of this
    program's own memory (`VmHWM`, which starts afresh at exec, where `ru_maxrss` would count
    the parent's memory from before the exec), else `ru_maxrss`."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def table_peak_mb(game: str, size: tuple[int, int]) -> float:
    """Peak memory of a fresh app process showing `game`'s heavy scene at `size`."""
    with tempfile.TemporaryDirectory(prefix="taco-bench-memory-") as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1", HOME=home)
        done = subprocess.run([sys.executable, "-m", "tabletop.tools.bench_memory", game,
                               f"{size[0]}x{size[1]}"], env=env, check=True,
                              capture_output=True, text=True)
    return float(done.stdout.split()[-1])


def play_table(game: str, size: tuple[int, int], folder: Path) -> float:
    """Open `game`'s heavy scene at `size`, draw and present its frames; the peak in MB."""
    from tabletop.app import SilentSounds, build_services
    from tabletop.tools.bench_scenes import heavy_scenes, open_scene

    services = build_services(window=True, size=size, storage_folder=folder)
    services.sounds = SilentSounds()
    scene = next(s for s in heavy_scenes(services.specs) if s.game == game)
    stack, view = open_scene(services, scene)
    animate: Callable[[int], None] = getattr(view, "bench_animate", lambda frame: None)
    display: Any = services.display
    for frame in range(FRAMES):
        animate(frame)
        stack.update(1 / 60)
        stack.apply_pending()
        display.present(stack.draw(display.canvas, 0.0))
    return peak_mb()


def main(argv: list[str]) -> int:
    from tabletop.tools.arguments import parse_size

    game, size = argv[0], parse_size(argv[1])
    with tempfile.TemporaryDirectory(prefix="taco-bench-memory-data-") as folder:
        print(f"{play_table(game, size, Path(folder)):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
