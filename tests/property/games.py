"""Every game in the catalog, its data, and the known bugs of games still being written.

`KNOWN_BUGS` lists (game id, test name) pairs that fail because of a bug in a game still being
written by someone else; those cases run as xfail(strict=False) with the reason.
"""

from __future__ import annotations

from functools import cache

import pytest

from tabletop.assets.game_data import load_game_data
from tabletop.games.catalog import game_specs

KNOWN_BUGS: dict[tuple[str, str], str] = {}


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
