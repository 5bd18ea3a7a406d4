"""Dependency rules: rules, bots, core and layout parsing stay plain Python; pygame is pygame-ce."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "tabletop"


def plain_python_modules() -> list[Path]:
    files = list((PACKAGE / "core").rglob("*.py")) + list((PACKAGE / "layout").rglob("*.py"))
    for game in (PACKAGE / "games").iterdir():
        if not game.is_dir() or game.name.startswith("_"):
            continue
        if (game / "spec.py").exists():
            files.append(game / "spec.py")
        files += list((game / "rules").rglob("*.py"))  # the whole rules part of every game
    return files


def test_every_game_keeps_its_rules_and_its_table_apart():
    """A game's package holds its spec, its rules part and its table part, nothing loose."""
    for game in (PACKAGE / "games").iterdir():
        if not game.is_dir() or game.name.startswith("_") or not (game / "spec.py").exists():
            continue
        loose = sorted(p.name for p in game.glob("*.py") if p.name not in ("__init__.py",
                                                                             "spec.py"))
        assert loose == [], f"{game.name}: {loose} belong in rules/ or table/"
        assert (game / "rules" / "wiring.py").exists() and (game / "table").is_dir()


def imported_names(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", plain_python_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_plain_python_modules_import_no_pygame(path):
    assert "pygame" not in imported_names(path)


def test_rules_never_import_tables_scenes_or_other_games():
    for path in plain_python_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parts = path.relative_to(PACKAGE).parts
        game = parts[1] if parts[0] == "games" else None
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                module = node.module
                assert not module.startswith(("tabletop.scenes", "tabletop.ui", "tabletop.engine",
                                              "tabletop.input", "tabletop.audio",
                                              "tabletop.kit")), (path, module)
                if game and module.startswith("tabletop.games."):
                    assert module.split(".")[2] == game, (path, module)
                    assert not module.startswith(f"tabletop.games.{game}.table"), (path, module)


def test_pygame_is_pygame_ce():
    import pygame

    assert getattr(pygame, "IS_CE", False), "plain pygame was installed over pygame-ce"


FORBIDDEN_MODULES = {"pickle", "_pickle", "cPickle", "marshal", "shelve", "dill", "cloudpickle",
                     "jsonpickle"}
FORBIDDEN_BUILTINS = {"eval", "exec"}
YAML_ALLOWED = {"safe_load", "safe_load_all", "safe_dump", "safe_dump_all", "YAMLError",
                "MarkedYAMLError"}


def unsafe_uses(source: str) -> list[str]:
    """Every unsafe way of loading or running data in `source`, as 'line N: what'."""
    tree = ast.parse(source)
    found: list[str] = []
    yaml_names: set[str] = set()

    def flag(node: ast.AST, what: str) -> None:
        found.append(f"line {node.lineno}: {what}")

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                root = alias.name.split(".")[0]
                if root in FORBIDDEN_MODULES:
                    flag(node, f"import {alias.name}")
                if root == "yaml":
                    yaml_names.add(alias.asname or "yaml")
        elif isinstance(node, ast.ImportFrom) and node.module:
            root = node.module.split(".")[0]
            if root in FORBIDDEN_MODULES:
                flag(node, f"from {node.module} import ...")
            if root == "yaml":
                for alias in node.names:
                    if alias.name not in YAML_ALLOWED:
                        flag(node, f"from yaml import {alias.name}")
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in FORBIDDEN_BUILTINS:
                flag(node, f"{func.id}()")
            if (isinstance(func, ast.Attribute) and func.attr in FORBIDDEN_BUILTINS
                    and isinstance(func.value, ast.Name) and func.value.id == "builtins"):
                flag(node, f"builtins.{func.attr}()")
            named = (isinstance(func, ast.Name) and func.id == "__import__") or (
                isinstance(func, ast.Attribute) and func.attr == "import_module")
            if named and node.args and isinstance(node.args[0], ast.Constant):
                target = str(node.args[0].value).split(".")[0]
                if target in FORBIDDEN_MODULES:
                    flag(node, f"dynamic import of {target}")
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id in yaml_names and node.attr not in YAML_ALLOWED):
            flag(node, f"{node.value.id}.{node.attr}")
    return found


def package_sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py")) + [PACKAGE.parent / "main.py"]


@pytest.mark.parametrize("path", package_sources(),
                         ids=lambda p: str(p.relative_to(PACKAGE.parent)))
def test_no_unsafe_loading(path):
    """YAML only through yaml.safe_load; no pickle, marshal or shelve; no eval or exec."""
    if not path.exists():
        pytest.skip("no such file")
    assert unsafe_uses(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("source", [
    "import pickle", "import pickle as p", "from pickle import loads", "import marshal",
    "import shelve", "from _pickle import loads",
    "import importlib\nimportlib.import_module('pickle')",
    "__import__('marshal')", "eval('1')", "exec('x = 1')", "import builtins\nbuiltins.eval('1')",
    "import yaml\nyaml.load(text)", "import yaml\nyaml.unsafe_load(text)",
    "import yaml\nyaml.full_load(text)", "import yaml as y\ny.load(t, Loader=y.Loader)",
    "from yaml import load", "from yaml import FullLoader", "import yaml\nyaml.load_all(t)",
])
def test_the_scan_catches_each_unsafe_form(source):
    assert unsafe_uses(source), source


@pytest.mark.parametrize("source", [
    "import yaml\nyaml.safe_load(text)", "from yaml import safe_load, YAMLError",
    "import ast\nast.literal_eval('1')", "model.eval()", "import json\njson.loads(t)",
    "text = 'eval(x) and pickle.loads'",
    "import yaml\ntry:\n    pass\nexcept yaml.YAMLError:\n    pass",
])
def test_the_scan_allows_safe_code(source):
    assert unsafe_uses(source) == []
