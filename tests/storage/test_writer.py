"""Autosaves written off the frame: nothing waits for the disk, nothing is lost or resurrected."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

from tabletop.storage.atomic_json import write_json
from tabletop.storage.saves import SaveStore
from tabletop.storage.writer import WORKER_NAME, BackgroundWriter

from .conftest import finish, new_match

ROOT = Path(__file__).resolve().parents[2]


class GatedWrite:
    """A disk that holds every write until the test opens the gate; remembers who wrote."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.started = threading.Event()
        self.threads: list[str] = []

    def __call__(self, path: Path, data: object) -> None:
        self.threads.append(threading.current_thread().name)
        self.started.set()
        assert self.gate.wait(10), "the test never opened the gate"
        write_json(path, data)


def test_a_save_returns_while_the_disk_is_still_busy(folder, limits, clock):
    disk = GatedWrite()
    store = SaveStore(folder, limits, clock, BackgroundWriter(disk))
    match = new_match(moves=2)
    store.write(match)  # returns at once although the disk holds the write
    assert disk.started.wait(10)
    assert not store.path_for("counting").exists()
    match.submit(match.bot_decision(match.rules.actors()[0]).action)
    store.write(match)  # queued behind the first
    disk.gate.set()
    saved = store.load("counting")  # reading waits for the writes
    assert len(saved.log) == 3
    assert threading.current_thread().name not in disk.threads


def test_the_newest_data_for_a_file_replaces_data_still_waiting(tmp_path):
    disk = GatedWrite()
    writer = BackgroundWriter(disk)
    target = tmp_path / "save.json"
    writer.submit(target, "first")
    assert disk.started.wait(10)
    writer.submit(target, "second")
    writer.submit(target, "third")
    disk.gate.set()
    writer.flush()
    assert target.read_text(encoding="utf-8") == '"third"'
    assert len(disk.threads) == 2  # "second" was replaced before it was written


def test_the_worker_stops_when_there_is_nothing_to_write(tmp_path):
    writer = BackgroundWriter()
    writer.submit(tmp_path / "a.json", {})
    writer.flush()
    assert (tmp_path / "a.json").read_text(encoding="utf-8") == "{}"
    for worker in [t for t in threading.enumerate() if t.name == WORKER_NAME]:
        worker.join(5)  # flush returns as the worker says it is done; it ends just after
        assert not worker.is_alive()


def test_with_no_thread_to_be_had_the_save_is_written_at_once(tmp_path, monkeypatch):
    def refuse(self):
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(threading.Thread, "start", refuse)
    writer = BackgroundWriter()
    writer.submit(tmp_path / "a.json", [1])
    assert (tmp_path / "a.json").read_text(encoding="utf-8") == "[1]"
    writer.flush()  # nothing left running


def test_a_worker_that_dies_never_leaves_flush_waiting(tmp_path, monkeypatch):
    died = []
    monkeypatch.setattr(threading, "excepthook", died.append)  # the death is expected here

    def crash(path: Path, data: object) -> None:
        raise KeyboardInterrupt

    writer = BackgroundWriter(crash)
    writer.submit(tmp_path / "a.json", {})
    writer.flush()  # returns: the worker said it was gone
    assert writer.take_errors() == ["the save writer stopped unexpectedly"]
    for worker in [t for t in threading.enumerate() if t.name == WORKER_NAME]:
        worker.join(5)
    assert [d.exc_type for d in died] == [KeyboardInterrupt]


def test_a_failed_autosave_is_reported_with_the_notices(folder, limits, clock):
    def full_disk(path: Path, data: object) -> None:
        raise OSError(28, "No space left on device")

    store = SaveStore(folder, limits, clock, BackgroundWriter(full_disk))
    store.write(new_match(moves=2))
    notices = store.take_notices()
    assert notices == ("The game could not be saved: [Errno 28] No space left on device",)
    assert store.take_notices() == ()


def test_a_finished_game_is_not_brought_back_by_an_autosave_on_its_way(folder, limits, clock):
    disk = GatedWrite()
    store = SaveStore(folder, limits, clock, BackgroundWriter(disk))
    match = new_match(moves=2)
    store.write(match)
    assert disk.started.wait(10)
    finish(match)
    threading.Timer(0.05, disk.gate.set).start()
    moved = store.discard("counting", match)  # waits for the autosave, then moves the record
    assert moved is not None and moved.exists()
    assert not store.path_for("counting").exists()
    assert not store.has_continue()


def test_a_save_under_way_when_the_program_ends_is_finished(tmp_path):
    script = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from tabletop.storage.atomic_json import write_json\n"
        "from tabletop.storage.writer import BackgroundWriter\n"
        "def slow(path, data):\n"
        "    time.sleep(0.3)\n"
        "    write_json(path, data)\n"
        "BackgroundWriter(slow).submit(Path(sys.argv[1]), 'kept')\n"
        # no flush: the interpreter exits with the write still under way
    )
    target = tmp_path / "save.json"
    subprocess.run([sys.executable, "-c", script, str(target)], cwd=ROOT, check=True,
                   env=dict(os.environ), timeout=60)
    assert target.read_text(encoding="utf-8") == '"kept"'


def test_the_file_holds_the_game_as_it_was_when_saved(folder, limits, clock):
    """The worker encodes later, while play goes on: what it writes must not move with it."""
    disk = GatedWrite()
    store = SaveStore(folder, limits, clock, BackgroundWriter(disk))
    match = new_match(moves=1)
    match.tick()
    store.write(match)
    assert disk.started.wait(10)  # the worker holds the record, not yet encoded
    match.tick()
    match.submit(match.bot_decision(match.rules.actors()[0]).action)
    disk.gate.set()
    saved = store.load("counting")
    assert [entry.get("tick") for entry in saved.log] == [None, 1]
