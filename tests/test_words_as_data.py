"""Below the table the rules tell facts, never sentences (#34, "Words as data").

Every string literal under `tabletop/core/` and each game's `rules/` that reads like words to a
player (two words or more) is counted, leaving out docstrings and the messages of errors meant
for maintainers (`DataError`, `Invalid`, `ValueError`, ...) and data-file descriptions. A module
may hold no more than `STILL_TO_MOVE` says: the games not yet on a phrase book are moving, and
the allowance only ever goes down (a module at 0 is clean and stays clean).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "tabletop"
WORDS = re.compile(r"[A-Za-z']+[,:;!?.]? +[A-Za-z']+")
MAINTAINERS = {"DataError", "Invalid", "ValueError", "TypeError", "KeyError", "LookupError",
               "RuntimeError", "AssertionError", "RecordError", "NotImplementedError",
               "Meta", "ActionLogError", "load_named"}
"""Calls whose text is for whoever fixes a data file or the code, not for a player."""

FOR_MAINTAINERS = {
    "core/model_errors.py",
    "games/crazy_taco/rules/check_words.py",  # hash input of records made before #34, never shown
}
"""Modules whose every word is for whoever fixes a data file (a `DataError` in their words), or
is no words at all to a player."""

STILL_TO_MOVE = {
    "core/registry.py": 5,  # a spec's defaults (best result, progress) and an option's problem
    "games/taco_fight/rules/bot.py": 15,
    "games/taco_fight/rules/cards.py": 5,
    "games/taco_fight/rules/moves.py": 30,
    "games/taco_fight/rules/phases.py": 23,
    "games/taco_fight/rules/rulebook.py": 5,
    "games/taco_fight/rules/score_breakdown.py": 4,
    "games/taco_fight/rules/state.py": 9,
    "games/taco_party/rules/bot.py": 19,
    "games/taco_party/rules/naming.py": 2,
    "games/taco_party/rules/rulebook.py": 39,
    "games/taco_party/rules/score_breakdown.py": 4,
    "games/taco_party/rules/tacos.py": 9,
}
"""Player-facing sentences a module still writes, by path under tabletop/ (absent: none)."""


def player_words(path: Path) -> list[str]:
    """The player-facing string literals of a module, as 'line N: text'."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant):
            skipped.add(id(body[0].value))  # a docstring
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skipped.add(id(node.value))  # an attribute's docstring
        if isinstance(node, ast.Assign) and [getattr(t, "id", "") for t in node.targets] == \
                ["ITEM"]:
            skipped.add(id(node.value))  # a data model's noun in its data errors (Model.ITEM)
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(
                node.func, "attr", "")
            if name in MAINTAINERS:
                skipped |= {id(inner) for inner in ast.walk(node)}
    found = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and WORDS.search(node.value):
            found.append(f"line {node.lineno}: {node.value!r}")
        elif isinstance(node, ast.JoinedStr):
            text = "".join(v.value for v in node.values
                           if isinstance(v, ast.Constant) and isinstance(v.value, str))
            if WORDS.search(text):
                found.append(f"line {node.lineno}: f{text!r}")
                skipped |= {id(inner) for inner in ast.walk(node)}
    return found


def below_the_table() -> list[Path]:
    files = sorted((PACKAGE / "core").rglob("*.py"))
    for game in sorted((PACKAGE / "games").iterdir()):
        files += sorted((game / "rules").rglob("*.py")) if (game / "rules").is_dir() else []
    return files


@pytest.mark.parametrize("path", below_the_table(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_sentence_below_the_table_beyond_what_is_still_moving(path):
    key = path.relative_to(PACKAGE).as_posix()
    words = [] if key in FOR_MAINTAINERS else player_words(path)
    assert len(words) <= STILL_TO_MOVE.get(key, 0), "\n".join(words)
