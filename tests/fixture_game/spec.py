"""Last Chip's entry in the catalog (a test registers its package: see tests/games/
test_adding_a_game.py)."""

from __future__ import annotations

from tabletop.core.registry import (
    BenchScene,
    BestResult,
    CardBack,
    GameSetting,
    GameSpec,
    OptionSpec,
)

PILE = OptionSpec("pile", "Chips in the pile", ("15", "21"), "15", "How many chips there are.")

SPEC = GameSpec(
    id="last-chip",
    title="Last Chip",
    tagline="Take one to three chips in turn; whoever takes the last chip wins.",
    min_players=2,
    max_players=3,
    options=(PILE,),
    wiring="tests.fixture_game.rules.wiring",
    rulebook="last_chip.txt",  # not shipped: the rules page says it is missing
    decisions="last_chip/decisions.md",
    best=BestResult("most chips taken"),
    progress=("no turn played yet", "{n} turn played", "{n} turns played"),
    table="tests.fixture_game.table.view:LastChipTable",
    phrases="tests.fixture_game.table.phrases:last_chip_phrases",
    back=CardBack("cards/face_gold.png"),  # a shared sprite: this game draws no back of its own
    accent="#8CC63F",
    settings=(GameSetting("pile", "Last Chip pile", PILE.choices, PILE.default, option="pile"),),
    bench=BenchScene("Last Chip, 3 players", players=3, steps=4),
)
