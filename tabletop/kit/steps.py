"""Step buttons: the named buttons a game offers beside the table for the step it is in
(Roll, Finish, Done playing...), laid out by the game, hovered and pressed by the kit."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.kit import chrome
from tabletop.kit.elements import Element
from tabletop.ui.widgets import Button


@dataclass(frozen=True)
class StepSpec:
    """One step button: its name (what pressing it means), label, look and whether it works."""

    name: str
    label: str
    primary: bool = False
    enabled: bool = True


Layout = Callable[[Sequence[StepSpec]], list[pygame.Rect]]


class StepButtons:
    """The step buttons on offer now, kept as widgets while the offer holds."""

    def __init__(self, layout: Layout, size: float) -> None:
        self.layout = layout
        self.size = size
        self.specs: tuple[StepSpec, ...] = ()
        self.buttons: list[Button] = []
        self.hover: int | None = None

    def offer(self, specs: Sequence[StepSpec]) -> None:
        """The buttons for now (rebuilt only when the offer changes; the hover stays)."""
        specs = tuple(specs)
        if specs == self.specs:
            return
        self.specs = specs
        self.buttons = []
        for spec, rect in zip(specs, self.layout(specs), strict=True):
            button = Button(rect, label=spec.label, primary=spec.primary, size=int(self.size))
            button.enabled = spec.enabled
            self.buttons.append(button)
        if self.hover is not None and self.hover >= len(specs):
            self.hover = None

    def at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, b in enumerate(self.buttons) if b.rect.collidepoint(pos)), None)

    def point(self, pos: tuple[int, int]) -> None:
        self.hover = self.at(pos)

    def pressed(self, pos: tuple[int, int]) -> str | None:
        """The name of the working button under a click, if any."""
        index = self.at(pos)
        if index is None or not self.specs[index].enabled:
            return None
        return self.specs[index].name

    def names(self) -> list[str]:
        return [spec.name for spec in self.specs]

    def elements(self, style: chrome.Style, focused: str | None, z: float) -> list[Element]:
        """Each button as an element (`focused`: the one the keyboard is on)."""
        out = []
        for i, (spec, button) in enumerate(zip(self.specs, self.buttons, strict=True)):
            out.append(chrome.button(style, button, f"step:{spec.name}", spec.name == focused,
                                     i == self.hover, z + i * 1e-3))
        return out
