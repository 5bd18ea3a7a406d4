"""Every third-party import is declared in pyproject.toml, whatever this machine has installed.

A package that happens to be installed hides a missing declaration from a green test run: the
README's test command then fails at collection on a fresh machine. The import name of a
distribution is not always its own name, so the known ones are mapped here.
"""

import ast
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# import name -> distribution name, where they differ
IMPORT_TO_DISTRIBUTION = {"pygame": "pygame-ce", "yaml": "pyyaml", "pytmx": "pytmx",
                          "PyInstaller": "pyinstaller", "importlinter": "import-linter"}


def requirement_names(requirements: list[str]) -> set[str]:
    names = set()
    for requirement in requirements:
        name = requirement
        for stop in "<>=!~[;( ":
            name = name.split(stop)[0]
        names.add(name.strip().lower().replace("_", "-"))
    return names


def third_party_imports(folder: Path) -> dict[str, str]:
    """Each top-level import outside the stdlib and the project, with where it is first seen."""
    local = {p.name for p in ROOT.iterdir() if p.is_dir()} | {p.stem for p in ROOT.glob("*.py")}
    found: dict[str, str] = {}
    paths = [folder] if folder.is_file() else sorted(folder.rglob("*.py"))
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                roots = [alias.name.split(".")[0] for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                roots = [node.module.split(".")[0]]
            else:
                continue
            for root in roots:
                if root in sys.stdlib_module_names or root in local or root == "__future__":
                    continue
                found.setdefault(root, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def declared() -> tuple[set[str], dict[str, set[str]]]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = {name: requirement_names(reqs)
              for name, reqs in project.get("optional-dependencies", {}).items()}
    return requirement_names(project["dependencies"]), extras


def undeclared(folder: Path, allowed: set[str]) -> list[str]:
    return [f"{where}: imports {name}, which pyproject.toml does not declare"
            for name, where in third_party_imports(folder).items()
            if IMPORT_TO_DISTRIBUTION.get(name, name).lower().replace("_", "-") not in allowed]


def test_the_game_imports_only_its_declared_dependencies():
    runtime, _ = declared()
    assert undeclared(ROOT / "tabletop", runtime) + undeclared(ROOT / "main.py", runtime) == []


def test_the_tests_import_only_the_declared_test_extra():
    runtime, extras = declared()
    assert undeclared(ROOT / "tests", runtime | extras["test"]) == []


def test_packaging_imports_only_the_declared_build_extra():
    runtime, extras = declared()
    assert undeclared(ROOT / "packaging", runtime | extras["build"]) == []
