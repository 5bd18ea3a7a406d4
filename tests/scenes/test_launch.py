"""Starting a game: what its table was built from is set aside from the garbage collector's
rounds until the next game starts or the table closes."""

from __future__ import annotations

import gc
import weakref

from tabletop.engine.scene_stack import SceneStack
from tabletop.scenes.launch import start_game
from tabletop.tools.arguments import bots_setup
from tests.scenes.helpers import headless_services


def _start(services, stack):
    spec = services.specs["taco-loco"]
    table = start_game(services, stack, spec, bots_setup(spec, 3, 7, {}))
    stack.apply_pending()
    return table


def test_a_started_table_is_set_aside_from_the_collector_and_let_go_when_it_closes():
    services = headless_services()
    stack = SceneStack()
    table = _start(services, stack)
    assert gc.get_freeze_count() > 0  # a mid-game round does not walk the table's objects
    table.exit()
    assert gc.get_freeze_count() == 0


def test_the_next_game_lets_the_last_table_go():
    services = headless_services()
    stack = SceneStack()
    first = weakref.ref(_start(services, stack))
    _start(services, stack)  # the last table's objects were set aside when it started
    gc.collect()
    assert first() is None  # it was collected, not kept aside for the whole next game
