"""Game time in whole fixed steps, so phases end on the same step at any frame rate."""

from __future__ import annotations

from tabletop.core.match import FIXED_STEP

STEPS_PER_SECOND = round(1 / FIXED_STEP)


def seconds_to_steps(seconds: float) -> int:
    """A duration in whole steps (data files are checked to be whole steps already)."""
    return round(seconds * STEPS_PER_SECOND)


def steps_to_seconds(steps: int) -> float:
    return steps / STEPS_PER_SECOND


def steps_in(dt: float) -> int:
    """How many fixed steps `dt` is; anything but a whole number of steps is a caller's bug."""
    steps = round(dt * STEPS_PER_SECOND)
    if steps < 0 or abs(steps * FIXED_STEP - dt) > 1e-9:
        raise ValueError(f"tick takes whole fixed steps of {FIXED_STEP:.6f} s, got {dt!r}")
    return steps
