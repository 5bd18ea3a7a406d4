"""Smoke-run the built one-folder executable: every asset is in the bundle, every game plays.

    python3 packaging/smoke.py [dist/taco-tabletop]

Checks, each failing loudly: the bundle's data/, sprites/, sounds/ and seeds/ hold exactly the
source tree's files, byte for byte, and the font is there; one bots-only headless game of every
game in the catalog prints a well-formed result; one screenshot is written as a PNG; the app
starts into its first (title) frame with the dummy video driver; and none of this writes into
the bundle's folder. The executable runs with a fresh HOME, from a folder outside the bundle,
with a PATH that holds no Python of the project's.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("taco_packaging_manifest", HERE / "manifest.py")
manifest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(manifest)

RESULT_KEYS = {"game", "seed", "seats", "winners", "turns", "ended"}
TIMEOUT = 300


class SmokeFailure(Exception):
    """One check failed; the message says which and why."""


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def check_assets(source: Path, onedir: Path) -> str:
    """The bundle's asset files equal the source tree's, and the font is bundled."""
    bundled_root = manifest.bundled_assets_root(onedir)
    want = manifest.asset_files(source)
    have = manifest.asset_files(bundled_root)
    missing = sorted(set(want) - set(have))
    extra = sorted(set(have) - set(want))
    changed = [name for name in sorted(set(want) & set(have))
               if digest(source / name) != digest(bundled_root / name)]
    problems = [f"missing from the bundle: {name}" for name in missing]
    problems += [f"in the bundle but not in the source tree: {name}" for name in extra]
    problems += [f"differs from the source tree: {name}" for name in changed]
    for name in ("Lato-Bold.ttf", "Lato-Black.ttf", "OFL.txt"):
        font = bundled_root / "tabletop" / "fonts" / name
        if not font.is_file():
            problems.append(f"font missing from the bundle: {font.relative_to(onedir)}")
    if problems:
        raise SmokeFailure("; ".join(problems))
    return f"{len(want)} asset files and the fonts bundled"


def listing(folder: Path) -> dict[str, tuple[int, int]]:
    return {p.relative_to(folder).as_posix(): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file()}


class Runner:
    """Runs the executable in a clean environment from a scratch folder."""

    def __init__(self, executable: Path, scratch: Path) -> None:
        self.executable = executable
        self.scratch = scratch
        home, empty_bin = scratch / "home", scratch / "bin"
        home.mkdir()
        empty_bin.mkdir()  # PATH holds nothing at all, so certainly no Python
        self.env = {"HOME": str(home), "PATH": str(empty_bin), "LANG": "C.UTF-8",
                    "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        if sys.platform == "win32":  # Windows needs its system folders to start anything
            self.env.update({k: v for k, v in os.environ.items()
                             if k.upper() in ("SYSTEMROOT", "WINDIR", "TEMP", "TMP")})
            self.env["PATH"] = os.environ.get("SYSTEMROOT", r"C:\Windows")

    def run(self, *args: str) -> tuple[str, float]:
        started = time.perf_counter()
        try:
            done = subprocess.run([str(self.executable), *args], cwd=self.scratch, env=self.env,
                                  capture_output=True, text=True, timeout=TIMEOUT, check=False)
        except subprocess.TimeoutExpired:
            raise SmokeFailure(f"{' '.join(args)}: no answer after {TIMEOUT} s") from None
        seconds = time.perf_counter() - started
        if done.returncode != 0 or "Traceback" in done.stderr:
            raise SmokeFailure(f"{' '.join(args)}: exit {done.returncode}\n{done.stderr[-3000:]}")
        return done.stdout, seconds


def check_headless(runner: Runner, game_id: str, players: int) -> str:
    out, seconds = runner.run("--headless", "--game", game_id, "--players", str(players),
                              "--seed", "7")
    lines = [line for line in out.splitlines() if line.strip()]
    if len(lines) != 1:
        raise SmokeFailure(f"{game_id}: expected one JSON line, got {out!r}")
    try:
        result = json.loads(lines[0])
    except json.JSONDecodeError as exc:
        raise SmokeFailure(f"{game_id}: output is not JSON ({exc}): {lines[0]!r}") from None
    if not set(result) >= RESULT_KEYS or result["game"] != game_id:
        raise SmokeFailure(f"{game_id}: unexpected result {result!r}")
    if len(result["seats"]) != players:
        raise SmokeFailure(f"{game_id}: {players} seats asked, {len(result['seats'])} in result")
    return f"headless {game_id} ({players} bots): {result['turns']} turns in {seconds:.1f} s"


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    if len(header) < 24 or header[:8] != b"\x89PNG\r\n\x1a\n":
        raise SmokeFailure(f"{path.name} is not a PNG")
    width, height = struct.unpack(">II", header[16:24])
    return width, height


def check_screenshot(runner: Runner, game_id: str, players: int, keep: Path | None) -> str:
    target = runner.scratch / "table.png"
    runner.run("--screenshot", str(target), "--game", game_id, "--players", str(players),
               "--seed", "7", "--steps", "12")
    if not target.is_file():
        raise SmokeFailure("--screenshot wrote no file")
    size = png_size(target)
    if size != (1280, 720) or target.stat().st_size < 20_000:
        raise SmokeFailure(f"screenshot looks wrong: {size}, {target.stat().st_size} bytes")
    if keep is not None:
        keep.write_bytes(target.read_bytes())
    return f"screenshot of {game_id}: {size[0]}x{size[1]}, {target.stat().st_size // 1024} KiB"


def check_first_frame(runner: Runner) -> str:
    _, seconds = runner.run("--first-frame-exit")
    return f"window (dummy driver) reached its first title frame in {seconds:.2f} s"


def check_spanish(runner: Runner) -> str:
    """The bundled Spanish catalog opens: the title is drawn in Spanish once."""
    target = runner.scratch / "titulo.png"
    _, seconds = runner.run("--lang", "es", "--screenshot", str(target), "--scene", "title")
    if not target.is_file() or png_size(target) != (1280, 720):
        raise SmokeFailure("--lang es wrote no title screenshot")
    return f"started once in Spanish (the title) in {seconds:.2f} s"


def check_phones(runner: Runner) -> str:
    """The phones' server starts from the bundle and serves a seat's page and its script."""
    out, seconds = runner.run("--phone-check")
    lines = [line for line in out.splitlines() if line.strip()]
    try:
        result = json.loads(lines[-1])
    except (IndexError, json.JSONDecodeError):
        raise SmokeFailure(f"--phone-check printed no result: {out!r}") from None
    if not result.get("ok"):
        raise SmokeFailure(f"--phone-check: {result!r}")
    return (f"phones' server: a seat's page ({result['page']} bytes) and script fetched in "
            f"{seconds:.1f} s")


def check_untouched(onedir: Path, before: dict[str, tuple[int, int]]) -> str:
    """Nothing was written into (or changed in) the bundle's own folder."""
    after = listing(onedir)
    names = set(before) | set(after)
    changed = sorted(name for name in names if before.get(name) != after.get(name))
    if changed:
        raise SmokeFailure(f"the app wrote into its own folder: {', '.join(changed[:10])}")
    return f"bundle folder unchanged ({len(after)} files)"


