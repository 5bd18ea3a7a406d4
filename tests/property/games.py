"""Every game in the catalog, its data, and the known bugs of games still being written.

`KNOWN_BUGS` lists (game id, test name) pairs that fail because of a bug in a game still being
written by someone else; those cases run as xfail(strict=False) with the reason.
"""

from __future__ import annotations

from functools import cache

import pytest

from tabletop.games.catalog import game_specs
from tabletop.games.data_reader import load_game_data

_LEGEND = ("taco_fight/painter.py draw_legend asks the map for the 'legend' zone only while "
           "drawing, so a map whose legend-N layer lacks it raises DataError out of draw() "
           "mid-game; view.py should require it in read_layout so the error scene shows")
_TASKS = ("crazy_taco/view.py task_points looks the board/task-N zones up in its own dict, so a "
          "map without one raises KeyError while the table is built instead of a DataError "
          "naming data/crazy_taco/table.tmx (they belong in the view's read_layout list)")
KNOWN_BUGS: dict[tuple[str, str], str] = {
    **{("taco-fight", f"map:legend-{n}/legend"): _LEGEND for n in (1, 2, 3)},
    **{("crazy-taco", f"map:board/task-{n}"): _TASKS for n in (1, 2)},
}


def game_ids() -> list[str]:
    return list(game_specs())


@cache
def spec_and_data(game: str):
    spec = game_specs()[game]
    return spec, load_game_data(spec)


def game_params(test: str) -> list:
    """One pytest param per game, xfail where a known bug in that game breaks `test`."""
    params = []
    for game in game_ids():
        reason = KNOWN_BUGS.get((game, test))
        marks = [pytest.mark.xfail(reason=reason, strict=False)] if reason else []
        params.append(pytest.param(game, marks=marks, id=game))
    return params
