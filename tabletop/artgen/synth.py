"""Sound effects synthesised with the standard library: 44.1 kHz, 16-bit, mono WAV.

Every sound is a list of floats in [-1, 1] built from a few primitives (tones with envelopes,
filtered noise), normalised to a peak of about −6 dBFS, with short fades at both ends so nothing
clicks. Noise comes from a seeded `random.Random`, so every run writes identical files.
"""

from __future__ import annotations

import io
import math
import random
import wave
from array import array
from collections.abc import Callable

RATE = 44_100
PEAK = 10 ** (-6 / 20)  # −6 dBFS
FADE_IN = 0.003
FADE_OUT = 0.012

Signal = list[float]


# -- primitives --------------------------------------------------------------------------------


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def tone(freq: float | Callable[[float], float], seconds: float, shape: str = "sine",
         partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),)) -> Signal:
    """An oscillator (freq may be a function of time for glides); partials = (ratio, gain)."""
    n = int(seconds * RATE)
    out = [0.0] * n
    phases = [0.0] * len(partials)
    for i in range(n):
        t = i / RATE
        f = freq(t) if callable(freq) else freq
        v = 0.0
        for k, (ratio, gain) in enumerate(partials):
            phases[k] += 2 * math.pi * f * ratio / RATE
            v += gain * _wave(shape, phases[k])
        out[i] = v
    return out


def _wave(shape: str, phase: float) -> float:
    if shape == "sine":
        return math.sin(phase)
    x = (phase / (2 * math.pi)) % 1.0
    if shape == "triangle":
        return 4 * abs(x - 0.5) - 1
    if shape == "square":
        return 1.0 if x < 0.5 else -1.0
    if shape == "saw":
        return 2 * x - 1
    raise ValueError(shape)


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1, 1) for _ in range(int(seconds * RATE))]


def envelope(sig: Signal, attack: float, decay: float, sustain: float = 0.0,
             release: float = 0.0, curve: float = 1.0) -> Signal:
    """Attack/decay/sustain/release; decay is exponential-ish (curve > 1 = faster)."""
    n = len(sig)
    a = max(1, int(attack * RATE))
    d = max(1, int(decay * RATE))
    r = int(release * RATE)
    out = [0.0] * n
    for i in range(n):
        if i < a:
            g = i / a
        elif i < a + d:
            u = (i - a) / d
            g = sustain + (1 - sustain) * (1 - u) ** (2 * curve)
        else:
            g = sustain
        if r and i > n - r:
            g *= (n - i) / r
        out[i] = sig[i] * g
    return out


def decay_env(sig: Signal, tau: float, attack: float = 0.002) -> Signal:
    """Fast attack, exponential decay with time constant tau."""
    a = max(1, int(attack * RATE))
    return [s * (min(1.0, i / a)) * math.exp(-i / (tau * RATE)) for i, s in enumerate(sig)]


def biquad(sig: Signal, kind: str, freq: float | Callable[[float], float], q: float = 0.707
           ) -> Signal:
    """RBJ cookbook low-pass, high-pass or band-pass filter (freq may vary with time)."""
    out = [0.0] * len(sig)
    x1 = x2 = y1 = y2 = 0.0
    coeffs: tuple[float, float, float, float, float] | None = None
    last_f = None
    for i, x in enumerate(sig):
        f = freq(i / RATE) if callable(freq) else freq
        if coeffs is None or f != last_f:
            coeffs = _coeffs(kind, f, q)
            last_f = f
        b0, b1, b2, a1, a2 = coeffs
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out[i] = y
    return out


def _coeffs(kind: str, f: float, q: float) -> tuple[float, float, float, float, float]:
    w0 = 2 * math.pi * min(f, RATE * 0.45) / RATE
    alpha = math.sin(w0) / (2 * q)
    cw = math.cos(w0)
    if kind == "lowpass":
        b0, b1, b2 = (1 - cw) / 2, 1 - cw, (1 - cw) / 2
    elif kind == "highpass":
        b0, b1, b2 = (1 + cw) / 2, -(1 + cw), (1 + cw) / 2
    elif kind == "bandpass":
        b0, b1, b2 = alpha, 0.0, -alpha
    else:
        raise ValueError(kind)
    a0, a1, a2 = 1 + alpha, -2 * cw, 1 - alpha
    return b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0


def mix(*parts: tuple[float, Signal, float]) -> Signal:
    """Sum (start_seconds, signal, gain) parts into one signal."""
    end = max(int(start * RATE) + len(sig) for start, sig, _ in parts)
    out = [0.0] * end
    for start, sig, gain in parts:
        o = int(start * RATE)
        for i, v in enumerate(sig):
            out[o + i] += v * gain
    return out


