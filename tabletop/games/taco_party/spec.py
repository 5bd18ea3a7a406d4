"""Taco Party's registry entry (names and options; the rules load on demand)."""

from __future__ import annotations

from tabletop.core.language import N_
from tabletop.core.registry import BenchScene, BestResult, CardBack, GameSpec, OptionSpec
from tabletop.games.taco_party.rules.options import HOT_SAUCE_OPTION

SPEC = GameSpec(
    id="taco-party",
    title="Taco Party",
    tagline=N_("Stack picky ingredients, dress your tacos, and eat the biggest ones."),
    min_players=2,
    max_players=4,
    options=(
        OptionSpec.yes_no(HOT_SAUCE_OPTION, N_("Hot sauce variant"),
                          help=N_("An empty taco may go on a rival's plate: 2 points off if it "
                                  "stays empty.")),
    ),
    wiring="tabletop.games.taco_party.rules.wiring",
    rulebook="001_00f04f0c14532056.txt",
    decisions="taco_party/decisions.md",
    aid="taco_party/aid.yaml",
    booklet="taco_party/booklet.md",
    examples="taco_party/examples.yaml",
    pictures="tabletop.games.taco_party.table.illustrations:picture",
    scoring="tabletop.games.taco_party.rules.score_breakdown:explain",
    phrases="tabletop.games.taco_party.table.phrases:party_phrases",
    next_first="tabletop.games.taco_party.rules.next_game:lowest_first",
    bot_skills=("easy", "normal"),
    rules_version=2,  # 2: the player ends the pick-up step and sees what burns
    best=BestResult(N_("highest score"),
                    average=N_("points per game")),
    # counted: the turns finished
    progress=(N_("turn {next}"), N_("turn {next}"), N_("turn {next}")),
    table="tabletop.games.taco_party.table.view:TacoPartyTable",
    back=CardBack("backs/taco_party.png", art="tabletop.games.taco_party.table.art:card_back"),
    accent="#C2185B",  # magenta
    booklet_number_px=20,  # its cards print score and cost in small chips: the booklet's
    # pictures stand tall enough for 20 px (digits about 14 px high; 10 at the common floor)
    music="taco_party",
    bench=BenchScene("Taco Party, late game, tall tacos", players=4, steps=140),
)
