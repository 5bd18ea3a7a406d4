"""Each game's table asks for its sounds in the same step as the events they belong to: a log
of the sounds requested, beside the events each step brought, over a bots-only game."""

from collections import defaultdict

import pytest

from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tests.scenes.helpers import game_ids, headless_services

STEP = 1 / 60
CLOCK_SOUNDS = {"tick"}
"""Sounds of the clock running down, not of an event."""


class SoundLog:
    """Stands in for the sound bank: every request, with the step it came in."""

    def __init__(self) -> None:
        self.step = 0
        self.requests: list[tuple[int, str]] = []

    def play(self, name: str) -> bool:
        self.requests.append((self.step, name))
        return True

    def hourglass(self, phase, seconds_left) -> None:
        """The hourglass music follows the clock, not an event."""


@pytest.mark.parametrize("game", game_ids())
def test_sounds_are_requested_in_the_step_of_their_events(game):
    services = headless_services()
    spec = services.specs[game]
    players = max(spec.min_players, min(3, spec.max_players))
    seats = tuple(Seat(f"Bot {i + 1}", BOT) for i in range(players))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 11, spec.resolve_options({})))
    table = services.table_view_class(game)(services, spec, match)
    log = services.sounds = SoundLog()
    events_at: dict[int, list[str]] = defaultdict(list)
    shown = table.on_events

    def recorded(events, *args, **kwargs):
        events_at[log.step] += [type(e).__name__ for e in events]
        return shown(events, *args, **kwargs)

    table.on_events = recorded
    stack = SceneStack()
    stack.push(table)
    stack.apply_pending()
    for step in range(1, 60 * 40):
        log.step = step
        stack.update(STEP)
        stack.apply_pending()
        if match.rules.is_over():
            break
    evented = [(step, name) for step, name in log.requests
               if step > 0 and name not in CLOCK_SOUNDS]
    assert len({name for _, name in evented}) >= 2, log.requests  # the game was heard
    late = [(step, name) for step, name in evented if not events_at.get(step)]
    assert not late, f"sounds with no event in their step: {late[:5]}"
