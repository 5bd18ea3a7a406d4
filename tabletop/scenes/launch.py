"""Starting a game (new or continued) and putting its table scene on the stack."""

from __future__ import annotations

from tabletop.core.errors import DataError
from tabletop.core.match import Match


def start_game(services, stack, spec, setup, replace: bool = False, match: Match | None = None):
    """Build the match and push (or swap in) the game's table scene; errors get an error scene."""
    from tabletop.scenes.error import ErrorScene

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
    if replace:
        stack.replace(table)
    else:
        from tabletop.scenes.title import TitleScene

        stack.clear_to(TitleScene(services))
        stack.push(table)
    return table


def continue_saved_game(services, stack, title) -> None:
    """Resume the latest autosave; a bad save is set aside and the title says why."""
    storage = services.storage
    if storage is None:
        return
    resumed = storage.resume_latest(services)
    if isinstance(resumed, str):
        title.notice = resumed
        title.resume()
        return
    spec, match = resumed
    start_game(services, stack, spec, match.setup, match=match)
