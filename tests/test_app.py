"""The app's loop under a fake clock and a fake event source: still screens sleep, motion runs at
60 Hz, input wakes the loop at once, and game time stays exact."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from tabletop.app import IDLE_WAKE, STEP, run_loop
from tabletop.engine.clock import FixedStepClock
from tabletop.engine.pacing import FramePacer
from tabletop.engine.scene import Scene
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it


class FakeTime:
    """Wall time that moves only when the loop sleeps or waits."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


class FakeInput:
    """Stands in for InputMapper: intents arrive at set times; `wait` sleeps until one does."""

    def __init__(self, time: FakeTime, arrivals: list[tuple[float, Any]]) -> None:
        self.time = time
        self.arrivals = sorted(arrivals, key=lambda pair: pair[0])
        self.waits: list[float | None] = []

    def poll(self) -> list[Any]:
        ready = [intent for at, intent in self.arrivals if at <= self.time.now + 1e-12]
        self.arrivals = [(at, i) for at, i in self.arrivals if at > self.time.now + 1e-12]
        return ready

    def wait(self, timeout: float | None) -> list[Any]:
        self.waits.append(timeout)
        upcoming = self.arrivals[0][0] if self.arrivals else None
        limit = self.time.now + (timeout if timeout is not None else 1e9)
        if upcoming is not None and upcoming <= limit:
            self.time.now = max(self.time.now, upcoming)  # an event wakes the loop at once
        else:
            self.time.now = limit
        return self.poll()


@dataclass
class FakeDisplay:
    time: FakeTime
    canvas: pygame.Surface = field(default_factory=lambda: pygame.Surface((64, 36)))
    presented: list[float] = field(default_factory=list)

    def sync_scale(self) -> bool:
        return False

    def present(self, regions: Any = None) -> None:
        self.presented.append(self.time.now)

    def toggle_fullscreen(self) -> None:
        """No window."""


class FakeSounds:
    """Records what the loop asks of the music, and when (frames presented so far)."""

    def __init__(self, display: FakeDisplay | None = None, due: float | None = None) -> None:
        self.display = display
        self.due = due
        self.follows: list[tuple[str | None, tuple[str, ...], float, int]] = []

    def follow(self, cue: str | None, dips: tuple[str, ...], now: float) -> None:
        frames = len(self.display.presented) if self.display is not None else -1
        self.follows.append((cue, dips, now, frames))

    def due_in(self, now: float) -> float | None:
        return self.due


@dataclass
class FakeServices:
    display: FakeDisplay
    quit_requested: bool = False
    sounds: Any = field(default_factory=FakeSounds)

    def apply_render_scale(self) -> None:
        """Nothing is rendered at a scale."""


class Still(Scene):
    """Holds still; a click changes it; optionally changes by itself once, `due` seconds in."""

    def __init__(self, due: float | None = None) -> None:
        super().__init__()
        self.steps = 0
        self.due = due
        self.changed_at_step: int | None = None
        self.clicks = 0

    def moving(self) -> bool:
        return False

    def due_in(self) -> float | None:
        if self.due is None or self.changed_at_step is not None:
            return None
        return max(0.0, self.due - self.steps * STEP)

    def update(self, dt: float) -> None:
        self.steps += 1
        if self.due is not None and self.changed_at_step is None and \
                self.steps * STEP >= self.due - 1e-9:
            self.changed_at_step = self.steps
            self.mark_changed()

    def handle(self, intent: Any) -> None:
        if isinstance(intent, it.PointerDown):
            self.clicks += 1
            self.mark_changed()


