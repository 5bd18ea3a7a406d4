"""The scene base class: hooks the stack calls, and what a scene says about the ones below it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from tabletop.engine.scene_stack import SceneStack


class Scene:
    """One screen. Subclasses override the hooks they need.

    `opaque`: draws the whole canvas, so scenes below need not be drawn.
    `freezes_below`: scenes below stop updating while this one is on top (a pause menu);
    an overlay that leaves play running (a tooltip) sets it False.
    """

    opaque = True
    freezes_below = True

    def __init__(self) -> None:
        self.stack: SceneStack | None = None

    def enter(self) -> None:
        """Pushed onto the stack (or replaced in)."""

    def exit(self) -> None:
        """Popped or replaced out."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped."""

    def rescaled(self) -> None:
        """The canvas's render scale changed: drop surfaces cached at the old one."""

    def handle(self, intent: Any) -> None:
        """One input intent (only the top scene receives them)."""

    def update(self, dt: float) -> None:
        """Advance by one fixed step of game time."""

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        """Draw onto the logical canvas; drawing never changes state."""
