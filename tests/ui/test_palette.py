"""Colours come from the palette: no table, nor the kit, nor a menu scene writes an RGB(A)
tuple of its own.

Every colour a game's table (`tabletop/games/*/table/`), the table kit (`tabletop/kit/`) or a
scene (`tabletop/scenes/`) draws with is a name in `tabletop/ui/palette.py`, so the same colour
is one value under one name.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop
from tabletop.ui import palette

ROOT = Path(tabletop.__file__).parent
CHECKED = ("games/*/table/*.py", "scenes/*.py", "table/*.py")
DELIBERATE = {
    "art.py": None,
    # the art generator's pictures (`python -m tabletop.tools.art`) keep their own colours
    "crazy_taco/table/view.py": {(0, 0, 0, 150)},
    # the dialog's shade: the table's scene (view.py) is being reworked (#35, point 2)
    "kit/narration.py": {(20, 10, 5)},
    # seconds left that a real-time table's clock is said at, not a colour
}


def colour_literals(tree: ast.AST) -> list[tuple[int, tuple[int, ...]]]:
    """Each tuple of three or four numbers 0 to 255 that is not a rectangle, a loop's values,
    a membership test's, a margin or an unpacking: (line, value)."""
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Tuple) and len(node.elts) in (3, 4) and all(
                isinstance(e, ast.Constant) and type(e.value) is int and 0 <= e.value <= 255
                for e in node.elts)):
            continue
        parent = parents.get(node)
        if isinstance(parent, ast.Call) and getattr(parent.func, "attr",
                                                    getattr(parent.func, "id", "")) == "Rect":
            continue
        if isinstance(parent, ast.For | ast.comprehension):
            continue
        if isinstance(parent, ast.Compare) and any(isinstance(op, ast.In | ast.NotIn)
                                                   for op in parent.ops):
            continue  # a membership test: `ending in (1, 2, 3)`
        if isinstance(parent, ast.keyword) and parent.arg == "area":
            continue
        if isinstance(parent, ast.Assign) and isinstance(parent.targets[0], ast.Tuple):
            continue
        found.append((node.lineno, tuple(e.value for e in node.elts)))  # type: ignore[attr-defined]
    return found


def allowed(path: Path, value: tuple[int, ...]) -> bool:
    for name, values in DELIBERATE.items():
        if path.as_posix().endswith(name) and (values is None or value in values):
            return True
    return False


def test_tables_and_scenes_take_their_colours_from_the_palette() -> None:
    stray = []
    for pattern in CHECKED:
        for path in sorted(ROOT.glob(pattern)):
            for line, value in colour_literals(ast.parse(path.read_text(encoding="utf-8"))):
                if not allowed(path, value):
                    stray.append(f"{path.relative_to(ROOT)}:{line} {value}")
    assert not stray, "colours outside the palette (name them in ui/palette.py):\n" + \
        "\n".join(stray)


def test_the_check_finds_a_colour_and_leaves_rectangles_alone() -> None:
    code = "A = (12, 40, 48)\nr = pygame.Rect(1, 2, 3, 4)\nx, y, z = 1, 2, 3\n"
    assert colour_literals(ast.parse(code)) == [(1, (12, 40, 48))]


def test_each_named_colour_is_one_value() -> None:
    names = {name: value for name, value in vars(palette).items()
             if name.isupper() and isinstance(value, tuple) and len(value) in (3, 4)
             and all(isinstance(c, int) for c in value)}
    by_value: dict[tuple, list[str]] = {}
    for name, value in names.items():
        by_value.setdefault(value, []).append(name)
    twice = {value: names for value, names in by_value.items() if len(names) > 1}
    assert not twice, f"one value under two names: {twice}"


def test_every_ink_on_paper_is_readable():
    """Small text on the menus' cream and paper: every ink the palette names for it at least
    4.5:1 on every paper (WCAG AA)."""
    weak = [(ink, paper, round(palette.contrast_ratio(ink, paper), 2))
            for ink in palette.INKS_ON_PAPER for paper in palette.PAPERS
            if palette.contrast_ratio(ink, paper) < palette.TEXT_CONTRAST]
    assert not weak


def test_every_theme_writes_readably_on_its_cream():
    """Each theme (colour-blind, high contrast, both) writes its words and its marigold words
    at 4.5:1 or more on its cream and darker cream."""
    from tabletop.ui.theme import theme_for

    for blind in (False, True):
        for contrast in (False, True):
            theme = theme_for(blind, contrast)
            for ink in (theme.charcoal, theme.marigold_ink):
                for paper in (theme.cream, theme.cream_dark):
                    assert palette.contrast_ratio(ink, paper) >= palette.TEXT_CONTRAST, (
                        blind, contrast, ink, paper)
