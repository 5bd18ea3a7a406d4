"""¡Taco Fight!'s entry in the game catalog (names and options; the rules load on demand)."""

from __future__ import annotations

from tabletop.core.language import N_
from tabletop.core.registry import (
    BenchScene,
    BestResult,
    CardBack,
    FormerSetting,
    GameSetting,
    GameSpec,
    OptionSpec,
)
from tabletop.games.taco_fight.rules import options

ASSIST = OptionSpec.yes_no(options.ASSIST, N_("Longer hourglass (assist)"),
                           help=N_("Every timed phase lasts 45 seconds instead of 30."))

SPEC = GameSpec(
    id="taco-fight",
    title="¡Taco Fight!",
    tagline=N_("Team up against six waves of attacking tacos before the hourglass runs out."),
    min_players=1,
    max_players=4,
    options=(
        OptionSpec(options.DIFFICULTY, N_("Taco waves"), options.DIFFICULTIES,
                   options.DEFAULT_DIFFICULTY,
                   N_("Tacos per player: Normal 1–3, Hard 2–4, Madness 3–5 with 30 s to get "
                      "ready."),
                   shown=(N_("Normal waves"), N_("Hard waves"), N_("Madness waves"))),
        ASSIST,
    ),
    wiring="tabletop.games.taco_fight.rules.wiring",
    rulebook="002_ce2634e308aff31a.txt",
    decisions="taco_fight/decisions.md",
    aid="taco_fight/aid.yaml",
    booklet="taco_fight/booklet.md",
    examples="taco_fight/examples.yaml",
    pictures="tabletop.games.taco_fight.table.illustrations:picture",
    scoring="tabletop.games.taco_fight.rules.score_breakdown:explain",
    phrases="tabletop.games.taco_fight.table.phrases:fight_phrases",
    realtime=True,
    bot_skills=("easy", "normal", "hard"),
    rules_version=1,
    best=BestResult(N_("most tacos eaten in a won game"), won_only=True, team=True,
                    average=N_("tacos eaten per game")),
    progress=(N_("no wave fought yet"), N_("{n} wave fought"), N_("{n} waves fought")),
    table="tabletop.games.taco_fight.table.view:TacoFightTable",
    back=CardBack("backs/taco_fight.png", art="tabletop.games.taco_fight.table.art:card_back"),
    accent="#D7263D",  # chili
    music="hourglass",
    settings=(
        # The assist a new game starts with (the game records its option: replays stay exact).
        GameSetting("assist", N_("Longer hourglass (assist)"), ASSIST.choices,
                    ASSIST.default, option=ASSIST.name,
                    formerly=FormerSetting("taco_fight_assist", ((False, "off"), (True, "on")))),
        # A stab's six fast taps made by the table after one press (the rules see the same taps).
        GameSetting("one_press_stab", N_("Eat with one press (no fast stabbing)"),
                    ("off", "on"), "off"),
    ),
    bench=BenchScene("Taco Fight, 4 players, Madness wave 6", players=4, steps=0,
                     options=("difficulty=madness",), seed=20),
)