def finish(sig: Signal, peak: float = PEAK, tail: float = 0.02) -> Signal:
    """Pad a little silence, fade both ends, normalise to the peak level."""
    sig = list(sig) + [0.0] * int(tail * RATE)
    n = len(sig)
    fi = max(1, int(FADE_IN * RATE))
    fo = max(1, int(FADE_OUT * RATE))
    for i in range(min(fi, n)):
        sig[i] *= i / fi
    for i in range(min(fo, n)):
        sig[n - 1 - i] *= i / fo
    top = max(abs(v) for v in sig) or 1.0
    return [v * peak / top for v in sig]


def to_wav_bytes(sig: Signal) -> bytes:
    """16-bit mono PCM WAV file contents."""
    pcm = array("h", (max(-32767, min(32767, round(v * 32767))) for v in sig))
    if pcm.itemsize != 2:  # pragma: no cover - every supported platform has 16-bit shorts
        raise RuntimeError("array('h') is not 16-bit here")
    import sys

    if sys.byteorder == "big":  # pragma: no cover
        pcm.byteswap()
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return buf.getvalue()


def note(name: str) -> float:
    """'A4' -> 440.0 (sharps as '#')."""
    names = {"C": -9, "C#": -8, "D": -7, "D#": -6, "E": -5, "F": -4, "F#": -3, "G": -2,
             "G#": -1, "A": 0, "A#": 1, "B": 2}
    pitch, octave = name[:-1], int(name[-1])
    return 440.0 * 2 ** ((names[pitch] + 12 * (octave - 4)) / 12)


def bell(freq: float, seconds: float, tau: float) -> Signal:
    return decay_env(tone(freq, seconds, partials=((1, 1.0), (2.0, 0.35), (3.01, 0.15),
                                                   (4.2, 0.08))), tau)


def wood(freq: float, seconds: float = 0.12, tau: float = 0.025) -> Signal:
    """A short wooden knock: inharmonic partials, very fast decay."""
    return decay_env(tone(freq, seconds, partials=((1, 1.0), (2.76, 0.5), (5.4, 0.2))), tau,
                     attack=0.0015)


# -- the sound effects -------------------------------------------------------------------------


def deal(rng: random.Random) -> Signal:
    """A card swish: band-passed noise sweeping up."""
    dur = 0.24
    sig = biquad(noise(dur, rng), "bandpass", lambda t: 900 + 5200 * (t / dur) ** 1.2, q=1.1)
    return envelope(sig, 0.06, 0.18, curve=1.2)


def flip(rng: random.Random) -> Signal:
    """A crisp card click."""
    click = decay_env(biquad(noise(0.05, rng), "highpass", 2500), 0.006, attack=0.0008)
    snap = decay_env(tone(2100, 0.05, partials=((1, 1.0), (1.7, 0.4))), 0.01, attack=0.0008)
    return mix((0, click, 1.0), (0.004, snap, 0.35))


def dice_roll(rng: random.Random) -> Signal:
    """Several soft clicks with random spacing, getting quieter."""
    parts = []
    t = 0.0
    for k in range(8):
        f = rng.uniform(1300, 2600)
        knock = wood(f, 0.06, tau=rng.uniform(0.006, 0.012))
        tick = decay_env(biquad(noise(0.03, rng), "bandpass", f * 1.5, 2.0), 0.004)
        gain = 1.0 - k * 0.08
        parts.append((t, knock, gain * 0.8))
        parts.append((t, tick, gain * 0.5))
        t += rng.uniform(0.03, 0.075) * (1 + k * 0.1)
    return mix(*parts)


def dice_rattle(count: int) -> Callable[[random.Random], Signal]:
    """`count` dice shaken and thrown: each die knocks a few times, the knocks overlapping
    more as there are more dice."""
    def make(rng: random.Random) -> Signal:
        parts = []
        for _ in range(count):
            t = rng.uniform(0.0, 0.02 * count)
            for k in range(3 + rng.randrange(2)):
                f = rng.uniform(1200, 2700)
                gain = (1.0 - k * 0.18) * rng.uniform(0.75, 1.0)
                parts.append((t, wood(f, 0.06, tau=rng.uniform(0.006, 0.012)), gain * 0.8))
                parts.append((t, decay_env(biquad(noise(0.03, rng), "bandpass", f * 1.5, 2.0),
                                           0.004), gain * 0.5))
                t += rng.uniform(0.035, 0.08) * (1 + k * 0.15)
        return mix(*parts)

    return make


def drop_ok(rng: random.Random) -> Signal:
    """A low wooden tok."""
    body = wood(190, 0.18, tau=0.035)
    knock = decay_env(biquad(noise(0.03, rng), "lowpass", 1400), 0.005)
    return mix((0, body, 1.0), (0, knock, 0.5))


