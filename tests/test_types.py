"""mypy keeps tabletop/ typed: no module may have a type error, and nothing is switched off.

mypy runs over the whole package (pyproject.toml's [tool.mypy]), so a new module is checked from
its first line; `.ci/run` runs it too. Skipped only where mypy is not installed (the test extra
pins it).
"""

import importlib.util
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

TYPE_IGNORE_BUDGET = 0
"""`type: ignore` comments allowed in tabletop/ (there were 13 before the table kit)."""

ERROR_LINE = re.compile(r"^(?P<path>[^:\s]+\.py):\d+: error: ")


@pytest.fixture(scope="module")
def errors_by_file() -> dict[str, list[str]]:
    """Every mypy error over tabletop/, by file (paths relative to the repository)."""
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed (pip install -e '.[test]' brings it)")
    result = subprocess.run([sys.executable, "-m", "mypy", "--no-color-output"], cwd=ROOT,
                            capture_output=True, text=True)
    if result.returncode not in (0, 1):  # 2: mypy itself failed (bad config, crash)
        pytest.fail(f"mypy did not run:\n{result.stdout[-3000:]}{result.stderr[-3000:]}")
    found: dict[str, list[str]] = {}
    for line in result.stdout.splitlines():
        match = ERROR_LINE.match(line)
        if match:
            found.setdefault(Path(match["path"]).as_posix(), []).append(line)
    assert result.returncode == 0 or found, result.stdout[-3000:]
    return found


def test_every_module_has_no_type_errors(errors_by_file):
    found = [line for _path, lines in sorted(errors_by_file.items()) for line in lines]
    assert found == [], "mypy errors:\n" + "\n".join(found[:60])


def test_mypy_checks_all_of_tabletop_with_nothing_switched_off():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["files"] == ["tabletop"]
    assert "exclude" not in config and not config.get("ignore_errors", False)
    assert not config.get("ignore_missing_imports", False), "name the untyped packages instead"
    for override in config.get("overrides", []):
        assert not override.get("ignore_errors", False), override
        modules = override["module"]
        modules = [modules] if isinstance(modules, str) else modules
        assert not any(m.split(".")[0] == "tabletop" for m in modules), override


def test_type_ignore_comments_stay_within_budget():
    found = [f"{path.relative_to(ROOT)}:{number}"
             for path in sorted((ROOT / "tabletop").rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if "type: ignore" in line]
    assert len(found) <= TYPE_IGNORE_BUDGET, f"type: ignore comments: {found}"
