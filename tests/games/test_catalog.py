"""The catalog names every game cheaply: rules, bots and card data load only when a game starts."""

import importlib
import os
import subprocess
import sys
from pathlib import Path

from tabletop.core.registry import GameParts
from tabletop.games.catalog import game_specs

ROOT = Path(__file__).resolve().parents[2]

LIST_GAME_MODULES = (
    "import sys\n"
    "from tabletop.cli import main\n"
    "code = main(sys.argv[1:])\n"
    "print(' '.join(sorted(m for m in sys.modules if m.startswith('tabletop.games.'))))\n"
    "sys.exit(code)\n"
)


def game_modules_after(*argv: str) -> set[str]:
    result = subprocess.run([sys.executable, "-c", LIST_GAME_MODULES, *argv], cwd=ROOT,
                            env=dict(os.environ), capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return set(result.stdout.split())


def test_the_first_title_frame_loads_no_rules_bots_or_cards():
    loaded = game_modules_after("--first-frame-exit")
    assert loaded, "the title should at least read the game catalog"
    heavy = {m for m in loaded if m.rsplit(".", 1)[-1] in ("rulebook", "bot", "cards", "wiring")}
    assert not heavy, f"start-up imported {sorted(heavy)}"


def test_every_game_wires_its_parts_when_asked():
    for spec in game_specs().values():
        parts = spec.parts
        assert isinstance(parts, GameParts)
        assert spec.new_rules is parts.new_rules
        assert spec.action_types and all(isinstance(t, type) for t in spec.action_types)


def test_a_spec_wired_to_nothing_says_where_it_looked():
    import dataclasses

    import pytest

    from tabletop.core.errors import DataError

    spec = dataclasses.replace(game_specs()["taco-loco"], wiring="tabletop.games.catalog")
    with pytest.raises(DataError, match="tabletop.games.catalog: PARTS: Taco Loco has no"):
        spec.new_rules  # noqa: B018


def test_every_spec_names_its_table_back_accent_and_bench_scene():
    """A game registers once, in its spec: the app, the art generator and the benchmark ask it."""
    from tabletop.assets.paths import sprite_path
    from tabletop.core.registry import load_named
    from tabletop.kit.scene import TableScene

    for spec in game_specs().values():
        assert issubclass(spec.table_class(), TableScene), spec.id
        assert spec.back is not None and sprite_path(spec.back.sprite).is_file(), spec.id
        assert callable(load_named(spec.back.art, "art")), spec.id
        assert all(0 <= c <= 255 for c in spec.accent_rgb) and len(spec.accent) == 7, spec.id
        assert spec.bench is not None and spec.min_players <= spec.bench.players, spec.id


def test_the_catalog_lists_game_packages_only():
    import importlib

    from tabletop.games import catalog

    for package in catalog.GAME_PACKAGES:
        assert importlib.import_module(package).__path__, f"{package} is not a package"
    assert [s.id for s in game_specs().values()] == [
        importlib.import_module(catalog.spec_module(p)).SPEC.id for p in catalog.GAME_PACKAGES]


def test_a_table_that_is_not_there_says_where_it_looked():
    import dataclasses

    import pytest

    from tabletop.core.errors import DataError

    spec = dataclasses.replace(game_specs()["taco-loco"],
                               table="tabletop.games.taco_loco.table.view:NoSuchTable")
    with pytest.raises(DataError, match="NoSuchTable: Taco Loco's table is not there"):
        spec.table_class()
    assert dataclasses.replace(spec, table="").table_class() is None


def code_strings(path: Path) -> list[tuple[int, str]]:
    """Every string in a module's code, with its line (docstrings and comments left out)."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.value) for node in ast.walk(tree)
                  if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings]


def test_nothing_outside_a_games_folder_names_it():
    """Only the catalog lists a game's package; no other code or app data names a game."""
    from tabletop.games import catalog

    package_dir = ROOT / "tabletop"
    shared_yaml = sorted((ROOT / "data").glob("*.yaml"))
    for package in catalog.GAME_PACKAGES:
        spec = importlib.import_module(catalog.spec_module(package)).SPEC
        folder = ROOT.joinpath(*package.split("."))
        names = (spec.id, package.rsplit(".", 1)[-1])
        for path in sorted(package_dir.rglob("*.py")) + [ROOT / "main.py"]:
            if folder in path.parents or path == package_dir / "games" / "catalog.py":
                continue
            for line, text in code_strings(path):
                assert not any(name in text for name in names), (
                    f"{path.relative_to(ROOT)}:{line} names {spec.id}: {text!r}")
        for path in shared_yaml:
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                code = line.partition("#")[0]
                assert not any(name in code for name in names), (
                    f"{path.relative_to(ROOT)}:{number} names {spec.id}")
