"""`python -m tabletop.tools.music [--only NAME] [--check]`: render the soundtrack.

Each score under data/music/ becomes Ogg Vorbis under sounds/music/ (a looping piece one file,
or one file a bar when the score says `bar_files`). Needs FluidSynth, a General MIDI SoundFont,
sox and oggenc (Debian: apt-get install fluidsynth fluid-soundfont-gm sox vorbis-tools); the game
itself needs none of them, only the committed files. `--check` measures the committed files
(needs only sox): each piece within 1 LU of -16 LUFS with no jump across its loop point larger
than inside it, each effect peaking at most -1 dBFS.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml

from tabletop.assets.paths import resource_root
from tabletop.core.data_model import load_model
from tabletop.tools.music_check import check_effect, check_piece, pieces
from tabletop.tools.music_render import PACKAGES, TARGET_LUFS, missing_tools, render
from tabletop.tools.music_score import Score

SCORES = "music"
"""The folder under data/ holding the scores."""


def score_files(root: Path) -> dict[str, Path]:
    """Every score under `root`/data/music, by piece name."""
    return {path.stem: path for path in sorted((root / "data" / SCORES).glob("*.yaml"))}


def load_score(path: Path) -> Score:
    return load_model(yaml.safe_load(path.read_text(encoding="utf-8")), Score,
                      f"data/{SCORES}/{path.name}")


def check(root: Path, folder: Path) -> int:
    """Measure every piece under `folder` and every effect under sounds/; 1 when one fails."""
    scores = score_files(root)
    results = [check_piece(name, files, name in scores and load_score(scores[name]).loop)
               for name, files in pieces(folder).items()]
    results += [check_effect(path) for path in sorted((root / "sounds").glob("*.wav"))]
    for result in results:
        print(("ok    " if result.ok else "FAILS ") + result.line)
    return 0 if all(result.ok for result in results) else 1


def main(argv: list[str] | None = None) -> int:
    root = resource_root()
    parser = argparse.ArgumentParser(prog="python -m tabletop.tools.music", description=__doc__)
    parser.add_argument("--only", action="append", choices=sorted(score_files(root)),
                        help="only this piece (repeatable)")
    parser.add_argument("--out", type=Path, default=root / "sounds" / "music",
                        help="folder that receives the .ogg files (default: sounds/music)")
    parser.add_argument("--check", action="store_true",
                        help="measure the committed files instead of rendering: loudness and "
                        "loop seams of the music, peaks of the effects (exit 1 on a failure)")
    args = parser.parse_args(argv)
    missing = missing_tools() if not args.check else [t for t in missing_tools() if t == "sox"]
    if missing:
        print(f"missing: {', '.join(missing)}; on Debian: apt-get install {PACKAGES}")
        return 2
    if args.check:
        return check(root, args.out)
    for name, path in score_files(root).items():
        if args.only and name not in args.only:
            continue
        for done in render(load_score(path), name, args.out):
            print(f"wrote {done.path.name} (rendered at {done.measured_lufs:.1f} LUFS, "
                  f"brought to {TARGET_LUFS:g})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
