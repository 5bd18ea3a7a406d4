"""`python -m tabletop.tools.art [--out DIR] [--group G] [--prune]`: regenerate sprites and sounds
(the art generator's drawings for every game in the catalog)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from tabletop.artgen.build import generate, jobs, stale_files
from tabletop.assets.paths import resource_root
from tabletop.games.catalog import game_specs


def main(argv: list[str] | None = None) -> int:
    specs = tuple(game_specs().values())
    groups = sorted({job.group for job in jobs(specs)})
    parser = argparse.ArgumentParser(prog="python -m tabletop.tools.art", description=__doc__)
    parser.add_argument("--out", type=Path, default=resource_root(),
                        help="folder that receives sprites/ and sounds/ (default: the project)")
    parser.add_argument("--group", action="append", choices=groups,
                        help="only this group (repeatable)")
    parser.add_argument("--prune", action="store_true",
                        help="delete sprites/sounds files the generator no longer makes")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    written = generate(args.out, specs, groups=args.group)
    print(f"wrote {len(written)} files under {args.out} in {time.perf_counter() - start:.1f} s")
    stale = stale_files(args.out, specs)
    for path in stale:
        if args.prune:
            path.unlink()
            print(f"removed stale {path}")
        else:
            print(f"stale (not generated any more): {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
