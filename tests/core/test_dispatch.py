"""Rules send an action to the handler of its type one way (`core/dispatch.py`), and `check` is
that handler's own validation."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

import pytest

from tabletop.core.dispatch import handler_for, refusal_of
from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact
from tests.scenes.helpers import game_ids


@dataclass(frozen=True)
class Other(Fact):
    """No such move here."""


@dataclass(frozen=True)
class Knock:
    seat: int


def test_an_action_goes_to_the_handler_of_its_type() -> None:
    def knock(action: Knock, check_only: bool) -> str:
        return "checked" if check_only else "knocked"

    handlers = {Knock: knock}
    assert handler_for(handlers, Knock(0), Other())(Knock(0), True) == "checked"
    with pytest.raises(IllegalAction) as refused:
        handler_for(handlers, "a move of another game", Other())
    assert refused.value.why == Other()


def test_a_check_is_the_refusal_or_none() -> None:
    def refuse() -> None:
        raise IllegalAction(Other())

    refusal = refusal_of(refuse)
    assert refusal is not None and refusal.why == Other()
    assert refusal_of(lambda: None) is None


@pytest.mark.parametrize("game", game_ids())
def test_every_rulebook_dispatches_through_the_one_helper(game: str) -> None:
    rulebook = importlib.import_module(f"tabletop.games.{game.replace('-', '_')}.rules.rulebook")
    assert rulebook.handler_for is handler_for and rulebook.refusal_of is refusal_of
