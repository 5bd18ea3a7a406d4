"""The scene base class: hooks the stack calls, and what a scene says about the ones below it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from tabletop.input.intents import Intent

if TYPE_CHECKING:
    import pygame


class Stage(Protocol):
    """What a scene may ask of the stack it is on (`scene_stack.SceneStack` is the one there is):
    requests are queued and applied between frames."""

    scenes: list[Scene]

    @property
    def top(self) -> Scene | None: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> None: ...

    def replace(self, scene: Scene) -> None: ...

    def clear_to(self, scene: Scene) -> None: ...

    def pop_until(self, predicate: Callable[[Scene], bool]) -> None: ...

    def has_pending(self) -> bool: ...

    def redraw(self) -> None: ...

    def reword(self) -> None: ...


class Scene:
    """One screen. Subclasses override the hooks they need.

    `opaque`: draws the whole canvas, so scenes below need not be drawn.
    `freezes_below`: scenes below stop updating while this one is on top (a pause menu);
    an overlay that leaves play running (a tooltip) sets it False.
    `music_cue`, `music_dip`: what the scene asks of the music (the app passes it on).
    """

    opaque = True
    freezes_below = True
    music_cue: str | None = None
    """The music this scene plays, by its cue in data/audio.yaml (None: the music of the
    scenes below goes on)."""
    music_dip: str | None = None
    """A dip in data/audio.yaml this scene asks of the music below it (the pause: `paused`)."""

    def __init__(self) -> None:
        self.stack: Stage | None = None
        self.changed = True
        """What this scene shows changed since its last drawn frame (input it reacted to, a
        new state); the loop clears it once the frame is drawn."""

    def require_stack(self) -> Stage:
        """The stack this scene is on, for a scene that acts only while it is on one."""
        if self.stack is None:
            raise RuntimeError(f"{type(self).__name__} is not on a scene stack")
        return self.stack

    def mark_changed(self) -> None:
        """The next frame must be drawn: what this scene shows is no longer what was drawn."""
        self.changed = True

    def moving(self) -> bool:
        """Something on this scene moves by itself, so every step may change its picture: the
        loop keeps stepping it and draws at the frame rate. The default, True, suits a scene
        that says nothing about itself; a scene that can hold still overrides it."""
        return True

    def animating(self) -> bool:
        """Every step changes this scene's picture, so each frame is drawn (by default: while
        it moves). A scene that steps only to find out whether anything changed says False."""
        return self.moving()

    def due_in(self) -> float | None:
        """While nothing moves: seconds of game time until this scene changes by itself (a
        bot's move, a caret's blink); None when only input can change it."""
        return None

    def holds_frame(self) -> bool:
        """What changed in this pass shows from the next step's frame, not this one's (a bot's
        move just made: working it out and drawing it fall in two frames, each lighter)."""
        return False

    def enter(self) -> None:
        """Pushed onto the stack (or replaced in)."""

    def exit(self) -> None:
        """Popped or replaced out."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped."""

    def settled(self) -> None:
        """This scene is on top once the stack has carried out its queued requests."""

    def rescaled(self) -> None:
        """The canvas's render scale changed: drop surfaces cached at the old one."""

    def reword(self) -> None:
        """The language changed: what this scene says is worded again in the new one."""

    def handle(self, intent: Intent) -> None:
        """One input intent (only the top scene receives them)."""

    def update(self, dt: float) -> None:
        """Advance by one fixed step of game time."""

    def woken(self) -> None:
        """News arrived from outside the loop (a phone's note, `intents.PhonesCalled`): a
        scene that waits for such news reads it now."""

    def redraw_all(self) -> None:
        """The canvas no longer holds what this scene drew last (another scene drew over it):
        a scene that keeps its picture draws all of it next time."""

    def draw(self, canvas: pygame.Surface, alpha: float) -> list[pygame.Rect] | None:
        """Draw onto the logical canvas; drawing never changes state. A scene that keeps its
        picture and redraws only what changed returns the logical regions it redrew; None
        means the whole canvas may have changed."""
        return None
