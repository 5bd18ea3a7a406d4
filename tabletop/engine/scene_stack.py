"""Scene stack with push/pop/replace requests queued and applied between frames."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop.engine.scene import Scene
from tabletop.input.intents import Intent, PointerMove

if TYPE_CHECKING:
    import pygame


class SceneStack:
    """Holds scenes bottom to top; only `apply_pending` changes which scenes are in it."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[tuple[str, Scene | None]] = []
        self._restacked = True  # which scenes show changed since the last drawn frame
        self._drawn: list[Scene] = []
        self._canvas: pygame.Surface | None = None
        """The canvas last drawn on, and its size: a new one is drawn in full."""
        self._canvas_size = (0, 0)
        """The scenes of the last drawn frame, bottom to top."""

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
        """Pop scenes until the top one satisfies `predicate` (none, if no scene on the stack
        does: a scene that has left already is not looked for under the others)."""
        self._pending.append(("pop_until", _Predicate(predicate)))

    def has_pending(self) -> bool:
        return bool(self._pending)

    def apply_pending(self) -> None:
        """Carry out queued requests in order (called by the loop between frames); the scene
        on top then hears that it is (`Scene.settled`)."""
        changed = bool(self._pending)
        self._apply_requests()
        if changed and self.scenes:
            self.scenes[-1].settled()

    def _apply_requests(self) -> None:
        while self._pending:
            self._restacked = True
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
                assert isinstance(scene, _Predicate)
                test = scene.test
                if any(test(below) for below in self.scenes):
                    while not test(self.scenes[-1]):
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

    def redraw(self) -> None:
        """Draw the next frame whole, whatever changed (the window was uncovered or resized)."""
        self._restacked = True
        self._drawn = []

    def rescaled(self) -> None:
        """Tell every scene the canvas's render scale changed."""
        for scene in self.scenes:
            scene.rescaled()
            scene.mark_changed()
        self._drawn = []

    def reword(self) -> None:
        """Tell every scene the language changed; the next frame is drawn whole."""
        for scene in self.scenes:
            scene.reword()
            scene.redraw_all()
            scene.mark_changed()
        self.redraw()

    def handle(self, intent: Intent) -> None:
        """Give an intent to the top scene. Any intent but pointer motion may change what it
        shows (a key moves a focus, a click presses a button), so its next frame is drawn;
        pointer motion redraws only when the scene says something under the pointer reacted."""
        top = self.top
        if top is None:
            return
        top.handle(intent)
        if not isinstance(intent, PointerMove):
            top.mark_changed()

    def updating(self) -> list[Scene]:
        """The scenes that get game time: the top one, and those below it down to the first
        one frozen from above."""
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].freezes_below:
                return self.scenes[index:]
        return list(self.scenes)

    def visible(self) -> list[Scene]:
        """The scenes drawn: from the highest opaque one upward."""
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                return self.scenes[index:]
        return list(self.scenes)

    def wake(self) -> None:
        """News from outside the loop (a phone's note): every scene that gets game time now
        hears of it (`Scene.woken`)."""
        for scene in reversed(self.updating()):
            scene.woken()

    def update(self, dt: float) -> None:
        """Update the top scene, and those below it down to the first one frozen from above."""
        for scene in reversed(self.updating()):
            animated = scene.animating()
            scene.update(dt)
            if animated:  # the step on which a motion ends shows its last position too
                scene.mark_changed()

    def moving(self) -> bool:
        """Something that gets game time moves by itself: keep stepping at the frame rate."""
        return any(scene.moving() for scene in self.updating())

    def wants_frame(self) -> bool:
        """The next frame would differ from the last one drawn."""
        if self._restacked:
            return True
        updating = self.updating()
        return any(scene.changed or (scene in updating and scene.animating())
                   for scene in self.visible())

    def holds_frame(self) -> bool:
        """A scene asks the loop to draw this pass's change in the next pass (`Scene.holds_frame`):
        drawing a frame it is asked for still shows it (a screenshot, a test)."""
        return not self._restacked and any(scene.holds_frame() for scene in self.updating())

    def due_in(self) -> float | None:
        """The soonest time at which a still scene changes by itself, or None."""
        times = [t for t in (scene.due_in() for scene in self.updating()) if t is not None]
        return min(times) if times else None

    def music_wish(self) -> tuple[str | None, tuple[str, ...]]:
        """The music cue of the highest scene that names one, and the dips the scenes above
        it ask for."""
        dips: list[str] = []
        for scene in reversed(self.scenes):
            if scene.music_cue is not None:
                return scene.music_cue, tuple(dips)
            if scene.music_dip is not None:
                dips.append(scene.music_dip)
        return None, tuple(dips)

    def draw(self, canvas: pygame.Surface, alpha: float) -> list[pygame.Rect] | None:
        """Draw from the highest opaque scene upward; the drawn frame shows every change.

        Returns the logical regions that changed (None: the whole canvas). Only a lone scene
        that keeps its picture can say less than the whole: when scenes are drawn over each
        other, or the scenes shown are not those of the last frame, each draws all of it."""
        visible = self.visible()
        size = canvas.get_size() if canvas is not None else (0, 0)
        same_canvas = self._canvas is canvas is not None and self._canvas_size == size
        if same_canvas and self._drawn == visible and not self.wants_frame():
            return []  # the canvas shows this frame already
        alone = len(visible) == 1 and self._drawn == visible and same_canvas
        regions = None
        for scene in visible:
            if not alone:
                scene.redraw_all()
            regions = scene.draw(canvas, alpha)
            scene.changed = False
        self._drawn = visible
        self._canvas, self._canvas_size = canvas, size
        self._restacked = False
        return regions if alone else None


class _Predicate(Scene):
    """Carries a predicate through the request queue."""

    def __init__(self, test: Callable[[Scene], bool]) -> None:
        super().__init__()
        self.test = test
