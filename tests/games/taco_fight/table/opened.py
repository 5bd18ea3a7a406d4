"""A ¡Taco Fight! table opened on a scene stack for the layout tests: the first seat a human,
the rest bots, past its first-time controls sheet."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.taco_fight.spec import SPEC
from tabletop.games.taco_fight.table.view import TacoFightTable


def open_table(services, names: Sequence[str]) -> tuple[TacoFightTable, SceneStack]:
    seats = tuple(Seat(name, HUMAN if i == 0 else BOT) for i, name in enumerate(names))
    match = Match(SPEC, services.game_data(SPEC), GameSetup(seats, 3, SPEC.resolve_options({})))
    table = TacoFightTable(services, SPEC, match)
    stack = SceneStack()
    stack.push(table)
    stack.apply_pending()
    table.controls_due = False
    return table, stack
