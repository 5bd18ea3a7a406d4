"""ruff keeps the code clean (skipped only where ruff is not installed)."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_is_clean():
    # ruff from the running Python's own environment, as mypy is in test_types: a venv whose
    # bin folder is not on the PATH must still lint, not skip.
    if importlib.util.find_spec("ruff") is None:
        pytest.skip("ruff is not installed (pip install -e '.[test]' brings it)")
    tracked = subprocess.run(["git", "ls-files", "*.py"], cwd=ROOT, capture_output=True,
                             text=True)
    files = tracked.stdout.split() if tracked.returncode == 0 and tracked.stdout else ["."]
    result = subprocess.run([sys.executable, "-m", "ruff", "check", *files], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-3000:]
