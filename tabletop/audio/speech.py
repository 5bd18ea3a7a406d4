"""Narration's voice: a `Speech` every scene reaches through the services.

`Speaker` says lines one after another on a worker thread (the loop never waits for a voice),
drops what is queued and cuts the line being said when asked to (`interrupt`: the focus moved).
Its voice is the machine's: pyttsx3 (SAPI5 on Windows, NSSpeechSynthesizer on macOS, espeak-ng
on Linux), else the `espeak-ng` program; with neither, `NoSpeech` says why and the game goes on.
`RecordingVoice` is a voice that only writes down what it was given (tests, a text log)."""

from __future__ import annotations

import contextlib
import ctypes.util
import importlib.util
import queue
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from typing import Any, Protocol

from tabletop.core.language import N_

NO_VOICE = N_("no voice found on this machine")
"""Why no line is said, in words the settings screen translates where it shows them."""


class Speech(Protocol):
    """What the table asks of a voice."""

    disabled_reason: str | None
    """Why nothing is spoken (no voice on this machine), or None while a voice speaks."""

    def say(self, text: str, interrupt: bool = False) -> None:
        """Say `text` after what is queued, or at once instead of it (`interrupt`)."""

    def stop(self) -> None:
        """Say nothing more of what is queued or being said."""


class Voice(Protocol):
    """A speech engine: says one line and returns when it is said (or stopped)."""

    def speak(self, text: str) -> None: ...

    def stop(self) -> None:
        """Cut the line being said short (called from another thread)."""


class NoSpeech:
    """No voice: nothing is said (the narration setting says why)."""

    def __init__(self, reason: str = NO_VOICE) -> None:
        self.disabled_reason: str | None = reason

    def say(self, text: str, interrupt: bool = False) -> None:
        """Nothing to say it with."""

    def stop(self) -> None:
        """Nothing to stop."""


class RecordingVoice:
    """A voice that writes each line down instead of saying it (tests; a text log)."""

    def __init__(self) -> None:
        self.spoken: list[str] = []
        self.stops = 0

    def speak(self, text: str) -> None:
        self.spoken.append(text)

    def stop(self) -> None:
        self.stops += 1


class EspeakVoice:
    """The `espeak-ng` program, one process a line (stopping ends the process)."""

    def __init__(self, program: str) -> None:
        self.program = program
        self.process: subprocess.Popen[bytes] | None = None
        self.lock = threading.Lock()

    def speak(self, text: str) -> None:
        with self.lock:
            self.process = subprocess.Popen([self.program, "--", text],
                                            stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL)
            process = self.process
        process.wait()

    def stop(self) -> None:
        with self.lock:
            if self.process is not None and self.process.poll() is None:
                self.process.kill()


class Pyttsx3Voice:
    """pyttsx3's engine, built on the thread that speaks (its drivers want one thread)."""

    def __init__(self) -> None:
        import pyttsx3

        self.engine: Any = pyttsx3.init()

    def speak(self, text: str) -> None:
        self.engine.say(text)
        self.engine.runAndWait()

    def stop(self) -> None:
        with contextlib.suppress(Exception):  # the engine may be between lines
            self.engine.stop()


def machine_voice() -> Callable[[], Voice] | None:
    """How to make this machine's voice (None: it has none). Cheap: nothing is started. On
    Linux the `espeak-ng` program comes first: it plays by itself and ends at once when
    stopped (pyttsx3's espeak driver plays through `aplay`, which it cannot cut short)."""
    espeak = shutil.which("espeak-ng") or shutil.which("espeak")
    if espeak is not None and sys.platform not in ("win32", "darwin"):
        return lambda: EspeakVoice(espeak)
    if importlib.util.find_spec("pyttsx3") is not None and (
            sys.platform in ("win32", "darwin")
            or ctypes.util.find_library("espeak-ng") or ctypes.util.find_library("espeak")):
        return Pyttsx3Voice
    if espeak is not None:
        return lambda: EspeakVoice(espeak)
    return None


class Speaker:
    """Lines said in turn by a voice on a worker thread (`threaded=False`: said at once, in
    the caller's thread, as a test's recording voice is)."""

    def __init__(self, make_voice: Callable[[], Voice], threaded: bool = True) -> None:
        self.make_voice = make_voice
        self.threaded = threaded
        self.disabled_reason: str | None = None
        self.voice: Voice | None = None
        self.lines: queue.Queue[str] = queue.Queue()
        self.worker: threading.Thread | None = None
        self.started = threading.Event()

    @classmethod
    def for_this_machine(cls) -> Speaker | NoSpeech:
        make = machine_voice()
        return NoSpeech() if make is None else cls(make)

    def say(self, text: str, interrupt: bool = False) -> None:
        if self.disabled_reason is not None or not text.strip():
            return
        if interrupt:
            self.stop()
        if not self.threaded:
            if self.voice is None:
                self.voice = self.make_voice()
            self.voice.speak(text)
            return
        self.lines.put(text)
        if self.worker is None:
            self.worker = threading.Thread(target=self._run, name="speech", daemon=True)
            self.worker.start()

    def stop(self) -> None:
        with contextlib.suppress(queue.Empty):
            while True:
                self.lines.get_nowait()
                self.lines.task_done()
        if self.voice is not None:
            self.voice.stop()

    def _run(self) -> None:
        """The worker: make the voice, then say each line as it comes."""
        try:
            self.voice = self.make_voice()
        except Exception:  # noqa: BLE001 - any engine failure means: no voice, play on
            self.disabled_reason = NO_VOICE
            self.stop()  # what was queued is never said
            return
        while True:
            text = self.lines.get()
            try:
                self.voice.speak(text)
            except Exception:  # noqa: BLE001 - a line the engine cannot say is skipped
                pass
            finally:
                self.lines.task_done()
