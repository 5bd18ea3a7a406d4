"""Narration's voice: a `Speech` every scene reaches through the services.

`Speaker` says lines one after another on a worker thread (the loop never waits for a voice),
drops what is queued and cuts the line being said when asked to (`interrupt`: the focus moved).
Its voice is the machine's: pyttsx3 (SAPI5 on Windows, NSSpeechSynthesizer on macOS, espeak-ng
on Linux), else the `espeak-ng` program; with neither, `NoSpeech` says why and the game goes on.
`RecordingVoice` is a voice that only writes down what it was given (tests); `LoggedVoice` writes
each line to a text file before its voice says it (`--speech-log`: a run heard through its log).
Each line is said in the language it was queued in (`Speech.language`, the settings'): espeak-ng
with that language's voice, pyttsx3 with a voice of that language where the machine has one."""

from __future__ import annotations

import contextlib
import ctypes.util
import importlib.util
import queue
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, Protocol

from tabletop.core.language import N_

NO_VOICE = N_("no voice found on this machine")
"""Why no line is said, in words the settings screen translates where it shows them."""
ESPEAK_VOICES: Mapping[str, str] = MappingProxyType({"en": "en-us", "es": "es-419"})
"""espeak-ng's voice for each of the game's languages (Spanish: Latin America's, as the
catalog's Mexican Spanish is written)."""


class Speech(Protocol):
    """What the table asks of a voice."""

    disabled_reason: str | None
    """Why nothing is spoken (no voice on this machine), or None while a voice speaks."""
    language: str
    """The language lines are said in from now on (the settings' language code)."""

    def say(self, text: str, interrupt: bool = False) -> None:
        """Say `text` after what is queued, or at once instead of it (`interrupt`)."""

    def stop(self) -> None:
        """Say nothing more of what is queued or being said."""


class Voice(Protocol):
    """A speech engine: says one line and returns when it is said (or stopped)."""

    def speak(self, text: str) -> None: ...

    def stop(self) -> None:
        """Cut the line being said short (called from another thread)."""

    def use_language(self, code: str) -> None:
        """Say the next lines in the language `code` (its voice, where the engine has one)."""


class NoSpeech:
    """No voice: nothing is said (the narration setting says why)."""

    def __init__(self, reason: str = NO_VOICE) -> None:
        self.disabled_reason: str | None = reason
        self.language = "en"

    def say(self, text: str, interrupt: bool = False) -> None:
        """Nothing to say it with."""

    def stop(self) -> None:
        """Nothing to stop."""


class RecordingVoice:
    """A voice that writes each line down instead of saying it (tests; a text log)."""

    def __init__(self) -> None:
        self.spoken: list[str] = []
        self.stops = 0
        self.language = "en"

    def speak(self, text: str) -> None:
        self.spoken.append(text)

    def stop(self) -> None:
        self.stops += 1

    def use_language(self, code: str) -> None:
        self.language = code


class LoggedVoice:
    """Another voice, each line first written to a text file with the seconds since the start
    (a run played with the screen covered is heard again, or read, through its log)."""

    def __init__(self, voice: Voice, path: Path) -> None:
        self.voice = voice
        self.path = path
        self.started = time.monotonic()
        self.language = "en"
        path.write_text("", encoding="utf-8")

    def speak(self, text: str) -> None:
        with self.path.open("a", encoding="utf-8") as log:
            log.write(f"{time.monotonic() - self.started:8.2f} [{self.language}] {text}\n")
        self.voice.speak(text)

    def stop(self) -> None:
        self.voice.stop()

    def use_language(self, code: str) -> None:
        self.language = code
        self.voice.use_language(code)


class EspeakVoice:
    """The `espeak-ng` program, one process a line (stopping ends the process); with
    `wav_folder`, each line is rendered to a numbered WAV file there instead of played."""

    def __init__(self, program: str, wav_folder: Path | None = None) -> None:
        self.program = program
        self.process: subprocess.Popen[bytes] | None = None
        self.lock = threading.Lock()
        self.voice = ESPEAK_VOICES["en"]
        self.wav_folder = wav_folder
        self.lines_said = 0

    def use_language(self, code: str) -> None:
        self.voice = ESPEAK_VOICES.get(code, code)

    def speak(self, text: str) -> None:
        command = [self.program, "-v", self.voice]
        if self.wav_folder is not None:
            self.lines_said += 1
            command += ["-w", str(self.wav_folder / f"{self.lines_said:04d}.wav")]
        with self.lock:
            self.process = subprocess.Popen([*command, "--", text],
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

    def use_language(self, code: str) -> None:
        """The first of the engine's voices that speaks `code`, if it has one."""
        with contextlib.suppress(Exception):  # a driver without voice lists keeps its own
            for voice in self.engine.getProperty("voices"):
                spoken = [str(lang).lower() for lang in getattr(voice, "languages", [])]
                if any(code in lang for lang in spoken) or code in str(voice.id).lower():
                    self.engine.setProperty("voice", voice.id)
                    return


def machine_voice(wav_folder: Path | None = None) -> Callable[[], Voice] | None:
    """How to make this machine's voice (None: it has none). Cheap: nothing is started. On
    Linux the `espeak-ng` program comes first: it plays by itself and ends at once when
    stopped (pyttsx3's espeak driver plays through `aplay`, which it cannot cut short).
    `wav_folder`: espeak-ng renders each line to a file there instead of playing it."""
    espeak = shutil.which("espeak-ng") or shutil.which("espeak")
    if espeak is not None and (wav_folder is not None
                               or sys.platform not in ("win32", "darwin")):
        return lambda: EspeakVoice(espeak, wav_folder)
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
        self.language = "en"
        self.voice: Voice | None = None
        self.lines: queue.Queue[tuple[str, str]] = queue.Queue()
        self.worker: threading.Thread | None = None
        self.started = threading.Event()

    @classmethod
    def for_this_machine(cls, log: Path | None = None) -> Speaker | NoSpeech:
        """The machine's voice. `log`: each line is written to that text file as it is said
        and, with espeak-ng, rendered to a WAV file in the folder beside it of the same name
        (`speech.txt`, `speech/0001.wav`...) instead of played."""
        if log is None:
            make = machine_voice()
            return NoSpeech() if make is None else cls(make)
        folder = log.with_suffix("")
        folder.mkdir(parents=True, exist_ok=True)
        found = machine_voice(folder)
        if found is None:
            return NoSpeech()
        return cls(lambda: LoggedVoice(found(), log))

    def say(self, text: str, interrupt: bool = False) -> None:
        if self.disabled_reason is not None or not text.strip():
            return
        if interrupt:
            self.stop()
        if not self.threaded:
            if self.voice is None:
                self.voice = self.make_voice()
            self.voice.use_language(self.language)
            self.voice.speak(text)
            return
        self.lines.put((text, self.language))
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
            text, language = self.lines.get()
            try:
                self.voice.use_language(language)
                self.voice.speak(text)
            except Exception:  # noqa: BLE001 - a line the engine cannot say is skipped
                pass
            finally:
                self.lines.task_done()