def drop_refused(rng: random.Random) -> Signal:
    """A soft two-note step down."""
    a = envelope(tone(note("E4"), 0.14, "triangle"), 0.01, 0.13, curve=0.8)
    b = envelope(tone(note("C4"), 0.2, "triangle"), 0.01, 0.19, curve=0.8)
    return biquad(mix((0, a, 1.0), (0.12, b, 1.0)), "lowpass", 2200)


def perfect(rng: random.Random) -> Signal:
    """A rising three-note arpeggio."""
    notes = ("C5", "E5", "G5")
    parts = [(i * 0.09, bell(note(n), 0.5, 0.16), 1.0) for i, n in enumerate(notes)]
    parts.append((0.27, bell(note("C6"), 0.45, 0.2), 0.6))
    return mix(*parts)


def ruined(rng: random.Random) -> Signal:
    """A short descending tone."""
    dur = 0.42
    sig = tone(lambda t: 420 * (1 - 0.45 * (t / dur)) * (1 + 0.015 * math.sin(2 * math.pi * 7 * t)),
               dur, "triangle")
    return biquad(envelope(sig, 0.01, dur - 0.01, curve=0.6), "lowpass", 2400)


def tick(rng: random.Random) -> Signal:
    """A woodblock tick."""
    return mix((0, wood(880, 0.1, tau=0.018), 1.0),
               (0, decay_env(biquad(noise(0.02, rng), "bandpass", 2600, 3), 0.003), 0.3))


def stab(rng: random.Random) -> Signal:
    """Quick metallic fork taps."""
    parts = []
    for k in range(3):
        f = 2300 + k * 170
        ping = decay_env(tone(f, 0.12, partials=((1, 1.0), (1.63, 0.5), (2.31, 0.3))), 0.018,
                         attack=0.0008)
        parts.append((k * 0.065, ping, 1.0 - k * 0.15))
    return mix(*parts)


def won(rng: random.Random) -> Signal:
    """A short brassy fanfare."""
    def brass(freq: float, dur: float) -> Signal:
        s = tone(freq, dur, "saw", partials=((1, 1.0), (1.003, 0.6)))
        return envelope(biquad(s, "lowpass", 2600), 0.02, dur * 0.6, sustain=0.55,
                        release=0.08)

    g4, c5, e5, g5 = note("G4"), note("C5"), note("E5"), note("G5")
    return mix((0.00, brass(g4, 0.12), 0.8), (0.13, brass(c5, 0.12), 0.8),
               (0.26, brass(e5, 0.12), 0.8), (0.39, brass(g5, 0.7), 0.8),
               (0.39, brass(e5, 0.7), 0.45), (0.39, brass(c5, 0.7), 0.45))


def lost(rng: random.Random) -> Signal:
    """A slide whistle going down."""
    dur = 0.9

    def f(t: float) -> float:
        return 1250 * (0.24 ** (t / dur)) * (1 + 0.02 * math.sin(2 * math.pi * 6 * t))

    sig = tone(f, dur, partials=((1, 1.0), (2, 0.08)))
    breath = biquad(noise(dur, rng), "bandpass", 1600, 1.5)
    return envelope(mix((0, sig, 1.0), (0, breath, 0.05)), 0.04, dur - 0.04, sustain=0.2,
                    release=0.2, curve=0.5)


def ui_click(rng: random.Random) -> Signal:
    """A small soft interface click."""
    return mix((0, wood(1400, 0.05, tau=0.008), 1.0),
               (0, decay_env(biquad(noise(0.02, rng), "highpass", 3000), 0.002), 0.25))


def coins(rng: random.Random) -> Signal:
    """A cash register: a mechanical clack, then a bright ding."""
    clack = decay_env(biquad(noise(0.06, rng), "bandpass", 1800, 1.2), 0.012)
    ding = mix((0, bell(1568, 0.7, 0.22), 1.0), (0, bell(2349, 0.7, 0.18), 0.5))
    return mix((0, clack, 0.6), (0.05, ding, 1.0))


def penalty(rng: random.Random) -> Signal:
    """A short, low buzz-tone (round, not harsh)."""
    def buzz(freq: float, dur: float) -> Signal:
        s = tone(freq, dur, partials=((1, 1.0), (3, 0.25), (5, 0.08)))
        return envelope(biquad(s, "lowpass", 900), 0.015, dur * 0.8, sustain=0.4, release=0.05)

    return mix((0, buzz(147, 0.16), 1.0), (0.18, buzz(131, 0.24), 1.0))


