"""The catalog names every game cheaply: rules, bots and card data load only when a game starts."""

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
