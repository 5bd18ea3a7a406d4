"""Crazy Taco's entry in the game catalogue (names and options; the rules load on demand)."""

from __future__ import annotations

from tabletop.core.language import N_
from tabletop.core.registry import BenchScene, BestResult, CardBack, GameSpec, OptionSpec
from tabletop.games.crazy_taco.rules.options import CHARACTERS, DEFAULTS, INSPECTIONS, PINATA

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec.yes_no(INSPECTIONS, N_("Surprise inspection"), DEFAULTS[INSPECTIONS] == "on",
                      help=N_("A hidden inspector among the customers may fine your "
                              "kitchen.")),
    OptionSpec.yes_no(PINATA, N_("Fiesta Piñata"), DEFAULTS[PINATA] == "on",
                      help=N_("Two cards in a row calling another customer bring a $6 "
                              "piñata.")),
    OptionSpec.yes_no(CHARACTERS, N_("VIP and pickpocket"), DEFAULTS[CHARACTERS] == "on",
                      help=N_("Two tricky customers in the deck; off is the easier game.")),
)

SPEC = GameSpec(
    id="crazy-taco",
    title="Crazy Taco",
    tagline=N_("Run a taco stand with five dice: serve, collect, survive the rush "
               "(solo or 1 v 1)."),
    min_players=1,
    max_players=2,
    options=OPTIONS,
    wiring="tabletop.games.crazy_taco.rules.wiring",
    rulebook="000_9ddd6ae7f4c567e9.txt",
    decisions="crazy_taco/decisions.md",
    aid="crazy_taco/aid.yaml",
    booklet="crazy_taco/booklet.md",
    examples="crazy_taco/examples.yaml",
    pictures="tabletop.games.crazy_taco.table.illustrations:picture",
    scoring="tabletop.games.crazy_taco.rules.score_breakdown:explain",
    phrases="tabletop.games.crazy_taco.table.phrases:crazy_phrases",
    roles=(N_("{name} runs the kitchen: the dice and the cash."),
           N_("{name} plays the customers from a hand of cards.")),
    rules_version=2,  # 2: a served VIP who leaves unpaid costs one star; 1 v 1 redraws are limited
    best=BestResult(N_("most stars kept in a won game"), won_only=True,
                    average=N_("stars kept per game")),
    progress=(N_("not started yet"), N_("turn {n}"), N_("turn {n}")),
    table="tabletop.games.crazy_taco.table.view:CrazyTacoTable",
    back=CardBack("backs/crazy_taco.png", art="tabletop.games.crazy_taco.table.art:card_back"),
    accent="#3FA7D6",  # sky
    music="crazy_taco",
    bench=BenchScene("Crazy Taco, full counter, dice rolling", players=1, steps=30),
)
