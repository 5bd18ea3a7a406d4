"""The old piece's end, cut from where the stream had got to, wrapping round the loop."""

from pathlib import Path

import pygame
import pytest

from tabletop.audio.music_tail import FRAME_BYTES, cut_tail

TITLE = Path(__file__).resolve().parents[2] / "sounds" / "music" / "title.ogg"


@pytest.fixture
def mixer():
    try:
        pygame.mixer.init(frequency=44_100, size=-16, channels=2)
    except pygame.error as exc:
        pytest.skip(f"no mixer here: {exc}")
    if pygame.mixer.get_init() != (44_100, -16, 2):
        pygame.mixer.quit()
        pytest.skip("the mixer did not open as the game opens it")
    yield
    pygame.mixer.quit()


def test_the_tail_is_the_pieces_next_seconds(mixer):
    whole = pygame.mixer.Sound(str(TITLE)).get_raw()
    tail, length = cut_tail(TITLE, lambda: 10.0, 1.5)
    assert tail.get_length() == pytest.approx(1.5, abs=0.001)
    frames_in = round(10.0 * 44_100) * FRAME_BYTES
    assert tail.get_raw() == whole[frames_in:frames_in + len(tail.get_raw())]
    assert length == pytest.approx(len(whole) / FRAME_BYTES / 44_100)


def test_a_tail_past_the_end_goes_round_to_the_head(mixer):
    whole = pygame.mixer.Sound(str(TITLE)).get_raw()
    _, length = cut_tail(TITLE, lambda: 10.0, 1.5)
    rate = len(whole) / FRAME_BYTES / length
    at = 2 * length - 0.5  # a loop and a half second before its end
    tail, _ = cut_tail(TITLE, lambda: at, 1.5)
    start = round((at % length) * rate) * FRAME_BYTES
    size = round(1.5 * rate) * FRAME_BYTES
    assert tail.get_raw() == whole[start:] + whole[:size - (len(whole) - start)]


def test_a_tail_is_cut_on_a_worker_thread_while_the_loop_goes_on(mixer):
    import time

    from tabletop.audio.music_tail import PendingTail, on_a_thread

    pending = PendingTail(TITLE, 10.0, 1.5, on_a_thread)
    for _ in range(3000):  # a bound against a hung worker, not a speed test
        if pending.done():
            break
        time.sleep(0.01)
    assert pending.done() and pending.error is None
    assert pending.tail.get_length() == pytest.approx(1.5, abs=0.001)
