"""Taco Loco's entry in the game registry (names and options; the rules load on demand)."""

from __future__ import annotations

from tabletop.core.language import N_
from tabletop.core.registry import BenchScene, BestResult, CardBack, GameSpec, OptionSpec
from tabletop.games.taco_loco.rules.options import LAST_PLAYED, SAME_NUMBER, TOP_OF_TACO

SPEC = GameSpec(
    id="taco-loco",
    title="Taco Loco",
    tagline=N_("Build the perfect 11 and give it away. Overfill it and it's yours."),
    min_players=2,
    max_players=5,
    options=(
        OptionSpec(
            SAME_NUMBER, N_("Same-number rule"), (LAST_PLAYED, TOP_OF_TACO), LAST_PLAYED,
            # (one line per choice, in their order: setup says the chosen one's alone)
            help=N_("A card with the same number as the last card played must start a new "
                    "taco.\nA card may not go on a taco whose top card has its number."),
            shown=(N_("Last played"), N_("Top of taco")),
        ),
    ),
    wiring="tabletop.games.taco_loco.rules.wiring",
    rulebook="004_66e0707556dc2b82.txt",
    decisions="taco_loco/decisions.md",
    aid="taco_loco/aid.yaml",
    booklet="taco_loco/booklet.md",
    examples="taco_loco/examples.yaml",
    pictures="tabletop.games.taco_loco.table.illustrations:picture",
    scoring="tabletop.games.taco_loco.rules.score_breakdown:explain",
    phrases="tabletop.games.taco_loco.table.phrases:loco_phrases",
    bot_skills=("easy", "normal"),
    rules_version=2,  # 2: the Lonesome counter goes to the nearest seat, left first on a tie
    best=BestResult(N_("fewest cards taken"), lower_is_better=True,
                    average=N_("cards taken per game")),
    progress=(N_("no turn played yet"), N_("{n} turn played"), N_("{n} turns played")),
    table="tabletop.games.taco_loco.table.view:TacoLocoTable",
    back=CardBack("backs/taco_loco.png", art="tabletop.games.taco_loco.table.art:card_back"),
    accent="#F2A541",  # marigold
    music="taco_loco",
    bench=BenchScene("Taco Loco, 5 players, several tacos", players=5, steps=34),
)
