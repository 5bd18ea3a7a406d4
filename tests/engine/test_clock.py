"""The fixed-step clock with a fake time source: same game time whatever the frame rate."""

import pytest

from tabletop.engine.clock import FixedStepClock


class FakeTime:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def run_for(fps: float, seconds: float) -> int:
    fake = FakeTime()
    clock = FixedStepClock(step=1 / 60, time_source=fake)
    clock.advance()
    steps = 0
    frames = round(seconds * fps)
    for _ in range(frames):
        fake.now += 1 / fps
        steps += clock.advance()
    return steps


@pytest.mark.parametrize("fps", [30, 60, 144])
def test_same_number_of_updates_at_any_frame_rate(fps):
    assert abs(run_for(fps, 30.0) - 1800) <= 1


def test_a_long_stall_is_clamped_not_replayed():
    fake = FakeTime()
    clock = FixedStepClock(step=1 / 60, max_frame=0.25, max_steps=100, time_source=fake)
    clock.advance()
    fake.now += 5.0
    assert clock.advance() == 15  # 0.25 s worth, not 5 s


def test_steps_per_frame_are_capped():
    fake = FakeTime()
    clock = FixedStepClock(step=1 / 120, max_frame=0.25, max_steps=8, time_source=fake)
    clock.advance()
    fake.now += 0.2
    assert clock.advance() == 8
    assert 0.0 <= clock.alpha < 1.0


def test_alpha_is_the_fraction_of_a_step_left_over():
    fake = FakeTime()
    clock = FixedStepClock(step=0.1, time_source=fake)
    clock.advance()
    fake.now += 0.25
    assert clock.advance() == 2
    assert clock.alpha == pytest.approx(0.5)


def test_reset_forgets_elapsed_time():
    fake = FakeTime()
    clock = FixedStepClock(step=1 / 60, time_source=fake)
    clock.advance()
    fake.now += 0.1
    clock.reset()
    assert clock.advance() == 0
