"""The table scene's own duties that no part of the kit holds."""

from __future__ import annotations

import argparse
import gc

from tabletop.app import build_services
from tabletop.engine.scene_stack import SceneStack
from tabletop.kit.scene import TableScene
from tabletop.tools.screenshot import build_scene


def test_a_table_sets_what_it_was_built_from_aside_from_the_collector_until_it_closes():
    """No full collector round over the match and its art mid-game (a dropped frame on a 4K
    TV); everything is collectable again once the table closes."""
    gc.unfreeze()
    services = build_services(window=False)
    args = argparse.Namespace(scene="table", game="taco-loco", players=3, seed=3, steps=2,
                              option=[], size="1280x720")
    stack = SceneStack()
    build_scene(services, stack, args)
    stack.apply_pending()
    table = next(s for s in stack.scenes if isinstance(s, TableScene))
    assert not table.set_aside and gc.get_freeze_count() == 0
    table.update(1 / 60)
    assert table.set_aside and gc.get_freeze_count() > 0
    table.exit()
    assert gc.get_freeze_count() == 0
