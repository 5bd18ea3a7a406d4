"""Test-wide setup: no window, no sound card, and a private user-data folder per test session."""

import gc
import os
import tempfile

# Fixtures built before a test's own HOME (module- or session-scoped services) must not reach
# the real user folder either: the whole session gets a private one first.
_SESSION_HOME = tempfile.mkdtemp(prefix="taco-tests-home-")
os.environ["HOME"] = _SESSION_HOME
os.environ["XDG_DATA_HOME"] = os.path.join(_SESSION_HOME, ".local", "share")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_SESSION_HOME, ".config")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_user_data(tmp_path, monkeypatch):
    """Keep every test's settings, saves and scores out of the real user folder."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    return home


@pytest.fixture(autouse=True)
def nothing_set_aside_from_the_collector_after_a_test():
    """Starting a game sets what its table was built from aside from the garbage collector
    (`gc.freeze` in `launch.start_game`) until the next game or the table's exit; a test that
    starts one and never closes it leaves nothing aside for the next test."""
    yield
    gc.unfreeze()
