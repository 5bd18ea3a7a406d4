"""Autosaves written off the frame: a worker thread encodes and writes, the game goes on."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.storage.atomic_json import write_json

WORKER_NAME = "taco-save-writer"


class BackgroundWriter:
    """Writes JSON files on a worker thread, so a frame never waits for the disk (an atomic
    write syncs twice: from under a millisecond to tens on a slow laptop disk). The encoding
    happens there too, though it holds the interpreter lock like any Python work.

    Submitted data must not change afterwards (give it a fresh record). The newest data for a
    path replaces data still waiting; `flush` waits until everything submitted is on disk. The
    worker runs only while there is work and is not a daemon: a write under way when the app
    quits is finished, never cut off."""

    def __init__(self, write: Callable[[Path, Any], None] = write_json) -> None:
        self._write = write
        self._pending: dict[Path, Any] = {}
        self._running = False
        self._errors: list[str] = []
        self._changed = threading.Condition()

    def submit(self, path: Path, data: Any) -> None:
        with self._changed:
            self._pending[path] = data
            if self._running:
                return  # the worker picks it up
            self._running = True
        try:
            threading.Thread(target=self._work, name=WORKER_NAME).start()
        except RuntimeError:  # no thread to be had: write here and now, nothing is lost
            self._work()

    def flush(self) -> None:
        """Return once everything submitted is written (or has failed: see `take_errors`)."""
        with self._changed:
            self._changed.wait_for(lambda: not self._running)

    def take_errors(self) -> list[str]:
        """Why writes failed since the last call, one sentence each."""
        with self._changed:
            errors, self._errors = self._errors, []
        return errors

    def _work(self) -> None:
        try:
            while self._write_next():
                pass
        except BaseException:  # never leave `flush` waiting for a worker that is gone
            with self._changed:
                self._running = False
                self._errors.append("the save writer stopped unexpectedly")
                self._changed.notify_all()
            raise

    def _write_next(self) -> bool:
        """Write the oldest waiting file; False (and the worker stops) when none waits."""
        with self._changed:
            if not self._pending:  # checked and cleared under one lock: no submit is missed
                self._running = False
                self._changed.notify_all()
                return False
            path = next(iter(self._pending))
            data = self._pending.pop(path)
        try:
            self._write(path, data)
        except Exception as error:  # noqa: BLE001 - reported as a failed save, never lost
            with self._changed:
                self._errors.append(str(error) or type(error).__name__)
        return True
