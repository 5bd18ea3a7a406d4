"""Dependency rules: rules, bots, core and layout parsing stay plain Python; pygame is pygame-ce."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "tabletop"


def plain_python_modules() -> list[Path]:
    files = list((PACKAGE / "core").rglob("*.py")) + list((PACKAGE / "layout").rglob("*.py"))
    for game in (PACKAGE / "games").iterdir():
        for name in ("rules.py", "bot.py", "cards.py", "spec.py"):
            if (game / name).exists():
                files.append(game / name)
        if (game / "rules").is_dir():
            files += list((game / "rules").rglob("*.py"))
    return files


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


def test_rules_never_import_views_scenes_or_other_games():
    for path in plain_python_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        game = path.parent.name if path.parent.parent.name == "games" else None
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                module = node.module
                assert not module.startswith(("tabletop.scenes", "tabletop.ui", "tabletop.engine",
                                              "tabletop.input", "tabletop.audio")), (path, module)
                if game and module.startswith("tabletop.games."):
                    assert module.split(".")[2] == game, (path, module)


def test_pygame_is_pygame_ce():
    import pygame

    assert getattr(pygame, "IS_CE", False), "plain pygame was installed over pygame-ce"


def test_no_unsafe_loading_anywhere():
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for bad in ("yaml.load(", "pickle.", "eval(", "exec("):
            assert bad not in text.replace("safe_load(", ""), (path, bad)
