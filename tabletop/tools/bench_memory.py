"""Peak memory of the app over a whole game, as a player has it: each table in a process of its
own (a fresh start, the window at the benchmark's size, a real bots-only game played by the
app's loop from the deal, see `bench_scenes.play_table`), so one table's pictures never count
against another's; and what holds the memory at the end: the pictures (surfaces) each cache,
canvas and scene keeps, by where they are kept, biggest first.

    python -m tabletop.tools.bench_memory GAME WxH FRAMES [SECONDS]   # prints one JSON line
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
from collections import deque
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

HOLDERS_SHOWN = 8
"""How many of the biggest holders are told."""
DEPTH = 6
"""How many attributes deep the holders are looked for from the services and the table."""


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


def surface_bytes(surface: Any) -> int:
    """The pixels' bytes a surface holds itself (none for a subsurface: its parent's)."""
    import pygame

    if surface.get_parent() is not None:
        return 0
    return int(surface.get_pitch() * pygame.Surface.get_height(surface))


def _children(value: Any) -> Iterable[tuple[str, Any]]:
    """(name, value) of what `value` holds: a container's items, an object's attributes."""
    if isinstance(value, Mapping):
        return ((f"[{key!r}]"[:40], item) for key, item in list(value.items()))
    if isinstance(value, list | tuple | set | frozenset):
        return ((f"[{index}]", item) for index, item in enumerate(list(value)))
    attributes = getattr(value, "__dict__", None)
    if isinstance(attributes, dict):
        return ((f".{name}", item) for name, item in list(attributes.items()))
    return ()


def holders(roots: Mapping[str, Any], depth: int = DEPTH) -> list[tuple[str, int, int]]:
    """Every picture reachable from `roots`, by the path that reaches it first (breadth
    first, so each counts once): (path, bytes, 1)."""
    import inspect

    import pygame

    found: list[tuple[str, int, int]] = []
    seen: set[int] = set()
    queue = deque((name, root, 0) for name, root in roots.items())
    while queue:
        path, value, level = queue.popleft()
        if (id(value) in seen or isinstance(value, str | bytes | int | float | type)
                or inspect.isroutine(value)):
            continue
        seen.add(id(value))
        if isinstance(value, pygame.Surface):
            found.append((path, surface_bytes(value), 1))
        elif level < depth:
            queue.extend((path + name, item, level + 1) for name, item in _children(value))
    return found


def _holder_of(path: str) -> str:
    """A picture's path up to the container holding it: a cache's entries are one holder
    (`services.images._scaled[('x.png', 2, 3)]` is `services.images._scaled`)."""
    return path.split("[", 1)[0] if "[" in path else path


def biggest_holders(roots: Mapping[str, Any], shown: int = HOLDERS_SHOWN
                    ) -> list[tuple[str, int, int]]:
    """The `shown` biggest holders, each cache's entries summed under the cache."""
    summed: dict[str, list[int]] = {}
    for path, size, count in holders(roots):
        row = summed.setdefault(_holder_of(path), [0, 0])
        row[0] += size
        row[1] += count
    ranked = sorted(((path, row[0], row[1]) for path, row in summed.items() if row[0]),
                    key=lambda row: -row[1])
    return ranked[:shown]


def table_memory(game: str, size: tuple[int, int], frames: int, seconds: float | None
                 ) -> tuple[float, list[tuple[str, int, int]], int]:
    """Peak memory (MB) of a fresh app process playing `game`'s benchmark table at `size`,
    the biggest holders of pictures at the end, and the bytes of every picture found."""
    with tempfile.TemporaryDirectory(prefix="taco-bench-memory-") as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1", HOME=home,
                   XDG_DATA_HOME=os.path.join(home, "data"),
                   XDG_CONFIG_HOME=os.path.join(home, "config"))
        command = [sys.executable, "-m", "tabletop.tools.bench_memory", game,
                   f"{size[0]}x{size[1]}", str(frames)]
        if seconds is not None:
            command.append(f"{seconds:g}")
        done = subprocess.run(command, env=env, check=True, capture_output=True, text=True)
    told = json.loads(done.stdout.strip().splitlines()[-1])
    return (float(told["peak"]), [(str(p), int(b), int(c)) for p, b, c in told["holders"]],
            int(told["pictures"]))


def play_whole_game(game: str, size: tuple[int, int], frames: int, seconds: float | None,
                    folder: Path) -> dict[str, Any]:
    """Play `game`'s benchmark table at `size` as the benchmark does; the peak in MB and the
    biggest holders (of the services and the table, as the game ended)."""
    from tabletop.app import SilentSounds, build_services
    from tabletop.tools.bench_scenes import bench_tables, play_table

    services = build_services(window=True, size=size, storage_folder=folder)
    services.sounds = SilentSounds()
    table = next(t for t in bench_tables(services.specs) if t.game == game)
    play = play_table(services, table, frames, seconds)
    roots = {"services": services, "table": play.view}
    return {"peak": peak_mb(), "frames": len(play.frames), "holders": biggest_holders(roots),
            "pictures": sum(size for _, size, _ in holders(roots))}


def main(argv: list[str]) -> int:
    from tabletop.tools.arguments import parse_size

    game, size, frames = argv[0], parse_size(argv[1]), int(argv[2])
    seconds = float(argv[3]) if len(argv) > 3 else None
    with tempfile.TemporaryDirectory(prefix="taco-bench-memory-data-") as folder:
        print(json.dumps(play_whole_game(game, size, frames, seconds, Path(folder))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
