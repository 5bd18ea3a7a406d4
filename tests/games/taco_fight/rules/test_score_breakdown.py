"""¡Taco Fight!'s score explained: the tacos each player stabbed and ate (a fork each to the
sink), wave by wave from the public events, beside the team's total; it adds up to the score
the rules give all fight long."""

from __future__ import annotations

from tabletop.core.game import GameSetup, Seat
from tabletop.core.match import FIXED_STEP, Match
from tabletop.games.catalog import game_specs
from tabletop.games.taco_fight.rules.events import ForkSunk, PhaseStarted
from tabletop.games.taco_fight.rules.score_breakdown import AteInWave, TeamEaten, explain

from ..helpers import data

DATA = data()


def test_a_fixed_fight_adds_up_wave_by_wave_to_the_score_the_rules_give():
    spec = game_specs()["taco-fight"]
    match = Match(spec, DATA, GameSetup(tuple(Seat(f"P{i}") for i in range(3)), 5, {}))
    events: list = []
    step = 0
    while not match.rules.is_over():
        events += match.step_bots(FIXED_STEP)
        step += 1
        if step % 120 == 0 or match.rules.is_over():
            parts = explain(DATA, match.rules.observation(0), lambda seen=events: seen)
            assert tuple(p.total for p in parts) == match.rules.outcome().scores
    expected: list[dict[int, int]] = [{}, {}, {}]
    wave = 1
    for event in events:
        if isinstance(event, PhaseStarted):
            wave = event.wave
        elif isinstance(event, ForkSunk):
            expected[event.seat][wave] = expected[event.seat].get(wave, 0) + 1
    table = match.rules.observation(1).table
    parts = explain(DATA, match.rules.observation(1), lambda: events)
    team = sum(table.forks_sunk)
    assert team > 0
    for seat, part in enumerate(parts):
        assert [(line.label, line.amount) for line in part.lines] == [
            (AteInWave(w, n), n) for w, n in expected[seat].items()]
        assert part.total == table.forks_sunk[seat]
        assert part.notes[0] == TeamEaten(team)


def test_before_any_taco_is_eaten_the_events_are_not_read():
    spec = game_specs()["taco-fight"]
    match = Match(spec, DATA, GameSetup((Seat("A"), Seat("B")), 5, {}))

    def unread() -> list:
        raise AssertionError("nothing eaten yet: no need to play the log again")

    parts = explain(DATA, match.rules.observation(0), unread)
    assert [p.total for p in parts] == [0, 0] and all(p.lines == () for p in parts)
