"""Drives one scene with random input through the app's real loop, under the dummy driver.

Each burst of input is either intents handed to the stack exactly as `run_loop` hands them, or
real pygame events posted to the queue and read by `run_loop` itself (InputMapper, fixed steps,
scene requests, drawing, presenting). Game time advances between bursts by a fake clock.
Sometimes the window is resized, and sometimes (a few percent) a seat waiting for a human
makes the move the hint would suggest, so the fuzz reaches late positions and the end.

After every burst, every match on the stack keeps its game's invariants and its snapshot
changed only if the match accepted an action, ticked or took one back; every so often, and at
the end, its log replays to the same state.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any

import pygame

from tabletop.app import build_services, run_loop
from tabletop.core.match import Match, replay
from tabletop.engine.clock import FixedStepClock
from tabletop.engine.pacing import FramePacer
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.input.mapper import InputMapper
from tabletop.kit.scene import TableScene
from tabletop.tutorial.coach import CoachedMatch, replayed
from tests.fuzz.events import InputSource, hot_points
from tests.property import invariants

STEP = 1 / 60
REROOT_AFTER = 120          # events spent away from the scene under test before starting over
RETURN_AFTER = 60           # events spent on scenes above it before going back to it (Resume)
REPLAY_CHECK_EVERY = 1500   # events between full log replays


class ChangeCounter:
    """Counts, per Match object, the calls that may change its state (installed on the class)."""

    def __init__(self, monkeypatch: Any) -> None:
        self.changes: dict[int, int] = {}
        self.keep: dict[int, Match] = {}  # holds every watched match so ids are never reused
        counter = self
        submit, tick, undo = Match.submit, Match.tick, Match.undo

        def counted_submit(match, action):
            events = submit(match, action)
            counter.bump(match)
            return events

        def counted_tick(match, dt=STEP):
            events = tick(match, dt)
            counter.bump(match)
            return events

        def counted_undo(match, seat):
            done = undo(match, seat)
            if done:
                counter.bump(match)
            return done

        monkeypatch.setattr(Match, "submit", counted_submit)
        monkeypatch.setattr(Match, "tick", counted_tick)
        monkeypatch.setattr(Match, "undo", counted_undo)

    def bump(self, match: Match) -> None:
        self.changes[id(match)] = self.changes.get(id(match), 0) + 1

    def count(self, match: Match) -> int:
        self.keep[id(match)] = match
        return self.changes.get(id(match), 0)


class SceneFuzz:
    def __init__(self, name: str, build, seed: int, monkeypatch: Any) -> None:
        self.name = name
        self.build = build
        self.rng = random.Random(f"{name}/{seed}")
        self.source = InputSource(self.rng)
        self.counter = ChangeCounter(monkeypatch)
        self.services = build_services(window=True)
        display = self.services.display
        self.mapper = InputMapper(display.to_logical, display.resized)
        self.now = 0.0
        self.clock = FixedStepClock(step=STEP, time_source=lambda: self.now)
        self.pacer = FramePacer(now=lambda: self.now, sleep=lambda _seconds: None)
        self.seen: dict[int, tuple[dict, int]] = {}
        self.recent: deque[Any] = deque(maxlen=25)
        self.events = 0
        self.away = 0
        self.above = 0
        self.returns = 0
        self.reroots = 0
        self.quits = 0
        self.assists = 0
        self.stack = SceneStack()
        self.root_type: type | None = None
        self.reroot()

    # --- the stack ------------------------------------------------------------------------
    def reroot(self) -> None:
        pygame.event.clear()
        self.stack = SceneStack()
        scenes = self.build(self.services)
        for scene in scenes:
            self.stack.push(scene)
        self.stack.apply_pending()
        self.root_type = type(scenes[-1])
        self.away = 0
        self.reroots += 1

    def dispatch(self, intent: Any) -> None:
        """What run_loop does with one intent."""
        if isinstance(intent, it.Quit):
            self.services.quit_requested = True
        elif isinstance(intent, it.Command) and intent.name == "fullscreen":
            self.services.display.toggle_fullscreen()
        else:
            self.stack.handle(intent)
        self.stack.apply_pending()

    # --- one burst ----------------------------------------------------------------------------
    def burst(self) -> int:
        rng = self.rng
        self.source.points = hot_points(self.stack.scenes)
        pick = rng.random()
        if pick < 0.03:
            return self.resize()
        if pick < 0.11:
            self.assist()
            return 0
        if pick < 0.36:
            window = self.services.display.window
            size = window.get_size() if window is not None else (1280, 720)
            batch = self.source.pygame_events(size)
            self.recent.append(("pygame", [pygame.event.event_name(e.type) for e in batch]))
            for event in batch:
                pygame.event.post(event)
            self.now += rng.choice((0.0, STEP, STEP * 2, 0.05, 0.1, 0.3))
            run_loop(self.services, self.stack, self.mapper, self.clock, max_passes=1,
                     pacer=self.pacer)
            return len(batch)
        batch = self.source.intents()
        self.recent.append(batch)
        for intent in batch:
            self.dispatch(intent)
            if rng.random() < 0.3:
                self.advance(rng.randint(1, 3))
        self.advance(rng.choice((0, 1, 1, 2, 6, 20, 60)))
        if rng.random() < 0.5:
            self.stack.draw(self.services.display.canvas, self.clock.alpha)
        return len(batch)

    def advance(self, steps: int) -> None:
        for _ in range(steps):
            self.stack.update(STEP)
            self.stack.apply_pending()
        self.now += steps * STEP

    def resize(self) -> int:
        display = self.services.display
        if display.window is None or display.fullscreen:
            return 0
        size = self.source.window_size()
        self.recent.append(("resize", size))
        pygame.display.set_mode(size, pygame.RESIZABLE)  # what the window manager does
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
        run_loop(self.services, self.stack, self.mapper, self.clock, max_passes=1,
                     pacer=self.pacer)
        return 1

    def assist(self) -> None:
        """A human seat makes the hinted move through the view, as a drop would."""
        top = self.stack.top
        if not isinstance(top, TableScene) or top.replaying or top.match.rules.is_over():
            return
        rules = top.match.rules
        seats = [s for s in rules.actors() if s in top.humans]
        if not seats or (top.hot_seat and top.viewer not in seats):
            return
        seat = top.viewer if top.viewer in seats else seats[0]
        legal = rules.legal_actions(seat)
        if not legal:
            return
        action = top.match.bot_decision(seat).action if not rules.realtime else (
            self.rng.choice(legal))
        self.recent.append(("assist", action))
        top.submit(action)
        self.stack.apply_pending()
        self.assists += 1

    # --- checks ------------------------------------------------------------------------------
    def matches(self) -> list[Match]:
        found = []
        for scene in self.stack.scenes:
            for holder in (scene, getattr(scene, "view", None)):
                match = getattr(holder, "match", None)
                if isinstance(match, Match) and all(m is not match for m in found):
                    found.append(match)
        return found

    def check(self, full: bool = False) -> None:
        for match in self.matches():
            rules = match.rules
            snapshot = rules.snapshot()
            changes = self.counter.count(match)
            before = self.seen.get(id(match))
            if before is not None and before[0] != snapshot:
                assert before[1] != changes, (
                    f"{match.spec.title}: the state changed without an accepted action")
            self.seen[id(match)] = (snapshot, changes)
            invariants.check(match.spec.id, rules, len(match.setup.seats), snapshot)
            if full:
                again = (replayed(match) if isinstance(match, CoachedMatch)  # a tutorial's
                         else replay(match.spec, match.data, match.setup, match.log).rules)
                assert again.snapshot() == snapshot, (
                    f"{match.spec.title}: the log does not replay to the state on screen")

    # --- the run ------------------------------------------------------------------------------
    def run(self, events: int) -> SceneFuzz:
        last_full = 0
        while self.events < events:
            try:
                count = self.burst()
                if self.services.quit_requested:
                    self.services.quit_requested = False
                    self.quits += 1
                self.events += count
                full = self.events - last_full >= REPLAY_CHECK_EVERY
                self.check(full=full)
                if full:
                    last_full = self.events
            except Exception as error:
                names = [type(s).__name__ for s in self.stack.scenes]
                recent = "\n  ".join(repr(r)[:300] for r in self.recent)
                raise AssertionError(f"{self.name}: after {self.events} events, stack {names}, "
                                     f"last input:\n  {recent}") from error
            on_root = any(type(s) is self.root_type for s in self.stack.scenes)
            self.away = 0 if on_root else self.away + count
            top_is_root = type(self.stack.top) is self.root_type
            self.above = self.above + count if on_root and not top_is_root else 0
            if self.above > RETURN_AFTER:
                self.stack.pop_until(lambda scene: type(scene) is self.root_type)
                self.stack.apply_pending()
                self.above = 0
                self.returns += 1
            if not self.stack.scenes or self.away > REROOT_AFTER:
                self.check(full=True)
                self.reroot()
        self.check(full=True)
        return self
