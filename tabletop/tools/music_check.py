"""The committed sound measured with sox and the standard library: each piece's loudness and
loop seam, each effect's peak (`python -m tabletop.tools.music --check`)."""

from __future__ import annotations

import math
import re
import subprocess
import tempfile
from array import array
from dataclasses import dataclass
from pathlib import Path

from tabletop.tools.music_loudness import integrated_lufs, peak_dbfs, samples
from tabletop.tools.music_render import TARGET_LUFS

TOLERANCE_LU = 1.0
EFFECT_PEAK = -1.0
"""dBFS an effect may peak at."""


@dataclass(frozen=True)
class Measured:
    """One piece or effect: what was measured, and whether it passes."""

    name: str
    line: str
    ok: bool


def pieces(folder: Path) -> dict[str, list[Path]]:
    """Each piece's files in playing order (a piece cut one file a bar has several)."""
    found: dict[str, list[Path]] = {}
    for path in sorted(folder.glob("*.ogg")):
        found.setdefault(re.sub(r"_\d\d$", "", path.stem), []).append(path)
    return found


def check_piece(name: str, files: list[Path], loops: bool) -> Measured:
    """Loudness within a LU of the target; for a loop, no jump across the seam larger than
    the largest inside it."""
    with tempfile.TemporaryDirectory() as work:
        whole = Path(work) / f"{name}.wav"
        subprocess.run(["sox", *map(str, files), str(whole)], check=True, capture_output=True)
        lufs = integrated_lufs(whole)
        ok = abs(lufs - TARGET_LUFS) <= TOLERANCE_LU
        line = f"{name}: {lufs:.2f} LUFS"
        if loops:
            seam, inside = seam_and_inside(samples(whole))
            ok = ok and seam <= inside
            line += f", seam jump {seam:.4f} (inside at most {inside:.4f})"
    return Measured(name, line, ok)


def seam_and_inside(data: array) -> tuple[float, float]:
    """The largest sample jump across the loop point and inside the piece (both channels)."""
    left, right = data[0::2], data[1::2]
    inside = max(max(abs(b - a) for a, b in zip(ch, ch[1:], strict=False))
                 for ch in (left, right))
    seam = max(abs(left[0] - left[-1]), abs(right[0] - right[-1]))
    return seam, inside


def check_effect(path: Path) -> Measured:
    peak = peak_dbfs(path)
    ok = peak <= EFFECT_PEAK or math.isinf(peak)
    return Measured(path.stem, f"{path.name}: peak {peak:.2f} dBFS", ok)
