"""One kit, one way (#35): no game's table overrides a private method of the kit's
`TableScene` (a hook the games need is a public one, as `revealed` is)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tabletop.kit.scene import TableScene

GAMES = Path(__file__).resolve().parents[2] / "tabletop" / "games"
PRIVATE = {name for name in vars(TableScene) if name.startswith("_") and not name.startswith("__")}


@pytest.mark.parametrize("view", sorted(GAMES.glob("*/table/*.py")),
                         ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_no_table_overrides_a_private_method_of_the_kit(view: Path) -> None:
    tree = ast.parse(view.read_text(encoding="utf-8"))
    overridden = [f"{node.name}.{item.name}" for node in ast.walk(tree)
                  if isinstance(node, ast.ClassDef)
                  for item in node.body
                  if isinstance(item, ast.FunctionDef) and item.name in PRIVATE]
    assert not overridden, overridden
