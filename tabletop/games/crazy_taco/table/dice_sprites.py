"""Crazy Taco sprites: dice that tumble and settle on the rules' face, and rising pop-ups.

A roll is one tween of `roll` from 0 to 1 (ART.md: 500–700 ms): quick face changes while the
die hops and turns, a squash on landing, then it settles on the face the rules rolled. The
faces shown while tumbling are decoration only; the view never decides a result.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from tabletop.ui import paint
from tabletop.ui.tween import LINEAR, TweenRunner

ROLL_SECONDS = 0.62
MOVE_SECONDS = 0.3
TUMBLE_END = 0.7       # share of the roll spent in the air
SQUASH_END = 0.86      # then squashed on landing until here, then settling
HOP = 30.0             # pixels at the top of the hop
FLICKERS = 11          # face changes while tumbling


class DieSprite:
    """One worker die on the table; (x, y) is its centre, `side` its size in pixels."""

    def __init__(self, die_id: str, role: str, faces: tuple[str, ...], face: str,
                 pos: tuple[float, float], side: float, seed: int) -> None:
        self.id = die_id
        self.role = role
        self.faces = faces
        self.face = face
        self.x, self.y = pos
        self.side = side
        self.roll = 1.0
        self.lift = 0.0
        self.alpha = 255.0
        self.dim = False
        self.seed = seed
        self.highlight: tuple[int, int, int] | None = None
        self.badge = ""  # a turn counter (captive dice) or a mark such as "kept"

    def look(self) -> tuple:
        """Everything about the die that shows (a table whose dice keep their look is still)."""
        return (self.id, self.face, self.x, self.y, self.side, self.roll, self.lift, self.alpha,
                self.dim, self.highlight, self.badge)

    @property
    def rolling(self) -> bool:
        return self.roll < 1.0

    @property
    def rect(self) -> pygame.Rect:
        s = int(self.side)
        return pygame.Rect(int(self.x - s / 2), int(self.y - s / 2 - self.lift), s, s)

    def start_roll(self, tweens: TweenRunner, delay: float = 0.0) -> None:
        self.roll = 0.0
        tweens.add(self, "roll", 1.0, ROLL_SECONDS, LINEAR, delay)

    def move_to(self, tweens: TweenRunner, x: float, y: float, side: float,
                delay: float = 0.0) -> None:
        if (round(self.x), round(self.y)) != (round(x), round(y)):
            tweens.add(self, "x", x, MOVE_SECONDS, delay=delay)
            tweens.add(self, "y", y, MOVE_SECONDS, delay=delay)
        if round(self.side) != round(side):
            tweens.add(self, "side", side, MOVE_SECONDS, delay=delay)

    def shown_face(self) -> str:
        """The face on top now: flickering while in the air, the rules' face once landed."""
        if self.roll >= TUMBLE_END or not self.face:
            return self.face
        step = int(self.roll * FLICKERS)
        usable = [f for f in self.faces]
        return usable[(self.seed * 7 + step * 5) % len(usable)]

    def pose(self) -> tuple[float, float, float, float]:
        """(hop height, angle, x scale, y scale) for the current moment of the roll."""
        p = self.roll
        if p >= 1.0:
            return 0.0, 0.0, 1.0, 1.0
        if p < TUMBLE_END:
            t = p / TUMBLE_END
            hop = math.sin(math.pi * t) * HOP
            angle = t * 360.0 * (1 if self.seed % 2 else -1)
            return hop, angle, 1.0, 1.0
        if p < SQUASH_END:
            t = (p - TUMBLE_END) / (SQUASH_END - TUMBLE_END)
            squash = math.sin(math.pi * t) * 0.22
            return 0.0, 0.0, 1.0 + squash * 0.7, 1.0 - squash
        t = (p - SQUASH_END) / (1 - SQUASH_END)
        wobble = math.sin(math.pi * t) * 0.05
        return 0.0, 0.0, 1.0 - wobble * 0.5, 1.0 + wobble

    def draw(self, canvas: pygame.Surface, faces, font=None) -> None:
        hop, angle, sx, sy = self.pose()
        side = int(self.side)
        image = faces.die(self.role, self.shown_face(), side)
        if sx != 1.0 or sy != 1.0:
            image = paint.smoothscale(image, (max(1, int(side * sx)),
                                                         max(1, int(side * sy))))
        if angle:
            image = paint.rotate(image, angle)
        shadow = faces.die_shadow(side)
        base_y = self.y + side / 2 - self.lift * 0.2
        if hop or self.lift:
            shrink = max(0.5, 1 - (hop + self.lift) / 90)
            shadow = paint.smoothscale(
                shadow, (max(1, int(shadow.get_width() * shrink)),
                         max(1, int(shadow.get_height() * shrink))))
        canvas.blit(shadow, shadow.get_rect(center=(int(self.x + 2), int(base_y - 2))))
        centre_y = self.y - hop - self.lift + side * (1 - sy) / 2
        rect = image.get_rect(center=(int(self.x), int(centre_y)))
        if self.dim or self.alpha < 255:
            image = image.copy()
            image.set_alpha(110 if self.dim else int(self.alpha))
        canvas.blit(image, rect)
        if self.highlight is not None:
            paint.rect(canvas, self.highlight, rect.inflate(8, 8), 4,
                             border_radius=max(6, side // 5))


@dataclass
class Popup:
    """A number that rises and fades (+$2 at the register, -1 star on the track)."""

    text: str
    colour: tuple[int, int, int]
    x: float
    y: float
    alpha: float = 255.0
    shown: float = 0.0  # 0 until its delay has passed
