"""Atomic JSON writes survive a kill mid-write; broken files are set aside, never deleted."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tabletop.storage.atomic_json import (
    BROKEN,
    MISSING,
    OK,
    is_record_file,
    read_json,
    set_aside,
    set_aside_problem,
    write_json,
)


def test_round_trip(folder):
    path = folder / "thing.json"
    write_json(path, {"a": [1, 2], "b": "é"})
    assert read_json(path) == read_json(path)
    assert read_json(path).status == OK
    assert read_json(path).data == {"a": [1, 2], "b": "é"}


def test_write_creates_the_folder(folder):
    path = folder / "deep" / "er" / "thing.json"
    write_json(path, [1])
    assert read_json(path).data == [1]


def test_missing_file(folder):
    assert read_json(folder / "nope.json").status == MISSING


def test_a_failed_rename_leaves_the_previous_file_intact(folder, monkeypatch):
    path = folder / "save.json"
    write_json(path, {"turn": 1})

    def killed(*args):
        raise OSError("simulated crash before the rename")

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(OSError):
        write_json(path, {"turn": 2})
    monkeypatch.undo()
    assert read_json(path).data == {"turn": 1}
    assert [p.name for p in folder.iterdir()] == ["save.json"], "temporary file left behind"


def test_a_half_written_temporary_file_does_not_hurt(folder):
    """What a power cut mid-write leaves: the old file plus a partial temporary beside it."""
    path = folder / "save.json"
    write_json(path, {"turn": 1})
    (folder / ".save.json.abc123.tmp").write_text('{"turn": 2, "lo', encoding="utf-8")
    assert read_json(path).data == {"turn": 1}
    assert [p.name for p in folder.iterdir() if is_record_file(p)] == ["save.json"]
    write_json(path, {"turn": 3})
    assert read_json(path).data == {"turn": 3}


def test_unserialisable_data_writes_nothing(folder):
    path = folder / "save.json"
    write_json(path, {"turn": 1})
    with pytest.raises(ValueError):
        write_json(path, {"turn": float("nan")})
    with pytest.raises(TypeError):
        write_json(path, {"turn": object()})
    assert read_json(path).data == {"turn": 1}
    assert len(list(folder.iterdir())) == 1


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX only")
def test_a_process_killed_mid_write_leaves_the_previous_file(folder):
    """A real kill -9 after the temporary file is written but before it replaces the target."""
    path = folder / "save.json"
    write_json(path, {"turn": 1})
    script = textwrap.dedent(f"""
        import os, signal
        from pathlib import Path
        from tabletop.storage.atomic_json import write_json
        os.replace = lambda *a: os.kill(os.getpid(), signal.SIGKILL)
        write_json(Path({str(path)!r}), {{"turn": 2, "log": list(range(10000))}})
    """)
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", script], cwd=root, timeout=60)
    assert done.returncode == -signal.SIGKILL
    assert read_json(path).data == {"turn": 1}
    leftovers = [p for p in folder.iterdir() if p.name != "save.json"]
    assert len(leftovers) == 1 and not is_record_file(leftovers[0])


@pytest.mark.parametrize("content", [b'{"turn": ', b"\xff\xfe not utf-8", b"", b'{"x": NaN}'])
def test_broken_files_read_as_broken(folder, content):
    path = folder / "save.json"
    path.write_bytes(content)
    read = read_json(path)
    assert read.status == BROKEN
    assert read.detail


def test_set_aside_renames_and_keeps_the_bytes(folder, clock):
    path = folder / "save.json"
    path.write_bytes(b"garbage")
    moved = set_aside(path, clock())
    assert not path.exists()
    assert moved.name == "save.corrupt-20250131T180100Z.json"
    assert moved.read_bytes() == b"garbage"
    assert not is_record_file(moved)


def test_set_aside_never_overwrites_an_earlier_one(folder, clock):
    moment = clock()
    names = set()
    for text in ("one", "two", "three"):
        path = folder / "save.json"
        path.write_text(text)
        names.add(set_aside(path, moment).name)
    assert len(names) == 3
    assert sorted(p.read_text() for p in folder.iterdir()) == ["one", "three", "two"]


def test_set_aside_problem_message(folder, clock):
    path = folder / "autosave.json"
    path.write_text("{")
    problem = set_aside_problem(path, "Your saved game", "is not valid JSON", moment=clock())
    assert problem.message == ("Your saved game could not be read and was set aside as "
                               "autosave.corrupt-20250131T180100Z.json.")
    assert problem.moved_to.exists()
    assert "not valid JSON" in problem.detail


def test_set_aside_problem_when_the_move_fails(folder, clock, monkeypatch):
    path = folder / "autosave.json"
    path.write_text("{")

    def refuse(*args):
        raise PermissionError("read-only folder")

    monkeypatch.setattr(os, "replace", refuse)
    problem = set_aside_problem(path, "Your saved game", "is not valid JSON", moment=clock())
    assert problem.moved_to is None
    assert "could not be moved aside" in problem.message
    assert path.exists()


def test_pretty_output_is_readable_json(folder):
    path = folder / "settings.json"
    write_json(path, {"a": 1}, pretty=True)
    assert json.loads(path.read_text(encoding="utf-8")) == {"a": 1}
    assert "\n" in path.read_text(encoding="utf-8")