def game_list(source: Path) -> list[tuple[str, int]]:
    """(id, players) for every game the catalog lists, asked from the source tree."""
    sys.path.insert(0, str(source))
    from tabletop.games.catalog import game_specs

    return [(spec.id, spec.max_players) for spec in game_specs().values()]


def main(argv: list[str] | None = None) -> int:
    source = manifest.project_root()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("onedir", type=Path, nargs="?", default=source / "dist" / manifest.APP_NAME)
    parser.add_argument("--keep-screenshot", type=Path, help="copy the screenshot here")
    args = parser.parse_args(argv)
    onedir = args.onedir.resolve()
    suffix = ".exe" if sys.platform == "win32" else ""
    executable = onedir / (manifest.APP_NAME + suffix)
    if not executable.is_file():
        print(f"smoke: no executable at {executable}; build it first", file=sys.stderr)
        return 1
    games = game_list(source)
    before = listing(onedir)
    passed, failed = 0, 0
    with tempfile.TemporaryDirectory(prefix="taco-smoke-") as scratch:
        runner = Runner(executable, Path(scratch))
        checks = [lambda: check_assets(source, onedir)]
        checks += [lambda g=g, n=n: check_headless(runner, g, n) for g, n in games]
        checks.append(lambda: check_screenshot(runner, games[0][0], games[0][1],
                                               args.keep_screenshot))
        checks.append(lambda: check_first_frame(runner))
        checks.append(lambda: check_spanish(runner))
        checks.append(lambda: check_phones(runner))
        checks.append(lambda: check_untouched(onedir, before))
        for check in checks:
            try:
                print(f"smoke: ok   {check()}", flush=True)
                passed += 1
            except SmokeFailure as failure:
                print(f"smoke: FAIL {failure}", flush=True)
                failed += 1
    total = passed + failed
    print(f"smoke: {failed} of {total} checks FAILED" if failed
          else f"smoke: all {total} checks ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