def turn(rng: random.Random) -> Signal:
    """Your turn: a soft two-note chime up."""
    return mix((0, bell(note("G5"), 0.35, 0.12), 0.8), (0.1, bell(note("D6"), 0.45, 0.16), 0.7))


def whoosh(rng: random.Random) -> Signal:
    """The hourglass flipping: a longer, lower air sweep."""
    dur = 0.4
    sig = biquad(noise(dur, rng), "bandpass",
                 lambda t: 400 + 1800 * math.sin(math.pi * t / dur), q=0.9)
    return envelope(sig, 0.15, 0.25, curve=0.8)


def sand(rng: random.Random) -> Signal:
    """The hourglass turned over: a trickle of sand grains, thick at first, thinning out."""
    dur = 0.9
    parts = [(0.0, envelope(biquad(noise(dur, rng), "bandpass", 5200, 0.8), 0.05, dur - 0.05,
                            curve=0.7), 0.12)]
    t = 0.0
    while t < dur - 0.02:
        grain = decay_env(biquad(noise(0.012, rng), "bandpass", rng.uniform(3500, 7500), 2.5),
                          0.002, attack=0.0005)
        parts.append((t, grain, rng.uniform(0.4, 1.0) * (1 - t / dur)))
        t += rng.uniform(0.004, 0.012) * (1 + 3 * t / dur)
    return mix(*parts)


def pop(rng: random.Random) -> Signal:
    """A score pop-up bubble."""
    dur = 0.12
    s = tone(lambda t: 500 + 900 * (t / dur), dur)
    return envelope(s, 0.004, dur - 0.004, curve=0.7)


def pickup(rng: random.Random) -> Signal:
    """Picking a card up: a very short, quiet high swish."""
    dur = 0.1
    sig = biquad(noise(dur, rng), "bandpass", lambda t: 3000 + 3000 * t / dur, q=1.4)
    return envelope(sig, 0.02, 0.08)


BASE_SOUNDS: tuple[tuple[str, Callable[[random.Random], Signal]], ...] = (
    ("deal", deal),
    ("flip", flip),
    ("dice_roll", dice_roll),
    ("drop_ok", drop_ok),
    ("drop_refused", drop_refused),
    ("perfect", perfect),
    ("ruined", ruined),
    ("tick", tick),
    ("stab", stab),
    ("won", won),
    ("lost", lost),
    ("ui_click", ui_click),
    ("coins", coins),
    ("penalty", penalty),
    ("turn", turn),
    ("whoosh", whoosh),
    ("sand", sand),
    ("pop", pop),
    ("pickup", pickup),
)


DICE_COUNTS = range(1, 6)
"""A rattle for each number of dice thrown at once (`dice_1` ... `dice_5`)."""
VARIATIONS = {"deal": 4, "flip": 3, "drop_ok": 3, "pickup": 3, "coins": 2, "stab": 3,
              "pop": 3, "ui_click": 3, "whoosh": 2, "drop_refused": 2, "tick": 2, "sand": 2,
              "penalty": 2,
              **{f"dice_{n}": 3 for n in DICE_COUNTS}}
"""Effects heard many times in a row, and how many takes each has (`deal`, `deal-2`...): each
take has its own noise and a small change of pitch, so twenty cards dealt are twenty sounds."""
PITCHES = (1.0, 0.94, 1.06, 0.9)
"""The pitch of each take, as a factor."""

SOUNDS: tuple[tuple[str, Callable[[random.Random], Signal]], ...] = (
    *BASE_SOUNDS, *((f"dice_{n}", dice_rattle(n)) for n in DICE_COUNTS))


def sound_names() -> tuple[str, ...]:
    """Every effect file's name: each sound, then its further takes."""
    takes = [f"{name}-{k}" for name, _ in SOUNDS for k in range(2, VARIATIONS.get(name, 1) + 1)]
    return (*(name for name, _ in SOUNDS), *takes)


def render_sound(name: str) -> bytes:
    """The named effect (or a take of it, `deal-2`) as WAV bytes, seeded by its name, so
    always identical."""
    base, _, take = name.partition("-")
    make = dict(SOUNDS)[base]
    seed = sum((i + 1) * ord(ch) for i, ch in enumerate(name))
    signal = make(random.Random(seed))
    if take:
        signal = repitch(signal, PITCHES[(int(take) - 1) % len(PITCHES)])
    return to_wav_bytes(finish(signal))


def repitch(sig: Signal, factor: float) -> Signal:
    """The signal played `factor` times faster (higher and shorter), linearly interpolated."""
    n = int((len(sig) - 1) / factor)
    out = [0.0] * n
    for i in range(n):
        x = i * factor
        k = int(x)
        out[i] = sig[k] + (sig[k + 1] - sig[k]) * (x - k)
    return out
