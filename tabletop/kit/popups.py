"""Pop-ups: a number or word that rises and fades where something was won or lost (+1, −$3)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.ui.tween import TweenRunner

POPUP_SECONDS = 0.6
RISE = 40


@dataclass
class Popup:
    text: str
    colour: tuple[int, int, int]
    x: float
    y: float
    alpha: float = 255.0


@dataclass(frozen=True)
class PopupLook:
    text: str
    colour: tuple[int, int, int]
    centre: tuple[int, int]
    alpha: int
    size: float
    style: tuple


class Popups:
    """The pop-ups rising now; each is an element while it lasts."""

    def __init__(self, tweens: TweenRunner, size: float) -> None:
        self.tweens = tweens
        self.size = size
        self.shown: list[Popup] = []

    def add(self, text: str, colour: tuple[int, int, int], at: tuple[float, float],
            delay: float = 0.0) -> None:
        """Rise 40 px and fade for 600 ms (scaled by the animation speed), after `delay`."""
        pop = Popup(text, colour, at[0], at[1])
        self.shown.append(pop)
        self.tweens.add(pop, "y", at[1] - RISE, POPUP_SECONDS, delay=delay)
        self.tweens.add(pop, "alpha", 0.0, POPUP_SECONDS, delay=delay,
                        on_done=partial(self._gone, pop))

    def _gone(self, pop: Popup) -> None:
        if pop in self.shown:
            self.shown.remove(pop)

    def clear(self) -> None:
        self.shown.clear()

    def elements(self, style: Style, z: float) -> list[Element]:
        out = []
        for i, pop in enumerate(self.shown):
            centre = (round(pop.x), round(pop.y))
            look = PopupLook(pop.text, pop.colour, centre, int(pop.alpha), self.size, style.key)
            width, height = style.ui.measure(pop.text, self.size)
            reach = pygame.Rect(0, 0, width + 16, height + 16)
            reach.center = centre
            out.append(Element(("popup", id(pop)), reach, z + i * 1e-3, look,
                               partial(_paint_popup, look, style)))
        return out


def _paint_popup(look: PopupLook, style: Style, canvas: pygame.Surface) -> None:
    text = style.ui.text(look.text, look.size, look.colour, shadow=style.theme.shadow)
    if look.alpha < 255:
        text = text.copy()
        text.set_alpha(max(0, look.alpha))
    canvas.blit(text, text.get_rect(center=look.centre))
