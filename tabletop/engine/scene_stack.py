"""Scene stack with push/pop/replace requests queued and applied between frames."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop.engine.scene import Scene

if TYPE_CHECKING:
    import pygame


class SceneStack:
    """Holds scenes bottom to top; only `apply_pending` changes which scenes are in it."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[tuple[str, Scene | None]] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self._pending.append(("push", scene))

    def pop(self) -> None:
        self._pending.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        self._pending.append(("replace", scene))

    def clear_to(self, scene: Scene) -> None:
        """Exit every scene and start over from `scene` (back to the title)."""
        self._pending.append(("clear", scene))

    def pop_until(self, predicate: Callable[[Scene], bool]) -> None:
        """Pop scenes until the top one satisfies `predicate`."""
        self._pending.append(("pop_until", _Predicate(predicate)))

    def has_pending(self) -> bool:
        return bool(self._pending)

    def apply_pending(self) -> None:
        """Carry out queued requests in order (called by the loop between frames)."""
        while self._pending:
            verb, scene = self._pending.pop(0)
            if verb == "push":
                self._push_now(scene)
            elif verb == "pop":
                self._pop_now()
            elif verb == "replace":
                self._pop_now(resume=False)
                self._push_now(scene, pause_below=False)
            elif verb == "clear":
                while self.scenes:
                    self._pop_now(resume=False)
                self._push_now(scene)
            elif verb == "pop_until":
                test = scene.test  # type: ignore[union-attr]
                while self.scenes and not test(self.scenes[-1]):
                    self._pop_now()

    def _push_now(self, scene: Scene | None, pause_below: bool = True) -> None:
        assert scene is not None
        if pause_below and self.scenes:
            self.scenes[-1].pause()
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()

    def _pop_now(self, resume: bool = True) -> None:
        if not self.scenes:
            return
        scene = self.scenes.pop()
        scene.exit()
        scene.stack = None
        if resume and self.scenes:
            self.scenes[-1].resume()

    def rescaled(self) -> None:
        """Tell every scene the canvas's render scale changed."""
        for scene in self.scenes:
            scene.rescaled()

    def handle(self, intent: Any) -> None:
        if self.top is not None:
            self.top.handle(intent)

    def update(self, dt: float) -> None:
        """Update the top scene, and those below it down to the first one frozen from above."""
        for index in range(len(self.scenes) - 1, -1, -1):
            self.scenes[index].update(dt)
            if self.scenes[index].freezes_below:
                break

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        """Draw from the highest opaque scene upward."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        for scene in self.scenes[start:]:
            scene.draw(canvas, alpha)


class _Predicate(Scene):
    """Carries a predicate through the request queue."""

    def __init__(self, test: Callable[[Scene], bool]) -> None:
        super().__init__()
        self.test = test
