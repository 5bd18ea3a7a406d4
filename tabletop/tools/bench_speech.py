"""The benchmark's voice row (#31): how long from a focus change at a narrated table to the voice
starting to speak, with espeak-ng.

The menu's first turn-based table (Taco Loco's) is opened with narration on and the app's own
`Speaker` (its worker thread and queue); the keys move the focus along the hand, and each time
the clock runs from the key's handling until espeak-ng has produced the line's first sound.
espeak-ng writes its sound to a pipe here (`--stdout`), so the figure is the game's and the
engine's (narration, queue, process start, synthesis) and the same on a machine with no sound
device; a sound card adds its own buffer. No espeak-ng: the row says so and is skipped."""

from __future__ import annotations

import dataclasses
import os
import shutil
import statistics
import subprocess
import threading
import time
from collections.abc import Callable
from typing import Any

LATENCY_BUDGET_MS = 150.0
"""From a focus change to the voice starting, at the median."""
CHANGES, CHANGES_QUICK = 20, 5
"""Focus changes timed (the quick form's few only show the row works)."""
WAV_HEADER = 44
"""espeak-ng's WAV header: the bytes after it are sound."""


class TimedEspeak:
    """espeak-ng writing to a pipe: `heard` is set when the line's first sound arrives."""

    def __init__(self, program: str) -> None:
        self.program = program
        self.process: subprocess.Popen[bytes] | None = None
        self.lock = threading.Lock()
        self.voice = "en-us"
        self.heard = threading.Event()
        self.heard_at = 0.0

    def use_language(self, code: str) -> None:
        self.voice = "es-419" if code == "es" else "en-us"

    def speak(self, text: str) -> None:
        with self.lock:
            self.process = subprocess.Popen([self.program, "-v", self.voice, "--stdout", "--",
                                             text], stdout=subprocess.PIPE,
                                            stderr=subprocess.DEVNULL)
            process = self.process
        assert process.stdout is not None
        got = 0
        while got <= WAV_HEADER:
            chunk = os.read(process.stdout.fileno(), 4096)
            if not chunk:
                break
            got += len(chunk)
        if got > WAV_HEADER and not self.heard.is_set():
            self.heard_at = time.perf_counter()
            self.heard.set()
        process.kill()  # the rest of the line is not needed: its start was heard
        process.wait()

    def stop(self) -> None:
        with self.lock:
            if self.process is not None and self.process.poll() is None:
                self.process.kill()


def narrated_table(services: Any) -> tuple[Any, Any]:
    """The menu's first turn-based table (you and bots: Taco Loco's, you and two) at the first
    moment the focus speaks on your turn."""
    from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
    from tabletop.engine.scene_stack import SceneStack
    from tabletop.scenes.launch import start_game

    spec = next(s for s in services.playable_specs() if not s.realtime)
    count = min(spec.max_players, max(3, spec.min_players))
    bots = tuple(Seat(name, BOT) for name in ("Rosa", "Beto", "Lupe", "Mateo")[:count - 1])
    setup = GameSetup((Seat("Ana", HUMAN), *bots), 7, {})
    stack = SceneStack()
    table = start_game(services, stack, spec, setup)
    stack.apply_pending()
    for _ in range(60 * 60):
        stack.update(1 / 60)
        stack.apply_pending()
        if table.narrator.focus:
            break
    return stack, table


def measure_latency(services: Any, program: str, changes: int) -> list[float]:
    """Milliseconds from each focus change to the voice's first sound."""
    from tabletop.audio.speech import Speaker
    from tabletop.input import intents as it

    voice = TimedEspeak(program)
    speaker = Speaker(lambda: voice)
    own_speech, own_settings = services.speech, services.settings
    services.speech = speaker
    services.settings = dataclasses.replace(own_settings, narration=True, bot_pace=0.0,
                                            animation_speed="instant")
    try:
        stack, table = narrated_table(services)
        speaker.lines.join()  # what the opening said is over before the clock starts
        times = []
        for _ in range(changes):
            voice.heard.clear()
            start = time.perf_counter()
            stack.handle(it.Navigate(1, 0))
            stack.update(1 / 60)  # the step in which narration notices the focus moved
            if voice.heard.wait(timeout=5.0):
                times.append((voice.heard_at - start) * 1000)
            speaker.lines.join()
    finally:
        speaker.stop()
        services.speech, services.settings = own_speech, own_settings
    return times


def report_speech(services: Any, quick: bool, verdict: Callable[[bool], str]) -> int:
    """Print the voice's latency with its budget; the number of budgets missed (none when
    espeak-ng is missing, or in the quick form, whose few changes only show the row works)."""
    print(f"\n{'voice (espeak-ng)':40} {'median':>8} {'p95':>8}  budget (focus change to "
          f"speech, median ≤ {LATENCY_BUDGET_MS:g} ms)")
    program = shutil.which("espeak-ng")
    if program is None:
        print(f"{'focus change to speech':40} skipped: espeak-ng is not installed")
        return 0
    times = measure_latency(services, program, CHANGES_QUICK if quick else CHANGES)
    if not times:
        print(f"{'focus change to speech':40} no line was heard  {verdict(False)}")
        return 0 if quick else 1
    ordered = sorted(times)
    median = statistics.median(ordered)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    ok = median <= LATENCY_BUDGET_MS
    print(f"{'focus change to speech':40} {median:6.1f}ms {p95:6.1f}ms  "
          f"{'' if quick else verdict(ok)}")
    return 0 if ok or quick else 1
