"""Every game's folder has one shape (#35, "One kit, one way"): the same modules, each with the
same job, in its `rules/` and its `table/`, so a maintainer who knows one game finds their way
in another. A game may hold more modules; it may not go without one of these."""

from __future__ import annotations

from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parents[2] / "tabletop" / "games"

RULES = {
    "actions.py": "the actions a seat may take",
    "events.py": "what the rules did, as facts",
    "refusals.py": "why a move is refused, one fact per reason",
    "hints.py": "why a bot chose its move, as facts",
    "endings.py": "how a game ends, as facts",
    "observation.py": "what one seat may see",
    "options.py": "the setup options as the rules read them",
    "cards.py": "the models of the game's data files",
    "rulebook.py": "the Rules",
    "bot.py": "the bots",
    "score_breakdown.py": "each seat's score explained",
    "wiring.py": "the game's parts, loaded on demand",
}
"""What each game's `rules/` holds."""

TABLE = {
    "view.py": "the table scene",
    "view_model.py": "what is where for the viewer, as plain data",
    "input.py": "intents into actions",
    "faces.py": "card faces",
    "explain.py": "what a thing on the table says about itself",
    "phrases.py": "the phrase book",
    "art.py": "the card back and the game's own pictures, for the art generator",
    "illustrations.py": "the pictures the aid and the booklet show",
}
"""What each game's `table/` holds."""


def games() -> list[Path]:
    return sorted(p for p in GAMES.iterdir() if (p / "spec.py").is_file())


@pytest.mark.parametrize("game", games(), ids=lambda p: p.name)
def test_a_games_folder_has_the_common_shape(game: Path) -> None:
    missing = [f"rules/{name} ({job})" for name, job in RULES.items()
               if not (game / "rules" / name).is_file()]
    missing += [f"table/{name} ({job})" for name, job in TABLE.items()
                if not (game / "table" / name).is_file()]
    assert not missing, f"{game.name} has no " + ", ".join(missing)


def test_there_are_four_games() -> None:
    assert len(games()) == 4
