"""Below the table the rules tell facts, never sentences (#34, "Words as data").

Every string literal under `tabletop/core/` and each game's `rules/` that reads like words to a
player (two words or more) is counted, leaving out docstrings and the messages of errors meant
for maintainers (`DataError`, `Invalid`, `ValueError`, `error_at`, ...), data-file descriptions
and the noun a data model's `ITEM` names its rows by in those messages. Not one is left: every
game's phrase book (its `table/phrases.py`) holds its words.
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
               "Meta", "ActionLogError", "load_named", "error_at"}
"""Calls whose text is for whoever fixes a data file or the code, not for a player."""

FOR_MAINTAINERS = {"core/data_model_errors.py"}
"""Modules whose every word is for whoever fixes a data file (a `DataError` in their words)."""


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
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "ITEM"
                                                for t in node.targets):
            skipped.add(id(node.value))  # a data model's rows, as its DataErrors name them
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
def test_no_sentence_below_the_table(path):
    key = path.relative_to(PACKAGE).as_posix()
    words = [] if key in FOR_MAINTAINERS else player_words(path)
    assert not words, "\n".join(words)
