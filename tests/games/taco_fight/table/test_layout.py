"""The Fight table's fullest states lay out cleanly at every text size: four seats with long
names, a late wave (piles built, tacos held, the biggest counts), bots' tags on the table: no
two texts overlap, none leaves its box, none is under 16 px at the default size and above."""

import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.taco_fight.spec import SPEC
from tabletop.games.taco_fight.table.view import TacoFightTable
from tabletop.ui.fonts import MIN_TEXT
from tests.scenes.every_scene import TEXT_SIZES
from tests.scenes.helpers import STEP, headless_services
from tests.table.layout import layout_problems, texts_of

NAMES = ("Maximiliana", "Constantino", "Guadalupe", "Bartholomew")


@pytest.fixture
def services(private_user_data):
    services = headless_services()
    services.settings = None
    return services


def fullest(services, wave, seconds_in):
    seats = tuple(Seat(name, HUMAN if i == 0 else BOT) for i, name in enumerate(NAMES))
    match = Match(SPEC, services.game_data(SPEC), GameSetup(seats, 3, SPEC.resolve_options({})))
    table = TacoFightTable(services, SPEC, match)
    stack = SceneStack()
    stack.push(table)
    stack.apply_pending()
    table.controls_due = False
    table.jump_to(wave, seconds_in)
    table.sync(animate=False)
    for _ in range(30):  # a few bot plays, tagged where they land
        stack.update(STEP)
        stack.apply_pending()
    table.motion.settle()
    return table


@pytest.mark.parametrize("wave, seconds_in", [(1, 5.0), (4, 20.0), (6, 25.0)])
def test_the_fullest_tables_lay_out_cleanly(services, wave, seconds_in):
    table = fullest(services, wave, seconds_in)
    problems = []
    try:
        for scale in TEXT_SIZES:
            services.fonts.set_scale(scale)
            texts = texts_of(services, table)
            smallest = MIN_TEXT if scale >= 1.0 else 0
            problems += [f"{scale}x: {p}" for p in layout_problems(texts, (), smallest)]
    finally:
        services.fonts.set_scale(1.0)
    assert not problems, "\n".join(dict.fromkeys(problems))
