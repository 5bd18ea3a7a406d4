"""Ways to get a parsed YAML file wrong: drop a field, give it the wrong type, an unknown kind,
a count that no longer adds up. Paths are tuples of keys and list indices."""

from __future__ import annotations

import copy
from typing import Any

Path = tuple[Any, ...]


def key_paths(tree: Any, depth: int = 6) -> list[Path]:
    """Every mapping key, looking into the first and last item of each list."""
    found: list[Path] = []

    def walk(node: Any, path: Path, level: int) -> None:
        if level > depth:
            return
        if isinstance(node, dict):
            for key, value in node.items():
                found.append(path + (key,))
                walk(value, path + (key,), level + 1)
        elif isinstance(node, list) and node:
            for index in sorted({0, len(node) - 1}):
                walk(node[index], path + (index,), level + 1)

    walk(tree, (), 0)
    return found


def value_at(tree: Any, path: Path) -> Any:
    for step in path:
        tree = tree[step]
    return tree


def without(tree: Any, path: Path) -> Any:
    changed = copy.deepcopy(tree)
    del value_at(changed, path[:-1])[path[-1]]
    return changed


def replaced(tree: Any, path: Path, value: Any) -> Any:
    changed = copy.deepcopy(tree)
    value_at(changed, path[:-1])[path[-1]] = value
    return changed


def wrong_type(value: Any) -> Any:
    """A value of another type than `value` (what a typo in the file gives)."""
    if isinstance(value, bool):
        return "maybe"
    if isinstance(value, int | float):
        return "seven"
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return "a list was expected"
    if isinstance(value, dict):
        return ["not", "a", "mapping"]
    return {"what": "is this"}


def describe(path: Path) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path).lstrip(".")
