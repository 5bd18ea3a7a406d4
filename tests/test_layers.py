"""The house's layers hold: the import contracts in pyproject.toml pass, they name every part of
the package, and no two files import each other, however roundabout the way."""

import tomllib
from pathlib import Path

import grimp
from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tabletop"


def contracts() -> list[dict]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return config["tool"]["importlinter"]["contracts"]


def layered_parts() -> set[str]:
    """Every top-level part the layers contract names."""
    layers = next(c for c in contracts() if c["type"] == "layers")["layers"]
    return {part.strip() for layer in layers for part in layer.replace(":", "|").split("|")}


def package_parts() -> set[str]:
    """Every module and package directly inside tabletop/."""
    parts = {p.stem for p in PACKAGE.glob("*.py") if p.name != "__init__.py"}
    parts |= {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists()}
    return parts


def test_the_import_contracts_hold():
    assert lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True,
                        no_logo=True) == 0, "lint-imports: an import breaks a contract (above)"


def test_every_part_of_the_package_sits_in_a_layer():
    assert package_parts() == layered_parts()


def test_every_game_is_in_the_independence_contract():
    games = {p.name for p in (PACKAGE / "games").iterdir() if (p / "spec.py").exists()}
    apart = next(c for c in contracts() if c["type"] == "independence")["modules"]
    assert {m.removeprefix("tabletop.games.") for m in apart} == games


def test_no_file_imports_itself_round_a_circle():
    """No cycle between files, counting imports inside functions and for type checking."""
    graph = grimp.build_graph("tabletop")
    circles = []
    for module in sorted(graph.modules):
        for imported in graph.find_modules_directly_imported_by(module):
            back = graph.find_shortest_chain(importer=imported, imported=module)
            if back is not None:
                circles.append((module, *back))
    assert circles == []