class Moving(Scene):
    """Moves for `seconds` of game time, counting its steps, then holds still."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.left = round(seconds / STEP)
        self.steps = 0

    def moving(self) -> bool:
        return self.left > 0

    def update(self, dt: float) -> None:
        self.steps += 1
        self.left = max(0, self.left - 1)


def run(scene: Scene, until: float, arrivals: list[tuple[float, Any]] = ()):
    time = FakeTime()
    source = FakeInput(time, [*arrivals, (until, it.Quit())])
    services = FakeServices(FakeDisplay(time))
    stack = SceneStack()
    stack.push(scene)
    stack.apply_pending()
    clock = FixedStepClock(step=STEP, time_source=time)
    frames = run_loop(services, stack, source, clock, pacer=FramePacer(now=time, sleep=time.sleep))
    return services.display.presented, source, time, frames


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def test_a_still_scene_draws_its_first_frame_and_then_nothing():
    presented, source, _, frames = run(Still(), until=10.0)
    assert presented == [0.0] and frames == 1
    assert all(timeout == IDLE_WAKE for timeout in source.waits)  # asleep, waking now and then
    assert len(source.waits) <= 11


def test_a_still_scene_sleeps_until_its_due_time_and_changes_on_exactly_that_step():
    scene = Still(due=0.7)
    presented, source, _, _ = run(scene, until=3.0)
    # asleep to a step before the due one, then that last step: no wait in between
    assert source.waits[:2] == [pytest.approx(41 * STEP), pytest.approx(STEP)]
    assert scene.changed_at_step == 42
    assert presented == [0.0, pytest.approx(0.7)]  # drawn when it changed, not before or after


def test_the_frame_that_shows_a_due_change_runs_only_the_step_it_was_due_on():
    """The still steps a long sleep stood for (a bot's pause) are run when the loop wakes a
    step early, drawing nothing; the wake at the due time runs one step, then draws."""
    steps_before_frame: list[int] = []

    class Counted(Still):
        def draw(self, surface: pygame.Surface, alpha: float) -> list[pygame.Rect] | None:
            steps_before_frame.append(self.steps)
            return super().draw(surface, alpha)

    scene = Counted(due=0.7)
    presented, source, _, _ = run(scene, until=3.0)
    assert presented == [0.0, pytest.approx(0.7)]
    assert steps_before_frame == [0, 42]
    assert source.waits[1] == pytest.approx(STEP)  # the wake before the frame: one step


def test_an_animating_scene_draws_at_60_hz_and_never_faster():
    presented, _, _, _ = run(Moving(seconds=2.0), until=4.0)
    gaps = [b - a for a, b in zip(presented, presented[1:], strict=False)]
    assert min(gaps) >= 1 / 60 - 1e-9
    assert 119 <= len(presented) <= 123  # two seconds of motion (and its last frame), then still


def test_input_wakes_a_sleeping_loop_at_once():
    scene = Still()
    presented, _, _, _ = run(scene, until=10.0, arrivals=[(3.2, it.PointerDown((5, 5)))])
    assert scene.clicks == 1
    assert presented == [0.0, pytest.approx(3.2)]


def test_a_key_press_is_shown_at_once_even_by_a_scene_that_marks_nothing():
    """Seen on a real window: a menu moved its focus on a key press, but the screen showed it
    only after the next mouse motion (the scene never said it changed)."""

    class Menu(Still):
        def handle(self, intent: Any) -> None:
            self.clicks += 1  # moves a focus, draws it differently, says nothing

    scene = Menu()
    presented, _, _, _ = run(scene, until=10.0, arrivals=[(2.5, it.Navigate(0, 1))])
    assert scene.clicks == 1
    assert presented == [0.0, pytest.approx(2.5)]


def test_pointer_motion_that_changes_nothing_draws_nothing():
    moves = [(1.0 + i * 0.01, it.PointerMove((i, i))) for i in range(100)]
    presented, _, _, _ = run(Still(), until=5.0, arrivals=moves)
    assert presented == [0.0]


def test_motion_keeps_game_time_exact_whatever_the_loop_slept_before():
    """A thirty-second hourglass started after a long sleep ends on exactly its 1,800th step,
    thirty seconds of wall time later: the sleep released no burst of catch-up steps (the
    clock resumed from the time the loop woke)."""

    time = FakeTime()

    class Hourglass(Moving):
        def __init__(self) -> None:
            super().__init__(seconds=0.0)
            self.started: tuple[int, float] | None = None
            self.ended: tuple[int, float] | None = None

        def handle(self, intent: Any) -> None:
            if isinstance(intent, it.PointerDown):
                self.left, self.started = 1800, (self.steps, time.now)

        def update(self, dt: float) -> None:
            running = self.left > 0
            super().update(dt)
            if running and self.left == 0:
                self.ended = (self.steps, time.now)

    scene = Hourglass()
    source = FakeInput(time, [(20.0, it.PointerDown((1, 1))), (60.0, it.Quit())])
    stack = SceneStack()
    stack.push(scene)
    stack.apply_pending()
    run_loop(FakeServices(FakeDisplay(time)), stack, source,
             FixedStepClock(step=STEP, time_source=time),
             pacer=FramePacer(now=time, sleep=time.sleep))
    assert scene.started == (0, 20.0)  # twenty seconds asleep cost no steps at all
    assert scene.ended is not None
    assert scene.ended[0] - scene.started[0] == 1800
    assert scene.ended[1] == pytest.approx(50.0, abs=2 * STEP)


class Titled(Still):
    music_cue = "title"


class Paused(Still):
    music_dip = "paused"


def test_music_follows_the_scenes_only_after_the_first_frame_is_shown():
    time = FakeTime()
    display = FakeDisplay(time)
    sounds = FakeSounds(display)
    stack = SceneStack()
    stack.push(Titled())
    stack.push(Paused())
    stack.apply_pending()
    source = FakeInput(time, [(3.0, it.Quit())])
    run_loop(FakeServices(display, sounds=sounds), stack, source,
             FixedStepClock(step=STEP, time_source=time),
             pacer=FramePacer(now=time, sleep=time.sleep))
    assert sounds.follows[0][3] == 1  # the title was on screen before any music was asked for
    assert {(cue, dips) for cue, dips, _, _ in sounds.follows} == {("title", ("paused",))}


def test_music_wakes_a_still_loop_without_drawing_a_frame():
    time = FakeTime()
    display = FakeDisplay(time)
    sounds = FakeSounds(display, due=0.25)
    stack = SceneStack()
    stack.push(Titled())
    stack.apply_pending()
    source = FakeInput(time, [(3.0, it.Quit())])
    run_loop(FakeServices(display, sounds=sounds), stack, source,
             FixedStepClock(step=STEP, time_source=time),
             pacer=FramePacer(now=time, sleep=time.sleep))
    assert display.presented == [0.0]  # music never asks for a frame
    assert max(source.waits) == pytest.approx(0.25)  # woken for the music's next change
    assert len(sounds.follows) >= 12


def test_the_first_frame_alone_starts_no_music():
    """`--first-frame-exit` (the start-up timing) draws the title and leaves: the mixer and
    the music are never touched before that frame."""
    time = FakeTime()
    display = FakeDisplay(time)
    sounds = FakeSounds(display)
    stack = SceneStack()
    stack.push(Titled())
    stack.apply_pending()
    run_loop(FakeServices(display, sounds=sounds), stack, FakeInput(time, []),
             FixedStepClock(step=STEP, time_source=time), max_passes=1,
             pacer=FramePacer(now=time, sleep=time.sleep))
    assert display.presented == [0.0] and sounds.follows == []
