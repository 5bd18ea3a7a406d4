"""Integrated loudness (ITU-R BS.1770, gated) of a stereo sound file, with sox's filters.

Sox applies the K-weighting (the standard's two filters, worked out for the file's rate) and
hands back raw samples; the 400 ms gated blocks are summed here with the standard library.
"""

from __future__ import annotations

import math
import subprocess
from array import array
from operator import mul
from pathlib import Path

RATE = 44_100
BLOCK_HOPS = 4
"""A 400 ms block is four 100 ms hops (75 % overlap)."""


def k_weighting(rate: int = RATE) -> list[list[float]]:
    """The high shelf (+4 dB over 1.5 kHz) and high pass (38 Hz): b0 b1 b2 a0 a1 a2 each."""
    gain, w0 = 10 ** (4.0 / 40), 2 * math.pi * 1500.0 / rate
    alpha, c = math.sin(w0) / (2 * (1 / math.sqrt(2))), math.cos(w0)
    root = 2 * math.sqrt(gain) * alpha
    shelf = [gain * ((gain + 1) + (gain - 1) * c + root),
             -2 * gain * ((gain - 1) + (gain + 1) * c),
             gain * ((gain + 1) + (gain - 1) * c - root),
             (gain + 1) - (gain - 1) * c + root,
             2 * ((gain - 1) - (gain + 1) * c),
             (gain + 1) - (gain - 1) * c - root]
    w0 = 2 * math.pi * 38.0 / rate
    alpha, c = math.sin(w0) / (2 * 0.5), math.cos(w0)
    high_pass = [(1 + c) / 2, -(1 + c), (1 + c) / 2, 1 + alpha, -2 * c, 1 - alpha]
    return [shelf, high_pass]


def samples(path: Path, effects: list[str] | None = None) -> array:
    """The file's samples as interleaved stereo floats at 44.1 kHz, through sox `effects`."""
    command = ["sox", str(path), "-t", "raw", "-e", "floating-point", "-b", "32", "-c", "2",
               "-r", str(RATE), "-", *(effects or [])]
    raw = subprocess.run(command, capture_output=True, check=True).stdout
    out = array("f")
    out.frombytes(raw)
    return out


def integrated_lufs(path: Path) -> float:
    """The file's integrated loudness in LUFS (−70 absolute gate, −10 LU relative gate)."""
    filters: list[str] = []
    for coefficients in k_weighting():
        filters += ["biquad", *(f"{v:.12g}" for v in coefficients)]
    weighted = samples(path, filters)
    hop = RATE // 10 * 2
    hops = [(sum(map(mul, part[::2], part[::2])), sum(map(mul, part[1::2], part[1::2])))
            for part in (weighted[i:i + hop] for i in range(0, len(weighted) - hop + 1, hop))]
    frames = hop // 2 * BLOCK_HOPS
    blocks = [sum(left + right for left, right in hops[i:i + BLOCK_HOPS]) / frames
              for i in range(len(hops) - BLOCK_HOPS + 1)]
    if not blocks:
        return -math.inf
    above = [z for z in blocks if _lufs(z) > -70.0]
    if not above:
        return -math.inf
    relative = _lufs(sum(above) / len(above)) - 10.0
    gated = [z for z in above if _lufs(z) > relative]
    return _lufs(sum(gated) / len(gated))


def peak_dbfs(path: Path) -> float:
    """The file's highest sample, in dB below full scale."""
    peak = max((abs(v) for v in samples(path)), default=0.0)
    return 20 * math.log10(peak) if peak > 0 else -math.inf


def _lufs(mean_square: float) -> float:
    return -0.691 + 10 * math.log10(mean_square) if mean_square > 0 else -math.inf
