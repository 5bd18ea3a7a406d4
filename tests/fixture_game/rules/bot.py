"""Last Chip's bot: leave the next player a multiple of four when it can."""

from __future__ import annotations

from tabletop.core.actions import Action
from tabletop.core.game import Decision
from tests.fixture_game.rules.actions import Take
from tests.fixture_game.rules.events import HopeForASlip, LeavesAMultiple
from tests.fixture_game.rules.rulebook import LastChipObservation


class LastChipBot:
    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, observation: LastChipObservation, legal: list[Action]) -> Decision:
        seat = legal[0].seat
        count = observation.pile % (observation.most + 1)
        if count:
            return Decision(Take(seat, count), LeavesAMultiple(count, observation.most + 1))
        return Decision(Take(seat, 1), HopeForASlip())
