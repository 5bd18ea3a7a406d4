"""`python -m tabletop.artgen [--out DIR] [--group G] [--prune]`: regenerate sprites and sounds."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from tabletop.artgen.build import generate, jobs, stale_files


def main(argv: list[str] | None = None) -> int:
    from tabletop.assets.paths import resource_root

    groups = sorted({job.group for job in jobs()})
    parser = argparse.ArgumentParser(prog="python -m tabletop.artgen", description=__doc__)
    parser.add_argument("--out", type=Path, default=resource_root(),
                        help="folder that receives sprites/ and sounds/ (default: the project)")
    parser.add_argument("--group", action="append", choices=groups,
                        help="only this group (repeatable)")
    parser.add_argument("--prune", action="store_true",
                        help="delete sprites/sounds files the generator no longer makes")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    written = generate(args.out, groups=args.group)
    print(f"wrote {len(written)} files under {args.out} in {time.perf_counter() - start:.1f} s")
    stale = stale_files(args.out)
    for path in stale:
        if args.prune:
            path.unlink()
            print(f"removed stale {path}")
        else:
            print(f"stale (not generated any more): {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
