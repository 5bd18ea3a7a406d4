"""Starting a game (new or continued) and putting its table scene on the stack."""

from __future__ import annotations

import gc

from tabletop.core.errors import DataError
from tabletop.core.game import HUMAN
from tabletop.core.match import Match
from tabletop.routes import TitleMenu


def start_game(services, stack, spec, setup, replace: bool = False, match: Match | None = None):
    """Build the match and push (or swap in) the game's table scene; errors get an error scene.
    A new game with a human seat moves that game's unfinished save to the replays (the game
    select screen asks first)."""
    from tabletop.scenes.error import ErrorScene

    fresh = match is None
    gc.unfreeze()  # what the last table set aside may be collected with the rest now
    try:
        data = services.game_data(spec)
        match = match or Match(spec, data, setup)
    except DataError as error:
        stack.push(ErrorScene(services, error))
        return None
    view_class = services.table_view_class(spec.id)
    try:
        table = view_class(services, spec, match)
    except DataError as error:
        stack.push(ErrorScene(services, error))
        return None
    if services.display.canvas is not None:
        table.rehearse(services.display.canvas)
    storage = services.storage
    if fresh and storage is not None and any(seat.kind == HUMAN for seat in setup.seats):
        storage.replace_save(spec.id)  # this game's autosaves would land on the old one
    if replace:
        stack.replace(table)
    else:
        stack.clear_to(services.routes.scene_for(TitleMenu()))
        stack.push(table)
    gc.collect()  # the menus' and the build's garbage goes now, not in a frame of the deal
    gc.freeze()  # and what the table was built from is set aside from the collector's rounds
    # until the next game starts or the table closes (`TableScene.exit`): a round over all of
    # it mid-game cost a frame of 10-40 ms, a dropped frame on a TV
    return table


def continue_saved_game(services, stack, saved) -> str | None:
    """Resume a saved game: None once its table is up, else a sentence saying why it cannot
    be (a damaged save is set aside; one from other rules is kept)."""
    storage = services.storage
    if storage is None:
        return "There is no game to continue."
    resumed = storage.resume(saved, services)
    if isinstance(resumed, str):
        return resumed
    spec, match = resumed
    start_game(services, stack, spec, match.setup, match=match)
    return None
