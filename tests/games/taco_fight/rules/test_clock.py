"""Game time: fights end on the same step at any frame rate; Madness prep; the assist option."""

import pytest

from tabletop.core.match import FIXED_STEP
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules import events as E
from tabletop.games.taco_fight.rules.endings import HoldingTooMany

from ..helpers import Ids, data, fight, make, run_out, slot_of


def steps_to_end_of_fight(fps: int) -> tuple[int, int]:
    """Drive a fight with frames of 1/fps s through an accumulator; (steps, frames) at its end."""
    rules = make(players=2)
    fight(rules)
    start = rules.step
    frame = 1.0 / fps
    acc = 0.0
    frames = 0
    while rules.phase == "fight":
        frames += 1
        acc += frame
        while acc >= FIXED_STEP and rules.phase == "fight":
            rules.tick(FIXED_STEP)
            acc -= FIXED_STEP
    return rules.step - start, frames


@pytest.mark.parametrize("fps", [30, 60, 144])
def test_the_fight_ends_after_exactly_30_seconds_at_any_frame_rate(fps):
    steps, frames = steps_to_end_of_fight(fps)
    assert steps == 30 * 60
    assert abs(frames / fps - 30.0) < 2 / fps


def clock(rules):
    """The clock as every seat (and the table) sees it."""
    return rules.observation(0)


def test_the_hourglass_reads_seconds_left():
    rules = make()
    assert not clock(rules).is_timed and clock(rules).time_left == 0.0
    assert clock(rules).duration == 0.0
    fight(rules)
    assert clock(rules).is_timed
    assert clock(rules).duration == 30.0 and clock(rules).time_left == 30.0
    for _ in range(90):
        rules.tick(FIXED_STEP)
    assert clock(rules).time_left == pytest.approx(28.5)
    for _ in range(30 * 60 - 91):
        rules.tick(FIXED_STEP)
    assert rules.phase == "fight" and clock(rules).time_left == pytest.approx(1 / 60)
    events = rules.tick(FIXED_STEP)
    assert rules.phase == "prep"
    assert any(isinstance(e, E.PhaseStarted) and e.phase == "prep" for e in events)


def test_tick_takes_whole_steps():
    rules = make()
    fight(rules)
    rules.tick(3 * FIXED_STEP)
    assert rules.phase_elapsed == 3
    with pytest.raises(ValueError):
        rules.tick(0.01)


def test_prep_is_untimed_on_normal_and_hard():
    for difficulty in ("normal", "hard"):
        rules = make(options={"difficulty": difficulty})
        fight(rules)
        run_out(rules)
        assert rules.phase == "prep" and not clock(rules).is_timed
        for _ in range(120 * 60):
            rules.tick(FIXED_STEP)
        assert rules.phase == "prep"


def test_madness_deals_three_and_three_standing_tacos_are_a_food_coma():
    ids = Ids(data())
    wave1 = [ids.taco("mild", 3) for _ in range(6)]
    rules = make(players=2, tacos={"mild": wave1}, options={"difficulty": "madness"})
    assert not clock(rules).is_timed  # the setup before the first fight is untimed
    assert [len(i) for i in rules.incoming] == [3, 3]
    fight(rules)
    run_out(rules)
    assert rules.is_over()
    assert rules.outcome().ended == HoldingTooMany(0, 3)


def test_madness_prep_runs_30_seconds_then_places_the_rest_and_fights():
    ids = Ids(data())
    wave1 = [ids.taco("mild", 1), ids.taco("mild", 1)] + [ids.taco("mild", 3) for _ in range(4)]
    wave2 = [ids.taco("mild", 2) for _ in range(6)]
    one0, one1 = ids.take("lettuce", 1), ids.take("meat", 1)
    rules = make(players=2, hands={0: [ids.take("onion"), one0], 1: [ids.take("onion"), one1]},
                 tacos={"mild": wave1 + wave2}, options={"difficulty": "madness"})
    fight(rules)
    rules.apply(A.Flip(0))
    rules.apply(A.Flip(1))
    rules.apply(A.Smash(0, one0, *slot_of(rules, wave1[1])))
    rules.apply(A.Smash(1, one1, *slot_of(rules, wave1[0])))
    run_out(rules)
    assert rules.phase == "prep" and rules.wave == 2 and rules.held == [wave1[2::2], wave1[3::2]]
    assert clock(rules).is_timed and clock(rules).duration == 30.0
    rules.apply(A.Place(0, rules.incoming[0][0], 4))
    rules.apply(A.Ready(1))
    for _ in range(30 * 60 - 1):
        assert not rules.tick(FIXED_STEP)
    assert rules.phase == "prep" and len(rules.incoming[0]) == 2
    events = rules.tick(FIXED_STEP)
    assert [type(e) for e in events] == [E.Placed, E.Placed, E.PhaseStarted]
    assert rules.phase == "fight" and rules.incoming == [[], []]
    assert sum(t != -1 for t in rules.attack[0]) == 3


def test_assist_lengthens_the_hourglass():
    rules = make(options={"assist": "on"})
    fight(rules)
    assert clock(rules).duration == 45.0 and clock(rules).fight_steps == 45 * 60
    start = rules.step
    run_out(rules)
    assert rules.step - start == 45 * 60
    madness = make(options={"assist": "on", "difficulty": "madness"})
    assert madness.prep_steps == 45 * 60 == clock(madness).prep_steps


def test_ready_and_place_in_prep():
    ids = Ids(data())
    t0, t1 = ids.taco("mild", 1), ids.taco("mild", 2)
    rules = make(tacos={"mild": [t0, t1]})
    events = rules.apply(A.Place(0, t0, 3))
    assert (events[0].src, events[0].dst) == ("incoming:0", "attacker:0:3")
    events = rules.apply(A.Place(0, t0, 1))
    assert (events[0].src, events[0].dst) == ("attacker:0:3", "attacker:0:1")
    rules.apply(A.Ready(0))
    assert rules.phase == "prep" and rules.ready == [True, False]
    events = rules.apply(A.Ready(1))
    assert rules.phase == "fight" and rules.attack[1][0] == t1
    assert isinstance(events[-1], E.PhaseStarted) and events[-1].seconds == 30
    assert rules.turns == 1
