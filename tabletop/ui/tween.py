"""Tweens: animate numeric attributes over game time with easing; one speed setting governs all."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytweening

Easing = Callable[[float], float]

EASE_OUT_CUBIC: Easing = pytweening.easeOutCubic
EASE_IN_OUT: Easing = pytweening.easeInOutQuad
EASE_OUT_BACK: Easing = pytweening.easeOutBack
LINEAR: Easing = pytweening.linear


@dataclass
class Tween:
    """Moves `target.<attr>` from `start` to `end` in `duration` seconds after `delay`."""

    target: Any
    attr: str
    end: float
    duration: float
    easing: Easing = EASE_OUT_CUBIC
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    start: float | None = None
    elapsed: float = field(default=0.0, init=False)
    done: bool = field(default=False, init=False)

    def advance(self, dt: float) -> None:
        self.elapsed += dt
        if self.elapsed < self.delay:
            return
        if self.start is None:
            self.start = float(getattr(self.target, self.attr))
        t = 1.0 if self.duration <= 0 else min(1.0, (self.elapsed - self.delay) / self.duration)
        value = self.start + (self.end - self.start) * self.easing(t)
        setattr(self.target, self.attr, value)
        if t >= 1.0:
            setattr(self.target, self.attr, self.end)
            self.done = True
            if self.on_done is not None:
                self.on_done()


REDUCED_SECONDS = 0.12
"""With reduced motion, no tween (or its delay) lasts longer than this."""
SETTLING = {EASE_OUT_BACK: EASE_OUT_CUBIC}
"""With reduced motion, an easing that overshoots and bounces back settles instead."""


class TweenRunner:
    """Runs tweens; `speed` scales every duration (0 means instant); `reduced` (Settings →
    Reduced motion) keeps every tween short and never lets one overshoot."""

    def __init__(self, speed: float = 1.0, reduced: bool = False) -> None:
        self.speed = speed
        self.reduced = reduced
        self.tweens: list[Tween] = []

    def add(self, target: Any, attr: str, end: float, duration: float,
            easing: Easing = EASE_OUT_CUBIC, delay: float = 0.0,
            on_done: Callable[[], None] | None = None) -> Tween:
        """Start a tween, replacing any running tween of the same attribute on the same target."""
        self.tweens = [t for t in self.tweens if not (t.target is target and t.attr == attr)]
        scale = 0.0 if self.speed <= 0 else 1.0 / self.speed
        duration, delay = duration * scale, delay * scale
        if self.reduced:
            duration, delay = min(duration, REDUCED_SECONDS), min(delay, REDUCED_SECONDS)
            easing = SETTLING.get(easing, easing)
        tween = Tween(target, attr, end, duration, easing, delay, on_done)
        if tween.duration <= 0 and tween.delay <= 0:
            tween.advance(0.0)
            return tween
        self.tweens.append(tween)
        return tween

    def wait(self, duration: float, on_done: Callable[[], None]) -> Tween:
        """Call `on_done` after `duration` (scaled like every animation)."""
        return self.add(_Timer(), "t", 1.0, duration, LINEAR, 0.0, on_done)

    def update(self, dt: float) -> None:
        for tween in list(self.tweens):
            tween.advance(dt)
        self.tweens = [t for t in self.tweens if not t.done]

    def finish_all(self) -> None:
        """Jump every running animation to its end (skip, or settle before a save)."""
        while self.tweens:
            for tween in list(self.tweens):
                tween.advance(tween.delay + tween.duration + 1.0)
            self.tweens = [t for t in self.tweens if not t.done]

    @property
    def busy(self) -> bool:
        return bool(self.tweens)


class _Timer:
    t = 0.0
