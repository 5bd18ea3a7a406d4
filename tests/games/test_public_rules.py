"""Tables and bots use only public rules.

A table reads a game only through the `Rules` protocol's members (everything else it shows comes
from the seat's typed observation, which `observation(seat)` returns), and neither a table nor
a bot imports the rules' private machinery (their handlers, the working `Table` they run on, a
state `clone`, the rules class itself). The scan is of the source (AST): every `<...>.rules.X`,
every `X` read off a name bound to `<...>.rules` (or called `rules`), and `getattr` on either.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tabletop.core.game import Rules

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop"
PROTOCOL = {name for name in vars(Rules) if not name.startswith("_")} | set(Rules.__annotations__)
PRIVATE_MACHINERY = {"HANDLERS", "perform", "clone", "Table", "TableState", "PlayerMoves",
                     "PhaseMoves"}
"""Rules internals no table or bot may import (with any `_private` name and any `...Rules`)."""


def table_modules() -> list[Path]:
    """Every module of every game's table, the shared table kit and the scenes."""
    found = sorted(PACKAGE.glob("games/*/table/**/*.py"))
    found += sorted((PACKAGE / "table").glob("**/*.py")) + sorted((PACKAGE / "scenes").glob("*.py"))
    return found


def bot_modules() -> list[Path]:
    return sorted(PACKAGE.glob("games/*/rules/bot.py"))


def _name(path: Path) -> str:
    return str(path.relative_to(PACKAGE.parent))


def rules_reads(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, attribute) of every read off a rules object in `tree`."""
    aliases = {"rules"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign) and _is_rules_attr(node.value):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            aliases |= {t.id for t in targets if isinstance(t, ast.Name)}

    def is_rules(expr: ast.AST | None) -> bool:
        return _is_rules_attr(expr) or (isinstance(expr, ast.Name) and expr.id in aliases)

    reads = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and is_rules(node.value):
            reads.append((node.lineno, node.attr))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "hasattr", "vars") and node.args
              and is_rules(node.args[0])):
            reads.append((node.lineno, f"{node.func.id}(rules, ...)"))
    return reads


def _is_rules_attr(expr: ast.AST | None) -> bool:
    return isinstance(expr, ast.Attribute) and expr.attr == "rules"


def private_imports(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, name) of every rules internal imported from a game's rules package."""
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.ImportFrom) and node.module
                and node.module.startswith("tabletop.games.") and ".rules" in node.module):
            continue
        for alias in node.names:
            name = alias.name
            if name.startswith("_") or name in PRIVATE_MACHINERY or name.endswith("Rules"):
                found.append((node.lineno, f"{node.module}.{name}"))
    return found


def test_the_scan_sees_every_kind_of_read():
    source = ("def f(self, match):\n"
              "    a = self.match.rules.phase\n"
              "    rules = match.rules\n"
              "    b = rules.state.money + len(rules.sink)\n"
              "    r = self.match.rules\n"
              "    c = r.wave + getattr(r, 'window_steps', 0)\n"
              "    ok = rules.actors() and rules.is_over() and r.observation(0)\n"
              "from tabletop.games.crazy_taco.rules.rulebook import HANDLERS, CrazyTacoRules\n"
              "from tabletop.games.crazy_taco.rules.state import REST, clone, _private\n")
    tree = ast.parse(source)
    outside = sorted({name for _, name in rules_reads(tree)} - PROTOCOL)
    assert outside == ["getattr(rules, ...)", "phase", "sink", "state", "wave"]
    assert [name.rsplit(".", 1)[1] for _, name in private_imports(tree)] == [
        "HANDLERS", "CrazyTacoRules", "clone", "_private"]


def test_the_protocol_describes_what_tables_may_ask():
    assert {"actors", "legal_actions", "apply", "check", "observation", "is_over", "outcome",
            "realtime", "turns", "snapshot", "tick"} <= PROTOCOL


@pytest.mark.parametrize("path", table_modules(), ids=_name)
def test_a_table_reads_only_the_rules_protocol(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    outside = [f"line {line}: rules.{name}" for line, name in rules_reads(tree)
               if name not in PROTOCOL]
    assert not outside, (f"{_name(path)} reads rules attributes that the Rules protocol does not "
                         f"describe (read them from the observation): {outside}")


@pytest.mark.parametrize("path", table_modules() + bot_modules(), ids=_name)
def test_no_table_or_bot_imports_rules_internals(path):
    found = private_imports(ast.parse(path.read_text(encoding="utf-8")))
    assert not found, f"{_name(path)} imports rules internals: {found}"


def test_every_game_has_a_table_and_a_bot_scanned():
    games = {p.parts[-3] for p in table_modules() if "games" in p.parts}
    assert games and games == {p.parts[-3] for p in bot_modules()}
