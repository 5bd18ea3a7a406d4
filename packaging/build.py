"""Build the standalone executable for this platform with PyInstaller.

    python3 -m pip install -e ".[build]" && python3 packaging/build.py

Writes dist/taco-tabletop/ (one folder: the recommended download; run
dist/taco-tabletop/taco-tabletop) and dist/taco-tabletop-onefile (one file). `--mode onedir`
builds the folder only (what CI does). Prints the build time and the sizes.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("taco_packaging_manifest", HERE / "manifest.py")
manifest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(manifest)


def folder_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def outputs(dist: Path, mode: str) -> list[Path]:
    suffix = ".exe" if sys.platform == "win32" else ""
    found = []
    if mode in ("onedir", "both"):
        found.append(dist / manifest.APP_NAME)
    if mode in ("onefile", "both"):
        found.append(dist / (manifest.ONEFILE_NAME + suffix))
    return found


def build(mode: str, dist: Path, work: Path, clean: bool) -> int:
    command = [sys.executable, "-m", "PyInstaller", str(HERE / "taco_tabletop.spec"),
               "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work)]
    if clean:
        command.append("--clean")
    command += ["--", "--mode", mode]
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    started = time.perf_counter()
    result = subprocess.run(command, cwd=manifest.project_root(), env=env, check=False)
    seconds = time.perf_counter() - started
    if result.returncode != 0:
        print(f"build.py: PyInstaller failed (exit {result.returncode})", file=sys.stderr)
        return result.returncode
    print(f"build.py: built in {seconds:.0f} s")
    for path in outputs(dist, mode):
        if not path.exists():
            print(f"build.py: expected output missing: {path}", file=sys.stderr)
            return 1
        print(f"build.py: {path} ({folder_size(path) / 2**20:.1f} MiB)")
    return 0


def main(argv: list[str] | None = None) -> int:
    root = manifest.project_root()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("onedir", "onefile", "both"), default="both",
                        help="one folder, one file, or both (default)")
    parser.add_argument("--dist", type=Path, default=root / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=root / "build" / "pyinstaller",
                        help="PyInstaller's work folder (kept between builds as a cache)")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    args = parser.parse_args(argv)
    return build(args.mode, args.dist.resolve(), args.work.resolve(), args.clean)


if __name__ == "__main__":
    sys.exit(main())
